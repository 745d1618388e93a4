import { drawsPage, slotId, WINDOW_MARGIN_PX } from './window'

describe('list window (issue 29: a bounded node count however far the visitor scrolls)', () => {
  it('draws a page near the viewport, and a far one only until its height is known', () => {
    expect(drawsPage(true, 2900)).toBe(true)
    expect(drawsPage(false, 2900)).toBe(false)
    expect(drawsPage(false, undefined)).toBe(true)
    expect(drawsPage(false, 0)).toBe(true)
    expect(WINDOW_MARGIN_PX).toBeGreaterThan(0)
  })

  it('slot ids are selector-safe and unique per list and page', () => {
    expect(slotId('pool', 'pool-main', 3)).toBe('pool-pool-main-p3')
    expect(slotId('pool', 'a b#c.d', 0)).toBe('pool-a_b_c_d-p0')
    expect(slotId('pool', 'x', 1)).not.toBe(slotId('pool', 'x', 2))
    expect(slotId('stores', 'x', 1)).not.toBe(slotId('pool', 'x', 1))
  })
})
