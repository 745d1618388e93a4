import { OFF_SITE } from '../../test/utils/hostileUrls'
import { cleanTarget, cssUrl, encodeParam, isAppDeepLink, isHttpUrl, isRootPath, onSite, safeNavigationOf, withoutParam } from './url'

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
