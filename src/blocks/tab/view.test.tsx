import { component, flush, renderBlocks, settle } from '../../../test/utils/renderBlocks'
import { measureFloors } from '@/renderer/floors'
import type { TabStore } from './store'

jest.mock('@/renderer/floors', () => ({ ...jest.requireActual<object>('@/renderer/floors'), measureFloors: jest.fn(async () => ({ boxes: new Map(), pageHeight: 0 })) }))

const q = (sel: string) => document.querySelector(sel) as HTMLElement
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const text = (uuid: string, words: string) => component('richText', { content: { type: 'root', children: [{ type: 'text', text: words }] } }, uuid)

/** axe-core's WCAG 2.x A/AA and best-practice rules on what is drawn (colours and the page's landmarks are the browser tests'). */
async function axeViolations (): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const axe = require('axe-core') as { run: (context: Element, options: unknown) => Promise<{ violations: Array<{ id: string }> }> }
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, 'page-has-heading-one': { enabled: false }, 'landmark-one-main': { enabled: false } }
  })
  return result.violations.map((v) => v.id)
}

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

  it('the bar is a tab list: each tab named by its group, the chosen one selected; the panel named by it (issue 53)', async () => {
    const { utils } = await renderBlocks([tab])
    const state = () => qa('.tab__item').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-selected')])
    expect(q('.tab__bar').getAttribute('role')).toBe('tablist')
    expect(state()).toEqual([['tab', '手机', 'true'], ['tab', '平板', 'false']])
    expect([q('.tab__panel').getAttribute('role'), q('.tab__panel').getAttribute('aria-label')]).toEqual(['tabpanel', '手机'])
    utils.fireEvent.click(qa('.tab__item')[1])
    await settle()
    expect(state()).toEqual([['tab', '手机', 'false'], ['tab', '平板', 'true']])
    expect(q('.tab__panel').getAttribute('aria-label')).toBe('平板')
    expect(await axeViolations()).toEqual([])
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

  it('scrolls with more than 4 tabs: a tap scrolls the bar to the tab (its width measured), never the page', async () => {
    const groups = ['1', '2', '3', '4', '5', '6'].map((n) => ({ navigationName: `T${n}`, componentUuids: [] }))
    const { utils, root } = await renderBlocks([component('tab', { groups, components: [] }, 'tab-one')])
    expect(qa('.tab__scroll')).toHaveLength(1)
    jest.mocked(measureFloors).mockResolvedValue({ boxes: new Map([['tab-one', { top: 0, height: 88, width: 375 }]]), pageHeight: 2000 })
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView')
    utils.fireEvent.click(qa('.tab__item')[4])
    await flush()
    expect(scrolled).not.toHaveBeenCalled()
    // The bar at its end (6 tabs of 22 % of 375 px: 120 px further); the fifth tab wholly in view.
    expect((root.blocks.peek('tab-one') as TabStore).barScrollLeft).toBe(120)
  })
})
