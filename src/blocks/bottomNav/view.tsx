import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import type { BlockProps } from '@/renderer/types'
import { Img } from '@/ui/Img'
import type { BottomNavModel } from './model'
import type { BottomNavStore } from './store'
import './style.scss'

/** The bottom navigation bar (001 §2, §9): fixed at the bottom, one image per item at 375 ÷ count design px wide, the active one's active image. */
export default observer(function BottomNav ({ model, store }: BlockProps<BottomNavModel, BottomNavStore>) {
  useEffect(() => store.start(), [store])
  const width = Taro.pxTransform(model.itemWidth)
  const height = Taro.pxTransform(model.height)
  return (
    <View className='bottom-nav'>
      {model.items.map((item, i) => {
        const image = i === store.active ? item.activeImage ?? item.image : item.image
        return (
          <View key={i} className={`bottom-nav__item${i === store.active ? ' bottom-nav__item--on' : ''}`} style={{ width, height }} onClick={() => store.tap(i)}>
            {image ? <Img className='bottom-nav__image' src={image} mode='aspectFill' style={{ width, height }} /> : null}
          </View>
        )
      })}
    </View>
  )
})
