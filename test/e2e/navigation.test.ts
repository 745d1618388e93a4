import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, screenshotOnFailure, scrollToMount, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

describe('navigation blocks on H5 (001 §2, §9)', () => {
  it('a floor tab scrolls its floor under the bar, which sticks; the active tab follows the scroll', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'navigation-floors', async () => {
      await page.goto(e2e.campaignUrl('activityId=navigation'))
      await page.locator('.floor-nav__tab').first().waitFor()
      // Positions are measured 1 s after the bar renders (001 §9).
      await page.waitForTimeout(1200)
      await page.locator('.floor-nav__tab', { hasText: '回收' }).click()
      await page.locator('.floor-nav__inner--fixed').waitFor()
      await page.waitForFunction(() => {
        const floor = document.querySelector('[data-uuid="n-floor-recycle"]')?.getBoundingClientRect()
        const bar = document.querySelector('.floor-nav__inner')?.getBoundingClientRect()
        return !!floor && !!bar && Math.abs(floor.top - bar.bottom) < 4
      })
      await page.waitForTimeout(600)
      await expect(page.locator('.floor-nav__tab--on').textContent()).resolves.toBe('回收')
    })
  })

  // On H5 Taro binds usePageScroll to window, which never scrolls here (the page element does): the bar reads
  // the page's scroll through renderer/usePageScrollTop.h5.ts. Before that, neither the tab nor the bar followed.
  it('the active tab and the stuck bar follow a scroll by hand', async () => {
    const { page } = await e2e.visitor()
    await page.goto(e2e.campaignUrl('activityId=navigation'))
    await page.locator('.floor-nav__tab').first().waitFor()
    await page.waitForTimeout(1200)
    await scrollToMount(page)
    await page.evaluate(() => {
      const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
      // A floor the page can bring under the bar (the last ones sit within the page's last screen).
      const floor = document.querySelector('[data-uuid="n-floor-laptops"]') as HTMLElement
      el.scrollTop += floor.getBoundingClientRect().top - 30
    })
    await page.waitForFunction(() => document.querySelector('.floor-nav__tab--on')?.textContent === '笔记本', undefined, { timeout: 5000 })
    await page.evaluate(() => { const el = document.querySelector('.taro_page_show') ?? document.scrollingElement; if (el) el.scrollTop = 0 })
    await page.waitForFunction(() => !document.querySelector('.floor-nav__inner--fixed'), undefined, { timeout: 5000 })
  })

  it('the bottom bar covers neither the last block nor the back-to-top control; a floor item scrolls and turns active', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'navigation-bottom', async () => {
      await page.goto(e2e.campaignUrl('activityId=navigation'))
      await page.locator('.bottom-nav__item').first().waitFor()
      await scrollToMount(page, '[data-uuid="n-floor-rules"] .rich-text')
      // To the very end: blocks below mount as it scrolls (and images above may still grow), so scroll and measure
      // until the page is at its end with the same height twice running. (In-page code stays synchronous: babel's
      // async helpers do not exist in the page.)
      const measure = () => page.evaluate(() => {
        const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
        const box = (sel: string) => (document.querySelector(sel) as HTMLElement | null)?.getBoundingClientRect()
        return {
          bar: box('.bottom-nav')?.top ?? 0,
          rules: box('[data-uuid="n-floor-rules"]')?.bottom ?? Infinity,
          backTop: box('.back-top')?.bottom ?? Infinity,
          height: el.scrollHeight,
          atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 1
        }
      })
      let boxes = await measure()
      for (let round = 0, last = -1; round < 40; round++, last = boxes.height) {
        await page.evaluate(() => {
          const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
          el.scrollTop = el.scrollHeight
        })
        await page.waitForTimeout(300)
        boxes = await measure()
        if (boxes.atEnd && boxes.height === last && boxes.backTop !== Infinity) break
      }
      expect(boxes.atEnd).toBe(true)
      expect(boxes.rules).toBeLessThanOrEqual(boxes.bar + 1)
      expect(boxes.backTop).toBeLessThanOrEqual(boxes.bar)
      await page.locator('.bottom-nav__item').nth(1).click()
      await page.waitForFunction(() => {
        const floor = document.querySelector('[data-uuid="n-floor-phones"]')?.getBoundingClientRect()
        return !!floor && Math.abs(floor.top) < 60
      })
      await expect(page.locator('.bottom-nav__item--on').count()).resolves.toBe(1)
      await expect(page.locator('.bottom-nav__item').nth(1).getAttribute('class')).resolves.toContain('bottom-nav__item--on')
      expect(zhCN['config.bottomNav.noItems']).toContain('底部导航')
    })
  })
})
