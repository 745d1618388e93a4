import { t } from '@/i18n'
import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { scrollToBlock } from '@/renderer/floors'
import { GatewayError } from '@/services/envelope'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseCouponGrab } from './model'
import { fakePrompts } from '../../../test/utils/fakePrompts'
import { CouponGrabStore, type CouponGrabPrompts } from './store'

jest.mock('@/renderer/floors', () => ({ ...jest.requireActual<object>('@/renderer/floors'), scrollToBlock: jest.fn(async () => undefined) }))

// 2026-11-11 12:00:00 Beijing time.
const NOW = Date.parse('2026-11-11T12:00:00+08:00')
const MIN = 60_000
const meta = { id: 1, uuid: 'grab-1', type: 'couponGrab', kind: 'couponGrab' }

const coupon = (code: string, extra: Record<string, unknown> = {}) => ({ packageCode: code, actId: `act-${code}`, packagePrice: 50, btnJumpType: 'JUMP_TO_FLOOR', targetFloorUuid: 'floor-9', ...extra })
const session = (sessId: number, startMin: number, minutes = 60, coupons = [coupon(`A${sessId}`), coupon(`B${sessId}`)]) =>
  ({ sessId, sessStartDt: NOW + startMin * MIN, sessEndDt: NOW + (startMin + minutes) * MIN, couponConfigs: coupons })

function make (sessions: unknown[], options: StoreRootOptions = {}) {
  jest.useFakeTimers({ now: NOW })
  const made = storeRoot(options)
  const parsed = parseCouponGrab({ configs: sessions })
  if (!parsed.ok) throw new Error(parsed.reason)
  const prompts = fakePrompts<CouponGrabPrompts>({ grabbed: false, cancelBooking: false })
  const store = new CouponGrabStore(parsed.value, meta, made.root, prompts.prompts)
  const stop = store.start()
  return { ...made, store, stop, prompts }
}

const labels = (store: CouponGrabStore) => store.coupons.map((c) => t(c.button.label))

afterEach(() => { jest.useRealTimers() })

describe('coupon grab store: tabs and claim states (001 §4, §7)', () => {
  it('asks a running session\'s states "packageCodes, sessStartDt (ms), sessEndDt (ms)" and labels "grab now", "go use", "sold out"', async () => {
    const { store, services } = make([session(1, -10)], { services: (s) => s.coupons.packStatus.mockResolvedValue({ A1: 1, B1: 2 }) })
    expect(services.coupons.packStatus).toHaveBeenCalledWith({ packageCodes: ['A1', 'B1'], sessStartDt: NOW - 10 * MIN, sessEndDt: NOW + 50 * MIN })
    expect(labels(store)).toEqual(['立即抢', '立即抢'])
    await answered()
    expect(labels(store)).toEqual(['去使用', '已抢光'])
  })

  it('a session that starts on the clock gets its states then; "starting soon" (disabled) in its last minute; status 2 within the hour', async () => {
    const { store, services } = make([session(1, 2)])
    expect(store.tabs[0].status).toBe(2)
    expect(services.coupons.packStatus).not.toHaveBeenCalled()
    expect(labels(store)).toEqual(['提醒我', '提醒我'])
    jest.advanceTimersByTime(MIN)
    expect(labels(store)).toEqual(['即将开抢', '即将开抢'])
    expect(store.coupons[0].button.disabled).toBe(true)
    jest.advanceTimersByTime(MIN)
    expect(store.tabs[0].status).toBe(1)
    expect(services.coupons.packStatus).toHaveBeenCalledTimes(1)
  })

  it('"Up to 4 session tabs", ended ones gone; the chosen tab is kept; its start reads HH:mm, tomorrow HH:mm or a date', () => {
    const { store } = make([session(1, -120), session(2, -10), session(3, 30), session(4, 90), session(5, 24 * 60), session(6, 3 * 24 * 60)])
    expect(store.tabs.map((tab) => [tab.session.sessId, tab.statusText, tab.startText])).toEqual([
      [2, '抢券中', '11:50'], [3, '即将开抢', '12:30'], [4, '未开始', '13:30'], [5, '未开始', '明天 12:00']
    ])
    store.choose(4)
    expect(store.active?.session.sessId).toBe(4)
  })

  it('a failed states call offers the grab and is asked again by the next refresh', async () => {
    const { store, services } = make([session(1, -10)], { services: (s) => s.coupons.packStatus.mockRejectedValueOnce(new Error('down')) })
    await answered()
    expect(labels(store)).toEqual(['立即抢', '立即抢'])
    const again = parseCouponGrab({ configs: [session(1, -10)] })
    if (!again.ok) throw new Error(again.reason)
    store.update(again.value)
    expect(services.coupons.packStatus).toHaveBeenCalledTimes(2)
  })
})

