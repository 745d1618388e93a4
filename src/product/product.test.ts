import { t } from '@/i18n'
import { formatPrice } from './priceFormat'
import {
  COUNT_UP_MS, DISCOUNT_DECIMALS, TAG_MAX_CHARS, THEME_COLORS,
  activityStyleOf, countUpRange, cutToChars, discountOf, installmentOf, isSoldOut,
  parseProduct, parseTagSettings, passesPriceRules, priceDifference, salePointsOf, tagOf, themeColorOf, withLivePrice,
  type ProductConfig
} from '.'

const config: ProductConfig = parseProduct({
  id: 101, name: 'iPhone 15 Pro 256G', imageUrl: '//img.example/15pro.png', tagUrl: 'javascript:alert(1)',
  tag: '官方直降', tips: '7天无理由', salePoint: ' 电池健康95%; 原装屏;; 无拆修 ;', dailyPrice: '5999.9', discountPrice: 1000, lowestPrice: 4999.9
}) as ProductConfig

describe('a configured product (001 §3 "Product")', () => {
  it('reads id, name, images, texts and prices; "salePoint (several selling points separated by a semicolon)"', () => {
    expect(config).toEqual({
      id: 101,
      name: 'iPhone 15 Pro 256G',
      imageUrl: 'https://img.example/15pro.png',
      tagUrl: undefined,
      tag: '官方直降',
      tips: '7天无理由',
      salePoints: ['电池健康95%', '原装屏', '无拆修'],
      dailyPrice: 5999.9,
      discountPrice: 1000,
      lowestPrice: 4999.9
    })
    expect(salePointsOf(undefined)).toEqual([])
    expect(salePointsOf(';;')).toEqual([])
  })

  it('refuses a product without an id or a name; the line\'s productId stands in for a missing id', () => {
    expect(parseProduct(null)).toBeUndefined()
    expect(parseProduct({ name: 'x' })).toBeUndefined()
    expect(parseProduct({ id: 1, name: '  ' })).toBeUndefined()
    expect(parseProduct({ name: 'x' }, 7)?.id).toBe(7)
  })

  it('reads the four activity styles, any case; anything else is none', () => {
    expect(['NORMAL', 'normal_2', 'DIRECT_SUBSIDY', 'HEARTBEAT'].map(activityStyleOf)).toEqual(['NORMAL', 'NORMAL_2', 'DIRECT_SUBSIDY', 'HEARTBEAT'])
    expect(activityStyleOf('FANCY')).toBeUndefined()
  })
})

describe('live prices (001 §7: get-info-list)', () => {
  it('replaces the config prices with the answer; a missing lowestPrice in the answer is sold out', () => {
    const p = withLivePrice(config, { id: 101, dailyPrice: 6099, discountPrice: 200, lowestPrice: undefined, orderCount: 12, soldCountDesc: '已售12件', iouData: { perPeriodPrice: 508.25, period: 12 } })
    expect(p).toMatchObject({ dailyPrice: 6099, discountPrice: 200, lowestPrice: undefined, priceFailed: false, orderCount: 12, soldCountDesc: '已售12件', iouData: { perPeriodPrice: 508.25, period: 12 } })
    expect(isSoldOut(p)).toBe(true)
  })

  it('keeps the config prices before the answer; on a failed call "products are treated as errors and shown sold out"', () => {
    const before = withLivePrice(config, undefined)
    expect(before).toMatchObject({ lowestPrice: 4999.9, priceFailed: false })
    expect(isSoldOut(before)).toBe(false)
    const failed = withLivePrice(config, 'error')
    expect(failed).toMatchObject({ dailyPrice: undefined, lowestPrice: undefined, priceFailed: true })
    expect(isSoldOut(failed)).toBe(true)
    expect(t('product.soldOut')).toBe('已售罄')
  })

  it('drops unusable installment data (no positive amount over whole periods)', () => {
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, iouData: { perPeriodPrice: 0, period: 12 } }).iouData).toBeUndefined()
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, iouData: { perPeriodPrice: 10, period: 1.5 } }).iouData).toBeUndefined()
  })
})

