import type { LivePrice } from '@/services/products'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot } from '../../../test/utils/storeRoot'
import { parseYanxuanProduct } from './model'
import { YanxuanProductStore } from './store'
import type { YanxuanProductModel } from './types'

const meta = { id: 1, uuid: 'u', type: 'yanxuanProduct', kind: 'yanxuanProduct' }
const line = (id: number, product: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 6,
  brandId: 2,
  product: { id, name: `手机${id}`, imageUrl: `https://img.example/${id}.png`, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, ...product }
})
const parse = (configs: unknown[], contents: Record<string, unknown> = {}): YanxuanProductModel => {
  const r = parseYanxuanProduct({ iouStyle: true, configs, ...contents })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

/** The products service's answer: the entries asked for, by id. */
const answer = (entries: LivePrice[]) => async (ids: readonly number[]) => new Map(entries.filter((e) => ids.includes(e.id)).map((e) => [e.id, e]))
const LIVE: LivePrice[] = [
  { id: 1, dailyPrice: 6199.9, discountPrice: 500, lowestPrice: 5699.9, iouData: { perPeriodPrice: 474.99, period: 12 } },
  { id: 2, dailyPrice: 5999, discountPrice: 0, lowestPrice: 5999 },
  { id: 3, dailyPrice: 10, lowestPrice: 9 }
]
const lowest = (store: YanxuanProductStore) => store.items.map((i) => i.product.lowestPrice)

describe('curated grid store (001 §4, §7)', () => {
  it('asks "ids, needIouData" once on creation; the answer\'s prices replace the config\'s, with the installment', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer(LIVE)) })
    const store = new YanxuanProductStore(parse([line(1), line(2)]), meta, root)
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    expect(services.products.prices).toHaveBeenCalledWith([1, 2], { needIouData: true })
    // Before the answer the config's prices stand in.
    expect(lowest(store)).toEqual([5899.9, 5899.9])
    await answered()
    expect(lowest(store)).toEqual([5699.9, 5999])
    expect(store.items.map((i) => i.installment)).toEqual([{ perPeriodPrice: 474.99, period: 12 }, undefined])
  })

  it('"Products with price below zero, or with a lowest price above the daily price, are dropped"; "Sold-out is shown when there is no lowest price"', async () => {
    const { root } = storeRoot({
      services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 100, lowestPrice: 101 }, { id: 2, dailyPrice: 100, lowestPrice: -1 }, { id: 3, dailyPrice: 100 }]))
    })
    const store = new YanxuanProductStore(parse([line(1), line(2), line(3), line(4)]), meta, root)
    await answered()
    // 4 was left out of the answer: no price known, sold out like 3.
    expect(store.items.map((i) => [i.config.productId, i.soldOut])).toEqual([[3, true], [4, true]])
  })

  it('a failed call: "products are treated as errors and shown sold out"; a refresh asks for them again', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockRejectedValueOnce(new Error('50001')) })
    const store = new YanxuanProductStore(parse([line(1), line(2)]), meta, root)
    await answered()
    expect(store.items.map((i) => [i.soldOut, i.product.lowestPrice])).toEqual([[true, undefined], [true, undefined]])
    // The page's silent refresh brings the same config (same uuid): the failed products are asked again.
    services.products.prices.mockImplementation(answer(LIVE))
    store.update(parse([line(1), line(2)]))
    expect(services.products.prices).toHaveBeenCalledTimes(2)
    expect(services.products.prices).toHaveBeenLastCalledWith([1, 2], { needIouData: true })
    await answered()
    expect(store.items.map((i) => i.soldOut)).toEqual([false, false])
    expect(lowest(store)).toEqual([5699.9, 5999])
  })

  it('after a refresh asks only for the new products: answered ones keep theirs, ones awaiting their answer are not asked twice', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer(LIVE)) })
    const store = new YanxuanProductStore(parse([line(1), line(2)]), meta, root)
    // A refresh before the first answer: nothing new to ask.
    store.update(parse([line(1), line(2)]))
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    await answered()
    store.update(parse([line(2), line(3)]))
    expect(services.products.prices).toHaveBeenCalledTimes(2)
    expect(services.products.prices).toHaveBeenLastCalledWith([3], { needIouData: true })
    await answered()
    expect(lowest(store)).toEqual([5999, 9])
    store.update(parse([line(3)]))
    expect(services.products.prices).toHaveBeenCalledTimes(2)
  })

  it('a tap opens the YanxuanChannel page with categoryId, brandId, productId, productName (001 §2), sold out or not', async () => {
    const { root, platform, tracker } = storeRoot({ platform: { platform: () => 'wechat_mp' }, services: (s) => s.products.prices.mockRejectedValue(new Error('x')) })
    const store = new YanxuanProductStore(parse([line(1), line(2)]), meta, root)
    await answered()
    store.open(store.items[1])
    expect(tracker.trackThen).toHaveBeenCalledWith(expect.objectContaining({ event: 'click', componentType: 'yanxuanProduct', uuid: 'u' }), expect.any(Function))
    expect(platform.open).toHaveBeenCalledWith({ kind: 'miniPage', path: `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=2&productName=${encodeURIComponent('手机2')}`, tab: false })
  })
})

describe('curated grid store: 20 taps in one tick or over a second, the host slow to open (tests in tiers)', () => {
  beforeEach(() => { jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') }) })
  afterEach(() => { jest.useRealTimers() })

  it.each(TAPPINGS)('a product tapped 20 times %s: one YanxuanChannel page, no toast', async (how) => {
    const { root, platform } = storeRoot({ platform: { platform: () => 'wechat_mp', open: jest.fn(slow(undefined)) }, services: (s) => s.products.prices.mockImplementation(answer(LIVE)) })
    const store = new YanxuanProductStore(parse([line(1), line(2)]), meta, root)
    await answered()
    await tap20(how, () => store.open(store.items[1]))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'miniPage', path: `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=2&productName=${encodeURIComponent('手机2')}`, tab: false })
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
