/**
 * fast-check arbitraries for the property tests (issue 28, build 1): any JSON value, the hostile strings and
 * numbers operators and services have sent (runnable and off-site URLs with case and whitespace tricks, CSS
 * breakouts, lone surrogates, bidi overrides, 100 000-character strings, huge, negative and NaN-like numbers
 * and numeric strings), and mutations of a real config (a field set to any of those, dropped, or its list
 * grown past the caps).
 */
import fc from 'fast-check'
import { OFF_SITE } from './hostileUrls'

/** The one seed of every property test: a failure replays exactly. */
export const SEED = 28

const HUGE = 100_000
const TRICKY = [
  ...OFF_SITE,
  'url(javascript:alert(1))', 'red;background:url(https://evil.test/x)', 'red}body{display:none', '#fff;position:fixed',
  'expression(alert(1))', '"><script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'https://ok.test/a.png" onerror="alert(1)',
  'https://ok.test/a.png);background:url(https://evil.test/x', '//ok.test/a.png', '/pages/index/index', 'pages/a?b=1', 'ahsapp://Home',
  'http://', 'https://', 'https:// ok.test', '\u202eevil.test', '\u2066x\u2069', '\ud800', '\udc00x', 'a\ud83d', '\ud83d\ude00', '\ufeff',
  '', ' ', '\u3000', '1e308', '-1e308', '1e-300', '-1', '-0', 'NaN', 'Infinity', '-Infinity', '0x10', ' 12 ', '9'.repeat(400), '2147483648',
  '2026-13-45', '2026-11-11 00:00:00', 'true', 'null', '[]', '{}', 'TOP', 'COLOR', 'IMAGE', 'NORMAL'
]
const SCHEMES = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '/\\evil.test/x', 'https://ok.test/a.png']

/** A scheme with its letters' case mixed and spaces or controls around it, as a browser would still read it. */
const disguised = fc.tuple(fc.constantFrom(...SCHEMES), fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0', '\r\n'), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
  .map(([url, pad, upper]) => pad + [...url].map((c, i) => (upper[i % 8] ? c.toUpperCase() : c)).join('') + pad)

const huge = fc.constantFrom('字'.repeat(HUGE), `https://ok.test/${'a'.repeat(HUGE)}.png`, ' '.repeat(HUGE), `${'\ud800'.repeat(HUGE / 2)}`, `${'x'.repeat(HUGE - 1)}\ud83d\ude00`)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY), weight: 6 },
  { arbitrary: disguised, weight: 3 },
  // Any UTF-16 units, lone surrogates included.
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: huge, weight: 1 }
)

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2147483648, 1e308, -1e308, 1e-300, -1e-300, -1, -0, 0, 0.1, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2, 1.5, -0.5),
  fc.double(),
  fc.integer()
)

/** Any value: JSON, hostile strings and numbers, and objects keyed by `keys` (a kind's own field names) as often as not. */
export function hostileValue (keys: readonly string[] = []): fc.Arbitrary<unknown> {
  // Object's own names too: `{"toString": 1}` is JSON, and `String()` of it throws.
  const own = fc.constantFrom('toString', 'valueOf', 'constructor', '__proto__')
  const key = fc.oneof(...(keys.length ? [fc.constantFrom(...keys)] : []), fc.string({ maxLength: 8 }), own)
  const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }))
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', maxDepth: 4 },
      leaf,
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(key, tie('value'), { maxKeys: 8 }))
  }))
  return value
}

export interface Mutation { at: number, op: 'set' | 'delete' | 'grow', value: unknown }

/** One to four mutations of a config: a field (any depth) set to any value, dropped, or repeated 150 times. */
export function mutationsOf (keys: readonly string[] = []): fc.Arbitrary<Mutation[]> {
  const mutation = fc.record({ at: fc.nat(), op: fc.constantFrom<Mutation['op']>('set', 'set', 'set', 'delete', 'grow'), value: hostileValue(keys) })
  return fc.array(mutation, { minLength: 1, maxLength: 4 })
}

type Slot = [parent: Record<string, unknown> | unknown[], key: string | number]

/** A deep copy keeping what JSON would lose (NaN, -0, Infinity): no value is shared between two slots. */
const copyOf = (value: unknown): unknown => Array.isArray(value)
  ? value.map(copyOf)
  : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyOf(v)])) : value

function slotsOf (value: unknown, slots: Slot[] = []): Slot[] {
  if (slots.length > 5000) return slots
  if (Array.isArray(value)) value.forEach((v, i) => { slots.push([value, i]); slotsOf(v, slots) })
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) { slots.push([value as Record<string, unknown>, k]); slotsOf(v, slots) }
  }
  return slots
}

/** A copy of the JSON `root` with the mutations applied, each at a slot picked among all its slots. */
export function mutate<T> (root: T, mutations: readonly Mutation[]): T {
  const copy = copyOf(root) as T
  for (const { at, op, value } of mutations) {
    const slots = slotsOf(copy)
    if (!slots.length) break
    const [parent, key] = slots[at % slots.length]
    const current = (parent as Record<string, unknown>)[key]
    if (op === 'set') (parent as Record<string, unknown>)[key] = copyOf(value)
    else if (op === 'grow') (parent as Record<string, unknown>)[key] = Array.from({ length: 150 }, () => copyOf(current))
    else if (Array.isArray(parent)) parent.splice(key as number, 1)
    else delete parent[key as string]
  }
  return copy
}
