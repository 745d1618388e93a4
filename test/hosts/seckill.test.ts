/**
 * The flash sale (`seckill` scenario) on the four mini-program builds: it
 * renders its three blocks, a tick of the seckill clock is the CustomWrapper's
 * own small setData (never the cards), a tab tap switches the cards, and an
 * anonymous booking goes to log in first.
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness, type MiniTarget } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget, expectTicksWithinBudget, FIRST_RENDER_MAX_BYTES, FIRST_RENDER_MAX_CALLS, TICK_SETDATA_BUDGET_BYTES } from './budgets'

const PAGE = 'pages/campaign/index'


const scenario = scenarioPage('seckill')
const open = (target: MiniTarget, activityId = 'seckill'): Promise<MiniProgramHarness> => scenario.open(target, undefined, { activityId })

describe.each(MINI_TARGETS)('%s: flash sale', (target) => {
  test('renders the running session, the two-session tabs and the ended message', async () => {
    const h = await open(target)
    expect(h.findByClass('yanxuan-seckill')).toHaveLength(3)
    const texts = h.texts()
    expect(texts).toEqual(expect.arrayContaining([zhCN['seckill.header'], zhCN['seckill.countdown.left'], zhCN['seckill.tab.soon'], zhCN['seckill.tab.next'], zhCN['seckill.ended']]))
    expect(texts).toEqual(expect.arrayContaining([zhCN['seckill.progress.start'], zhCN['seckill.progress.restock']]))
    expect(h.findByClass('yanxuan-seckill__item').length).toBeGreaterThan(3)
    expect(h.unemulatedCalls()).toEqual([])
  })

  test(`first render: at most ${FIRST_RENDER_MAX_CALLS} setData calls and ${FIRST_RENDER_MAX_BYTES / 1024} KB`, async () => {
    const h = await open(target)
    expectFirstRenderWithinBudget(h)
  })

  test(`a seckill tick updates only its countdown's text, in under ${TICK_SETDATA_BUDGET_BYTES} bytes`, async () => {
    const h = await open(target)
    await expectTicksWithinBudget(h)
  })

  test("a tab tap shows the next day's session; an anonymous booking goes to log in", async () => {
    const h = await open(target)
    await h.tapAndSettle(h.getByText(zhCN['seckill.tab.next']))
    const remind = h.findByClass('yanxuan-seckill__button--remind')
    expect(remind.length).toBeGreaterThan(0)
    await h.tapAndSettle(remind[0])
    expect(h.pageStack().map((p) => p.route)).toEqual([PAGE, 'pages/qa-login/index'])
  })
})
