/**
 * Readers for untrusted config values: each returns a value of the wanted type
 * or undefined, so a block's model can say precisely what is wrong. Shared by
 * every block's model.
 */
import type { RedirectItem } from '@/lib/types'
import type { ComponentConfig } from './types'
import { cssUrl, isHttpUrl } from './url'

export type Raw = Record<string, unknown>

export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
/**
 * Longest text and URL a config field may hand a block (docs/decisions.md, 000 §9), as lists are capped
 * (`MAX_LIST`): a config of 100 000-character strings in many fields killed the browser tab.
 */
export const MAX_TEXT = 2000
export const MAX_URL = 4096
/** Longest identifier: a component's id, uuid and type, a click target's platform (a uuid is 36 characters). */
export const MAX_NAME = 200

/** The first `max` UTF-16 units of `text`, never half of a surrogate pair. */
export function cut (text: string, max: number): string {
  if (text.length <= max) return text
  const end = max > 0 && /[\ud800-\udbff]/.test(text[max - 1]) ? max - 1 : max
  return text.slice(0, end)
}

/** A non-empty text, trimmed, at most `max` characters (`MAX_TEXT`): a longer one is cut. */
export const str = (v: unknown, max = MAX_TEXT): string | undefined => {
  if (typeof v !== 'string') return undefined
  const text = v.trim()
  return text ? cut(text, max) : undefined
}

/** A text kept as written (rich text keeps its spaces), at most `MAX_TEXT` characters; '' for anything else. */
export const rawText = (v: unknown): string => (typeof v === 'string' ? cut(v, MAX_TEXT) : '')

/** A URL field (a link, an image, a video), trimmed: whole and at most `MAX_URL` characters, or none (a cut URL is another URL). */
export const urlStr = (v: unknown): string | undefined => {
  if (typeof v !== 'string') return undefined
  const text = v.trim()
  return text && text.length <= MAX_URL ? text : undefined
}
export const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined
}
/** A positive finite number (a size, a count), else undefined. */
export const positive = (v: unknown): number | undefined => {
  const n = num(v)
  return n !== undefined && n > 0 ? n : undefined
}
/**
 * An option's name from config (`'top'`, `'IMAGE'`), trimmed and upper-cased; '' for anything not a text or
 * a number. `String(v)` is no reader: `{"toString": 1}` makes it throw 'Cannot convert object to primitive value'.
 */
export const keyword = (v: unknown): string => (typeof v === 'string' ? v.trim().toUpperCase() : typeof v === 'number' ? String(v) : '')
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true'

/**
 * Longest list a config may hand a block. Operators configure tens of items;
 * a runaway list (a bug upstream) must not freeze a phone or blow the
 * mini-program's setData limit.
 */
export const MAX_LIST = 100
export const list = (v: unknown, max = MAX_LIST): unknown[] => (Array.isArray(v) ? v.slice(0, max) : [])

/**
 * A CSS colour from config: hex, rgb(a)/hsl(a) with plain numbers, or a plain
 * name; anything else is dropped, so a value can never add a declaration to
 * a style (`red;background:url(…)`).
 */
export function color (v: unknown): string | undefined {
  const s = str(v)
  if (!s) return undefined
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(s) ? s : undefined
}

/** An image URL from config: http(s) or protocol-relative only (never `data:` or `javascript:`). */
export function imageUrl (v: unknown): string | undefined {
  const s = urlStr(v)
  if (!s) return undefined
  const url = s.startsWith('//') ? `https:${s}` : s
  // A real image URL has none of these unencoded; one that does is an attribute or CSS break-out. The same
  // rule as index.html's boot preview (src/firstScreen/context.ts: the boot script bundles these very functions), so both show one image.
  return isHttpUrl(url) && !UNSAFE_IN_IMAGE_URL.test(url) ? url : undefined
}

