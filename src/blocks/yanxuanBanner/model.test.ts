import { t } from '@/i18n'
import { THEME_COLORS, type LivePrice, type LivePriceLoad } from '@/product'
import {
  BANNER_AUTOPLAY_MS, BANNER_GRADIENTS, BIG_BANNER_PAGINATION_MIN, CAROUSEL_SPEED_MS, SMALL_BANNER_LOOP_MIN,
  bigBannerPaginates, bigBannerView, bigCards, bigCarouselPlan, channelParams, gradientAt, gradientCss, parseYanxuanBanner,
  priceDisplayOf, priceIds, smallBannerLoops, smallCards, smallCarouselPlan
} from './model'
import type { BigCard, YanxuanBannerModel } from './types'

const line = (id: number, product: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 6,
  brandId: 1,
  product: { id, name: `手机${id}`, imageUrl: 'https://img.example/p.png', tag: '国家补贴至高立减500元', tips: '顺丰包邮', salePoint: '电池健康≥90%;原装屏;无拆修;7天无理由', dailyPrice: 5999.9, discountPrice: 400, lowestPrice: 4999.9, ...product },
  ...extra
})

const imageCard = (title: string, extra: Record<string, unknown> = {}) => ({
  bannerContentType: 'IMAGE',
  imageConfig: { bannerImageUrl: 'https://img.example/b.png', titleText: title, tipText: '最高加价 300 元', redirects: [{ platform: 'm', path: 'https://m.example.cn/x' }], ...extra }
})
const productCard = (id: number, product: Record<string, unknown> = {}) => ({ bannerContentType: 'PRODUCT', productConfig: line(id, product) })

function parsed (contents: Record<string, unknown>): YanxuanBannerModel {
  const r = parseYanxuanBanner(contents)
  if (!r.ok) throw new Error(r.reason)
  return r.value
}
const big = (lines: unknown[], extra: Record<string, unknown> = {}) => parsed({ bannerStyle: 'BIG_BANNER', bannerActivityStyle: 'NORMAL', bigConfigs: lines, ...extra })
const small = (cards: unknown[], colors: unknown[] = [], extra: Record<string, unknown> = {}) => parsed({ bannerStyle: 'SMALL_BANNER', smallConfigs: cards, bannerImgColorStyles: colors, ...extra })
const live = (entries: LivePrice[]): Map<number, LivePriceLoad> => new Map(entries.map((e) => [e.id, e]))

