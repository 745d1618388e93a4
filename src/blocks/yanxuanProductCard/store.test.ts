import type { LivePrice } from '@/services/products'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot } from '../../../test/utils/storeRoot'
import { parseYanxuanProductCard } from './model'
import { YanxuanProductCardStore } from './store'
import type { ProductCardModel } from './types'

const meta = { id: 1, uuid: 'u', type: 'yanxuanProductCard', kind: 'yanxuanProductCard' }
const line = (id: number) => ({
  productId: id,
  categoryId: 6,
  brandId: 2,
  product: { id, name: `手机${id}`, imageUrl: `https://img.example/${id}.png`, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9 }
})
const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i + 1))
const parse = (configs: unknown[], contents: Record<string, unknown> = {}): ProductCardModel => {
  const r = parseYanxuanProductCard({ productCardCountType: '2-3', configs, redirects: [{ platform: 'wechat_mp', path: '/pages/yanxuan/channel?categoryId=6' }], ...contents })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

/** The live answer: every asked product 200 below its config. */
const answer = (override: LivePrice[] = []) => async (ids: readonly number[]) =>
  new Map(ids.map((id) => [id, override.find((e) => e.id === id) ?? { id, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5699.9 }]))

describe('product card store (001 §4 "Banner and product card", §7, §9)', () => {
  it('asks "ids, needIouData" once; "The price counter animates from the daily price down to the lowest price over 1.2 s" once the answer is in', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer()) })
    const store = new YanxuanProductCardStore(parse(lines(2)), meta, root)
    expect(services.products.prices).toHaveBeenCalledWith([1, 2], { needIouData: true })
    // The config's prices would roll, then roll again: no count-up before the answer.
    expect(store.items.map((i) => i.countUp)).toEqual([undefined, undefined])
    await answered()
    expect(store.items.map((i) => i.product.lowestPrice)).toEqual([5699.9, 5699.9])
    expect(store.items[0].countUp).toEqual({ from: '6299', to: '5699', durationMs: 1200 })
  })

  it('in preview the prices do not roll (001 §5: "in preview the price is masked")', async () => {
    const { root } = storeRoot({ preview: true, services: (s) => s.products.prices.mockImplementation(answer()) })
    const store = new YanxuanProductCardStore(parse(lines(1)), meta, root)
    await answered()
    expect(store.items[0].countUp).toBeUndefined()
  })

  it('"An empty state appears after a price load failure or when there is no lowestPrice"', async () => {
    const failed = storeRoot({ services: (s) => s.products.prices.mockRejectedValue(new Error('50001')) })
    const store = new YanxuanProductCardStore(parse(lines(2)), meta, failed.root)
    expect(store.isEmpty).toBe(false)
    await answered()
    expect(store.isEmpty).toBe(true)
    const noPrice = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 100 }, { id: 2, dailyPrice: 100 }])) })
    const other = new YanxuanProductCardStore(parse(lines(2)), meta, noPrice.root)
    await answered()
    expect(other.isEmpty).toBe(true)
  })

  it('after a failed load the page\'s silent refresh asks again and the cards come back', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockRejectedValueOnce(new Error('50001')) })
    const store = new YanxuanProductCardStore(parse(lines(2)), meta, root)
    await answered()
    expect(store.isEmpty).toBe(true)
    services.products.prices.mockImplementation(answer())
    store.update(parse(lines(2)))
    expect(services.products.prices).toHaveBeenLastCalledWith([1, 2], { needIouData: true })
    await answered()
    expect(store.isEmpty).toBe(false)
    expect(store.items.map((i) => i.product.lowestPrice)).toEqual([5699.9, 5699.9])
  })

  it('after a refresh asks only for the new products', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer()) })
    const store = new YanxuanProductCardStore(parse([line(1), line(2)]), meta, root)
    await answered()
    store.update(parse([line(2), line(3)]))
    expect(services.products.prices).toHaveBeenCalledTimes(2)
    expect(services.products.prices).toHaveBeenLastCalledWith([3], { needIouData: true })
  })

  it('"Items per slide: 3, 6, 9, 12 for 1 to 4 rows of 3": 2-3 makes nine cards two slides, looping', async () => {
    const { root } = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer()) })
    const store = new YanxuanProductCardStore(parse(lines(9)), meta, root)
    await answered()
    expect(store.carousel.slides.map((s) => s.length)).toEqual([6, 3])
    expect(store.carousel).toMatchObject({ loop: true, autoplayMs: 2300, durationMs: 500 })
  })

  it('a card opens the YanxuanChannel page (001 §2); the header image its configured redirects', async () => {
    const { root, platform } = storeRoot({ platform: { platform: () => 'wechat_mp' }, services: (s) => s.products.prices.mockImplementation(answer()) })
    const store = new YanxuanProductCardStore(parse(lines(2)), meta, root)
    await answered()
    store.open(store.items[1])
    expect(platform.open).toHaveBeenLastCalledWith({ kind: 'miniPage', path: `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=2&productName=${encodeURIComponent('手机2')}`, tab: false })
    store.openHeader()
    expect(platform.open).toHaveBeenLastCalledWith({ kind: 'miniPage', path: '/pages/yanxuan/channel?categoryId=6', tab: false })
  })
})

describe('product card store: 20 taps in one tick or over a second, the host slow to open (tests in tiers)', () => {
  beforeEach(() => { jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') }) })
  afterEach(() => { jest.useRealTimers() })

  const taps: Array<[string, (store: YanxuanProductCardStore) => unknown, string]> = [
    ['a card', (store) => store.open(store.items[1]), `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=2&productName=${encodeURIComponent('手机2')}`],
    ['the header image', (store) => store.openHeader(), '/pages/yanxuan/channel?categoryId=6']
  ]
  it.each(TAPPINGS.flatMap((how) => taps.map(([what, tap, path]) => [what, how, tap, path] as const)))('%s tapped 20 times %s: one navigation, no toast', async (_what, how, tap, path) => {
    const { root, platform } = storeRoot({ platform: { platform: () => 'wechat_mp', open: jest.fn(slow(undefined)) }, services: (s) => s.products.prices.mockImplementation(answer()) })
    const store = new YanxuanProductCardStore(parse(lines(2)), meta, root)
    await answered()
    await tap20(how, () => tap(store))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'miniPage', path, tab: false })
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
