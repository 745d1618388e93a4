/**
 * Property tests of every block's model (issue 28, build 1): `parse(contents, component)` takes any JSON
 * value and answers a model or a reason, never a throw, and what it answers is bounded: URLs of the allowed
 * schemes only, sizes, ratios and prices finite and non-negative, lists within `MAX_LIST`, texts within
 * `MAX_TEXT`, URLs within `MAX_URL`. The kinds come from the generated list and the configs from the
 * emulator's scenarios, so a new kind is covered the day it lands. Fixed seed: a failure replays.
 */
import fc from 'fast-check'
import { BLOCKS } from '@/blocks/bundled.generated'
import { isComponentConfig, MAX_LIST, MAX_TEXT, MAX_URL } from '@/lib/config'
import { isHttpUrl, isMiniPagePath } from '@/lib/url'
import type { ComponentConfig } from '@/lib/types'
import { hostileString, hostileValue, mutationsOf, mutate, PROPERTY_RUNS, SEED } from '../../test/utils/hostile'
import { scenarioComponents } from '../../test/utils/scenarioComponents'

const RUNS = PROPERTY_RUNS
const KINDS = Object.keys(BLOCKS) as Array<keyof typeof BLOCKS>

const componentsOf = scenarioComponents

/** Every key a kind's scenario configs use: random objects use them, so they reach the fields a model reads. */
function keysOf (value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, keys))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) { keys.add(k); keysOf(v, keys) }
  }
  return keys
}

const contentsOf = (data: unknown, kind: string): unknown => {
  const entry = (data as Record<string, { contents?: unknown }> | undefined)?.[kind]
  return Array.isArray(entry?.contents) ? entry.contents[0] : undefined
}

const URL_KEY = /url|image|src|href/i
// A click target's scheme or path: http(s), a page path or a deep link (each host checks what it opens), never runnable.
const TARGET_KEY = /^(scheme|path)$/
const SIZE_KEY = /ratio|size|width|height/i
// A price is finite; a negative one stays in the model: 001 §4 drops that card (passesPriceRules), not the price.
const PRICE_KEY = /price/i
// A scheme that runs or embeds, as a browser reads it (case, spaces and controls ignored).
const BAD_SCHEME = /^(javascript|data|vbscript):/i
// eslint-disable-next-line no-control-regex
const squeeze = (s: string) => s.replace(/[\u0000-\u0020]/g, '')
const BUILT_TARGET = Math.max(MAX_URL, 9 * MAX_TEXT + 200)
const CSS_URL = /^url\("https?:\/\/[^"]*"\)$/

/** What is wrong with a model (an empty list when nothing is): each finding names its path. */
export function violations (model: unknown): string[] {
  const found: string[] = []
  const seen = new Set<unknown>()
  const visit = (value: unknown, path: string, key: string): void => {
    if (typeof value === 'string') {
      // A text (a product's name) may read 'javascript:…': it is shown, never opened.
      const isUrl = URL_KEY.test(key) || TARGET_KEY.test(key)
      if (isUrl && BAD_SCHEME.test(squeeze(value))) found.push(`${path}: runnable URL ${JSON.stringify(value.slice(0, 40))}`)
      if (URL_KEY.test(key) && !(isHttpUrl(value) || isMiniPagePath(value) || CSS_URL.test(value))) found.push(`${path}: not an allowed URL ${JSON.stringify(value.slice(0, 40))}`)
      // A target built from a capped text (a product's link) encodes each character in up to 9 units (as hugeConfig.test).
      const cap = TARGET_KEY.test(key) ? BUILT_TARGET : isUrl ? MAX_URL : MAX_TEXT
      if (value.length > cap) found.push(`${path}: ${value.length} characters (cap ${cap})`)
      return
    }
    if (typeof value === 'number') {
      if (SIZE_KEY.test(key) && !(Number.isFinite(value) && value >= 0)) found.push(`${path}: ${key} is ${value}`)
      if (PRICE_KEY.test(key) && !Number.isFinite(value)) found.push(`${path}: ${key} is ${value}`)
      if (Number.isNaN(value)) found.push(`${path}: NaN`)
      return
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return
    seen.add(value)
    // A nested component (a tab's, a mutex group's) is read at its own block's edge, under its own kind.
    if (path !== '$' && isComponentConfig(value)) return
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST) found.push(`${path}: ${value.length} items (cap ${MAX_LIST})`)
      value.forEach((v, i) => visit(v, `${path}[${i}]`, key))
      return
    }
    for (const [k, v] of Object.entries(value)) visit(v, `${path}.${k}`, k)
  }
  visit(model, '$', '')
  return found
}

