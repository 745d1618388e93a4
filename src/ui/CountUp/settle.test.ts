import { SETTLE_BUCKET_MS, settleAt } from './settle'

describe('count-ups that end about together settle in one task', () => {
  beforeEach(() => { jest.useFakeTimers({ now: 10_000 }) })
  afterEach(() => { jest.useRealTimers() })

  it('runs every swap due within one bucket in the same task, at the bucket\'s end; a cancelled one not at all', () => {
    const ran: string[] = []
    settleAt(10_000 + 1301, () => ran.push('a'))
    settleAt(10_000 + 1420, () => ran.push('b'))
    const cancel = settleAt(10_000 + 1449, () => ran.push('cancelled'))
    settleAt(10_000 + 1501, () => ran.push('next bucket'))
    cancel()
    expect(SETTLE_BUCKET_MS).toBe(250)
    jest.advanceTimersByTime(1449)
    expect(ran).toEqual([])
    // 11 500 is the first bucket's end (rounded up from 11 301–11 449): a and b together; 11 501 waits for 11 750.
    jest.advanceTimersByTime(51)
    expect(ran).toEqual(['a', 'b'])
    jest.advanceTimersByTime(250)
    expect(ran).toEqual(['a', 'b', 'next bucket'])
  })
})
