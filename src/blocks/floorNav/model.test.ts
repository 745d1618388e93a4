import { t } from '@/i18n'
import { activeTab, parseFloorNav, sticks } from './model'

describe('floor navigation config (001 §3)', () => {
  it('keeps the tabs that name a floor; more than 5 scroll sideways; colours checked', () => {
    const r = parseFloorNav({
      bgColor: '#fff', activeTextColor: 'red', textColor: 'url(x)',
      resources: [{ title: '手机', targetFloorUuid: 'f-1' }, { title: '无楼层' }, ...['a', 'b', 'c', 'd', 'e'].map((x) => ({ title: x, targetFloorUuid: `f-${x}` }))]
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.tabs.map((tab) => tab.floor)).toEqual(['f-1', 'f-a', 'f-b', 'f-c', 'f-d', 'f-e'])
    expect(r.value.scrolls).toBe(true)
    expect(r.value.colors).toEqual({ bg: '#fff', text: undefined, activeText: 'red', activeLine: undefined })
    expect(parseFloorNav({ resources: [{ title: 'x' }] })).toEqual({ ok: false, reason: t('config.floorNav.noItems') })
  })

  it('"more than 5 tabs scroll horizontally": 5 do not', () => {
    const r = parseFloorNav({ resources: ['a', 'b', 'c', 'd', 'e'].map((x) => ({ title: x, targetFloorUuid: x })) })
    expect(r.ok && r.value.scrolls).toBe(false)
  })
})

describe('the active tab follows the scroll; the bar sticks once scrolled past', () => {
  const tops = [1000, 2000, undefined, 3000]
  it.each([
    [0, 0], [1954, 0], [1955, 1], [2500, 1], [2954, 1], [2955, 3], [9999, 3]
  ])('scrollTop %i under a 44 px bar: tab %i', (scrollTop, tab) => {
    expect(activeTab(tops, scrollTop, 44)).toBe(tab)
  })

  it('sticks from its own top on', () => {
    expect(sticks(600, 599)).toBe(false)
    expect(sticks(600, 600)).toBe(true)
    expect(sticks(undefined, 5000)).toBe(false)
  })
})
