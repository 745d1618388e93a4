import { aspectRatioOf, color, cut, isComponentConfig, keyword, positive, targetStr, imageSizeOf, imageUrl, num, rawText, redirectsOf, str, urlStr, bool, list, MAX_ASPECT_RATIO, MAX_NAME, MAX_TEXT, MAX_URL, MIN_ASPECT_RATIO } from './config'

it('reads config values defensively', () => {
  expect(str('  a ')).toBe('a')
  expect(str('')).toBeUndefined()
  expect(num('12')).toBe(12)
  expect(num('x')).toBeUndefined()
  expect(bool(1)).toBe(true)
  expect(bool('0')).toBe(false)
  expect(list(null)).toEqual([])
})

it('accepts only real colours, so config cannot inject CSS', () => {
  expect(color('#ff5a3c')).toBe('#ff5a3c')
  expect(color('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)')
  expect(color('red')).toBe('red')
  expect(color('red;background:url(x)')).toBeUndefined()
})

it('accepts only http(s) image URLs', () => {
  expect(imageUrl('https://img.example/a.png')).toBe('https://img.example/a.png')
  expect(imageUrl('//img.example/a.png')).toBe('https://img.example/a.png')
  expect(imageUrl('javascript:alert(1)')).toBeUndefined()
  expect(imageUrl('data:image/png;base64,xx')).toBeUndefined()
})

describe('sizes and ratios from config are bounded (issue 28: a huge image size buried the page)', () => {
  it(`keeps width / height within [${MIN_ASPECT_RATIO}, ${MAX_ASPECT_RATIO}]: 2147483648 px high, 1e308 × 1e-300`, () => {
    expect(aspectRatioOf(750, 400)).toBe(750 / 400)
    expect(aspectRatioOf('750', '15000')).toBe(1 / 20)
    expect(aspectRatioOf(750, 2147483648)).toBe(1 / 20)
    expect(aspectRatioOf(1e-300, 1e308)).toBe(1 / 20)
    expect(aspectRatioOf(1e308, 1e-300)).toBe(20)
    expect(aspectRatioOf(750, 1)).toBe(20)
  })
  it('no ratio without two positive finite sizes', () => {
    for (const [w, h] of [[0, 400], [-750, 400], [750, '1e999'], [750, Infinity], [750, NaN], [750, {}], [750, null], ['', 400]]) {
      expect(aspectRatioOf(w, h)).toBeUndefined()
    }
  })
  it('an image size keeps its width and brings its height within the same bounds', () => {
    expect(imageSizeOf(750, 400)).toEqual({ width: 750, height: 400 })
    expect(imageSizeOf(1e-300, 1e308)).toEqual({ width: 1e-300, height: 20e-300 })
    expect(imageSizeOf(750, 2147483648)).toEqual({ width: 750, height: 15000 })
    expect(imageSizeOf(750, -1)).toBeUndefined()
  })
})

it('reads click targets as text only: a path of 7, [] or {} is no path (issue 28: a tap threw on .trim)', () => {
  expect(redirectsOf([
    { platform: 'm', path: 7 },
    { platform: 'ios', scheme: ['ahsapp://x'], path: ' https://x.example/a ' },
    { platform: 'wechat_mp', path: { p: 1 }, scheme: null },
    { platform: 3, path: 'https://x.example' },
    null
  ])).toEqual([{ platform: 'm' }, { platform: 'ios', path: 'https://x.example/a' }, { platform: 'wechat_mp' }])
  expect(redirectsOf('nope')).toEqual([])
})

describe(`strings from config are capped (issue 28: 100 000-character fields killed the tab): texts at ${MAX_TEXT}, URLs at ${MAX_URL}`, () => {
  it('cuts a long text, never inside a surrogate pair', () => {
    expect(str(` ${'字'.repeat(100_000)} `)).toBe('字'.repeat(MAX_TEXT))
    expect(str('ab', 1)).toBe('a')
    const emoji = 'a' + '😀'.repeat(MAX_TEXT)
    expect(str(emoji)).toBe('a' + '😀'.repeat((MAX_TEXT - 2) / 2))
    expect(cut('😀', 1)).toBe('')
    expect(rawText(' x '.repeat(100_000))).toHaveLength(MAX_TEXT)
    expect(rawText(7)).toBe('')
  })
  it('takes a URL whole or not at all (a cut URL is another URL)', () => {
    const long = `https://img.example/${'a'.repeat(MAX_URL)}.png`
    expect(urlStr(long)).toBeUndefined()
    expect(imageUrl(long)).toBeUndefined()
    expect(redirectsOf([{ platform: 'm', path: long }])).toEqual([{ platform: 'm' }])
    const fits = `https://img.example/${'a'.repeat(MAX_URL - 40)}.png`
    expect(urlStr(` ${fits} `)).toBe(fits)
    expect(imageUrl(fits)).toBe(fits)
  })
  it(`a click target's platform is a name of at most ${MAX_NAME} characters`, () => {
    expect(redirectsOf([{ platform: 'm'.repeat(100_000), path: 'https://x.example' }])).toEqual([])
  })
})

describe('readers found wanting by the property tests (parse.property.test.ts)', () => {
  it('keyword reads any JSON value: {"toString":1} is none (String() of it threw), a text is trimmed and upper-cased', () => {
    expect(keyword({ toString: 1 })).toBe('')
    expect(keyword([{ toString: 0 }])).toBe('')
    expect(keyword(' top ')).toBe('TOP')
    expect(keyword(2)).toBe('2')
    expect(keyword(null)).toBe('')
  })

  it('a click target never keeps a scheme or path that runs or embeds, whatever its case and spacing', () => {
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', '\u0000data:text/html,x', 'vbscript:msgbox(1)', 'java\nscript:x']) {
      expect(targetStr(bad)).toBeUndefined()
      // Kept out of the model; a tap on it still says 'invalid url' (000 §5).
      expect(redirectsOf([{ platform: 'm', scheme: bad, path: bad }])).toEqual([{ platform: 'm', refused: true }])
    }
    expect(targetStr(' /pages/a/index ')).toBe('/pages/a/index')
    expect(redirectsOf([{ platform: 'app', scheme: 'ahsapp://Home', path: 'https://m.example.cn/x' }])).toEqual([{ platform: 'app', scheme: 'ahsapp://Home', path: 'https://m.example.cn/x' }])
  })
})

