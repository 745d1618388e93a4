/**
 * The visitor's text size and the elderly mode (适老化; issue 54, docs/accessibility.md). Pure: the platform
 * reads the host (platform/textSize*), the display store applies this.
 *
 * - A host's text size is a scale of the design's text: WeChat's `fontSizeScaleFactor`, else its (and
 *   Alipay's) `fontSizeSetting` in px over the system's standard size (iOS 17 px, Android 16 px: WeChat's
 *   适老化 guide). The page follows a larger size; a smaller one keeps the design's (its 12 px floor holds).
 * - The elderly mode comes on with a large text size (WeChat iOS's two largest steps, 22 and 23.8 px over
 *   17: from 1.25), or when the page's link asks (`elderly=1`; `elderly=0` keeps it off): its text at least
 *   1.5 times the design's (the design's 12 px body text at 18 px), its hit areas 60 × 60.
 * - What the page's styles multiply their font sizes and line heights by is what the host does not already:
 *   a web view's own text zoom (an Android webview's, the WeChat browser's) scales the page's text itself.
 */

/** WeChat's standard text size per system (its 适老化 guide): the scale's denominator when no factor is given. */
export const STANDARD_TEXT_PX = { ios: 17, other: 16 } as const
/** The largest text scale the page follows (200 %, WCAG 1.4.4). */
export const MAX_TEXT_SCALE = 2
/** From this text scale on, the elderly mode comes on by itself. */
export const ELDERLY_FROM_SCALE = 1.25
/** The elderly mode's text: at least 1.5 times the design's (12 px → 18 px). */
export const ELDERLY_TEXT_SCALE = 1.5
/** What a control takes a tap over, at least (docs/accessibility.md "Size"; WCAG 2.5.5). */
export const HIT_PX = 44
/** The elderly mode's hit areas (the 2021 适老化 rules): drawn by the styles (ui/Tap `60PX`), checked by test/e2e/a11y.test.ts. */
export const ELDERLY_HIT_PX = 60

/** What a host says of its text size (each field as it came; anything may be missing or nonsense). */
export interface HostTextReport {
  /** WeChat's getAppBaseInfo `fontSizeScaleFactor`. */
  factor?: unknown
  /** `fontSizeSetting`, px. */
  settingPx?: unknown
  /** The system (`platform` of the system info: 'ios', 'android', 'devtools', …). */
  system?: unknown
}

const finite = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined)
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const round2 = (v: number) => Math.round(v * 100) / 100

/** The host's text scale, 1 to 2 (a smaller setting, a missing or absurd one: 1). */
export function hostTextScale ({ factor, settingPx, system }: HostTextReport): number {
  const given = finite(factor)
  if (given !== undefined && given < 10) return round2(clamp(given, 1, MAX_TEXT_SCALE))
  const px = finite(settingPx)
  if (px === undefined || px > 100) return 1
  const standard = String(system).toLowerCase() === 'ios' ? STANDARD_TEXT_PX.ios : STANDARD_TEXT_PX.other
  return round2(clamp(px / standard, 1, MAX_TEXT_SCALE))
}

export interface DisplayInput {
  /** The host's text scale (hostTextScale). */
  hostScale: number
  /** How much of it the host already applies to the page's text itself (a web view's text zoom; 1 in mini-programs). */
  nativeScale: number
  /** The link's `elderly=1` / `elderly=0`; undefined: decided by the text size. */
  elderlyAsked?: boolean
}

export interface Display {
  elderly: boolean
  /** What the page's font sizes and line heights are multiplied by (never below 1). */
  textScale: number
}

/** The page's display for a host's text size and the link's ask. */
export function displayOf ({ hostScale, nativeScale, elderlyAsked }: DisplayInput): Display {
  const host = clamp(finite(hostScale) ?? 1, 1, MAX_TEXT_SCALE)
  const native = clamp(finite(nativeScale) ?? 1, 1, MAX_TEXT_SCALE)
  const elderly = elderlyAsked ?? host >= ELDERLY_FROM_SCALE
  const wanted = elderly ? Math.max(host, ELDERLY_TEXT_SCALE) : host
  return { elderly, textScale: round2(Math.max(1, wanted / native)) }
}

/** The link's ask: `elderly=1` on, `elderly=0` off, anything else undefined. */
export function elderlyAskOf (value: string | undefined): boolean | undefined {
  if (value === '1') return true
  if (value === '0') return false
  return undefined
}
