import { createGuard } from './guard'

function guardWith (loggedIn = true) {
  const login = jest.fn(async () => undefined)
  const onError = jest.fn()
  const guard = createGuard({ isLoggedIn: () => loggedIn, login, onError })
  return { guard, login, onError }
}

describe('guarded action', () => {
  afterEach(() => jest.useRealTimers())

  it('20 taps in one tick make exactly one call', async () => {
    jest.useFakeTimers()
    const { guard } = guardWith()
    let finish: (v: string) => void = () => undefined
    const call = jest.fn(() => new Promise<string>((resolve) => { finish = resolve }))
    const taps = Array.from({ length: 20 }, () => guard.run('coupon:1', call))
    expect(call).toHaveBeenCalledTimes(1)
    expect(guard.isBusy('coupon:1')).toBe(true)
    finish('ok')
    const outcomes = await Promise.all(taps)
    expect(outcomes[0]).toEqual({ status: 'done', value: 'ok' })
    expect(outcomes.slice(1).every((o) => o.status === 'busy')).toBe(true)
    expect(guard.isBusy('coupon:1')).toBe(false)
  })

  it('a failed call releases the lock and says why', async () => {
    const { guard, onError } = guardWith()
    const error = new Error('已抢光')
    const call = jest.fn().mockRejectedValueOnce(error).mockResolvedValueOnce('ok')
    await expect(guard.run('grab:7', call)).resolves.toEqual({ status: 'failed', error })
    expect(onError).toHaveBeenCalledWith(error)
    expect(guard.isBusy('grab:7')).toBe(false)
    await expect(guard.run('grab:7', call)).resolves.toEqual({ status: 'done', value: 'ok' })
  })

  it('locks per item: another item is not held up', async () => {
    const { guard } = guardWith()
    const slow = guard.run('a', () => new Promise(() => undefined))
    await expect(guard.run('b', async () => 'b')).resolves.toEqual({ status: 'done', value: 'b' })
    void slow
  })

  it('sends a visitor who is not logged in to log in, and calls nothing', async () => {
    const { guard, login } = guardWith(false)
    const call = jest.fn()
    await expect(guard.run('signup', call, { needsLogin: true })).resolves.toEqual({ status: 'login' })
    expect(login).toHaveBeenCalledTimes(1)
    expect(call).not.toHaveBeenCalled()
  })

  it('a tap during the first user call waits for it: a logged-in visitor is not sent to log in', async () => {
    let known: () => void = () => undefined
    let loggedIn = false
    const login = jest.fn(async () => undefined)
    const guard = createGuard({ isLoggedIn: () => loggedIn, login, whenUserKnown: () => new Promise<void>((resolve) => { known = resolve }) })
    const call = jest.fn(async () => 'ok')
    const tap = guard.run('signup', call, { needsLogin: true })
    loggedIn = true
    known()
    await expect(tap).resolves.toEqual({ status: 'done', value: 'ok' })
    expect(login).not.toHaveBeenCalled()
  })

  it('a tap dropped as busy does not start a throttle window', async () => {
    jest.useFakeTimers()
    const { guard } = guardWith()
    let finish: () => void = () => undefined
    const slow = guard.run('claim', () => new Promise<void>((resolve) => { finish = resolve }), { throttleMs: 200 })
    jest.advanceTimersByTime(500)
    await expect(guard.run('claim', async () => undefined, { throttleMs: 200 })).resolves.toEqual({ status: 'busy' })
    finish()
    await slow
    jest.advanceTimersByTime(10)
    await expect(guard.run('claim', async () => 'again', { throttleMs: 200 })).resolves.toEqual({ status: 'done', value: 'again' })
  })

  it.each([250, 500, 200])('throttles leading-only for %i ms (002 §9: draw 250, answer 500, claim 200)', async (ms) => {
    jest.useFakeTimers()
    const { guard } = guardWith()
    const call = jest.fn(async () => 'ok')
    await expect(guard.run('draw', call, { throttleMs: ms })).resolves.toMatchObject({ status: 'done' })
    jest.advanceTimersByTime(ms - 1)
    await expect(guard.run('draw', call, { throttleMs: ms })).resolves.toEqual({ status: 'throttled' })
    jest.advanceTimersByTime(1)
    await expect(guard.run('draw', call, { throttleMs: ms })).resolves.toMatchObject({ status: 'done' })
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('a burst: taps spread over a second, each within the window of the last, make one call; a pause of the window starts a new one', async () => {
    let now = 0
    const guard = createGuard({ isLoggedIn: () => true, login: async () => undefined, now: () => now })
    const call = jest.fn(async () => 'opened')
    const outcomes = []
    for (let i = 0; i < 20; i++) {
      now = i * 50
      outcomes.push(await guard.run('book', call, { throttleMs: 800, burst: true }))
    }
    expect(call).toHaveBeenCalledTimes(1)
    expect(outcomes.filter((o) => o.status === 'throttled')).toHaveLength(19)
    // Without burst, the tap at 800 ms would have opened it again.
    now = 950 + 799
    await expect(guard.run('book', call, { throttleMs: 800, burst: true })).resolves.toEqual({ status: 'throttled' })
    now += 800
    await expect(guard.run('book', call, { throttleMs: 800, burst: true })).resolves.toMatchObject({ status: 'done' })
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('a burst against a slow gateway: taps while the call is on its way extend the window, so the tap right after its answer is the same burst\'s', async () => {
    let now = 0
    const guard = createGuard({ isLoggedIn: () => true, login: async () => undefined, now: () => now })
    let answer: () => void = () => undefined
    const call = jest.fn(() => new Promise<void>((resolve) => { answer = resolve }))
    const first = guard.run('grab', call, { throttleMs: 800, burst: true })
    // Taps every 50 ms while the call takes 800 ms: dropped as busy.
    for (let i = 1; i <= 16; i++) {
      now = i * 50
      await expect(guard.run('grab', call, { throttleMs: 800, burst: true })).resolves.toEqual({ status: 'busy' })
    }
    answer()
    await first
    // 850 ms: the answer came; without the busy taps counted, this tap (850 ms after the first) would call again.
    for (let i = 17; i < 20; i++) {
      now = i * 50
      await expect(guard.run('grab', call, { throttleMs: 800, burst: true })).resolves.toEqual({ status: 'throttled' })
    }
    expect(call).toHaveBeenCalledTimes(1)
    now = 950 + 800
    const next = guard.run('grab', call, { throttleMs: 800, burst: true })
    answer()
    await expect(next).resolves.toMatchObject({ status: 'done' })
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('without burst, a tap a window after the first is accepted however many were dropped between', async () => {
    let now = 0
    const guard = createGuard({ isLoggedIn: () => true, login: async () => undefined, now: () => now })
    const call = jest.fn(async () => undefined)
    for (let i = 0; i < 20; i++) {
      now = i * 50
      await guard.run('draw', call, { throttleMs: 800 })
    }
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('a phone clock set back does not lock an item until it catches up', async () => {
    let now = 10_000
    const guard = createGuard({ isLoggedIn: () => true, login: async () => undefined, now: () => now })
    const call = jest.fn(async () => undefined)
    await guard.run('draw', call, { throttleMs: 250 })
    now = 1_000
    await expect(guard.run('draw', call, { throttleMs: 250 })).resolves.toMatchObject({ status: 'done' })
  })
})

// Mutation testing (docs/testing.md): mutants of these lived.
describe('guarded action at its edges', () => {
  it('a second tap in the same millisecond as an accepted one that already finished is throttled (a clock that did not move)', async () => {
    const now = 5_000
    const guard = createGuard({ isLoggedIn: () => true, login: async () => undefined, now: () => now })
    const call = jest.fn(async () => 'claimed')
    await expect(guard.run('claim:1', call, { throttleMs: 200 })).resolves.toMatchObject({ status: 'done' })
    await expect(guard.run('claim:1', call, { throttleMs: 200 })).resolves.toEqual({ status: 'throttled' })
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('a guest whose login fails: the failure is said (onError), the action does not run, the lock is released', async () => {
    const onError = jest.fn()
    const failure = new Error('login page failed')
    const guard = createGuard({ isLoggedIn: () => false, login: jest.fn(async () => { throw failure }), onError })
    const call = jest.fn(async () => 'drawn')
    await expect(guard.run('draw', call, { needsLogin: true })).resolves.toEqual({ status: 'login' })
    expect(onError).toHaveBeenCalledWith(failure)
    expect(call).not.toHaveBeenCalled()
    expect(guard.isBusy('draw')).toBe(false)
  })
})