describe('price rules (001 §4 "Curated grid filtering", §5 "Card display filters")', () => {
  it('"drop products with negative lowestPrice" in every style, and without one', () => {
    expect(passesPriceRules('NORMAL', { dailyPrice: 10, lowestPrice: -0.01 })).toBe(false)
    expect(passesPriceRules(undefined, { lowestPrice: -1 })).toBe(false)
    expect(passesPriceRules('NORMAL', { dailyPrice: 10, lowestPrice: 0 })).toBe(true)
  })

  it('"for styles NORMAL, HEARTBEAT, DIRECT_SUBSIDY, NORMAL_2 keep only products whose lowestPrice is not above dailyPrice"', () => {
    for (const style of ['NORMAL', 'HEARTBEAT', 'DIRECT_SUBSIDY', 'NORMAL_2'] as const) {
      expect(passesPriceRules(style, { dailyPrice: 100, lowestPrice: 100.01 })).toBe(false)
      expect(passesPriceRules(style, { dailyPrice: 100, lowestPrice: 100 })).toBe(true)
      expect(passesPriceRules(style, { dailyPrice: 100, lowestPrice: 99 })).toBe(true)
    }
    // Without a style (a block outside the four) only the negative rule applies.
    expect(passesPriceRules(undefined, { dailyPrice: 100, lowestPrice: 101 })).toBe(true)
    // A missing price drops nothing: it shows as sold out or '????' instead.
    expect(passesPriceRules('NORMAL', { lowestPrice: 101 })).toBe(true)
  })

  it('"Sold-out is shown when there is no lowest price"', () => {
    expect(isSoldOut({ dailyPrice: 10 })).toBe(true)
    expect(isSoldOut({ lowestPrice: 0 })).toBe(false)
  })

  it('"the discount price is recomputed as daily minus lowest (floating-safe, 12 decimals)"', () => {
    expect(DISCOUNT_DECIMALS).toBe(12)
    expect(0.3 - 0.1).not.toBe(0.2)
    expect(priceDifference(0.3, 0.1)).toBe(0.2)
    expect(priceDifference(5999.9, 4999.7)).toBe(1000.2)
    // 12 decimals kept, the 13th rounded.
    expect(priceDifference(1.0000000000014, 1)).toBe(0.000000000001)
    expect(priceDifference(1.0000000000004, 1)).toBe(0)
  })

  it('"the discount price is recomputed as daily minus lowest (floating-safe, 12 decimals)" when it is missing or daily equals lowest', () => {
    expect(discountOf({ dailyPrice: 4999.9, lowestPrice: 4999.9, discountPrice: 300 })).toBe(0)
    expect(discountOf({ dailyPrice: 0.3, lowestPrice: 0.1 })).toBe(0.2)
    expect(discountOf({ dailyPrice: 5999.9, lowestPrice: 4999.7 })).toBe(1000.2)
    // Nothing to subtract from: the given discount stands (or none).
    expect(discountOf({ lowestPrice: 4999.9, discountPrice: 300 })).toBe(300)
    expect(discountOf({ lowestPrice: 4999.9 })).toBeUndefined()
    expect(discountOf({ dailyPrice: 5999.9, lowestPrice: 4999.9, discountPrice: 300 })).toBe(300)
  })

  it('"Prices shown are floored to integers" (through formatPrice) and "Missing prices show as ????"', () => {
    expect(formatPrice(withLivePrice(config, undefined).lowestPrice)).toBe('4999')
    expect(formatPrice(withLivePrice(config, 'error').lowestPrice)).toBe('????')
  })

  it('gives installments only when the block asks (iouStyle / useModeIou) and the answer has them', () => {
    const p = withLivePrice(config, { id: 101, lowestPrice: 4999, iouData: { perPeriodPrice: 416.58, period: 12 } })
    expect(installmentOf(true, p)).toEqual({ perPeriodPrice: 416.58, period: 12 })
    expect(installmentOf(false, p)).toBeUndefined()
    expect(installmentOf(true, withLivePrice(config, { id: 101, lowestPrice: 4999 }))).toBeUndefined()
    expect(t('product.installment', { perPeriodPrice: 416.58, period: 12 })).toBe('¥416.58×12期')
  })
})

describe('price count-up (001 §4: "from the daily price down to the lowest price over 1.2 s"; §9: 1200 ms)', () => {
  it('gives CountUp its floored texts and 1200 ms', () => {
    expect(COUNT_UP_MS).toBe(1200)
    expect(countUpRange({ dailyPrice: 5999.9, lowestPrice: 4999.9 })).toEqual({ from: '5999', to: '4999', durationMs: 1200 })
  })

  it('counts nothing without both prices, without a fall, or in preview', () => {
    expect(countUpRange({ lowestPrice: 4999 })).toBeUndefined()
    expect(countUpRange({ dailyPrice: 4999.9, lowestPrice: 4999.1 })).toBeUndefined()
    expect(countUpRange({ dailyPrice: 4999, lowestPrice: 5999 })).toBeUndefined()
    expect(countUpRange({ dailyPrice: 5999, lowestPrice: 4999 }, { preview: true })).toBeUndefined()
  })
})

