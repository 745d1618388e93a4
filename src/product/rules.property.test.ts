/**
 * Property tests of the product rules (issue 28, build 1): products come from config and prices from the
 * price answer, so each rule takes any value and answers within its bounds, never a throw. Fixed seed.
 */
import fc from 'fast-check'
import { MAX_TEXT } from '@/lib/config'
import { isHttpUrl } from '@/lib/url'
import { formatPrice } from './priceFormat'
import { activityStyleOf, MAX_SALE_POINTS, parseProduct, salePointsOf, withLivePrice } from './product'
import { countUpRange, discountOf, isSoldOut, passesPriceRules } from './price'
import { parseTagSettings, tagOf, TAG_MAX_CHARS, themeColorOf, THEME_COLORS } from './look'
import { highestPrice } from './recycle'
import { ACTIVITY_STYLES, type LivePriceLoad } from './types'
import { hostileNumber, hostileString, hostileValue, PROPERTY_RUNS, SEED } from '../../test/utils/hostile'

const options = { seed: SEED, numRuns: PROPERTY_RUNS }
const PRODUCT_KEYS = ['id', 'name', 'imageUrl', 'tagUrl', 'tag', 'tips', 'salePoint', 'dailyPrice', 'discountPrice', 'lowestPrice',
  'orderCount', 'soldCountDesc', 'iouData', 'perPeriodPrice', 'period', 'activityStyle', 'tagType', 'tagColor', 'tagTextColor', 'tagImage']
const anyValue = fc.oneof(hostileValue(PRODUCT_KEYS), hostileString, hostileNumber)
const priceLike = fc.oneof(hostileNumber, hostileNumber.map(String), hostileString, fc.constant(undefined))
/** A product config or a price answer: the real fields holding any price-like value, or anything at all. */
const productLike = fc.oneof(
  fc.record({ id: fc.oneof(fc.nat(), priceLike), name: fc.oneof(hostileString, anyValue), imageUrl: anyValue, tagUrl: anyValue, tag: anyValue, tips: anyValue, salePoint: anyValue, dailyPrice: priceLike, discountPrice: priceLike, lowestPrice: priceLike }, { requiredKeys: ['id', 'name'] }),
  anyValue)
const answerLike: fc.Arbitrary<LivePriceLoad> = fc.oneof(
  fc.constant(undefined), fc.constant('error' as const),
  fc.record({ dailyPrice: priceLike, discountPrice: priceLike, lowestPrice: priceLike, orderCount: priceLike, soldCountDesc: anyValue, iouData: fc.oneof(anyValue, fc.record({ perPeriodPrice: priceLike, period: priceLike })) }, { requiredKeys: [] }) as fc.Arbitrary<LivePriceLoad>)
const finiteOrNone = (n: unknown) => n === undefined || (typeof n === 'number' && Number.isFinite(n))

describe('a product from any config with any price answer', () => {
  it('reads into bounded fields, and every price rule answers without a throw', () => {
    fc.assert(fc.property(productLike, answerLike, fc.constantFrom(undefined, ...ACTIVITY_STYLES), fc.boolean(), (raw, answer, style, preview) => {
      const config = parseProduct(raw, 1)
      if (!config) return
      expect(config.name.length).toBeLessThanOrEqual(MAX_TEXT)
      expect(config.salePoints.length).toBeLessThanOrEqual(MAX_SALE_POINTS)
      for (const url of [config.imageUrl, config.tagUrl]) expect(url === undefined || isHttpUrl(url)).toBe(true)
      const product = withLivePrice(config, answer)
      for (const price of [product.dailyPrice, product.discountPrice, product.lowestPrice, product.orderCount]) expect(finiteOrNone(price)).toBe(true)
      if (product.iouData) expect(product.iouData.perPeriodPrice > 0 && Number.isInteger(product.iouData.period) && product.iouData.period >= 1).toBe(true)
      expect(isSoldOut(product)).toBe(product.priceFailed || product.lowestPrice === undefined)
      const shown = passesPriceRules(style, product)
      if (product.lowestPrice !== undefined && product.lowestPrice < 0) expect(shown).toBe(false)
      expect(finiteOrNone(discountOf(product))).toBe(true)
      const range = countUpRange(product, { preview })
      if (range) expect([range.from !== range.to, product.lowestPrice! < product.dailyPrice!]).toEqual([true, true])
      expect(typeof formatPrice(product.lowestPrice)).toBe('string')
    }), options)
  })

  it('tags, theme colours, styles and selling points from any value', () => {
    fc.assert(fc.property(anyValue, anyValue, anyValue, (settingsRaw, productRaw, colorRaw) => {
      const settings = parseTagSettings(settingsRaw)
      const config = parseProduct(productRaw, 1)
      const tag = config && tagOf(settings, config)
      if (tag?.type === 'IMAGE') expect(isHttpUrl(tag.imageUrl)).toBe(true)
      if (tag?.type === 'COLOR' && settings.activityStyle === 'DIRECT_SUBSIDY') expect(Array.from(tag.text).length).toBeLessThanOrEqual(TAG_MAX_CHARS)
      expect(Object.values(THEME_COLORS)).toContain(themeColorOf(colorRaw, activityStyleOf(settingsRaw)))
      expect(salePointsOf(productRaw).length).toBeLessThanOrEqual(MAX_SALE_POINTS)
    }), options)
  })
})

describe('the trade-in highest price', () => {
  it('is a decimal text for any finite price and subsidy', () => {
    const finite = hostileNumber.filter(Number.isFinite)
    fc.assert(fc.property(finite, finite, (max, subsidy) => {
      expect(highestPrice(max, subsidy)).toMatch(/^-?\d+(\.\d+)?(e[+-]\d+)?$/)
    }), options)
  })
})
