/**
 * The product pool (`pool` scenario) on the four mini-program builds:
 * the first page of 20 within the first-render budget; the next page when the
 * host's intersection observer brings the list's end into reach (001 §4, §9:
 * 10 px below the viewport, 100 ms debounce), and nothing more while it stays
 * there; a tab lists its own pool from its first page, with the sort reset.
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness } from './harness'
import { scenarioPage } from './scenarioPage'
import { AUDIT, SCROLL_SETDATA_BYTES, expectFirstRenderWithinBudget, setDataPerSecond, treeShape } from './budgets'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { scenarioFiles, withScenarios } from '../../server/scenarios'

const SEARCH_CALL = '/products/search-pool-item'
/** 001 §9: pages of 20. */
const PAGE_SIZE = 20

const { open } = scenarioPage('pool')

interface SearchAsk { poolId: string, pageIndex: number, sortValue: string }

/** The searches asked, in order (pool, page and sort of each body). */
function searches (h: MiniProgramHarness): SearchAsk[] {
  return h.requests.filter((r) => new URL(r.url).pathname === SEARCH_CALL).map((r) => {
    const body = JSON.parse(r.body ?? '{}') as { poolId: unknown, pageIndex: number, sortValue: string }
    return { poolId: String(body.poolId), pageIndex: body.pageIndex, sortValue: body.sortValue }
  })
}

const cards = (h: MiniProgramHarness) => h.findByClass('yanxuan-product-pool__card')

/** The list's end: the sentinel the host's intersection observer watches. */
function sentinel (h: MiniProgramHarness): string {
  const [node] = h.findByClass('yanxuan-product-pool__sentinel')
  expect(node?.id).toBeTruthy()
  const selector = `#${node.id}`
  expect(h.intersectionObservers().map((o) => o.selector)).toContain(selector)
  return selector
}

/** The visitor scrolls the list's end into reach (out first: the observer reports changes only). */
async function reachEnd (h: MiniProgramHarness): Promise<void> {
  const end = sentinel(h)
  await h.intersect(end, 0)
  await h.intersect(end, 1)
  // The 100 ms debounce (settle runs due timers; advance makes sure the virtual clock passed it).
  await h.advance(150)
}

