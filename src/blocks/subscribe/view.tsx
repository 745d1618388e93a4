import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { Text } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import { Tap } from '@/ui/Tap'
import { bannerImage, type SubscribeModel } from './model'
import type { SubscribeStore } from './store'
import './style.scss'

/**
 * The subscribe reminder (002 §1 item 3): a banner whose tap opens the host's subscribe page; 已订阅 once subscribed.
 * A button (in a browser it says why it cannot subscribe there), named by what it asks for; its image is decoration.
 */
export default observer(function Subscribe ({ model, store }: BlockProps<SubscribeModel, SubscribeStore>) {
  useEffect(() => store.start(), [store])
  const subscribed = store.subscribed === true
  return (
    <Tap className={`subscribe${subscribed ? ' subscribe--done' : ''}`} label={t(subscribed ? 'subscribe.a11y.again' : 'subscribe.a11y.banner')} onTap={() => { void store.tap() }}>
      <RatioImage className='subscribe__image' src={bannerImage(model, store.subscribed)} aspectRatio={model.aspectRatio} lazy={false} />
      {subscribed && !model.subscribedImage ? <Text className='subscribe__badge'>{t('subscribe.subscribed')}</Text> : null}
    </Tap>
  )
})
