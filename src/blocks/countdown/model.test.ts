import { countdownSentence, parseCountdown, pickCountdown, isAboutToEnd } from './model'

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

describe('the countdown as a reader hears it (issue 53)', () => {
  const S = 1000
  const M = 60 * S
  const H = 60 * M

  it('one sentence to the minute: days only above 0, hours from the first day or hour on', () => {
    expect(countdownSentence('doing', 3 * 24 * H + 13 * H + 58 * M + 30 * S)).toBe('距活动结束还剩 3 天 13 小时 58 分')
    expect(countdownSentence('doing', 24 * H + 5 * M)).toBe('距活动结束还剩 1 天 0 小时 5 分')
    expect(countdownSentence('notStarted', 2 * H + 59 * S)).toBe('距活动开始还有 2 小时 0 分')
    expect(countdownSentence('doing', 5 * M + 59 * S)).toBe('距活动结束还剩 5 分')
  })

  it('the last minute, and zero, as 不到 1 分钟', () => {
    expect(countdownSentence('doing', 59 * S)).toBe('距活动结束还剩 不到 1 分钟')
    expect(countdownSentence('doing', 0)).toBe('距活动结束还剩 不到 1 分钟')
  })
})

// Issue 53: the countdown's configured colours on its solid background; an image's are not read.
it('countdown colours: a number colour under 3:1 on its box is replaced and named; on an image the text colour is kept', () => {
  const configs = [{ startTime: '2026-11-10 00:00:00', endTime: '2026-11-12 00:00:00' }]
  const r = parseCountdown({ bgColor: '#ffffff', textColor: '#333333', numberColor: '#ffffff', numberBgColor: '#ffd84d', configs })
  expect(r.ok && [r.value.textColor, r.value.numberColor]).toEqual(['#333333', '#1f1f1f'])
  expect(r.ok && r.notes).toEqual([expect.stringContaining('倒计时数字颜色 #ffffff')])
  const onImage = parseCountdown({ bgType: 'IMAGE', bgImage: 'https://i.example/bg.png', textColor: '#ffffff', configs })
  expect(onImage.ok && [onImage.value.textColor, onImage.notes]).toEqual(['#ffffff', undefined])
})
