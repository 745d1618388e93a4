/**
 * The transaction cashback campaign (`cashback` scenario, 002 §3–§9) on the
 * four mini-program builds: the six blocks render within the first-render
 * budget with their states; a guest's sign-up tap opens the QA login page;
 * logged in, twenty taps in one tick on the sign-up make one sign-up call.
 */
import { startEmulator } from '../../server/app'
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'

const PAGE = 'pages/campaign/index'
const { open, dispose } = scenarioPage('cashback')

const signUpCalls = (h: MiniProgramHarness) => h.requests.filter((r) => new URL(r.url).pathname.endsWith('/campaign-center/api/activity-transaction-back/sign-up'))
/** The sign-up block's state image (status 1; a guest sees CB-VIP's sign-up state too, its eligibility unknown). */
function signUpImage (h: MiniProgramHarness) {
  const slot = h.getByClass('floor--cb-signup')
  const state = h.findByClass('activity-transaction-back__state--1').find((n) => n.path.startsWith(`${slot.path}.`))
  if (!state) throw new Error('no sign-up state in the sign-up block')
  const image = h.findByClass('activity-transaction-back__image').find((n) => n.path.startsWith(`${state.path}.`))
  if (!image) throw new Error('no sign-up image')
  return image
}

describe.each(MINI_TARGETS)('%s: cashback campaign', (target) => {
  test('six blocks render within the first-render budget, one state each; a guest\'s sign-up tap opens the login page', async () => {
    const h = await open(target)
    expect(h.findByClass('activity-transaction-back')).toHaveLength(6)
    for (const status of [1, 3, 4, 5, 7]) expect([status, h.findByClass(`activity-transaction-back__state--${status}`).length > 0]).toEqual([status, true])
    expect(h.texts()).toContain(zhCN['cashback.state.5'])
    expectFirstRenderWithinBudget(h)
    await h.tapAndSettle(signUpImage(h))
    expect(h.pageStack().map((p) => p.route)).toEqual([PAGE, 'pages/qa-login/index'])
    expect(signUpCalls(h)).toEqual([])
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('logged in: twenty taps in one tick sign up once; 报名成功 and the signed-up state', async () => {
    const own = await startEmulator({ port: 0 })
    try {
      const h = await open(target, own.origin)
      await h.tapAndSettle(signUpImage(h))
      await h.tapAndSettle(h.getByText('13800000002'))
      await h.settle()
      expect(h.pageStack().map((p) => p.route)).toEqual([PAGE])
      const image = signUpImage(h)
      for (let i = 0; i < 20; i++) h.tap(image)
      await h.settle()
      expect(signUpCalls(h)).toHaveLength(1)
      expect(JSON.parse(signUpCalls(h)[0].body ?? '{}')).toEqual({ activityCode: 'CB-SIGNUP' })
      expect(h.findByClass('activity-transaction-back__state--2').length).toBeGreaterThan(0)
    } finally {
      dispose()
      await own.close()
    }
  })
})
