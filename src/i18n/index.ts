import { zhCN, type MessageKey } from './zh-CN'

export type { MessageKey }

/** Looks up a visible text and fills `{name}` placeholders. */
export function t (key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = zhCN[key]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
