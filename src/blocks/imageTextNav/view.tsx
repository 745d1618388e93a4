import { ScrollView, Text, View } from '@tarojs/components'
import { openClick } from '@/renderer/click'
import { scrollToBlock } from '@/renderer/floors'
import type { BlockProps } from '@/renderer/types'
import type { NavResource } from '@/lib/navResources'
import { t } from '@/i18n'
import { useStores } from '@/stores'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import type { ImageTextNavModel } from './model'
import './style.scss'

/** The image-text navigation (001 §3): icons with titles in one row (sideways scrolling beyond 5); a tap opens the item's target or scrolls to its floor. */
export default function ImageTextNav ({ model, component }: BlockProps<ImageTextNavModel>) {
  const root = useStores()
  const open = (item: NavResource) => {
    if (item.floor && !item.redirects.length) void scrollToBlock(root.page, item.floor)
    else openClick(root, item.redirects, component)
  }
  // Each item opens a page or goes to a floor of this one: a link named by its title (its icon is decoration).
  // One with neither does nothing on a tap: no control, its title read as text.
  const items = model.items.map((item, i) => {
    const content = (
      <>
        {item.image ? <Img className='image-text-nav__icon' src={item.image} mode='aspectFit' lazyLoad /> : <View className='image-text-nav__icon' />}
        {item.title ? <Text className='image-text-nav__title'>{item.title}</Text> : null}
      </>
    )
    return item.redirects.length || item.floor
      ? <Tap key={i} className='image-text-nav__item' role='link' label={item.title ?? t('imageTextNav.a11y.item', { index: i + 1 })} onTap={() => open(item)}>{content}</Tap>
      : <View key={i} className='image-text-nav__item'>{content}</View>
  })
  return model.scrolls
    ? <ScrollView className='image-text-nav image-text-nav--scroll' scrollX enhanced showScrollbar={false}>{items}</ScrollView>
    : <View className='image-text-nav'>{items}</View>
}
