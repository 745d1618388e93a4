import { canLoadMore, footerOf, isNearEnd, nextPageIndex, pageAnswered } from './pages'

describe('an endless list\'s state', () => {
  it('pages count from the first index; an empty page ends the list and is not kept', () => {
    expect(nextPageIndex({ pages: [] })).toBe(0)
    expect(nextPageIndex({ pages: [] }, 1)).toBe(1)
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

  it('near the end means within the threshold of the viewport\'s bottom', () => {
    expect(isNearEnd({ scrollTop: 990, viewportHeight: 600, contentHeight: 1600 }, 10)).toBe(true)
    expect(isNearEnd({ scrollTop: 989, viewportHeight: 600, contentHeight: 1600 }, 10)).toBe(false)
    expect(isNearEnd({ scrollTop: 0, viewportHeight: 600, contentHeight: 300 }, 10)).toBe(true)
  })
})