describe.each(MINI_TARGETS)('%s: product pool', (target) => {
  test('renders the first 20 items within the first-render budget; the list\'s end in reach asks the next page, once', async () => {
    const h = await open(target)
    expect(cards(h)).toHaveLength(PAGE_SIZE)
    expect(h.findByClass('yanxuan-product-pool__tab').map((n) => n.text)).toEqual(['手机', '平板电脑', '手表相机', '暂无商品', '筛选故障'])
    expect(h.texts()).toEqual(expect.arrayContaining([zhCN['yanxuanProductPool.sort.composite'], zhCN['yanxuanProductPool.sort.price'], zhCN['yanxuanProductPool.bar.filter']]))
    expect(h.findByClass('yanxuan-product-pool__price')).toHaveLength(PAGE_SIZE)
    expectFirstRenderWithinBudget(h)
    expect(searches(h)).toEqual([{ poolId: '101', pageIndex: 0, sortValue: 'sort_composite' }])

    await reachEnd(h)
    expect(searches(h).map((s) => s.pageIndex)).toEqual([0, 1])
    expect(cards(h)).toHaveLength(2 * PAGE_SIZE)
    expect(h.findByClass('yanxuan-product-pool__page')).toHaveLength(2)
    // Still in reach after a full page: that report was about the list before it; nothing more is asked.
    await h.advance(500)
    expect(searches(h)).toHaveLength(2)

    await reachEnd(h)
    expect(searches(h).map((s) => s.pageIndex)).toEqual([0, 1, 2])
    expect(cards(h)).toHaveLength(3 * PAGE_SIZE)
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('a tab lists its own pool from its first page; 暂无商品 says 暂无内容', async () => {
    const h = await open(target)
    const tab = (title: string) => {
      const found = h.findByClass('yanxuan-product-pool__tab').filter((n) => n.text === title)
      expect(found).toHaveLength(1)
      return found[0]
    }
    const firstCard = cards(h)[0].text
    await h.tapAndSettle(tab('平板电脑'))
    expect(searches(h).at(-1)).toEqual({ poolId: '102', pageIndex: 0, sortValue: 'sort_composite' })
    expect(tab('平板电脑').className).toContain('yanxuan-product-pool__tab--on')
    expect(cards(h)).toHaveLength(PAGE_SIZE)
    expect(cards(h)[0].text).not.toBe(firstCard)

    await h.tapAndSettle(tab('暂无商品'))
    expect(searches(h).at(-1)).toEqual({ poolId: '104', pageIndex: 0, sortValue: 'sort_composite' })
    expect(cards(h)).toHaveLength(0)
    expect(h.texts()).toContain(zhCN['yanxuanProductPool.list.empty'])
  })
})

/**
 * The hosts' audit rules while a visitor scrolls 20 pages (issue 29; WeChat's experience score 体验评分, the same
 * limits as Baidu's smart programs): fewer than 1000 view nodes a page, a tree less than 30 deep, at most 60
 * children a node, at most 20 setData a second and at most 256 KB each. The visitor's scroll is the host's
 * observers: the list's end comes into reach, and the page before the last leaves the 1200 px window.
 */
/** The pool scenario with its first pool long enough for 20 pages (the scenario's own is 130 items: the crawl scrolls it whole). */
const LONG_POOL = 'pool-long'
const poolScenario = JSON.parse(readFileSync(path.join(__dirname, '../../server/scenarios/pool.json'), 'utf8')) as { page: Record<string, unknown>, seed: { productPool: { pools: Record<string, { size?: number }> } } }
poolScenario.seed.productPool.pools['101'].size = 20 * PAGE_SIZE + 10
const longPool = withScenarios(scenarioFiles(), [{ id: LONG_POOL, title: LONG_POOL, description: 'pool of 410 items', page: poolScenario.page, seed: poolScenario.seed }])

describe.each(MINI_TARGETS)('%s: product pool, 20 pages scrolled', (target) => {
  const long = scenarioPage(LONG_POOL, { scenarios: longPool })
  test('keeps the hosts\' audit limits: nodes, depth, children, setData a second and bytes', async () => {
    // A page of 20 cards is ten rows, about 2900 px on a phone.
    const h = await long.open(target, undefined, { measure: (selector) => /^#pool-.*-p\d+$/.test(selector) ? { width: 375, height: 2900 } : undefined })
    const slot = (i: number) => `#${h.findByClass('yanxuan-product-pool__page')[i].id}`
    const peak = { nodes: 0, depth: 0, children: 0, perSecond: 0, bytes: 0 }
    for (let page = 1; page < 20; page++) {
      const since = h.now()
      const before = h.setDataLog.length
      // The screen at the end of the last page (ten rows, 2900 px): the page before it is more than 1200 px above.
      if (page >= 2) await h.intersect(slot(page - 2), 0)
      await reachEnd(h)
      // The visitor reads each page for a while: appends are a second or more apart.
      await h.advance(1000)
      const shape = treeShape(h.nodes())
      peak.nodes = Math.max(peak.nodes, shape.nodes)
      peak.depth = Math.max(peak.depth, shape.depth)
      peak.children = Math.max(peak.children, shape.children)
      peak.perSecond = Math.max(peak.perSecond, setDataPerSecond(h.setDataLog.filter((e) => e.at >= since)))
      peak.bytes = Math.max(peak.bytes, ...h.setDataLog.slice(before).map((e) => e.bytes))
    }
    expect(searches(h).map((s) => s.pageIndex)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(h.findByClass('yanxuan-product-pool__page')).toHaveLength(20)
    // Only the pages near the screen are drawn: the rest are boxes of their height.
    expect(cards(h).length).toBeLessThanOrEqual(2 * PAGE_SIZE)
    console.log(`${target}: 20 pool pages scrolled: at most ${peak.nodes} nodes, depth ${peak.depth}, ${peak.children} children a node, ${peak.perSecond} setData a second, ${Math.round(peak.bytes / 1024)} KB a setData`)
    expect(peak.nodes).toBeLessThan(AUDIT.nodes)
    expect(peak.depth).toBeLessThan(AUDIT.depth)
    expect(peak.children).toBeLessThanOrEqual(AUDIT.children)
    expect(peak.perSecond).toBeLessThanOrEqual(AUDIT.setDataPerSecond)
    // Issue 42's bound (the audit allows 256 KB): a page of 20 cards appended is about 35 KB.
    expect(peak.bytes).toBeLessThanOrEqual(SCROLL_SETDATA_BYTES)
  }, 90_000)
})
