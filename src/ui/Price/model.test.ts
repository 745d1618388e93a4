import { formatPrice, PREVIEW_MASK, TEN_THOUSAND_THRESHOLD, UNKNOWN_PRICE } from './model'

describe('prices as shown (001 §5, 002 §9)', () => {
  it("floors to integer yuan, and says '????' when unknown", () => {
    expect(UNKNOWN_PRICE).toBe('????')
    expect(formatPrice(4999.9)).toBe('4999')
    expect(formatPrice(0.29 * 100)).toBe('29')
    expect(formatPrice(0)).toBe('0')
    expect([formatPrice(undefined), formatPrice(null), formatPrice(Number.NaN), formatPrice(-1)]).toEqual(['????', '????', '????', '????'])
  })

  it("masks every digit with '?' in preview", () => {
    expect(PREVIEW_MASK).toBe('?')
    expect(formatPrice(4999, { preview: true })).toBe('????')
    expect(formatPrice(88, { preview: true })).toBe('??')
  })

  it('shows prices above 100000 in units of ten thousand', () => {
    expect(TEN_THOUSAND_THRESHOLD).toBe(100000)
    expect(formatPrice(100000)).toBe('100000')
    expect(formatPrice(123456)).toBe('12.3万')
    expect(formatPrice(200000.5)).toBe('20万')
    expect(formatPrice(123456, { tenThousands: false })).toBe('123456')
    expect(formatPrice(123456, { preview: true })).toBe('??.?万')
  })
})
