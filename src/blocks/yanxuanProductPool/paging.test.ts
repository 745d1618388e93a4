import { canLoadMore, footerOf, isNearBottom, nextPageIndex, pageAnswered, NEAR_BOTTOM_PX, PAGE_SIZE, SCROLL_DEBOUNCE_MS } from './paging'

describe('endless list (001 §4: "loads more pages when scrolling near the bottom (10 px threshold, debounced) until a page comes back empty")', () => {
  it('the spec\'s constants: 10 px, 100 ms, pages of 20', () => {
    expect([NEAR_BOTTOM_PX, SCROLL_DEBOUNCE_MS, PAGE_SIZE]).toEqual([10, 100, 20])
  })

  it('near the bottom means within 10 px of the end', () => {
    expect(isNearBottom({ scrollTop: 990, viewportHeight: 600, contentHeight: 1600 })).toBe(true)
    expect(isNearBottom({ scrollTop: 989, viewportHeight: 600, contentHeight: 1600 })).toBe(false)
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 600, contentHeight: 300 })).toBe(true)
  })

  it('pages count from 0; an empty page ends the list and is not kept', () => {
    expect(nextPageIndex({ pages: [] })).toBe(0)
    const one = pageAnswered([], [1, 2])
    expect(one).toEqual({ pages: [[1, 2]], status: 'idle' })
    expect(nextPageIndex(one)).toBe(1)
    const end = pageAnswered(one.pages, [])
    expect(end).toEqual({ pages: [[1, 2]], status: 'end' })
    expect(end.pages[0]).toBe(one.pages[0])
  })

  it('loads more only when idle; the footer says loading, "no content", "no more content" or retry', () => {
    expect(['idle', 'loading', 'end', 'error'].map((status) => canLoadMore({ status: status as 'idle' }))).toEqual([true, false, false, false])
    expect(footerOf({ pages: [], status: 'loading' })).toBe('loading')
    expect(footerOf({ pages: [], status: 'end' })).toBe('empty')
    expect(footerOf({ pages: [[1]], status: 'end' })).toBe('end')
    expect(footerOf({ pages: [[1]], status: 'error' })).toBe('retry')
    expect(footerOf({ pages: [[1]], status: 'idle' })).toBe('none')
  })
})
