import { formatPrice, PREVIEW_MASK, TEN_THOUSAND_THRESHOLD, UNKNOWN_PRICE } from './priceFormat'

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

  it('floors prices above 100000 as any other: a luxury ¥128100 beside its struck ¥128999 (001 §5)', () => {
    expect(formatPrice(128100.5)).toBe('128100')
    expect(formatPrice(128999)).toBe('128999')
    expect(formatPrice(1234567.89)).toBe('1234567')
    expect(formatPrice(128100.5, { preview: true })).toBe('??????')
  })

  it('the hot-price card alone asks for units of ten thousand above 100000 (002 §5, §9)', () => {
    expect(TEN_THOUSAND_THRESHOLD).toBe(100000)
    const hot = { tenThousands: true }
    expect(formatPrice(100000, hot)).toBe('100000')
    expect(formatPrice(123456, hot)).toBe('12.3万')
    expect(formatPrice(200000.5, hot)).toBe('20万')
    expect(formatPrice(99999.9, hot)).toBe('99999')
    expect(formatPrice(123456, { ...hot, preview: true })).toBe('??.?万')
  })
})
