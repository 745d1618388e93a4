/**
 * The mini-programs' measure (pageScroll.ts; jest resolves `./pageScroll` to the H5 file, so the mini file is
 * loaded by its name): a host's selector query answered, answered with nothing, or never answered.
 */
import Taro from '@tarojs/taro'
import type * as MiniPageScroll from './pageScroll'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { createSelectorQuery: jest.fn(), pageScrollTo: jest.fn() } }))

const { measureSelectors, MEASURE_TIMEOUT_MS } = jest.requireActual<typeof MiniPageScroll>('./pageScroll.ts')

/** A selector query whose `exec` calls back with `answer(selectorsAsked)`, or never (`answer` undefined). */
function host (answer?: (asked: string[]) => unknown): void {
  jest.mocked(Taro.createSelectorQuery).mockImplementation(() => {
    const asked: string[] = []
    const query = {
      select: (selector: string) => ({ boundingClientRect: () => { asked.push(selector); return query } }),
      selectViewport: () => ({ scrollOffset: () => { asked.push('viewport'); return query } }),
      exec: (cb: (results: unknown) => void) => { if (answer) setTimeout(() => cb(answer(asked)), 5) }
    }
    return query as never
  })
}

beforeEach(() => { jest.useFakeTimers() })
afterEach(() => { jest.useRealTimers() })

const settle = async <T>(p: Promise<T>, ms = 10): Promise<T> => {
  await jest.advanceTimersByTimeAsync(ms)
  return p
}

describe('measureSelectors in mini-programs', () => {
  it('reads each selector\'s box in page coordinates (its rect plus the scroll) and the page\'s height', async () => {
    host(() => [{ top: 100, height: 300, width: 375 }, null, { scrollTop: 500, scrollHeight: 4000 }])
    await expect(settle(measureSelectors(['.a', '.gone']))).resolves.toEqual({
      boxes: [{ top: 600, height: 300, width: 375 }, undefined], pageHeight: 4000, answered: true
    })
  })

  it.each([
    ['an empty list', () => []],
    ['nothing', () => undefined],
    ['a list shorter than the fields asked', () => [{ top: 1, height: 2, width: 3 }]],
    ['no node for any selector asked', () => [null, null, { scrollTop: 0, scrollHeight: 900 }]]
  ])('a host that answers %s has not measured', async (_what, answer) => {
    host(answer)
    const measured = await settle(measureSelectors(['.a', '.b']))
    expect(measured.answered).toBe(false)
    expect(measured.boxes).toEqual([undefined, undefined])
  })

  it(`a host whose exec never calls back: unanswered after ${MEASURE_TIMEOUT_MS} ms, not before; a late answer changes nothing`, async () => {
    let late: ((r: unknown) => void) | undefined
    jest.mocked(Taro.createSelectorQuery).mockImplementation(() => {
      const query = { select: () => ({ boundingClientRect: () => query }), selectViewport: () => ({ scrollOffset: () => query }), exec: (cb: (r: unknown) => void) => { late = cb } }
      return query as never
    })
    let result: { answered: boolean } | undefined
    void measureSelectors(['.a']).then((r) => { result = r })
    await jest.advanceTimersByTimeAsync(MEASURE_TIMEOUT_MS - 1)
    expect(result).toBeUndefined()
    await jest.advanceTimersByTimeAsync(1)
    expect(result).toEqual({ boxes: [undefined], pageHeight: 0, answered: false })
    late?.([{ top: 1, height: 1, width: 1 }, { scrollTop: 0 }])
    await jest.advanceTimersByTimeAsync(10)
    expect(result?.answered).toBe(false)
  })

  it('a host whose query throws has not measured', async () => {
    jest.mocked(Taro.createSelectorQuery).mockImplementation(() => { throw new Error('no query here') })
    await expect(settle(measureSelectors(['.a']))).resolves.toEqual({ boxes: [undefined], pageHeight: 0, answered: false })
  })

  it('nothing asked but the viewport: answered', async () => {
    host(() => [{ scrollTop: 0, scrollHeight: 900 }])
    await expect(settle(measureSelectors([]))).resolves.toEqual({ boxes: [], pageHeight: 900, answered: true })
  })
})
