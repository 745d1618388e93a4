import { JUMP_STALL_MS } from './blockWindow'
import { floorClass, floorHolder, scrollToBlock, type FloorJumps } from './floors'
import { measureSelectors, scrollPageTo } from './pageScroll'

jest.mock('./pageScroll', () => ({ measureSelectors: jest.fn(), scrollPageTo: jest.fn(async () => undefined) }))

const measure = jest.mocked(measureSelectors)
const scroll = jest.mocked(scrollPageTo)

/** A page whose list says when a jump may scroll (as the page store and its list do), and counts its steps. */
function jumps () {
  const asked: Array<{ uuid: string, seq: number }> = []
  const ended: number[] = []
  let say: ((current: boolean) => void) | undefined
  let steps = 0
  const page: FloorJumps = {
    requestFloor: (uuid) => {
      say?.(false)
      const seq = asked.length + 1
      asked.push({ uuid, seq })
      steps = 0
      return { seq, ready: new Promise<boolean>((resolve) => { say = resolve }) }
    },
    floorSteps: (seq) => (seq === asked.length && !ended.includes(seq) ? steps : -1),
    endFloor: (seq) => { ended.push(seq) }
  }
  return { page, asked, ended, ready: () => say?.(true), step: () => { steps++ } }
}

beforeEach(() => {
  jest.useFakeTimers()
  measure.mockResolvedValue({ boxes: [{ top: 5200, height: 400, width: 375 }], pageHeight: 9000, answered: true })
})
afterEach(() => { jest.useRealTimers(); measure.mockReset(); scroll.mockClear() })

describe('a jump to a floor (issue 42: lands on its top exactly)', () => {
  it('asks the page for the floor and measures nothing until the page says it may scroll; then scrolls to its top under the bar', async () => {
    const j = jumps()
    const done = scrollToBlock(j.page, 'f-9', 44)
    await jest.advanceTimersByTimeAsync(1000)
    expect(j.asked).toEqual([{ uuid: 'f-9', seq: 1 }])
    expect(measure).not.toHaveBeenCalled()
    j.ready()
    await jest.advanceTimersByTimeAsync(0)
    await done
    expect(measure).toHaveBeenCalledWith(['.floor--f-9'])
    expect(scroll).toHaveBeenCalledWith(5200 - 44, 300)
    expect(j.ended).toEqual([1])
  })

  it('landed, measures the floor again and follows it where a block above grew meanwhile (an image loaded), at most twice', async () => {
    const j = jumps()
    measure
      .mockResolvedValueOnce({ boxes: [{ top: 5200, height: 400, width: 375 }], pageHeight: 9000, answered: true })
      .mockResolvedValueOnce({ boxes: [{ top: 5344, height: 400, width: 375 }], pageHeight: 9144, answered: true })
      .mockResolvedValueOnce({ boxes: [{ top: 5344, height: 400, width: 375 }], pageHeight: 9144, answered: true })
    const done = scrollToBlock(j.page, 'f-9', 44)
    j.ready()
    await jest.advanceTimersByTimeAsync(0)
    await done
    expect(scroll.mock.calls).toEqual([[5200 - 44, 300], [5344 - 44, 0]])
    // Where it stays put, one check and no scroll more.
    scroll.mockClear()
    measure.mockReset()
    measure.mockResolvedValue({ boxes: [{ top: 5200, height: 400, width: 375 }], pageHeight: 9000, answered: true })
    const again = scrollToBlock(j.page, 'f-9', 44)
    j.ready()
    await jest.advanceTimersByTimeAsync(0)
    await again
    expect(scroll.mock.calls).toEqual([[5200 - 44, 300]])
    expect(measure).toHaveBeenCalledTimes(2)
  })

  it('a later jump takes over: the first neither scrolls nor ends the second', async () => {
    const j = jumps()
    const first = scrollToBlock(j.page, 'f-2')
    const second = scrollToBlock(j.page, 'f-9')
    await first
    expect(scroll).not.toHaveBeenCalled()
    expect(j.ended).toEqual([1])
    j.ready()
    await jest.advanceTimersByTimeAsync(0)
    await second
    expect(scroll).toHaveBeenCalledTimes(1)
    expect(j.ended).toEqual([1, 2])
  })

  it('waits while the list keeps stepping (a long page on a slow phone); stalled JUMP_STALL_MS without a step, scrolls to wherever the floor is', async () => {
    const j = jumps()
    const done = scrollToBlock(j.page, 'f-9')
    for (let i = 0; i < 5; i++) {
      await jest.advanceTimersByTimeAsync(JUMP_STALL_MS - 100)
      j.step()
    }
    expect(scroll).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(JUMP_STALL_MS * 2)
    await done
    expect(scroll).toHaveBeenCalledWith(5200, 300)
    expect(j.ended).toEqual([1])
  })

  it('a floor not found: stays, the jump ended; a jump taken over while it looks: it stops looking and never scrolls', async () => {
    const j = jumps()
    measure.mockResolvedValue({ boxes: [undefined], pageHeight: 9000, answered: true })
    const lost = scrollToBlock(j.page, 'f-404')
    j.ready()
    await jest.advanceTimersByTimeAsync(2000)
    await lost
    expect(scroll).not.toHaveBeenCalled()
    expect(measure).toHaveBeenCalledTimes(15)
    expect(j.ended).toEqual([1])
    measure.mockClear()
    const first = scrollToBlock(j.page, 'f-2')
    j.ready()
    await jest.advanceTimersByTimeAsync(250)
    const looked = measure.mock.calls.length
    // Another jump while the first still looks for its floor (H5: its block's code loading).
    void scrollToBlock(j.page, 'f-9')
    await jest.advanceTimersByTimeAsync(2000)
    await first
    expect(measure.mock.calls.filter((c) => c[0][0] === '.floor--f-2')).toHaveLength(looked)
    expect(scroll).not.toHaveBeenCalled()
  })
})

describe('the stacked block a jump lands in', () => {
  const block = (uuid: string, extra: Record<string, unknown> = {}) => ({ id: uuid, uuid, type: 'banner', ...extra })
  const stacked = [
    block('a'),
    block('tabs', { type: 'tab', data: { tab: { contents: [{ components: [block('inner-1'), block('inner-2')] }] } } }),
    block('b')
  ]

  it('the floor itself, else the block holding it (a tab group\'s), else none', () => {
    expect(floorHolder(stacked, 'b')).toBe(2)
    expect(floorHolder(stacked, 'inner-2')).toBe(1)
    expect(floorHolder(stacked, 'gone')).toBe(-1)
  })
})

describe('a floor\'s class', () => {
  it('keeps only what every host\'s selector reads, at most 64 characters', () => {
    expect(floorClass('a b.c#d"e')).toBe('floor--a_b_c_d_e')
    expect(floorClass('x'.repeat(100))).toHaveLength('floor--'.length + 64)
  })

  // A uuid "nav" gave `floor-nav`, the floor bar's own root class: measuring that floor measured the bar.
  it('never is a block\'s own class (kinds in kebab case, their BEM children), whatever the uuid', () => {
    for (const uuid of ['nav', 'nav__tab', 'nav__inner--fixed']) expect(floorClass(uuid)).not.toMatch(/^floor-nav/)
  })
})
