/**
 * The curated channel blocks (`products` scenario) on the four mini-program
 * builds: they render with live prices, within the first-render budget, and a
 * card's tap opens the curated channel page.
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type HostNode, type MiniProgramHarness, type MiniTarget } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'

const PRICES_PATH = '/avatar/model/get-info-list'


const scenario = scenarioPage('products')
const open = (target: MiniTarget): Promise<MiniProgramHarness> => scenario.open(target)

describe.each(MINI_TARGETS)('%s: curated channel blocks', (target) => {
  test('render with live prices: grids, card carousels, banners, new-product and recycle lists, the seckill; sold out shown', async () => {
    const h = await open(target)
    expect(h.findByClass('yanxuan-product').length).toBe(4)
    expect(h.findByClass('yanxuan-new-product').length).toBe(2)
    expect(h.findByClass('yanxuan-recycle').length).toBe(1)
    expect(h.findByClass('yanxuan-seckill').length).toBe(1)
    expect(h.findByClass('yanxuan-product-card').length).toBe(3)
    expect(h.findByClass('yanxuan-banner').length).toBe(2)
    expect(h.texts()).toContain(zhCN['product.soldOut'])
    // Every block asking for plain prices in the first render shares one call (the seckill asks per session window).
    const asks = h.requests.filter((r) => new URL(r.url).pathname === PRICES_PATH).map((r) => JSON.parse(r.body ?? '{}') as { needIouData?: boolean })
    expect(asks.filter((a) => a.needIouData)).toHaveLength(1)
    expect(h.unemulatedCalls()).toEqual([])
  })

  // Thirteen product blocks would be ~127 KB in one setData: the page mounts its blocks in steps (the first
  // screen first, two blocks per setData after, each into its slot of the block window), so each stays within the budget.
  test('first render within the budget, the later blocks in batches each within it', async () => {
    const h = await open(target)
    expectFirstRenderWithinBudget(h)
    const batches = h.setDataLog.filter((e) => Object.keys(e.payload).some((k) => /^root\.cn\.\[0\]\.cn\.\[\d+\]\.cn\.\[\d+\](\.cn\.\[0\])?$/.test(k)))
    expect(batches.length).toBeGreaterThanOrEqual(3)
  })

  test('a grid card opens the curated channel page with its product', async () => {
    const h = await open(target)
    await h.tapAndSettle(h.findByClass('yanxuan-product__name')[0])
    await h.advance(150)
    const nav = h.callsOf('navigateTo').map((c) => JSON.stringify(c.args))
    expect(nav.some((args) => args.includes('/pages/yanxuanChannel/index?') && args.includes('productId'))).toBe(true)
  })

  test('a card carousel card and a big banner card open the channel page; a recycle tile the trade-in inquiry; a new product its detail', async () => {
    const h = await open(target)
    const opened = async (node: HostNode): Promise<string> => {
      const before = h.callsOf('navigateTo').length
      await h.tapAndSettle(node)
      // Past the lock that makes a burst of taps one navigation (800 ms, src/renderer/click.ts; two of these
      // cards show the same product). The app's module runtime cannot be imported here for its constant.
      await h.advance(1000)
      const calls = h.callsOf('navigateTo').slice(before)
      expect(calls).toHaveLength(1)
      return JSON.stringify(calls[0].args)
    }
    const card = h.findByClass('yanxuan-product-card__item').find((n) => !n.className.includes('yanxuan-product-card__item--empty'))
    expect(card).toBeDefined()
    expect(await opened(card!)).toMatch(/\/pages\/yanxuanChannel\/index\?[^"]*productId=\d+/)
    expect(await opened(h.findByClass('yanxuan-banner__card')[0])).toMatch(/\/pages\/yanxuanChannel\/index\?[^"]*productId=\d+/)
    expect(await opened(h.findByClass('yanxuan-recycle__tile')[0])).toMatch(/\/pages\/inquiry\/index\?productId=\d+/)
    expect(await opened(h.findByClass('yanxuan-new-product__card')[0])).toMatch(/\/pages\/newProduct\/index\?productId=\d+/)
  })

  // 001 §4: the price counts from daily to lowest over 1.2 s. Here that is one CSS transition per digit strip:
  // the page sends the strips' end positions once per batch of blocks, never a setData per frame.
  test('the count-ups send a handful of setData (no more than about 12), none per animation frame', async () => {
    const h = await open(target)
    await h.advance(3000)
    const moves = h.setDataLog.filter((e) => Object.values(e.payload).some((v) => typeof v === 'string' && v.includes('translateY')) ||
      JSON.stringify(e.payload).includes('transition-duration: 1200ms'))
    expect(moves.length).toBeGreaterThanOrEqual(1)
    expect(moves.length).toBeLessThanOrEqual(12)
    expect(h.texts().some((text) => /^\d+$/.test(text))).toBe(true)
  })
})
