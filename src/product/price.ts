/**
 * Price rules of the curated blocks (001 §4 "Curated grid filtering",
 * "Banner and product card"; §5 "Card display filters", missing prices,
 * discount; §9 count-up 1200 ms). Shown prices are floored by
 * `formatPrice` (product/priceFormat), never here.
 */
import Big from 'big.js'
import { formatPrice, type PriceFormat } from './priceFormat'
import { COUNT_UP_MS } from './countUp'
import { ACTIVITY_STYLES, type ActivityStyle, type IouData, type Prices, type Product } from './types'

/** The count-up's duration (001 §9: "Price count-up 1200 ms"): the CountUp primitive's own constant. */
export { COUNT_UP_MS }

/** Decimals kept when a price difference is computed (001 §5: "floating-safe, 12 decimals"). */
export const DISCOUNT_DECIMALS = 12

/** The styles whose cards keep only lowestPrice ≤ dailyPrice (001 §5: "NORMAL, HEARTBEAT, DIRECT_SUBSIDY, NORMAL_2"). */
export const LOWEST_NOT_ABOVE_DAILY_STYLES: readonly ActivityStyle[] = ACTIVITY_STYLES

/**
 * Whether a card may be shown (001 §4, §5): a negative lowest price is
 * dropped everywhere; in the curated styles a lowest price above the daily
 * price is dropped too. A missing price drops nothing: it shows as sold out
 * (no lowest) or as '????' (no daily), which the spec asks for separately.
 */
export function passesPriceRules (style: ActivityStyle | undefined, price: Prices): boolean {
  const { dailyPrice: daily, lowestPrice: lowest } = price
  if (lowest !== undefined && lowest < 0) return false
  const compares = style !== undefined && LOWEST_NOT_ABOVE_DAILY_STYLES.includes(style)
  return !(compares && lowest !== undefined && daily !== undefined && lowest > daily)
}

/** Sold out (001 §4, §7): no lowest price, or the price call failed. */
export function isSoldOut (product: Prices & { priceFailed?: boolean }): boolean {
  return product.priceFailed === true || product.lowestPrice === undefined
}

/** `a − b` in decimal, rounded to 12 decimals: 0.3 − 0.1 is 0.2, not 0.19999999999999998. */
export function priceDifference (a: number, b: number): number {
  return new Big(a).minus(b).round(DISCOUNT_DECIMALS).toNumber()
}

/**
 * The discount shown (001 §5): "If the daily price is missing or equals the
 * lowest, the discount price is recomputed as daily minus lowest
 * (floating-safe, 12 decimals)"; otherwise the given discountPrice.
 *
 * Read as the rule it must be: with no *daily* price there is nothing to
 * subtract from, so the recomputation applies when the *discount* price is
 * missing or daily equals lowest (the literal reading can only ever give
 * '????' or 0); a missing daily price leaves the given discount, if any.
 */
export function discountOf (price: Prices): number | undefined {
  const { dailyPrice: daily, lowestPrice: lowest, discountPrice: given } = price
  const recompute = given === undefined || daily === lowest
  if (recompute && daily !== undefined && lowest !== undefined) {
    // Two finite prices may still differ by more than a number holds (1e308 − −1e308): no discount then, not ±Infinity.
    const difference = priceDifference(daily, lowest)
    return Number.isFinite(difference) ? difference : undefined
  }
  return given
}

/**
 * The installment offer a card shows, when the block asks for one
 * (`iouStyle` of the grid and banner, `useModeIou` of the card carousel) and
 * the answer carried usable iouData.
 */
export function installmentOf (useIou: boolean, product: Pick<Product, 'iouData'>): IouData | undefined {
  return useIou ? product.iouData : undefined
}

/** What the CountUp primitive takes: both texts already formatted (floored), and the duration. */
export interface CountUpRange {
  from: string
  to: string
  durationMs: number
}

/**
 * The price counter (001 §4: "animates from the daily price down to the
 * lowest price over 1.2 s"), or undefined when there is nothing to count:
 * a price missing, no fall (the lowest not below the daily price, once both
 * are floored as shown), or preview mode (masked digits do not roll).
 */
export function countUpRange (price: Prices, format: PriceFormat = {}): CountUpRange | undefined {
  const { dailyPrice: daily, lowestPrice: lowest } = price
  if (format.preview || daily === undefined || lowest === undefined || daily < 0 || lowest < 0) return undefined
  const from = formatPrice(daily, format)
  const to = formatPrice(lowest, format)
  if (from === to || lowest >= daily) return undefined
  return { from, to, durationMs: COUNT_UP_MS }
}
