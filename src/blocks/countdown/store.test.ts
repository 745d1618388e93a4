import { reaction } from 'mobx'
import { t } from '@/i18n'
import { storeRoot } from '../../../test/utils/storeRoot'
import { parseCountdown } from './model'
import { CountdownStore } from './store'
import type { CountdownModel } from './types'

// 2026-11-11 00:00:00 Beijing time: the activity's end.
const END = Date.parse('2026-11-11T00:00:00+08:00')
const DAY = 86_400_000
const parse = (windows: Array<[number, number]>): CountdownModel => {
  const r = parseCountdown({ configs: windows.map(([startTime, endTime]) => ({ startTime, endTime })) })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

/** A root on the fake clock at `now` whose page refresh never answers (the page stays as it is). */
function started (now: number, windows: Array<[number, number]> = [[END - DAY, END]]) {
  jest.useFakeTimers({ now })
  const made = storeRoot()
  made.services.page.fetchPage.mockReturnValue(new Promise(() => undefined))
  const store = new CountdownStore(parse(windows), made.root)
  return { ...made, store, stop: store.start() }
}

afterEach(() => { jest.useRealTimers() })

describe('countdown store (000 §4 "Countdown", §9)', () => {
  it('"picks the first config whose window contains the server-synchronised current time": to the start before it, to the end inside it', () => {
    const { store, root, stop } = started(END - 2 * DAY, [[END - DAY, END], [END + DAY, END + 2 * DAY]])
    expect(store.state).toEqual({ phase: 'notStarted', target: END - DAY })
    // The server's clock, not the phone's: the gateway says it is already the next day.
    root.clock.sync(END - DAY / 2)
    expect(store.state).toEqual({ phase: 'doing', target: END })
    root.clock.sync(END + DAY / 2)
    expect(store.state).toEqual({ phase: 'notStarted', target: END + DAY })
    root.clock.sync(END + 3 * DAY)
    expect([store.state, store.visible]).toEqual([undefined, false])
    stop()
  })

  it('says itself once a minute, not every second (issue 53): its sentence changes only when the minute does', () => {
    const { store, stop } = started(END - 2 * 60_000 - 30_000)
    const said: string[] = []
    const off = reaction(() => store.spoken, (s) => { if (s) said.push(s) }, { fireImmediately: true })
    jest.advanceTimersByTime(150_000)
    expect(said).toEqual(['距活动结束还剩 2 分', '距活动结束还剩 1 分', '距活动结束还剩 不到 1 分钟'])
    off()
    stop()
  })

  it('"In the last 1 to 3 seconds of a running activity the toast \'the activity is about to end\' appears once"', () => {
    const { platform, stop } = started(END - 5000)
    jest.advanceTimersByTime(1000)
    expect(platform.toast).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1000)
    expect(platform.toast).toHaveBeenCalledWith(t('countdown.aboutToEnd'))
    expect(t('countdown.aboutToEnd')).toBe('活动即将结束')
    jest.advanceTimersByTime(2000)
    expect(platform.toast).toHaveBeenCalledTimes(1)
    stop()
  })

  it('"At zero the page reloads after 520 ms": silently (the page stays), once', () => {
    const { root, services, stop } = started(END - 2000)
    jest.advanceTimersByTime(2000)
    jest.advanceTimersByTime(519)
    expect(services.page.fetchPage).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    expect(services.page.fetchPage).toHaveBeenCalledWith({ activityId: 'basic', cityId: 1, preview: false })
    expect(root.page.state.kind).toBe('loaded')
    // Later ticks past the end ask nothing more.
    jest.advanceTimersByTime(5000)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    stop()
  })

  it('reloads when the tick lands after zero (a late timer, an app back from the background): no window is left to pick then', () => {
    const { root, services, store, stop } = started(END - 2500)
    jest.advanceTimersByTime(1000)
    root.clock.sync(END + 700)
    jest.advanceTimersByTime(1000)
    expect(store.visible).toBe(false)
    jest.advanceTimersByTime(520)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    stop()
  })

  it('reaching a start counts on to the end, and that zero reloads too', () => {
    const { services, store, stop } = started(END - DAY - 1000)
    expect(store.state).toEqual({ phase: 'notStarted', target: END - DAY })
    jest.advanceTimersByTime(1000 + 520)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    expect(store.state).toEqual({ phase: 'doing', target: END })
    stop()
  })

  it('its view gone (stop) or the block gone (dispose): no tick and no pending reload', () => {
    const { services, stop } = started(END - 1000)
    jest.advanceTimersByTime(1100)
    stop()
    jest.advanceTimersByTime(5000)
    expect(services.page.fetchPage).not.toHaveBeenCalled()
    expect(jest.getTimerCount()).toBe(0)
    const other = started(END - 1000)
    jest.advanceTimersByTime(1100)
    other.store.dispose()
    jest.advanceTimersByTime(520)
    expect(other.services.page.fetchPage).not.toHaveBeenCalled()
    other.stop()
  })

  it('takes the refreshed windows (same uuid): the display follows them', () => {
    const { store, stop } = started(END - 5000)
    expect(store.state?.target).toBe(END)
    store.update(parse([[END - DAY, END + DAY]]))
    expect(store.state).toEqual({ phase: 'doing', target: END + DAY })
    stop()
  })
})
