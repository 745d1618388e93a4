/**
 * H5: measuring blocks and scrolling the page with the DOM. The page scrolls
 * the document (or the shown `.taro_page` under Taro's router when that is
 * the scroller, as afterRender.h5 reads it); Taro's H5 pageScrollTo sets
 * `.taro_page`'s scrollTop, which does not move a page the document scrolls.
 */
export interface FloorBox { top: number, height: number }

function scroller (): Element {
  const page = document.querySelector('.taro_page_show')
  return page && page.scrollHeight > page.clientHeight ? page : (document.scrollingElement ?? document.documentElement)
}

/** Each selector's first match in page coordinates (undefined when none), and the page's scroll height. */
export async function measureSelectors (selectors: readonly string[]): Promise<{ boxes: Array<FloorBox | undefined>, pageHeight: number }> {
  const el = scroller()
  const base = el === document.scrollingElement || el === document.documentElement ? 0 : el.getBoundingClientRect().top
  const boxes = selectors.map((selector) => {
    const found = document.querySelector(selector)
    if (!found) return undefined
    const rect = found.getBoundingClientRect()
    return { top: rect.top - base + el.scrollTop, height: rect.height }
  })
  return { boxes, pageHeight: el.scrollHeight }
}

/** Scrolls the page to `top` px, smoothly over about `durationMs`; never throws (an old webview without smooth scrolling jumps). */
export async function scrollPageTo (top: number, durationMs: number): Promise<void> {
  try {
    const el = scroller()
    if (typeof el.scrollTo === 'function') el.scrollTo({ top, behavior: durationMs > 0 ? 'smooth' : 'auto' })
    else el.scrollTop = top
  } catch {
    // Stay where we are.
  }
  await new Promise((resolve) => setTimeout(resolve, durationMs))
}
