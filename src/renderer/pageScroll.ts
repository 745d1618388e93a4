/**
 * Mini-programs: measuring blocks and scrolling the page with the host's APIs
 * (the selector query; pageScrollTo with a number, which every host takes).
 * H5 has its own file (pageScroll.h5.ts).
 */
import Taro from '@tarojs/taro'

export interface FloorBox { top: number, height: number, width: number }

interface Rect { top?: number, height?: number, width?: number }
interface Offset { scrollTop?: number, scrollHeight?: number }

/** Each selector's first match in page coordinates (undefined when none), and the page's scroll height. */
export function measureSelectors (selectors: readonly string[]): Promise<{ boxes: Array<FloorBox | undefined>, pageHeight: number }> {
  return new Promise((resolve) => {
    try {
      const query = Taro.createSelectorQuery()
      for (const selector of selectors) query.select(selector).boundingClientRect()
      query.selectViewport().scrollOffset()
      query.exec((results: unknown[]) => {
        const list = Array.isArray(results) ? results : []
        const viewport = (list[selectors.length] ?? {}) as Offset
        const scrollTop = Number(viewport.scrollTop) || 0
        const boxes = selectors.map((_s, i) => {
          const rect = (list[i] ?? {}) as Rect
          return typeof rect.top === 'number' && Number.isFinite(rect.top) ? { top: rect.top + scrollTop, height: Number(rect.height) || 0, width: Number(rect.width) || 0 } : undefined
        })
        resolve({ boxes, pageHeight: Number(viewport.scrollHeight) || 0 })
      })
    } catch {
      resolve({ boxes: selectors.map(() => undefined), pageHeight: 0 })
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
