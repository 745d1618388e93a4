/**
 * Contrast of an operator's colours (issue 53; WCAG 1.4.3, GB/T 37668): a text colour from config is checked
 * against the colour it is drawn on. At 4.5:1 or more (3:1 for large text) it is kept; under that it gives way
 * to the darker or lighter of two passing colours, whichever reads better on that background, and preview mode
 * names it. (A first version kept 3:1–4.5:1 with a note: the visitors who need the contrast never see preview
 * notes.) Pure; colours this cannot read (a name such as `red`, an `hsl()`) are kept as they are.
 */
import { t } from '@/i18n'

/** WCAG's thresholds: normal text, and large text (18.66 px bold, 24 px) or a control's edge. */
export const TEXT_CONTRAST = 4.5
export const LARGE_CONTRAST = 3

/** What a failing text colour falls back to: the page's own body text, or white on a dark background. */
export const DARK_TEXT = '#1f1f1f'
export const LIGHT_TEXT = '#ffffff'
/** Where neither reads (a mid-tone fill), black does: max(white, black) is at least 4.58:1 on any colour. */
export const BLACK_TEXT = '#000000'

type Rgba = [number, number, number, number]

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` or `rgba()` as 0–255 channels and an alpha of 0–1; else undefined. */
export function parseColor (value: string | undefined): Rgba | undefined {
  if (!value) return undefined
  const s = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,8})$/.exec(s)?.[1]
  if (hex) {
    if (hex.length === 3 || hex.length === 4) {
      const [r, g, b, a = 'f'] = hex.split('')
      return [parseInt(r + r, 16), parseInt(g + g, 16), parseInt(b + b, 16), parseInt(a + a, 16) / 255]
    }
    if (hex.length === 6 || hex.length === 8) {
      return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16), hex.length === 8 ? parseInt(hex.slice(6, 8), 16) / 255 : 1]
    }
    return undefined
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/.exec(s)
  if (!fn) return undefined
  const channel = (x: string) => Math.min(255, Math.max(0, Number(x)))
  const alpha = fn[4] === undefined ? 1 : fn[4].endsWith('%') ? Number(fn[4].slice(0, -1)) / 100 : Number(fn[4])
  const rgba: Rgba = [channel(fn[1]), channel(fn[2]), channel(fn[3]), Math.min(1, Math.max(0, alpha))]
  return rgba.every(Number.isFinite) ? rgba : undefined
}

/** A colour drawn over `under` (its alpha blended in). */
function over ([r, g, b, a]: Rgba, [ur, ug, ub]: Rgba): Rgba {
  return [r * a + ur * (1 - a), g * a + ug * (1 - a), b * a + ub * (1 - a), 1]
}

/** WCAG 2's relative luminance. */
function luminance ([r, g, b]: Rgba): number {
  const lin = (c: number) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4 }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** The contrast ratio of two colours (1–21), the background over white where it is see-through; undefined when one cannot be read. */
export function contrastRatio (text: string | undefined, background: string | undefined): number | undefined {
  const bg = parseColor(background)
  const fg = parseColor(text)
  if (!bg || !fg) return undefined
  const base = over(bg, [255, 255, 255, 1])
  const a = luminance(over(fg, base))
  const b = luminance(base)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

export interface ReadableColor {
  /** The colour to draw the text in. */
  color: string | undefined
  /** Why it is not the operator's: for preview mode (undefined: the operator's reads). */
  note?: 'replaced'
  ratio?: number
  /** The ratio it had to reach. */
  min?: number
}

/** Normal text, or large text (24 px, or 18.66 px bold) that 3:1 suffices for. */
export type TextSize = 'text' | 'large'

/**
 * The text colour to draw: the operator's `text` when it reads on `background` (4.5:1; 3:1 for large text), else
 * DARK_TEXT or LIGHT_TEXT, whichever contrasts more. A colour this cannot read is kept.
 */
export function readableText (text: string | undefined, background: string | undefined, size: TextSize = 'text'): ReadableColor {
  const ratio = contrastRatio(text, background)
  const min = size === 'large' ? LARGE_CONTRAST : TEXT_CONTRAST
  if (ratio === undefined || ratio >= min) return { color: text }
  const dark = contrastRatio(DARK_TEXT, background) ?? 0
  const light = contrastRatio(LIGHT_TEXT, background) ?? 0
  const better = dark >= light ? DARK_TEXT : LIGHT_TEXT
  // A mid-tone fill (#1677ff: white 4.10, #1f1f1f 4.02) reads only in black; white or black always reaches 4.5.
  const color = Math.max(dark, light) >= min ? better : BLACK_TEXT
  return { color, note: 'replaced', ratio, min }
}

/**
 * An operator's text colour as the page draws it (`readableText`), with what preview mode tells the operator
 * pushed onto `notes` (ParseResult's notes). `what` names the text in the operator's terms ("楼层导航选中文字").
 */
export function configuredText (what: string, text: string | undefined, background: string | undefined, notes: string[], size: TextSize = 'text'): string | undefined {
  const r = readableText(text, background, size)
  if (r.note === 'replaced') notes.push(t('contrast.replaced', { what, color: text ?? '', ratio: (r.ratio ?? 0).toFixed(2), min: String(r.min), fallback: r.color ?? '' }))
  return r.color
}
