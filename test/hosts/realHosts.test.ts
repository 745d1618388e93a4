/**
 * The hosts as they really are, not as kindly as a harness could be:
 * - each host's page instance as documented: `options` only on WeChat (and the
 *   WeChat-compatible Meituan); Alipay documents that getCurrentPages() cannot
 *   give the parameters, Toutiao documents none;
 * - query values as each host hands them to onLoad: percent-encoded on WeChat
 *   and Meituan, decoded on Alipay (behavior.decodeQuery) and Toutiao;
 * - failures as each host rejects them: `{ errMsg }` (WeChat, Meituan),
 *   `{ errMsg, errNo }` (Toutiao), `{ error, errorMessage }` (Alipay).
 */
import { startEmulator, type RunningEmulator } from '../../server/app'
import { zhCN } from '../../src/i18n/zh-CN'
import { bootMiniProgram, MINI_TARGETS, type MiniProgramHarness } from './harness'

const PAGE = 'pages/campaign/index'
const RELEASE_PATH = '/campaign-center/api/avatar/pages/get-release'

let emulator: RunningEmulator
let harness: MiniProgramHarness | undefined
beforeAll(async () => { emulator = await startEmulator({ port: 0 }) })
afterAll(async () => { await emulator?.close() })
const afterThis: Array<() => Promise<void>> = []
afterEach(async () => {
  harness?.dispose()
  harness = undefined
  for (const close of afterThis.splice(0)) await close()
})

describe.each(MINI_TARGETS)('%s as documented', (target) => {
  test("finds the page's query through Taro's router, on the page instance this host makes", async () => {
    harness = await bootMiniProgram({ target, gatewayOrigin: emulator.origin })
    await harness.openPage(PAGE, { activityId: 'demo', agent: 'ahs app', cityId: '3' })
    await harness.settle()
    const instance = harness.pageInstance() as { options?: unknown }
    expect('options' in instance).toBe(target === 'weapp' || target === 'meituan')
    const release = harness.requests.find((r) => new URL(r.url).pathname === RELEASE_PATH)
    expect(JSON.parse(release?.body ?? '{}')).toMatchObject({ hash: 'demo', cityId: 3 })
    // Decoded once, whatever the host: WeChat hands `ahs%20app`, Alipay `ahs app`.
    expect(release?.headers.agent).toBe('ahs app')
    expect(harness.texts().length).toBeGreaterThan(1)
  })

  test('a navigation the host refuses shows a real message, not an empty toast', async () => {
    harness = await bootMiniProgram({ target, gatewayOrigin: emulator.origin })
    await harness.openPage(PAGE, { activityId: 'demo' })
    await harness.settle()
    const banner = harness.find((n) => String(n.raw.cl ?? '').split(' ').includes('ratio-image'))[0]
    await harness.tapAndSettle(banner)
    await harness.advance(150)
    // The demo banner opens /pages/inquiry/index, which this package does not hold: the host refuses.
    expect(harness.callsOf('navigateTo')).toHaveLength(1)
    expect(harness.overlays().toast?.text).toBe(zhCN['error.host.navigate'])
    expect(zhCN['error.host.navigate']).toBe('页面打开失败，请稍后重试')
  })

  test('QA logs in inside the devtools: the wall → the QA login page → a test user → back, logged in', async () => {
    harness = await bootMiniProgram({ target, gatewayOrigin: emulator.origin })
    await harness.openPage(PAGE, { activityId: 'login' })
    await harness.settle()
    await harness.tapAndSettle(harness.getByClass('login-wall'))
    expect(harness.pageStack().map((p) => p.route)).toEqual([PAGE, 'pages/qa-login/index'])
    await harness.tapAndSettle(harness.getByText('13800000001'))
    await harness.settle()
    // Relaunched with the ticket, exchanged, and reloaded without it: logged in, the wall gone.
    expect(harness.pageStack()).toEqual([{ route: PAGE, query: { activityId: 'login' } }])
    expect(harness.findByClass('login-wall')).toHaveLength(0)
    expect(harness.findByClass('banner').length).toBeGreaterThan(0)
    expect(harness.requests.some((r) => new URL(r.url).pathname === '/sso-login')).toBe(true)
  })

  test('QA signs up inside the devtools: sign-up → the QA login page → back → sign-up succeeds', async () => {
    // A gateway of its own: sign-ups are per user, and every host signs the same test user up.
    const own = await startEmulator({ port: 0 })
    afterThis.push(() => own.close())
    harness = await bootMiniProgram({ target, gatewayOrigin: own.origin })
    await harness.openPage(PAGE, { activityId: 'basic' })
    await harness.settle()
    await harness.tapAndSettle(harness.getByClass('campaign-signup'))
    expect(harness.pageStack().map((p) => p.route)).toEqual([PAGE, 'pages/qa-login/index'])
    await harness.tapAndSettle(harness.getByText('13800000002'))
    await harness.settle()
    expect(harness.pageStack()).toEqual([{ route: PAGE, query: { activityId: 'basic' } }])
    await harness.tapAndSettle(harness.getByClass('campaign-signup'))
    expect(harness.overlays().toast?.text).toBe(zhCN['signup.success'])
    expect(harness.requests.filter((r) => new URL(r.url).pathname === '/campaign-center/api/activity/apply/takePartIn')).toHaveLength(1)
  })
})
