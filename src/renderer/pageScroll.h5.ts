/**
 * H5: measuring blocks and scrolling the page with the DOM. The page scrolls
 * the document (or the shown `.taro_page` under Taro's router when that is
 * the scroller, as afterRender.h5 reads it); Taro's H5 pageScrollTo sets
 * `.taro_page`'s scrollTop, which does not move a page the document scrolls.
 */
import { pageSettle } from '@/platform/settle'

export interface FloorBox { top: number, height: number, width: number }

export interface Measured {
  boxes: Array<FloorBox | undefined>
  pageHeight: number
  /** The document always answers (pageScroll.ts: a host may not). */
  answered: boolean
}

function scroller (): Element {
  const page = document.querySelector('.taro_page_show')
  return page && page.scrollHeight > page.clientHeight ? page : (document.scrollingElement ?? document.documentElement)
}

/** Each selector's first match in page coordinates (undefined when none), and the page's scroll height. */
export async function measureSelectors (selectors: readonly string[]): Promise<Measured> {
  const el = scroller()
  const base = el === document.scrollingElement || el === document.documentElement ? 0 : el.getBoundingClientRect().top
  const boxes = selectors.map((selector) => {
    const found = document.querySelector(selector)
    // Not drawn (display: none, as React's Suspense hides what it holds while a child's code loads): its
    // rectangle is all zeros, which read as "at the current scroll, no height" and once fixed the floor bar
    // to the top without its placeholder (a layout shift, the slots below moving up). Not measured instead.
    if (!found) return undefined
    const rect = found.getBoundingClientRect()
    if (!rect.width && !rect.height && found.getClientRects().length === 0) return undefined
    return { top: rect.top - base + el.scrollTop, height: rect.height, width: rect.width }
  })
  return { boxes, pageHeight: el.scrollHeight, answered: true }
}

/**
 * Scrolls the page to `top` px over about `durationMs`, easing in and out, by setting the scroller's
 * scrollTop each frame (as Taro's own pageScrollTo does): `scrollTo({behavior: 'smooth'})` stalled after
 * its first frame in Chromium while the page mounted blocks. Never throws.
 */
export function scrollPageTo (top: number, durationMs: number): Promise<void> {
  // Emulator builds under test: the scroll is an animation of the page's (lib/settle.ts).
  const done = pageSettle()?.('page scroll')
  return new Promise<void>((resolve) => {
    try {
      const el = scroller()
      const from = el.scrollTop
      const start = Date.now()
      const step = () => {
        const t = durationMs > 0 ? Math.min(1, (Date.now() - start) / durationMs) : 1
        const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
        el.scrollTop = from + (top - from) * eased
        if (t < 1 && typeof requestAnimationFrame === 'function') requestAnimationFrame(step)
        else resolve()
      }
      step()
    } catch {
      resolve()
    }
  }).finally(done)
}
