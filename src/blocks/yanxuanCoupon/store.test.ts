import { scrollToBlock } from '@/renderer/floors'
import { GatewayError } from '@/services/envelope'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseCouponModule } from './model'
import { CouponModuleStore } from './store'

jest.mock('@/renderer/floors', () => ({ ...jest.requireActual<object>('@/renderer/floors'), scrollToBlock: jest.fn(async () => undefined) }))

const NOW = Date.parse('2026-11-11T12:00:00+08:00')
const meta = { id: 3, uuid: 'coupon-1', type: 'yanxuanCoupon', kind: 'yanxuanCoupon' }
const contents = (extra: Record<string, unknown> = {}) => ({
  sendType: 'ONE_TAP', btnJumpType: 'JUMP_TO_FLOOR', targetFloorUuid: 'floor-7',
  configs: [{ targetCrowd: 'ALL', packageList: ['A', 'B'] }, { targetCrowd: 'OLD_USER', packageList: ['OLD'] }, { targetCrowd: 'RECYCLE_NEW_USER', packageList: ['NEW'] }],
  ...extra
})
const pkg = (code: string, useState = 0, endTime = NOW + 3_600_000) => ({ packageCode: code, useState, endTime, couponList: [{ code: `${code}-1`, price: 20, minPriceLimit: 200 }] })

function make (options: StoreRootOptions & { contents?: Record<string, unknown> } = {}) {
  jest.useFakeTimers({ now: NOW })
  const made = storeRoot({
    ...options,
    services: (s) => {
      s.coupons.couponList.mockImplementation(async ({ packageCodes }: { packageCodes: string[] }) => packageCodes.map((c) => pkg(c)))
      options.services?.(s)
    }
  })
  const r = parseCouponModule(options.contents ?? contents())
  if (!r.ok) throw new Error(r.reason)
  const store = new CouponModuleStore(r.value, meta, made.root)
  store.renderModal = () => null
  const stop = store.start()
  return { ...made, store, stop }
}

afterEach(() => { jest.useRealTimers() })

describe('coupon module store: crowd and list (001 §5, §7)', () => {
  it('anonymous: the ALL config, no identity call; the list asked with its packageCodes', async () => {
    const { store, services } = make()
    await answered()
    expect(services.coupons.userIdentity).not.toHaveBeenCalled()
    expect(services.coupons.couponList).toHaveBeenCalledWith({ packageCodes: ['A', 'B'] })
    expect(store.packages.map((p) => p.packageCode)).toEqual(['A', 'B'])
  })

  it('logged in: waits for the identity (no ALL flash), then the crowd\'s config: old user, recycle new user', async () => {
    let answer: (v: { gwNewUser: boolean, registerSource: number | undefined }) => void = () => undefined
    const { store, services } = make({ userKey: 'u1', services: (s) => s.coupons.userIdentity.mockImplementation(() => new Promise((resolve) => { answer = resolve })) })
    expect(store.config).toBeUndefined()
    expect(services.coupons.couponList).not.toHaveBeenCalled()
    answer({ gwNewUser: true, registerSource: 2 })
    await answered()
    expect(services.coupons.couponList).toHaveBeenCalledWith({ packageCodes: ['NEW'] })

    const other = make({ userKey: 'u2', services: (s) => s.coupons.userIdentity.mockResolvedValue({ gwNewUser: false, registerSource: 1 }) })
    await answered()
    expect(other.store.config?.packageCodes).toEqual(['OLD'])
  })

  it('an identity call that fails counts as no crowd: the ALL config', async () => {
    const { store } = make({ userKey: 'u1', services: (s) => s.coupons.userIdentity.mockRejectedValue(new Error('down')) })
    await answered()
    expect(store.config?.packageCodes).toEqual(['A', 'B'])
  })

  it('queues component_id_show with the package states once they are known', async () => {
    const { tracker } = make()
    await answered()
    expect(tracker.queue).toHaveBeenCalledWith(expect.objectContaining({ event: 'component_id_show', componentType: 'yanxuanCoupon', uuid: 'coupon-1', packageStates: 'A:0,B:0' }))
  })
  it('a list that fails: failed (the view offers a retry); 20 retry taps ask once, and an answer shows the packages', async () => {
    const { store, services } = make({ services: (s) => s.coupons.couponList.mockRejectedValueOnce(new GatewayError('系统繁忙', 500)) })
    await answered()
    expect(store.failed).toBe(true)
    expect(store.packages).toEqual([])
    await Promise.all(Array.from({ length: 20 }, () => store.retry()))
    expect(services.coupons.couponList).toHaveBeenCalledTimes(2)
    expect(store.failed).toBe(false)
    expect(store.packages.map((p) => p.packageCode)).toEqual(['A', 'B'])
  })
})