describe('coupon grab store: grab (001 §7, §8)', () => {
  it('anonymous: the login flow, no call', async () => {
    const { store, services, platform } = make([session(1, -10)], { platform: { loginNeedsAddress: false } })
    await store.tap(store.active!, store.coupons[0])
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(services.coupons.sendSingle).not.toHaveBeenCalled()
  })

  it('20 taps in one tick make one sendSingleCoupon {packageCode}; success shows "Claimed successfully, please use it soon" and the button becomes "go use"', async () => {
    let finish: (v: unknown) => void = () => undefined
    const { store, services, prompts } = make([session(1, -10)], {
      userKey: 'u1',
      services: (s) => s.coupons.sendSingle.mockImplementation(() => new Promise((resolve) => { finish = resolve }))
    })
    const first = store.coupons[0]
    const taps = Array.from({ length: 20 }, () => store.tap(store.active!, first))
    await answered()
    expect(services.coupons.sendSingle).toHaveBeenCalledTimes(1)
    expect(services.coupons.sendSingle).toHaveBeenCalledWith({ packageCode: 'A1' })
    expect(store.isBusy(store.active!.session, first.coupon)).toBe(true)
    finish({ couponId: 9 })
    await Promise.all(taps)
    expect(prompts.top?.name).toBe('grabbed')
    expect(labels(store)[0]).toBe('去使用')
    expect(store.isBusy(store.active!.session, first.coupon)).toBe(false)
  })

  it.each([
    [14803004, '活动未开始', 1],
    [14803003, '优惠券已达领取上限', 2],
    [14803005, '优惠券库存不足', 2],
    [500123, '优惠券发放失败，请重试', 1]
  ])('code %i toasts %s (states asked %i times in all) and frees the coupon for another try', async (code, text, statusCalls) => {
    const { store, services, platform } = make([session(1, -10)], {
      userKey: 'u1',
      services: (s) => s.coupons.sendSingle.mockRejectedValueOnce(new GatewayError('服务端的话', code))
    })
    await answered()
    await store.tap(store.active!, store.coupons[0])
    expect(platform.toast).toHaveBeenCalledWith(text)
    expect(services.coupons.packStatus).toHaveBeenCalledTimes(statusCalls)
    // Another try once the burst of taps is over.
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.tap(store.active!, store.coupons[0])
    expect(services.coupons.sendSingle).toHaveBeenCalledTimes(2)
  })

  it('a not-ok result (no data) or a network failure: "Coupon issue failed, please retry"; a 403: "no permission, please contact the administrator"', async () => {
    const { store, services, platform } = make([session(1, -10)], { userKey: 'u1' })
    services.coupons.sendSingle.mockResolvedValueOnce(null)
    await store.tap(store.active!, store.coupons[0])
    expect(platform.toast).toHaveBeenLastCalledWith('优惠券发放失败，请重试')
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    services.coupons.sendSingle.mockRejectedValueOnce(new GatewayError(t('error.networkRequestFailed'), 400))
    await store.tap(store.active!, store.coupons[0])
    expect(platform.toast).toHaveBeenLastCalledWith('优惠券发放失败，请重试')
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    services.coupons.sendSingle.mockRejectedValueOnce(new GatewayError(t('error.noPermission'), 403, 403))
    await store.tap(store.active!, store.coupons[0])
    expect(platform.toast).toHaveBeenLastCalledWith('没有权限，请联系管理员')
  })

  it('a tap on a button drawn before its grab landed does what the button does now ("go use"), not a second grab', async () => {
    const { store, services } = make([session(1, -10)], { userKey: 'u1' })
    const drawn = store.coupons[0]
    await store.tap(store.active!, drawn)
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.tap(store.active!, drawn)
    expect(services.coupons.sendSingle).toHaveBeenCalledTimes(1)
    expect(scrollToBlock).toHaveBeenCalledWith(expect.anything(), 'floor-9')
  })

  it('"go use" jumps to the configured floor, or opens the configured URL', async () => {
    const { store, platform } = make([session(1, -10, 60, [coupon('A'), coupon('B', { btnJumpType: 'JUMP_TO_URL', jumpUrl: 'https://m.example.cn/my-coupons' })])], {
      userKey: 'u1',
      platform: { platform: () => 'm' },
      services: (s) => s.coupons.packStatus.mockResolvedValue({ A: 1, B: 1 })
    })
    await answered()
    await store.tap(store.active!, store.coupons[0])
    expect(scrollToBlock).toHaveBeenCalledWith(expect.anything(), 'floor-9')
    await store.tap(store.active!, store.coupons[1])
    jest.advanceTimersByTime(200)
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(JSON.stringify((platform.open as jest.Mock).mock.calls[0][0])).toContain('https://m.example.cn/my-coupons')
  })
})

