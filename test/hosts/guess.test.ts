/**
 * The daily password-guessing game and the subscribe reminder (`guess`
 * scenario, 002 §1–§9) on the four mini-program builds: both render within
 * the first-render budget with the ongoing scene's answer box; a guest's
 * submit opens the login page, and logged in an empty answer toasts
 * 请输入答案后再提交哦 without a call; logged in through the QA
 * login page, twenty taps on the banner open the host's subscribe page once
 * with scene 45 and its templates, and the game's subscribe button (on
 * tomorrow's scene) opens it with this game's code and scene.
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type MiniProgramHarness } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'

const PAGE = 'pages/campaign/index'
const { open } = scenarioPage('guess')

const answerCalls = (h: MiniProgramHarness) => h.requests.filter((r) => new URL(r.url).pathname.endsWith('/guess-the-password/take-part-in'))
const subscribePages = (h: MiniProgramHarness) => h.callsOf('navigateTo').map((c) => String((c.args[0] as { url: string }).url)).filter((url) => url.includes('subscribe'))

async function logIn (h: MiniProgramHarness, mobile: string): Promise<void> {
  expect(h.pageStack().map((p) => p.route)).toEqual([PAGE, 'pages/qa-login/index'])
  await h.tapAndSettle(h.getByText(mobile))
  await h.settle()
  expect(h.pageStack().map((p) => p.route)).toEqual([PAGE])
}

describe.each(MINI_TARGETS)('%s: guessing game and subscribe reminder', (target) => {
  test('render within the first-render budget: the banner, the scene tabs, the ongoing scene\'s answer box; an empty answer calls nothing', async () => {
    const h = await open(target)
    expect(h.findByClass('subscribe')).toHaveLength(1)
    expect(h.findByClass('guess-the-password__tab')).toHaveLength(6)
    expect(h.texts()).toContain(zhCN['guess.tab.ongoing'])
    expect(h.findByClass('guess-the-password__submit')).toHaveLength(1)
    expectFirstRenderWithinBudget(h)
    // A guest's 提交 asks them to log in (002 §6), typed or not; logged in, an empty answer toasts and calls nothing.
    await h.tapAndSettle(h.getByClass('guess-the-password__submit'))
    await logIn(h, '13900000009')
    await h.advance(600)
    await h.tapAndSettle(h.getByClass('guess-the-password__submit'))
    expect(h.overlays().toast).toMatchObject({ text: zhCN['guess.answer.empty'] })
    expect(answerCalls(h)).toEqual([])
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('logged in: twenty taps on the banner open the subscribe page once; the game\'s subscribe button carries its code and scene', async () => {
    const h = await open(target)
    await h.tapAndSettle(h.getByClass('subscribe'))
    await logIn(h, '13900000009')
    const banner = h.getByClass('subscribe')
    for (let i = 0; i < 20; i++) h.tap(banner)
    await h.settle()
    const opened = subscribePages(h)
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatch(/scene=45/)
    expect(decodeURIComponent(opened[0])).toContain('templateIds=tpl-guess-start,tpl-guess-result')
    // The emulated host has no subscribe page (the navigation fails, the page stays); tomorrow's scene, the fifth tab, shows the game's button.
    await h.advance(1000)
    const tabs = h.findByClass('guess-the-password__tab')
    await h.tapAndSettle(tabs[4])
    await h.tapAndSettle(h.getByText(zhCN['guess.subscribe.button']))
    const game = subscribePages(h).slice(1)
    expect(game).toHaveLength(1)
    expect(decodeURIComponent(game[0])).toMatch(/activityCode=GUESS-2026.*sceneId=3105/)
  })
})
