import { ReloadAfterZero } from './countdown'

afterEach(() => { jest.useRealTimers() })

describe('000 §4 "At zero the page reloads after 520 ms"; 001 §4 "the page reloads about 520 ms later"', () => {
  it('reloads 520 ms after a zero is reached, not before', () => {
    jest.useFakeTimers()
    const reload = jest.fn()
    new ReloadAfterZero(reload).reached(10_000)
    jest.advanceTimersByTime(519)
    expect(reload).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('once per zero: the next ticks past the same zero ask nothing more; the next zero reloads again', () => {
    jest.useFakeTimers()
    const reload = jest.fn()
    const zero = new ReloadAfterZero(reload)
    zero.reached(10_000)
    jest.advanceTimersByTime(300)
    zero.reached(10_000)
    jest.advanceTimersByTime(5000)
    zero.reached(10_000)
    jest.advanceTimersByTime(5000)
    expect(reload).toHaveBeenCalledTimes(1)
    zero.reached(70_000)
    jest.advanceTimersByTime(520)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('a later zero while one is pending: one reload, 520 ms after the later', () => {
    jest.useFakeTimers()
    const reload = jest.fn()
    const zero = new ReloadAfterZero(reload)
    zero.reached(10_000)
    jest.advanceTimersByTime(400)
    zero.reached(11_000)
    jest.advanceTimersByTime(519)
    expect(reload).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(5000)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('cancel drops a pending reload and leaves no timer', () => {
    jest.useFakeTimers()
    const reload = jest.fn()
    const zero = new ReloadAfterZero(reload)
    zero.reached(10_000)
    jest.advanceTimersByTime(100)
    zero.cancel()
    expect(jest.getTimerCount()).toBe(0)
    jest.advanceTimersByTime(5000)
    expect(reload).not.toHaveBeenCalled()
  })
})
