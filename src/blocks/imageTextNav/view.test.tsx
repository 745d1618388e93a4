import { scrollToBlock } from '@/renderer/floors'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

jest.mock('@/renderer/floors', () => ({ ...jest.requireActual<object>('@/renderer/floors'), scrollToBlock: jest.fn(async () => undefined) }))

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
beforeAll(async () => { await import('.') })

const item = (title: string, extra: Record<string, unknown> = {}) => ({ title, redirect: { imageUrl: `https://img.example.cn/${title}.png`, redirects: [{ platform: 'm', path: `https://m.example.cn/${title}` }] }, ...extra })

describe('image-text navigation (001 §3)', () => {
  it('icons with titles; a tap opens the item\'s target, or scrolls to its floor', async () => {
    const made = await renderBlocks([component('imageTextNav', { resources: [item('phone'), { title: 'floor', targetFloorUuid: 'f-1' }, { nothing: 1 }] })], { platform: { platform: () => 'm' } })
    expect(qa('.image-text-nav__title').map((n) => n.textContent)).toEqual(['phone', 'floor'])
    expect(document.querySelector('.image-text-nav--scroll')).toBeNull()
    made.utils.fireEvent.click(qa('.image-text-nav__item')[1])
    expect(scrollToBlock).toHaveBeenCalledWith(expect.anything(), 'f-1')
    made.utils.fireEvent.click(qa('.image-text-nav__item')[0])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(made.platform.open).toHaveBeenCalledTimes(1)
  })

  it('each item is a link named by its title (or its place, an icon alone); an item that goes nowhere is no control (issue 53)', async () => {
    await renderBlocks([component('imageTextNav', { resources: [item('phone'), { title: 'floor', targetFloorUuid: 'f-1' }, { redirect: { imageUrl: 'https://img.example.cn/i.png', redirects: [{ platform: 'm', path: 'https://m.example.cn/i' }] } }, { title: 'idle' }] })])
    expect(qa('.image-text-nav__item').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])).toEqual([
      ['link', 'phone'], ['link', 'floor'], ['link', '导航第 3 项'], [null, null]
    ])
    expect(qa('.image-text-nav__item')[0].tabIndex).toBe(0)
  })

  it('more than 5 items: one row that scrolls sideways', async () => {
    await renderBlocks([component('imageTextNav', { resources: ['a', 'b', 'c', 'd', 'e', 'f'].map((t) => item(t)) })])
    expect(document.querySelector('.image-text-nav--scroll')).not.toBeNull()
    expect(qa('.image-text-nav__item')).toHaveLength(6)
  })
})
