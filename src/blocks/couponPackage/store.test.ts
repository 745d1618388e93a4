import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { GatewayError } from '@/services/envelope'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseCouponPackages } from './model'
import type { PackageClaimPrompts } from '@/flows/packageClaim/packageClaims'
import { fakePrompts } from '../../../test/utils/fakePrompts'
import { CouponPackageStore } from './store'

const meta = { id: 77, uuid: 'pk-1', type: 'couponPackage', kind: 'couponPackage' }
const config = (status: string, extra: Record<string, unknown> = {}) => ({ promotionPackage: { code: `PK-${status}`, name: '礼包', avatarPackageStatus: status }, coupons: [{ price: 50, minPriceLimit: 500 }], ...extra })

function make (contents: Record<string, unknown>, options: StoreRootOptions = {}) {
  jest.useFakeTimers()
  const made = storeRoot(options)
  const parsed = parseCouponPackages(contents)
  if (!parsed.ok) throw new Error(parsed.reason)
  const prompts = fakePrompts<PackageClaimPrompts>({ surge: undefined, prizeIssuing: false })
  const store = new CouponPackageStore(parsed.value, meta, made.root, prompts.prompts)
  return { ...made, store, model: parsed.value, prompts }
}

afterEach(() => { jest.useRealTimers() })