describe('coupon grab store: remind me, booked, cancel (001 §4, §6, §7, §8)', () => {
  it('in a browser: the spec\'s toast (once for 20 taps), no login, no subscribe page', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store, platform } = make([session(1, 120)], { platform: { platform: () => 'm', openSubscribe } })
    await Promise.all(Array.from({ length: 20 }, () => store.tap(store.active!, store.coupons[0])))
    expect(platform.toast).toHaveBeenCalledTimes(1)
    expect(platform.toast).toHaveBeenCalledWith('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
    expect(openSubscribe).not.toHaveBeenCalled()
    expect(platform.login).not.toHaveBeenCalled()
  })

  it('in a mini-program: booking opens the subscribe page with sceneCode yx_coupon_grab and actType 2, once per burst of taps', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store } = make([session(1, 120)], { userKey: 'u1', platform: { platform: () => 'wechat_mp', openSubscribe } })
    for (let i = 0; i < 20; i++) {
      await store.tap(store.active!, store.coupons[1])
      jest.advanceTimersByTime(50)
    }
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    const [params] = openSubscribe.mock.calls[0] as unknown as [{ sceneCode: string, ext: string }]
    expect(params.sceneCode).toBe('yx_coupon_grab')
    expect(JSON.parse(params.ext)).toEqual({ sessId: 1, actId: 'act-B1', actType: 2, actEntityId: 'B1', pageId: 90010, sessStartDt: NOW + 120 * MIN, position: 1 })
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.tap(store.active!, store.coupons[1])
    expect(openSubscribe).toHaveBeenCalledTimes(2)
  })

  it('the sessions not started are asked side by side: a gateway that does not answer holds no session behind another', async () => {
    const { services } = make([session(1, 120), session(2, 300), session(3, 600)], {
      userKey: 'u1',
      services: (s) => s.booking.queryStatus.mockImplementation(() => new Promise(() => undefined))
    })
    await answered()
    expect(services.booking.queryStatus.mock.calls.map(([p]) => p.sessId)).toEqual([1, 2, 3])
  })

  it('booked states from query-status {sessId, actIds, actType 2}; "booked" asks to cancel, "let me think" keeps it, "cancel reservation" cancels and returns to "remind me"', async () => {
    const { store, services, prompts } = make([session(1, 120)], {
      userKey: 'u1',
      platform: { platform: () => 'wechat_mp' },
      services: (s) => s.booking.queryStatus.mockResolvedValue({ 'act-A1': true, 'act-B1': false })
    })
    await answered()
    expect(services.booking.queryStatus).toHaveBeenCalledWith({ sessId: 1, actIds: ['act-A1', 'act-B1'], actType: 2 })
    expect(labels(store)).toEqual(['已预约', '提醒我'])

    let tap = store.tap(store.active!, store.coupons[0])
    await answered()
    expect(prompts.top?.name).toBe('cancelBooking')
    prompts.answer(false)
    await tap
    expect(services.booking.cancel).not.toHaveBeenCalled()

    tap = store.tap(store.active!, store.coupons[0])
    await answered()
    prompts.answer(true)
    await tap
    expect(services.booking.cancel).toHaveBeenCalledWith({ sessId: 1, actId: 'act-A1', actType: 2, sceneCode: 'yx_coupon_grab' })
    expect(labels(store)).toEqual(['提醒我', '提醒我'])
  })

  it('a failed cancel keeps "booked" and says why', async () => {
    const { store, services, platform, prompts } = make([session(1, 120)], {
      userKey: 'u1',
      services: (s) => {
        s.booking.queryStatus.mockResolvedValue({ 'act-A1': true })
        s.booking.cancel.mockRejectedValue(new GatewayError('取消失败', 500))
      }
    })
    await answered()
    const tap = store.tap(store.active!, store.coupons[0])
    await answered()
    prompts.answer(true)
    await tap
    expect(services.booking.cancel).toHaveBeenCalledTimes(1)
    expect(platform.toast).toHaveBeenCalledWith('取消失败')
    expect(labels(store)[0]).toBe('已预约')
  })
})

