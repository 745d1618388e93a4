/**
 * The prize draw (002 §1–§9) on H5, in the `lottery` scenario: one block per
 * style (7001 common, 7002 slot machine, 7003 claw machine). A guest sees the
 * login line and no visitor call is made; a draw tap goes to the login page.
 * Logged in: the quotas, a draw on each style ends in the result dialog with
 * the prize every user's first draw on that template wins, the quota drops by
 * one; twenty taps in one task make one take-part-in call; sign-in turns its
 * task done; my prizes lists the seeded records with their buttons.
 * Claiming (002 §4 "Record button state", §5, §8): a third-party coupon from
 * my prizes (twenty taps, one receive-award), a physical prize through the
 * claim form and the address book, and the address book's own actions.
 */
import type { Page, Request, Response } from 'playwright-core'
import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, screenshotOnFailure, scrollToMount, settled, type E2E } from './support'

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

/** A phone number no other test or run has used: records, addresses and draws are per user on the emulator. */
let mobileSeq = 0
function freshMobile (): string {
  mobileSeq += 1
  return `135${String(Date.now() + mobileSeq * 7919 + process.pid).slice(-8)}`
}

/** Every toast text in order (the web toast is one element whose text is replaced): recorded before the page's scripts run. */
const TOAST_PROBE = `(() => {
  const seen = window.__toasts = [];
  new MutationObserver(function (list) {
    for (const m of list) {
      const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
      if (el && el.classList && el.classList.contains('web-toast') && m.type === 'childList' && el.textContent) seen.push(el.textContent);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`
const toasts = (page: Page) => page.evaluate('window.__toasts.slice()') as Promise<string[]>
async function waitForToast (page: Page, text: string, count = 1): Promise<void> {
  // A string, so no transpiler helper leaks into the page.
  await page.waitForFunction(`window.__toasts.filter(function (x) { return x === ${JSON.stringify(text)} }).length >= ${count}`)
}

/** A fresh user, logged in through the emulator's login page, on the scenario with every lottery block mounted. */
async function openLoggedIn (page: Page): Promise<void> {
  await page.addInitScript(TOAST_PROBE)
  await page.goto(`${e2e.emulator.origin}/__login?redirectUrl=${encodeURIComponent(e2e.campaignUrl('activityId=lottery'))}`)
  await page.locator('#mobile').fill(freshMobile())
  await page.locator('#login').click()
  await page.waitForURL((u) => !u.pathname.startsWith('/__login'))
  await scrollToMount(page, '.lottery--claw')
  await block(page, 'slot').locator('.lottery__quota', { hasText: quotaLine('3') }).waitFor()
  // The toasts of the test's own taps from here.
  await page.evaluate('window.__toasts.length = 0')
}

/** The POST bodies of one call, as the page sent them. */
function bodiesOf (page: Page, call: (r: Request) => boolean): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = []
  page.on('request', (r) => { if (call(r)) bodies.push(r.postDataJSON() as Record<string, unknown>) })
  return bodies
}
const isAddressCall = (r: Request, route: string) => pathOf(r).endsWith(`/campaign-center/api/user-address/${route}`)
const dataOf = async <T>(response: Response): Promise<T> => ((await response.json()) as { data: T }).data

interface RecordAnswer { id: number, awardName: string, awardStatus: number }
interface AddressAnswer { id: number, contactName: string }

const records = (page: Page) => page.locator('.lottery__panel--records .lottery__record')
const recordButtons = (page: Page, name: string) => records(page).filter({ has: page.locator('.lottery__record-name', { hasText: name }) }).locator('.lottery__record-button').allTextContents()

/** Opens a block's 我的奖品 and answers the records the page got. */
async function openRecords (page: Page, style: string, templateId: number): Promise<RecordAnswer[]> {
  const answer = page.waitForResponse((r) => isCall(r.request(), 'recode-list') && new URL(r.url()).searchParams.get('templateId') === String(templateId))
  await block(page, style).locator('.lottery__link--records').click()
  const list = await dataOf<RecordAnswer[]>(await answer)
  await records(page).first().waitFor()
  return list
}

