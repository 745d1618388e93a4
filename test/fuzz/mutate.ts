/**
 * The page fuzzer's mutations (issue 28, build 2): pure and seeded. Case `index` of seed `seed` is always
 * the same page, so a failure replays alone (`npm run fuzz -- --seed S --case K`). Each case takes one of the
 * emulator's scenarios (round robin) and applies one to three mutations of the classes below, drawing its
 * hostile values from the shared corpus (test/utils/hostile.ts, hostileUrls.ts). It also says which blocks
 * the mutations touched (by uuid): every other block must render as on the unmutated page.
 */
import {
  BIDI_EMOJI, CSS_BREAKOUTS, HUGE_STRINGS, JSON_NUMBERS, LONE_SURROGATES, NUMERIC_STRINGS, SCRIPT_TEXTS, SCRIPT_URLS
} from '../utils/hostile'
import { HOSTILE_TEXT, OFF_SITE } from '../utils/hostileUrls'
import { MAX_ANSWER_BYTES } from '../../src/services/constants'
import { zhCN } from '../../src/i18n/zh-CN'

export const MUTATION_CLASSES = [
  'drop', 'null', 'wrongType', 'hugeNumber', 'numericString', 'longString', 'surrogate', 'emojiBidi', 'hostileText',
  'hostileUrl', 'cssBreakout', 'duplicateUuid', 'unknownKind', 'nonObjectEntry', 'deepNesting', 'manyComponents', 'sysTime'
] as const
/** `oversized` is never drawn at random (a new class in the draw would change every seed's cases): oversizedCase. */
export type MutationClass = typeof MUTATION_CLASSES[number] | 'oversized'

/** A scenario as the emulator serves it (templates filled for its origin). */
export interface FuzzBase {
  id: string
  page: unknown
  seed?: Record<string, unknown>
  clock?: unknown
}

export interface Applied {
  cls: MutationClass
  /** Where, as a JS-like path from the page (`components[3].data.banner.contents[0].imageUrl`). */
  path: string
  /** The value written, shortened for a log line. */
  value: string
}

export interface FuzzCase {
  index: number
  base: string
  page: unknown
  mutations: Applied[]
  /** uuids of the blocks a mutation touched (their ancestors and descendants included). */
  touched: string[]
  /** A mutation outside every component (the page's status, times, attributes, shape): any block may go. */
  pageTouched: boolean
  /** The whole page's placeholder must say this (an answer the app refuses whole). */
  placeholder?: string
}

/** mulberry32: small, fast and good enough to pick mutations; the same seed always gives the same numbers. */
export function prng (seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One case's own seed from the run's seed and its index (so case K needs none of the cases before it). */
export const caseSeed = (seed: number, index: number): number => Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)

/** How often each class is drawn, relative to 3: a page of thousands of components is slow to load, so it comes rarer. */
const WEIGHT: Partial<Record<MutationClass, number>> = { manyComponents: 1, longString: 2 }
const DRAW: readonly MutationClass[] = MUTATION_CLASSES.flatMap((c) => Array<MutationClass>(WEIGHT[c] ?? 3).fill(c))

type Rand = () => number
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]
/**
 * A value from a shared list, as a copy when it is an object: a later mutation of the same case writes into
 * what an earlier one inserted (wrongType put the list's own ['a'] at components, then wrongType at
 * components[0] put that same array inside itself: a circular page, and a list changed for every later case
 * in the process, so a case was not the same replayed alone). Seed 1126, case 8955.
 */
const fresh = <T>(value: T): T => (value !== null && typeof value === 'object' ? structuredClone(value) : value)
const int = (r: Rand, min: number, max: number): number => min + Math.floor(r() * (max - min + 1))

type Container = Record<string, unknown> | unknown[]
interface Slot {
  parent: Container
  key: string | number
  path: string
  /** uuids of the components this slot is inside, outermost first. */
  owners: string[]
}
interface ComponentAt { record: Record<string, unknown>, path: string, owners: string[], parent: Container, key: string | number }

const MAX_WALK_DEPTH = 64
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
/** A component entry: a uuid and a `data` object keyed by its kind (the renderer's reading, registry.kindOf). */
const isComponent = (v: unknown): v is Record<string, unknown> => isRecord(v) && typeof v.uuid === 'string' && isRecord(v.data)
const childPath = (path: string, key: string | number): string => typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key

