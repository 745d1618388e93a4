import {
  choiceCount, COLLAPSE_AT, confirmPrices, filterParams, isSingleSelect, parseBound, priceInput, PRICE_INPUT_MAX, toggleOption,
  visibleOptions, withoutEmptyGroups, EMPTY_PANEL, type FilterGroup
} from './filters'

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `选项${i + 1}` }))

describe('filter panel (001 §5, §9)', () => {
  it('"A group with more than 9 options collapses to 9 with an expand/collapse toggle"', () => {
    expect(COLLAPSE_AT).toBe(9)
    expect(visibleOptions(options(9), false)).toEqual({ shown: options(9), toggle: undefined })
    const ten = options(10)
    expect(visibleOptions(ten, false).shown).toHaveLength(9)
    expect(visibleOptions(ten, false).toggle).toBe('expand')
    expect(visibleOptions(ten, true)).toEqual({ shown: ten, toggle: 'collapse' })
  })

  it('"The warranty period filter is single-select; other filter groups are multi-select"', () => {
    const warranty = { field: 'warrantyPeriodTag' as const }
    expect(isSingleSelect(warranty)).toBe(true)
    expect(toggleOption(warranty, ['6m'], '12m')).toEqual(['12m'])
    expect(toggleOption(warranty, ['12m'], '12m')).toEqual([])
    const fineness = { field: 'gaeaFinenessIds' as const }
    expect(isSingleSelect(fineness)).toBe(false)
    expect(toggleOption(fineness, ['1'], '2')).toEqual(['1', '2'])
    expect(toggleOption(fineness, ['1', '2'], '1')).toEqual(['2'])
  })

  it('"Empty PPV groups are removed from the filter"', () => {
    const groups: FilterGroup[] = [
      { key: 'sku:1', title: '内存', field: 'gaeaSkuPpvIds', options: [] },
      { key: 'sku:2', title: '颜色', field: 'gaeaSkuPpvIds', options: options(2) }
    ]
    expect(withoutEmptyGroups(groups).map((g) => g.key)).toEqual(['sku:2'])
  })

  it('"Price input fields: at most 6 digits, numeric, parsed to an integer; an empty value clears the bound"', () => {
    expect(PRICE_INPUT_MAX).toBe(6)
    expect(priceInput('1234567')).toBe('123456')
    expect(priceInput('12a.5元')).toBe('12')
    expect(parseBound('0800')).toBe(800)
    expect(parseBound('')).toBeUndefined()
    expect(parseBound('12.5')).toBeUndefined()
    expect(parseBound('1234567')).toBeUndefined()
  })

  it('a price bound is whole yuan: the digits before the first decimal point are kept, the fraction dropped (not 12.5 → 125)', () => {
    expect(priceInput('12.5')).toBe('12')
    expect(priceInput('12.')).toBe('12')
    expect(priceInput('1.2.3')).toBe('1')
    // A Chinese keyboard's full stops are decimal points too.
    expect(priceInput('99。9')).toBe('99')
    expect(priceInput('99．9')).toBe('99')
    expect(priceInput('.5')).toBe('')
    // Leading zeros go (the bound is a number), a lone 0 stays (0 is the unlimited lower bound); empty stays empty.
    expect(priceInput('0800')).toBe('800')
    expect(priceInput('000')).toBe('0')
    expect(priceInput('0')).toBe('0')
    expect(priceInput('0.5')).toBe('0')
    expect(priceInput('')).toBe('')
    expect(priceInput('0000001234567')).toBe('123456')
  })

  it('on confirm "if minPrice is greater than maxPrice they are swapped"', () => {
    expect(confirmPrices('3000', '1000')).toEqual({ minPrice: 1000, maxPrice: 3000 })
    expect(confirmPrices('1000', '3000')).toEqual({ minPrice: 1000, maxPrice: 3000 })
  })

  it('"a non-numeric bound is dropped"', () => {
    expect(confirmPrices('abc', '3000')).toEqual({ maxPrice: 3000 })
    expect(confirmPrices('1000', 'x')).toEqual({ minPrice: 1000 })
    expect(confirmPrices('', '')).toEqual({})
  })

  it('"an unlimited lower bound paired with a finite upper bound drops the lower bound"', () => {
    expect(confirmPrices('0', '2000')).toEqual({ maxPrice: 2000 })
    expect(confirmPrices('2000', '0')).toEqual({ maxPrice: 2000 })
    expect(confirmPrices('0', '')).toEqual({ minPrice: 0 })
  })

  it('builds the search body\'s filter fields, -1 sent as undefined, warranty as one value, unknown ids left out', () => {
    const groups: FilterGroup[] = [
      { key: 'fineness', title: '成色', field: 'gaeaFinenessIds', options: options(3) },
      { key: 'preference', title: '优选服务', field: 'preferenceTagList', options: [{ id: 'SEVEN_DAYS', name: '7天无理由' }] },
      { key: 'sku:10', title: '内存', field: 'gaeaSkuPpvIds', options: [{ id: '101', name: '128G' }, { id: '102', name: '256G' }] },
      { key: 'price:20', title: '版本', field: 'gaeaPricePpvIds', options: [{ id: '201', name: '国行' }] },
      { key: 'condition', title: '商品状况', field: 'conditionTagList', options: [{ id: 'NO_REPAIR', name: '无拆修' }] },
      { key: 'secondary', title: '更多标签', field: 'conditionTagList', options: [{ id: 'BOX', name: '原盒' }] },
      { key: 'warranty', title: '保修时长', field: 'warrantyPeriodTag', options: [{ id: '12m', name: '12个月' }] }
    ]
    const panel = {
      options: { fineness: ['1', '3', '99'], preference: ['SEVEN_DAYS'], 'sku:10': ['102'], 'price:20': [], condition: ['NO_REPAIR'], secondary: ['BOX'], warranty: ['12m'], gone: ['x'] },
      minText: '5000', maxText: '1000'
    }
    expect(filterParams({ categoryId: 6, brandId: 1, modelId: -1 }, panel, groups)).toEqual({
      gaeaCategoryId: 6,
      gaeaBrandId: 1,
      gaeaFinenessIds: [1, 3],
      minPrice: 1000,
      maxPrice: 5000,
      preferenceTagList: ['SEVEN_DAYS'],
      conditionTagList: ['NO_REPAIR', 'BOX'],
      warrantyPeriodTag: '12m',
      gaeaSkuPpvIds: [102]
    })
    expect(filterParams({}, EMPTY_PANEL, groups)).toEqual({})
  })

  it('counts the choices', () => {
    expect(choiceCount({ options: { a: ['1', '2'], b: [] }, minText: '', maxText: '300' })).toBe(3)
    expect(choiceCount(EMPTY_PANEL)).toBe(0)
  })
})
