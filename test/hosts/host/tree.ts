/**
 * The page's data tree as Taro sends it through setData (paths, patches), and the nodes the templates
 * make of it: what tests find, read and tap.
 */
import { cloneJson, type Dict } from './api'
import { HarnessError } from './errors'
import type { TemplateInfo } from './templates'

/** One node of the data tree Taro sends through setData. */
export interface MpNode {
  nn?: string | number
  sid?: string
  uid?: string
  cn?: MpNode[]
  cl?: string
  st?: string
  v?: string
  [prop: string]: unknown
}

/** A node of the current tree, with what the template says about it. */
export interface HostNode {
  /** The raw data node (a copy: read it, don't mutate it). */
  raw: MpNode
  /** Tag the template renders for this node (`view`, `text`, `button`, …; `#text` for text nodes). */
  tag: string
  nn: string
  /** What the host puts in `event.target.id`: `uid || sid`. */
  id: string
  sid: string
  className: string
  style: string
  /** All text below this node, in document order. */
  text: string
  /** Data path, e.g. `root.cn.[0].cn.[1]`. */
  path: string
  /** Whether this node's template binds tap (`bindtap`/`catchtap`/`onTap`/`catchTap` → `eh`). */
  tapBound: boolean
  /** Whether its tap binding is a catch (stops the host's bubbling). */
  tapCatch: boolean
  parent?: HostNode
  children: HostNode[]
}

/** `root.cn.[0].cn[2].v` → ['root', 'cn', 0, 'cn', 2, 'v'] */
export function parseDataPath (p: string): (string | number)[] {
  const out: (string | number)[] = []
  const re = /\[(\d+)\]|([^.[\]]+)/g
  let m: RegExpExecArray | null
  while ((m = re.exec(p)) !== null) {
    if (m[1] !== undefined) out.push(Number(m[1]))
    else out.push(m[2])
  }
  return out
}

/** Applies one setData key/value onto a plain object, creating objects/arrays along the way. */
export function applyPatch (target: Dict, key: string, value: unknown): void {
  const segs = parseDataPath(key)
  if (segs.length === 0) throw new HarnessError(`setData: empty data path "${key}"`)
  let cur: Dict | unknown[] = target
  for (let i = 0; i < segs.length - 1; i++) {
    const seg = segs[i]
    const container = cur as Record<string | number, unknown>
    let next = container[seg]
    if (next === null || typeof next !== 'object') {
      next = typeof segs[i + 1] === 'number' ? [] : {}
      container[seg] = next
    }
    cur = next as Dict | unknown[]
  }
  ;(cur as Record<string | number, unknown>)[segs[segs.length - 1]] = cloneJson(value)
}

/** The nodes below `root` (a copy of it) in document order, each with its template's tag and tap binding. */
export function hostNodes (root: MpNode | undefined, templates: Map<string, TemplateInfo>): HostNode[] {
  const out: HostNode[] = []
  const copy = cloneJson(root)
  const walk = (n: MpNode, nodePath: string, parent: HostNode | undefined): HostNode => {
    const nn = String(n.nn ?? '')
    const info = templates.get(nn)
    // Text nodes carry `v` and no children (their template is a bare `<block>{{i.v}}</block>`).
    const isText = n.v !== undefined && !n.cn
    const hn: HostNode = {
      raw: n,
      tag: isText ? '#text' : info?.tag ?? `unknown(nn=${nn})`,
      nn,
      id: String(n.uid ?? n.sid ?? ''),
      sid: String(n.sid ?? ''),
      className: String(n.cl ?? ''),
      style: String(n.st ?? ''),
      text: '',
      path: nodePath,
      tapBound: !isText && (info?.tapBound ?? false),
      tapCatch: !isText && (info?.tapCatch ?? false),
      parent,
      children: []
    }
    out.push(hn)
    hn.children = (n.cn ?? []).map((c, i) => walk(c, `${nodePath}.cn.[${i}]`, hn))
    hn.text = isText ? String(n.v) : hn.children.map((c) => c.text).join('')
    return hn
  }
  ;(copy?.cn ?? []).forEach((c, i) => walk(c, `root.cn.[${i}]`, undefined))
  return out
}

/** The innermost elements whose whole text is `text` (or matches it). */
export function elementsMatchingText (nodes: HostNode[], text: string | RegExp): HostNode[] {
  const match = (s: string) => (typeof text === 'string' ? s === text : text.test(s))
  const hits = nodes.filter((n) => n.tag !== '#text' && match(n.text))
  return hits.filter((n) => !n.children.some((c) => c.tag !== '#text' && match(c.text)))
}

export const hasClass = (n: HostNode, cls: string): boolean => n.className.split(/\s+/).includes(cls)

/** Under a `.visually-hidden` element (src/app.scss): there for a screen reader, not on screen. */
export function hiddenFromSight (n: HostNode): boolean {
  for (let p: HostNode | undefined = n; p; p = p.parent) if (hasClass(p, 'visually-hidden')) return true
  return false
}

/** `<view.a.b> "its text" (root.cn.[0])`, for messages. */
export function describeNode (n: HostNode): string {
  const cls = n.className ? `.${n.className.trim().split(/\s+/).join('.')}` : ''
  const text = n.text ? ` "${n.text.length > 40 ? n.text.slice(0, 40) + '…' : n.text}"` : ''
  return `<${n.tag}${cls}>${text} (${n.path})`
}
