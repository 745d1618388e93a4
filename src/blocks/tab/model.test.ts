import { parseTab, SCROLL_TAB_SHARE, tabBarScrollLeft } from './model'

const comp = (uuid: string) => ({ id: uuid, uuid, type: 'banner', data: { banner: { contents: [{ imageUrl: 'https://i.example/a.png' }] } } })

describe('tab (000 §3, §4, §9)', () => {
  it('scrolls with more than 4 tabs', () => {
    const scrollable = (tabs: number) => {
      const r = parseTab({ groups: Array.from({ length: tabs }, (_, i) => ({ navigationName: `T${i}` })) })
      if (!r.ok) throw new Error(r.reason)
      return r.value.scrollable
    }
    expect(scrollable(4)).toBe(false)
    expect(scrollable(5)).toBe(true)
  })

  it('picks each group’s components by uuid from the tab’s own list, in the group’s order', () => {
    const r = parseTab({ tabStyle: 'UNDERLINE', ceiling: true, underlineColor: '#ff5a3c',
      components: [comp('a'), comp('b'), comp('c')],
      groups: [{ navigationName: '手机', componentUuids: ['b', 'a', 'missing'] }, { navigationName: '平板', componentUuids: ['c'] }] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.style).toBe('UNDERLINE')
    expect(r.value.ceiling).toBe(true)
    expect(r.value.groups.map((g) => [g.name, g.components.map((c) => c.uuid)])).toEqual([['手机', ['b', 'a']], ['平板', ['c']]])
    expect(r.value.colors.underline).toBe('#ff5a3c')
  })

  it('defaults to ACTIVITY and refuses a tab without groups', () => {
    const r = parseTab({ groups: [{ navigationName: 'A' }] })
    expect(r.ok && r.value.style).toBe('ACTIVITY')
    expect(parseTab({ groups: [] }).ok).toBe(false)
  })
})

describe('more than 4 tabs scroll; the active one is brought into view (000 §4)', () => {
  it('the bar alone, the tab before the active one at its start, up to the bar\'s end (tabs 22 % wide)', () => {
    expect(SCROLL_TAB_SHARE).toBe(0.22)
    expect([0, 1, 2, 3, 4, 5, 6].map((active) => tabBarScrollLeft(active, 7, 375))).toEqual([0, 0, 83, 165, 203, 203, 203])
    expect(tabBarScrollLeft(3, 4, 375)).toBe(0)
    expect(tabBarScrollLeft(3, 7, 0)).toBe(0)
  })

  it('the active tab is always whole in the bar', () => {
    for (let count = 5; count <= 20; count++) {
      for (let active = 0; active < count; active++) {
        const left = tabBarScrollLeft(active, count, 400)
        expect(active * 88 >= left - 1 && (active + 1) * 88 <= left + 400 + 1).toBe(true)
      }
    }
  })
})

describe('tabs: edges the mutation run found untested (docs/testing.md)', () => {
  it('a bar of 4 tabs or a bar not measured yet (width 0) never scrolls; 5 tabs scroll', () => {
    expect(tabBarScrollLeft(3, 4, 375)).toBe(0)
    expect(tabBarScrollLeft(4, 5, 0)).toBe(0)
    expect(tabBarScrollLeft(4, 5, Number.NaN)).toBe(0)
    expect(tabBarScrollLeft(4, 5, 375)).toBeGreaterThan(0)
  })

  it('a tab without a name is numbered from 1 in the config\'s order', () => {
    const r = parseTab({ groups: [{ navigationName: '手机' }, {}, {}], components: [] })
    expect(r).toMatchObject({ ok: true, value: { groups: [{ name: '手机' }, { name: 'Tab 2' }, { name: 'Tab 3' }] } })
  })
})

// Issue 53: an operator's tab text that reads poorly on its tab.
it('tab text colours: kept when they read, replaced under 3:1 and named in preview', () => {
  const r = parseTab({ tabBgColor: '#ffffff', tabItemBgColor: '#fff3e0', tabItemTextColor: '#ffc56b', notSelectedTextColor: '#666666', groups: [{ navigationName: 'A' }] })
  expect(r.ok && [r.value.colors.text, r.value.colors.normalText]).toEqual(['#1f1f1f', '#666666'])
  expect(r.ok && r.notes).toEqual([expect.stringContaining('标签选中文字颜色 #ffc56b')])
})
