/**
 * Rich text (000 §3; 002 lists the block, not its fields): a node tree of
 * root, text, link, h1–h6, paragraph, ordered/unordered list, list-item and
 * quote, with bold, underline, italic and strikethrough on text. It is turned
 * into a checked tree and rendered as components, never as HTML from config.
 * The config carries the tree as `contents[0].content` (an object or its JSON).
 */
import { isObject, list, num, rawText, redirectsOf, targetStr } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

/** Limits that keep a runaway config from freezing a phone. */
const MAX_NODES = 2000
export const MAX_DEPTH = 12

export type BlockType = 'root' | 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'ordered-list' | 'unordered-list' | 'list-item' | 'quote'
export interface TextMarks { bold?: boolean, underline?: boolean, italic?: boolean, strikethrough?: boolean }
export type RichNode =
  | { type: 'text', text: string, marks: TextMarks }
  | { type: 'link', redirects: RedirectItem[], children: RichNode[] }
  | { type: BlockType, children: RichNode[] }

const BLOCK_TYPES: ReadonlySet<string> = new Set(['root', 'paragraph', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ordered-list', 'unordered-list', 'list-item', 'quote'])
/** Other spellings editors use for the same node types. */
const ALIASES: Record<string, string> = {
  orderedList: 'ordered-list', 'ordered_list': 'ordered-list', unorderedList: 'unordered-list', 'unordered_list': 'unordered-list',
  bulletList: 'unordered-list', listItem: 'list-item', 'list_item': 'list-item', blockquote: 'quote', p: 'paragraph', a: 'link'
}

function typeOf (node: Record<string, unknown>): string {
  // Read totally: a type or level of `{"toString": 1}` threw, a level of 'x' made 'hNaN', a type 'constructor' read Object's.
  const raw = typeof node.type === 'string' ? node.type : ''
  if (raw === 'heading') return `h${Math.min(6, Math.max(1, Math.trunc(num(node.level ?? node.depth) ?? 1)))}`
  return Object.prototype.hasOwnProperty.call(ALIASES, raw) ? ALIASES[raw] : raw
}

export function parseRichText (raw: unknown): ParseResult<{ root: RichNode }> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  let content: unknown = raw.content ?? raw.root
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content)
    } catch {
      return invalid(t('config.richText.badJson'))
    }
  }
  if (!isObject(content)) return invalid(t('config.richText.missing'))
  let count = 0
  let tooBig = false
  const walk = (node: unknown, depth: number): RichNode | undefined => {
    if (!isObject(node)) return undefined
    if (++count > MAX_NODES || depth > MAX_DEPTH) { tooBig = true; return undefined }
    const type = typeOf(node)
    if (type === 'text') {
      const text = rawText(node.text)
      return { type: 'text', text, marks: { bold: !!node.bold, underline: !!node.underline, italic: !!node.italic, strikethrough: !!(node.strikethrough ?? node.delete) } }
    }
    const children = list(node.children, MAX_NODES).map((c) => walk(c, depth + 1)).filter((c): c is RichNode => !!c)
    if (type === 'link') {
      const url = targetStr(node.url ?? node.href)
      const redirects = redirectsOf(node.redirects)
      // A bare URL opens the same way on every platform, through the click-target rules.
      const items = redirects.length ? redirects : url ? ALL_PLATFORMS.map((platform) => ({ platform, path: url })) : []
      return { type: 'link', redirects: items, children }
    }
    // Unknown node types keep their text: an operator's typo must not lose content.
    return { type: BLOCK_TYPES.has(type) ? type as BlockType : 'paragraph', children }
  }
  const root = walk(content, 0)
  if (tooBig) return invalid(t('config.richText.tooBig', { nodes: MAX_NODES, depth: MAX_DEPTH }))
  if (!root) return invalid(t('config.richText.missing'))
  return valid({ root })
}

const ALL_PLATFORMS = ['ios', 'android', 'harmony', 'wechat_mp', 'wechat', 'toutiao_mp', 'm', 'quickapp', 'alipay_mp', 'meituan_mp']
