import { cssUrl, isAppDeepLink, isHttpUrl, isSafeNavigation, withoutParam } from './url'

describe('urls the page may open or style (000 §5)', () => {
  it('opens http(s), own deep links and relative paths; never script or data URLs', () => {
    expect([isHttpUrl('https://m.example.cn/a'), isHttpUrl('javascript:alert(1)'), isHttpUrl('https://a b')]).toEqual([true, false, false])
    expect([isAppDeepLink('ahsapp://Wallet'), isAppDeepLink('javascript://x'), isAppDeepLink('weixin://dl')]).toEqual([true, false, false])
    expect([isSafeNavigation('/pages/index/index'), isSafeNavigation('#/floor'), isSafeNavigation('data:text/html,x'), isSafeNavigation(' javascript:x')]).toEqual([true, true, false, false])
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