describe('coupon module store: claiming (001 §4, §6, §8)', () => {
  it('one-tap, anonymous: the login flow, no claim', async () => {
    const { store, services, platform } = make({ platform: { loginNeedsAddress: false } })
    await answered()
    await store.tap()
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(services.coupons.sendByCondition).not.toHaveBeenCalled()
  })

  it('one-tap: 20 taps make one claim {packageCodes}; success "claimed successfully" and the list again', async () => {
    const { store, services, platform } = make({ userKey: 'u1', services: (s) => s.coupons.userIdentity.mockResolvedValue({ gwNewUser: true, registerSource: 1 }) })
    await answered()
    await Promise.all(Array.from({ length: 20 }, () => store.tap()))
    expect(services.coupons.sendByCondition).toHaveBeenCalledTimes(1)
    expect(services.coupons.sendByCondition).toHaveBeenCalledWith({ packageCodes: ['A', 'B'] })
    expect(platform.toast).toHaveBeenCalledWith('领取成功')
    expect(services.coupons.couponList).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['a failure', (s: ReturnType<typeof storeRoot>['services']) => s.coupons.sendByCondition.mockRejectedValue(new GatewayError('系统繁忙', 500))],
    ['nothing issued', (s: ReturnType<typeof storeRoot>['services']) => s.coupons.sendByCondition.mockResolvedValue([])]
  ])('one-tap, %s: "coupon issuing failed, please retry"', async (_name, setUp) => {
    const { store, platform } = make({ userKey: 'u1', services: (s) => { s.coupons.userIdentity.mockResolvedValue({ gwNewUser: true, registerSource: 1 }); setUp(s) } })
    await answered()
    await store.tap()
    expect(platform.toast).toHaveBeenCalledWith('优惠券发放失败，请重试')
  })

  it('all claimed: the button goes to the configured floor, no claim', async () => {
    const { store, services } = make({ services: (s) => s.coupons.couponList.mockResolvedValue([pkg('A', 1), pkg('B', 1)]) })
    await answered()
    expect(store.allClaimed).toBe(true)
    await store.tap()
    expect(scrollToBlock).toHaveBeenCalledWith(expect.anything(), 'floor-7')
    expect(services.coupons.sendByCondition).not.toHaveBeenCalled()
  })

  it('automatic: claims once on load for a logged-in visitor, shows the modal that closes itself after 5 s; anonymous: no claim', async () => {
    const anonymous = make({ contents: contents({ sendType: 'AUTO' }) })
    await answered()
    expect(anonymous.services.coupons.sendByCondition).not.toHaveBeenCalled()

    const { root, services } = make({ contents: contents({ sendType: 'AUTO' }), userKey: 'u1', services: (s) => s.coupons.userIdentity.mockResolvedValue({ gwNewUser: false, registerSource: undefined }) })
    await answered()
    expect(services.coupons.sendByCondition).toHaveBeenCalledTimes(1)
    expect(services.coupons.sendByCondition).toHaveBeenCalledWith({ packageCodes: ['OLD'] })
    await answered()
    expect(root.dialogs.top).toBeDefined()
    jest.advanceTimersByTime(4999)
    expect(root.dialogs.top).toBeDefined()
    jest.advanceTimersByTime(1)
    expect(root.dialogs.top).toBeUndefined()
    expect(services.coupons.sendByCondition).toHaveBeenCalledTimes(1)
  })

  it('one-tap, 403: the catalogue\'s no-permission text (000 §8), not the issuing failure', async () => {
    const { store, platform } = make({ userKey: 'u1', services: (s) => { s.coupons.userIdentity.mockResolvedValue({ gwNewUser: true, registerSource: 1 }); s.coupons.sendByCondition.mockRejectedValue(new GatewayError('暂无权限，请联系管理员', 403, 403)) } })
    await answered()
    await store.tap()
    expect(platform.toast).toHaveBeenCalledTimes(1)
    expect(platform.toast).toHaveBeenCalledWith('暂无权限，请联系管理员')
  })

  it('automatic, failed: quiet (the visitor did not ask)', async () => {
    const { platform, services } = make({ contents: contents({ sendType: 'AUTO' }), userKey: 'u1', services: (s) => s.coupons.sendByCondition.mockRejectedValue(new Error('x')) })
    await answered()
    expect(services.coupons.sendByCondition).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })
})