describe('banner content (001 §3 "Banner content")', () => {
  it('reads BIG_BANNER: bannerActivityStyle, iouStyle, bigConfigs as product lines', () => {
    const m = big([line(100101), { productId: 7, product: { name: '无id商品' } }, null, { product: { name: '' } }, line(8, {}, { categoryId: -1 })], { bannerActivityStyle: 'heartbeat', iouStyle: true })
    if (m.style !== 'BIG_BANNER') throw new Error('style')
    expect(m.settings).toMatchObject({ activityStyle: 'HEARTBEAT', iouStyle: true, theme: THEME_COLORS.red })
    expect(m.lines.map((l) => [l.productId, l.categoryId, l.brandId, l.product.id, l.product.name])).toEqual([
      [100101, 6, 1, 100101, '手机100101'],
      [7, undefined, undefined, 7, '无id商品'],
      // "An id of -1 means 'all' and is sent as undefined" (001 §5)
      [8, undefined, 1, 8, '手机8']
    ])
    expect(priceIds(m)).toEqual([100101, 7, 8])
  })

  it('reads SMALL_BANNER: smallConfigs{bannerContentType IMAGE or PRODUCT, imageConfig{bannerImageUrl, tipText, titleText, redirects}, productConfig}', () => {
    const m = small([
      imageCard('旧机回收'),
      productCard(100111),
      { bannerContentType: 'IMAGE', imageConfig: { tipText: '只有提示' } },
      { bannerContentType: 'PRODUCT', productConfig: { product: { name: 'x' } } },
      imageCard('坏链接', { bannerImageUrl: 'javascript:alert(1)', redirects: [{ path: 'x' }, { platform: 'm', path: 'https://m.example.cn/y' }] }),
      { productConfig: line(5) }
    ], ['orange', 'PINK'])
    if (m.style !== 'SMALL_BANNER') throw new Error('style')
    expect(m.cards.map((c) => [c.type, c.position])).toEqual([['IMAGE', 0], ['PRODUCT', 1], ['IMAGE', 4], ['PRODUCT', 5]])
    expect(m.cards[0]).toEqual({ type: 'IMAGE', position: 0, imageUrl: 'https://img.example/b.png', titleText: '旧机回收', tipText: '最高加价 300 元', redirects: [{ platform: 'm', path: 'https://m.example.cn/x' }] })
    // An unsafe image is dropped, the title stays; redirects without a platform are dropped.
    expect(m.cards[2]).toMatchObject({ imageUrl: undefined, titleText: '坏链接', redirects: [{ platform: 'm', path: 'https://m.example.cn/y' }] })
    expect(m.colorStyles).toEqual(['ORANGE', 'PINK'])
    expect(priceIds(m)).toEqual([100111, 5])
  })

  it('styles: NORMAL, DIRECT_SUBSIDY, HEARTBEAT; anything else NORMAL; a missing bannerStyle follows the configs', () => {
    for (const s of ['NORMAL', 'DIRECT_SUBSIDY', 'HEARTBEAT']) expect(big([line(1)], { bannerActivityStyle: s }).settings.activityStyle).toBe(s)
    for (const s of ['NORMAL_2', 'FANCY', undefined]) expect(big([line(1)], { bannerActivityStyle: s }).settings.activityStyle).toBe('NORMAL')
    expect(parsed({ bigConfigs: [line(1)], smallConfigs: [imageCard('a')] }).style).toBe('BIG_BANNER')
    expect(parsed({ bigConfigs: [], smallConfigs: [imageCard('a')] }).style).toBe('SMALL_BANNER')
    // "default orange for DIRECT_SUBSIDY and red otherwise" (001 §9)
    expect(big([line(1)], { bannerActivityStyle: 'DIRECT_SUBSIDY' }).settings.theme.name).toBe('orange')
  })

  it('refuses a banner with nothing to show in its layout', () => {
    expect(parseYanxuanBanner({ bannerStyle: 'BIG_BANNER', bigConfigs: [], smallConfigs: [imageCard('a')] })).toEqual({ ok: false, reason: t('config.yanxuanBanner.noBigProducts') })
    expect(parseYanxuanBanner({ bannerStyle: 'SMALL_BANNER', bigConfigs: [line(1)], smallConfigs: [{ bannerContentType: 'IMAGE', imageConfig: {} }] })).toEqual({ ok: false, reason: t('config.yanxuanBanner.noSmallCards') })
    expect(parseYanxuanBanner({})).toEqual({ ok: false, reason: t('config.yanxuanBanner.noSmallCards') })
    expect(parseYanxuanBanner(null)).toEqual({ ok: false, reason: t('config.notObject') })
  })
})

describe('carousel constants (001 §9)', () => {
  it('"Big banner pagination when 3 or more items"', () => {
    expect(BIG_BANNER_PAGINATION_MIN).toBe(3)
    expect([1, 2, 3, 4].map(bigBannerPaginates)).toEqual([false, false, true, true])
    expect([1, 2, 3].map((n) => bigCarouselPlan(n).dots)).toEqual([false, false, true])
  })

  it('"small banner loops at 4 or more"; fewer is a static row', () => {
    expect(SMALL_BANNER_LOOP_MIN).toBe(4)
    expect([3, 4, 5].map(smallBannerLoops)).toEqual([false, true, true])
    expect(smallCarouselPlan(3)).toBeUndefined()
    expect(smallCarouselPlan(4)).toEqual({ count: 4, autoplayMs: 2000, durationMs: 500, loop: true, dots: false, perView: 3, gap: 8 })
  })

  it('"Carousel speed 500 ms; autoplay delay 2 s"', () => {
    expect(CAROUSEL_SPEED_MS).toBe(500)
    expect(BANNER_AUTOPLAY_MS).toBe(2000)
    expect(bigCarouselPlan(3)).toEqual({ count: 3, autoplayMs: 2000, durationMs: 500, loop: true, dots: true, perView: 1, gap: 0 })
    // One card: nothing to move.
    expect(bigCarouselPlan(1)).toMatchObject({ autoplayMs: 0, loop: false, dots: false })
  })
})

