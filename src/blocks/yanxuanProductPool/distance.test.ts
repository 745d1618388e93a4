import { formatDistance, KM_FROM_M, NEAR_UNDER_M } from './distance'

describe('shop distance (001 §5: "1000 m or more shows km with one decimal; below that metres, with <50m under 50")', () => {
  it.each([
    [0, '<50m'], [49.9, '<50m'], [50, '50m'], [999.7, '999m'], [1000, '1.0km'], [1049, '1.0km'], [1050, '1.1km'], [1250, '1.3km'], [12345, '12.3km']
  ])('%p m reads %s', (m, text) => {
    expect(formatDistance(m)).toBe(text)
  })

  it('the thresholds are the spec\'s', () => {
    expect(formatDistance(NEAR_UNDER_M - 1)).toBe('<50m')
    expect(formatDistance(KM_FROM_M - 1)).toBe('999m')
  })

  it('no location, a negative or a non-finite distance shows nothing', () => {
    expect([undefined, -5, NaN, Infinity].map(formatDistance)).toEqual([undefined, undefined, undefined, undefined])
  })
})
