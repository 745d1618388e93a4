import { act } from 'react'
import { scrollToBlock } from '@/renderer/floors'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

jest.mock('@/renderer/floors', () => ({ ...jest.requireActual<object>('@/renderer/floors'), scrollToBlock: jest.fn(async () => undefined) }))

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const tabs = () => qa('.floor-nav__tab')

describe('floor navigation view: a tab list (issue 53)', () => {
  it('the bar is a tab list named 楼层导航; each tab named by its title (or its place, an image alone), the first selected; a tap or Enter goes to its floor', async () => {
    await renderBlocks([component('floorNav', { resources: [
      { title: '手机', targetFloorUuid: 'f-1' },
      { defaultImageUrl: 'https://img.example.cn/pad.png', targetFloorUuid: 'f-2' }
    ] })])
    const list = document.querySelector('[role=tablist]') as HTMLElement
    expect(list.getAttribute('aria-label')).toBe('楼层导航')
    expect(list.querySelectorAll('[role=tab]')).toHaveLength(2)
    expect(tabs().map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-selected')])).toEqual([
      ['tab', '手机', 'true'], ['tab', '楼层 2', 'false']
    ])
    act(() => { tabs()[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })) })
    await act(async () => { await Promise.resolve() })
    expect(jest.mocked(scrollToBlock).mock.calls.map((call) => call[1])).toEqual(['f-2'])
  })
})
