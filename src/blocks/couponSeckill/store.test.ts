import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { storeRoot } from '../../../test/utils/storeRoot'
import { parseCouponSeckill } from './model'
import type { PackageClaimPrompts } from '@/flows/packageClaim/packageClaims'
import { fakePrompts } from '../../../test/utils/fakePrompts'
import { CouponSeckillStore } from './store'

const NOW = Date.parse('2026-11-11T12:00:00+08:00')
const HOUR = 3_600_000
const meta = { id: 5, uuid: 'cs-1', type: 'couponSeckill', kind: 'couponSeckill' }

function make (contents: Record<string, unknown>, userKey?: string) {
  jest.useFakeTimers({ now: NOW })
  const made = storeRoot({ userKey })
  const r = parseCouponSeckill(contents)
  if (!r.ok) throw new Error(r.reason)
  const prompts = fakePrompts<PackageClaimPrompts>({ surge: undefined, prizeIssuing: false })
  const store = new CouponSeckillStore(r.value, meta, made.root, prompts.prompts)
  return { ...made, store, model: r.value }
}

afterEach(() => { jest.useRealTimers() })

describe('coupon flash sale store (001 §3, §4, §9)', () => {
  it('counts to applyStartTime once it is within countdownHours; at zero the page refreshes 520 ms later, once', () => {
    const { store, root } = make({ countdownHours: 1, applyStartTime: NOW + HOUR + 2000, configs: [{ packageCode: 'A' }] })
    const refresh = jest.spyOn(root.page, 'refresh').mockResolvedValue(undefined)
    const stop = store.start()
    expect(store.countdownTarget).toBeUndefined()
    jest.advanceTimersByTime(2000)
    expect(store.countdownTarget).toBe(NOW + HOUR + 2000)
    jest.advanceTimersByTime(HOUR)
    expect(store.countdownTarget).toBeUndefined()
    jest.advanceTimersByTime(519)
    expect(refresh).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(5000)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('claims as coupon packages: 20 taps, one apply {code}; APPLIED', async () => {
    const { store, model, services, platform } = make({ configs: [{ promotionPackage: { code: 'A', avatarPackageStatus: 'AVAILABLE' } }] }, 'u1')
    await Promise.all(Array.from({ length: 20 }, () => store.tap(model.packages[0])))
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledTimes(1)
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledWith({ code: 'A' })
    expect(store.statusOf(model.packages[0])).toBe('APPLIED')
    expect(platform.toast).toHaveBeenCalledWith('领取成功')
  })
})

describe('coupon flash sale store: 20 taps in one tick or over a second, against a slow gateway (tests in tiers)', () => {
  it.each(TAPPINGS)('a package tapped 20 times %s against a slow gateway: one apply {code}, one 领取成功', async (how) => {
    const { store, model, services, platform } = make({ configs: [{ promotionPackage: { code: 'A', avatarPackageStatus: 'AVAILABLE' } }] }, 'u1')
    services.activity.applyPromotionPackage.mockImplementation(slow(true))
    await tap20(how, () => store.tap(model.packages[0]))
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['领取成功']])
    expect(store.statusOf(model.packages[0])).toBe('APPLIED')
  })
})
