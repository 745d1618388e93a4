import { t } from '@/i18n'
import { DEFAULT_COUNTDOWN_HOURS, parseCouponSeckill, showsCountdown } from './model'

const HOUR = 3_600_000
const NOW = Date.parse('2026-11-11T12:00:00+08:00')

describe('coupon flash sale config (001 §3)', () => {
  it('reads style (0 quick, 1 activity), columnSize, countdownHours, the countdown look, applyStartTime and the packages', () => {
    const r = parseCouponSeckill({
      style: 1, columnSize: 2, countdownHours: 3, countdownBgColor: '#ff0000', countdownTextColor: 'url(x)', countdownImage: 'https://img.example.cn/cd.png',
      applyStartTime: '2026-11-11 20:00:00',
      configs: [{ promotionPackage: { code: 'A', avatarPackageStatus: 'NOT_STARTED' }, coupons: [{ price: 10 }] }, { promotionPackage: { code: 'A' } }, {}]
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toMatchObject({ style: 1, columns: 2, countdownHours: 3, applyStart: Date.parse('2026-11-11T20:00:00+08:00') })
    // The stylesheet's brand red on the operator's #ff0000 does not read, nor #1f1f1f (4.3:1): black (issue 53).
    expect(r.value.countdown).toEqual({ bgColor: '#ff0000', textColor: '#000000', image: 'https://img.example.cn/cd.png' })
    expect(r.value.packages.map((p) => [p.code, p.status])).toEqual([['A', 'NOT_STARTED']])
  })

  it('defaults: quick, one column, a day\'s countdown; no package: a reason for preview', () => {
    const r = parseCouponSeckill({ style: 'x', countdownHours: -1, configs: [{ packageCode: 'B' }] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toMatchObject({ style: 0, columns: 1, countdownHours: DEFAULT_COUNTDOWN_HOURS, applyStart: undefined })
    expect(parseCouponSeckill({ configs: [] })).toEqual({ ok: false, reason: t('config.couponSeckill.noPackages') })
  })
})

describe('"the countdown is shown when the start is within countdownHours hours" (001 §9)', () => {
  it.each([
    [NOW + 3 * HOUR, 3, true],
    [NOW + 3 * HOUR + 1, 3, false],
    [NOW + 1, 0.5, true],
    [NOW, 3, false],
    [NOW - 1, 3, false],
    [undefined, 3, false]
  ])('start %p, %p hours: %p', (start, hours, shown) => {
    expect(showsCountdown(start, hours, NOW)).toBe(shown)
  })
})
