/**
 * Mini-programs: measuring blocks and scrolling the page with the host's APIs
 * (the selector query; pageScrollTo with a number, which every host takes).
 * H5 has its own file (pageScroll.h5.ts).
 */
import Taro from '@tarojs/taro'

export interface FloorBox { top: number, height: number, width: number }

export interface Measured {
  /** Each selector's first match in page coordinates (undefined when none). */
  boxes: Array<FloorBox | undefined>
  /** The page's scroll height (px; 0 when unknown). */
  pageHeight: number
  /**
   * Whether the host measured anything: false when `exec` threw, called back with something that is not a
   * list of every field asked (an empty list, nothing), found no node for any selector asked, or did not call
   * back within MEASURE_TIMEOUT_MS. A host can: a selector it does not resolve across a custom component's
   * boundary, a query made while the page is hidden, a bug.
   */
  answered: boolean
}

/**
 * How long a selector query may take before it counts as unanswered (ms). A host answers within a frame or
 * two; a page under load within a few hundred ms.
 */
export const MEASURE_TIMEOUT_MS = 1500

interface Rect { top?: number, height?: number, width?: number }
interface Offset { scrollTop?: number, scrollHeight?: number }

const unanswered = (count: number): Measured => ({ boxes: Array.from({ length: count }, () => undefined), pageHeight: 0, answered: false })

/** Each selector's first match in page coordinates, and the page's scroll height; never throws, never waits past the timeout. */
export function measureSelectors (selectors: readonly string[]): Promise<Measured> {
  return new Promise((resolve) => {
    let done = false
    const finish = (measured: Measured) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve(measured)
    }
    const timer = setTimeout(() => finish(unanswered(selectors.length)), MEASURE_TIMEOUT_MS)
    try {
      const query = Taro.createSelectorQuery()
      for (const selector of selectors) query.select(selector).boundingClientRect()
      query.selectViewport().scrollOffset()
      query.exec((results: unknown) => {
        // Every field asked has its place in the answer (null for a selector no node matches), the viewport's last.
        if (!Array.isArray(results) || results.length < selectors.length + 1) return finish(unanswered(selectors.length))
        const viewport = (results[selectors.length] ?? {}) as Offset
        const scrollTop = Number(viewport.scrollTop) || 0
        const boxes = selectors.map((_s, i) => {
          const rect = (results[i] ?? {}) as Rect
          return typeof rect.top === 'number' && Number.isFinite(rect.top) ? { top: rect.top + scrollTop, height: Number(rect.height) || 0, width: Number(rect.width) || 0 } : undefined
        })
        finish({ boxes, pageHeight: Number(viewport.scrollHeight) || 0, answered: !selectors.length || boxes.some((box) => !!box) })
      })
    } catch {
      finish(unanswered(selectors.length))
    }
  })
}

/** Scrolls the page to `top` px; a host that refuses: stay. */
export async function scrollPageTo (top: number, durationMs: number): Promise<void> {
  try {
    await Taro.pageScrollTo({ scrollTop: top, duration: durationMs })
  } catch {
    // Stay where we are.
  }
}
