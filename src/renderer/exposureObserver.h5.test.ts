import { createSlotObserver } from './exposureObserver.h5'

/** A fake IntersectionObserver: tests say what each element's sighting is. */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets = new Set<Element>()
  disconnected = false
  constructor (readonly cb: IntersectionObserverCallback, readonly options: IntersectionObserverInit = {}) { FakeObserver.all.push(this) }
  observe (el: Element) { this.targets.add(el) }
  unobserve (el: Element) { this.targets.delete(el) }
  disconnect () { this.disconnected = true; this.targets.clear() }
  /** Reports `el` at `ratio` of a `height` px box on an 800 px screen. */
  report (el: Element, ratio: number, height = 200) {
    if (!this.targets.has(el)) return
    const entry = { target: el, isIntersecting: ratio > 0, intersectionRatio: ratio, boundingClientRect: { height }, intersectionRect: { height: ratio * height }, rootBounds: { height: 800 } }
    this.cb([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
}

const live = () => FakeObserver.all.filter((o) => !o.disconnected)
const element = () => document.body.appendChild(document.createElement('div'))

beforeEach(() => {
  FakeObserver.all = []
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver
})
afterEach(() => { delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver })

describe('exposure on H5: one IntersectionObserver for the page', () => {
  it('watches every block with one observer at 0 and ½, and says each is seen once, at half visible', () => {
    const observer = createSlotObserver()!
    const [a, b] = [element(), element()]
    const seenA = jest.fn()
    const seenB = jest.fn()
    observer.watch({ el: a, id: 'a', floating: false }, seenA)
    observer.watch({ el: b, id: 'b', floating: false }, seenB)
    expect(live()).toHaveLength(1)
    const [shared] = live()
    expect(shared.options.threshold).toEqual([0, 0.5])
    shared.report(a, 0.3)
    expect(seenA).not.toHaveBeenCalled()
    shared.report(a, 0.5)
    shared.report(a, 1)
    expect(seenA).toHaveBeenCalledTimes(1)
    // Seen: no longer observed.
    expect(shared.targets.has(a)).toBe(false)
    expect(seenB).not.toHaveBeenCalled()
  })

  it('never counts a box of no size', () => {
    const observer = createSlotObserver()!
    const el = element()
    const seen = jest.fn()
    observer.watch({ el, id: 'e', floating: false }, seen)
    live()[0].report(el, 1, 0)
    expect(seen).not.toHaveBeenCalled()
  })

  it('gives a block taller than two screens an observer at the ratio where it covers half the screen, once', () => {
    const observer = createSlotObserver()!
    const el = element()
    const seen = jest.fn()
    observer.watch({ el, id: 't', floating: false }, seen)
    const [shared] = live()
    shared.report(el, 0.05, 4000)
    expect(live()).toHaveLength(2)
    const tall = live()[1]
    expect(tall.options.threshold).toEqual([0.1])
    tall.report(el, 0.06, 4000)
    expect(live()).toHaveLength(2)
    expect(seen).not.toHaveBeenCalled()
    tall.report(el, 0.1, 4000)
    expect(seen).toHaveBeenCalledTimes(1)
    expect(tall.disconnected).toBe(true)
  })

  it('watches what a floating block shows inside its wrapper, as it appears', async () => {
    const observer = createSlotObserver()!
    const slot = element()
    const anchor = slot.appendChild(document.createElement('div'))
    const seen = jest.fn()
    observer.watch({ el: slot, id: 'f', floating: true }, seen)
    const [shared] = live()
    expect(shared.targets.has(slot)).toBe(false)
    // The closed popup's anchor has no size.
    shared.report(anchor, 1, 0)
    const popup = slot.appendChild(document.createElement('div'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    shared.report(popup, 1, 812)
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('stops watching a block that unmounts, and disconnects with the page', () => {
    const observer = createSlotObserver()!
    const el = element()
    const seen = jest.fn()
    const stop = observer.watch({ el, id: 's', floating: false }, seen)
    stop()
    live()[0].report(el, 1)
    expect(seen).not.toHaveBeenCalled()
    observer.disconnect()
    expect(live()).toHaveLength(0)
  })

  it('sends nothing where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    expect(createSlotObserver()).toBeUndefined()
  })
})
