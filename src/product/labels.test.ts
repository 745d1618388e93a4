import { couponLabel, listLabel, packageLabel, productLabel, withAction } from './labels'

describe('names for screen readers (issue 53)', () => {
  it('a product card: its name and the price it shows, floored; sold out; a masked or unknown price leaves the name', () => {
    expect(productLabel('iPhone 13 128G', 3299.9)).toBe('iPhone 13 128G，到手价 3299 元')
    expect(productLabel('iPhone 13 128G', 3299, { soldOut: true })).toBe('iPhone 13 128G，已售罄')
    expect(productLabel('iPhone 13 128G', 3299, { preview: true })).toBe('iPhone 13 128G')
    expect(productLabel('iPhone 13 128G', undefined)).toBe('iPhone 13 128G')
  })

  it('a coupon: its amount and condition', () => {
    expect(couponLabel({ price: 30, minPriceLimit: 300, isPercent: false })).toBe('满300减30元优惠券')
    expect(couponLabel({ price: 20, isPercent: false })).toBe('20元无门槛优惠券')
    expect(couponLabel({ percent: 85, minPriceLimit: 100, isPercent: true })).toBe('满100元8.5折优惠券')
    expect(couponLabel({ percent: 90, isPercent: true })).toBe('9折无门槛优惠券')
  })

  it('lists and actions', () => {
    expect(listLabel(['a', undefined, 'b', 'c'])).toBe('a、b、c')
    expect(listLabel([])).toBe('')
    expect(withAction('满300减30元优惠券', '立即领取')).toBe('满300减30元优惠券，立即领取')
    expect(withAction('', '立即领取')).toBe('立即领取')
    expect(withAction('满300减30元优惠券', '')).toBe('满300减30元优惠券')
  })

  it('a coupon package: its name, its coupons, the button\'s words', () => {
    const coupons = [{ price: 30, minPriceLimit: 300, isPercent: false }, { price: 20, isPercent: false }]
    expect(packageLabel({ name: '新人礼包', coupons }, '立即领取')).toBe('新人礼包，满300减30元优惠券、20元无门槛优惠券，立即领取')
    expect(packageLabel({ coupons: coupons.slice(0, 1) }, '去使用')).toBe('满300减30元优惠券，去使用')
  })
})
