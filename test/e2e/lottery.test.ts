/**
 * The prize draw (002 §1–§9) on H5, in the `lottery` scenario: one block per
 * style (7001 common, 7002 slot machine, 7003 claw machine). A guest sees the
 * login line and no visitor call is made; a draw tap goes to the login page.
 * Logged in: the quotas, a draw on each style ends in the result dialog with
 * the prize every user's first draw on that template wins, the quota drops by
 * one; twenty taps in one task make one take-part-in call; sign-in turns its
 * task done; my prizes lists the seeded records with their buttons.
 */
import type { Page, Request } from 'playwright-core'
import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, screenshotOnFailure, scrollToMount, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

const STYLES = [
  { style: 'common', templateId: 7001, firstPrize: '视频会员月卡' },
  { style: 'slot', templateId: 7002, firstPrize: '50元回收加价券' },
  { style: 'claw', templateId: 7003, firstPrize: '毛绒公仔' }
] as const

const block = (page: Page, style: string) => page.locator(`.lottery--${style}`)
const quotaLine = (count: string) => zhCN['lottery.quota.count'].replace('{count}', count)
const pathOf = (r: Request) => new URL(r.url()).pathname
const isCall = (r: Request, route: string) => pathOf(r).endsWith(`/campaign-center/api/lottery/${route}`)

/** take-part-in calls by template id, as the page sent them. */
function countDraws (page: Page): Map<number, number> {
  const draws = new Map<number, number>()
  page.on('request', (r) => {
    if (!isCall(r, 'take-part-in')) return
    const id = Number((r.postDataJSON() as { templateId?: unknown } | null)?.templateId)
    draws.set(id, (draws.get(id) ?? 0) + 1)
  })
  return draws
}

async function openScenario (page: Page): Promise<void> {
  await page.goto(e2e.campaignUrl('activityId=lottery'))
  // The blocks below the first screen mount as the visitor scrolls towards them.
  await scrollToMount(page, '.lottery--claw')
}

/** The result dialog with this prize, closed with 我知道了. */
async function expectWin (page: Page, prize: string): Promise<void> {
  const dialog = page.locator('.prize-dialog')
  await dialog.locator('.prize-dialog__name', { hasText: prize }).waitFor({ timeout: 15_000 })
  await expect(dialog.locator('.prize-dialog__title').textContent()).resolves.toBe(zhCN['lottery.result.win'])
  await dialog.locator('.prize-dialog__button', { hasText: zhCN['lottery.follow.ok'] }).click()
  await dialog.waitFor({ state: 'detached' })
}

