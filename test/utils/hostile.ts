/**
 * fast-check arbitraries for the property tests (issue 28, build 1): any JSON value, the hostile strings and
 * numbers operators and services have sent (runnable and off-site URLs with case and whitespace tricks, CSS
 * breakouts, lone surrogates, bidi overrides, 100 000-character strings, huge, negative and NaN-like numbers
 * and numeric strings), and mutations of a real config (a field set to any of those, dropped, or its list
 * grown past the caps).
 */
import fc from 'fast-check'
import { HOSTILE_TEXT, OFF_SITE } from './hostileUrls'

/** The one seed of every property test: a failure replays exactly. */
export const SEED = 28
/**
 * Runs per property: 300; `PROPERTY_RUNS` sets fewer where a property runs once per mutant (the mutation
 * run, jest.mutation.config.js: 300 runs of every block's parse made a mutant of lib/config.ts cost 30 s).
 */
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS) > 0 ? Math.floor(Number(process.env.PROPERTY_RUNS)) : 300

const HUGE = 100_000

/**
 * What a payload does if it ever runs: calls `__pwned(…)`, sets `window.__pwned`, sets the document's
 * title to PWNED_TITLE, or calls `alert`. The page fuzzer (test/fuzz) watches all four.
 */
export const PWNED_TITLE = '\u2620pwned'

/** Markup, event-handler attributes and template syntax in a text: it must stay text. */
export const SCRIPT_TEXTS = [
  ...HOSTILE_TEXT.filter((s) => /<|\{\{/.test(s)),
  '"><script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<script>__pwned("script")</script>', '<img src=x onerror="__pwned(\'img\')">',
  '" autofocus onfocus="__pwned(\'attr\')" x="', '\'><svg/onload=__pwned(\'svg\')>', '<a href="javascript:__pwned(\'a\')">链接</a>',
  '<iframe srcdoc="<script>parent.__pwned(\'srcdoc\')</script>"></iframe>', '</style><script>__pwned("style")</script>',
  `<img src=x onerror="document.title='${PWNED_TITLE}'">`, '${__pwned("template")}', '{{__pwned("mustache")}}', '<details open ontoggle=__pwned("toggle")>'
]
/** Targets that run script when opened (besides OFF_SITE's, which leave the site). */
export const SCRIPT_URLS = [
  'javascript:__pwned("href")', ' JaVaScRiPt:__pwned("href")', '\tjava\nscript:__pwned("href")', 'javascript://%0a__pwned("href")',
  'data:text/html,<script>parent.__pwned("data")</script>', 'vbscript:__pwned("vb")', `javascript:document.title='${PWNED_TITLE}'`
]
/** Colours and image URLs that try to leave their CSS declaration. */
export const CSS_BREAKOUTS = [
  'url(javascript:alert(1))', 'red;background:url(https://evil.test/x)', 'red}body{display:none', '#fff;position:fixed', 'expression(alert(1))',
  'https://ok.test/a.png" onerror="alert(1)', 'https://ok.test/a.png);background:url(https://evil.test/x', 'red;background:url(//evil.test/css)',
  'red;background-image:url("javascript:__pwned(1)")', '#fff" onload="__pwned(1)', 'red!important;position:fixed;inset:0;z-index:99999',
  'url(/\\evil.test/x.png)', 'red}*{display:none}', 'var(--x)', '#ff000080', 'transparent', 'rgb(0 0 0 / 50%)', '#f00\\;color:red'
]
/** Bidi overrides, joiners, flags and combining marks. */
export const BIDI_EMOJI = [
  '\u202eevil.test', '\u2066x\u2069', '\ud83d\ude00', '\ufeff', '\u202e\u0645\u0631\u062d\u0628\u0627 abc', '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67\u200d\ud83d\udc66\ud83c\udde8\ud83c\uddf3',
  '\u2067abc\u2069\u202d', 'Z\u0337\u0327\u031ba\u0334l\u0336g\u0338o\u0335', '\u200b'.repeat(100), '\u0000'
]
/** Halves of a surrogate pair, alone (encodeURIComponent throws 'URI malformed' on them). */
export const LONE_SURROGATES = ['\ud800', '\udc00x', 'a\ud83d', '\udbff\udfff\ud800', 'name\ud800tail']
/** NaN-like and numeric strings. */
export const NUMERIC_STRINGS = [
  '1e308', '-1e308', '1e-300', '-1', '-0', 'NaN', 'Infinity', '-Infinity', '0x10', ' 12 ', '9'.repeat(400), '2147483648', '\uff11\uff12', '12abc', '.5', '1,000'
]
/** Huge, negative and tiny numbers JSON can carry (NaN and Infinity become null there). */
export const JSON_NUMBERS = [2147483648, 1e308, -1e308, 1e-300, -1e-300, -1, 0, 0.1, Number.MAX_SAFE_INTEGER + 2, 1.5, -0.5, -2147483649, 4294967296]
/** 100 000-character strings. */
export const HUGE_STRINGS = ['字'.repeat(HUGE), `https://ok.test/${'a'.repeat(HUGE)}.png`, ' '.repeat(HUGE), `${'\ud800'.repeat(HUGE / 2)}`, `${'x'.repeat(HUGE - 1)}\ud83d\ude00`]

const TRICKY = [...new Set([
  ...OFF_SITE, ...SCRIPT_TEXTS, ...SCRIPT_URLS, ...CSS_BREAKOUTS, ...BIDI_EMOJI, ...LONE_SURROGATES, ...NUMERIC_STRINGS,
  '//ok.test/a.png', '/pages/index/index', 'pages/a?b=1', 'ahsapp://Home', 'http://', 'https://', 'https:// ok.test',
  '', ' ', '\u3000', '2026-13-45', '2026-11-11 00:00:00', 'true', 'null', '[]', '{}', 'TOP', 'COLOR', 'IMAGE', 'NORMAL'
])]
const SCHEMES = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '/\\evil.test/x', 'https://ok.test/a.png']

/** A scheme with its letters' case mixed and spaces or controls around it, as a browser would still read it. */
const disguised = fc.tuple(fc.constantFrom(...SCHEMES), fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0', '\r\n'), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
  .map(([url, pad, upper]) => pad + [...url].map((c, i) => (upper[i % 8] ? c.toUpperCase() : c)).join('') + pad)

const huge = fc.constantFrom(...HUGE_STRINGS)

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