/** Every slot under `root` (at most `limit`), every component and every list of components, with the components each is inside. */
function walk (root: unknown, limit = 20_000): { slots: Slot[], components: ComponentAt[], lists: Array<{ list: unknown[], owners: string[] }> } {
  const slots: Slot[] = []
  const components: ComponentAt[] = []
  const lists: Array<{ list: unknown[], owners: string[] }> = []
  const visit = (value: unknown, path: string, owners: string[], depth = 0): void => {
    // A deepNesting value is thousands of levels deep: its first levels are slots enough.
    if (slots.length >= limit || depth > MAX_WALK_DEPTH || typeof value !== 'object' || value === null) return
    if (Array.isArray(value) && value.some(isComponent)) lists.push({ list: value, owners })
    const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value)
    for (const [key, child] of entries) {
      const p = childPath(path, key)
      let inner = owners
      // In a list (the page's, a tab's) or under a key (a mutex group's `component`).
      if (isComponent(child)) {
        components.push({ record: child, path: p, owners, parent: value as Container, key })
        inner = [...owners, child.uuid as string]
      }
      slots.push({ parent: value as Container, key, path: p, owners: inner })
      visit(child, p, inner, depth + 1)
    }
  }
  visit(root, '', [])
  return { slots, components, lists }
}

/** The uuids of every component inside `value` (itself included). */
function uuidsIn (value: unknown): string[] {
  return walk(value).components.map((c) => c.record.uuid as string).concat(isComponent(value) ? [value.uuid as string] : [])
}

const shorten = (v: unknown): string => {
  let text: string
  try { text = JSON.stringify(v) ?? String(v) } catch { text = String(v) }
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text
}

const deepValue = (r: Rand): unknown => {
  const depth = pick(r, [64, 256, 1000])
  let v: unknown = pick(r, ['x', 1, null, {}])
  const asArray = r() < 0.5
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { contents: v }
  return v
}

const WRONG_TYPES: Record<string, readonly unknown[]> = {
  string: [7, true, [], {}, { toString: 1 }, ['a'], 0],
  number: ['12', [], {}, true, 'x', '', [1]],
  boolean: ['true', 1, {}, 'false', []],
  object: ['x', 7, [], true, [{}]],
  array: ['x', 7, {}, { length: 3 }, true, { 0: 'a' }]
}
const typeOf = (v: unknown): string => Array.isArray(v) ? 'array' : v === null ? 'object' : typeof v
const SYS_TIMES: readonly unknown[] = [{}, [], { toString: 1 }, { valueOf: 1 }, 'x', true, [1], '', '2026-13-45', 1e308, -1, 'NaN', { $date: 1 }]
const NON_OBJECT_ENTRIES: readonly unknown[] = [null, 0, 7, 'x', true, [], {}, { uuid: 'x' }, [{}], { uuid: 7, data: 'x' }, { data: { banner: null } }]
const TEXT_KEY = /name|title|text|desc|tip|tag|label|content|remark|msg|message/i
const URL_KEY = /url|path|link|href|scheme|src|image|icon|redirect/i
const COLOUR_KEY = /colou?r|bg|background|style/i

/** What a class writes over `current` (a mutation that inserts into a string keeps the rest of it). */
function valueFor (cls: MutationClass, current: unknown, r: Rand): unknown {
  return fresh(rawValueFor(cls, current, r))
}

function rawValueFor (cls: MutationClass, current: unknown, r: Rand): unknown {
  const around = (inserted: string): string => typeof current === 'string' && current && r() < 0.5
    ? (() => { const at = int(r, 0, current.length); return current.slice(0, at) + inserted + current.slice(at) })()
    : inserted
  switch (cls) {
    case 'null': return null
    case 'wrongType': return pick(r, WRONG_TYPES[typeOf(current)] ?? WRONG_TYPES.object)
    case 'hugeNumber': return pick(r, JSON_NUMBERS)
    case 'numericString': return pick(r, NUMERIC_STRINGS)
    case 'longString': return pick(r, HUGE_STRINGS)
    case 'surrogate': return around(pick(r, LONE_SURROGATES))
    case 'emojiBidi': return around(pick(r, BIDI_EMOJI))
    case 'hostileText': return pick(r, [...SCRIPT_TEXTS, ...HOSTILE_TEXT])
    case 'hostileUrl': return pick(r, [...OFF_SITE, ...SCRIPT_URLS])
    case 'cssBreakout': return pick(r, CSS_BREAKOUTS)
    case 'sysTime': return pick(r, SYS_TIMES)
    case 'deepNesting': return deepValue(r)
    default: return null
  }
}

