import { runInAction } from 'mobx'
import { notSupported } from '@/platform/rules'
import { GatewayError } from '@/services/envelope'
import type { HotCardAnswer } from '@/services/hot'
import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { SLOW_MS, TAP_EVERY_MS, TAPS, slow, slowFailure, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot } from '../../../test/utils/storeRoot'
import { createMyProductHotStore } from './store'

const card = (over: Partial<HotCardAnswer> = {}): HotCardAnswer => ({
  productId: '30112', productName: 'Apple iPhone 15 Pro Max 256G', productImage: undefined, inquiryPrice: 5280, couponPrice: 5430,
  inquiryKey: undefined, productTag: 2, trendDays: 7, trendStatus: 1, trendChangeAmount: 120, ...over
})
const meta = { id: 1, uuid: 'hot-1', type: 'myProductHot', kind: 'myProductHot' }

describe('myProductHot store', () => {
  it('asks with productId and the city once started; the answer becomes the card', async () => {
    const { root, services } = storeRoot({ services: (s) => s.hot.detail.mockResolvedValue(card()) })
    const store = createMyProductHotStore(root, { productId: '30112' }, meta)
    expect(store.load.kind).toBe('loading')
    store.start()
    await answered()
    expect(services.hot.detail).toHaveBeenCalledWith({ productId: '30112', cityId: 1 })
    expect(store.load).toMatchObject({ kind: 'card', card: { name: 'Apple iPhone 15 Pro Max 256G', tag: { text: '已关注' }, trend: { text: '近7天降价¥120' } } })
  })

  it('002 §7 "productId, cityId, brand, model": the device the host reports goes with every call, pinned or not, read once', async () => {
    const readNativeData = jest.fn(async (key: string) => {
      if (key === 'brand') return 'Apple'
      if (key === 'model') return 'iPhone 15 Pro<iPhone16,1>'
      throw notSupported('getNativeData')
    })
    const { root, services } = storeRoot({ platform: { readNativeData }, services: (s) => s.hot.detail.mockResolvedValue(card({ productTag: 1 })) })
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    await answered()
    runInAction(() => { root.city.id = 310 })
    await answered()
    store.update({ productId: '30112' })
    runInAction(() => { root.session.userKey = 'u_1' })
    await answered()
    expect(services.hot.detail.mock.calls.map(([q]) => q)).toEqual([
      { brand: 'Apple', model: 'iPhone 15 Pro<iPhone16,1>', cityId: 1 },
      { brand: 'Apple', model: 'iPhone 15 Pro<iPhone16,1>', cityId: 310 },
      { brand: 'Apple', model: 'iPhone 15 Pro<iPhone16,1>', productId: '30112', cityId: 310 },
      { brand: 'Apple', model: 'iPhone 15 Pro<iPhone16,1>', productId: '30112', cityId: 310 }
    ])
    expect(readNativeData).toHaveBeenCalledTimes(2)
    expect(store.load).toMatchObject({ kind: 'card', card: { tag: { text: '本机' } } })
  })

  it('asks again on login, on another city or product, not on a refresh of the same config; an older answer never wins', async () => {
    let resolveFirst: (a: HotCardAnswer) => void = () => undefined
    const { root, services } = storeRoot({ services: (s) => s.hot.detail.mockImplementationOnce(() => new Promise((resolve) => { resolveFirst = resolve })).mockResolvedValue(card({ productTag: 4 })) })
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    runInAction(() => { root.session.userKey = 'u_1' })
    await answered()
    resolveFirst(card({ productTag: 1 }))
    await answered()
    expect(store.load).toMatchObject({ kind: 'card', card: { tag: { text: '热门' } } })
    store.update({})
    runInAction(() => { root.city.id = 310 })
    store.update({ productId: '40001' })
    await answered()
    expect(services.hot.detail.mock.calls.map(([q]) => q)).toEqual([{ cityId: 1 }, { cityId: 1 }, { cityId: 310 }, { productId: '40001', cityId: 310 }])
  })

  it('no product, or a failure before any card: nothing (the view decides); a failure after a card keeps it', async () => {
    const { root, services } = storeRoot()
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    await answered()
    expect(store.load).toEqual({ kind: 'empty' })
    services.hot.detail.mockRejectedValueOnce(new GatewayError('商品不存在', 13620001))
    await store.fetch()
    expect(store.load).toEqual({ kind: 'failed', reason: '商品不存在' })
    services.hot.detail.mockResolvedValueOnce(card())
    await store.fetch()
    services.hot.detail.mockRejectedValueOnce(new GatewayError('系统繁忙', 500))
    await store.fetch()
    expect(store.load.kind).toBe('card')
  })

  it('a failed card\'s retry: its placeholder, then one call per burst of taps; no retry while loading or shown', async () => {
    const { root, services } = storeRoot({ services: (s) => s.hot.detail.mockRejectedValueOnce(new GatewayError('系统繁忙', 500)).mockResolvedValue(card()) })
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    await answered()
    expect(store.load.kind).toBe('failed')
    for (let i = 0; i < 20; i++) store.retry()
    expect(store.load.kind).toBe('loading')
    await answered()
    expect(services.hot.detail).toHaveBeenCalledTimes(2)
    expect(store.load.kind).toBe('card')
    store.retry()
    await answered()
    expect(services.hot.detail).toHaveBeenCalledTimes(2)
  })

  it('twenty taps in one tick open Trade once, with the inquiryKey; without one, Inquery with productId', async () => {
    const { root, platform, services } = storeRoot({ services: (s) => s.hot.detail.mockResolvedValue(card({ inquiryKey: 'IQ-30112-7' })) })
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    await answered()
    for (let i = 0; i < 20; i++) store.tap()
    await answered()
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/trade?inquiryKey=IQ-30112-7' })
    services.hot.detail.mockResolvedValue(card())
    await store.fetch()
    store.tap()
    await answered()
    expect(platform.open).toHaveBeenLastCalledWith({ kind: 'webHash', hash: '#/inquiry?productId=30112' })
  })
})

