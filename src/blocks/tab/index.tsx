import { useState } from 'react'
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { BlockList } from '@/renderer/BlockList'
import type { BlockProps } from '@/renderer/types'
import type { TabGroup, TabModel } from './model'
import './style.scss'

function TabItem ({ group, active, model, onSelect }: { group: TabGroup, active: boolean, model: TabModel, onSelect: () => void }) {
  const image = active ? group.selectedImage : group.normalImage
  const { colors } = model
  return (
    <View
      className={`tab__item${active ? ' tab__item--active' : ''}`}
      style={{ backgroundColor: model.style === 'ACTIVITY' && active ? colors.item : undefined }}
      onClick={onSelect}
    >
      {image
        ? <Image className='tab__image' src={image} mode='heightFix' />
        : <Text className='tab__text' style={{ color: active ? colors.text : colors.normalText }}>{group.name}</Text>}
      {model.style === 'UNDERLINE' && active ? <View className='tab__underline' style={{ backgroundColor: colors.underline }} /> : null}
    </View>
  )
}

/** Tab (000 §2, §4): the active group starts at 0; more than 4 tabs scroll; `ceiling` keeps the bar at the top once scrolled past. */
export default function Tab ({ model }: BlockProps<TabModel>) {
  const [active, setActive] = useState(0)
  const items = model.groups.map((group, i) => (
    <TabItem key={i} group={group} active={i === active} model={model} onSelect={() => setActive(i)} />
  ))
  return (
    <View className={`tab tab--${model.style.toLowerCase()}`}>
      <View className={`tab__bar${model.ceiling ? ' tab__bar--ceiling' : ''}`} style={{ backgroundColor: model.colors.bar }}>
        {model.scrollable
          ? <ScrollView className='tab__scroll' scrollX enhanced showScrollbar={false} scrollIntoView={`tab-${active}`}>{items}</ScrollView>
          : <View className='tab__row'>{items}</View>}
      </View>
      <View className='tab__panel'>
        <BlockList components={model.groups[active]?.components ?? []} />
      </View>
    </View>
  )
}
