import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { hitBox } from '@/ui/hitReach'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import type { BottomNavModel } from './model'
import type { BottomNavStore } from './store'
import './style.scss'
import { roleOf } from '@/ui/a11y'

/**
 * The bottom navigation bar (001 §2, §9): fixed at the bottom, one image per item at 375 ÷ count design px wide, the
 * active one's active image. A navigation landmark; each item a link (it opens a page or goes to a floor) named by
 * its title, the active one said so. A bar under 44 px keeps its look: its items reach higher, unseen (issue 53).
 */
export default observer(function BottomNav ({ model, store }: BlockProps<BottomNavModel, BottomNavStore>) {
  useEffect(() => store.start(), [store])
  const width = Taro.pxTransform(model.itemWidth)
  const height = Taro.pxTransform(model.height)
  const box = { width, ...hitBox(model.height) }
  return (
    <View className='bottom-nav' {...roleOf('navigation')} aria-label={t('bottomNav.a11y.bar')}>
      {model.items.map((item, i) => {
        const on = i === store.active
        const image = on ? item.activeImage ?? item.image : item.image
        const name = item.title ?? t('bottomNav.a11y.item', { index: i + 1 })
        return (
          <Tap key={i} className={`bottom-nav__item${on ? ' bottom-nav__item--on' : ''}`} style={box} role='link' label={on ? t('bottomNav.a11y.current', { name }) : name} onTap={() => store.tap(i)}>
            {image ? <Img className='bottom-nav__image' src={image} mode='aspectFill' style={{ width, height }} /> : null}
          </Tap>
        )
      })}
    </View>
  )
})