describe('coupon grab store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  it.each(TAPPINGS)('立即抢 tapped 20 times %s against a slow sendSingleCoupon: one grab, one success dialog, no toast', async (how) => {
    const { store, services, platform, prompts } = make([session(1, -10)], { userKey: 'u1', services: (s) => s.coupons.sendSingle.mockImplementation(slow({ couponId: 9 })) })
    await answered()
    await tap20(how, () => store.tap(store.active!, store.coupons[0]))
    expect(services.coupons.sendSingle).toHaveBeenCalledTimes(1)
    expect(prompts.open).toHaveLength(1)
    expect(prompts.top?.name).toBe('grabbed')
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('去使用 with a URL tapped 20 times %s, the host slow to open: one navigation, no toast', async (how) => {
    const { store, platform } = make([session(1, -10, 60, [coupon('B', { btnJumpType: 'JUMP_TO_URL', jumpUrl: 'https://m.example.cn/my-coupons' })])], {
      userKey: 'u1',
      platform: { platform: () => 'm', open: jest.fn(slow(undefined)) },
      services: (s) => s.coupons.packStatus.mockResolvedValue({ B: 1 })
    })
    await answered()
    expect(labels(store)).toEqual(['去使用'])
    await tap20(how, () => store.tap(store.active!, store.coupons[0]))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('提醒我 tapped 20 times %s in a mini-program whose subscribe page is slow: one page, no toast', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make([session(1, 120)], { userKey: 'u1', platform: { platform: () => 'wechat_mp', openSubscribe } })
    await answered()
    await tap20(how, () => store.tap(store.active!, store.coupons[1]))
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('提醒我 tapped 20 times %s in a browser: one toast, no page', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make([session(1, 120)], { userKey: 'u1', platform: { platform: () => 'm', openSubscribe } })
    await answered()
    await tap20(how, () => store.tap(store.active!, store.coupons[1]))
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['浏览器暂不支持微信预约，请在微信小程序或App内打开~']])
    expect(openSubscribe).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('已预约 tapped 20 times %s: one cancel dialog; confirmed against a slow cancel, one cancel call, no toast', async (how) => {
    const { store, services, platform, prompts } = make([session(1, 120)], {
      userKey: 'u1',
      platform: { platform: () => 'wechat_mp' },
      services: (s) => { s.booking.queryStatus.mockResolvedValue({ 'act-A1': true }); s.booking.cancel.mockImplementation(slow(true)) }
    })
    await answered()
    const taps: Array<Promise<void>> = []
    await tap20(how, () => { taps.push(store.tap(store.active!, store.coupons[0])) })
    expect(prompts.open).toHaveLength(1)
    prompts.answer(true)
    await jest.advanceTimersByTimeAsync(2000)
    await Promise.all(taps)
    expect(services.booking.cancel).toHaveBeenCalledTimes(1)
    expect(labels(store)[0]).toBe('提醒我')
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
