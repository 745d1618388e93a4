import { afterRender, pageScroller, previewedBlocks } from './afterRender.h5'
import { BOOT_BLOCKS_GLOBAL } from '@/firstScreen/contract'

beforeEach(() => { jest.useFakeTimers() })
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
  delete (window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL]
})

describe('pageScroller (H5)', () => {
  it('is the shown Taro page when there is one, else the document', () => {
    expect(pageScroller()).toBe(document.scrollingElement)
    const hidden = document.createElement('div')
    hidden.className = 'taro_page'
    const shown = document.createElement('div')
    shown.className = 'taro_page taro_page_show'
    document.body.append(hidden, shown)
    expect(pageScroller()).toBe(shown)
  })
})

describe('afterRender (H5): after the commit is laid out', () => {
  it('runs in a task after the next frame, once', () => {
    const cb = jest.fn()
    afterRender(cb)
    expect(cb).not.toHaveBeenCalled()
    jest.advanceTimersByTime(50)
    expect(cb).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1000)
    expect(cb).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled (the list unmounted or committed again)', () => {
    const cb = jest.fn()
    const cancel = afterRender(cb)
    cancel()
    jest.advanceTimersByTime(1000)
    expect(cb).not.toHaveBeenCalled()
  })
})

describe('previewedBlocks (H5)', () => {
  it('reads how many blocks the boot preview drew, 0 for nothing or nonsense', () => {
    const win = window as unknown as Record<string, unknown>
    expect(previewedBlocks()).toBe(0)
    win[BOOT_BLOCKS_GLOBAL] = 3
    expect(previewedBlocks()).toBe(3)
    win[BOOT_BLOCKS_GLOBAL] = 2.7
    expect(previewedBlocks()).toBe(2)
    for (const bad of [-1, Number.NaN, Infinity, '4', null]) {
      win[BOOT_BLOCKS_GLOBAL] = bad
      expect(previewedBlocks()).toBe(0)
    }
  })
})
