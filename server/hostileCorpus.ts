/**
 * The hostile corpus (issue 28, build 5), shared by the emulator's `hostile` fault (every string of an
 * answer replaced by these) and the tests' arbitraries (test/utils/hostile.ts, hostileUrls.ts). Every payload
 * that would run calls `alert(…)` or sets `window.__pwned`, so a browser test sees any execution.
 */

/**
 * Targets that leave the site or run script once a browser's URL parser has read them (issue 28: `/\evil.test/x`
 * opened http://evil.test/x, browsers reading `/\` as `//`), with the whitespace, control-character and case tricks.
 */
export const OFF_SITE = [
  '/\\evil.test/x', '/\t/evil.test/x', '/\n/evil.test', '\\\\evil.test', '\\/evil.test', ' //evil.test', '//evil.test', '/\t\\evil.test',
  '\n/\\evil.test', '\u0000/\\evil.test', '/\r\n/evil.test', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\tjavascript:alert(1)', 'java\tscript:alert(1)',
  'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'javascript\u0000:alert(1)', 'data:text/html,x', 'DATA:text/html,x', 'vbscript:msgbox(1)', 'https:\\\\evil.test',
  'http:/evil.test', 'x:/\\evil.test', '/\u0000/evil.test', '/\u001f\\evil.test'
]

/** Markup, event-handler attributes, CSS breakouts, bidi overrides and lone surrogates: text that must stay text. */
export const HOSTILE_TEXT = [
  'url(javascript:alert(1))', 'red;background:url(https://evil.test/x)', 'red}body{display:none', '#fff;position:fixed',
  'expression(alert(1))', '"><script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'https://ok.test/a.png" onerror="alert(1)',
  'https://ok.test/a.png);background:url(https://evil.test/x', '<svg onload="window.__pwned=1">', '{{constructor.constructor(\'alert(1)\')()}}',
  '\u202eevil.test', '\u2066x\u2069', '\ud800', '\udc00x', 'a\ud83d', '\ud83d\ude00', '\ufeff', '', ' ', '\u3000'
]

/** Every hostile string the emulator's `hostile` fault cycles through (a long one last: layout must hold). */
export const HOSTILE_CORPUS: readonly string[] = [...OFF_SITE, ...HOSTILE_TEXT, `${'长'.repeat(2000)}<script>alert(1)</script>`]

/** Strings the `hostile` fault keeps: numbers and times written as text, so prices and sessions still parse. */
const KEPT_VALUE = /^(-?\d+(\.\d+)?|\d{4}-\d\d-\d\d([ T][\d:.]+)?)$/
/** Fields the `hostile` fault keeps: ids, kinds and codes (the answer must still be this answer). */
const KEPT_KEY = /^(id|ids|uuid|type|kind|code|token|ticket|userKey|platform)$|(Id|Ids|Uuid|Code|Type|Key)$/

/**
 * The `hostile` fault's answer: `value` with every string, at any depth, replaced by the corpus in turn
 * (deterministic: the n-th string replaced gets entry n), object keys, numbers, ids and numeric or time
 * strings kept, so the answer still parses and names the same things.
 */
export function hostileAnswer (value: unknown, start = 0): unknown {
  let n = start
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      if (KEPT_KEY.test(key) || KEPT_VALUE.test(v)) return v
      return HOSTILE_CORPUS[n++ % HOSTILE_CORPUS.length]
    }
    if (Array.isArray(v)) return v.map((item) => walk(item, key))
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]))
    return v
  }
  return walk(value, '')
}
