import { parseTab } from './model'

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
