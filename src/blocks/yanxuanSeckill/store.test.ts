import { runInAction } from 'mobx'
import { t } from '@/i18n'
import type { LivePrice } from '@/services/products'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseSeckill } from './model'
import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { SeckillStore } from './store'
import type { SeckillModel } from './types'

// 2026-11-11 10:00:00 Beijing time.
const NOW = Date.parse('2026-11-11T10:00:00+08:00')
const MIN = 60_000
const meta = { id: 1, uuid: 'u', type: 'yanxuanSeckill', kind: 'yanxuanSeckill' }

const product = (id: number, extra: Record<string, unknown> = {}) => ({
  productId: id,
  actId: `act-${id}`,
  categoryId: 6,
  brandId: 2,
  product: { id, name: `手机${id}`, imageUrl: `https://img.example/${id}.png`, dailyPrice: 5999, lowestPrice: 4999.9 },
  secondKillProgress: { virtualStock: 100, outdoStockUpperLimit: 10 },
  ...extra
})
const session = (sessId: number, startMin: number, minutes: number, products = [product(1), product(2)]) => ({
  sessId, seckillStartDt: NOW + startMin * MIN, seckillEndDt: NOW + (startMin + minutes) * MIN, productConfigs: products
})
const parse = (sessions: unknown[]): SeckillModel => {
  const r = parseSeckill({ configs: sessions })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

/** The live answer: every asked product at its configured prices, with a few orders. */
const livePrices = async (ids: readonly number[]) => new Map<number, LivePrice>(ids.map((id) => [id, { id, dailyPrice: 5999, lowestPrice: 4999.9, orderCount: 46 }]))

/** A root on the fake clock at NOW (whose page refresh never answers) and a flash sale of these sessions. */
function make (sessions: unknown[], options: StoreRootOptions = {}) {
  jest.useFakeTimers({ now: NOW })
  const made = storeRoot({
    ...options,
    services: (s) => {
      s.products.prices.mockImplementation(livePrices)
      s.page.fetchPage.mockReturnValue(new Promise(() => undefined))
      options.services?.(s)
    }
  })
  const store = new SeckillStore(parse(sessions), meta, made.root)
  return { ...made, store }
}

afterEach(() => { jest.useRealTimers() })

describe('flash sale store: sessions and prices (001 §4, §7)', () => {
  it('asks each session\'s prices for its window: "ids, needOrderCount, needSoldCount, startTime, endTime (YYYY-MM-DD HH:mm:ss)"', async () => {
    const { store, services } = make([session(7, -30, 60), session(8, 24 * 60, 60, [product(3)]), session(6, -120, 60)])
    expect(services.products.prices).toHaveBeenCalledTimes(2)
    expect(services.products.prices).toHaveBeenCalledWith([1, 2], { needOrderCount: true, needSoldCount: true, startTime: '2026-11-11 09:30:00', endTime: '2026-11-11 10:30:00' })
    expect(services.products.prices).toHaveBeenCalledWith([3], { needOrderCount: true, needSoldCount: true, startTime: '2026-11-12 10:00:00', endTime: '2026-11-12 11:00:00' })
    await answered()
    expect(store.shown[0].items.map((i) => [i.product.lowestPrice, i.orderCount])).toEqual([[4999.9, 46], [4999.9, 46]])
  })

  it('"Sessions whose end is past are dropped, the rest are sorted by start and at most 2 kept": one is a header, two are tabs, none the ended text', async () => {
    const one = make([session(7, -30, 60), session(6, -120, 60)])
    await answered()
    expect(one.store.display).toMatchObject({ kind: 'single', header: t('seckill.header'), countdownLabel: t('seckill.countdown.left') })
    const three = make([session(9, 120, 60), session(7, -30, 60), session(8, 60, 60)])
    await answered()
    expect(three.store.display.kind === 'tabs' && three.store.display.sessions.map((s) => [s.session.sessId, s.state])).toEqual([[7, 'Doing'], [8, 'Soon']])
    const none = make([session(6, -120, 60)])
    expect(none.store.display).toEqual({ kind: 'ended', text: t('seckill.ended') })
    expect(t('seckill.ended')).toBe('本场秒杀已结束，去看看其他活动吧')
  })

  it('a failed price call: in Doing "shown as sold out if there is no price data"; before the start, hidden', async () => {
    const { store } = make([session(7, -30, 60), session(8, 60, 60, [product(3)])], { services: (s) => s.products.prices.mockRejectedValue(new Error('50001')) })
    await answered()
    expect(store.shown.map((s) => [s.state, s.items.map((i) => i.soldOut)])).toEqual([['Doing', [true, true]]])
  })

  it('"Overselling filter: a product is hidden when orderCount >= virtualStock + outdoStockUpperLimit" (110 of 100 + 10)', async () => {
    const { store } = make([session(7, -30, 60)], {
      services: (s) => s.products.prices.mockImplementation(async (ids: readonly number[]) => new Map(ids.map((id) => [id, { id, dailyPrice: 5999, lowestPrice: 4999, orderCount: id === 1 ? 110 : 109 }])))
    })
    await answered()
    expect(store.shown[0].items.map((i) => i.config.productId)).toEqual([2])
  })

  it('the chosen tab stays through a refresh; a refresh asks prices only for sessions not asked before', async () => {
    const { store, services } = make([session(7, -30, 60), session(8, 60, 60, [product(3)])])
    await answered()
    store.choose(8)
    expect(store.active?.session.sessId).toBe(8)
    store.update(parse([session(7, -30, 60), session(8, 60, 60, [product(3)])]))
    expect(services.products.prices).toHaveBeenCalledTimes(2)
    expect(store.active?.session.sessId).toBe(8)
    store.update(parse([session(8, 60, 60, [product(3)]), session(9, 90, 60, [product(4)])]))
    expect(services.products.prices).toHaveBeenCalledTimes(3)
    expect(services.products.prices).toHaveBeenLastCalledWith([4], expect.objectContaining({ startTime: '2026-11-11 11:30:00' }))
  })

  it('a refresh asks again for the prices of a session whose call failed: sold out until the new answer, not until a full reload (issue 28)', async () => {
    const { store, services } = make([session(7, -30, 60), session(8, 60, 60, [product(3)])], {
      services: (s) => s.products.prices.mockImplementation(async (ids: readonly number[]) => {
        if (ids.includes(1)) throw new Error('50001')
        return livePrices(ids)
      })
    })
    await answered()
    expect(store.shown[0].items.map((i) => i.soldOut)).toEqual([true, true])
    services.products.prices.mockImplementation(livePrices)
    store.update(parse([session(7, -30, 60), session(8, 60, 60, [product(3)])]))
    // Only the failed session is asked again; until it answers, its products stay sold out.
    expect(services.products.prices).toHaveBeenCalledTimes(3)
    expect(services.products.prices).toHaveBeenLastCalledWith([1, 2], expect.objectContaining({ startTime: '2026-11-11 09:30:00' }))
    expect(store.shown[0].items.map((i) => i.soldOut)).toEqual([true, true])
    await answered()
    expect(store.shown[0].items.map((i) => [i.soldOut, i.orderCount])).toEqual([[false, 46], [false, 46]])
    // Answered now: a further refresh costs no call.
    store.update(parse([session(7, -30, 60), session(8, 60, 60, [product(3)])]))
    expect(services.products.prices).toHaveBeenCalledTimes(3)
  })

  it('sets the shared clock from the answer\'s sysTime when no response header has', () => {
    jest.useFakeTimers({ now: NOW })
    const { root } = storeRoot()
    const r = parseSeckill({ configs: [session(7, -30, 60)] }, { id: 1, uuid: 'u', type: 'yanxuanSeckill', data: { yanxuanSeckill: { sysTime: NOW + 5 * MIN } } })
    if (!r.ok) throw new Error(r.reason)
    const store = new SeckillStore(r.value, meta, root)
    expect(root.clock.now()).toBe(NOW + 5 * MIN)
    store.dispose()
  })
})

describe('flash sale store: the clock (001 §4 "Seckill session state", §9)', () => {
  it('"Soon: before start, on the same day or within 1 hour"; at the start the session is Doing, on the server tick', async () => {
    const { store, root } = make([session(7, 1, 60)])
    const stop = store.start()
    await answered()
    expect(store.shown[0].state).toBe('Soon')
    root.clock.sync(NOW + MIN - 1000)
    jest.advanceTimersByTime(1000)
    expect(store.shown[0].state).toBe('Doing')
    stop()
  })

  it('"at 3 seconds or less a toast \'Updating the latest offer status for you\' appears once"; "When the countdown reaches zero the page reloads about 520 ms later"', async () => {
    const { store, root, platform, services } = make([session(7, -30, 60)])
    const stop = store.start()
    await answered()
    root.clock.sync(NOW + 30 * MIN - 5000)
    jest.advanceTimersByTime(1000)
    expect(platform.toast).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1000)
    expect(platform.toast).toHaveBeenCalledWith(t('seckill.updating'))
    expect(t('seckill.updating')).toBe('正在为您更新最新优惠状态')
    jest.advanceTimersByTime(3000 + 519)
    expect(platform.toast).toHaveBeenCalledTimes(1)
    expect(services.page.fetchPage).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    expect(root.page.state.kind).toBe('loaded')
    jest.advanceTimersByTime(5000)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    stop()
  })

  it('a tab\'s start reaching zero reloads too, even when the visitor watches another tab', async () => {
    const { store, root, services } = make([session(7, -30, 60), session(8, 10, 60, [product(3)])])
    const stop = store.start()
    await answered()
    store.choose(7)
    root.clock.sync(NOW + 10 * MIN - 1000)
    jest.advanceTimersByTime(1000 + 520)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    stop()
  })

  it('its view gone (stop) or the block gone (dispose): no pending reload, no tick', async () => {
    const { store, root, services } = make([session(7, -30, 60)])
    const stop = store.start()
    root.clock.sync(NOW + 30 * MIN - 1000)
    jest.advanceTimersByTime(1100)
    stop()
    jest.advanceTimersByTime(5000)
    expect(services.page.fetchPage).not.toHaveBeenCalled()
    expect(jest.getTimerCount()).toBe(0)
    const other = make([session(7, -30, 60)])
    const stopOther = other.store.start()
    other.root.clock.sync(NOW + 30 * MIN - 1000)
    jest.advanceTimersByTime(1100)
    other.store.dispose()
    jest.advanceTimersByTime(520)
    expect(other.services.page.fetchPage).not.toHaveBeenCalled()
    stopOther()
  })
})

