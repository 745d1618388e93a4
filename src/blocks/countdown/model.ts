/**
 * Countdown rules (000 §2, §4, §9; 002 §4): pick the first window that holds
 * the server-synchronised time, count to its start (not started) or its end
 * (doing), show days only when above 0, and toast 'the activity is about to
 * end' once in the last 1 to 3 seconds. The reload 520 ms after zero is the
 * rule every countdown shares: `@/lib/countdown`.
 */
import { backgroundImage, color, isObject, keyword, list } from '@/lib/config'
import { parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { CountdownModel, CountdownPhase, CountdownWindow } from './types'

/** The 'about to end' toast shows once when 1 to 3 seconds are left of a running activity. */
const ABOUT_TO_END_WINDOW_S = [1, 3] as const
/** Most time windows one countdown reads (not in the spec). */
export const MAX_WINDOWS = 50

export function parseCountdown (raw: unknown): ParseResult<CountdownModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const windows: CountdownWindow[] = []
  for (const item of list(raw.configs, MAX_WINDOWS)) {
    if (!isObject(item)) continue
    const start = parseServerTime(item.startTime as string | number | undefined)
    const end = parseServerTime(item.endTime as string | number | undefined)
    if (start !== undefined && end !== undefined && end > start) windows.push({ start, end })
  }
  if (!windows.length) return invalid(t('config.countdown.noWindows'))
  const isImage = keyword(raw.bgType) === 'IMAGE'
  return valid({
    windows,
    background: isImage ? { image: backgroundImage(raw.bgImage), color: color(raw.bgColor) } : { color: color(raw.bgColor) },
    textColor: color(raw.textColor),
    numberColor: color(raw.numberColor),
    numberBgColor: color(raw.numberBgColor)
  })
}

export interface CountdownState {
  phase: CountdownPhase
  /** When the countdown reaches zero (the window's start or end). */
  target: number
}

/**
 * The first window whose span holds `now`: before its start counts to the start,
 * inside it counts to the end. Windows entirely past are skipped; none left: nothing to show.
 * A window "holds" now from the moment it is announced until it ends, so an
 * upcoming window counts to its start.
 */
export function pickCountdown (windows: readonly CountdownWindow[], now: number): CountdownState | undefined {
  for (const w of windows) {
    if (now < w.start) return { phase: 'notStarted', target: w.start }
    if (now <= w.end) return { phase: 'doing', target: w.end }
  }
  return undefined
}

/** Whether this tick should show the 'about to end' toast (once: the caller remembers it was shown). */
export function isAboutToEnd (state: CountdownState, now: number, alreadyShown: boolean): boolean {
  if (alreadyShown || state.phase !== 'doing') return false
  const left = Math.ceil((state.target - now) / 1000)
  return left >= ABOUT_TO_END_WINDOW_S[0] && left <= ABOUT_TO_END_WINDOW_S[1]
}
