import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { CountdownText } from '@/ui/CountdownText'
import { TickWrapper } from '@/ui/TickWrapper'
import type { CountdownStore } from './store'
import type { CountdownModel } from './types'
import './style.scss'

const Ticker = observer(function Ticker ({ model, store }: { model: CountdownModel, store: CountdownStore }) {
  const state = store.state
  if (!state) return null
  // For the eye only: a reader has the sentence (Spoken), not the label and the ticking digits.
  return (
    <View className='countdown__body' aria-hidden>
      <Text className='countdown__label' style={{ color: model.textColor }}>{t(state.phase === 'notStarted' ? 'countdown.toStart' : 'countdown.toEnd')}</Text>
      <CountdownText
        target={state.target}
        numberStyle={{ color: model.numberColor, backgroundColor: model.numberBgColor }}
        separatorStyle={{ color: model.textColor }}
      />
    </View>
  )
})

/** The countdown as one sentence for readers, drawn for nobody; re-rendered once a minute (store.ts `spoken`). */
const Spoken = observer(function Spoken ({ store }: { store: CountdownStore }) {
  const sentence = store.spoken
  return sentence ? <Text className='countdown__spoken visually-hidden'>{sentence}</Text> : null
})

/**
 * Countdown (000 §2, §4). The ticking part sits in a TickWrapper (CustomWrapper in mini-programs): in
 * mini-programs a tick's setData touches only its subtree. With no window
 * left to count to (the activity is over) the block takes no room at all. A screen reader reads it as one
 * sentence to the minute, never its digits (issue 53).
 */
export default observer(function Countdown ({ model, store }: BlockProps<CountdownModel, CountdownStore>) {
  useEffect(() => store.start(), [store])
  if (!store.visible) return null
  const { image, color } = model.background
  return (
    <View className='countdown' style={{ backgroundColor: color, backgroundImage: image }}>
      <TickWrapper>
        <Spoken store={store} />
        <Ticker model={model} store={store} />
      </TickWrapper>
    </View>
  )
})
