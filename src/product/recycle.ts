/**
 * The trade-in price rule shared by the recycle tiles (000 §5) and the
 * curated recycle list (001 §5). Imported on its own (`@/product/recycle`) by
 * the recycle tiles, a basic block whose chunk needs none of the other
 * product rules.
 */
import Big from 'big.js'

/**
 * The highest price shown, in yuan: maxPrice plus subsidyAmount (000 §5 "The
 * recycle maximum price shown is maxPrice plus subsidyAmount"; 001 §5), added
 * in decimal so 0.1 + 0.2 stays 0.3.
 */
export function highestPrice (maxPrice: number, subsidyAmount = 0): string {
  return new Big(maxPrice).plus(subsidyAmount).toString()
}