describe('myProductHot store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  beforeEach(() => { jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') }) })
  afterEach(() => { jest.useRealTimers() })

  it.each(TAPPINGS)('the failed card\'s retry tapped 20 times %s against a slow gateway: one more hot-card call, no toast', async (how) => {
    const { root, services, platform } = storeRoot({ services: (s) => s.hot.detail.mockRejectedValueOnce(new GatewayError('系统繁忙', 500)).mockImplementation(slow(card())) })
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    await answered()
    expect(store.load.kind).toBe('failed')
    await tap20(how, () => store.retry())
    expect(services.hot.detail).toHaveBeenCalledTimes(2)
    expect(store.load.kind).toBe('card')
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it('a retry that fails again within the second: taps landing on the line it brings back are the same burst', async () => {
    const busy = new GatewayError('系统繁忙', 500)
    const { root, services } = storeRoot({ services: (s) => s.hot.detail.mockRejectedValueOnce(busy).mockImplementation(slowFailure(busy, 800)) })
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    await answered()
    expect(store.load.kind).toBe('failed')
    // A finger's second, as the view passes it on: only the failed line takes a tap (bones while the call is out).
    for (let i = 0; i < TAPS; i++) {
      if (store.load.kind === 'failed') store.retry()
      await jest.advanceTimersByTimeAsync(TAP_EVERY_MS)
    }
    await jest.advanceTimersByTimeAsync(SLOW_MS)
    expect(services.hot.detail).toHaveBeenCalledTimes(2)
    expect(store.load.kind).toBe('failed')
    // A deliberate tap once the burst is over asks again.
    await jest.advanceTimersByTimeAsync(NAVIGATION_LOCK_MS)
    store.retry()
    await jest.advanceTimersByTimeAsync(0)
    expect(services.hot.detail).toHaveBeenCalledTimes(3)
  })

  it.each(TAPPINGS)('the card tapped 20 times %s, the host slow to open Trade: one navigation, no toast', async (how) => {
    const { root, platform } = storeRoot({ platform: { open: jest.fn(slow(undefined)) }, services: (s) => s.hot.detail.mockResolvedValue(card({ inquiryKey: 'IQ-30112-7' })) })
    const store = createMyProductHotStore(root, {}, meta)
    store.start()
    await answered()
    await tap20(how, () => store.tap())
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/trade?inquiryKey=IQ-30112-7' })
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
