import { useEffect, useState } from 'react'
import type { ClockStore } from '@/stores/clock'

/**
 * The server-synchronised time, re-read on each tick and aligned to the tick
 * boundary so displays change on the second. Never the phone's clock.
 */
export function useServerNow (clock: Pick<ClockStore, 'now'>, tickMs = 1000, enabled = true): number {
  const [now, setNow] = useState(() => clock.now())
  useEffect(() => {
    if (!enabled) return undefined
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      const current = clock.now()
      timer = setTimeout(() => {
        setNow(clock.now())
        schedule()
      }, tickMs - (current % tickMs) || tickMs)
    }
    setNow(clock.now())
    schedule()
    return () => clearTimeout(timer)
  }, [clock, tickMs, enabled])
  return now
}
