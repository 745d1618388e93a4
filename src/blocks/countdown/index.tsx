import { useEffect, useRef } from 'react'
import { CustomWrapper, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { useServerNow } from '@/ui/hooks/useServerNow'
import { RELOAD_AFTER_ZERO_MS, TICK_MS, countdownParts, isAboutToEnd, pad2, pickCountdown } from './model'
import type { CountdownModel } from './types'
import './style.scss'

function Ticker ({ model }: { model: CountdownModel }) {
  const { clock, page, platform } = useStores()
  const now = useServerNow(clock, TICK_MS)
  const state = pickCountdown(model.windows, now)
  const toastShown = useRef(false)
  // The target shown on the previous tick, and the one a reload was already scheduled for.
  const shownTarget = useRef<number | undefined>(undefined)
  const reloadedFor = useRef<number | undefined>(undefined)
  const remaining = state ? state.target - now : 0
  const target = state?.target

  useEffect(() => {
    // Zero is reached when a target we were counting to has passed, however late this tick landed
    // (past the end there is no window left to pick). The page's data is then loaded again, 520 ms
    // later, so the server decides what comes next.
    const reached = shownTarget.current
    if (reached !== undefined && now >= reached && reloadedFor.current !== reached) {
      reloadedFor.current = reached
      setTimeout(() => { page.reload() }, RELOAD_AFTER_ZERO_MS)
    }
    shownTarget.current = target
    if (state && isAboutToEnd(state, now, toastShown.current)) {
      toastShown.current = true
      platform.toast(t('countdown.aboutToEnd'))
    }
  }, [state, target, now, page, platform])

  if (!state) return null
  const parts = countdownParts(remaining)
  const numberStyle = { color: model.numberColor, backgroundColor: model.numberBgColor }
  return (
    <View className='countdown__body'>
      <Text className='countdown__label' style={{ color: model.textColor }}>{t(state.phase === 'notStarted' ? 'countdown.toStart' : 'countdown.toEnd')}</Text>
      <View className='countdown__digits'>
        {parts.showDays ? <><Text className='countdown__num' style={numberStyle}>{parts.days}</Text><Text className='countdown__sep' style={{ color: model.textColor }}>{t('countdown.day')}</Text></> : null}
        <Text className='countdown__num' style={numberStyle}>{pad2(parts.hours)}</Text>
        <Text className='countdown__sep' style={{ color: model.textColor }}>:</Text>
        <Text className='countdown__num' style={numberStyle}>{pad2(parts.minutes)}</Text>
        <Text className='countdown__sep' style={{ color: model.textColor }}>:</Text>
        <Text className='countdown__num' style={numberStyle}>{pad2(parts.seconds)}</Text>
      </View>
    </View>
  )
}

/** Countdown (000 §2, §4). The ticking part sits in a CustomWrapper: in mini-programs a tick's setData touches only its subtree. */
export default function Countdown ({ model }: BlockProps<CountdownModel>) {
  const { image, color } = model.background
  return (
    <View className='countdown' style={{ backgroundColor: color, backgroundImage: image ? `url(${image})` : undefined }}>
      <CustomWrapper>
        <Ticker model={model} />
      </CustomWrapper>
    </View>
  )
}