/** Parse, and say what is wrong with the answer (a throw, a malformed answer, a bad model). */
function check (kind: keyof typeof BLOCKS, contents: unknown, component: ComponentConfig): string[] {
  let result: unknown
  try {
    result = BLOCKS[kind].parse(contents, component)
  } catch (error) {
    return [`threw ${String(error)}`]
  }
  const r = result as { ok?: unknown, value?: unknown, reason?: unknown }
  if (r?.ok === false) return typeof r.reason === 'string' && r.reason ? [] : ['invalid without a reason']
  if (r?.ok !== true || !('value' in r)) return [`not a ParseResult: ${JSON.stringify(result)?.slice(0, 80)}`]
  return violations(r.value)
}

const bare = (data: unknown): ComponentConfig => ({ id: 1, uuid: 'u-prop', type: 'prop', data } as ComponentConfig)

describe.each(KINDS)('%s: parse is total and its model bounded', (kind) => {
  const components = componentsOf(kind)
  const keys = [...keysOf(components.map((c) => (c.data as Record<string, unknown>)[kind]))]

  it(`any JSON value or hostile value (${RUNS} runs)`, () => {
    // Objects keyed by the kind's own field names reach the fields the model reads; `sysTime` beside `contents`.
    const value = hostileValue(keys)
    fc.assert(fc.property(value, value, (contents, sysTime) => {
      const data = { [kind]: { contents: [contents], sysTime } }
      expect(check(kind, contents, bare(data))).toEqual([])
    }), { seed: SEED, numRuns: RUNS })
  })

  it(`mutations of the scenarios' configs (${RUNS} runs)`, () => {
    if (!components.length) return
    fc.assert(fc.property(fc.nat(components.length - 1), mutationsOf(keys), (at, mutations) => {
      const component = components[at]
      const data = mutate({ [kind]: (component.data as Record<string, unknown>)[kind] }, mutations)
      expect(check(kind, contentsOf(data, kind), { ...component, data } as ComponentConfig)).toEqual([])
    }), { seed: SEED, numRuns: RUNS })
  })
})

describe('the invariants catch what they are for', () => {
  it('finds a runnable URL, a URL of another scheme, an unbounded size, a long list and a long text', () => {
    expect(violations({ path: ' JaVa\tScript:alert(1)', name: 'javascript:alert(1)' })).toHaveLength(1)
    expect(violations({ imageUrl: 'ftp://x.test/a.png' })).toHaveLength(1)
    expect(violations({ aspectRatio: Infinity, width: -1, price: Infinity, lowestPrice: -1 })).toHaveLength(3)
    expect(violations({ items: Array(MAX_LIST + 1).fill(1) })).toHaveLength(1)
    expect(violations({ title: 'x'.repeat(MAX_TEXT + 1) })).toHaveLength(1)
    expect(violations({ imageUrl: 'https://x.test/a.png', path: '/pages/a', aspectRatio: 2, title: 'ok' })).toEqual([])
  })

  it('draws the hostile strings it claims to', () => {
    const drawn = fc.sample(hostileString, { seed: SEED, numRuns: 400 })
    expect(drawn.some((s) => BAD_SCHEME.test(squeeze(s)))).toBe(true)
    expect(drawn.some((s) => s.length >= 100_000)).toBe(true)
    expect(drawn.some((s) => /[\ud800-\udfff]/.test(s))).toBe(true)
  })
})
