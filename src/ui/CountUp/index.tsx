import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { COUNT_UP_MS, STRIP, alignColumns, settledText, stripOffset } from '@/product/countUp'
import { prefersReducedMotion } from '@/platform/motion'
import { settleAt } from './settle'

// One text node per strip (its lines are the cells): ten nodes per digit made a page of prices
// weigh tens of KB in a mini-program's first setData.
const STRIP_TEXT = STRIP.join('\n')

/** A frame or two for the start position to be painted before the roll starts. */
const START_DELAY_MS = 34
/** After the transition's end, before the strips give way to one text (a late frame). */
const SETTLE_AFTER_MS = 100
import './index.scss'

export interface CountUpProps {
  /** The text shown first (the daily price) and the one it rolls to (the lowest price), already formatted. */
  from: string
  to: string
  durationMs?: number
  className?: string
  /** It rolled before (the block mounted again after giving way): shown where it landed, at once. */
  rolled?: boolean
  /** Its roll is over (the block's store remembers it: RolledCounts). */
  onRolled?: () => void
}

/**
 * Rolls each digit column from `from` to `to` in one CSS transition: one
 * state change after mount, never a state change per frame. Once the roll is
 * over the strips (three nodes a digit) give way to one text in the same
 * columns: a page of prices keeps few nodes (the hosts' audits, issue 42).
 */
export function CountUp ({ from, to, durationMs = COUNT_UP_MS, className = '', rolled = false, onRolled }: CountUpProps) {
  // Read as it mounts: a roll under way is not cut short when another count-up of the same card lands first.
  // A visitor who asked for less motion sees where it lands, at once (docs/accessibility.md).
  const [rolledBefore] = useState(() => rolled || prefersReducedMotion())
  const [toldRolled] = useState(rolled)
  const [phase, setPhase] = useState<'from' | 'rolling' | 'settled'>(rolledBefore ? 'settled' : 'from')
  const done = useRef(onRolled)
  done.current = onRolled
  useEffect(() => {
    if (rolledBefore) {
      // Landed without rolling (reduced motion): its store hears it as a roll that is over.
      if (!toldRolled) done.current?.()
      return undefined
    }
    // The first render shows `from`. Only after it has reached the view (Taro.nextTick: after its setData
    // in mini-programs) and been painted does the one change to `to` start the transition.
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelSettle: (() => void) | undefined
    let live = true
    Taro.nextTick(() => {
      if (!live) return
      timer = setTimeout(() => {
        setPhase('rolling')
        cancelSettle = settleAt(Date.now() + durationMs + SETTLE_AFTER_MS, () => {
          setPhase('settled')
          done.current?.()
        })
      }, START_DELAY_MS)
    })
    return () => {
      live = false
      if (timer) clearTimeout(timer)
      cancelSettle?.()
    }
  }, [durationMs, rolledBefore, toldRolled])
  // Settled, it is the price's own text. Rolling, a reader hears the price it lands on once (a hidden text), not
  // the strips' digits.
  if (phase === 'settled') return <Text className={`count-up count-up--settled ${className}`}>{settledText(from, to)}</Text>
  const columns = alignColumns(from, to)
  return (
    <View className={`count-up ${className}`}>
      <Text className='visually-hidden'>{to}</Text>
      {columns.map((column, i) => {
        const cell = phase === 'rolling' ? column.to : column.from
        if (cell.kind === 'char') return <Text key={i} className='count-up__char' aria-hidden>{cell.text}</Text>
        return (
          <View key={i} className='count-up__digit' aria-hidden>
            <View className='count-up__strip' style={{ transform: stripOffset(cell.index), transitionDuration: `${durationMs}ms` }}>
              <Text className='count-up__cells'>{STRIP_TEXT}</Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}
