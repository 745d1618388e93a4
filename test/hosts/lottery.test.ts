/**
 * The prize draw (`lottery` scenario, 002 §1–§9) on the four mini-program
 * builds: the three styles render within the first-render budget, a guest
 * sees the login line; logged in through the QA login page, twenty taps in
 * one tick on the slot machine make one take-part-in request, the reels stop
 * and the result dialog shows the prize every user's first draw on template
 * 7002 wins.
 */
import { startEmulator } from '../../server/app'
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'

const PAGE = 'pages/campaign/index'
/** Every user's first draw on 7002 (the slot machine) wins this (server/scenarios/lottery.json). */
const SLOT_FIRST_PRIZE = '50元回收加价券'
/** 002 §4: the reels stop by min(150 × prizes × 3, 3500) ms plus an extra; well past that, in virtual time. */
const PAST_THE_REELS_MS = 8000

const { open, dispose } = scenarioPage('lottery')

const drawCalls = (h: MiniProgramHarness) => h.requests.filter((r) => new URL(r.url).pathname.endsWith('/campaign-center/api/lottery/take-part-in'))
/** The slot machine's draw button (each style has one). */
function slotDraw (h: MiniProgramHarness) {
  const slot = h.getByClass('lottery--slot')
  const button = h.findByClass('lottery__draw').find((n) => n.path.startsWith(`${slot.path}.`))
  if (!button) throw new Error('the slot machine has no draw button')
  return button
}

describe.each(MINI_TARGETS)('%s: prize draw', (target) => {
  test('the three styles render within the first-render budget; a guest sees the login line', async () => {
    const h = await open(target)
    for (const style of ['common', 'slot', 'claw']) expect([style, h.findByClass(`lottery--${style}`).length]).toEqual([style, 1])
    expect(h.findByClass('lottery__reel').length).toBeGreaterThan(0)
    expect(h.findByClass('lottery__claw')).toHaveLength(1)
    expect(h.findByText(zhCN['lottery.quota.guest'])).toHaveLength(3)
    expect(h.findByText(zhCN['lottery.button.draw'])).toHaveLength(3)
    expectFirstRenderWithinBudget(h)
    expect(drawCalls(h)).toEqual([])
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('logged in: twenty taps in one tick on the slot machine draw once, the reels stop on the first prize', async () => {
    // A gateway of its own: draws are per user (the n-th draw wins the n-th prize), and every host logs the same test user in.
    const own = await startEmulator({ port: 0 })
    try {
      const h = await open(target, own.origin)
      await h.tapAndSettle(slotDraw(h))
      expect(h.pageStack().map((p) => p.route)).toEqual([PAGE, 'pages/qa-login/index'])
      await h.tapAndSettle(h.getByText('13800000002'))
      await h.settle()
      expect(h.pageStack().map((p) => p.route)).toEqual([PAGE])
      expect(h.texts()).toContain(zhCN['lottery.quota.count'].replace('{count}', '3'))
      expect(drawCalls(h)).toEqual([])

      const button = slotDraw(h)
      for (let i = 0; i < 20; i++) h.tap(button)
      await h.settle()
      expect(drawCalls(h)).toHaveLength(1)
      expect(JSON.parse(drawCalls(h)[0].body ?? '{}')).toMatchObject({ templateId: 7002 })
      expect(h.texts()).toContain(zhCN['lottery.button.drawing'])
      expect(h.findByClass('prize-dialog')).toEqual([])
      await h.advance(PAST_THE_REELS_MS)
      expect(h.getByClass('prize-dialog__title').text).toBe(zhCN['lottery.result.win'])
      expect(h.getByClass('prize-dialog__name').text).toBe(SLOT_FIRST_PRIZE)
      expect(h.texts()).toContain(zhCN['lottery.quota.count'].replace('{count}', '2'))
      expect(drawCalls(h)).toHaveLength(1)
    } finally {
      dispose()
      await own.close()
    }
  })
})
