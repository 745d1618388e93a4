import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { usePageScrollTop } from './usePageScrollTop.h5'

/** A visitor scrolls; the page element is Taro's router page (`.taro_page`), which is what scrolls on H5. */
async function mount (): Promise<{ seen: number[], unmount: () => void }> {
  const seen: number[] = []
  function Probe (): null {
    usePageScrollTop((top) => seen.push(top))
    return null
  }
  const utils = new TestUtils()
  await utils.mount(Probe as never, { props: {} })
  return { seen, unmount: () => utils.unmout() }
}

describe('usePageScrollTop (H5)', () => {
  it('hears the router page element scroll, which Taro\'s usePageScroll missed (it was bound to window)', async () => {
    const page = document.createElement('div')
    page.className = 'taro_page taro_page_show'
    document.body.appendChild(page)
    const { seen, unmount } = await mount()
    page.scrollTop = 640
    act(() => { page.dispatchEvent(new Event('scroll')) })
    expect(seen).toEqual([640])
    unmount()
    page.remove()
  })

  it('hears the document scroll, and ignores an inner scroll view (a tab strip, a carousel)', async () => {
    const strip = document.createElement('div')
    strip.className = 'floor-nav__bar--scroll'
    document.body.appendChild(strip)
    const { seen, unmount } = await mount()
    strip.scrollLeft = 90
    act(() => { strip.dispatchEvent(new Event('scroll')) })
    expect(seen).toEqual([])
    ;(document.scrollingElement ?? document.documentElement).scrollTop = 300
    act(() => { document.dispatchEvent(new Event('scroll')) })
    expect(seen).toEqual([300])
    unmount()
    act(() => { document.dispatchEvent(new Event('scroll')) })
    expect(seen).toHaveLength(1)
    strip.remove()
  })
})
