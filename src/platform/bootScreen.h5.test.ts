import { FIRST_PAINT_SETTLE_MS, afterFirstPaint, hideBootScreen, startTask } from './bootScreen.h5'

describe('the H5 boot screen and the page\'s start', () => {
  it('runs the page\'s start in a task of its own, after the task that rendered the page', () => {
    jest.useFakeTimers()
    try {
      const start = jest.fn()
      startTask(start)
      expect(start).not.toHaveBeenCalled()
      jest.runOnlyPendingTimers()
      expect(start).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it('says the first screen is on screen FIRST_PAINT_SETTLE_MS after the next frame, unless cancelled', () => {
    jest.useFakeTimers()
    try {
      const shown = jest.fn()
      afterFirstPaint(shown)
      const cancelled = jest.fn()
      afterFirstPaint(cancelled)()
      jest.advanceTimersByTime(16)
      expect(shown).not.toHaveBeenCalled()
      jest.advanceTimersByTime(FIRST_PAINT_SETTLE_MS)
      expect(shown).toHaveBeenCalledTimes(1)
      jest.runAllTimers()
      expect(cancelled).not.toHaveBeenCalled()
    } finally {
      jest.useRealTimers()
    }
  })

  it('takes the boot screen away', () => {
    document.body.innerHTML = '<div id="boot-screen"></div><div id="app"></div>'
    hideBootScreen()
    expect(document.getElementById('boot-screen')).toBeNull()
    expect(document.getElementById('app')).not.toBeNull()
  })
})
