/**
 * Readers for untrusted config values: each returns a value of the wanted type
 * or undefined, so a block's model can say precisely what is wrong.
 */
export type Raw = Record<string, unknown>

export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
export const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined
}
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true'
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/** A CSS colour from config: hex, rgb(a) or a plain name; anything else is dropped (no CSS injection). */
export function color (v: unknown): string | undefined {
  const s = str(v)
  if (!s) return undefined
  return /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(s) ? s : undefined
}

/** An image URL from config: http(s) or protocol-relative only. */
export function imageUrl (v: unknown): string | undefined {
  const s = str(v)
  if (!s) return undefined
  if (s.startsWith('//')) return `https:${s}`
  return /^https?:\/\//i.test(s) ? s : undefined
}
