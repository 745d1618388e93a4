import { APP_ID } from '@/services/constants'
import { destination } from './destinations'
import { resolveClick } from '@/renderer/redirects/model'

describe('named destinations (000 §2, §9)', () => {
  it('quotes the app id', () => {
    expect(APP_ID).toBe(10002)
  })

  it('gives every platform its kind of link: app deep link, mini-program page, web hash route', () => {
    // 000 §2: the category list, with an optional front category id (000 §9: 6 is mobile phones).
    const items = destination('category', { frontCategoryId: 6 })
    expect(items).toHaveLength(10)
    expect(resolveClick(items, 'ios')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://Category?frontCategoryId=6' })
    expect(resolveClick(items, 'wechat_mp')).toEqual({ kind: 'miniPage', path: '/pages/category/index?frontCategoryId=6', tab: false })
    expect(items.find((i) => i.platform === 'm')?.path).toBe('/#/category?frontCategoryId=6')
  })

  it('carries the parameters the spec names', () => {
    expect(resolveClick(destination('trade', { inquiryKey: 'k-1' }), 'android')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://Trade?inquiryKey=k-1' })
    expect(resolveClick(destination('inquiry', { productId: 100 }), 'alipay_mp')).toMatchObject({ path: '/pages/inquiry/index?productId=100' })
    expect(resolveClick(destination('storeList', { shopIds: '1,2', hideTab: 1 }), 'toutiao_mp')).toMatchObject({ path: '/pages/storeList/index?shopIds=1%2C2&hideTab=1' })
    expect(destination('category')[0]).toEqual({ platform: 'ios', scheme: 'ahsapp://Category' })
  })

  it('builds every platform\'s link from any text: a product name with a lone surrogate (issue 28)', () => {
    const items = destination('curatedChannel', { productId: 1, productName: 'iPhone \ud800' })
    expect(items.find((i) => i.platform === 'ios')?.scheme).toBe('ahsapp://YanxuanChannel?productId=1&productName=iPhone%20%EF%BF%BD')
    for (const platform of ['ios', 'wechat_mp', 'm'] as const) expect(resolveClick(items, platform, 'https://m.example.cn/')).not.toMatchObject({ kind: 'invalid' })
    // A mini-program's web-view link carries its URL encoded.
    expect(resolveClick([{ platform: 'wechat_mp', path: 'https://m.example.cn/\udc00' }], 'wechat_mp')).toMatchObject({ kind: 'miniWebview' })
  })

  it('has one member home per platform', () => {
    expect(destination('memberHome').map((item) => item.platform)).toEqual(['ios', 'android', 'harmony', 'wechat_mp', 'wechat', 'toutiao_mp', 'm', 'quickapp', 'alipay_mp', 'meituan_mp'])
    expect(resolveClick(destination('memberHome'), 'alipay_mp')).toMatchObject({ kind: 'miniPage', path: '/pages/vip/index' })
    expect(resolveClick(destination('memberHome'), 'harmony')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://MemberHome' })
  })
})
