import { t } from '@/i18n'
import { COUNT_UP_MS, THEME_COLORS, type LivePrice, type LivePriceLoad } from '@/product'
import {
  CARD_AUTOPLAY_MS, CARD_SPEED_MS, CARD_GAP, CARD_HEIGHT, CAROUSEL_WIDTH, STRIP_GAP, STRIP_PER_VIEW, cardItems, carouselOf, channelParams,
  floorDiscountOf, gridOf, isBlockEmpty, layoutOf, parseYanxuanProductCard, priceIds
} from './model'
import type { ProductCardModel } from './types'

const line = (id: number, product: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 7,
  brandId: 1,
  product: { id, name: `笔记本${id}`, imageUrl: 'https://img.example/p.png', tag: '国补立减最高500元', tips: '顺丰包邮', salePoint: 'a;b', dailyPrice: 6499, discountPrice: 599.1, lowestPrice: 5899.9, ...product }
})

function parsed (contents: Record<string, unknown> = {}, n = 1): ProductCardModel {
  const configs = []
  for (let i = 1; i <= n; i++) configs.push(line(i))
  const r = parseYanxuanProductCard({ configs, ...contents })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

const live = (entries: LivePrice[]): Map<number, LivePriceLoad> => new Map(entries.map((e) => [e.id, e]))

describe('product card content (001 §3 "Product card content")', () => {
  it('reads every field of the scenario\'s cards', () => {
    const m = parsed({
      cardLayoutStyle: 'LEFT_RIGHT', activityStyle: 'DIRECT_SUBSIDY', productCardCountType: '1-2', themeColor: 'orange',
      cardImg: 'https://img.example/title.png', productModuleBgImg: 'https://img.example/module.png', bgColor: '#fff7e6',
      btnText: '领补贴', btnImage: '', cardBgImg: 'https://img.example/card.png', tagType: 'IMAGE', tagColor: '', tagTextColor: '',
      tagImage: 'https://img.example/tag.png', tipsTextColor: '#fa8c16', iouStyle: true,
      redirects: [{ platform: 'm', path: 'https://m.example.cn/yanxuan/channel?categoryId=8' }, { nope: 1 }]
    })
    expect(m.settings).toEqual({
      layout: 'LEFT_RIGHT',
      activityStyle: 'DIRECT_SUBSIDY',
      grid: { countType: '1-2', rows: 1, columns: 2, perSlide: 2, perView: 1, gap: 0, strip: false },
      theme: THEME_COLORS.orange,
      headerImage: 'https://img.example/title.png',
      moduleBackground: 'url("https://img.example/module.png")',
      bgColor: '#fff7e6',
      cardBackground: 'url("https://img.example/card.png")',
      btnText: '领补贴',
      btnImage: undefined,
      tag: { activityStyle: 'DIRECT_SUBSIDY', tagType: 'IMAGE', tagColor: undefined, tagTextColor: undefined, tagImage: 'https://img.example/tag.png' },
      // #fa8c16 on the card's white is 2.30:1: the darker text (issue 53; preview names it).
      tipsTextColor: '#1f1f1f',
      iouStyle: true,
      redirects: [{ platform: 'm', path: 'https://m.example.cn/yanxuan/channel?categoryId=8' }]
    })
    expect(priceIds(parsed({}, 3))).toEqual([1, 2, 3])
  })

  it('defaults: UP_DOWN, NORMAL (red), one row of three; unsafe colours and images dropped', () => {
    const m = parsed({ cardLayoutStyle: 'DIAGONAL', activityStyle: 'x', productCardCountType: '5-3', bgColor: 'red;x:y', cardImg: 'javascript:alert(1)' })
    expect(m.settings).toMatchObject({ layout: 'UP_DOWN', activityStyle: 'NORMAL', bgColor: undefined, headerImage: undefined })
    expect(m.settings.grid.countType).toBe('1-3')
    expect(m.settings.theme.name).toBe('red')
    expect(layoutOf('left_right')).toBe('LEFT_RIGHT')
  })

  it('"Theme colours red, orange, pink, eggplant, purple, blue; default orange for DIRECT_SUBSIDY and red otherwise"', () => {
    expect(parsed({ activityStyle: 'DIRECT_SUBSIDY' }).settings.theme.name).toBe('orange')
    for (const style of ['NORMAL', 'NORMAL_2', 'HEARTBEAT']) expect(parsed({ activityStyle: style }).settings.theme.name).toBe('red')
    for (const name of ['red', 'orange', 'pink', 'eggplant', 'purple', 'blue']) expect(parsed({ themeColor: name }).settings.theme.name).toBe(name)
  })

  it('refuses a config without a usable product', () => {
    expect(parseYanxuanProductCard({ configs: [{ product: { name: '' } }] })).toEqual({ ok: false, reason: t('config.yanxuanProductCard.noProducts') })
    expect(parseYanxuanProductCard(null)).toEqual({ ok: false, reason: t('config.notObject') })
  })
})

describe('items per slide (001 §9: "Items per slide: 3, 6, 9, 12 for 1 to 4 rows of 3; 2 and 4 for rows of 2")', () => {
  it('rows of 3: 3, 6, 9, 12', () => {
    expect(['1-3', '2-3', '3-3', '4-3'].map((c) => gridOf(c).perSlide)).toEqual([3, 6, 9, 12])
    expect(['1-3', '2-3', '3-3', '4-3'].map((c) => gridOf(c).rows)).toEqual([1, 2, 3, 4])
  })

  it('rows of 2: 2, 4', () => {
    expect(['1-2', '2-2'].map((c) => gridOf(c).perSlide)).toEqual([2, 4])
    expect(gridOf('2-2').columns).toBe(2)
  })

  it('"the 1-3.2 layout shows 3.27 slides with 4-unit spacing"', () => {
    expect(STRIP_PER_VIEW).toBe(3.27)
    expect(STRIP_GAP).toBe(4)
    expect(gridOf('1-3.2')).toEqual({ countType: '1-3.2', rows: 1, columns: 3, perSlide: 1, perView: 3.27, gap: 4, strip: true })
  })

  it('no more than 4 rows of 3 or 2 rows of 2; anything else one row of three', () => {
    for (const c of ['5-3', '3-2', '0-3', '2-4', '', undefined, 12, '1-3.3']) expect(gridOf(c).countType).toBe('1-3')
  })
})

describe('the carousel (001 §9)', () => {
  it('"autoplay delay 2 s (2.3 s for card slides)"; "Carousel speed 500 ms"', () => {
    expect(CARD_AUTOPLAY_MS).toBe(2300)
    expect(CARD_SPEED_MS).toBe(500)
    const c = carouselOf(parsed().settings, cardItems(parsed(), undefined))
    expect(c.autoplayMs).toBe(2300)
    expect(c.durationMs).toBe(500)
  })

  it('slides of 6 for 2-3: nine items make two slides; loops with more than one slide', () => {
    const m = parsed({ productCardCountType: '2-3' }, 9)
    const c = carouselOf(m.settings, cardItems(m, undefined))
    expect(c.slides.map((s) => s.length)).toEqual([6, 3])
    expect(c.loop).toBe(true)
    expect(c.perView).toBe(1)
    expect(c.height).toBe(2 * CARD_HEIGHT.UP_DOWN[3] + CARD_GAP)
    const one = parsed({ productCardCountType: '2-3' }, 3)
    const single = carouselOf(one.settings, cardItems(one, undefined))
    expect(single.loop).toBe(false)
    // One row used: the carousel is one card high.
    expect(single.height).toBe(CARD_HEIGHT.UP_DOWN[3])
  })

  it('the 1-3.2 strip "loops when there are more than 3 items"', () => {
    const strip = (n: number) => {
      const m = parsed({ productCardCountType: '1-3.2' }, n)
      return carouselOf(m.settings, cardItems(m, undefined))
    }
    expect([3, 4, 5].map((n) => strip(n).loop)).toEqual([false, true, true])
    expect(strip(5).slides).toHaveLength(5)
    expect(strip(5).perView).toBe(3.27)
    expect(strip(5).gap).toBe(4)
  })

  it('the carousel is 335 px wide at the 375 px design (12 px margins, 8 px padding)', () => {
    expect(CAROUSEL_WIDTH).toBe(335)
  })
})

describe('cards (001 §4 "Banner and product card", §5)', () => {
  it('"drop products with negative lowestPrice"; "keep only products whose lowestPrice is not above dailyPrice" in every style', () => {
    for (const style of ['NORMAL', 'HEARTBEAT', 'DIRECT_SUBSIDY', 'NORMAL_2']) {
      const m = parsed({ activityStyle: style }, 3)
      const prices = live([{ id: 1, dailyPrice: 100, lowestPrice: 100.01 }, { id: 2, dailyPrice: 100, lowestPrice: -1 }, { id: 3, dailyPrice: 100, lowestPrice: 100 }])
      expect(cardItems(m, prices).map((i) => i.config.productId)).toEqual([3])
    }
  })

  it('isEmpty "after a price load failure or when there is no lowestPrice"; the block empty when every card is', () => {
    const m = parsed({}, 2)
    expect(cardItems(m, 'error').map((i) => i.isEmpty)).toEqual([true, true])
    expect(isBlockEmpty(cardItems(m, 'error'))).toBe(true)
    const some = cardItems(m, live([{ id: 1, dailyPrice: 10 }, { id: 2, dailyPrice: 10, lowestPrice: 9 }]))
    expect(some.map((i) => i.isEmpty)).toEqual([true, false])
    expect(isBlockEmpty(some)).toBe(false)
    expect(isBlockEmpty([])).toBe(true)
    // Before the answer the config's prices stand in.
    expect(cardItems(m, undefined).map((i) => i.isEmpty)).toEqual([false, false])
  })

  it('useModeIou and iouData only with iouStyle and the answer\'s installments', () => {
    const prices = live([{ id: 1, dailyPrice: 6499, lowestPrice: 5899.9, iouData: { perPeriodPrice: 491.66, period: 12 } }, { id: 2, dailyPrice: 1, lowestPrice: 1 }])
    const withIou = cardItems(parsed({ iouStyle: true }, 2), prices)
    expect(withIou.map((i) => [i.useModeIou, i.iouData])).toEqual([[true, { perPeriodPrice: 491.66, period: 12 }], [false, undefined]])
    expect(cardItems(parsed({ iouStyle: false }, 2), prices).map((i) => i.useModeIou)).toEqual([false, false])
  })

  it('floorDiscountPrice: the discount floored; daily − lowest (12 decimals) when daily equals lowest or none is given', () => {
    expect(floorDiscountOf({ dailyPrice: 6499, lowestPrice: 5899.9, discountPrice: 599.1 })).toBe(599)
    expect(floorDiscountOf({ dailyPrice: 0.3, lowestPrice: 0.1 })).toBeUndefined()
    expect(floorDiscountOf({ dailyPrice: 1000.3, lowestPrice: 0.1 })).toBe(1000)
    expect(floorDiscountOf({ dailyPrice: 5, lowestPrice: 5, discountPrice: 3 })).toBeUndefined()
    expect(floorDiscountOf({})).toBeUndefined()
    const m = parsed({ activityStyle: 'DIRECT_SUBSIDY' })
    expect(cardItems(m, live([{ id: 1, dailyPrice: 3599, lowestPrice: 3199.9, discountPrice: 399.1 }]))[0].floorDiscountPrice).toBe(399)
  })

  it('"The price counter animates from the daily price down to the lowest price over 1.2 s", once the live answer is in, never in preview', () => {
    const m = parsed({}, 2)
    const prices = live([{ id: 1, dailyPrice: 6499, lowestPrice: 5899.9 }, { id: 2, dailyPrice: 5899, lowestPrice: 5899.5 }])
    expect(COUNT_UP_MS).toBe(1200)
    expect(cardItems(m, prices).map((i) => i.countUp)).toEqual([{ from: '6499', to: '5899', durationMs: 1200 }, undefined])
    expect(cardItems(m, undefined).map((i) => i.countUp)).toEqual([undefined, undefined])
    expect(cardItems(m, prices, true).map((i) => i.countUp)).toEqual([undefined, undefined])
  })

  it('the struck daily price in NORMAL and HEARTBEAT only; "Direct-subsidy tag text is cut to 6 characters"', () => {
    const prices = live([{ id: 1, dailyPrice: 6499, lowestPrice: 5899.9 }])
    expect(cardItems(parsed({ activityStyle: 'NORMAL' }), prices)[0].strikePrice).toBe(6499)
    expect(cardItems(parsed({ activityStyle: 'HEARTBEAT' }), prices)[0].strikePrice).toBe(6499)
    expect(cardItems(parsed({ activityStyle: 'NORMAL_2' }), prices)[0].strikePrice).toBeUndefined()
    const subsidy = cardItems(parsed({ activityStyle: 'DIRECT_SUBSIDY', tagType: 'COLOR' }), prices)[0]
    expect(subsidy.strikePrice).toBeUndefined()
    expect(subsidy.tag).toEqual({ type: 'COLOR', text: '国补立减最高', color: undefined, textColor: undefined })
  })

  it('a card opens the YanxuanChannel page with categoryId, brandId, productId, productName (001 §2)', () => {
    expect(channelParams(parsed().configs[0])).toEqual({ categoryId: 7, brandId: 1, productId: 1, productName: '笔记本1' })
  })
})

describe('product cards: edges the mutation run found untested (docs/testing.md)', () => {
  it('a count type is the whole text: "x1-3" or "1-3x" is the default; a number is read as its text', () => {
    expect(gridOf('x2-3').perSlide).toBe(3)
    expect(gridOf('2-3x').perSlide).toBe(3)
    expect(gridOf(' 2-3 ').perSlide).toBe(6)
    expect(gridOf(1.3).perSlide).toBe(3)
  })
})