describe('prize draw on H5 (002 §4–§8)', () => {
  it('a guest: three styles, the login line, no visitor calls; a draw tap goes to the login page', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'lottery-guest', async () => {
      const visitorCalls: string[] = []
      page.on('request', (r) => { if (['quota', 'check-rule', 'recode-list', 'take-part-in'].some((c) => isCall(r, c))) visitorCalls.push(pathOf(r)) })
      await openScenario(page)
      for (const { style } of STYLES) {
        await expect(block(page, style).locator('.lottery__quota').textContent()).resolves.toBe(zhCN['lottery.quota.guest'])
        await expect(block(page, style).locator('.lottery__draw').textContent()).resolves.toBe(zhCN['lottery.button.draw'])
      }
      // Only the slot and claw styles draw their reels and machine; the common and claw ones list the prizes.
      await expect(block(page, 'slot').locator('.lottery__reel').count()).resolves.toBeGreaterThan(0)
      await expect(block(page, 'claw').locator('.lottery__claw').count()).resolves.toBe(1)
      await expect(block(page, 'common').locator('.lottery__prize-name').allTextContents()).resolves.toContain('视频会员月卡')
      await block(page, 'slot').locator('.lottery__draw').click()
      await page.waitForURL(/\/__login\?/)
      // 002 §6: a guest's balance, records and eligibility are not asked, and the tap drew nothing.
      expect(visitorCalls).toEqual([])
    })
  })

  it('logged in: quotas, a draw per style wins its first prize, twenty taps draw once, sign-in, my prizes', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'lottery-user', async () => {
      const draws = countDraws(page)
      let checkIns = 0
      page.on('request', (r) => { if (isCall(r, 'check-in')) checkIns++ })
      await openScenario(page)
      await block(page, 'claw').locator('.lottery__draw').click()
      await page.waitForURL(/\/__login\?/)
      // A phone number of its own: draws, sign-ins and records belong to the user, whatever ran before.
      await page.locator('#mobile').fill(`137${String(Date.now()).slice(-8)}`)
      await page.locator('#login').click()
      await scrollToMount(page, '.lottery--claw')
      // 7001 starts with 1000 draws (shown 999+, 002 §5); 7002 and 7003 with 3.
      await block(page, 'common').locator('.lottery__quota', { hasText: quotaLine('999+') }).waitFor()
      await block(page, 'slot').locator('.lottery__quota', { hasText: quotaLine('3') }).waitFor()
      await block(page, 'claw').locator('.lottery__quota', { hasText: quotaLine('3') }).waitFor()
      expect(draws.size).toBe(0)

      // The common banner and the claw machine: one tap each.
      for (const { style, firstPrize } of [STYLES[0], STYLES[2]]) {
        await block(page, style).locator('.lottery__draw').click()
        await expectWin(page, firstPrize)
      }
      // The slot machine: twenty taps in one task make one call (002 §5: 250 ms throttle, one draw at a time).
      await block(page, 'slot').locator('.lottery__draw').evaluate((el) => { for (let i = 0; i < 20; i++) (el as HTMLElement).click() })
      await block(page, 'slot').locator('.lottery__draw', { hasText: zhCN['lottery.button.drawing'] }).waitFor()
      await expectWin(page, STYLES[1].firstPrize)
      expect(Object.fromEntries(draws)).toEqual({ 7001: 1, 7002: 1, 7003: 1 })
      await block(page, 'slot').locator('.lottery__quota', { hasText: quotaLine('2') }).waitFor()
      await block(page, 'claw').locator('.lottery__quota', { hasText: quotaLine('2') }).waitFor()
      await expect(block(page, 'slot').locator('.lottery__draw').textContent()).resolves.toBe(zhCN['lottery.button.draw'])

      // Tasks: sign-in once, its button turns done, the draw it earns shows in the quota.
      await block(page, 'slot').locator('.lottery__link--tasks').click()
      const tasks = page.locator('.lottery__panel--tasks')
      const signIn = tasks.locator('.lottery__task', { hasText: zhCN['lottery.taskType.1'] }).locator('.lottery__task-button')
      await expect(signIn.textContent()).resolves.toBe(zhCN['lottery.task.signIn'])
      await signIn.click()
      await tasks.locator('.lottery__task', { hasText: zhCN['lottery.taskType.1'] }).locator('.lottery__task-button', { hasText: zhCN['lottery.task.done'] }).waitFor()
      await page.getByText(zhCN['lottery.task.signedIn']).waitFor({ state: 'attached' })
      await block(page, 'slot').locator('.lottery__quota', { hasText: quotaLine('3') }).waitFor()
      expect(checkIns).toBe(1)
      await tasks.locator('.lottery__panel-close').click()
      await tasks.waitFor({ state: 'detached' })

      // My prizes: the draw just won, newest first, then the seeded records, each with its button (002 §4 "Record button state").
      await block(page, 'slot').locator('.lottery__link--records').click()
      const rows = page.locator('.lottery__panel--records .lottery__record')
      await rows.first().waitFor()
      const listed = await rows.evaluateAll((els) => els.map((el) => [
        el.querySelector('.lottery__record-name')?.textContent ?? '',
        el.querySelector('.lottery__record-button')?.textContent ?? ''
      ]))
      expect(listed[0][0]).toBe(STYLES[1].firstPrize)
      expect(listed.slice(1)).toEqual([
        ['iPhone 15', zhCN['lottery.record.claim']],
        ['笔记本电脑', zhCN['lottery.record.completeTask']],
        ['视频会员月卡', zhCN['lottery.record.sending']],
        ['50元回收加价券', zhCN['lottery.record.viewCoupon']],
        ['10元余额', zhCN['lottery.record.claimed']],
        ['视频会员月卡', zhCN['lottery.record.view']],
        ['平板电脑', zhCN['lottery.record.contact']],
        ['平板电脑', zhCN['lottery.record.claim']],
        ['笔记本电脑', zhCN['lottery.record.claim']],
        ['iPhone 15', zhCN['lottery.record.expired']],
        ['新版礼品（本版本不支持）', zhCN['lottery.record.view']]
      ])
      // The condition record counts down to its expiry.
      await expect(rows.nth(2).locator('.lottery__record-expiry').count()).resolves.toBe(1)
    })
  }, 60_000)
})
