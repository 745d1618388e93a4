import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import type { CSSProperties } from 'react'
import { t } from '@/i18n'
import { useStores } from '@/stores'
import { countdownParts, pad2 } from './model'
import './index.scss'

export interface CountdownTextProps {
  /** Server time (ms) the countdown reaches zero at. */
  target: number
  className?: string
  numberStyle?: CSSProperties
  separatorStyle?: CSSProperties
}

/**
 * `[D 天] HH:mm:ss` to a server time, on the page's one shared tick (never the
 * phone's clock). Observes the tick itself, so only it re-renders each second;
 * in mini-programs put it inside a CustomWrapper so a tick's setData touches
 * only its subtree.
 */
export const CountdownText = observer(function CountdownText ({ target, className = '', numberStyle, separatorStyle }: CountdownTextProps) {
  const { clock } = useStores()
  const parts = countdownParts(target - clock.tickNow)
  return (
    <View className={`countdown-text ${className}`}>
      {parts.showDays
        ? <><Text className='countdown-text__num' style={numberStyle}>{parts.days}</Text><Text className='countdown-text__sep' style={separatorStyle}>{t('countdown.day')}</Text></>
        : null}
      <Text className='countdown-text__num' style={numberStyle}>{pad2(parts.hours)}</Text>
      <Text className='countdown-text__sep' style={separatorStyle}>:</Text>
      <Text className='countdown-text__num' style={numberStyle}>{pad2(parts.minutes)}</Text>
      <Text className='countdown-text__sep' style={separatorStyle}>:</Text>
      <Text className='countdown-text__num' style={numberStyle}>{pad2(parts.seconds)}</Text>
    </View>
  )
})