describe('flash sale store: booking a reminder (001 §5, §6, §7)', () => {
  const upcoming = () => [session(9, 120, 60)]

  it('"Booking reminders work only in the mini-program or native app": a browser gets the spec\'s toast (once for 20 taps), no login, no subscribe page', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store, platform } = make(upcoming(), { platform: { platform: () => 'm', openSubscribe } })
    await answered()
    await Promise.all(Array.from({ length: 20 }, () => store.book(store.shown[0], store.shown[0].items[0])))
    expect(platform.toast).toHaveBeenCalledTimes(1)
    expect(platform.toast).toHaveBeenCalledWith(t('seckill.booking.browserUnsupported'))
    expect(t('seckill.booking.browserUnsupported')).toBe('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
    expect(platform.login).not.toHaveBeenCalled()
    expect(openSubscribe).not.toHaveBeenCalled()
  })

  it('"an anonymous click starts the login flow"', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store, platform } = make(upcoming(), { platform: { platform: () => 'wechat_mp', openSubscribe, loginNeedsAddress: false } })
    await answered()
    await store.book(store.shown[0], store.shown[0].items[0])
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(openSubscribe).not.toHaveBeenCalled()
  })

  it('logged in: 20 taps open the subscribe page once, "sceneCode yx_flash_sale (ext: sessId, actId, actType 1, actEntityId, pageId, sessStartDt, position)"', async () => {
    let done: () => void = () => undefined
    const openSubscribe = jest.fn(() => new Promise<void>((resolve) => { done = resolve }))
    const { store } = make(upcoming(), { userKey: 'u1', platform: { platform: () => 'wechat_mp', openSubscribe } })
    await answered()
    const [shown] = store.shown
    const taps = Array.from({ length: 20 }, () => store.book(shown, shown.items[1]))
    await answered()
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    const [params] = openSubscribe.mock.calls[0] as unknown as [{ sceneCode: string, ext: string }]
    expect(params.sceneCode).toBe('yx_flash_sale')
    expect(JSON.parse(params.ext)).toEqual({ sessId: 9, actId: 'act-2', actType: 1, actEntityId: 2, pageId: 90010, sessStartDt: NOW + 120 * MIN, position: 1 })
    done()
    await Promise.all(taps)
  })

  it('in the app, whose bridge answers at once: 20 taps spread over a second open the subscribe page once; a later tap opens it again', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store } = make(upcoming(), { userKey: 'u1', platform: { platform: () => 'ios', openSubscribe } })
    await answered()
    const [shown] = store.shown
    for (let i = 0; i < 20; i++) {
      await store.book(shown, shown.items[0])
      jest.advanceTimersByTime(50)
    }
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.book(shown, shown.items[0])
    expect(openSubscribe).toHaveBeenCalledTimes(2)
  })

  it('asks the booked flags ("sessId, actIds, actType") once logged in and again back from the subscribe page; the appointment label shows "when the start is more than 10 minutes away and the user is not logged in or not booked"', async () => {
    const { store, root, services } = make([session(9, 120, 60), session(10, 10, 60, [product(3)])], { platform: { platform: () => 'wechat_mp' } })
    services.booking.queryStatus.mockResolvedValue({ 'act-1': true, 'act-2': false, 'act-3': false })
    const stop = store.start()
    await answered()
    // Anonymous: no flags asked; every card of a session more than 10 minutes away shows the label
    // (session 10 starts exactly 10 minutes away: none).
    expect(services.booking.queryStatus).not.toHaveBeenCalled()
    expect(store.appointments).toEqual(['9:act-1', '9:act-2'])
    runInAction(() => { root.session.userKey = 'u1' })
    await answered()
    expect(services.booking.queryStatus).toHaveBeenCalledWith({ sessId: 9, actIds: ['act-1', 'act-2'], actType: 1 })
    expect(store.isBooked(store.shown[1].session, store.shown[1].items[0])).toBe(true)
    expect(store.appointments).toEqual(['9:act-2'])
    services.booking.queryStatus.mockResolvedValue({ 'act-1': true, 'act-2': true, 'act-3': false })
    root.hide()
    root.show()
    await answered()
    expect(store.appointments).toEqual([])
    stop()
  })
})

