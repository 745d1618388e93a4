/**
 * The navigation blocks (`navigation` scenario) on the four mini-program
 * builds: they render within the first-render budget; a floor tab and a
 * bottom-bar floor item measure their floor and scroll the page to a number
 * (pageScrollTo with scrollTop: not every host takes a selector).
 */
import { loadScenario } from '../../server/scenarios'
import { MINI_TARGETS, type MiniProgramHarness, type MiniTarget } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'
import { stackedLayout } from './host/stackedLayout'

const PAGE = 'pages/campaign/index'


const scenario = scenarioPage('navigation')
const open = (target: MiniTarget): Promise<MiniProgramHarness> => scenario.open(target)

describe.each(MINI_TARGETS)('%s: navigation', (target) => {
  test('renders the three navigations within the first-render budget', async () => {
    const h = await open(target)
    expect(h.findByClass('image-text-nav__item')).toHaveLength(5)
    expect(h.findByClass('floor-nav__tab')).toHaveLength(6)
    expect(h.findByClass('bottom-nav__item')).toHaveLength(4)
    expectFirstRenderWithinBudget(h)
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('a floor tab and a bottom-bar floor item measure their floor and scroll to a number', async () => {
    const h = await open(target)
    await h.advance(1100)
    await h.tapAndSettle(h.findByClass('floor-nav__tab')[3])
    await h.tapAndSettle(h.findByClass('bottom-nav__item')[1])
    const scrolls = h.callsOf('pageScrollTo').map((c) => c.args[0] as { scrollTop?: number, selector?: string })
    expect(scrolls.length).toBeGreaterThanOrEqual(2)
    expect(scrolls.every((s) => typeof s.scrollTop === 'number' && s.selector === undefined)).toBe(true)
    expect(h.callsOf('createSelectorQuery').length).toBeGreaterThan(0)
  })

  // 001 §2: a bar of more than 5 tabs scrolls sideways to its active tab. The bar's own scroll-left moves it; the
  // page stays where the visitor put it (on H5 the element's scrollIntoView pulled the page back to its top).
  test.each([6, 8])('a bar of %i tabs: scrolled floor by floor, the page stays put, the active tab follows and the bar scrolls to it', async (count) => {
    const titles = await floorNavPage(`fuzz-floor-nav-${count}`, count)
    const h = await scenario.boot(target)
    // The layout: the bar at 300 px, 44 high, the page's width; floor i at 1000 × (i + 1); a page of 12 000 px.
    h.pageHeight = 12_000
    h.measure = (selector) => {
      if (selector === '.floor--n-floors') return { width: 375, height: 44, top: 300 }
      const floor = FLOOR_UUIDS(count).findIndex((uuid) => selector === `.floor--${uuid}`)
      return floor >= 0 ? { width: 375, height: 900, top: 1000 * (floor + 1) } : undefined
    }
    await h.openPage(PAGE, { activityId: `fuzz-floor-nav-${count}` })
    await h.settle()
    expect(h.findByClass('floor-nav__tab')).toHaveLength(count)
    // 001 §9: positions are computed after 1 s.
    await h.advance(1100)
    const bar = () => h.findByClass('floor-nav__bar--scroll')[0]
    expect(bar().tag).toBe('scroll-view')
    for (let i = 0; i < count; i++) {
      const put = 1000 * (i + 1) - 44 + 8
      await h.scrollPage(put)
      // 001 §9: the scroll is read once it rests 50 ms.
      await h.advance(60)
      expect({ floor: i, at: h.pageScrollTop(), active: h.findByClass('floor-nav__tab--on').map((n) => n.text) })
        .toEqual({ floor: i, at: put, active: [titles[i]] })
      // Five tabs of 75 px show at once: the active one is among them.
      const left = Number(h.attr(bar(), 'scroll-left'))
      expect({ floor: i, shows: i * 75 >= left && (i + 1) * 75 <= left + 375 }).toEqual({ floor: i, shows: true })
      expect(h.attr(bar(), 'scroll-into-view') ?? '').toBe('')
    }
    expect(h.callsOf('pageScrollTo')).toEqual([])
    expect(h.findByClass('floor-nav__inner--fixed')).toHaveLength(1)
  })
})

/** The floors of a bar of `count` tabs, in tab order: the navigation page's five, then extra ones. */
const FLOOR_UUIDS = (count: number) => ['n-floor-phones', 'n-floor-tablets', 'n-floor-laptops', 'n-floor-recycle', 'n-floor-coupons', 'n-floor-rules', ...Array.from({ length: Math.max(0, count - 6) }, (_, i) => `n-floor-extra-${i}`)].slice(0, count)

/** The navigation page with a floor bar of `count` tabs (the extra floors copies of the first), served under `id`. */
async function floorNavPage (id: string, count: number): Promise<string[]> {
  interface Component { uuid: string, data: Record<string, { contents: Array<Record<string, unknown>> }> }
  const page = structuredClone(loadScenario('navigation', scenario.origin())!.page!) as { components: Component[] }
  const bar = page.components.find((c) => c.uuid === 'n-floors')!
  const resources = bar.data.floorNav.contents[0].resources as Array<{ title: string, targetFloorUuid: string }>
  const phones = page.components.find((c) => c.uuid === 'n-floor-phones')!
  for (let i = 0; resources.length < count; i++) {
    const uuid = `n-floor-extra-${i}`
    page.components.push({ ...structuredClone(phones), uuid })
    resources.push({ title: `楼层${i}`, targetFloorUuid: uuid })
  }
  expect(resources.map((r) => r.targetFloorUuid)).toEqual(FLOOR_UUIDS(count))
  const res = await fetch(`${scenario.origin()}/__emu/pages/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page }) })
  if (!res.ok) throw new Error(`emulator refused ${id}: ${await res.text()}`)
  return resources.map((r) => r.title)
}

/** 8 floors of one 750 × 1400 image each (700 px at 375) under a header and a bar of 8 tabs, served under `id`. */
async function tallFloorsPage (origin: string, id: string): Promise<{ uuids: string[], titles: string[] }> {
  const uuids = Array.from({ length: 8 }, (_, i) => `tall-floor-${i + 1}`)
  const titles = uuids.map((_u, i) => `楼层${i + 1}`)
  const page = {
    id: 99_001,
    status: 'ONLINE',
    startDt: '2026-01-01 00:00:00',
    endDt: '2099-12-31 23:59:59',
    pageAttribute: { title: id },
    components: [
      { id: 1, uuid: 'tall-header', type: 'headerImage', data: { headerImage: { contents: [{ imageUrl: `${origin}/assets/header-double11.jpg`, imageWidth: 750, imageHeight: 300 }] } } },
      { id: 2, uuid: 'tall-bar', type: 'floorNav', data: { floorNav: { contents: [{ resources: uuids.map((uuid, i) => ({ title: titles[i], targetFloorUuid: uuid })) }] } } },
      ...uuids.map((uuid, i) => ({ id: 10 + i, uuid, type: 'multiImage', data: { multiImage: { contents: [{ configs: [{ imageUrl: `${origin}/assets/multi-1.jpg`, redirects: [] }] }] } } }))
    ]
  }
  const res = await fetch(`${origin}/__emu/pages/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page }) })
  if (!res.ok) throw new Error(`emulator refused ${id}: ${await res.text()}`)
  return { uuids, titles }
}

