/**
 * Countdown rules (000 §2, §4, §9; 002 §4): pick the first window that holds
 * the server-synchronised time, count to its start (not started) or its end
 * (doing), show days only when above 0, and toast 'the activity is about to
 * end' once in the last 1 to 3 seconds. The reload 520 ms after zero is the
 * rule every countdown shares: `@/lib/countdown`.
 */
import { backgroundImage, color, isObject, keyword, list } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import { countdownParts } from '@/ui/CountdownText/model'
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
  const bg = color(raw.bgColor)
  const numberBg = color(raw.numberBgColor)
  // The operator's text colours on a solid background (an image's colours cannot be read here): readable, or
  // replaced and named in preview (issue 53).
  const notes: string[] = []
  const textColor = isImage ? color(raw.textColor) : configuredText(t('countdown.a11y.textColor'), color(raw.textColor), bg, notes)
  const numberColor = configuredText(t('countdown.a11y.numberColor'), color(raw.numberColor), numberBg, notes)
  return valid({
    windows,
    background: isImage ? { image: backgroundImage(raw.bgImage), color: bg } : { color: bg },
    textColor,
    numberColor,
    numberBgColor: numberBg
  }, notes)
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

/**
 * The countdown as one sentence for a screen reader (issue 53): its label and the time left to the minute, days
 * only above 0 and hours from the first day or hour on ("距活动结束还剩 3 天 13 小时 58 分"; the last minute
 * "不到 1 分钟"). It changes once a minute at most: a reader is never handed the seconds.
 */
export function countdownSentence (phase: CountdownPhase, remainingMs: number): string {
  const parts = countdownParts(remainingMs)
  const time = parts.showDays || parts.hours || parts.minutes
    ? [
        parts.showDays ? t('countdown.a11y.days', { n: parts.days }) : '',
        parts.showDays || parts.hours ? t('countdown.a11y.hours', { n: parts.hours }) : '',
        t('countdown.a11y.minutes', { n: parts.minutes })
      ].filter(Boolean).join(' ')
    : t('countdown.a11y.underMinute')
  return t('countdown.a11y.sentence', { label: t(phase === 'notStarted' ? 'countdown.toStart' : 'countdown.toEnd'), time })
}
