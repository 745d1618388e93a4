import { CAROUSEL_DURATION_MS, activeOf, autoplayMove, canMove, cloneCount, copiesNeeded, easeOut, pageCount, peekMargin, shouldLoop, slidesOf, wholeInView } from './model'

describe('carousel rules (001 §9 carousel constants)', () => {
  it('"Carousel speed 500 ms"', () => {
    expect(CAROUSEL_DURATION_MS).toBe(500)
  })

  it('puts items into slides of perSlide, the last one short', () => {
    const items = [1, 2, 3, 4, 5, 6, 7]
    expect(slidesOf(items, 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]])
    expect(slidesOf(items, 12)).toEqual([items])
    expect(slidesOf(items, 1)).toHaveLength(7)
    expect(slidesOf([], 3)).toEqual([])
    expect(slidesOf([1, 2], 0)).toEqual([[1], [2]])
  })

  it('loops only above the threshold ("loops when there are more than 3 items")', () => {
    expect([2, 3, 4, 5].map((n) => shouldLoop(n, 3))).toEqual([false, false, true, true])
  })

  it('counts the positions (dots): one per slide, or where the track can stop with several in view', () => {
    expect(pageCount(5, 1, true)).toBe(5)
    expect(pageCount(5, 1, false)).toBe(5)
    expect(pageCount(1, 1, true)).toBe(1)
    // 3.27 in view: 3 items fit (no movement, one position); looping, each item can come first.
    expect(pageCount(3, 3.27, false)).toBe(1)
    expect(pageCount(5, 3.27, true)).toBe(5)
    // Not looping, the track stops with the last item in view: 0, 1, 2 (as the Swiper's current runs 0…5 − 3).
    expect(pageCount(5, 3.27, false)).toBe(3)
    expect(canMove(3, 3.27)).toBe(false)
    expect(canMove(4, 3.27)).toBe(true)
  })

  it('copies as many slides as are in view for the H5 loop: one for one per view, four for 3.27', () => {
    expect(cloneCount(5, 1, true)).toBe(1)
    expect(cloneCount(2, 1, true)).toBe(1)
    expect(cloneCount(5, 3.27, true)).toBe(4)
    expect(cloneCount(5, 3.27, false)).toBe(0)
    expect(cloneCount(5, 1, false)).toBe(0)
    // Nothing to loop: one slide, or all in view.
    expect(cloneCount(1, 1, true)).toBe(0)
    expect(cloneCount(3, 3.27, true)).toBe(0)
  })

  it('the H5 copies hold their slides only with the last slides in view or resting on a copy', () => {
    // One per view, three slides, one copy: at the last (2) and on the copy (3); not at 0 or 1.
    expect([0, 1, 2, 3].map((at) => copiesNeeded(at, 3, 1))).toEqual([false, false, true, true])
    // 3.27 in view, five slides, four copies: from position 1 on, the copies are in view.
    expect([0, 1, 4, 5].map((at) => copiesNeeded(at, 5, 4))).toEqual([false, true, true, true])
    // No copies: never.
    expect(copiesNeeded(9, 3, 0)).toBe(false)
  })

  it('leaves the next slide a peek of width × 0.27 / 3.27 in mini-programs, with 3 whole slides', () => {
    expect(peekMargin(335, 3.27)).toBe(27.66)
    expect((335 - peekMargin(335, 3.27)) / wholeInView(3.27)).toBeCloseTo(335 / 3.27, 1)
    expect(peekMargin(375, 1)).toBe(0)
    expect(wholeInView(1)).toBe(1)
  })

  it('not looping: autoplays forward, and nowhere from the last', () => {
    expect(autoplayMove(0, 3, false)).toEqual({ to: 1 })
    expect(autoplayMove(2, 3, false)).toBeUndefined()
    expect(autoplayMove(0, 1, false)).toBeUndefined()
  })

  it('looping, over copies: always forward, the last to the copy of the first as any other step, then to the real one unseen', () => {
    // One per view, three slides: 2 → the copy at 3, then 0.
    expect(autoplayMove(1, 3, true)).toEqual({ from: undefined, to: 2, then: undefined })
    expect(autoplayMove(2, 3, true)).toEqual({ from: undefined, to: 3, then: 0 })
    expect(autoplayMove(3, 5, true)).toEqual({ from: undefined, to: 4, then: undefined })
    expect(autoplayMove(4, 5, true)).toEqual({ from: undefined, to: 5, then: 0 })
    // Left resting on a copy by a swipe: the original first.
    expect(autoplayMove(6, 5, true)).toEqual({ from: 1, to: 2, then: undefined })
    expect(autoplayMove(0, 1, true)).toBeUndefined()
  })

  it('shows a copy\'s dot as its original\'s; past the end, the last dot', () => {
    expect(activeOf(6, 5, true)).toBe(1)
    expect(activeOf(5, 5, true)).toBe(0)
    expect(activeOf(7, 3, false)).toBe(2)
    expect(activeOf(-1, 3, false)).toBe(0)
  })

  it('eases out from 0 to 1', () => {
    expect(easeOut(0)).toBe(0)
    expect(easeOut(1)).toBe(1)
    expect(easeOut(2)).toBe(1)
    expect(easeOut(0.5)).toBeGreaterThan(0.5)
  })
})
