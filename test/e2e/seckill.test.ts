import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, setVisitorControls, screenshotOnFailure, scrollToMount, type E2E } from './support'
import type { Page } from 'playwright-core'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

const PAGE_CALL = '/campaign-center/api/avatar/pages/get-release'
const PRICES_CALL = '/avatar/model/get-info-list'

/** A Beijing 'HH:mm' today as epoch ms (the tab shows the start to the minute; the emulator anchors starts on whole minutes). */
function beijingToday (hhmm: string, now = Date.now()): number {
  const day = new Date(now + 8 * 3600_000).toISOString().slice(0, 10)
  return Date.parse(`${day}T${hhmm}:00+08:00`)
}

/**
 * Puts the visitor's emulator clock at Beijing noon of today before the page first loads: the scenario's
 * sessions count from that first load (server/domains/relativeTime.ts), and one anchored just before
 * Beijing midnight would start "tomorrow" on the next day's date rather than read 明天.
 */
async function atBeijingNoon (page: Page): Promise<void> {
  await setVisitorControls(page, e2e.emulator.origin, { clock: { offsetMs: beijingToday('12:00') - Date.now() } })
}

describe('flash sale on H5 (001 §2, §4)', () => {
  it('renders the running session, the two-session tabs and the ended message; prices come in one call per session window', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'seckill-renders', async () => {
      const priceBodies: string[] = []
      page.on('request', (r) => { if (r.url().endsWith(PRICES_CALL)) priceBodies.push(r.postData() ?? '') })
      await atBeijingNoon(page)
      await page.goto(e2e.campaignUrl('activityId=seckill'))
      // The third flash sale sits below what mounts at load: scroll to it as a visitor would.
      await scrollToMount(page, '.yanxuan-seckill__ended')
      await page.locator('.yanxuan-seckill').nth(2).waitFor()
      await page.locator('.yanxuan-seckill__price').first().waitFor()
      const running = page.locator('.yanxuan-seckill').nth(0)
      await expect(running.locator('.yanxuan-seckill__title').textContent()).resolves.toBe(zhCN['seckill.header'])
      await expect(running.locator('.yanxuan-seckill__clock-label').textContent()).resolves.toBe(zhCN['seckill.countdown.left'])
      // Progress labels at several levels (5 % → the start text, 45 %, above 90 %, 100 % and more).
      const labels = await running.locator('.progress-bar__label').allTextContents()
      expect(labels).toEqual(expect.arrayContaining([zhCN['seckill.progress.start'], zhCN['seckill.progress.almostGone'], zhCN['seckill.progress.restock']]))
      expect(labels.some((l) => /^已抢\d+%$/.test(l))).toBe(true)
      const tabs = page.locator('.yanxuan-seckill').nth(1)
      await expect(tabs.locator('.yanxuan-seckill__tab-state').allTextContents()).resolves.toEqual([zhCN['seckill.tab.soon'], zhCN['seckill.tab.next']])
      await expect(tabs.locator('.yanxuan-seckill__tab-time').nth(1).textContent()).resolves.toMatch(/^明天 \d\d:\d\d 开抢$/)
      await expect(page.locator('.yanxuan-seckill').nth(2).textContent()).resolves.toContain(zhCN['seckill.ended'])
      // Each session window asks once: the running one and the two upcoming ones.
      expect(priceBodies.map((b) => JSON.parse(b) as { startTime?: string }).every((b) => !!b.startTime)).toBe(true)
      expect(new Set(priceBodies).size).toBe(priceBodies.length)
      // The next day's session: the appointment label; a plain browser cannot book.
      await tabs.locator('.yanxuan-seckill__tab').nth(1).click()
      await tabs.locator('.yanxuan-seckill__button--remind').first().click()
      await page.getByText(zhCN['seckill.booking.browserUnsupported']).waitFor({ state: 'attached' })
    })
  })

  it('a session about to start rolls to "now seckilling" under the emulator clock, with the update toast and a silent refresh', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'seckill-rolls-over', async () => {
      await atBeijingNoon(page)
      await page.goto(e2e.campaignUrl('activityId=seckill'))
      const tabs = page.locator('.yanxuan-seckill').nth(1)
      await tabs.locator('.yanxuan-seckill__tab-time').first().waitFor()
      const start = beijingToday(String(await tabs.locator('.yanxuan-seckill__tab-time').first().textContent()).slice(0, 5))
      // The emulator keeps the session's start; move its clock to 5 s before it and open the page again.
      await setVisitorControls(page, e2e.emulator.origin, { clock: { offsetMs: start - 5000 - Date.now() } })
      let pageCalls = 0
      page.on('request', (r) => { if (r.url().endsWith(PAGE_CALL)) pageCalls++ })
      await page.reload()
      await tabs.locator('.yanxuan-seckill__tab-state').first().waitFor()
      await expect(tabs.locator('.yanxuan-seckill__tab-state').first().textContent()).resolves.toBe(zhCN['seckill.tab.soon'])
      await page.getByText(zhCN['seckill.updating']).waitFor({ state: 'attached', timeout: 8000 })
      await page.waitForFunction((doing) => document.querySelectorAll('.yanxuan-seckill')[1]?.querySelector('.yanxuan-seckill__tab-state')?.textContent === doing, zhCN['seckill.tab.doing'], { timeout: 8000 })
      await expect(tabs.locator('.yanxuan-seckill__button--grab').count()).resolves.toBeGreaterThan(0)
      // The refresh 520 ms after zero was silent: the page call again, no loading mask.
      for (let waited = 0; pageCalls < 2 && waited < 4000; waited += 100) await page.waitForTimeout(100)
      expect(pageCalls).toBeGreaterThanOrEqual(2)
      await expect(page.locator('.loading-mask').count()).resolves.toBe(0)
    })
  })
})
