import { act } from 'react'
import { scrollToBlock } from '@/renderer/floors'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

jest.mock('@/renderer/floors', () => ({ ...jest.requireActual<object>('@/renderer/floors'), scrollToBlock: jest.fn(async () => undefined) }))

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const src = (el: Element) => (el.querySelector('img') ?? el).outerHTML
beforeAll(async () => { await import('.') })

const item = (name: string, extra: Record<string, unknown> = {}) => ({ defaultImageUrl: `https://img.example.cn/${name}.png`, activeImageUrl: `https://img.example.cn/${name}-on.png`, ...extra })

describe('bottom navigation (001 §2, §9)', () => {
  it('the first item active; a floor item scrolls and becomes active, a redirect item opens its target; the page keeps clear of the bar', async () => {
    const made = await renderBlocks([component('bottomNav', {
      resources: [item('home'), item('phones', { targetFloorUuid: 'f-phones' }), item('help', { redirect: { redirects: [{ platform: 'm', path: 'https://m.example.cn/help' }] } })]
    })], { platform: { platform: () => 'm' } })
    expect(made.root.page.bottomInset).toBe(50)
    const items = () => qa('.bottom-nav__item')
    expect(items().map(src).map((h) => /-on\.png/.test(h))).toEqual([true, false, false])
    made.utils.fireEvent.click(items()[1])
    await act(async () => { await Promise.resolve() })
    expect(scrollToBlock).toHaveBeenCalledWith(expect.anything(), 'f-phones')
    expect(items().map(src).map((h) => /-on\.png/.test(h))).toEqual([false, true, false])
    made.utils.fireEvent.click(items()[2])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(made.platform.open).toHaveBeenCalledTimes(1)
  })
})
