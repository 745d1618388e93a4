import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, screenshotOnFailure, scrollThrough, scrollToMount, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

const PRICES_CALL = '/avatar/model/get-info-list'

describe('curated channel blocks on H5 (001)', () => {
  it('render with live prices, sold out and the 0.9 rule; a card opens the curated channel page', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'products-renders', async () => {
      const asks: string[] = []
      page.on('request', (r) => { if (r.url().endsWith(PRICES_CALL)) asks.push(r.postData() ?? '') })
      await page.goto(e2e.campaignUrl('activityId=products'))
      await page.locator('.yanxuan-product__price').first().waitFor()
      // Blocks mount as the visitor nears them and give way far behind: each is read on the way down.
      const blocks = { product: new Set<string>(), newProduct: new Set<string>(), recycle: 0 }
      const prices = new Set<string>()
      const facts = { soldOut: 0, xiaomi: 0, xiaomiOfficial: 0, official: 0 }
      const uuids = (sel: string) => page.evaluate((s) => Array.from(document.querySelectorAll(s)).map((el) => el.closest('[data-uuid]')?.getAttribute('data-uuid') ?? '?'), sel)
      await scrollThrough(page, async () => {
        for (const uuid of await uuids('.yanxuan-product')) blocks.product.add(uuid)
        for (const uuid of await uuids('.yanxuan-new-product')) blocks.newProduct.add(uuid)
        blocks.recycle += await page.locator('.yanxuan-recycle').count()
        for (const text of await page.locator('.yanxuan-product__price .price__value').allTextContents()) prices.add(text)
        facts.soldOut += await page.getByText(zhCN['product.soldOut']).count()
        // The official price is struck only under 0.9 of it: 3699 against 3999 is not.
        const xiaomi = page.locator('.yanxuan-new-product__card').filter({ hasText: '3699' })
        facts.xiaomi = Math.max(facts.xiaomi, await xiaomi.count())
        facts.xiaomiOfficial += await xiaomi.locator('.yanxuan-new-product__official').count()
        facts.official += await page.locator('.yanxuan-new-product__official').count()
      })
      expect(blocks.recycle).toBeGreaterThan(0)
      expect(blocks.product.size).toBe(4)
      expect(blocks.newProduct.size).toBe(2)
      // Prices are floored whole yuan, or ???? when sold out.
      expect(prices.size).toBeGreaterThan(4)
      expect([...prices].every((p) => /^(\d+|\?{4})$/.test(p))).toBe(true)
      expect(facts.soldOut).toBeGreaterThan(0)
      expect({ xiaomi: facts.xiaomi, struck: facts.xiaomiOfficial }).toEqual({ xiaomi: 1, struck: 0 })
      expect(facts.official).toBeGreaterThan(0)
      expect(asks.length).toBeGreaterThan(0)
      await page.locator('.yanxuan-product__name').first().click()
      await page.waitForFunction(() => location.hash.includes('yanxuan/channel') && location.hash.includes('productId='))
    })
  })

  // 001 §4: "The price counter animates from the daily price down to the lowest price over 1.2 s" — once
  // the live answer is in. Held until the page is sampling, so the whole roll is seen.
  it('the price counts from the daily price down to the lowest, in one 1.2 s transition once the live prices are in', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'products-count-up', async () => {
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => { release = resolve })
      await page.route((url) => url.pathname.endsWith(PRICES_CALL), async (route) => { await held; await route.continue() })
      await page.goto(e2e.campaignUrl('activityId=products'))
      // The card block may sit lower than the blocks mounted at load: scroll to it as a visitor would.
      await scrollToMount(page, '.yanxuan-product-card__item')
      await page.locator('.yanxuan-product-card__item').first().waitFor()
      await expect(page.locator('.yanxuan-product-card .count-up').count()).resolves.toBe(0)
      const sampling = page.evaluate(() => new Promise<{ seen: string[], duration: string }>((resolve) => {
        const seen: string[] = []
        let duration = ''
        const started = performance.now()
        const step = () => {
          const strip = document.querySelector('.yanxuan-product-card .count-up__strip')
          if (strip) {
            const style = getComputedStyle(strip)
            seen.push(style.transform)
            duration ||= style.transitionDuration
          }
          if (performance.now() - started < 3000) requestAnimationFrame(step)
          else resolve({ seen, duration })
        }
        requestAnimationFrame(step)
      }))
      release()
      const { seen, duration } = await sampling
      expect(duration).toBe('1.2s')
      // It moved through several positions and came to rest before its strips gave way to one text.
      expect(new Set(seen).size).toBeGreaterThanOrEqual(3)
      expect(seen[seen.length - 1]).toBe(seen[seen.length - 2])
      await expect(page.locator('.yanxuan-product-card .count-up__strip').count()).resolves.toBe(0)
      // At rest it is the lowest price's own text, floored (what a reader hears too: no label over it).
      const settledPrice = page.locator('.yanxuan-product-card .count-up--settled').first()
      await expect(settledPrice.textContent()).resolves.toMatch(/^\d+$/)
      await expect(settledPrice.getAttribute('aria-label')).resolves.toBeNull()
    })
  })
})
