/**
 * The pool's endless list rules (001 §4 "Product pool", §9): more pages load when the visitor scrolls
 * within 10 px of the bottom, debounced 100 ms, until a page comes back empty ("no more content"); an
 * empty first page is "no content". Search pages are 20 items (001 §9's pre-stat size, used for the
 * search too: this folder's README.md), counted from 0 like pre-stat's "page 0". The list itself (its state,
 * page slots, end sentinel) is the shared one in ui/EndlessList.
 */
import { isNearEnd } from '@/ui/EndlessList/pages'

/** 001 §9: "10 px bottom threshold". */
export const NEAR_BOTTOM_PX = 10
/** 001 §9: "scroll debounce 100 ms". */
export const SCROLL_DEBOUNCE_MS = 100
/** 001 §9: "Pool page size on pre-stat 20". */
export const PAGE_SIZE = 20
/** pre-stat's "page 0": the first page's index. */
export const FIRST_PAGE = 0

/** Whether the list's end is within 10 px of the viewport's bottom. */
export const isNearBottom = (at: { scrollTop: number, viewportHeight: number, contentHeight: number }): boolean => isNearEnd(at, NEAR_BOTTOM_PX)