const UNSAFE_IN_IMAGE_URL = /[\s"'()<>\\]/

/** `url("…")` for a background image from config, or undefined when it is not a usable image URL. */
export function backgroundImage (v: unknown): string | undefined {
  const url = imageUrl(v)
  return url ? cssUrl(url) : undefined
}

// A scheme that runs or embeds, read as loosely as any browser (controls and spaces anywhere, any case).
const RUNNABLE = /^(javascript|data|vbscript):/i
// eslint-disable-next-line no-control-regex -- the very characters a browser skips
const withoutControls = (s: string) => s.replace(/[\u0000-\u0020]/g, '')

/** A click target's text: `urlStr`, and never one that runs or embeds (no host opens those; each host's open checks again). */
export const targetStr = (v: unknown): string | undefined => {
  const s = urlStr(v)
  return s && !RUNNABLE.test(withoutControls(s)) ? s : undefined
}

/**
 * Click targets from config (000 §2): the items that name a platform, each as `{ platform, scheme?, path? }`
 * with text fields only: a `path` of 7, `[]` or `{}` is no path (a tap on it used to throw on `.trim`).
 */
export function redirectsOf (value: unknown): RedirectItem[] {
  return list(value, 20).flatMap((r) => {
    // A platform is a short name (`wechat_mp`): a longer one names none.
    if (!isObject(r) || typeof r.platform !== 'string' || r.platform.length > MAX_NAME) return []
    const item: RedirectItem = { platform: r.platform }
    const scheme = targetStr(r.scheme)
    const path = targetStr(r.path)
    if (scheme !== undefined) item.scheme = scheme
    if (path !== undefined) item.path = path
    // A target that runs or embeds is kept out of the model, but a tap on it still says 'invalid url' (000 §5).
    if ((scheme === undefined && urlStr(r.scheme) !== undefined) || (path === undefined && urlStr(r.path) !== undefined)) item.refused = true
    return [item]
  })
}

/**
 * Bounds of an image's width / height read from config (docs/decisions.md, 000 §5): a long poster of
 * 750 × 15 000 fits, a size of 2147483648 or 1e308 × 1e-300 no longer reserves a box millions of px high.
 * index.html's boot preview (src/firstScreen/context.ts: the boot script bundles these very functions) writes the same two numbers.
 */
export const MIN_ASPECT_RATIO = 1 / 20
export const MAX_ASPECT_RATIO = 20

const clampRatio = (ratio: number): number => Math.min(MAX_ASPECT_RATIO, Math.max(MIN_ASPECT_RATIO, ratio))

/** Width / height from configured sizes, when both are positive, within [1/20, 20]. */
export function aspectRatioOf (width: unknown, height: unknown): number | undefined {
  const w = positive(width)
  const h = positive(height)
  // Both positive and finite: their ratio may still underflow to 0 or overflow to Infinity, which the clamp bounds.
  return w && h ? clampRatio(w / h) : undefined
}

/**
 * An image's size from config (a hot image's rectangles are in its pixels): both positive, the height
 * brought within the ratio bounds of `aspectRatioOf`, so a box drawn from it is as bounded as any image's.
 */
export function imageSizeOf (width: unknown, height: unknown): { width: number, height: number } | undefined {
  const ratio = aspectRatioOf(width, height)
  const w = positive(width)
  const h = positive(height)
  return ratio && w && h ? { width: w, height: w / h === ratio ? h : w / ratio } : undefined
}

/**
 * A configured component the renderer can take: an object with an id, a
 * non-empty uuid and a type. One rule for the page's list and the lists
 * nested in tabs and mutex groups, so a group never picks what the list drops.
 */
export function isComponentConfig (c: unknown): c is ComponentConfig {
  return isObject(c) && (typeof c.id === 'number' || (typeof c.id === 'string' && c.id.length <= MAX_NAME)) &&
    typeof c.type === 'string' && c.type.length <= MAX_NAME && typeof c.uuid === 'string' && !!c.uuid && c.uuid.length <= MAX_NAME
}
