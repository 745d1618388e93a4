import { parseCountdown, pickCountdown, isAboutToEnd } from './model'

const T = (s: string) => Date.parse(s)
const windows = [
  { start: T('2026-11-01T00:00:00+08:00'), end: T('2026-11-05T00:00:00+08:00') },
  { start: T('2026-11-10T00:00:00+08:00'), end: T('2026-11-12T00:00:00+08:00') }
]

describe('countdown (000 §4, §9)', () => {
  it('picks the first window holding the server time: counting to its start before, to its end inside', () => {
    expect(pickCountdown(windows, T('2026-10-31T12:00:00+08:00'))).toEqual({ phase: 'notStarted', target: windows[0].start })
    expect(pickCountdown(windows, T('2026-11-03T00:00:00+08:00'))).toEqual({ phase: 'doing', target: windows[0].end })
    expect(pickCountdown(windows, T('2026-11-07T00:00:00+08:00'))).toEqual({ phase: 'notStarted', target: windows[1].start })
    expect(pickCountdown(windows, T('2026-11-11T00:00:00+08:00'))).toEqual({ phase: 'doing', target: windows[1].end })
    expect(pickCountdown(windows, T('2026-11-13T00:00:00+08:00'))).toBeUndefined()
  })

  it("toasts 'the activity is about to end' once, 1 to 3 seconds before a running activity ends", () => {
    const doing = { phase: 'doing' as const, target: 10_000 }
    expect(isAboutToEnd(doing, 10_000 - 4000, false)).toBe(false)
    expect(isAboutToEnd(doing, 10_000 - 3000, false)).toBe(true)
    expect(isAboutToEnd(doing, 10_000 - 1000, false)).toBe(true)
    expect(isAboutToEnd(doing, 10_000 - 2000, true)).toBe(false)
    expect(isAboutToEnd(doing, 10_000 - 500, false)).toBe(true)
    expect(isAboutToEnd(doing, 10_000, false)).toBe(false)
    expect(isAboutToEnd({ phase: 'notStarted', target: 10_000 }, 8_000, false)).toBe(false)
  })

  it('reads windows given as Beijing wall-clock strings and refuses configs without one', () => {
    const r = parseCountdown({ bgType: 'IMAGE', bgImage: 'https://i.example/bg.png', configs: [{ startTime: '2026-11-10 00:00:00', endTime: '2026-11-12 00:00:00', activityStatus: 'doing' }, { startTime: 'x' }] })
    expect(r.ok && r.value.windows).toEqual([{ start: T('2026-11-10T00:00:00+08:00'), end: T('2026-11-12T00:00:00+08:00') }])
    expect(r.ok && r.value.background.image).toBe('url("https://i.example/bg.png")')
    expect(parseCountdown({ configs: [] })).toEqual({ ok: false, reason: '没有有效的倒计时时间段 configs[startTime, endTime]' })
  })
})

describe('countdown: edges the mutation run found untested (docs/testing.md)', () => {
  const at = (start: number, end: number) => ({ startTime: start, endTime: end })

  it('a window needs a start and an end after it: equal, reversed or missing ones are dropped, the others kept', () => {
    const r = parseCountdown({ configs: [at(100, 100), at(200, 100), { startTime: 100 }, { endTime: 100 }, at(100, 101)] })
    expect(r).toMatchObject({ ok: true, value: { windows: [{ start: 100, end: 101 }] } })
    expect(parseCountdown({ configs: [at(100, 100)] }).ok).toBe(false)
  })

  it('at its start a window is running (counts to its end); at its end it still is; a millisecond after, the next one', () => {
    const ws = [{ start: 1000, end: 2000 }, { start: 3000, end: 4000 }]
    expect(pickCountdown(ws, 999)).toEqual({ phase: 'notStarted', target: 1000 })
    expect(pickCountdown(ws, 1000)).toEqual({ phase: 'doing', target: 2000 })
    expect(pickCountdown(ws, 2000)).toEqual({ phase: 'doing', target: 2000 })
    expect(pickCountdown(ws, 2001)).toEqual({ phase: 'notStarted', target: 3000 })
  })
})
