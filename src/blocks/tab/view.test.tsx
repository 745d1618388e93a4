import { component, flush, renderBlocks, settle } from '../../../test/utils/renderBlocks'
import { tabItemId } from './model'
import type { TabStore } from './store'

const q = (sel: string) => document.querySelector(sel) as HTMLElement
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const text = (uuid: string, words: string) => component('richText', { content: { type: 'root', children: [{ type: 'text', text: words }] } }, uuid)

describe('tab (000 §4: the active group starts at 0 and changes on a tap)', () => {
  const tab = component('tab', {
    tabStyle: 'UNDERLINE',
    components: [text('a', '手机内容'), text('b', '平板内容')],
    groups: [{ navigationName: '手机', componentUuids: ['a'] }, { navigationName: '平板', componentUuids: ['b'] }]
  })

  it('shows the first group, then the tapped one', async () => {
    const { utils } = await renderBlocks([tab])
    expect(q('.tab__panel').textContent).toBe('手机内容')
    expect(q('.tab__item--active').textContent).toBe('手机')
    utils.fireEvent.click(qa('.tab__item')[1])
    await settle()
    expect(q('.tab__panel').textContent).toBe('平板内容')
    expect(q('.tab__item--active').textContent).toBe('平板')
    expect(q('.tab__underline')).not.toBeNull()
  })

  it('keeps its choice in its store by uuid: a silent refresh of the page keeps the chosen tab', async () => {
    const { utils, root, services } = await renderBlocks([tab])
    utils.fireEvent.click(qa('.tab__item')[1])
    await flush()
    const store = root.blocks.peek('c-tab') as TabStore
    expect(store.active).toBe(1)
    // The page's data comes again with the same tab (same uuid): the root keeps its store and its choice.
    services.page.fetchPage.mockResolvedValue({ components: [JSON.parse(JSON.stringify(tab))] })
    await root.page.refresh()
    expect(root.blocks.peek('c-tab')).toBe(store)
    expect(store.active).toBe(1)
    // A page without it drops the store.
    services.page.fetchPage.mockResolvedValue({ components: [] })
    await root.page.refresh()
    expect(root.blocks.peek('c-tab')).toBeUndefined()
  })

  it('scrolls with more than 4 tabs, with ids unique to the block (mini-program ids are page-global)', async () => {
    const groups = ['1', '2', '3', '4', '5'].map((n) => ({ navigationName: `T${n}`, componentUuids: [] }))
    const { utils } = await renderBlocks([component('tab', { groups, components: [] }, 'tab-one'), component('tab', { groups, components: [] }, 'tab:two')])
    expect(qa('.tab__scroll')).toHaveLength(2)
    const ids = qa('.tab__item').map((el) => el.id)
    expect(new Set(ids).size).toBe(10)
    expect(ids.slice(0, 2)).toEqual([tabItemId('tab-one', 0), tabItemId('tab-one', 1)])
    expect(tabItemId('tab:two', 3)).toBe('tab-tab_two-3')
    // The active item (from its left neighbour, so the choice is not at the very edge) is scrolled into view.
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView')
    utils.fireEvent.click(qa('.tab__item')[4])
    await flush()
    expect(scrolled.mock.contexts.map((el) => (el as HTMLElement).id)).toContain(tabItemId('tab-one', 3))
  })
})
