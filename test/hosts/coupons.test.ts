/**
 * The limited-time coupon grab (`coupons` scenario) on the four mini-program
 * builds: it renders its tabs and buttons within the first-render budget; an
 * anonymous grab goes to the QA login page, and back logged in, twenty taps
 * grab once and show the success dialog; a booking opens the host's subscribe
 * page once (sceneCode yx_coupon_grab).
 */
import { startEmulator } from '../../server/app'
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'

const PAGE = 'pages/campaign/index'

const { open, dispose } = scenarioPage('coupons')

/** Through the QA login page as a test user, back on the campaign page. */
async function logIn (h: MiniProgramHarness, mobile: string): Promise<void> {
  expect(h.pageStack().map((p) => p.route)).toEqual([PAGE, 'pages/qa-login/index'])
  await h.tapAndSettle(h.getByText(mobile))
  await h.settle()
  expect(h.pageStack().map((p) => p.route)).toEqual([PAGE])
}

const grabCalls = (h: MiniProgramHarness) => h.requests.filter((r) => new URL(r.url).pathname === '/promotion/sendSingleCoupon')

describe.each(MINI_TARGETS)('%s: coupon grab', (target) => {
  test('renders its tabs and buttons within the first-render budget', async () => {
    const h = await open(target)
    expect(h.findByClass('coupon-grab')).toHaveLength(2)
    expect(h.texts()).toEqual(expect.arrayContaining([zhCN['couponGrab.tab.doing'], zhCN['couponGrab.tab.soon'], zhCN['couponGrab.button.grab'], zhCN['couponGrab.button.soldOut']]))
    expectFirstRenderWithinBudget(h)
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('anonymous grab → QA login → back: twenty taps grab once, the success dialog, then "go use"', async () => {
    // A gateway of its own: claims are per user, and every host logs the same test user in.
    const own = await startEmulator({ port: 0 })
    try {
      const h = await open(target, own.origin)
      await h.tapAndSettle(h.findByClass('coupon-grab__button--grab')[0])
      await logIn(h, '13800000002')
      const button = h.findByClass('coupon-grab__button--grab')[0]
      for (let i = 0; i < 20; i++) h.tap(button)
      await h.settle()
      expect(grabCalls(h)).toHaveLength(1)
      expect(h.texts()).toContain(zhCN['couponGrab.success'])
      await h.tapAndSettle(h.getByClass('confirm-dialog__button--confirm'))
      expect(h.texts()).toContain(zhCN['couponGrab.button.use'])
    } finally {
      dispose()
      await own.close()
    }
  })

  test('a logged-in booking opens the subscribe page once, with sceneCode yx_coupon_grab', async () => {
    const h = await open(target)
    await h.tapAndSettle(h.getByText(zhCN['couponGrab.tab.soon']))
    await h.tapAndSettle(h.findByClass('coupon-grab__button--book')[0])
    await logIn(h, '13900000009')
    await h.tapAndSettle(h.getByText(zhCN['couponGrab.tab.soon']))
    const book = h.findByClass('coupon-grab__button--book')[0]
    for (let i = 0; i < 20; i++) h.tap(book)
    await h.settle()
    const opened = h.callsOf('navigateTo').map((c) => String((c.args[0] as { url: string }).url)).filter((url) => url.includes('sceneCode=yx_coupon_grab'))
    expect(opened).toHaveLength(1)
  })
})
