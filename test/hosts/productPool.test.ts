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
import { expectFirstRenderWithinBudget } from './budgets'

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
