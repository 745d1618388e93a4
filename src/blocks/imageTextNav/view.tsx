import { ScrollView, Text, View } from '@tarojs/components'
import { openClick } from '@/renderer/click'
import { scrollToBlock } from '@/renderer/floors'
import type { BlockProps } from '@/renderer/types'
import type { NavResource } from '@/lib/navResources'
import { useStores } from '@/stores'
import { Img } from '@/ui/Img'
import type { ImageTextNavModel } from './model'
import './style.scss'

/** The image-text navigation (001 §3): icons with titles in one row (sideways scrolling beyond 5); a tap opens the item's target or scrolls to its floor. */
export default function ImageTextNav ({ model, component }: BlockProps<ImageTextNavModel>) {
  const root = useStores()
  const open = (item: NavResource) => {
    if (item.floor && !item.redirects.length) void scrollToBlock(root.page, item.floor)
    else openClick(root, item.redirects, component)
  }
  const items = model.items.map((item, i) => (
    <View key={i} className='image-text-nav__item' onClick={() => open(item)}>
      {item.image ? <Img className='image-text-nav__icon' src={item.image} mode='aspectFit' lazyLoad /> : <View className='image-text-nav__icon' />}
      {item.title ? <Text className='image-text-nav__title'>{item.title}</Text> : null}
    </View>
  ))
  return model.scrolls
    ? <ScrollView className='image-text-nav image-text-nav--scroll' scrollX enhanced showScrollbar={false}>{items}</ScrollView>
    : <View className='image-text-nav'>{items}</View>
}
