/**
 * The product pool (001 §2-§9, src/blocks/yanxuanProductPool/README.md) on H5, in
 * the `pool` scenario: 手机 lists 130 phones 20 a page as the visitor
 * scrolls to the end; 暂无商品 is empty; 筛选故障's filter calls fail (50021)
 * while its list shows; the sort bar's price toggles, once per burst of taps;
 * an item opens the curated second-hand detail.
 */
import type { Locator, Page, Request } from 'playwright-core'
import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, screenshotOnFailure, settled, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

const SEARCH_CALL = '/products/search-pool-item'
const PPN_CALL = '/products/ppn-list'
const PRE_STAT_CALL = '/products/pre-stat'
/** The emulator's pool 101 (手机): 130 items, pages of 20 (001 §9), the last one of 10. */
const PHONES = 130
const PAGE_SIZE = 20
/** renderer/click.ts: taps on one target within 800 ms of the last are one burst. */
const BURST_MS = 800

const isCall = (call: string) => (r: Request) => new URL(r.url()).pathname.endsWith(call)

interface SearchAsk { poolId: string, pageIndex: number, sortValue: string }

/** Every search the page asks, in order (its body's pool, page and sort). */
function recordSearches (page: Page): SearchAsk[] {
  const asks: SearchAsk[] = []
  page.on('request', (r) => {
    if (!isCall(SEARCH_CALL)(r)) return
    const body = r.postDataJSON() as { poolId: unknown, pageIndex: number, sortValue: string }
    asks.push({ poolId: String(body.poolId), pageIndex: body.pageIndex, sortValue: body.sortValue })
  })
  return asks
}

const pool = (page: Page) => page.locator('.yanxuan-product-pool').first()
const slots = (page: Page) => pool(page).locator('.yanxuan-product-pool__page')
const tab = (page: Page, title: string) => pool(page).locator('.yanxuan-product-pool__tab', { hasText: title })
const footer = (page: Page) => pool(page).locator('.yanxuan-product-pool__footer')

async function openPool (page: Page): Promise<void> {
  await page.goto(e2e.campaignUrl('activityId=pool'))
  await pool(page).locator('.yanxuan-product-pool__card').first().waitFor()
}

/**
 * Scrolls to the page's end, as a visitor would, until the list holds `pages` pages (pages far from the
 * viewport give way to boxes, so slots are counted, not cards). Each poll scrolls again: a scroll made while
 * a page was on its way brings nothing once it lands.
 */
async function scrollUntilPages (page: Page, pages: number): Promise<void> {
  await page.waitForFunction((want) => {
    const have = document.querySelectorAll('.yanxuan-product-pool .yanxuan-product-pool__page').length
    if (have >= want) return true
    const el = document.querySelector('.taro_page_show') ?? document.scrollingElement
    if (el) el.scrollTop = el.scrollHeight
    return false
  }, pages, { polling: 250, timeout: 15_000 })
}

/**
 * The pool's cards once `n` are drawn: a page after the first is drawn a few cards a frame (ui/EndlessList/
 * progressive), so a count read as its slot appears can be short of it on a busy machine (CI read 36 of 40).
 */