/** Slots a field class prefers (strings for text, URL-named keys for URLs…), falling back to any slot. */
function preferred (cls: MutationClass, slots: Slot[]): Slot[] {
  const valueOf = (s: Slot) => (s.parent as Record<string | number, unknown>)[s.key]
  const keyed = (re: RegExp) => slots.filter((s) => typeof s.key === 'string' && re.test(s.key) && typeof valueOf(s) !== 'object')
  let found: Slot[] = []
  if (cls === 'hostileUrl') found = keyed(URL_KEY)
  else if (cls === 'cssBreakout') found = keyed(COLOUR_KEY)
  else if (cls === 'hostileText') found = keyed(TEXT_KEY)
  else if (cls === 'hugeNumber' || cls === 'numericString') found = slots.filter((s) => typeof valueOf(s) === 'number')
  else if (cls === 'longString' || cls === 'surrogate' || cls === 'emojiBidi') found = slots.filter((s) => typeof valueOf(s) === 'string')
  return found.length ? found : slots
}

interface State { page: Record<string, unknown>, touched: Set<string>, pageTouched: boolean, applied: Applied[] }

/** Marks a component touched, with the components it is inside and those inside it. */
function touch (state: State, owners: readonly string[], record?: unknown): void {
  for (const uuid of owners) state.touched.add(uuid)
  if (record !== undefined) for (const uuid of uuidsIn(record)) state.touched.add(uuid)
}

function applyOne (state: State, cls: MutationClass, r: Rand): void {
  const { page } = state
  const { slots, components, lists } = walk(page)
  const inComponents = slots.filter((s) => s.owners.length > 0)
  const note = (path: string, value: unknown) => state.applied.push({ cls, path, value: shorten(value) })

  if (cls === 'nonObjectEntry' || (cls === 'manyComponents' && !components.length)) {
    const entry = fresh(pick(r, NON_OBJECT_ENTRIES))
    if (!Array.isArray(page.components)) {
      // No list to put it in: the page's components are this entry's list.
      page.components = [entry]
      state.pageTouched = true
      note('components', page.components)
      return
    }
    const { list, owners } = pick(r, [{ list: page.components, owners: [] as string[] }, ...lists.filter((l) => l.list !== page.components)])
    const at = int(r, 0, list.length)
    list.splice(at, 0, entry)
    // In a nested list (a tab's), the components holding it render another list now.
    touch(state, owners)
    note(`${owners.length ? `list in ${owners[owners.length - 1]}` : 'components'}[${at}]`, entry)
    return
  }
  if (cls === 'manyComponents') {
    // Copies of the smallest component (thousands of a big one would be tens of megabytes), appended: the page's own
    // blocks come first. At most 4 MB of copies: a component an earlier mutation made 100 000 characters long is
    // copied tens of times, not a thousand (case 2100 of seed 1126 was a 100 MB page the emulator refused).
    const sized = components.map((c) => ({ c, size: JSON.stringify(c.record).length })).sort((a, b) => a.size - b.size)
    const { c, size } = sized[0]
    const count = Math.max(1, Math.min(int(r, 1000, 2500), Math.floor(MANY_COMPONENTS_BYTES / size)))
    const list = Array.isArray(page.components) ? page.components : (page.components = [])
    const sameUuid = r() < 0.2
    for (let i = 0; i < count; i++) {
      const copy = structuredClone(c.record)
      copy.uuid = sameUuid ? c.record.uuid : `fuzz-copy-${i}`
      list.push(copy)
    }
    if (sameUuid) touch(state, [c.record.uuid as string])
    note('components', `${count} copies of ${c.path}${sameUuid ? ' (same uuid)' : ''}`)
    return
  }
  if (cls === 'duplicateUuid' || cls === 'unknownKind' || cls === 'sysTime') {
    if (!components.length) { state.pageTouched = true; return applyOne(state, 'wrongType', r) }
    const target = pick(r, components)
    const { record } = target
    touch(state, [...target.owners, record.uuid as string], record)
    if (cls === 'duplicateUuid') {
      const others = components.filter((c) => c !== target && c.record.uuid !== record.uuid)
      if (others.length && r() < 0.7) {
        const other = pick(r, others)
        touch(state, [...other.owners], other.record)
        other.record.uuid = record.uuid
        note(`${other.path}.uuid`, record.uuid)
      } else {
        const list = Array.isArray(target.parent) ? target.parent : Array.isArray(page.components) ? page.components : undefined
        if (!list) return
        list.splice(Array.isArray(target.parent) ? (target.key as number) + 1 : list.length, 0, structuredClone(record))
        note(`${target.path} (copied${Array.isArray(target.parent) ? ' after itself' : ' to the page'})`, record.uuid)
      }
      return
    }
    const data = record.data as Record<string, unknown>
    const kind = Object.keys(data)[0]
    if (cls === 'sysTime') {
      const holder = isRecord(data[kind]) ? data[kind] as Record<string, unknown> : (data[kind] = {}) as Record<string, unknown>
      holder.sysTime = fresh(pick(r, SYS_TIMES))
      note(`${target.path}.data.${kind}.sysTime`, holder.sysTime)
      return
    }
    const how = int(r, 0, 2)
    if (how === 0) {
      record.data = { fuzzUnknownKind: data[kind], ...data }
      note(`${target.path}.data`, 'fuzzUnknownKind first')
    } else if (how === 1) {
      record.data = Object.fromEntries(Object.entries(data).map(([k, v]) => [k === kind ? `${kind}X` : k, v]))
      note(`${target.path}.data`, `${kind} renamed ${kind}X`)
    } else {
      record.type = pick(r, ['fuzzUnknownKind', '', 7, null, '__proto__', 'constructor'])
      note(`${target.path}.type`, record.type)
    }
    return
  }

  // A field class: a slot inside a component mostly, one of the page's own now and then.
  const pool = inComponents.length && r() < 0.9 ? inComponents : slots
  if (!pool.length) {
    state.pageTouched = true
    state.page.components = valueFor(cls, page.components, r)
    note('components', state.page.components)
    return
  }
  const slot = pick(r, preferred(cls, pool))
  const container = slot.parent as Record<string | number, unknown>
  const current = container[slot.key]
  if (slot.owners.length) touch(state, slot.owners, current)
  else state.pageTouched = true
  if (cls === 'drop') {
    if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1)
    else delete container[slot.key]
    note(slot.path, '(dropped)')
    return
  }
  const value = valueFor(cls, current, r)
  container[slot.key] = value
  note(slot.path, value)
}

