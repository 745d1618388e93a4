import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import { mount } from '../../../test/utils/mount'
import { SurgeDialog } from './view'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
beforeAll(async () => { await import('.') })

const pkg = (code: string, status: string, coupons: unknown[] = [{ price: 50, minPriceLimit: 500 }], extra: Record<string, unknown> = {}) =>
  ({ promotionPackage: { code, name: `礼包${code}`, avatarPackageStatus: status }, coupons, ...extra })

describe('coupon packages view (001 §3, §4)', () => {
  it('quick cards: name, coupons with face, threshold and platform, the status label; 2 per row', async () => {
    await renderBlocks([component('couponPackage', {
      style: 1,
      columnSize: 2,
      configs: [
        pkg('A', 'AVAILABLE', [{ price: 50, minPriceLimit: 500, platform: 'App专享' }, { isPercent: true, percent: 85 }]),
        pkg('B', 'NOT_STARTED'), pkg('C', 'APPLIED'), pkg('D', 'EXHAUSTED')
      ]
    })])
    expect(q('.coupon-package__grid--2')).not.toBeNull()
    expect(texts('.coupon-package__name')).toEqual(['礼包A', '礼包B', '礼包C', '礼包D'])
    expect(texts('.coupon-package__item')[0]).toContain('¥50满500元可用App专享8.5折无门槛券')
    expect(texts('.coupon-package__button')).toEqual(['立即领取', '敬请期待', '去使用', '已抢光'])
    expect(qa('.coupon-package__button--off')).toHaveLength(2)
  })

  it('custom style: the image of the package\'s status, tapped to claim; the brand header', async () => {
    const made = await renderBlocks([component('couponPackage', {
      style: 0,
      brandName: '华为',
      configs: [pkg('A', 'AVAILABLE', [], { availableBgUrl: 'https://img.example.cn/a.png', appliedBgUrl: 'https://img.example.cn/b.png' })]
    })], { userKey: 'u1' })
    expect(q('.coupon-package__brand-name')?.textContent).toBe('华为专享券')
    const image = () => q('.coupon-package__image img') ?? q('.coupon-package__image')
    expect(image()?.outerHTML).toContain('a.png')
    made.utils.fireEvent.click(q('.coupon-package__item') as HTMLElement)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(made.services.activity.applyPromotionPackage).toHaveBeenCalledWith({ code: 'A' })
    expect(image()?.outerHTML).toContain('b.png')
  })

  it('issue 53: each button is named by its package, coupons and words; 去使用 with somewhere to go is a link; not started or gone, unavailable', async () => {
    await renderBlocks([component('couponPackage', {
      style: 1,
      configs: [
        pkg('A', 'AVAILABLE', [{ price: 30, minPriceLimit: 300 }, { isPercent: true, percent: 85 }]),
        pkg('B', 'NOT_STARTED'),
        pkg('C', 'APPLIED', undefined, { redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/coupons' }] } }),
        pkg('D', 'EXHAUSTED')
      ]
    })])
    expect(qa('.coupon-package__button').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-disabled'), n.tabIndex])).toEqual([
      ['button', '礼包A，满300减30元优惠券、8.5折无门槛优惠券，立即领取', null, 0],
      ['button', '礼包B，满500减50元优惠券，敬请期待', 'true', 0],
      ['link', '礼包C，满500减50元优惠券，去使用', null, 0],
      ['button', '礼包D，满500减50元优惠券，已抢光', 'true', 0]
    ])
  })

  it('issue 53: the custom style\'s image is the button, named in words (the image inside is decoration)', async () => {
    await renderBlocks([component('couponPackage', {
      style: 0,
      configs: [pkg('A', 'AVAILABLE', [{ price: 30, minPriceLimit: 300 }], { availableBgUrl: 'https://img.example.cn/a.png' })]
    })])
    const item = q('.coupon-package__item') as HTMLElement
    expect([item.getAttribute('role'), item.getAttribute('aria-label')]).toEqual(['button', '礼包A，满300减30元优惠券，立即领取'])
    expect(item.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('issue 53: the surge dialog\'s content sets no role of its own (the dialog host makes it a modal dialog)', async () => {
    await mount(SurgeDialog, {})
    expect(q('.coupon-package__surge')?.getAttribute('role')).toBeNull()
    expect(q('.coupon-package__surge')?.textContent).toBe('恭喜您，膨胀成功')
  })
})