async function cardsWhenDrawn (scope: Locator, n: number): Promise<number> {
  const cards = scope.locator('.yanxuan-product-pool__card')
  const deadline = Date.now() + 10_000
  while (await cards.count() < n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  return cards.count()
}

/** Waits for a condition on what the test recorded (a response's body is read after the event). */
async function until (ok: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the recorded answers')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('product pool on H5 (001 §2-§9)', () => {
  it('lists 20 priced items, a page more at each end of the list, to the end of 130 with 没有更多内容了', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'pool-endless', async () => {
      const asks = recordSearches(page)
      await openPool(page)
      await expect(tab(page, '手机').getAttribute('class')).resolves.toContain('yanxuan-product-pool__tab--on')
      await expect(pool(page).locator('.yanxuan-product-pool__card').count()).resolves.toBe(PAGE_SIZE)
      // Every card shows a floored price, or ???? when sold out (001 §8).
      const prices = await pool(page).locator('.yanxuan-product-pool__price .price__value').allTextContents()
      expect(prices).toHaveLength(PAGE_SIZE)
      expect(prices.every((p) => /^(\d+|\?{4})$/.test(p))).toBe(true)
      expect(prices.filter((p) => /^\d+$/.test(p)).length).toBeGreaterThan(PAGE_SIZE / 2)
      expect(asks).toEqual([{ poolId: '101', pageIndex: 0, sortValue: 'sort_composite' }])

      await scrollUntilPages(page, 2)
      // The second page in: 40 cards drawn (both pages are near the end of the screen).
      await expect(cardsWhenDrawn(pool(page), 2 * PAGE_SIZE)).resolves.toBe(2 * PAGE_SIZE)
      expect(asks.map((a) => a.pageIndex)).toEqual([0, 1])

      const lastPage = Math.ceil(PHONES / PAGE_SIZE)
      await scrollUntilPages(page, lastPage)
      // The end: a page asked past the last answers empty, and the list says so (001 §4, §8). The footer reads
      // 加载中… while that page is asked: wait for its answer, not only for the footer.
      await page.waitForFunction((loading) => {
        const el = document.querySelector('.taro_page_show') ?? document.scrollingElement
        if (el) el.scrollTop = el.scrollHeight
        const found = document.querySelector('.yanxuan-product-pool .yanxuan-product-pool__footer')
        return !!found && found.textContent !== loading
      }, zhCN['yanxuanProductPool.list.loading'], { polling: 250 })
      await expect(footer(page).textContent()).resolves.toBe(zhCN['yanxuanProductPool.list.end'])
      await expect(slots(page).count()).resolves.toBe(lastPage)
      await expect(cardsWhenDrawn(slots(page).last(), PHONES - (lastPage - 1) * PAGE_SIZE)).resolves.toBe(PHONES - (lastPage - 1) * PAGE_SIZE)
      expect(asks.map((a) => a.pageIndex)).toEqual([...Array(lastPage + 1).keys()])
      // Nothing more is asked at the end, however far the visitor scrolls.
      await page.evaluate(() => { const el = document.querySelector('.taro_page_show') ?? document.scrollingElement; if (el) el.scrollTop = el.scrollHeight })
      await settled(page)
      expect(asks).toHaveLength(lastPage + 1)
    })
  })

  it('暂无商品 shows 暂无内容; 筛选故障 lists its items, toasts the server\'s words in the panel and leaves the failing groups and the count out', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'pool-empty-failing', async () => {
      const asks = recordSearches(page)
      await openPool(page)
      await tab(page, '暂无商品').click()
      await pool(page).locator('.yanxuan-product-pool__footer--empty').waitFor()
      await expect(footer(page).textContent()).resolves.toBe(zhCN['yanxuanProductPool.list.empty'])
      await expect(pool(page).locator('.yanxuan-product-pool__card').count()).resolves.toBe(0)
      expect(asks.at(-1)).toEqual({ poolId: '104', pageIndex: 0, sortValue: 'sort_composite' })

      await tab(page, '筛选故障').click()
      await page.waitForFunction(() => document.querySelectorAll('.yanxuan-product-pool .yanxuan-product-pool__card').length === 20)
      expect(asks.at(-1)).toEqual({ poolId: '105', pageIndex: 0, sortValue: 'sort_composite' })
      // Its categories failed: no second sift row.
      await expect(pool(page).locator('.yanxuan-product-pool__sift').count()).resolves.toBe(0)

      const ppnFailed = page.waitForResponse((r) => isCall(PPN_CALL)(r.request()))
      const preStatAnswered = page.waitForResponse((r) => isCall(PRE_STAT_CALL)(r.request()))
      await pool(page).locator('.yanxuan-product-pool__filter').click()
      const failure = await (await ppnFailed).json() as { code: number, msg: string }
      expect(failure.code).toBe(50021)
      // The server's words, toasted (src/blocks/yanxuanProductPool/README.md: a failing filter call toasts them).
      await page.getByText(failure.msg).first().waitFor({ state: 'attached' })
      await expect((await preStatAnswered).json()).resolves.toMatchObject({ code: 50021 })
      const panel = pool(page).locator('.yanxuan-product-pool__panel')
      // The goods-filter-info groups stay (that call does not fail); the ppn-list groups are left out.
      await panel.locator('.yanxuan-product-pool__label', { hasText: zhCN['yanxuanProductPool.filter.fineness'] }).waitFor()
      const labels = await panel.locator('.yanxuan-product-pool__label').allTextContents()
      expect(labels).not.toContain(zhCN['yanxuanProductPool.filter.condition'])
      expect(labels).not.toContain(zhCN['yanxuanProductPool.filter.warranty'])
      expect(labels).not.toContain('颜色')
      // No count on 确定: a failed pre-stat says nothing.
      await settled(page)
      await expect(panel.locator('.yanxuan-product-pool__apply').textContent()).resolves.toBe(zhCN['yanxuanProductPool.filter.confirm'])
      // The list is still there behind the panel.
      await expect(pool(page).locator('.yanxuan-product-pool__card').count()).resolves.toBe(PAGE_SIZE)
    })
  })

  it('price sort: twenty taps in one task ask once, ascending; a tap after the burst asks descending; an item opens its detail', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'pool-sort', async () => {
      const asks = recordSearches(page)
      const answers: Array<{ saleGoodsNo: string }[]> = []
      page.on('response', (r) => {
        if (isCall(SEARCH_CALL)(r.request())) void r.json().then((b: { data: { dataList: { saleGoodsNo: string }[] } }) => answers.push(b.data.dataList), () => undefined)
      })
      await openPool(page)
      expect(asks).toHaveLength(1)
      const price = pool(page).locator('.yanxuan-product-pool__sort').nth(1)
      await expect(price.textContent()).resolves.toBe(zhCN['yanxuanProductPool.sort.price'])
      await price.evaluate((el) => { for (let i = 0; i < 20; i++) (el as HTMLElement).click() })
      await pool(page).locator('.yanxuan-product-pool__sort--asc').waitFor()
      await pool(page).locator('.yanxuan-product-pool__card').first().waitFor()
      expect(asks.slice(1)).toEqual([{ poolId: '101', pageIndex: 0, sortValue: 'sort_price_asc' }])
      // Ascending: the prices shown never fall.
      const ascending = (await pool(page).locator('.yanxuan-product-pool__price .price__value').allTextContents()).filter((p) => /^\d+$/.test(p)).map(Number)
      expect(ascending.length).toBeGreaterThan(1)
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

      await page.waitForTimeout(BURST_MS + 100)
      await price.click()
      await pool(page).locator('.yanxuan-product-pool__sort--desc').waitFor()
      await page.waitForFunction(() => document.querySelectorAll('.yanxuan-product-pool .yanxuan-product-pool__card').length > 0)
      expect(asks.slice(1)).toEqual([
        { poolId: '101', pageIndex: 0, sortValue: 'sort_price_asc' },
        { poolId: '101', pageIndex: 0, sortValue: 'sort_price_desc' }
      ])

      // The first item shown opens the curated second-hand detail with its saleGoodsNo.
      await until(() => answers.length === 3)
      const first = answers[2][0].saleGoodsNo
      await pool(page).locator('.yanxuan-product-pool__card').first().click()
      await page.waitForFunction((no) => location.hash.includes('selected/product') && location.hash.includes(`saleGoodsNo=${no}`), first)
    })
  })
})
