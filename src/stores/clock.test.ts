import { autorun } from 'mobx'
import { ClockStore, type Timers } from './clock'

/** Timers we can see: how many are pending, and run them by hand. */
function manualTimers () {
  const pending = new Map<number, { fn: () => void, ms: number }>()
  let seq = 0
  const timers: Timers = {
    setTimeout: (fn, ms) => { pending.set(++seq, { fn, ms }); return seq },
    clearTimeout: (id) => { pending.delete(id as number) }
  }
  const fire = () => {
    const [id, timer] = [...pending][0]
    pending.delete(id)
    timer.fn()
  }
  return { timers, pending, fire }
}

describe('server clock', () => {
  it('follows the server time', () => {
    let phone = 1_000
    const clock = new ClockStore(() => phone)
    clock.sync(5_000)
    phone = 2_000
    expect(clock.now()).toBe(6_000)
    clock.sync(Number.NaN)
    clock.sync(-5)
    expect(clock.now()).toBe(6_000)
  })
})

describe('one shared tick', () => {
  it('runs one timer for any number of displays, only while one is observed, aligned to the second', () => {
    let phone = 10_250
    const { timers, pending, fire } = manualTimers()
    const clock = new ClockStore(() => phone, timers)
    expect(pending.size).toBe(0)
    const seen: number[] = []
    const stopA = autorun(() => { seen.push(clock.tickNow) })
    const stopB = autorun(() => { void clock.tickNow })
    expect(pending.size).toBe(1)
    expect([...pending.values()][0].ms).toBe(750)
    phone = 11_003
    fire()
    expect(seen).toEqual([10_000, 11_000])
    expect(pending.size).toBe(1)
    stopA()
    stopB()
    // Unmounted: no timer left.
    expect(pending.size).toBe(0)
  })

  it('pauses while the page is hidden and catches up at once when shown', () => {
    let phone = 20_000
    const { timers, pending } = manualTimers()
    const clock = new ClockStore(() => phone, timers)
    const seen: number[] = []
    const stop = autorun(() => { seen.push(clock.tickNow) })
    clock.pause()
    expect(pending.size).toBe(0)
    phone = 95_400
    clock.resume()
    expect(seen[seen.length - 1]).toBe(95_000)
    expect(pending.size).toBe(1)
    clock.dispose()
    expect(pending.size).toBe(0)
    stop()
  })

  it('re-reads the time at once when a sync moves it', () => {
    let phone = 1_000
    const { timers } = manualTimers()
    const clock = new ClockStore(() => phone, timers)
    const seen: number[] = []
    const stop = autorun(() => { seen.push(clock.tickNow) })
    clock.sync(3_600_000, phone)
    expect(seen[seen.length - 1]).toBe(3_600_000)
    phone = 1_001
    stop()
  })
})
