import { OFF_SITE } from '../../test/utils/hostileUrls'
import { cleanTarget, cssUrl, encodeParam, isAppDeepLink, isHttpUrl, isMiniPagePath, isRootPath, onSite, safeNavigationOf, withoutParam } from './url'

describe('urls the page may open or style (000 §5)', () => {
  it('opens http(s), own deep links and relative paths; never script or data URLs', () => {
    expect([isHttpUrl('https://m.example.cn/a'), isHttpUrl('javascript:alert(1)'), isHttpUrl('https://a b')]).toEqual([true, false, false])
    expect([isAppDeepLink('ahsapp://Wallet'), isAppDeepLink('javascript://x'), isAppDeepLink('weixin://dl')]).toEqual([true, false, false])
    expect(['/pages/index/index', '#/floor', 'data:text/html,x', ' javascript:x'].map(safeNavigationOf)).toEqual(['/pages/index/index', '#/floor', undefined, undefined])
  })

  it('quotes url() and encodes what could end it', () => {
    expect(cssUrl('https://i.example/a.png);b:url(x')).toBe('url("https://i.example/a.png%29%3Bb:url%28x")')
  })

  it('drops a parameter from the search and the hash query, losing nothing after a second # or ?', () => {
    expect(withoutParam('http://h/?a=1&ticket=x#/p?ticket=y&b=2', 'ticket')).toBe('http://h/?a=1#/p?b=2')
    expect(withoutParam('http://h/#/p?b=2&ticket=ST-1&c=x?y#z', 'ticket')).toBe('http://h/#/p?b=2&c=x?y#z')
    expect(withoutParam('/pages/campaign/index?activityId=a&ticket', 'ticket')).toBe('/pages/campaign/index?activityId=a')
    expect(withoutParam('http://h/#/p?tickets=1', 'ticket')).toBe('http://h/#/p?tickets=1')
  })
})

describe('encodeParam: a URL builder survives any string (issue 28: a lone surrogate threw "URIError: URI malformed")', () => {
  it('encodes as encodeURIComponent does whatever is well-formed, pairs (emoji) included', () => {
    for (const text of ['iPhone 15 Pro 256G', '华为 Mate 60 & 手表?=#/', '😀👍🏽', 'https://m.example.cn/a?b=c#d', '']) {
      expect(encodeParam(text)).toBe(encodeURIComponent(text))
    }
    expect(encodeParam(7)).toBe('7')
  })
  it('turns a lone surrogate, high or low, anywhere, into U+FFFD, as the URL parser does', () => {
    const replacement = encodeURIComponent('\ufffd')
    expect(() => encodeURIComponent('\ud800')).toThrow(URIError)
    expect(encodeParam('\ud800')).toBe(replacement)
    expect(encodeParam('a\udc00b')).toBe(`a${replacement}b`)
    expect(encodeParam('\ud83d\ude00\ud83d')).toBe(`${encodeURIComponent('😀')}${replacement}`)
    expect(encodeParam('\udc00\ud800')).toBe(replacement + replacement)
    // Every string of two code units from the surrogate ranges and around them.
    const units = [0x41, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000]
    for (const a of units) for (const b of units) expect(() => encodeParam(String.fromCharCode(a, b))).not.toThrow()
  })
})

