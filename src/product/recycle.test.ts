import { highestPrice } from './recycle'

describe('000 §5 "The recycle maximum price shown is maxPrice plus subsidyAmount"; 001 §5 "Recycle maximum price is the max price plus the subsidy amount"', () => {
  it('adds the subsidy to the max price', () => {
    expect(highestPrice(4680, 300)).toBe('4980')
    expect(highestPrice(4999.9, 0.15)).toBe('5000.05')
  })

  it('adds in decimal: 0.1 + 0.2 is 0.3, not 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(highestPrice(0.1, 0.2)).toBe('0.3')
  })

  it('without a subsidy is the max price', () => {
    expect(highestPrice(999)).toBe('999')
  })
})
