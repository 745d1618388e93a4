/**
 * The nearby-store list (`stores` scenario, 002 §1–§4, §9) on the four
 * mini-program builds: both styles render within the first-render budget,
 * located (the harness's device is in central Shanghai) with distances and
 * one 离你最近 per list at most; a tap on a store opens its detail page with
 * shop_id, 电话 asks the host to dial; a refused location still lists the
 * stores, without distances.
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'

const { open } = scenarioPage('stores')

const listCalls = (h: MiniProgramHarness) => h.requests.filter((r) => new URL(r.url).pathname.endsWith('/campaign-center/api/shop/nearby-list'))
const inside = (h: MiniProgramHarness, rootClass: string, cls: string) => {
  const root = h.getByClass(rootClass)
  return h.findByClass(cls).filter((n) => n.path.startsWith(`${root.path}.`))
}

describe.each(MINI_TARGETS)('%s: nearby-store list', (target) => {
  test('both styles render within the first-render budget, located: distances, the highlighted list shows 2', async () => {
    const h = await open(target)
    expect(h.findByClass('shop-list--highlight')).toHaveLength(1)
    expect(h.findByClass('shop-list--flat').length).toBeGreaterThanOrEqual(1)
    expect(inside(h, 'shop-list--highlight', 'shop-list__shop')).toHaveLength(2)
    expect(h.findByClass('shop-list__shop--highlight')).toHaveLength(1)
    expect(h.findByClass('shop-list__distance').length).toBeGreaterThan(0)
    expect(h.findByText(zhCN['shopList.nearest']).length).toBeLessThanOrEqual(h.findByClass('shop-list').length)
    expect(listCalls(h).every((r) => JSON.parse(r.body ?? '{}').latitude === 31.2304)).toBe(true)
    expectFirstRenderWithinBudget(h)
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('a tap on the highlighted store (located: the nearest of the three, 1201) opens its detail page with shop_id; 电话 asks the host to dial', async () => {
    const h = await open(target)
    await h.tapAndSettle(inside(h, 'shop-list--highlight', 'shop-list__name')[0])
    expect(h.callsOf('navigateTo').map((c) => String((c.args[0] as { url: string }).url))).toEqual(['/pages/shopDetail/index?shop_id=1201'])
    await h.tapAndSettle(h.findByClass('shop-list__action--call')[0])
    expect(h.callsOf('makePhoneCall').map((c) => (c.args[0] as { phoneNumber: string }).phoneNumber)).toEqual([expect.stringMatching(/^0\d{2,3}-\d{8}$/)])
  })

  test('a refused location: the stores show without distances', async () => {
    const h = await open(target, undefined, { location: 'refused' })
    expect(inside(h, 'shop-list--highlight', 'shop-list__shop')).toHaveLength(2)
    expect(h.findByClass('shop-list__distance')).toEqual([])
    expect(h.findByText(zhCN['shopList.nearest'])).toEqual([])
  })
})
