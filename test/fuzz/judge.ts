/**
 * The page fuzzer's verdict on one page (runner.ts says how each count is taken): pure, so its rules are
 * unit-tested on made-up snapshots (judge.test.ts) as well as run on real loads.
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { PWNED_TITLE } from '../utils/hostile'
import type { FuzzCase } from './mutate'

export const COUNTERS = ['uncaughtErrors', 'consoleErrors', 'blankPages', 'rawErrorTexts', 'goodBlocksLost', 'scriptExecutions', 'offSite', 'stuck'] as const
export type Counter = typeof COUNTERS[number]
export type Counts = Record<Counter, number>

/** A good block pushed further down than this (a huge image's box above it) is out of reach: lost. */
export const BURIED_PX = 50_000
/** Visible texts that are an exception's, not the catalogue's. */
export const RAW_ERROR = [/TypeError/, /RangeError/, /URIError/, /SyntaxError/, /ReferenceError/, /is not a function/, /Cannot read prop/,
  /Cannot convert/, /URI malformed/, /\bundefined\b/, /\[object Object\]/, /\bNaN\b/, /Invalid (time|Date)/, /Maximum call stack/, /\bInfinity\b/]

export const zero = (): Counts => Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Counts
export interface Block { uuid: string, h: number, top: number }
export interface Snapshot {
  blocks: Block[]
  text: string
  placeholder: string | null
  faults: string[]
  title: string
  settled: boolean
}

/**
 * Hosts of the URLs the config writes itself: a request there is the config's own (an image, a link), not a trick
 * that ends on another host. Read as the app reads config URLs (lib/config.ts urlStr, imageUrl): trimmed; absolute
 * http(s), and with `protocolRelative` also `//host/…` (an image made https; 000 §5 opens no such link).
 */
export function hostsIn (page: unknown, { protocolRelative = false } = {}): Set<string> {
  const hosts = new Set<string>()
  const own = protocolRelative ? /^(https?:)?\/\/[^\s/\\?#]+/i : /^https?:\/\/[^\s/\\?#]+/i
  const visit = (v: unknown, depth: number): void => {
    if (depth > 64) return
    if (typeof v === 'string') {
      const s = v.trim()
      if (own.test(s)) try { hosts.add(new URL(s.startsWith('//') ? `https:${s}` : s).host) } catch { /* not a URL after all */ }
    } else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1)
    else if (v && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1)
  }
  visit(page, 0)
  return hosts
}

/** Every string in the page (for the raw-text check: a config may say 'NaN' itself). */
export function stringsOf (page: unknown): string {
  const out: string[] = []
  const visit = (v: unknown, depth: number): void => {
    if (depth > 64) return
    if (typeof v === 'string') out.push(v.slice(0, 4000))
    else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1)
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { out.push(k); visit(x, depth + 1) }
  }
  visit(page, 0)
  return out.join('\n')
}

/** Texts a full-page placeholder may say: the catalogue's (without parameters) and the gateway's business messages. */
export const PLACEHOLDER_TEXTS = new Set<string>([...Object.values(zhCN).filter((t) => !t.includes('{')), '活动不存在或已被删除'])

export interface Finding { counter: Counter, detail: string }

/**
 * Compares a mutated page's snapshot with its unmutated twin's: what a visitor met that they must not.
 * `config` is every string of the mutated page (stringsOf): a text it writes itself is not an exception's.
 */
export function judge (fuzz: Pick<FuzzCase, 'touched' | 'pageTouched' | 'placeholder'>, snap: Snapshot, base: Snapshot, config: string, settleMs: number): Finding[] {
  const found: Finding[] = []
  const rec = { add: (counter: Counter, detail: string) => { found.push({ counter, detail }) } }
  if (!snap.settled) rec.add('stuck', `not settled in ${settleMs} ms`)
  if (snap.title === PWNED_TITLE) rec.add('scriptExecutions', `document.title = ${PWNED_TITLE}`)
  const shown = new Map<string, Block>()
  for (const b of snap.blocks) if (b.h > 0 && !shown.has(b.uuid)) shown.set(b.uuid, b)
  const touched = new Set(fuzz.touched)
  const good = base.blocks.filter((b) => b.h > 0 && !touched.has(b.uuid))
  if (!fuzz.pageTouched) {
    if (base.blocks.some((b) => b.h > 0) && good.length && shown.size === 0) rec.add('blankPages', snap.placeholder !== null ? `placeholder: ${snap.placeholder}` : 'no block shown')
    for (const b of good) {
      const now = shown.get(b.uuid)
      if (!now) rec.add('goodBlocksLost', `${b.uuid} not shown`)
      else if (now.top - b.top > BURIED_PX) rec.add('goodBlocksLost', `${b.uuid} pushed ${Math.round(now.top - b.top)} px down`)
    }
  }
  for (const re of RAW_ERROR) {
    const m = re.exec(snap.text)
    if (m && !config.includes(m[0]) && !re.test(base.text)) rec.add('rawErrorTexts', `"${m[0]}" in "${snap.text.slice(Math.max(0, m.index - 40), m.index + 60)}"`)
  }
  if (snap.placeholder !== null && !PLACEHOLDER_TEXTS.has(snap.placeholder)) rec.add('rawErrorTexts', `placeholder says "${snap.placeholder}"`)
  if (fuzz.placeholder !== undefined && snap.placeholder !== fuzz.placeholder) rec.add('blankPages', `placeholder ${snap.placeholder === null ? 'not shown' : `says "${snap.placeholder}"`}, not "${fuzz.placeholder}"`)
  for (const f of snap.faults) rec.add('rawErrorTexts', `release page shows a block fault: ${f}`)
  return found
}

