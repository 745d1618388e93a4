/**
 * H5's measurement of floors and slots (pageScroll.h5.ts), in jsdom with the rectangles a browser would give.
 */
import { measureSelectors } from './pageScroll.h5'

function slot (className: string, rect: { top: number, height: number, width: number } | undefined): HTMLElement {
  const el = document.createElement('div')
  el.className = className
  // A browser gives an element not drawn (display: none) no client rectangles and a rectangle of zeros.
  el.getClientRects = () => (rect ? [rect] : []) as unknown as DOMRectList
  el.getBoundingClientRect = () => ({ top: 0, height: 0, width: 0, ...rect }) as DOMRect
  document.body.appendChild(el)
  return el
}

beforeEach(() => {
  // jsdom has no scrolling element: the page scrolls the document element (pageScroll.h5.ts's scroller()).
  Object.defineProperty(document.documentElement, 'scrollTop', { configurable: true, value: 500 })
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 })
})
afterEach(() => { document.body.innerHTML = '' })

describe('measureSelectors on H5', () => {
  it('gives each selector\'s first match in page coordinates (its top plus the scroll), and the page\'s height', async () => {
    slot('a', { top: 100, height: 300, width: 375 })
    slot('a', { top: 900, height: 10, width: 375 })
    const measured = await measureSelectors(['.a', '.none'])
    expect(measured).toEqual({ boxes: [{ top: 600, height: 300, width: 375 }, undefined], pageHeight: 4000, answered: true })
  })

  it('an element not drawn (display: none: no client rectangles) is not measured, never "at the scroll, no height"', async () => {
    slot('hidden', undefined)
    slot('empty', { top: 40, height: 0, width: 375 })
    const { boxes } = await measureSelectors(['.hidden', '.empty'])
    // An empty slot that is drawn (a block showing nothing) still has its place.
    expect(boxes).toEqual([undefined, { top: 540, height: 0, width: 375 }])
  })
})