/** The most the copies of one `manyComponents` mutation add to a page, in JSON characters. */
export const MANY_COMPONENTS_BYTES = 4_000_000

/** Case `index` of a run with `seed`: a mutated copy of one of `bases` (bases[(seed + index) % n]). */
export function fuzzCase (bases: readonly FuzzBase[], seed: number, index: number): FuzzCase {
  if (!bases.length) throw new Error('no scenario to mutate')
  const r = prng(caseSeed(seed, index))
  const base = bases[Math.abs(seed + index) % bases.length]
  // A page that is not an object (the empty scenario's null) becomes one to mutate: its components list.
  const page = isRecord(base.page) ? structuredClone(base.page) : { components: [] }
  const state: State = { page, touched: new Set(), pageTouched: !isRecord(base.page), applied: [] }
  const count = int(r, 1, 3)
  for (let i = 0; i < count; i++) applyOne(state, pick(r, DRAW), r)
  // A touched component's inner components render through it (a mutex group whose type changed shows none
  // of its groups): they count as touched too, as they were before the mutations.
  for (const { record } of walk(base.page).components) {
    if (state.touched.has(record.uuid as string)) for (const uuid of uuidsIn(record)) state.touched.add(uuid)
  }
  return { index, base: base.id, page: state.page, mutations: state.applied, touched: [...state.touched].sort(), pageTouched: state.pageTouched }
}

/**
 * A page whose answer is too big to read (src/services/constants.ts MAX_ANSWER_BYTES; a 33.7 MB page answer
 * killed the H5 tab): one of `bases` with a padding field past the limit. The app refuses it whole, so the
 * page's placeholder must say the catalogue's 请求失败, with nothing else counted.
 */
export function oversizedCase (bases: readonly FuzzBase[], seed: number, index: number): FuzzCase {
  const base = bases[Math.abs(seed + index) % bases.length]
  const page = { ...(isRecord(base.page) ? structuredClone(base.page) : {}), padding: 'x'.repeat(MAX_ANSWER_BYTES + 1024) }
  return {
    index,
    base: base.id,
    page,
    mutations: [{ cls: 'oversized', path: 'padding', value: `${MAX_ANSWER_BYTES + 1024} characters` }],
    touched: [],
    pageTouched: true,
    placeholder: zhCN['error.requestFailed']
  }
}
