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
