import type { LivePrice } from '@/services/products'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot } from '../../../test/utils/storeRoot'
import { parseYanxuanBanner } from './model'
import { YanxuanBannerStore } from './store'
import type { SmallCard, YanxuanBannerModel } from './types'

const meta = { id: 1, uuid: 'u', type: 'yanxuanBanner', kind: 'yanxuanBanner' }
const line = (id: number, product: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 6,
  brandId: 2,
  product: { id, name: `手机${id}`, imageUrl: `https://img.example/${id}.png`, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, ...product }
})
const REDIRECTS = [{ platform: 'wechat_mp', path: '/pages/inquiry/index?from=avatar' }, { platform: 'm', path: 'https://m.example.cn/recycle/inquiry' }]
const parse = (contents: Record<string, unknown>): YanxuanBannerModel => {
  const r = parseYanxuanBanner(contents)
  if (!r.ok) throw new Error(r.reason)
  return r.value
}
const big = (lines: unknown[]) => parse({ bannerStyle: 'BIG_BANNER', bannerActivityStyle: 'NORMAL', iouStyle: true, bigConfigs: lines })
const small = (cards: unknown[]) => parse({ bannerStyle: 'SMALL_BANNER', smallConfigs: cards, bannerImgColorStyles: ['ORANGE', 'PINK'] })

const answer = (entries: LivePrice[]) => async (ids: readonly number[]) => new Map(entries.filter((e) => ids.includes(e.id)).map((e) => [e.id, e]))
const LIVE: LivePrice[] = [
  { id: 1, dailyPrice: 6199.9, discountPrice: 500, lowestPrice: 5699.9 },
  { id: 2, dailyPrice: 5999, discountPrice: 0, lowestPrice: 5999 },
  { id: 3, dailyPrice: 6499, discountPrice: 599.1, lowestPrice: 5899.9 }
]
const lowest = (store: YanxuanBannerStore) => (store.big.kind === 'cards' ? store.big.cards.map((c) => c.product.lowestPrice) : store.big.reason)

describe('banner store (001 §4 "Banner and product card", §7)', () => {
  it('asks "ids, needIouData" once on creation; the big cards take the answer\'s prices', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer(LIVE)) })
    const store = new YanxuanBannerStore(big([line(1), line(2), line(3)]), meta, root)
    expect(services.products.prices).toHaveBeenCalledWith([1, 2, 3], { needIouData: true })
    // Awaiting the answer: the config's prices, never the empty state.
    expect(lowest(store)).toEqual([5899.9, 5899.9, 5899.9])
    await answered()
    expect(lowest(store)).toEqual([5699.9, 5999, 5899.9])
  })

  it('"An empty state appears after a price load failure or when there is no lowestPrice"', async () => {
    const failed = storeRoot({ services: (s) => s.products.prices.mockRejectedValue(new Error('50001')) })
    const store = new YanxuanBannerStore(big([line(1), line(2)]), meta, failed.root)
    await answered()
    expect(store.big).toEqual({ kind: 'empty', reason: 'failed' })
    const noPrice = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 100 }, { id: 2, dailyPrice: 100, lowestPrice: 101 }])) })
    const other = new YanxuanBannerStore(big([line(1), line(2)]), meta, noPrice.root)
    await answered()
    expect(other.big).toEqual({ kind: 'empty', reason: 'noPrice' })
  })

  it('after a failed load the page\'s silent refresh asks again, and the cards come back', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockRejectedValueOnce(new Error('50001')) })
    const store = new YanxuanBannerStore(big([line(1), line(2)]), meta, root)
    await answered()
    expect(lowest(store)).toBe('failed')
    services.products.prices.mockImplementation(answer(LIVE))
    store.update(big([line(1), line(2)]))
    expect(services.products.prices).toHaveBeenLastCalledWith([1, 2], { needIouData: true })
    await answered()
    expect(lowest(store)).toEqual([5699.9, 5999])
  })

  it('after a refresh asks only for the new products; known ones keep theirs', async () => {
    const { root, services } = storeRoot({ services: (s) => s.products.prices.mockImplementation(answer(LIVE)) })
    const store = new YanxuanBannerStore(big([line(1), line(2)]), meta, root)
    await answered()
    store.update(big([line(2), line(3)]))
    expect(services.products.prices).toHaveBeenCalledTimes(2)
    expect(services.products.prices).toHaveBeenLastCalledWith([3], { needIouData: true })
    await answered()
    expect(lowest(store)).toEqual([5999, 5899.9])
  })

  it('small banner: PRODUCT cards get live prices (sold out without a lowest price), IMAGE cards open their redirects', async () => {
    const { root, services, platform } = storeRoot({
      platform: { platform: () => 'wechat_mp' },
      services: (s) => s.products.prices.mockImplementation(answer([{ id: 4, dailyPrice: 2999 }]))
    })
    const store = new YanxuanBannerStore(small([
      { bannerContentType: 'IMAGE', imageConfig: { bannerImageUrl: 'https://img.example/b.png', titleText: '旧机回收', redirects: REDIRECTS } },
      { bannerContentType: 'PRODUCT', productConfig: line(4) }
    ]), meta, root)
    expect(services.products.prices).toHaveBeenCalledWith([4], { needIouData: true })
    await answered()
    expect(store.small.map((c) => (c.type === 'PRODUCT' ? [c.gradient.name, c.soldOut] : [c.gradient.name, c.titleText]))).toEqual([['ORANGE', '旧机回收'], ['PINK', true]])
    store.openImage(store.small[0] as Extract<SmallCard, { type: 'IMAGE' }>)
    expect(platform.open).toHaveBeenLastCalledWith({ kind: 'miniPage', path: '/pages/inquiry/index?from=avatar', tab: false })
    const product = store.small[1] as Extract<SmallCard, { type: 'PRODUCT' }>
    store.openProduct(product.line)
    expect(platform.open).toHaveBeenLastCalledWith({ kind: 'miniPage', path: `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=4&productName=${encodeURIComponent('手机4')}`, tab: false })
  })
})

describe('banner store: 20 taps in one tick or over a second, the host slow to open (tests in tiers)', () => {
  beforeEach(() => { jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') }) })
  afterEach(() => { jest.useRealTimers() })

  const taps: Array<[string, (store: YanxuanBannerStore) => unknown, string]> = [
    ['a small IMAGE card', (store) => store.openImage(store.small[0] as Extract<SmallCard, { type: 'IMAGE' }>), '/pages/inquiry/index?from=avatar'],
    ['a small PRODUCT card', (store) => store.openProduct((store.small[1] as Extract<SmallCard, { type: 'PRODUCT' }>).line), `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=4&productName=${encodeURIComponent('手机4')}`]
  ]
  it.each(TAPPINGS.flatMap((how) => taps.map(([what, tap, path]) => [what, how, tap, path] as const)))('%s tapped 20 times %s: one navigation, no toast', async (_what, how, tap, path) => {
    const { root, platform } = storeRoot({ platform: { platform: () => 'wechat_mp', open: jest.fn(slow(undefined)) }, services: (s) => s.products.prices.mockImplementation(answer([{ id: 4, dailyPrice: 2999 }])) })
    const store = new YanxuanBannerStore(small([
      { bannerContentType: 'IMAGE', imageConfig: { bannerImageUrl: 'https://img.example/b.png', titleText: '旧机回收', redirects: REDIRECTS } },
      { bannerContentType: 'PRODUCT', productConfig: line(4) }
    ]), meta, root)
    await answered()
    await tap20(how, () => tap(store))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'miniPage', path, tab: false })
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
