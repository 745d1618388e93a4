import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import { bannerImage, type SubscribeModel } from './model'
import type { SubscribeStore } from './store'
import './style.scss'

/** The subscribe reminder (002 §1 item 3): a banner whose tap opens the host's subscribe page; 已订阅 once subscribed. */
export default observer(function Subscribe ({ model, store }: BlockProps<SubscribeModel, SubscribeStore>) {
  useEffect(() => store.start(), [store])
  const subscribed = store.subscribed === true
  return (
    <View className={`subscribe${subscribed ? ' subscribe--done' : ''}`} onClick={() => { void store.tap() }}>
      <RatioImage className='subscribe__image' src={bannerImage(model, store.subscribed)} aspectRatio={model.aspectRatio} lazy={false} />
      {subscribed && !model.subscribedImage ? <Text className='subscribe__badge'>{t('subscribe.subscribed')}</Text> : null}
    </View>
  )
})