// Mutation testing (docs/testing.md): each of these let a mutant live that would let a value through the spec
// keeps out (a colour that adds a declaration, a component the renderer cannot key) or cut one it keeps.
describe('config readers at their edges', () => {
  it('a colour is the whole value: one that ends in a colour name after a declaration is refused', () => {
    expect(color('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)')
    expect(color('hsla(10, 50%, 50%, 0.5)')).toBe('hsla(10, 50%, 50%, 0.5)')
    expect(color('url(https://evil.example/x.png);color:red')).toBeUndefined()
    expect(color('red;background:url(https://evil.example/x.png)')).toBeUndefined()
  })

  it('cuts a text above its limit, not at it; a limit of 0 leaves nothing, never half a pair', () => {
    expect(cut('abc', 3)).toBe('abc')
    expect(cut('abcd', 3)).toBe('abc')
    expect(cut('😀😀', 0)).toBe('')
    expect(cut('a😀', 2)).toBe('a')
  })

  it('a URL of MAX_URL characters is kept, one longer is none; a number of 0 is no size', () => {
    const url = `https://m.example.cn/${'a'.repeat(MAX_URL - 21)}`
    expect(url).toHaveLength(MAX_URL)
    expect(urlStr(url)).toBe(url)
    expect(urlStr(`${url}b`)).toBeUndefined()
    expect(urlStr('  https://m.example.cn/a  ')).toBe('https://m.example.cn/a')
    expect(positive(0)).toBeUndefined()
    expect(positive('2')).toBe(2)
    expect(positive(-1)).toBeUndefined()
  })

  it('a switch is on for true, 1, "1" and "true" only', () => {
    expect([true, 1, '1', 'true'].map(bool)).toEqual([true, true, true, true])
    expect([false, 0, '0', 'false', 'yes', 2, null, undefined, {}].map(bool)).toEqual(Array(9).fill(false))
  })

  it('a click target\'s platform of MAX_NAME characters names one, a longer one none; a refused path is marked', () => {
    expect(redirectsOf([{ platform: 'p'.repeat(MAX_NAME), path: 'https://m.example.cn' }])).toEqual([{ platform: 'p'.repeat(MAX_NAME), path: 'https://m.example.cn' }])
    expect(redirectsOf([{ platform: 'p'.repeat(MAX_NAME + 1), path: 'https://m.example.cn' }])).toEqual([])
    expect(redirectsOf([{ platform: 'm', path: 'javascript:alert(1)' }])).toEqual([{ platform: 'm', refused: true }])
    expect(redirectsOf([{ platform: 'm', scheme: 'javascript:alert(1)', path: 'https://m.example.cn' }])).toEqual([{ platform: 'm', path: 'https://m.example.cn', refused: true }])
    expect(redirectsOf([{ platform: 'm', path: 'https://m.example.cn' }])).toEqual([{ platform: 'm', path: 'https://m.example.cn' }])
  })

  it('a component the renderer takes: an id (a number, or a text of at most MAX_NAME), a type and a non-empty uuid of at most MAX_NAME', () => {
    const long = 'x'.repeat(MAX_NAME)
    expect(isComponentConfig({ id: 1, type: 'banner', uuid: 'u1' })).toBe(true)
    expect(isComponentConfig({ id: long, type: long, uuid: long })).toBe(true)
    expect(isComponentConfig({ id: `${long}x`, type: 'banner', uuid: 'u1' })).toBe(false)
    expect(isComponentConfig({ id: 1, type: `${long}x`, uuid: 'u1' })).toBe(false)
    expect(isComponentConfig({ id: 1, type: 'banner', uuid: `${long}x` })).toBe(false)
    expect(isComponentConfig({ id: 1, type: 'banner', uuid: '' })).toBe(false)
    expect(isComponentConfig({ id: null, type: 'banner', uuid: 'u1' })).toBe(false)
    expect(isComponentConfig({ id: 1, type: 7, uuid: 'u1' })).toBe(false)
    expect(isComponentConfig({ id: 1, type: 'banner', uuid: 7 })).toBe(false)
    expect(isComponentConfig([1])).toBe(false)
  })
})
