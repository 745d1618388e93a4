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

/** Click targets from config (000 §2): the items that name a platform. */
export function redirectsOf (value: unknown): RedirectItem[] {
  return list(value, 20).filter((r): r is RedirectItem => isObject(r) && typeof r.platform === 'string')
}

/** Width / height from configured sizes, when both are positive. */
export function aspectRatioOf (width: unknown, height: unknown): number | undefined {
  const w = num(width)
  const h = num(height)
  return w && h && w > 0 && h > 0 ? w / h : undefined
}

/**
 * A configured component the renderer can take: an object with an id, a
 * non-empty uuid and a type. One rule for the page's list and the lists
 * nested in tabs and mutex groups, so a group never picks what the list drops.
 */
export function isComponentConfig (c: unknown): c is ComponentConfig {
  return isObject(c) && (typeof c.id === 'number' || typeof c.id === 'string') && typeof c.type === 'string' && typeof c.uuid === 'string' && !!c.uuid
}
