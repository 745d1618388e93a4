/**
 * Reading a configured product (001 §3 "Product") and merging the live price
 * answer into it (001 §7: the answer's prices replace the config's).
 */
import { imageUrl, isObject, num, str } from '@/lib/config'
import { ACTIVITY_STYLES, type ActivityStyle, type IouData, type LivePrice, type LivePriceLoad, type Product, type ProductConfig } from './types'

/** A configured activity style (any case), or undefined when it names none of the four; each block picks its default. */
export function activityStyleOf (value: unknown): ActivityStyle | undefined {
  const name = typeof value === 'string' ? value.trim().toUpperCase() : ''
  return ACTIVITY_STYLES.find((s) => s === name)
}

/** Most selling points one product shows (not in the spec: a runaway string must not fill a card). */
export const MAX_SALE_POINTS = 10

/** `salePoint` "a; b;;c" → ['a', 'b', 'c'] (001 §3: "several selling points separated by a semicolon"). */
export function salePointsOf (value: unknown): string[] {
  const text = str(value)
  if (!text) return []
  return text.split(';').map((s) => s.trim()).filter(Boolean).slice(0, MAX_SALE_POINTS)
}

/** A price from config or an answer: a finite number (a numeric string is read), else unknown. */
const priceOf = (v: unknown): number | undefined => num(v)

/**
 * Untrusted `product` → ProductConfig, or undefined when it cannot be shown
 * (no id to ask prices for, or no name). `fallbackId` is the config line's
 * `productId`, used when `product.id` is missing. The image is optional (the
 * card keeps its place); a URL that is not http(s) is dropped.
 */
export function parseProduct (raw: unknown, fallbackId?: number): ProductConfig | undefined {
  if (!isObject(raw)) return undefined
  const id = num(raw.id) ?? fallbackId
  const name = str(raw.name)
  if (id === undefined || !name) return undefined
  return {
    id,
    name,
    imageUrl: imageUrl(raw.imageUrl),
    tagUrl: imageUrl(raw.tagUrl),
    tag: str(raw.tag),
    tips: str(raw.tips),
    salePoints: salePointsOf(raw.salePoint),
    dailyPrice: priceOf(raw.dailyPrice),
    discountPrice: priceOf(raw.discountPrice),
    lowestPrice: priceOf(raw.lowestPrice)
  }
}

/** The answer's installment data, when both numbers are usable (a positive amount over at least one whole period). */
function iouDataOf (live: LivePrice): IouData | undefined {
  const iou = live.iouData
  if (!isObject(iou)) return undefined
  const perPeriodPrice = num(iou.perPeriodPrice)
  const period = num(iou.period)
  if (perPeriodPrice === undefined || period === undefined || perPeriodPrice <= 0 || period < 1 || !Number.isInteger(period)) return undefined
  return { perPeriodPrice, period }
}

/**
 * The product as shown: before the answer (`undefined`) the config's prices
 * stand in; with an entry its prices replace the config's entirely (a missing
 * lowestPrice in the answer means sold out, even if the config had one); on
 * `'error'` no price is known and the product is shown sold out.
 */
export function withLivePrice (config: ProductConfig, live: LivePriceLoad): Product {
  if (live === undefined) return { ...config, priceFailed: false }
  if (live === 'error') {
    return { ...config, dailyPrice: undefined, discountPrice: undefined, lowestPrice: undefined, priceFailed: true }
  }
  const orderCount = num(live.orderCount)
  return {
    ...config,
    dailyPrice: priceOf(live.dailyPrice),
    discountPrice: priceOf(live.discountPrice),
    lowestPrice: priceOf(live.lowestPrice),
    priceFailed: false,
    orderCount: orderCount !== undefined && orderCount >= 0 ? orderCount : undefined,
    soldCountDesc: str(live.soldCountDesc),
    iouData: iouDataOf(live)
  }
}
