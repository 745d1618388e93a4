import { observer } from 'mobx-react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import { BlockList } from '@/renderer/BlockList'
import type { BlockProps } from '@/renderer/types'
import type { TabGroup, TabModel } from './model'
import type { TabStore } from './store'
import './style.scss'
import { roleOf } from '@/ui/a11y'

function TabItem ({ group, active, model, onSelect }: { group: TabGroup, active: boolean, model: TabModel, onSelect: () => void }) {
  const image = active ? group.selectedImage : group.normalImage
  const { colors } = model
  // A tab of the bar's tab list, named by its group's name (what it shows, or what its image says).
  return (
    <Tap
      className={`tab__item${active ? ' tab__item--active' : ''}`}
      style={{ backgroundColor: model.style === 'ACTIVITY' && active ? colors.item : undefined }}
      role='tab'
      selected={active}
      label={group.name}
      onTap={onSelect}
    >
      {image
        ? <Img className='tab__image' src={image} mode='heightFix' />
        : <Text className='tab__text' style={{ color: active ? colors.text : colors.normalText }}>{group.name}</Text>}
      {model.style === 'UNDERLINE' && active ? <View className='tab__underline' style={{ backgroundColor: colors.underline }} /> : null}
    </Tap>
  )
}

/**
 * Tab (000 §2, §4): the active group starts at 0; more than 4 tabs scroll and
 * the bar scrolls itself to the active one (not scroll-into-view: on H5 that is
 * the element's scrollIntoView, which moved the page to centre the bar on every
 * tap); `ceiling` keeps the bar at the top once scrolled past.
 */
export default observer(function Tab ({ model, store }: BlockProps<TabModel, TabStore>) {
  const { active } = store
  const items = model.groups.map((group, i) => (
    <TabItem key={i} group={group} active={i === active} model={model} onSelect={() => store.select(i)} />
  ))
  return (
    <View className={`tab tab--${model.style.toLowerCase()}`}>
      {/* The tab list (a scrolling bar's own element is the host's scroll view, which takes no role); the panel is the chosen group's. */}
      <View className={`tab__bar${model.ceiling ? ' tab__bar--ceiling' : ''}`} style={{ backgroundColor: model.colors.bar }} {...roleOf('tablist')}>
        {model.scrollable
          ? <ScrollView className='tab__scroll' scrollX enhanced showScrollbar={false} scrollWithAnimation scrollLeft={store.barScrollLeft}>{items}</ScrollView>
          : <View className='tab__row'>{items}</View>}
      </View>
      <View className='tab__panel' {...roleOf('tabpanel')} aria-label={model.groups[active]?.name}>
        <BlockList components={model.groups[active]?.components ?? []} />
      </View>
    </View>
  )
})
