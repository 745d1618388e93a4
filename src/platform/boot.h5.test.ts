import { bootTask, hideBootScreen } from './boot.h5'

describe('the H5 boot', () => {
  it('runs the page\'s boot in a task of its own, after the task that rendered the page', () => {
    jest.useFakeTimers()
    try {
      const boot = jest.fn()
      bootTask(boot)
      expect(boot).not.toHaveBeenCalled()
      jest.runOnlyPendingTimers()
      expect(boot).toHaveBeenCalledTimes(1)
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
