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
let pageHeight = 5000

function make () {
  jest.useFakeTimers()
  measure.mockImplementation(async (uuids) => ({
    pageHeight,
    boxes: new Map(uuids.flatMap((u) => (u === 'nav' ? [[u, { top: 600, height: 44 }]] : u === 'f-1' ? [[u, { top: 1000, height: 500 }]] : u === 'f-2' ? [[u, { top: 2000, height: 500 }]] : [])) as Array<[string, { top: number, height: number }]>)
  }))
  const r = parseFloorNav({ resources: [{ title: '一', targetFloorUuid: 'f-1' }, { title: '二', targetFloorUuid: 'f-2' }] })
  if (!r.ok) throw new Error(r.reason)
  return new FloorNavStore(r.value, meta, { requestMountAll: () => undefined })
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

  it('measures again when the page\'s height has changed', async () => {
    const store = make()
    store.start()
    await jest.advanceTimersByTimeAsync(1000)
    const calls = measure.mock.calls.length
    store.onScroll(100)
    await jest.advanceTimersByTimeAsync(50)
    expect(measure.mock.calls.filter((c) => c[0].length > 0)).toHaveLength(1)
    pageHeight = 6000
    store.onScroll(200)
    await jest.advanceTimersByTimeAsync(50)
    expect(measure.mock.calls.length).toBeGreaterThan(calls + 1)
    expect(measure.mock.calls.filter((c) => c[0].length > 0)).toHaveLength(2)
    pageHeight = 5000
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
})
