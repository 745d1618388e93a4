import { INITIAL_SORT, nextSort, priceDirection, SORT_COMPOSITE, SORT_PRICE_ASC, SORT_PRICE_DESC } from './sort'

describe('sort bar (001 §4: "Clicking the price toggles ascending and descending; clicking composite resets to composite")', () => {
  it('sends the spec\'s values sort_composite, sort_price_asc, sort_price_desc', () => {
    expect([SORT_COMPOSITE, SORT_PRICE_ASC, SORT_PRICE_DESC]).toEqual(['sort_composite', 'sort_price_asc', 'sort_price_desc'])
    expect(INITIAL_SORT).toBe('sort_composite')
  })

  it('price from composite is ascending, then toggles', () => {
    let sort = nextSort(SORT_COMPOSITE, 'price')
    expect(sort).toBe('sort_price_asc')
    sort = nextSort(sort, 'price')
    expect(sort).toBe('sort_price_desc')
    sort = nextSort(sort, 'price')
    expect(sort).toBe('sort_price_asc')
  })

  it('composite resets from either direction', () => {
    expect(nextSort(SORT_PRICE_DESC, 'composite')).toBe('sort_composite')
    expect(nextSort(SORT_PRICE_ASC, 'composite')).toBe('sort_composite')
    expect(nextSort(SORT_COMPOSITE, 'composite')).toBe('sort_composite')
  })

  it('the arrow follows the direction', () => {
    expect(([SORT_COMPOSITE, SORT_PRICE_ASC, SORT_PRICE_DESC] as const).map((s) => priceDirection(s))).toEqual([undefined, 'asc', 'desc'])
  })
})
