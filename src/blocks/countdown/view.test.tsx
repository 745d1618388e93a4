import { act } from 'react'
import { component, renderBlocks, settle } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const digits = () => qa('.countdown-text__num').map((n) => n.textContent).join(':')
const END = Date.parse('2026-11-11T00:00:00+08:00')
const countdown = () => component('countdown', { configs: [{ startTime: END - 86400_000, endTime: END }] })

// requestAnimationFrame stays real: mounting waits for a frame.
const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
afterEach(() => jest.useRealTimers())

describe('countdown block (000 §4)', () => {
  it("ticks on the server clock, toasts 'about to end' once, and refreshes the page silently 520 ms after zero", async () => {
    fakeTimers()
    const { root, platform, services, utils } = await renderBlocks([countdown()])
    services.page.fetchPage.mockReturnValue(new Promise(() => undefined))
    act(() => { root.clock.sync(END - 5000) })
    // Whatever the mount left pending (the kind's code, a render) settles before the clock moves: this test
    // failed twice in about ten full runs here with no label on screen, both times on a loaded machine.
    await settle()
    await act(async () => { jest.advanceTimersByTime(1000) })
    expect(q('.countdown__label').textContent).toBe('距活动结束还剩')
    expect(digits()).toBe('00:00:04')
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(platform.toast).toHaveBeenCalledWith('活动即将结束')
    expect(platform.toast).toHaveBeenCalledTimes(1)
    await act(async () => { jest.advanceTimersByTime(1000) })
    expect(services.page.fetchPage).not.toHaveBeenCalled()
    await act(async () => { jest.advanceTimersByTime(520) })
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    // Silent: the page stays (no loading mask state).
    expect(root.page.state.kind).not.toBe('loading')
    // Later ticks past the end neither refresh again nor toast again.
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    expect(services.page.fetchPage).toHaveBeenCalledWith({ activityId: 'basic', cityId: 1, preview: false })
    expect(platform.toast).toHaveBeenCalledTimes(1)
    utils.unmout()
  })

  it('refreshes at zero even when the tick lands after the end (no window is left to pick then)', async () => {
    fakeTimers()
    const { root, services } = await renderBlocks([countdown()])
    services.page.fetchPage.mockReturnValue(new Promise(() => undefined))
    act(() => { root.clock.sync(END - 2500) })
    await act(async () => { jest.advanceTimersByTime(1000) })
    expect(q('.countdown__body')).not.toBeNull()
    // The server clock jumps past the end between two ticks (a late timer, a resumed app).
    act(() => { root.clock.sync(END + 700) })
    await act(async () => { jest.advanceTimersByTime(1000) })
    expect(document.querySelector('.countdown')).toBeNull()
    await act(async () => { jest.advanceTimersByTime(520) })
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
  })

  it('clears its refresh timer and the shared tick when it goes away before the 520 ms are up', async () => {
    fakeTimers()
    const { root, services, utils } = await renderBlocks([countdown()])
    act(() => { root.clock.sync(END - 1000) })
    await act(async () => { jest.advanceTimersByTime(1000) })
    await act(async () => { jest.advanceTimersByTime(100) })
    utils.unmout()
    await act(async () => { jest.advanceTimersByTime(5000) })
    expect(services.page.fetchPage).not.toHaveBeenCalled()
    expect(jest.getTimerCount()).toBe(0)
  })
})
