import { measureFloors, scrollToBlock } from '@/renderer/floors'
import { parseFloorNav } from './model'
import { FloorNavStore } from './store'

jest.mock('@/renderer/floors', () => ({
  ...jest.requireActual<object>('@/renderer/floors'),
  measureFloors: jest.fn(),
  scrollToBlock: jest.fn(async () => undefined)
}))

const measure = measureFloors as jest.MockedFunction<typeof measureFloors>
const meta = { id: 1, uuid: 'nav', type: 'floorNav', kind: 'floorNav' }
const pageHeight = 5000

/** A bar of `count` tabs at 600 px, 375 px wide; floor i (f-1 …) at 1000 × i, 500 high. */
function make (count = 2) {
  jest.useFakeTimers()
  measure.mockImplementation(async (uuids) => ({
    pageHeight,
    boxes: new Map(uuids.flatMap((u): Array<[string, { top: number, height: number, width: number }]> => {
      if (u === 'nav') return [[u, { top: 600, height: 44, width: 375 }]]
      const floor = /^f-(\d+)$/.exec(u)
      return floor && Number(floor[1]) <= count ? [[u, { top: 1000 * Number(floor[1]), height: 500, width: 375 }]] : []
    }))
  }))
  const r = parseFloorNav({ resources: Array.from({ length: count }, (_, i) => ({ title: `楼层${i + 1}`, targetFloorUuid: `f-${i + 1}` })) })
  if (!r.ok) throw new Error(r.reason)
  return new FloorNavStore(r.value, meta, { requestFloor: () => ({ seq: 1, ready: Promise.resolve(true) }), floorSteps: () => 0, endFloor: () => undefined })
}

afterEach(() => { jest.useRealTimers(); measure.mockReset() })

describe('floor navigation store (001 §2, §9)', () => {
  it('"positions computed after 1 s"; the active tab and the sticking follow the scroll, debounced 50 ms', async () => {
    const store = make()
    store.start()
    jest.advanceTimersByTime(999)
    expect(measure).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(store.tops).toEqual([1000, 2000])
    expect([store.barTop, store.barHeight]).toEqual([600, 44])
    store.onScroll(1990)
    jest.advanceTimersByTime(49)
    expect([store.active, store.fixed]).toEqual([0, false])
    await jest.advanceTimersByTimeAsync(1)
    expect([store.active, store.fixed]).toEqual([1, true])
  })

  // Issue 51: positions taken once (at 1 s, or while the page's window was still filling) lit the floor above
  // the one on screen; the page's height alone does not tell that a floor moved (a block above mounted as one
  // below gave way).
  it('measures again at every scroll\'s rest, the page\'s height the same or not: the tab follows where the floors are now', async () => {
    const store = make(4)
    store.start()
    await jest.advanceTimersByTimeAsync(1000)
    expect(store.tops).toEqual([1000, 2000, 3000, 4000])
    // Floors 3 and 4 move down 300 px (a block above them was drawn), the page as high as before.
    measure.mockImplementation(async (uuids) => ({
      pageHeight,
      boxes: new Map(uuids.map((u): [string, { top: number, height: number, width: number }] => (u === 'nav' ? [u, { top: 600, height: 44, width: 375 }] : [u, { top: 1000 * Number(u.slice(2)) + (Number(u.slice(2)) >= 3 ? 300 : 0), height: 500, width: 375 }])))
    }))
    store.onScroll(3000)
    await jest.advanceTimersByTimeAsync(50)
    expect(store.tops).toEqual([1000, 2000, 3300, 4300])
    expect(store.active).toBe(1)
    store.onScroll(3300)
    await jest.advanceTimersByTimeAsync(50)
    expect(store.active).toBe(2)
  })

  // A gate's browser test saw the bar fixed at scrollTop 26 while it sits at 150, with no placeholder: a
  // measure of a bar not drawn at that moment (no height, its top read as the scroll) fixed it.
  it('a bar measured with no height (not drawn for a moment) keeps its place and height: it neither sticks nor loses its placeholder', async () => {
    const store = make()
    store.start()
    await jest.advanceTimersByTimeAsync(1000)
    store.onScroll(700)
    await jest.advanceTimersByTimeAsync(50)
    expect([store.fixed, store.barHeight]).toEqual([true, 44])
    measure.mockImplementation(async (uuids) => ({
      pageHeight,
      boxes: new Map(uuids.map((u): [string, { top: number, height: number, width: number }] => [u, u === 'nav' ? { top: 26, height: 0, width: 0 } : { top: 1000 * Number(u.slice(2)), height: 500, width: 375 }]))
    }))
    store.onResize()
    await jest.advanceTimersByTimeAsync(50)
    // Fixed (scrolled past 600), its placeholder as high as the bar.
    expect([store.barTop, store.barHeight, store.fixed]).toEqual([600, 44, true])
    store.onScroll(26)
    await jest.advanceTimersByTimeAsync(50)
    expect([store.barTop, store.fixed]).toEqual([600, false])
  })

  it('a tap scrolls to its floor under the bar, and holds that tab through the scroll', async () => {
    const store = make()
    store.start()
    await jest.advanceTimersByTimeAsync(1000)
    void store.tap(1)
    expect(scrollToBlock).toHaveBeenCalledWith(expect.anything(), 'f-2', 44)
    expect(store.active).toBe(1)
    store.onScroll(1200)
    await jest.advanceTimersByTimeAsync(50)
    expect(store.active).toBe(1)
    await jest.advanceTimersByTimeAsync(500)
    expect(store.active).toBe(0)
  })

  it('holds the tapped tab while the page makes its floor reachable (a long page: seconds), then through the scroll', async () => {
    const store = make()
    store.start()
    await jest.advanceTimersByTimeAsync(1000)
    let land: () => void = () => undefined
    jest.mocked(scrollToBlock).mockImplementationOnce(() => new Promise<void>((resolve) => { land = resolve }))
    void store.tap(1)
    store.onScroll(0)
    await jest.advanceTimersByTimeAsync(2000)
    expect(store.active).toBe(1)
    land()
    await jest.advanceTimersByTimeAsync(50)
    expect(store.active).toBe(1)
    await jest.advanceTimersByTimeAsync(500)
    expect(store.active).toBe(0)
  })

  it('more than 5 tabs: the bar alone scrolls, a fifth of its width a tab, to keep the active tab in view as the page scrolls floor by floor', async () => {
    jest.mocked(scrollToBlock).mockClear()
    const store = make(8)
    store.start()
    expect(store.barScrollLeft).toBe(0)
    await jest.advanceTimersByTimeAsync(1000)
    const seen: Array<[number, number]> = []
    for (let floor = 1; floor <= 8; floor++) {
      store.onScroll(1000 * floor - 44)
      await jest.advanceTimersByTimeAsync(50)
      seen.push([store.active, store.barScrollLeft])
    }
    // Centred from the third tab on, until the bar's end (8 tabs: at most 3 tab widths, 225 px).
    expect(seen).toEqual([[0, 0], [1, 0], [2, 0], [3, 75], [4, 150], [5, 225], [6, 225], [7, 225]])
    expect(scrollToBlock).not.toHaveBeenCalled()
  })
})