describe('coupon packages: claiming (001 §4, §7, §8)', () => {
  it('anonymous: the login flow, no claim', async () => {
    const { store, model, services, platform } = make({ style: 1, configs: [config('AVAILABLE')] }, { platform: { loginNeedsAddress: false } })
    await store.tap(model.items[0].pkg)
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(services.activity.applyPromotionPackage).not.toHaveBeenCalled()
  })

  it('20 taps in one tick make one claim {code}; success sets APPLIED and toasts "Claimed successfully"', async () => {
    const { store, model, services, platform } = make({ style: 1, configs: [config('AVAILABLE')] }, { userKey: 'u1' })
    const pkg = model.items[0].pkg
    await Promise.all(Array.from({ length: 20 }, () => store.tap(pkg)))
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledTimes(1)
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledWith({ code: 'PK-AVAILABLE' })
    expect(platform.toast).toHaveBeenCalledWith('领取成功')
    expect(store.statusOf(pkg)).toBe('APPLIED')
    // The burst's taps after the claim (the button now claimed under the finger) say nothing over 领取成功 (the
    // hosts' sweep: 20 taps over a second toasted 礼包已领取 19 times after it); a tap after the burst does.
    for (let i = 0; i < 10; i++) {
      jest.advanceTimersByTime(50)
      await store.tap(pkg)
    }
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['领取成功']])
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.tap(pkg)
    expect(platform.toast).toHaveBeenLastCalledWith('礼包已领取')
  })

  it('a failure toasts the server\'s msg and asks for the block again; the package stays claimable', async () => {
    const { store, model, services, platform, root } = make({ style: 1, configs: [config('AVAILABLE')] }, {
      userKey: 'u1',
      services: (s) => s.activity.applyPromotionPackage.mockRejectedValueOnce(new GatewayError('礼包已领完', 10411))
    })
    const refresh = jest.spyOn(root.page, 'refreshComponent').mockResolvedValue(undefined)
    await store.tap(model.items[0].pkg)
    expect(platform.toast).toHaveBeenCalledWith('礼包已领完')
    expect(refresh).toHaveBeenCalledWith(77)
    expect(store.statusOf(model.items[0].pkg)).toBe('AVAILABLE')
    // Taps of the same burst claim nothing more; a tap after it tries again.
    await store.tap(model.items[0].pkg)
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.tap(model.items[0].pkg)
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledTimes(2)
  })

  it('no answer (the claim may have gone through): "Prize being issued" with contact support opening the help page, and the block asks again', async () => {
    const { store, model, platform, root, prompts } = make({ style: 1, configs: [config('AVAILABLE')] }, {
      userKey: 'u1',
      services: (s) => s.activity.applyPromotionPackage.mockRejectedValueOnce(new GatewayError('网络错误', 1))
    })
    const refresh = jest.spyOn(root.page, 'refreshComponent').mockResolvedValue(undefined)
    await store.tap(model.items[0].pkg)
    await answered()
    expect(platform.toast).not.toHaveBeenCalled()
    expect(refresh).toHaveBeenCalledWith(77)
    expect(prompts.top?.name).toBe('prizeIssuing')
    prompts.answer(true, 'prizeIssuing')
    await answered()
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(JSON.stringify((platform.open as jest.Mock).mock.calls[0])).toMatch(/help/i)
  })

  it('an answer with a code (a 400 from the gateway, a business code) is a failure toast, not the issuing dialog', async () => {
    const { store, model, platform, root, prompts } = make({ style: 1, configs: [config('AVAILABLE')] }, {
      userKey: 'u1',
      services: (s) => s.activity.applyPromotionPackage.mockRejectedValueOnce(new GatewayError('Bad Request', 400, 400))
    })
    jest.spyOn(root.page, 'refreshComponent').mockResolvedValue(undefined)
    await store.tap(model.items[0].pkg)
    await answered()
    expect(platform.toast).toHaveBeenCalledWith('Bad Request')
    expect(prompts.top).toBeUndefined()
  })

  it('expansion style: waits 1 s after success, shows "Congratulations, surge succeeded" (3 s: panels.test.ts), then APPLIED', async () => {
    const { store, model, prompts, platform } = make({ style: 2, configs: [config('AVAILABLE')] }, { userKey: 'u1' })
    const pkg = model.items[0].pkg
    const tap = store.tap(pkg)
    await answered()
    jest.advanceTimersByTime(999)
    await answered()
    expect(prompts.top).toBeUndefined()
    jest.advanceTimersByTime(1)
    await answered()
    expect(prompts.top?.name).toBe('surge')
    expect(store.statusOf(pkg)).toBe('AVAILABLE')
    prompts.answer(undefined, 'surge')
    await tap
    expect(prompts.open).toHaveLength(0)
    expect(store.statusOf(pkg)).toBe('APPLIED')
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it('APPLIED: its redirect, or "Package already claimed" without one; NOT_STARTED and EXHAUSTED do nothing', async () => {
    const { store, model, services, platform } = make({
      style: 1,
      configs: [
        config('APPLIED'),
        { ...config('APPLIED'), promotionPackage: { code: 'PK-GO', avatarPackageStatus: 'APPLIED' }, redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/coupons' }] } },
        config('NOT_STARTED'),
        config('EXHAUSTED')
      ]
    }, { userKey: 'u1', platform: { platform: () => 'm' } })
    await store.tap(model.items[0].pkg)
    expect(platform.toast).toHaveBeenCalledWith('礼包已领取')
    await store.tap(model.items[1].pkg)
    jest.advanceTimersByTime(200)
    expect(platform.open).toHaveBeenCalledTimes(1)
    await store.tap(model.items[2].pkg)
    await store.tap(model.items[3].pkg)
    expect(services.activity.applyPromotionPackage).not.toHaveBeenCalled()
  })

  it('a refreshed config\'s statuses replace those changed here', async () => {
    const { store, model } = make({ style: 1, configs: [config('AVAILABLE')] }, { userKey: 'u1' })
    await store.tap(model.items[0].pkg)
    expect(store.statusOf(model.items[0].pkg)).toBe('APPLIED')
    const fresh = parseCouponPackages({ style: 1, configs: [config('AVAILABLE')] })
    if (!fresh.ok) throw new Error(fresh.reason)
    store.update(fresh.value)
    expect(store.statusOf(fresh.value.items[0].pkg)).toBe('AVAILABLE')
  })
})

describe('coupon packages: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  it.each(TAPPINGS)('立即领取 tapped 20 times %s against a slow gateway: one claim {code}, one 领取成功', async (how) => {
    const { store, model, services, platform } = make({ style: 1, configs: [config('AVAILABLE')] }, { userKey: 'u1', services: (s) => s.activity.applyPromotionPackage.mockImplementation(slow(true)) })
    const pkg = model.items[0].pkg
    await tap20(how, () => store.tap(pkg))
    expect(services.activity.applyPromotionPackage).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['领取成功']])
    expect(store.statusOf(pkg)).toBe('APPLIED')
  })

  it.each(TAPPINGS)('a claimed package with a redirect tapped 20 times %s, the host slow to open it: one navigation, no toast', async (how) => {
    const { store, model, platform } = make({ style: 1, configs: [{ ...config('APPLIED'), redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/coupons' }] } }] }, { userKey: 'u1', platform: { platform: () => 'm', open: jest.fn(slow(undefined)) } })
    await tap20(how, () => store.tap(model.items[0].pkg))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('a claimed package without a redirect tapped 20 times %s: one 礼包已领取, no claim', async (how) => {
    const { store, model, platform, services } = make({ style: 1, configs: [config('APPLIED')] }, { userKey: 'u1' })
    await tap20(how, () => store.tap(model.items[0].pkg))
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['礼包已领取']])
    expect(services.activity.applyPromotionPackage).not.toHaveBeenCalled()
  })
})
