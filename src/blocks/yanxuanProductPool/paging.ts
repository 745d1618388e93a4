/**
 * The endless list's rules (001 §4 "Product pool", §9): more pages load when
 * the visitor scrolls within 10 px of the bottom, debounced 100 ms, until a
 * page comes back empty ("no more content"); an empty first page is "no
 * content". Search pages are 20 items (001 §9's pre-stat size, used for the
 * search too: docs/decisions.md), counted from 0 like pre-stat's "page 0".
 */

/** 001 §9: "10 px bottom threshold". */
export const NEAR_BOTTOM_PX = 10
/** 001 §9: "scroll debounce 100 ms". */
export const SCROLL_DEBOUNCE_MS = 100
/** 001 §9: "Pool page size on pre-stat 20". */
export const PAGE_SIZE = 20
/** pre-stat's "page 0": the first page's index. */
export const FIRST_PAGE = 0

/** Whether the list's end is within 10 px of the viewport's bottom. */
export function isNearBottom ({ scrollTop, viewportHeight, contentHeight }: { scrollTop: number, viewportHeight: number, contentHeight: number }): boolean {
  return contentHeight - (scrollTop + viewportHeight) <= NEAR_BOTTOM_PX
}

/** The list's state: loading, answered with more to come (idle), ended, or its last load failed. */
export type ListStatus = 'loading' | 'idle' | 'end' | 'error'

export interface ListState {
  /** Pages loaded, in order; each page kept as it came (appending never copies earlier pages). */
  pages: ReadonlyArray<readonly unknown[]>
  status: ListStatus
}

/** The index of the page to ask next. */
export const nextPageIndex = (state: Pick<ListState, 'pages'>): number => FIRST_PAGE + state.pages.length

/** Whether scrolling near the bottom may ask for another page: not while one is on its way, not after the end or a failure (that waits for a tap on retry). */
export const canLoadMore = (state: Pick<ListState, 'status'>): boolean => state.status === 'idle'

/** A page answered: an empty page ends the list (001 §4), and is not kept. */
export function pageAnswered<T> (pages: ReadonlyArray<readonly T[]>, items: readonly T[]): { pages: ReadonlyArray<readonly T[]>, status: ListStatus } {
  if (!items.length) return { pages, status: 'end' }
  return { pages: [...pages, items], status: 'idle' }
}

/** What the list's end shows. */
export type ListFooter = 'loading' | 'empty' | 'end' | 'retry' | 'none'

export function footerOf (state: ListState): ListFooter {
  if (state.status === 'loading') return 'loading'
  if (state.status === 'error') return 'retry'
  if (state.status === 'end') return state.pages.length ? 'end' : 'empty'
  return 'none'
}