describe('targets are read as a browser reads them before any check (000 §5: only http, else \'invalid url\')', () => {
  const base = 'https://m.example.cn/#/pages/campaign/index?activityId=1'

  it('cleans as the URL parser does: controls and spaces at the ends, tabs and newlines anywhere', () => {
    expect(cleanTarget(' \u0000https://m.example.cn/a\t\n ')).toBe('https://m.example.cn/a')
    expect(cleanTarget('/\t/evil.test')).toBe('//evil.test')
    expect(cleanTarget('java\tscript:x')).toBe('javascript:x')
  })

  it.each(OFF_SITE)('never lets %j through as a path of this site, a page to assign or an http link', (target) => {
    expect(onSite(cleanTarget(target), base)).toBeUndefined()
    expect(safeNavigationOf(target)).toBeUndefined()
    expect(isHttpUrl(cleanTarget(target))).toBe(false)
  })

  it('keeps real paths of this site, on this site, and hands back what it checked', () => {
    expect(isRootPath('/#/new/product?productId=7')).toBe(true)
    expect(onSite('/#/new/product?productId=7', base)).toBe('https://m.example.cn/#/new/product?productId=7')
    expect(onSite('/a\\b', base)).toBe('https://m.example.cn/a/b')
    expect(onSite('/%5Cevil.test/x', base)).toBe('https://m.example.cn/%5Cevil.test/x')
    expect(safeNavigationOf(' https://m.example.cn/a\t')).toBe('https://m.example.cn/a')
    expect(safeNavigationOf('/pages/index/index')).toBe('/pages/index/index')
    expect(safeNavigationOf('HTTPS://m.example.cn/')).toBe('HTTPS://m.example.cn/')
  })
})

// Mutation testing (docs/testing.md): each of these let a mutant of a check live — an anchor dropped, a scheme
// narrowed — that would open or style something the spec refuses.
describe('the URL checks hold at both ends of the target', () => {
  it('http(s) from its first character to its last: a script URL that merely contains one is refused', () => {
    expect(isHttpUrl('http://m.example.cn/a')).toBe(true)
    expect(isHttpUrl('HTTPS://m.example.cn/a')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)//https://m.example.cn')).toBe(false)
    expect(isHttpUrl('https://m.example.cn/a b')).toBe(false)
    expect(isHttpUrl('https://m.example.cn/a\u0001')).toBe(false)
  })

  it('an own deep link is a whole target: one inside a script URL, or with a space, is refused', () => {
    expect(isAppDeepLink('ahsapp://Home?tab=1')).toBe(true)
    expect(isAppDeepLink('javascript:alert(1);ahsapp://Home')).toBe(false)
    expect(isAppDeepLink('ahsapp://Home?x=1 y')).toBe(false)
    expect(safeNavigationOf('javascript:alert(1);ahsapp://Home')).toBeUndefined()
  })

  it('a hash or query of this page only when the target starts with one', () => {
    expect(safeNavigationOf('#/pages/campaign/index?activityId=1')).toBe('#/pages/campaign/index?activityId=1')
    expect(safeNavigationOf('?activityId=2')).toBe('?activityId=2')
    expect(safeNavigationOf('javascript:alert(1)#x')).toBeUndefined()
    expect(safeNavigationOf('data:text/html,<b>?x')).toBeUndefined()
  })

  it('drops controls and spaces at the ends only; a space inside stays (and fails the checks that refuse one)', () => {
    expect(cleanTarget(' \u0000https://m.example.cn/a b\u0020\n')).toBe('https://m.example.cn/a b')
    expect(cleanTarget('\t/pages/index')).toBe('/pages/index')
  })

  it('strips a parameter from a URL that is a hash route alone, and keeps the others in place', () => {
    expect(withoutParam('#/pages/campaign/index?ticket=ST-1&activityId=9', 'ticket')).toBe('#/pages/campaign/index?activityId=9')
    expect(withoutParam('https://m.example.cn/?ticket=ST-1&x=2#/p?ticket=ST-2&y=3', 'ticket')).toBe('https://m.example.cn/?x=2#/p?y=3')
  })

  it('a mini-program page path: pages/… as a whole, no space, no control, nothing before it', () => {
    expect(isMiniPagePath('/pages/index/index')).toBe(true)
    expect(isMiniPagePath('pages/product/detail?id=12')).toBe(true)
    expect(isMiniPagePath('//pages/index')).toBe(false)
    expect(isMiniPagePath('javascript:x;/pages/index')).toBe(false)
    expect(isMiniPagePath('/pages/index index')).toBe(false)
    expect(isMiniPagePath('/pages/index\u0001')).toBe(false)
  })
})