// Issue 51: the floors' positions taken while the block window was still filling the page (floors below not
// drawn yet, the ones drawn meanwhile unmeasured) lit the tab of the floor above the one on screen.
describe.each(MINI_TARGETS)('%s: a page of 8 tall floors scrolled by hand', (target) => {
  const tall = scenarioPage('navigation')
  test('the active tab is the floor at the top of the screen, at every floor, however the window filled the page', async () => {
    const { uuids, titles } = await tallFloorsPage(tall.origin(), 'fuzz-tall-floors')
    // A phone's view layer answers a layout query in a frame or more: the window's steps take that long each.
    const h = await tall.boot(target, { selectorAnswerMs: Number(process.env.ANSWER_MS ?? 40) })
    // The header 150 px, the bar 44 px, each floor 700 px; laid out from the tree as the page sends it.
    const heights: Record<string, number> = { 'tall-header': 150, 'tall-bar': 44 }
    h.useLayout(stackedLayout(() => h.nodes(), (key) => heights[key] ?? 700))
    await h.openPage(PAGE, { activityId: 'fuzz-tall-floors' })
    await h.settle()
    expect(h.findByClass('floor-nav__tab').map((n) => n.text)).toEqual(titles)
    const trueTop = (i: number) => 150 + 44 + 700 * i
    for (const floor of [3, 1, 6, 4, 0, 7]) {
      // One scroll to the floor's top; the page ends where its reached blocks end, so the visitor goes on
      // scrolling until the floor is there (each rest is a scroll the page hears), then waits.
      for (let i = 0; i < 20 && h.pageScrollTop() !== Math.min(trueTop(floor), h.pageHeight - 724); i++) {
        await h.scrollPage(trueTop(floor))
        await h.advance(16)
      }
      await h.advance(2000)
      const at = h.pageScrollTop()
      // At the page's end the last floors cannot reach the top: the floor at the bar's bottom edge is the one.
      const expected = uuids.reduce((on, _u, i) => (trueTop(i) <= at + 44 + 1 ? i : on), 0)
      expect({ floor, at, active: h.findByClass('floor-nav__tab--on').map((n) => n.text) }).toEqual({ floor, at, active: [titles[expected]] })
    }
  }, 60_000)
})
