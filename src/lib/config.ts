/**
 * Readers for untrusted config values: each returns a value of the wanted type
 * or undefined, so a block's model can say precisely what is wrong. Shared by
 * every block's model.
 */
import type { RedirectItem } from '@/renderer/redirects/model'
import type { ComponentConfig } from '@/services/types'
import { cssUrl, isHttpUrl } from './url'

export type Raw = Record<string, unknown>

export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
export const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined
}
/** A positive finite number (a size, a count), else undefined. */
export const positive = (v: unknown): number | undefined => {
  const n = num(v)
  return n !== undefined && n > 0 ? n : undefined
}
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
  const s = str(v)
  if (!s) return undefined
  const url = s.startsWith('//') ? `https:${s}` : s
  // A real image URL has none of these unencoded; one that does is an attribute or CSS break-out. The same
  // rule as index.html's boot preview (services/prefetch.ts firstScreenContext), so both show one image.
  return isHttpUrl(url) && !UNSAFE_IN_IMAGE_URL.test(url) ? url : undefined
}

const UNSAFE_IN_IMAGE_URL = /[\s"'()<>\\]/

/** `url("…")` for a background image from config, or undefined when it is not a usable image URL. */
export function backgroundImage (v: unknown): string | undefined {
  const url = imageUrl(v)
  return url ? cssUrl(url) : undefined
}

/**
 * Click targets from config (000 §2): the items that name a platform, each as `{ platform, scheme?, path? }`
 * with text fields only: a `path` of 7, `[]` or `{}` is no path (a tap on it used to throw on `.trim`).
 */
export function redirectsOf (value: unknown): RedirectItem[] {
  return list(value, 20).flatMap((r) => {
    if (!isObject(r) || typeof r.platform !== 'string') return []
    const item: RedirectItem = { platform: r.platform }
    const scheme = str(r.scheme)
    const path = str(r.path)
    if (scheme !== undefined) item.scheme = scheme
    if (path !== undefined) item.path = path
    return [item]
  })
}

/**
 * Bounds of an image's width / height read from config (docs/decisions.md, 000 §5): a long poster of
 * 750 × 15 000 fits, a size of 2147483648 or 1e308 × 1e-300 no longer reserves a box millions of px high.
 * index.html's boot preview (services/prefetch.ts firstScreenContext) writes the same two numbers.
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
  return isObject(c) && (typeof c.id === 'number' || typeof c.id === 'string') && typeof c.type === 'string' && typeof c.uuid === 'string' && !!c.uuid
}