describe('coupon module store: expiry (001 §4, §8, §9)', () => {
  it('the notice about 4 s before the nearest expiry, once; under 1 s a silent refresh of the page and the list', async () => {
    const { root, platform, services } = make({ services: (s) => s.coupons.couponList.mockResolvedValue([pkg('A', 0, NOW + 10_000)]) })
    const refresh = jest.spyOn(root.page, 'refresh').mockResolvedValue(undefined)
    await answered()
    jest.advanceTimersByTime(5000)
    expect(platform.toast).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1000)
    expect(platform.toast).toHaveBeenCalledWith('正在为您更新最新优惠券状态')
    jest.advanceTimersByTime(3000)
    expect(refresh).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1000)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(services.coupons.couponList).toHaveBeenCalledTimes(2)
    expect(platform.toast).toHaveBeenCalledTimes(1)
  })
})

describe('coupon module store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  it.each(TAPPINGS)('the failed list\'s retry tapped 20 times %s against a slow list call: one more list call, no toast', async (how) => {
    const { store, services, platform } = make({ services: (s) => s.coupons.couponList.mockRejectedValueOnce(new GatewayError('系统繁忙', 500)).mockImplementation(slow([pkg('A'), pkg('B')])) })
    await answered()
    expect(store.failed).toBe(true)
    await tap20(how, () => store.retry())
    expect(services.coupons.couponList).toHaveBeenCalledTimes(2)
    expect(store.failed).toBe(false)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('一键领取 tapped 20 times %s against a slow sendCouponByCondition: one claim, one 领取成功', async (how) => {
    const { store, services, platform } = make({ userKey: 'u1', services: (s) => { s.coupons.userIdentity.mockResolvedValue({ gwNewUser: true, registerSource: 1 }); s.coupons.sendByCondition.mockImplementation(slow(true)) } })
    await answered()
    await tap20(how, () => store.tap())
    expect(services.coupons.sendByCondition).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['领取成功']])
  })

  it.each(TAPPINGS)('all claimed, the button with a URL tapped 20 times %s, the host slow to open: one navigation, no claim, no toast', async (how) => {
    const { store, services, platform } = make({
      contents: contents({ btnJumpType: 'JUMP_TO_URL', jumpUrl: 'https://m.example.cn/my-coupons' }),
      platform: { platform: () => 'm', open: jest.fn(slow(undefined)) },
      services: (s) => s.coupons.couponList.mockResolvedValue([pkg('A', 1), pkg('B', 1)])
    })
    await answered()
    expect(store.allClaimed).toBe(true)
    await tap20(how, () => store.tap())
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(services.coupons.sendByCondition).not.toHaveBeenCalled()
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
