import Taro from '@tarojs/taro'
import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import { showBackTop } from './model'

/** The visitor scrolls the page (H5: the document here; renderer/usePageScrollTop.h5.ts). */
function scrollPage (top: number): void {
  const scroller = document.scrollingElement ?? document.documentElement
  scroller.scrollTop = top
  document.dispatchEvent(new Event('scroll'))
}

describe('back-to-top (000 §2)', () => {
  it('shows once the visitor is a screen down (not in the spec: one screen)', () => {
    expect(showBackTop(800, 812)).toBe(false)
    expect(showBackTop(813, 812)).toBe(true)
  })

  it('appears after scrolling a screen down and scrolls to the top on a tap', async () => {
    // H5 scrolls the page's own scroller (renderer/pageScroll.h5.ts): Taro's H5 pageScrollTo moves .taro_page, which does not scroll.
    const scroller = document.scrollingElement ?? document.documentElement
    scroller.scrollTop = 2000
    jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ windowHeight: 812 } as never)
    const { utils } = await renderBlocks([component('backTop', {})])
    expect(document.querySelector('.back-top')).toBeNull()
    act(() => scrollPage(2000))
    const button = document.querySelector('.back-top') as HTMLElement
    expect(button).not.toBeNull()
    // A button named 回到顶部 (issue 53), its arrow hidden from readers.
    expect([button.getAttribute('role'), button.getAttribute('aria-label'), button.tabIndex]).toEqual(['button', '回到顶部', 0])
    utils.fireEvent.click(button)
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 400)) })
    expect(scroller.scrollTop).toBe(0)
    act(() => scrollPage(10))
    expect(document.querySelector('.back-top')).toBeNull()
  })
})
