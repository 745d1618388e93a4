import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { CONTENT_POLL_MS, usePageResize } from './usePageResize.h5'

async function mount (): Promise<{ calls: () => number, unmount: () => void }> {
  let n = 0
  function Probe (): null {
    usePageResize(() => { n++ })
    return null
  }
  const utils = new TestUtils()
  await utils.mount(Probe as never, { props: {} })
  return { calls: () => n, unmount: () => utils.unmout() }
}

const win = window as unknown as { ResizeObserver?: unknown }

describe('usePageResize (H5)', () => {
  afterEach(() => {
    jest.useRealTimers()
    delete win.ResizeObserver
    document.body.innerHTML = ''
  })

  it('watches the children of the page that scrolls, found after a frame (the router adds it after the first render), and stops when unmounted', async () => {
    const observed: Element[] = []
    let notify: () => void = () => undefined
    const disconnect = jest.fn()
    win.ResizeObserver = class {
      constructor (cb: () => void) { notify = cb }
      observe (el: Element) { observed.push(el) }
      disconnect () { disconnect() }
    }
    const { calls, unmount } = await mount()
    // The router's page arrives after the hook's first effect.
    const page = document.createElement('div')
    page.className = 'taro_page taro_page_show'
    const content = document.createElement('div')
    page.appendChild(content)
    document.body.appendChild(page)
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 60)) })
    expect(observed).toEqual([content])
    expect(calls()).toBe(0)
    notify()
    expect(calls()).toBe(1)
    unmount()
    expect(disconnect).toHaveBeenCalled()
  })

  it(`without ResizeObserver (iOS before 13.4), calls every ${CONTENT_POLL_MS} ms until unmounted`, async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick'] })
    const { calls, unmount } = await mount()
    act(() => { jest.advanceTimersByTime(CONTENT_POLL_MS * 3 + 10) })
    expect(calls()).toBe(3)
    unmount()
    act(() => { jest.advanceTimersByTime(CONTENT_POLL_MS * 3) })
    expect(calls()).toBe(3)
  })
})
