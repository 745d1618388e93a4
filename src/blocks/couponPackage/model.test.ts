import { t } from '@/i18n'
import { columnsOf, parseCouponPackages, styleOf } from './model'

describe('coupon packages config (001 §3)', () => {
  it('style 0 custom, 1 quick, 2 expansion (anything else: quick); columnSize 1–3', () => {
    expect([0, 1, 2, '2', 7, undefined].map(styleOf)).toEqual([0, 1, 2, 2, 1, 1])
    expect([1, 2, 3, 4, 0, '2', undefined, 2.7].map(columnsOf)).toEqual([1, 2, 3, 3, 1, 2, 1, 2])
  })

  it('style 0 keeps an image per status (notStartedBgUrl, availableBgUrl, appliedBgUrl, exhaustedBgUrl); unsafe URLs dropped', () => {
    const r = parseCouponPackages({
      style: 0,
      configs: [{ packageCode: 'A', availableBgUrl: 'https://img.example.cn/a.png', appliedBgUrl: 'javascript:alert(1)', exhaustedBgUrl: 'https://img.example.cn/x.png' }]
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.items[0].backgrounds).toEqual({ AVAILABLE: 'https://img.example.cn/a.png', EXHAUSTED: 'https://img.example.cn/x.png' })
  })

  it('a package listed twice is shown once; none with a code: a reason for preview', () => {
    const r = parseCouponPackages({ configs: [{ packageCode: 'A' }, { packageCode: 'A' }, { packageCode: 'B' }] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.items.map((i) => i.pkg.code)).toEqual(['A', 'B'])
    expect(parseCouponPackages({ configs: [{}] })).toEqual({ ok: false, reason: t('config.couponPackage.noPackages') })
  })

  it('the handset-brand variant: brandName, brandLogoUrl, brandColor make a header', () => {
    const r = parseCouponPackages({ brandName: '苹果', brandLogoUrl: 'https://img.example.cn/apple.png', brandColor: 'red;x', configs: [{ packageCode: 'A' }] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.brand).toEqual({ name: '苹果', logo: 'https://img.example.cn/apple.png', color: undefined })
    expect(t('couponPackage.brandTitle', { brand: '苹果' })).toBe('苹果专享券')
  })
})
