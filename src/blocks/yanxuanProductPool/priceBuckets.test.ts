import { bucketInputs, bucketLabel, bucketMatching, bucketsOf, UNLIMITED_BUCKET } from './priceBuckets'

describe('price buckets (001 §5: a fixed "unlimited" bucket plus server buckets; "start - end", "start and above", "end and below")', () => {
  it('labels each kind', () => {
    expect(bucketLabel({ minPrice: 1000, maxPrice: 2000 })).toBe('1000-2000')
    expect(bucketLabel({ minPrice: 5000 })).toBe('5000以上')
    expect(bucketLabel({ maxPrice: 1000 })).toBe('1000以下')
    expect(bucketLabel({ minPrice: 0, maxPrice: 1000 })).toBe('1000以下')
    expect(bucketLabel(UNLIMITED_BUCKET)).toBe('不限')
    expect(bucketLabel({ minPrice: 999.9, maxPrice: 1999.5 })).toBe('999-1999')
  })

  it('"unlimited" comes first, then the server\'s buckets that bound something', () => {
    const buckets = bucketsOf([{ minPrice: 0, maxPrice: 1000 }, {}, { minPrice: -3 }, { minPrice: 1000, maxPrice: 3000 }])
    expect(buckets.map(bucketLabel)).toEqual(['不限', '1000以下', '1000-3000'])
  })

  it('a bucket fills the price inputs, and typed inputs find their bucket', () => {
    expect(bucketInputs({ minPrice: 1000, maxPrice: 3000 })).toEqual({ min: '1000', max: '3000' })
    expect(bucketInputs({ minPrice: 0, maxPrice: 1000 })).toEqual({ min: '', max: '1000' })
    const buckets = bucketsOf([{ maxPrice: 1000 }, { minPrice: 1000, maxPrice: 3000 }])
    expect(bucketMatching(buckets, { min: '1000', max: '3000' })).toBe(2)
    expect(bucketMatching(buckets, { min: '', max: '' })).toBe(0)
    expect(bucketMatching(buckets, { min: '5', max: '' })).toBeUndefined()
  })
})
