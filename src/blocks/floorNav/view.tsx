import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { ScrollView, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { usePageResize } from '@/renderer/usePageResize'
import { usePageScrollTop } from '@/renderer/usePageScrollTop'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import type { FloorNavModel } from './model'
import type { FloorNavStore } from './store'
import './style.scss'
import { roleOf } from '@/ui/a11y'

/**
 * The floor navigation (001 §2): tabs to the page's floors, the active one
 * following the scroll and brought into view when there are more than 5; the
 * bar is fixed to the top once scrolled past, its place kept by a placeholder
 * of its height (no layout shift). State in store.ts.
 */
export default observer(function FloorNav ({ model, store }: BlockProps<FloorNavModel, FloorNavStore>) {
  useEffect(() => store.start(), [store])
  usePageScrollTop((scrollTop) => store.onScroll(scrollTop))
  usePageResize(() => store.onResize())
  const { colors } = model
  const active = store.active
  const tabs = model.tabs.map((tab, i) => {
    const on = i === active
    const image = on ? tab.activeImage ?? tab.image : tab.image
    return (
      <Tap
        key={i}
        className={`floor-nav__tab${on ? ' floor-nav__tab--on' : ''}`}
        style={{ color: on ? colors.activeText : colors.text }}
        role='tab'
        selected={on}
        label={tab.title ?? t('floorNav.a11y.tab', { index: i + 1 })}
        onTap={() => { void store.tap(i) }}
      >
        {image ? <Img className='floor-nav__image' src={image} mode='heightFix' /> : <Text className='floor-nav__title'>{tab.title}</Text>}
        {on && !image ? <View className='floor-nav__line' style={colors.activeLine ? { backgroundColor: colors.activeLine } : undefined} /> : null}
      </Tap>
    )
  })
  const bar = model.scrolls
    // The bar's own scroll position, not scroll-into-view: on H5 that is the element's scrollIntoView, which
    // scrolls the page as well and pulled it back to its top after every scroll (store.ts barScrollLeft).
    ? <ScrollView className='floor-nav__bar floor-nav__bar--scroll' scrollX enhanced showScrollbar={false} scrollLeft={store.barScrollLeft} scrollWithAnimation>{tabs}</ScrollView>
    : <View className='floor-nav__bar'>{tabs}</View>
  return (
    <View className='floor-nav' style={store.fixed && store.barHeight ? { height: `${store.barHeight}px` } : undefined}>
      {/* The tab list (the bar's own element may be the host's scroll view, which takes no role): its tabs, the active one selected. */}
      <View className={`floor-nav__inner${store.fixed ? ' floor-nav__inner--fixed' : ''}`} style={colors.bg ? { backgroundColor: colors.bg } : undefined} {...roleOf('tablist')} aria-label={t('floorNav.a11y.bar')}>{bar}</View>
    </View>
  )
})
