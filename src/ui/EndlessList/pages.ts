/**
 * An endless list's state, whatever it lists: pages loaded in order, and whether one is on its way, the
 * list has ended (a page came back empty), or the last load failed. Its rules of timing and size (how
 * near the end, how long to wait, how many a page) are the owning block's, from its spec.
 */

/** The list's state: loading, answered with more to come (idle), ended, or its last load failed. */
export type ListStatus = 'loading' | 'idle' | 'end' | 'error'

export interface ListState<T = unknown> {
  /** Pages loaded, in order; each page kept as it came (appending never copies earlier pages). */
  pages: ReadonlyArray<readonly T[]>
  status: ListStatus
}

/** The index of the page to ask next, counting from `first`. */
export const nextPageIndex = (state: Pick<ListState, 'pages'>, first = 0): number => first + state.pages.length

/** Whether coming near the end may ask for another page: not while one is on its way, not after the end or a failure (that waits for a tap on retry). */
export const canLoadMore = (state: Pick<ListState, 'status'>): boolean => state.status === 'idle'

/** A page answered: an empty page ends the list, and is not kept. */
export function pageAnswered<T> (pages: ReadonlyArray<readonly T[]>, items: readonly T[]): ListState<T> {
  if (!items.length) return { pages, status: 'end' }
  return { pages: [...pages, items], status: 'idle' }
}

/** What the list's end shows: loading, "no content" (ended with nothing), "no more content", retry, or nothing. */
export type ListFooter = 'loading' | 'empty' | 'end' | 'retry' | 'none'

export function footerOf (state: ListState): ListFooter {
  if (state.status === 'loading') return 'loading'
  if (state.status === 'error') return 'retry'
  if (state.status === 'end') return state.pages.length ? 'end' : 'empty'
  return 'none'
}

/** Whether the list's end is within `thresholdPx` of the viewport's bottom. */
export function isNearEnd ({ scrollTop, viewportHeight, contentHeight }: { scrollTop: number, viewportHeight: number, contentHeight: number }, thresholdPx: number): boolean {
  return contentHeight - (scrollTop + viewportHeight) <= thresholdPx
}
