import { CONTENT_POLL_MS, MOUNT_AHEAD_SCREENS, afterRender, nearPageEnd } from './afterRender.h5'

/** A Taro H5 page element that scrolls, with the given layout (jsdom lays nothing out). */
function taroPage (layout: { scrollHeight: number, clientHeight: number, scrollTop?: number }): HTMLElement {
  const el = document.createElement('div')
  el.className = 'taro_page taro_page_show'
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => layout.scrollHeight })
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => layout.clientHeight })
  Object.defineProperty(el, 'scrollTop', { configurable: true, get: () => layout.scrollTop ?? 0, set: (v: number) => { layout.scrollTop = v } })
  document.body.appendChild(el)
  return el
}

beforeEach(() => { jest.useFakeTimers() })
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
})

describe('nearPageEnd', () => {
  it(`is true when the page's end is within ${MOUNT_AHEAD_SCREENS} screens of the screen's bottom`, () => {
    const layout = { scrollHeight: 800 + 800 * MOUNT_AHEAD_SCREENS, clientHeight: 800, scrollTop: 0 }
    taroPage(layout)
    expect(nearPageEnd()).toBe(true)
    layout.scrollHeight += 1
    expect(nearPageEnd()).toBe(false)
    layout.scrollTop = 1
    expect(nearPageEnd()).toBe(true)
  })

  it('reads the document when there is no Taro page (a page that does not scroll is always near its end)', () => {
    expect(nearPageEnd()).toBe(true)
  })
})

describe('afterRender (H5)', () => {
  it('runs the first batch at once', () => {
    const cb = jest.fn()
    afterRender(cb, true)
    expect(cb).toHaveBeenCalledTimes(1)
  })

  it('runs a later batch after the next frame when the page is short', () => {
    taroPage({ scrollHeight: 900, clientHeight: 800 })
    const cb = jest.fn()
    afterRender(cb)
    expect(cb).not.toHaveBeenCalled()
    jest.advanceTimersByTime(50)
    expect(cb).toHaveBeenCalledTimes(1)
  })

  it('waits for the visitor to scroll towards the end of a long page, then runs once', () => {
    const layout = { scrollHeight: 5000, clientHeight: 800, scrollTop: 0 }
    const page = taroPage(layout)
    const cb = jest.fn()
    afterRender(cb)
    jest.advanceTimersByTime(1000)
    expect(cb).not.toHaveBeenCalled()
    // Still far from the end.
    layout.scrollTop = 1000
    page.dispatchEvent(new Event('scroll'))
    jest.advanceTimersByTime(50)
    expect(cb).not.toHaveBeenCalled()
    // 5000 - (3100 + 800) = 1100 ≤ 1.5 screens.
    layout.scrollTop = 3100
    for (let i = 0; i < 5; i++) page.dispatchEvent(new Event('scroll'))
    jest.advanceTimersByTime(50)
    expect(cb).toHaveBeenCalledTimes(1)
    page.dispatchEvent(new Event('scroll'))
    jest.advanceTimersByTime(50)
    expect(cb).toHaveBeenCalledTimes(1)
  })

  it('runs when the page shrinks without a scroll (a block above emptied), checking its content size', () => {
    const layout = { scrollHeight: 5000, clientHeight: 800, scrollTop: 0 }
    taroPage(layout)
    const cb = jest.fn()
    afterRender(cb)
    jest.advanceTimersByTime(CONTENT_POLL_MS * 3)
    expect(cb).not.toHaveBeenCalled()
    // A page that no longer scrolls: no scroll event will ever come.
    layout.scrollHeight = 700
    jest.advanceTimersByTime(CONTENT_POLL_MS + 50)
    expect(cb).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(CONTENT_POLL_MS * 3)
    expect(cb).toHaveBeenCalledTimes(1)
  })

  it('with ResizeObserver, watches the page content\'s size instead of polling', () => {
    const observed: Element[] = []
    let notify: () => void = () => undefined
    const disconnect = jest.fn()
    ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      constructor (cb: () => void) { notify = cb }
      observe (el: Element) { observed.push(el) }
      disconnect () { disconnect() }
    }
    try {
      const layout = { scrollHeight: 5000, clientHeight: 800, scrollTop: 0 }
      const page = taroPage(layout)
      page.appendChild(document.createElement('div'))
      const cb = jest.fn()
      afterRender(cb)
      jest.advanceTimersByTime(50)
      expect(observed).toEqual([page.firstElementChild])
      layout.scrollHeight = 700
      jest.advanceTimersByTime(CONTENT_POLL_MS * 2)
      expect(cb).not.toHaveBeenCalled()
      notify()
      jest.advanceTimersByTime(50)
      expect(cb).toHaveBeenCalledTimes(1)
      expect(disconnect).toHaveBeenCalled()
    } finally {
      delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver
    }
  })

  it('never runs once cancelled (the list unmounted or re-rendered)', () => {
    const layout = { scrollHeight: 5000, clientHeight: 800, scrollTop: 0 }
    const page = taroPage(layout)
    const cb = jest.fn()
    const cancel = afterRender(cb)
    jest.advanceTimersByTime(50)
    cancel()
    layout.scrollTop = 4200
    page.dispatchEvent(new Event('scroll'))
    jest.advanceTimersByTime(50)
    expect(cb).not.toHaveBeenCalled()
  })
})

describe('afterRender and the page settle signal (platform/settle.h5.ts)', () => {
  const win = window as unknown as Record<string, unknown>
  afterEach(() => {
    delete win.__campaignSettle
    delete win.__campaignSettleWanted
  })
  const pending = () => (win.__campaignSettle as { pending (): string[] }).pending()

  it('a batch about to mount, or mounting until the next one takes over, is in flight; one waiting for a scroll is not', () => {
    win.__campaignSettleWanted = true
    let fresh: typeof import('./afterRender.h5') | undefined
    jest.isolateModules(() => { fresh = jest.requireActual<typeof import('./afterRender.h5')>('./afterRender.h5') })
    const layout = { scrollHeight: 5000, clientHeight: 800, scrollTop: 0 }
    taroPage(layout)
    const first = fresh!.afterRender(jest.fn(), true)
    expect(pending()).toEqual(['batch of blocks'])
    first()
    expect(pending()).toEqual([])
    const later = jest.fn()
    const cancel = fresh!.afterRender(later)
    expect(pending()).toEqual(['batch of blocks'])
    // Far from the end: it waits for the visitor, and the page can settle meanwhile.
    jest.advanceTimersByTime(50)
    expect(pending()).toEqual([])
    layout.scrollTop = 4000
    document.dispatchEvent(new Event('scroll'))
    expect(pending()).toEqual(['batch of blocks'])
    jest.advanceTimersByTime(50)
    expect(later).toHaveBeenCalledTimes(1)
    // Mounting: in flight until the list's next render takes over (its effect cancels this one).
    expect(pending()).toEqual(['batch of blocks'])
    cancel()
    expect(pending()).toEqual([])
  })
})
