import { t } from '@/i18n'
import { activeTab, barScrollLeft, parseFloorNav, sticks } from './model'

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

describe('"more than 5 tabs scroll horizontally" and the active tab is brought into view (001 §2, §9)', () => {
  it('5 tabs or an unmeasured bar do not scroll', () => {
    expect(barScrollLeft(4, 5, 375)).toBe(0)
    expect(barScrollLeft(5, 8, 0)).toBe(0)
    expect(barScrollLeft(5, 8, Number.NaN)).toBe(0)
  })

  it.each([
    [0, 6, 0], [2, 6, 0], [3, 6, 75], [5, 6, 75],
    [0, 8, 0], [3, 8, 75], [4, 8, 150], [5, 8, 225], [7, 8, 225]
  ])('tab %i of %i on a 375 px bar: scrolled %i px (the active tab centred, else the bar at its end)', (active, count, left) => {
    expect(barScrollLeft(active, count, 375)).toBe(left)
  })

  it('the active tab is always within the 5 shown', () => {
    for (let count = 6; count <= 12; count++) {
      for (let active = 0; active < count; active++) {
        const first = barScrollLeft(active, count, 500) / 100
        expect(Number.isInteger(first) && active >= first && active < first + 5).toBe(true)
      }
    }
  })
})

// Issue 53: an operator's text colour that reads poorly on the bar.
describe('floor navigation colours (WCAG 1.4.3)', () => {
  const tabs = [{ title: '手机', targetFloorUuid: 'f-1' }]
  it('keeps a colour that reads; replaces one under 4.5:1 and names it in preview', () => {
    const ok = parseFloorNav({ resources: tabs, textColor: '#666666', activeTextColor: '#e8332a' })
    expect(ok.ok && [ok.value.colors.text, ok.value.colors.activeText]).toEqual(['#666666', '#1f1f1f'])
    expect(ok.ok && ok.notes).toEqual([expect.stringContaining('楼层导航选中文字颜色 #e8332a 与背景对比度 4.25:1，低于 4.5:1，页面已改用 #1f1f1f')])
    const pale = parseFloorNav({ resources: tabs, bgColor: '#ffffff', textColor: '#cccccc' })
    expect(pale.ok && pale.value.colors.text).toBe('#1f1f1f')
    expect(pale.ok && pale.notes).toEqual([expect.stringContaining('页面已改用 #1f1f1f')])
    const dark = parseFloorNav({ resources: tabs, bgColor: '#111111', textColor: '#333333' })
    expect(dark.ok && dark.value.colors.text).toBe('#ffffff')
  })
})
