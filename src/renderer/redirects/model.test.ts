import { redirectsOf } from '@/lib/config'
import { OFF_SITE } from '../../../test/utils/hostileUrls'
import type { RedirectItem } from '@/lib/types'
import { WEBVIEW_PAGE } from '@/lib/url'
import { resolveClick } from './model'

const redirects: RedirectItem[] = [
  { platform: 'wechat_mp', path: '/pages/inquiry/index?productId=100' },
  { platform: 'alipay_mp', path: 'https://m.example.cn/activity/1' },
  { platform: 'toutiao_mp', path: '/pages/selected/selected' },
  { platform: 'meituan_mp', path: 'javascript:alert(1)' },
  { platform: 'ios', scheme: 'ahsapp://inquiry?productId=100' },
  { platform: 'android', path: '/pages/inquiry/index?productId=100' },
  { platform: 'harmony', path: 'https://m.example.cn/activity/1' },
  { platform: 'm', path: '#/pages/campaign/index?activityId=2' },
  { platform: 'wechat', path: 'https://m.example.cn/activity/1' }
]

describe('click targets (000 §2, §5)', () => {
  it('uses the item of the current platform, and nothing when there is none', () => {
    expect(resolveClick(redirects, 'ios')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://inquiry?productId=100' })
    expect(resolveClick(redirects, 'quickapp')).toEqual({ kind: 'none' })
    expect(resolveClick(undefined, 'm')).toEqual({ kind: 'none' })
    expect(resolveClick([{ platform: 'm', path: '' }], 'm')).toEqual({ kind: 'none' })
  })

  it('a path or scheme of the wrong type (a number, an array, an object) is no target, on every platform: never a throw (issue 28)', () => {
    const odd: unknown[] = [7, 0, true, ['https://x.example'], { href: 'https://x.example' }, null]
    for (const platform of ['m', 'wechat', 'wechat_mp', 'alipay_mp', 'ios', 'android', 'harmony', 'quickapp'] as const) {
      for (const value of odd) {
        expect(resolveClick([{ platform, path: value, scheme: value }] as unknown as RedirectItem[], platform, 'https://m.example.cn/')).toEqual({ kind: 'none' })
        // The other field still counts.
        expect(resolveClick([{ platform, path: value, scheme: 'https://x.example/a' }] as unknown as RedirectItem[], platform, 'https://m.example.cn/')).not.toEqual({ kind: 'none' })
      }
    }
    expect(resolveClick([null, 'm', 7, { platform: 'm', path: 'https://x.example/b' }] as unknown as RedirectItem[], 'm')).toEqual({ kind: 'webUrl', url: 'https://x.example/b', newTab: false })
    expect(resolveClick({ platform: 'm' } as unknown as RedirectItem[], 'm')).toEqual({ kind: 'none' })
  })

  it('mini-programs: /pages paths are used directly, the four tab pages open as tabs', () => {
    expect(resolveClick(redirects, 'wechat_mp')).toEqual({ kind: 'miniPage', path: '/pages/inquiry/index?productId=100', tab: false })
    expect(resolveClick(redirects, 'toutiao_mp')).toEqual({ kind: 'miniPage', path: '/pages/selected/selected', tab: true })
    for (const tab of ['/pages/index/index', '/pages/selected/selected', '/pages/nearby/index', '/pages/account/account']) {
      expect(resolveClick([{ platform: 'wechat_mp', path: `${tab}?from=avatar` }], 'wechat_mp')).toMatchObject({ tab: true })
    }
    expect(resolveClick([{ platform: 'wechat_mp', path: '/pages/account/settings' }], 'wechat_mp')).toMatchObject({ tab: false })
  })

  it('mini-programs: other http URLs go through the web-view page', () => {
    expect(resolveClick(redirects, 'alipay_mp')).toEqual({ kind: 'miniWebview', path: `${WEBVIEW_PAGE}?url=${encodeURIComponent('https://m.example.cn/activity/1')}` })
  })

  it("anything that does not start with http is an 'invalid url'", () => {
    expect(resolveClick(redirects, 'meituan_mp')).toEqual({ kind: 'invalid', target: 'javascript:alert(1)' })
    expect(resolveClick([{ platform: 'm', path: 'javascript:alert(1)' }], 'm')).toMatchObject({ kind: 'invalid' })
    // A named destination on this site (no main site configured): an http(s) URL of this origin; never protocol-relative.
    expect(resolveClick([{ platform: 'm', path: '/#/new/product?productId=7' }], 'm', 'https://m.example.cn/#/pages/campaign/index?activityId=1')).toEqual({ kind: 'webHash', hash: '#/new/product?productId=7' })
    expect(resolveClick([{ platform: 'm', path: '/#/new/product?productId=7' }], 'm', 'https://m.example.cn/activity/#/x')).toEqual({ kind: 'webUrl', url: 'https://m.example.cn/#/new/product?productId=7', newTab: false })
    expect(resolveClick([{ platform: 'm', path: '//evil.example/x' }], 'm', 'https://m.example.cn/')).toMatchObject({ kind: 'invalid' })
    expect(resolveClick([{ platform: 'android', path: 'ftp://x' }], 'android')).toMatchObject({ kind: 'invalid' })
    // A target the config reader refused (it runs or embeds) is an 'invalid url' on tap, on every platform.
    for (const platform of ['m', 'wechat_mp', 'ios'] as const) {
      expect(resolveClick(redirectsOf([{ platform, path: ' JaVaScRiPt:alert(1)' }]), platform)).toEqual({ kind: 'invalid', target: '' })
    }
  })

  it('apps: deep links, and mini-program page paths open a mini-program page', () => {
    expect(resolveClick(redirects, 'ios')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://inquiry?productId=100' })
    expect(resolveClick(redirects, 'android')).toEqual({ kind: 'appMiniProgram', path: '/pages/inquiry/index?productId=100' })
    expect(resolveClick(redirects, 'harmony')).toEqual({ kind: 'webUrl', url: 'https://m.example.cn/activity/1', newTab: false })
  })

  it("apps accept only the app's own deep-link scheme: a script URL is an 'invalid url', never a deep link", () => {
    for (const platform of ['ios', 'android', 'harmony'] as const) {
      expect(resolveClick([{ platform, scheme: 'javascript:alert(document.cookie)' }], platform)).toEqual({ kind: 'invalid', target: 'javascript:alert(document.cookie)' })
      expect(resolveClick([{ platform, scheme: 'data:text/html,x' }], platform)).toMatchObject({ kind: 'invalid' })
      expect(resolveClick([{ platform, scheme: 'weixin://dl/scan' }], platform)).toMatchObject({ kind: 'invalid' })
      expect(resolveClick([{ platform, scheme: 'AHSAPP://Wallet' }], platform)).toEqual({ kind: 'appDeepLink', url: 'AHSAPP://Wallet' })
    }
  })

  it('mobile web: same-page hash links navigate relatively, others absolutely, mini-program paths in a new tab', () => {
    expect(resolveClick(redirects, 'm')).toEqual({ kind: 'webHash', hash: '#/pages/campaign/index?activityId=2' })
    expect(resolveClick(redirects, 'wechat', 'https://m.example.cn/other')).toEqual({ kind: 'webUrl', url: 'https://m.example.cn/activity/1', newTab: false })
    expect(resolveClick([{ platform: 'm', path: 'https://h5.example.cn/#/floor-2' }], 'm', 'https://h5.example.cn/#/pages/campaign/index'))
      .toEqual({ kind: 'webHash', hash: '#/floor-2' })
    expect(resolveClick([{ platform: 'm', path: '/pages/index/index' }], 'm')).toEqual({ kind: 'webUrl', url: '/pages/index/index', newTab: true })
  })
})

describe('a target that would leave the site is an \'invalid url\' on every platform (000 §5; issue 28: `/\\evil.test/x` opened http://evil.test/x)', () => {
  const page = 'https://m.example.cn/#/pages/campaign/index?activityId=1'
  const platforms = ['m', 'wechat', 'quickapp', 'wechat_mp', 'alipay_mp', 'toutiao_mp', 'meituan_mp', 'ios', 'android', 'harmony'] as const

  it.each(OFF_SITE)('%j', (target) => {
    for (const platform of platforms) {
      expect([platform, resolveClick([{ platform, path: target }], platform, page).kind]).toEqual([platform, 'invalid'])
      expect([platform, resolveClick([{ platform, scheme: target }], platform, page).kind]).toEqual([platform, 'invalid'])
    }
  })

  it('opens what it checked: a link cleaned of what the URL parser ignores, a path of this site made absolute on it', () => {
    expect(resolveClick([{ platform: 'm', path: ' https://m.example.cn/a\t' }], 'm', page)).toEqual({ kind: 'webUrl', url: 'https://m.example.cn/a', newTab: false })
    expect(resolveClick([{ platform: 'm', path: '/a\\b' }], 'm', page)).toEqual({ kind: 'webUrl', url: 'https://m.example.cn/a/b', newTab: false })
    expect(resolveClick([{ platform: 'm', path: '/x' }], 'm')).toMatchObject({ kind: 'invalid' })
    expect(resolveClick([{ platform: 'wechat_mp', path: '\n/pages/inquiry/index' }], 'wechat_mp')).toEqual({ kind: 'miniPage', path: '/pages/inquiry/index', tab: false })
  })
})