describe('floor navigation: the page changes size without a scroll (001 §2 "positions again when the page\'s height changes")', () => {
  it('measures again 50 ms after the page rests, not before its first measurement; the active tab follows the new positions', async () => {
    const store = make()
    const measured = () => measure.mock.calls.filter(([uuids]) => uuids.length > 0).length
    const stop = store.start()
    store.onResize()
    await jest.advanceTimersByTimeAsync(999)
    expect(measured()).toBe(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(measured()).toBe(1)
    store.setScroll(1900)
    await jest.advanceTimersByTimeAsync(0)
    expect(measured()).toBe(2)
    expect(store.active).toBe(0)
    // A block above the second floor shrank by 200 px: the same scroll is now on it.
    measure.mockImplementation(async (uuids) => ({ pageHeight, boxes: new Map(uuids.map((u): [string, { top: number, height: number, width: number }] => [u, u === 'nav' ? { top: 600, height: 44, width: 375 } : { top: u === 'f-1' ? 1000 : 1800, height: 500, width: 375 }])) }))
    store.onResize()
    store.onResize()
    await jest.advanceTimersByTimeAsync(49)
    expect(measured()).toBe(2)
    await jest.advanceTimersByTimeAsync(1)
    expect(measured()).toBe(3)
    expect(store.tops).toEqual([1000, 1800])
    expect(store.active).toBe(1)
    stop()
  })
})

describe('floor navigation and the page settle signal (platform/settle.h5.ts)', () => {
  const win = window as unknown as Record<string, unknown>
  afterEach(() => { delete win.__campaignSettleWanted })
  const pending = () => (win.__campaignSettle as { pending (): string[] }).pending()

  it('the first measurement and a scroll not read yet keep the page busy; a browser test reads the bar once both are done', async () => {
    win.__campaignSettleWanted = true
    const store = make()
    const stop = store.start()
    expect(pending()).toEqual(['floor bar measuring its floors'])
    await jest.advanceTimersByTimeAsync(1000)
    expect(pending()).toEqual([])
    store.onScroll(1900)
    store.onScroll(2000)
    expect(pending()).toEqual(['floor bar reading the scroll'])
    await jest.advanceTimersByTimeAsync(50)
    expect(pending()).toEqual([])
    expect(store.active).toBe(1)
    store.onScroll(1000)
    stop()
    expect(pending()).toEqual([])
  })
})
