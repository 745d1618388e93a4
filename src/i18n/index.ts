import { catalogue } from './catalogue'
import type { MessageKey } from './zh-CN'

export type { MessageKey }

/**
 * Looks up a visible text and fills `{name}` placeholders. On H5 a block's own texts are here once its chunk
 * is (catalogue.h5.ts); a key that is not here yet reads as no text rather than the key's name.
 */
export function t (key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = catalogue[key] ?? ''
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
