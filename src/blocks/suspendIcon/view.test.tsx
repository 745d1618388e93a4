import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement

describe('floating icon view (issue 53)', () => {
  it('a link named 活动入口, its image inside (decoration); a tap opens its target', async () => {
    const { utils, platform } = await renderBlocks([component('suspendIcon', { imageUrl: 'https://img.example/i.png', redirects: [{ platform: 'm', path: 'https://m.example.cn/i' }] })], { platform: { platform: () => 'm' } })
    const icon = q('.suspend-icon')
    expect([icon.getAttribute('role'), icon.getAttribute('aria-label'), icon.tabIndex]).toEqual(['link', '活动入口', 0])
    expect(icon.querySelector('img')?.getAttribute('alt')).toBe('')
    // 64 design px: its own box takes the taps.
    expect([icon.style.width, icon.style.height, icon.style.padding]).toEqual(['3.2rem', '3.2rem', ''])
    utils.fireEvent.click(icon)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(platform.open).toHaveBeenCalledTimes(1)
  })

  it('an icon under 44 design px takes its taps on 44 about it, drawn where it was (padding, given back by the margins)', async () => {
    await renderBlocks([component('suspendIcon', { imageUrl: 'https://img.example/i.png', imageWidth: 30, imageHeight: 20, redirects: [{ platform: 'm', path: 'https://m.example.cn/i' }] })])
    const icon = q('.suspend-icon')
    expect([icon.style.width, icon.style.height, icon.style.padding, icon.style.marginRight, icon.style.marginBottom]).toEqual(['1.5rem', '1rem', '0.6rem 0.35rem', '-0.35rem', '-0.6rem'])
  })

  it('without a target: no control, an image that says 活动入口', async () => {
    await renderBlocks([component('suspendIcon', { imageUrl: 'https://img.example/i.png' })])
    expect(q('.suspend-icon').getAttribute('role')).toBeNull()
    expect(q('.suspend-icon img').getAttribute('alt')).toBe('活动入口')
  })

  it('in the elderly mode it does not float: in the page\'s flow, over nothing, still the link 活动入口 (issue 54)', async () => {
    const { root } = await renderBlocks([component('suspendIcon', { imageUrl: 'https://img.example/i.png', imageWidth: 30, imageHeight: 20, redirects: [{ platform: 'm', path: 'https://m.example.cn/i' }] })])
    expect(q('.suspend-icon').classList.contains('fixed-control')).toBe(true)
    act(() => { root.display.ask(true) })
    const icon = q('.suspend-icon')
    expect([icon.classList.contains('fixed-control'), icon.classList.contains('suspend-icon--in-flow')]).toEqual([false, true])
    // No margins that kept a small icon's hit area over its place: in the flow, the elderly floor sizes it.
    expect([icon.getAttribute('role'), icon.getAttribute('aria-label'), icon.style.padding, icon.style.marginRight]).toEqual(['link', '活动入口', '', ''])
  })
})