describe('small banner gradients (001 §3 bannerImgColorStyles: ORANGE, PINK, BLUE, GREEN, PURPLE, CYAN)', () => {
  it('colours each card by its position; a missing or unknown entry is ORANGE', () => {
    const m = small([imageCard('a'), imageCard('b'), imageCard('c'), imageCard('d'), imageCard('e'), imageCard('f'), imageCard('g'), imageCard('h')],
      ['ORANGE', 'PINK', 'BLUE', 'GREEN', 'PURPLE', 'CYAN', 'GOLD'])
    expect(smallCards(m, undefined).map((c) => c.gradient.name)).toEqual(['ORANGE', 'PINK', 'BLUE', 'GREEN', 'PURPLE', 'CYAN', 'ORANGE', 'ORANGE'])
    expect(gradientAt([], 0)).toBe(BANNER_GRADIENTS.ORANGE)
    expect(gradientAt([undefined, 'CYAN'], 1)).toBe(BANNER_GRADIENTS.CYAN)
    expect(gradientCss(BANNER_GRADIENTS.PINK)).toBe('linear-gradient(180deg, #FFDCE8 0%, #FFF6F9 100%)')
  })

  it('six distinct gradients, each a pair of hex colours with an accent', () => {
    const all = Object.values(BANNER_GRADIENTS)
    expect(all.map((g) => g.name)).toEqual(['ORANGE', 'PINK', 'BLUE', 'GREEN', 'PURPLE', 'CYAN'])
    expect(new Set(all.map((g) => g.from)).size).toBe(6)
    for (const g of all) for (const c of [g.from, g.to, g.accent]) expect(c).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('a dropped product card keeps the others on their configured colours', () => {
    const m = small([productCard(1, { dailyPrice: 100, lowestPrice: 200 }), imageCard('b'), productCard(3)], ['ORANGE', 'PINK', 'BLUE'])
    expect(smallCards(m, undefined).map((c) => [c.position, c.gradient.name])).toEqual([[1, 'PINK'], [2, 'BLUE']])
  })
})

describe('which items show (001 §4 "Banner and product card", §5 card display filters)', () => {
  it('"drop products with negative lowestPrice"; "keep only products whose lowestPrice is not above dailyPrice"', () => {
    for (const style of ['NORMAL', 'DIRECT_SUBSIDY', 'HEARTBEAT']) {
      const m = big([line(1), line(2), line(3), line(4)], { bannerActivityStyle: style })
      const prices = live([{ id: 1, dailyPrice: 100, lowestPrice: 100.01 }, { id: 2, dailyPrice: 100, lowestPrice: 100 }, { id: 3, dailyPrice: 100, lowestPrice: -1 }, { id: 4, dailyPrice: 100, lowestPrice: 99 }])
      expect(bigCards(m, prices).map((c) => c.line.productId)).toEqual([2, 4])
    }
    const m = small([productCard(1), productCard(2), imageCard('c')])
    expect(smallCards(m, live([{ id: 1, dailyPrice: 10, lowestPrice: 11 }, { id: 2, dailyPrice: 10, lowestPrice: 9 }])).map((c) => c.position)).toEqual([1, 2])
  })

  it('"An empty state appears after a price load failure": the big banner', () => {
    const m = big([line(1), line(2)])
    expect(bigBannerView(m, 'error')).toEqual({ kind: 'empty', reason: 'failed' })
    expect(bigBannerView(m, new Map([[1, 'error' as const], [2, 'error' as const]]))).toEqual({ kind: 'empty', reason: 'failed' })
  })

  it('"… or when there is no lowestPrice": no card left with a lowest price', () => {
    const m = big([line(1), line(2)])
    expect(bigBannerView(m, live([{ id: 1, dailyPrice: 100 }, { id: 2, dailyPrice: 100, lowestPrice: 101 }]))).toEqual({ kind: 'empty', reason: 'noPrice' })
    // One priced card among sold-out ones: the cards, the other marked sold out.
    const view = bigBannerView(m, live([{ id: 1, dailyPrice: 100 }, { id: 2, dailyPrice: 100, lowestPrice: 90 }]))
    expect(view.kind === 'cards' && view.cards.map((c) => c.soldOut)).toEqual([true, false])
    // Before the answer, the config's prices stand in: no flash of the empty state.
    expect(bigBannerView(big([line(1, { lowestPrice: undefined })]), undefined).kind).toBe('cards')
    expect(bigBannerView(big([line(1, { lowestPrice: undefined })]), new Map()).kind).toBe('cards')
  })

  it('small PRODUCT cards without a lowest price show sold out; the small banner has no empty state of its own', () => {
    const m = small([productCard(1), imageCard('b')])
    const cards = smallCards(m, 'error')
    expect(cards.map((c) => (c.type === 'PRODUCT' ? c.soldOut : c.type))).toEqual([true, 'IMAGE'])
  })
})

describe('big card (001 §4, §5, §9)', () => {
  const card = (m: YanxuanBannerModel, prices: Parameters<typeof bigCards>[1], i = 0): BigCard => bigCards(m, prices)[i]

  it('"The price counter animates from the daily price down to the lowest price over 1.2 s", floored as shown', () => {
    const m = big([line(1)])
    const answered = card(m, live([{ id: 1, dailyPrice: 6299.9, lowestPrice: 5899.9 }]))
    expect(priceDisplayOf(answered, false)).toEqual({ kind: 'countUp', range: { from: '6299', to: '5899', durationMs: 1200 } })
    // Waiting for the answer: the config's daily price, where the roll will start.
    expect(priceDisplayOf(card(m, undefined), false)).toEqual({ kind: 'static', value: 5999.9 })
    // No fall once floored: the lowest, still.
    expect(priceDisplayOf(card(m, live([{ id: 1, dailyPrice: 5899.99, lowestPrice: 5899.1 }])), false)).toEqual({ kind: 'static', value: 5899.1 })
    // Preview masks the digits: no roll.
    expect(priceDisplayOf(answered, true)).toEqual({ kind: 'static', value: 5899.9 })
    // Sold out: '????'.
    expect(priceDisplayOf(card(m, live([{ id: 1, dailyPrice: 100 }])), false)).toEqual({ kind: 'static', value: undefined })
  })

  it('installment only with iouStyle and iouData; tag, tips, three sale points', () => {
    const prices = live([{ id: 1, dailyPrice: 5999, lowestPrice: 4999, iouData: { perPeriodPrice: 416.58, period: 12 } }])
    expect(card(big([line(1)], { iouStyle: true }), prices).installment).toEqual({ perPeriodPrice: 416.58, period: 12 })
    expect(card(big([line(1)], { iouStyle: false }), prices).installment).toBeUndefined()
    const c = card(big([line(1)]), prices)
    expect(c.tag).toEqual({ type: 'COLOR', text: '国家补贴至高立减500元', color: undefined, textColor: undefined })
    expect(c.product.tips).toBe('顺丰包邮')
    expect(c.salePoints).toEqual(['电池健康≥90%', '原装屏', '无拆修'])
  })

  it('DIRECT_SUBSIDY: "Direct-subsidy tag text is cut to 6 characters" and the saving, daily − lowest in decimal', () => {
    const m = big([line(1)], { bannerActivityStyle: 'DIRECT_SUBSIDY' })
    const c = card(m, live([{ id: 1, dailyPrice: 6299.9, lowestPrice: 5899.9, discountPrice: 400 }]))
    expect(c.tag).toMatchObject({ text: '国家补贴至高' })
    expect(c.subsidy).toBe(400)
    // "If the daily price is missing or equals the lowest, the discount price is recomputed as daily minus lowest (floating-safe, 12 decimals)"
    expect(card(m, live([{ id: 1, dailyPrice: 6299.3, lowestPrice: 5899.1 }])).subsidy).toBe(400.2)
    expect(card(m, live([{ id: 1, dailyPrice: 100, lowestPrice: 100 }])).subsidy).toBeUndefined()
    expect(card(big([line(1)]), live([{ id: 1, dailyPrice: 6299.9, lowestPrice: 5899.9, discountPrice: 400 }])).subsidy).toBeUndefined()
  })
})

describe('click destination (001 §2)', () => {
  it('the YanxuanChannel page takes categoryId, brandId, productId, productName', () => {
    const m = big([line(1)])
    if (m.style !== 'BIG_BANNER') throw new Error('style')
    expect(channelParams(m.lines[0])).toEqual({ categoryId: 6, brandId: 1, productId: 1, productName: '手机1' })
  })
})
