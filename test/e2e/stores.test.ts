/**
 * The nearby-store list (002 §1–§4, §9) on H5, in the `stores` scenario: a
 * flat list of the city's nearest 3, a first-highlighted list of chosen
 * stores (2 shown), the gold stores by type and one whose call fails. With a
 * location allowed the stores show distances and the first of the flat list
 * 离你最近; refused, the list shows without them. Taps open the store's
 * detail (shop_id), its navigation preview and StoreList (hideTab=1).
 */
import type { Page } from 'playwright-core'
import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, screenshotOnFailure, scrollToMount, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

/** Near People's Square, Shanghai (WGS-84: the browser's; the adapter turns it into GCJ-02). */
const SHANGHAI = { latitude: 31.2325, longitude: 121.4692 }
const block = (page: Page, uuid: string) => page.locator(`[data-uuid="${uuid}"] .shop-list`)

async function openScenario (page: Page): Promise<void> {
  await page.goto(e2e.campaignUrl('activityId=stores&cityId=2'))
  await scrollToMount(page, '[data-uuid="stores-failing"] .shop-list')
}

describe('nearby-store list on H5 (002 §1–§4, §9)', () => {
  it('located: the city\'s nearest 3 with distances and one 离你最近; the highlighted list shows 2; the failing one its retry line', async () => {
    const { context, page } = await e2e.visitor()
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(SHANGHAI)
    await screenshotOnFailure(page, 'stores-located', async () => {
      await openScenario(page)
      const flat = block(page, 'stores-flat')
      await flat.locator('.shop-list__distance').first().waitFor()
      await expect(flat.locator('.shop-list__shop').count()).resolves.toBe(3)
      await expect(flat.locator('.shop-list__name').first().textContent()).resolves.toBe('爱回收·上海来福士广场店')
      await expect(flat.locator('.shop-list__distance').count()).resolves.toBe(3)
      await expect(flat.locator('.shop-list__nearest').count()).resolves.toBe(1)
      const highlight = block(page, 'stores-highlight')
      await expect(highlight.locator('.shop-list__shop').count()).resolves.toBe(2)
      await expect(highlight.locator('.shop-list__shop').first().getAttribute('class')).resolves.toContain('shop-list__shop--highlight')
      await expect(highlight.locator('.shop-list__status').allTextContents()).resolves.toContain(zhCN['shopList.status.closing'])
      await expect(block(page, 'stores-failing').locator('.shop-list__note--failed').textContent()).resolves.toBe(zhCN['shopList.failed'])
    })
  })

  it('refused: the stores show without distances or the badge', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'stores-refused', async () => {
      await openScenario(page)
      const flat = block(page, 'stores-flat')
      await flat.locator('.shop-list__shop').first().waitFor()
      await expect(flat.locator('.shop-list__shop').count()).resolves.toBe(3)
      await expect(flat.locator('.shop-list__distance').count()).resolves.toBe(0)
      await expect(flat.locator('.shop-list__nearest').count()).resolves.toBe(0)
    })
  })

  it('taps: a store its detail with shop_id, 导航 the navigation preview, 查看更多门店 StoreList with hideTab=1', async () => {
    const taps = [
      { selector: '.shop-list__name', hash: 'shop/detail?shop_id=1203' },
      { selector: '.shop-list__action--navigate', hash: 'shop/navigation?shopId=1203&from=nearest' },
      { selector: '.shop-list__more', hash: 'stores?shopIds=1203%2C1206%2C1201&hideTab=1' }
    ]
    for (const { selector, hash } of taps) {
      const { page } = await e2e.visitor()
      await screenshotOnFailure(page, `stores-tap-${selector}`, async () => {
        await openScenario(page)
        const highlight = block(page, 'stores-highlight')
        await highlight.locator('.shop-list__shop').first().waitFor()
        await highlight.locator(selector).first().click()
        await page.waitForFunction((h) => location.hash.includes(h), hash)
      })
    }
  })
})