/** The claim form of the seeded waiting iPhone 15 on the slot machine's template (7002): its record id. */
async function openIPhoneForm (page: Page): Promise<number> {
  const list = await openRecords(page, 'slot', 7002)
  const iPhone = list.filter((r) => r.awardName === 'iPhone 15' && r.awardStatus === 1)
  expect(iPhone).toHaveLength(1)
  // Two iPhone 15 records: the waiting one claims, the other has expired.
  await expect(recordButtons(page, 'iPhone 15')).resolves.toEqual([zhCN['lottery.record.claim'], zhCN['lottery.record.expired']])
  await records(page).filter({ hasText: 'iPhone 15' }).locator('.lottery__record-button', { hasText: zhCN['lottery.record.claim'] }).click()
  await page.locator('.claim-form--enter').waitFor()
  return iPhone[0].id
}

const form = (page: Page) => page.locator('.claim-form')
const formInputs = (page: Page) => form(page).locator('.claim-form__input input, input.claim-form__input')
const formButton = (page: Page, key: 'lottery.form.submit' | 'lottery.form.confirm' | 'lottery.form.back') => form(page).locator('.claim-form__button', { hasText: zhCN[key] })
/** The dialog host's mask beside the dialog: closes the top dialog. */
const dismissTop = (page: Page) => page.locator('.dialog-host__mask').click({ position: { x: 4, y: 4 } })

const book = (page: Page) => page.locator('.address-book')
const bookEntry = (page: Page, name: string) => book(page).locator('.address-book__entry', { has: page.locator('.address-book__name', { hasText: name }) })
const bookNames = (page: Page) => book(page).locator('.address-book__name').allTextContents()
const bookAction = (page: Page, name: string, key: 'lottery.address.setDefault' | 'lottery.address.delete' | 'lottery.address.complete') =>
  bookEntry(page, name).locator('.address-book__action', { hasText: zhCN[key] })

/** The seeded address book (server/scenarios/lottery.json), each address as the list shows it. */
const ZHANG = { name: '张三', mobile: '13800000001', address: '北京市北京市朝阳区望京SOHOT1座1201室' }
/** 002 §5: the displayed address is cut at 50 characters: 李四's whole address has 56 (…周末请放快递柜）). */
const LI_SHOWN = '上海市上海市浦东新区陆家嘴环路1000号恒生银行大厦35楼前台（工作日9:00-18:00收货，周末'

