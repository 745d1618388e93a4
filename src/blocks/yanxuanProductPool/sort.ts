/**
 * The sort bar (001 §4 "Product pool", §9 "Sort values sort_composite,
 * sort_price_asc, sort_price_desc"): clicking the price toggles ascending and
 * descending, clicking composite resets to composite.
 */

export const SORT_COMPOSITE = 'sort_composite'
export const SORT_PRICE_ASC = 'sort_price_asc'
export const SORT_PRICE_DESC = 'sort_price_desc'
export type SortValue = typeof SORT_COMPOSITE | typeof SORT_PRICE_ASC | typeof SORT_PRICE_DESC

/** What a tap on the sort bar names. */
export type SortButton = 'composite' | 'price'

/** The sort a tab opens with, and returns to on a tab change (001 §4: "A tab change resets the sort"). */
export const INITIAL_SORT: SortValue = SORT_COMPOSITE

/**
 * The sort after a tap: composite always gives composite; price gives
 * ascending the first time (from composite) and toggles after that.
 */
export function nextSort (current: SortValue, tapped: SortButton): SortValue {
  if (tapped === 'composite') return SORT_COMPOSITE
  return current === SORT_PRICE_ASC ? SORT_PRICE_DESC : SORT_PRICE_ASC
}

/** Which way the price arrow points (none while composite). */
export function priceDirection (sort: SortValue): 'asc' | 'desc' | undefined {
  return sort === SORT_PRICE_ASC ? 'asc' : sort === SORT_PRICE_DESC ? 'desc' : undefined
}