describe('flash sale store: 20 taps in one tick or over a second, against a slow host (tests in tiers)', () => {
  const upcoming = () => [session(9, 120, 60)]

  it.each(TAPPINGS)('a product tapped 20 times %s, the host slow to open: one YanxuanChannel page, no toast', async (how) => {
    const { store, platform } = make(upcoming(), { platform: { platform: () => 'wechat_mp', open: jest.fn(slow(undefined)) } })
    await answered()
    const [shown] = store.shown
    await tap20(how, () => store.openItem(shown, shown.items[0]))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(jest.mocked(platform.open).mock.calls[0][0]).toMatchObject({ kind: 'miniPage', path: expect.stringContaining('/pages/yanxuanChannel/index?') })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('提醒我 tapped 20 times %s in a mini-program whose subscribe page is slow: one page, no toast', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make(upcoming(), { userKey: 'u1', platform: { platform: () => 'wechat_mp', openSubscribe } })
    await answered()
    const [shown] = store.shown
    await tap20(how, () => store.book(shown, shown.items[1]))
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('提醒我 tapped 20 times %s in a browser: one toast, no page', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make(upcoming(), { userKey: 'u1', platform: { platform: () => 'm', openSubscribe } })
    await answered()
    const [shown] = store.shown
    await tap20(how, () => store.book(shown, shown.items[1]))
    expect((platform.toast as jest.Mock).mock.calls).toEqual([[t('seckill.booking.browserUnsupported')]])
    expect(openSubscribe).not.toHaveBeenCalled()
  })
})