describe('look (001 §9: theme colours, tags)', () => {
  it('"Theme colours red, orange, pink, eggplant, purple, blue; default orange for DIRECT_SUBSIDY and red otherwise"', () => {
    expect(Object.keys(THEME_COLORS)).toEqual(['red', 'orange', 'pink', 'eggplant', 'purple', 'blue'])
    for (const c of Object.values(THEME_COLORS)) expect([c.main, c.light].every((h) => /^#[0-9A-F]{6}$/.test(h))).toBe(true)
    expect(themeColorOf('blue', 'DIRECT_SUBSIDY').name).toBe('blue')
    expect(themeColorOf('Purple', 'NORMAL').name).toBe('purple')
    expect(themeColorOf(undefined, 'DIRECT_SUBSIDY').name).toBe('orange')
    expect(themeColorOf(undefined, 'HEARTBEAT').name).toBe('red')
    expect(themeColorOf('gold', undefined).name).toBe('red')
    expect(themeColorOf('constructor', 'DIRECT_SUBSIDY').name).toBe('orange')
  })

  it('"Direct-subsidy tag text is cut to 6 characters", counting characters, not UTF-16 units', () => {
    expect(TAG_MAX_CHARS).toBe(6)
    expect(cutToChars('国家补贴至高立减', 6)).toBe('国家补贴至高')
    expect(cutToChars('𠮷𠮷𠮷𠮷𠮷𠮷𠮷', 6)).toBe('𠮷𠮷𠮷𠮷𠮷𠮷')
    const settings = parseTagSettings({ activityStyle: 'DIRECT_SUBSIDY', tagType: 'COLOR', tagColor: '#FF0000', tagTextColor: 'red;x:y' })
    // The unusable text colour falls back to the tag's white, which reads 4.00:1 on #FF0000, and #1f1f1f 4.3:1: black (issue 53).
    expect(tagOf(settings, { tag: '国家补贴至高立减' })).toEqual({ type: 'COLOR', text: '国家补贴至高', color: '#FF0000', textColor: '#000000' })
    expect(tagOf(parseTagSettings({ activityStyle: 'NORMAL' }), { tag: '国家补贴至高立减' })).toMatchObject({ text: '国家补贴至高立减' })
  })

  it('"Tag type COLOR or IMAGE": the product\'s image, else the block\'s; no image falls back to the text', () => {
    const image = parseTagSettings({ tagType: 'image', tagImage: 'https://img.example/tag.png' })
    expect(tagOf(image, { tagUrl: 'https://img.example/own.png' })).toEqual({ type: 'IMAGE', imageUrl: 'https://img.example/own.png' })
    expect(tagOf(image, {})).toEqual({ type: 'IMAGE', imageUrl: 'https://img.example/tag.png' })
    expect(tagOf(parseTagSettings({ tagType: 'IMAGE' }), { tag: '热卖' })).toMatchObject({ type: 'COLOR', text: '热卖' })
    expect(tagOf(parseTagSettings({}), {})).toBeUndefined()
    expect(parseTagSettings(null).tagType).toBe('COLOR')
  })
})

// Found by rules.property.test.ts: two finite prices whose difference overflows gave a discount of ±Infinity.
it('recomputes no discount when daily minus lowest overflows (1e308 and −1e308): none rather than ±Infinity', () => {
  expect(discountOf({ dailyPrice: 1e308, lowestPrice: -1e308 })).toBeUndefined()
  expect(discountOf({ dailyPrice: -1e308, lowestPrice: 1e308 })).toBeUndefined()
  expect(discountOf({ dailyPrice: 1e308, lowestPrice: 0 })).toBe(1e308)
})

// Mutation testing (docs/testing.md): mutants of these lived.
describe('product rules at their edges', () => {
  it('a negative lowest price drops a card in any style, or none; above the daily price only where the style compares them (001 §4, §5)', () => {
    expect(passesPriceRules(undefined, { dailyPrice: 100, lowestPrice: -1 })).toBe(false)
    expect(passesPriceRules(undefined, { dailyPrice: 100, lowestPrice: 0 })).toBe(true)
    expect(passesPriceRules(undefined, { dailyPrice: 100, lowestPrice: 200 })).toBe(true)
    expect(passesPriceRules('HEARTBEAT', { dailyPrice: 100, lowestPrice: 200 })).toBe(false)
    expect(passesPriceRules('HEARTBEAT', { dailyPrice: 100, lowestPrice: 100 })).toBe(true)
  })

  it('the count-up rolls down to a lowest price of 0', () => {
    expect(countUpRange({ dailyPrice: 100, lowestPrice: 0 })).toEqual({ from: formatPrice(100), to: formatPrice(0), durationMs: COUNT_UP_MS })
  })

  it('installments over exactly one whole period are usable, under one are not; a count of 0 orders is 0, a negative one none', () => {
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, iouData: { perPeriodPrice: 10, period: 1 } }).iouData).toEqual({ perPeriodPrice: 10, period: 1 })
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, iouData: { perPeriodPrice: 10, period: 0 } }).iouData).toBeUndefined()
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, iouData: { period: 12 } }).iouData).toBeUndefined()
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, iouData: { perPeriodPrice: 10 } }).iouData).toBeUndefined()
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, orderCount: 0 }).orderCount).toBe(0)
    expect(withLivePrice(config, { id: 101, lowestPrice: 1, orderCount: -3 }).orderCount).toBeUndefined()
  })

  it('selling points are trimmed, and an activity style is read whatever its case and spaces', () => {
    expect(salePointsOf(' 电池健康95% ;原装屏 ')).toEqual(['电池健康95%', '原装屏'])
    expect(activityStyleOf(' heartbeat ')).toBe('HEARTBEAT')
  })
})