describe('claiming prizes and the address book on H5 (002 §4 "Record button state", §5, §8)', () => {
  it('a coupon prize from my prizes: 立即领取 → 操作成功 and 查看 with its redeem code; twenty taps make one receive-award', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'lottery-claim-coupon', async () => {
      const claims = bodiesOf(page, (r) => isCall(r, 'receive-award'))
      await openLoggedIn(page)
      // Every user's first draw on 7001 wins the video card: a third-party coupon, waiting for its claim.
      const drawn = page.waitForResponse((r) => isCall(r.request(), 'take-part-in'))
      await block(page, 'common').locator('.lottery__draw').click()
      const { recordId } = await dataOf<{ recordId: number }>(await drawn)
      await expectWin(page, STYLES[0].firstPrize)

      await openRecords(page, 'common', 7001)
      await expect(recordButtons(page, STYLES[0].firstPrize)).resolves.toEqual([zhCN['lottery.record.claim']])
      const button = records(page).filter({ hasText: STYLES[0].firstPrize }).locator('.lottery__record-button')
      await button.evaluate((el) => { for (let i = 0; i < 20; i++) (el as HTMLElement).click() })
      await waitForToast(page, zhCN['lottery.address.done'])
      await records(page).filter({ hasText: STYLES[0].firstPrize }).locator('.lottery__record-button', { hasText: zhCN['lottery.record.view'] }).waitFor()
      expect(claims).toEqual([{ lotteryRecordId: recordId }])
      expect((await toasts(page)).filter((t) => t === zhCN['lottery.address.done'])).toHaveLength(1)

      // Claimed on the server: 查看 shows the redeem code the claim issued.
      await button.click()
      const detail = page.locator('.lottery__panel--detail')
      await expect(detail.locator('.lottery__code-label').first().textContent()).resolves.toBe(zhCN['lottery.detail.code'])
      await expect(detail.locator('.lottery__code-value').first().textContent()).resolves.toMatch(/^CODE-\d+$/)
      expect(claims).toHaveLength(1)
    })
  }, 60_000)

  it('a physical prize through the claim form: the required check, the phone cut at 11, the warnings, an address picked from the book, one receive-award', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'lottery-claim-physical', async () => {
      const claims = bodiesOf(page, (r) => isCall(r, 'receive-award'))
      await openLoggedIn(page)
      const recordId = await openIPhoneForm(page)
      await expect(form(page).locator('.claim-form__title').textContent()).resolves.toBe(zhCN['lottery.form.title'])
      await expect(form(page).locator('.claim-form__value').textContent()).resolves.toBe(zhCN['lottery.form.pickAddress'])
      await expect(form(page).locator('.claim-form__warning').textContent()).resolves.toBe(zhCN['lottery.form.warnSave'])

      // Nothing filled: 请完整填写领奖信息, and the form stays.
      await formButton(page, 'lottery.form.submit').click()
      await waitForToast(page, zhCN['lottery.form.incomplete'])
      // Name and a thirteen-digit phone, no address: the phone keeps 11 digits, the form is still incomplete.
      await formInputs(page).nth(0).fill('赵六')
      await formInputs(page).nth(1).fill('1391234567890')
      await expect(formInputs(page).nth(1).inputValue()).resolves.toBe('13912345678')
      await formButton(page, 'lottery.form.submit').click()
      await waitForToast(page, zhCN['lottery.form.incomplete'], 2)
      await expect(page.locator('.claim-form--enter').count()).resolves.toBe(1)
      expect(claims).toEqual([])

      // The book closed on its mask opens again from the form.
      await form(page).locator('.claim-form__row').first().click()
      await bookEntry(page, ZHANG.name).waitFor()
      await dismissTop(page)
      await form(page).waitFor()
      await form(page).locator('.claim-form__row').first().click()
      await bookEntry(page, ZHANG.name).waitFor()

      // The address from the book: picking asks that it cannot be changed afterwards, then the form is at its confirmation.
      await book(page).locator('.address-book__main', { hasText: ZHANG.name }).click()
      await expect(page.locator('.confirm-dialog__title').textContent()).resolves.toBe(zhCN['lottery.address.pickConfirm'])
      await page.locator('.confirm-dialog__button--confirm').click()
      await page.locator('.claim-form--confirm').waitFor()
      await expect(form(page).locator('.claim-form__value').textContent()).resolves.toBe(ZHANG.address)
      await expect(formInputs(page).nth(0).inputValue()).resolves.toBe(ZHANG.name)
      await expect(formInputs(page).nth(1).inputValue()).resolves.toBe(ZHANG.mobile)
      await expect(form(page).locator('.claim-form__warning').textContent()).resolves.toBe(zhCN['lottery.form.warnSubmit'])
      await expect(formInputs(page).nth(1).isDisabled()).resolves.toBe(true)
      expect(claims).toEqual([])

      // Back to the form: another phone (cut at 11 again), 提交 → the confirmation → 确认提交 (twenty taps) → 提交成功.
      await formButton(page, 'lottery.form.back').click()
      await page.locator('.claim-form--enter').waitFor()
      await expect(form(page).locator('.claim-form__warning').textContent()).resolves.toBe(zhCN['lottery.form.warnSave'])
      await formInputs(page).nth(1).fill('1362222333344')
      await expect(formInputs(page).nth(1).inputValue()).resolves.toBe('13622223333')
      await formButton(page, 'lottery.form.submit').click()
      await page.locator('.claim-form--confirm').waitFor()
      await formButton(page, 'lottery.form.confirm').evaluate((el) => { for (let i = 0; i < 20; i++) (el as HTMLElement).click() })
      await expect(form(page).locator('.claim-form__done').textContent()).resolves.toBe(zhCN['lottery.form.submitted'])
      await waitForToast(page, zhCN['lottery.form.submitted'])
      expect(claims).toEqual([{ lotteryRecordId: recordId, address: ZHANG.address, username: ZHANG.name, mobile: '13622223333' }])
      expect(await toasts(page)).toEqual([zhCN['lottery.form.incomplete'], zhCN['lottery.form.incomplete'], zhCN['lottery.form.submitted']])

      // Submitted: nothing can be changed (the address does not open the book again), and the record is claimed.
      await expect(formInputs(page).nth(0).isDisabled()).resolves.toBe(true)
      // Marked unavailable to a reader (aria-disabled), and a tap on it anyway opens nothing.
      await expect(form(page).locator('.claim-form__row').first().getAttribute('aria-disabled')).resolves.toBe('true')
      await form(page).locator('.claim-form__row').first().click({ force: true })
      await settled(page)
      await expect(book(page).count()).resolves.toBe(0)
      await dismissTop(page)
      await form(page).waitFor({ state: 'detached' })
      await expect(recordButtons(page, 'iPhone 15')).resolves.toEqual([zhCN['lottery.record.view'], zhCN['lottery.record.expired']])
      await records(page).filter({ hasText: 'iPhone 15' }).locator('.lottery__record-button', { hasText: zhCN['lottery.record.view'] }).click()
      await expect(page.locator('.lottery__panel--detail .lottery__shipping .lottery__detail-desc').allTextContents())
        .resolves.toEqual([`${ZHANG.name} 13622223333`, ZHANG.address])
      expect(claims).toHaveLength(1)
    })
  }, 60_000)

  it('the address book: the 50-character cut, the complete-it link, set-default (操作成功), delete after 确定删除收货地址吗？ (删除成功)', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'lottery-address-book', async () => {
      const defaults = bodiesOf(page, (r) => isAddressCall(r, 'set-default'))
      const deletes = bodiesOf(page, (r) => isAddressCall(r, 'delete'))
      await openLoggedIn(page)
      await openIPhoneForm(page)
      const listed = page.waitForResponse((r) => isAddressCall(r.request(), 'list'))
      await form(page).locator('.claim-form__row').first().click()
      const ids = Object.fromEntries((await dataOf<AddressAnswer[]>(await listed)).map((a) => [a.contactName, a.id]))
      await bookEntry(page, '王五').waitFor()
      await expect(book(page).locator('.address-book__title').textContent()).resolves.toBe(zhCN['lottery.address.title'])
      await expect(bookNames(page)).resolves.toEqual(['张三', '李四', '王五'])
      await expect(bookEntry(page, '张三').locator('.address-book__tag').textContent()).resolves.toBe(zhCN['lottery.address.default'])
      await expect(bookEntry(page, '张三').locator('.address-book__address').textContent()).resolves.toBe(ZHANG.address)
      await expect(bookEntry(page, '李四').locator('.address-book__address').textContent()).resolves.toBe(LI_SHOWN)
      // Only the entry without a point of interest has the complete-it link; the default one has no set-default.
      await expect(book(page).locator('.address-book__action--complete').count()).resolves.toBe(1)
      await expect(bookAction(page, '王五', 'lottery.address.complete').count()).resolves.toBe(1)
      await expect(bookAction(page, '张三', 'lottery.address.setDefault').count()).resolves.toBe(0)

      // Set-default: 操作成功, 李四 carries the tag and comes first.
      await bookAction(page, '李四', 'lottery.address.setDefault').click()
      await waitForToast(page, zhCN['lottery.address.done'])
      expect(defaults).toEqual([{ id: ids['李四'] }])
      await expect(bookNames(page)).resolves.toEqual(['李四', '张三', '王五'])
      await expect(book(page).locator('.address-book__tag').count()).resolves.toBe(1)
      await expect(bookEntry(page, '李四').locator('.address-book__tag').textContent()).resolves.toBe(zhCN['lottery.address.default'])
      await expect(bookAction(page, '张三', 'lottery.address.setDefault').count()).resolves.toBe(1)

      // Delete asks 确定删除收货地址吗？: 取消 keeps the entry and calls nothing; 确定 deletes it, 删除成功.
      await bookAction(page, '王五', 'lottery.address.delete').click()
      await expect(page.locator('.confirm-dialog__title').textContent()).resolves.toBe(zhCN['lottery.address.deleteConfirm'])
      await expect(page.locator('.confirm-dialog__button').allTextContents()).resolves.toEqual([zhCN['lottery.dialog.cancel'], zhCN['lottery.dialog.ok']])
      await page.locator('.confirm-dialog__button--cancel').click()
      await bookEntry(page, '王五').waitFor()
      expect(deletes).toEqual([])
      await bookAction(page, '王五', 'lottery.address.delete').click()
      await page.locator('.confirm-dialog__button--confirm').click()
      await waitForToast(page, zhCN['lottery.address.deleted'])
      await bookEntry(page, '王五').waitFor({ state: 'detached' })
      expect(deletes).toEqual([{ id: ids['王五'] }])
      await expect(bookNames(page)).resolves.toEqual(['李四', '张三'])
      expect(await toasts(page)).toEqual([zhCN['lottery.address.done'], zhCN['lottery.address.deleted']])
    })
  }, 60_000)
})
