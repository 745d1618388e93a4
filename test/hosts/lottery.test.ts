/**
 * The prize draw (`lottery` scenario, 002 §1–§9) on the four mini-program
 * builds: the three styles render within the first-render budget, a guest
 * sees the login line; logged in through the QA login page, twenty taps in
 * one tick on the slot machine make one take-part-in request, the reels stop
 * and the result dialog shows the prize every user's first draw on template
 * 7002 wins. A draw in each style, with the setData budget of 002 §9 / issue
 * 31: from the tap to the result dialog, the draw's start, one setData per
 * reel stop or claw phase, and the result; never one per frame or per tick.
 */
import { startEmulator } from '../../server/app'
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'
import { CLAW_PHASE_MS, CLAW_PHASES, SLOT_REEL_EXTRA_MS, SLOT_REELS, slotBaseMs, type DrawStyle } from '../../src/blocks/lottery/flow'

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

/** The draw button of one style's block. */
function drawButton (h: MiniProgramHarness, style: DrawStyle) {
  const box = h.getByClass(`lottery--${style}`)
  const button = h.findByClass('lottery__draw').find((n) => n.path.startsWith(`${box.path}.`))
  if (!button) throw new Error(`the ${style} block has no draw button`)
  return button
}

/** Prizes the slot machine's reels carry (7002's, without the hidden one): its stop time depends on them. */
const SLOT_PRIZES = 6
/**
 * Each user's first draw per template (server/scenarios/lottery.json), what the setData budget allows from the tap
 * to the result dialog (the start: 抽奖中, the reels roll, the claw moves left; then one per reel stop or later claw
 * phase; then the result), and the earliest the result may show after the tap (002 §4: only once the reels or
 * the claw have finished).
 */
const DRAWS: Array<{ style: DrawStyle, prize: string, budget: number, resultNotBeforeMs: number }> = [
  { style: 'common', prize: '视频会员月卡', budget: 1 + 1, resultNotBeforeMs: 0 },
  { style: 'slot', prize: SLOT_FIRST_PRIZE, budget: 1 + SLOT_REELS + 1, resultNotBeforeMs: slotBaseMs(SLOT_PRIZES) + SLOT_REEL_EXTRA_MS * SLOT_REELS },
  { style: 'claw', prize: '毛绒公仔', budget: 1 + (CLAW_PHASES.length - 1) + 1, resultNotBeforeMs: CLAW_PHASE_MS.left + CLAW_PHASE_MS.right + CLAW_PHASE_MS.grab }
]

/** A setData in a line: when (ms after the tap), its size, the data paths it sets. */
const describeSetData = (e: { at: number, bytes: number, payload: Record<string, unknown> }, from: number) =>
  `+${e.at - from} ms ${e.bytes} B ${Object.keys(e.payload).slice(0, 4).join(' ')}${Object.keys(e.payload).length > 4 ? ' …' : ''}`

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

  test('logged in: a draw in each style ends in its prize; from the tap to the result dialog, the start, one setData per reel stop or claw phase, and the result', async () => {
    const own = await startEmulator({ port: 0 })
    try {
      const h = await open(target, own.origin)
      await h.tapAndSettle(drawButton(h, 'common'))
      await h.tapAndSettle(h.getByText('13800000002'))
      await h.settle()
      expect(h.pageStack().map((p) => p.route)).toEqual([PAGE])
      // 7001 starts with 1000 (999+), 7002 and 7003 with 3.
      expect(h.texts().filter((t) => t.startsWith(zhCN['lottery.quota.count'].replace('{count}', ''))).sort())
        .toEqual([zhCN['lottery.quota.count'].replace('{count}', '3'), zhCN['lottery.quota.count'].replace('{count}', '3'), zhCN['lottery.quota.count'].replace('{count}', '999+')])

      const counts: string[] = []
      for (const { style, prize, budget, resultNotBeforeMs } of DRAWS) {
        const from = h.setDataLog.length
        const tappedAt = h.now()
        h.tap(drawButton(h, style))
        await h.settle()
        await h.advance(PAST_THE_REELS_MS)
        expect([style, h.getByClass('prize-dialog__title').text]).toEqual([style, zhCN['lottery.result.win']])
        expect([style, h.getByClass('prize-dialog__name').text]).toEqual([style, prize])

        const sent = h.setDataLog.slice(from)
        const shown = sent.findIndex((e) => JSON.stringify(e.payload).includes('prize-dialog'))
        expect([style, shown >= 0]).toEqual([style, true])
        const counted = sent.slice(0, shown + 1)
        const report = `${target} ${style}: ${counted.length} setData from the tap to the result (budget ${budget})\n    ${counted.map((e) => describeSetData(e, tappedAt)).join('\n    ')}`
        counts.push(report)
        if (counted.length > budget) throw new Error(`over the setData budget: ${report}`)
        if (sent[shown].at - tappedAt < resultNotBeforeMs) throw new Error(`the result showed before the ${style} draw finished (${resultNotBeforeMs} ms): ${report}`)

        await h.tapAndSettle(h.getByText(zhCN['lottery.follow.ok']))
        expect(h.findByClass('prize-dialog')).toEqual([])
        expect(h.findByText(zhCN['lottery.button.draw'])).toHaveLength(3)
      }
      console.log(counts.join('\n'))
      expect(drawCalls(h).map((r) => JSON.parse(r.body ?? '{}').templateId)).toEqual([7001, 7002, 7003])
      expect(h.unemulatedCalls()).toEqual([])
    } finally {
      dispose()
      await own.close()
    }
  })
})
