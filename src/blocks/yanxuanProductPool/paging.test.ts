import { nextPageIndex } from '@/ui/EndlessList/pages'
import { FIRST_PAGE, isNearBottom, NEAR_BOTTOM_PX, PAGE_SIZE, SCROLL_DEBOUNCE_MS } from './paging'

describe('endless list (001 §4: "loads more pages when scrolling near the bottom (10 px threshold, debounced) until a page comes back empty")', () => {
  it('the spec\'s constants: 10 px, 100 ms, pages of 20, the first page 0', () => {
    expect([NEAR_BOTTOM_PX, SCROLL_DEBOUNCE_MS, PAGE_SIZE, FIRST_PAGE]).toEqual([10, 100, 20, 0])
    expect(nextPageIndex({ pages: [] }, FIRST_PAGE)).toBe(0)
  })

  it('near the bottom means within 10 px of the end', () => {
    expect(isNearBottom({ scrollTop: 990, viewportHeight: 600, contentHeight: 1600 })).toBe(true)
    expect(isNearBottom({ scrollTop: 989, viewportHeight: 600, contentHeight: 1600 })).toBe(false)
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 600, contentHeight: 300 })).toBe(true)
  })
})
