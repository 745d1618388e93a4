import { t } from '@/i18n'
import { PACKAGE_LABELS, couponFace, packageStatusOf, parseCouponPackage, thresholdOf } from './coupons'

describe('coupon texts (001 §5, §8)', () => {
  it('"Coupon threshold text: full X yuan usable or no threshold coupon"', () => {
    const text = (limit: number | undefined) => {
      const th = thresholdOf(limit)
      return th.key === 'coupon.threshold' ? t(th.key, { amount: th.amount }) : t(th.key)
    }
    expect(text(500)).toBe('满500元可用')
    expect(text(99.9)).toBe('满99.9元可用')
    expect(text(0)).toBe('无门槛券')
    expect(text(undefined)).toBe('无门槛券')
  })

  it('an amount as configured (not floored); a percent coupon as a rate: 85 → 8.5折', () => {
    expect(couponFace({ isPercent: false, price: 5.5 })).toEqual({ kind: 'amount', text: '5.5' })
    expect(couponFace({ isPercent: false, price: 50 })).toEqual({ kind: 'amount', text: '50' })
    expect(couponFace({ isPercent: true, percent: 85 })).toEqual({ kind: 'percent', text: '8.5' })
    expect(t('coupon.percent', { percent: '8.5' })).toBe('8.5折')
  })
})

describe('coupon package (001 §3, §4)', () => {
  it('status labels: NOT_STARTED "stay tuned", AVAILABLE "claim now", APPLIED "go use", EXHAUSTED "sold out"', () => {
    expect(Object.fromEntries(Object.entries(PACKAGE_LABELS).map(([s, key]) => [s, t(key)]))).toEqual({
      NOT_STARTED: '敬请期待', AVAILABLE: '立即领取', APPLIED: '去使用', EXHAUSTED: '已抢光'
    })
  })

  it('reads promotionPackage{code, name, avatarPackageStatus}, redirectConfig.redirects and coupons{price, isPercent, percent, minPriceLimit, platform}', () => {
    const pkg = parseCouponPackage({
      promotionPackage: { code: 'PK1', name: '回收加价包', avatarPackageStatus: 'applied' },
      redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/coupons' }] },
      coupons: [
        { price: 50, minPriceLimit: 500, platform: 'App专享' },
        { isPercent: true, percent: 85 },
        { isPercent: true, percent: 120 },
        { price: -1 },
        'x'
      ]
    })
    expect(pkg).toEqual({
      code: 'PK1',
      name: '回收加价包',
      status: 'APPLIED',
      redirects: [{ platform: 'm', path: 'https://m.example.cn/coupons' }],
      coupons: [
        { price: 50, percent: undefined, isPercent: false, minPriceLimit: 500, platform: 'App专享' },
        { price: undefined, percent: 85, isPercent: true, minPriceLimit: undefined, platform: undefined }
      ]
    })
  })

  it('the code may sit beside the package (packageCode); no code, no package; an unknown status lets the claim decide', () => {
    expect(parseCouponPackage({ packageCode: 'PK2' })?.code).toBe('PK2')
    expect(parseCouponPackage({ promotionPackage: { name: 'x' } })).toBeUndefined()
    expect(packageStatusOf('LATER')).toBe('AVAILABLE')
    expect(packageStatusOf(undefined)).toBe('AVAILABLE')
    expect(packageStatusOf(' exhausted ')).toBe('EXHAUSTED')
  })
})

// Mutation testing (docs/testing.md): mutants of these lived.
describe('a package coupon\'s amounts at their edges', () => {
  it('a percent coupon is above 0 and below 100 % off; an amount coupon of 0 is an amount; amounts from 1e9 up are none', () => {
    const pkg = (coupons: unknown[]) => parseCouponPackage({ packageCode: 'P1', coupons })?.coupons ?? []
    expect(pkg([{ isPercent: true, percent: 0 }, { isPercent: true, percent: 100 }, { isPercent: true, percent: -5 }])).toEqual([])
    expect(pkg([{ isPercent: true, percent: 1 }, { isPercent: true, percent: 99.5 }]).map((c) => c.percent)).toEqual([1, 99.5])
    expect(pkg([{ isPercent: false, price: 0 }]).map((c) => c.price)).toEqual([0])
    expect(pkg([{ price: 1e9 - 1 }, { price: 1e9 }]).map((c) => c.price)).toEqual([1e9 - 1])
    expect(pkg([{ price: 50, minPriceLimit: 1e9 }])[0].minPriceLimit).toBeUndefined()
  })
})
