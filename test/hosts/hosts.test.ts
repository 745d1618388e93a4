/**
 * The compiled mini-program bundles, booted in Node with an emulated host, against
 * the local gateway emulator (server/). One describe block per target.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { zhCN } from '../../src/i18n/zh-CN'
import { EMULATOR_VISITOR_HEADER, EMULATOR_VISITOR_KEY } from '../../src/services/emulatorVisitor'
import { bootMiniProgram, MINI_TARGETS, type MiniProgramHarness, type MiniTarget, type HostRequest } from './harness'

const ROOT = path.resolve(__dirname, '..', '..')
const PAGE = 'pages/campaign/index'
/** The release page call (spec 000 §7); kept here on purpose, as the contract the bundle must meet. */
const RELEASE_PATH = '/campaign-center/api/avatar/pages/get-release'

interface DemoScenario {
  page: { pageAttribute?: { title?: string }, components?: { type: string, data?: { banner?: { contents?: Array<{ bullets?: Array<{ text: string }> }> } } }[] }
}
const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'scenarios', 'demo.json'), 'utf8')) as DemoScenario
const demoTitle = demo.page.pageAttribute?.title ?? ''
/** What the demo shows as text: its banner's bullet strip. */
const demoTexts = (demo.page.components ?? []).flatMap((c) => c.data?.banner?.contents?.[0]?.bullets ?? []).map((b) => b.text)
/** The emulator's default city (server/routes/campaign.ts), used when the query has no cityId. */
const EMULATOR_CITY_ID = 2

/** Host API that sets the navigation bar title (Taro maps setNavigationBarTitle to Alipay's setNavigationBar). */
const TITLE_API: Record<MiniTarget, string> = {
  weapp: 'setNavigationBarTitle',
  alipay: 'setNavigationBar',
  tt: 'setNavigationBarTitle',
  meituan: 'setNavigationBarTitle'
}
/** Where each host's request takes its headers. */
const HEADER_FIELD: Record<MiniTarget, 'header' | 'headers'> = { weapp: 'header', alipay: 'headers', tt: 'header', meituan: 'header' }

let emulator: RunningEmulator
let harness: MiniProgramHarness | undefined

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
})
afterAll(async () => {
  await emulator?.close()
})
afterEach(() => {
  harness?.dispose()
  harness = undefined
})

async function boot (target: MiniTarget, onRequest?: (req: HostRequest) => HostRequest): Promise<MiniProgramHarness> {
  harness = await bootMiniProgram({ target, gatewayOrigin: emulator.origin, onRequest })
  return harness
}

function pathOf (url: string | undefined): string {
  try {
    return new URL(String(url)).pathname
  } catch {
    return ''
  }
}

/** Page calls the emulated host sent to the gateway. */
function releaseCalls (h: MiniProgramHarness): HostRequest[] {
  return h.requests.filter((r) => pathOf(r.url) === RELEASE_PATH)
}

function expectTexts (h: MiniProgramHarness, expected: string[]): void {
  const shown = h.texts()
  const missing = expected.filter((t) => !shown.includes(t))
  if (missing.length) throw new Error(`${h.target}: texts missing from the page: ${JSON.stringify(missing)}; shown: ${JSON.stringify(shown)}`)
}

test('the scenario has texts to look for', () => {
  expect(demoTexts.length).toBeGreaterThan(1)
})

describe.each(MINI_TARGETS)('%s bundle', (target) => {
  test('renders the demo scenario from the gateway', async () => {
    const h = await boot(target)
    await h.openPage(PAGE, { activityId: 'demo' })
    await h.settle()

    expectTexts(h, demoTexts)

    // The page asked the host for the release call, in this host's request shape.
    const calls = h.callsOf('request').filter((c) => pathOf((c.args[0] as { url?: string }).url) === RELEASE_PATH)
    expect(calls).toHaveLength(1)
    const opts = calls[0].args[0] as Record<string, unknown>
    expect(opts.method).toBe('POST')
    expect(opts.data).toMatchObject({ hash: 'demo', platform: 'PC' })
    expect(opts[HEADER_FIELD[target]]).toMatchObject({ 'content-type': 'application/json', app: '10002', agent: 'ahs_m' })
    // …and the emulated host really sent it to the gateway.
    const sent = releaseCalls(h)
    expect(sent).toHaveLength(1)
    expect(sent[0].url).toBe(`${emulator.origin}${RELEASE_PATH}`)
    expect(JSON.parse(sent[0].body ?? '{}')).toMatchObject({ hash: 'demo', cityId: EMULATOR_CITY_ID, platform: 'PC' })

    // Title through the host's navigation-bar API.
    const titleCalls = h.callsOf(TITLE_API[target])
    expect(titleCalls).toHaveLength(1)
    expect(titleCalls[0].args[0]).toMatchObject({ title: demoTitle })
    expect(h.navigationBarTitle()).toBe(demoTitle)

    // Rendered through setData, starting with the page's root.
    expect(h.setDataLog.length).toBeGreaterThan(0)
    expect(Object.keys(h.setDataLog[0].payload)).toContain('root.cn')
    expect(h.setDataLog.every((e) => e.route === PAGE && e.bytes > 0)).toBe(true)
    expect(h.tree()).toHaveProperty('root.cn')
    // The page chunk was built for this target: it carries this target's platform adapter
    // (data-* props stay in the logic layer: Taro's hydrate does not send them).
    const bundle = ['app.js', 'common.js', `${PAGE}.js`].filter((f) => fs.existsSync(path.join(h.distDir, f))).map((f) => fs.readFileSync(path.join(h.distDir, f), 'utf8')).join('\n')
    expect(bundle).toContain(`"adapter.${target}"`)
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('shows the failure placeholder on HTTP 500, and the refresh tap loads the page', async () => {
    let faulted = 0
    const h = await boot(target, (req) => {
      if (faulted === 0 && pathOf(req.url) === RELEASE_PATH) {
        faulted++
        return { ...req, headers: { ...req.headers, 'x-emu-fault': 'http500' } }
      }
      return req
    })
    await h.openPage(PAGE, { activityId: 'demo' })
    await h.settle()

    expect(faulted).toBe(1)
    expect(h.texts()).not.toContain(demoTitle)
    const refresh = h.getByClass('campaign-placeholder__refresh')
    expect(refresh.text).toBe(zhCN['page.refresh'])
    expect(h.getByText(zhCN['page.refresh'])).toMatchObject({ sid: refresh.sid })
    // WeChat, Toutiao and Meituan hand a 500 answer to `success`; Alipay hands it to `fail` (error 19)
    // with the answer attached. Either way the page shows the gateway's msg.
    expect(h.getByClass('campaign-placeholder__text').text).toBe('系统繁忙，请稍后再试')
    expect(h.callsOf(TITLE_API[target])).toHaveLength(0)

    const effect = await h.tapAndSettle(refresh)
    expect(effect.hostCalls.map((c) => c.api)).toContain('request')
    expectTexts(h, demoTexts)
    expect(h.findByClass('campaign-placeholder__refresh')).toHaveLength(0)

    // Two page calls; the second without the fault. No cookie goes along (a phone keeps none): both name
    // the same emulator visitor, the id the QA build keeps in the host's storage.
    const sent = releaseCalls(h)
    expect(sent).toHaveLength(2)
    expect(sent[0].headers['x-emu-fault']).toBe('http500')
    expect(sent[1].headers['x-emu-fault']).toBeUndefined()
    expect(sent.map((r) => r.headers.cookie)).toEqual([undefined, undefined])
    expect(sent[0].headers[EMULATOR_VISITOR_HEADER]).toMatch(/^mp-[\w-]+$/)
    expect(sent[1].headers[EMULATOR_VISITOR_HEADER]).toBe(sent[0].headers[EMULATOR_VISITOR_HEADER])
    expect(h.storage.get(EMULATOR_VISITOR_KEY)).toBe(sent[0].headers[EMULATOR_VISITOR_HEADER])
    expect(h.navigationBarTitle()).toBe(demoTitle)
  })

  test('in a devtools that keeps cookies, the visitor is still the one its header names (no cookie is set beside it)', async () => {
    harness = await bootMiniProgram({ target, gatewayOrigin: emulator.origin, cookies: true })
    const h = harness
    await h.openPage(PAGE, { activityId: 'demo' })
    await h.settle()
    await h.openPage(PAGE, { activityId: 'demo' })
    await h.settle()
    const sent = releaseCalls(h)
    expect(sent.length).toBeGreaterThanOrEqual(2)
    expect(h.cookies()).toEqual({})
    expect(sent.map((r) => r.headers.cookie).filter(Boolean)).toEqual([])
    const named = String(sent[0].headers[EMULATOR_VISITOR_HEADER])
    const state = await (await fetch(`${emulator.origin}/__emu/visitor`, { headers: { [EMULATOR_VISITOR_HEADER]: named } })).json() as { via: string, scenarioId: string, counts: Record<string, number> }
    expect(state).toMatchObject({ via: 'header', scenarioId: 'demo' })
    expect(state.counts['pages/get-release']).toBe(sent.length)
  })

  test('a page answer too big to read (past 8 MiB, no content-length): 请求失败 with its refresh, as any failed page call', async () => {
    let faulted = 0
    const h = await boot(target, (req) => {
      if (faulted === 0 && pathOf(req.url) === RELEASE_PATH) {
        faulted++
        return { ...req, headers: { ...req.headers, 'x-emu-fault': 'oversized' } }
      }
      return req
    })
    await h.openPage(PAGE, { activityId: 'demo' })
    await h.settle()
    expect(faulted).toBe(1)
    expect(h.getByClass('campaign-placeholder__text').text).toBe(zhCN['error.requestFailed'])
    expect(h.texts()).not.toContain(demoTitle)
    await h.tapAndSettle(h.getByClass('campaign-placeholder__refresh'))
    expectTexts(h, demoTexts)
  })

  test('a tap on the banner opens its mini-program page and is tracked', async () => {
    const h = await boot(target)
    await h.openPage(PAGE, { activityId: 'demo' })
    await h.settle()
    const banner = h.find((n) => String(n.raw.cl ?? '').split(' ').includes('ratio-image'))[0]
    expect(banner).toBeDefined()
    await h.tapAndSettle(banner)
    await h.advance(150)
    expect(h.callsOf('navigateTo').map((c) => (c.args[0] as { url: string }).url)).toEqual(['/pages/inquiry/index?from=avatar'])
    const tracked = h.requests.filter((r) => pathOf(r.url) === '/analytics/collect').map((r) => JSON.parse(r.body ?? '{}')).filter((e) => e.event === 'click')
    expect(tracked).toEqual([expect.objectContaining({ event: 'click', activityId: 'demo', componentType: 'banner' })])
  })

  test('the login wall sends an anonymous visitor to log in (the QA login page, in builds for the emulator)', async () => {
    const h = await boot(target)
    await h.openPage(PAGE, { activityId: 'login' })
    await h.settle()
    const wall = h.getByClass('login-wall')
    await h.tapAndSettle(wall)
    const urls = h.callsOf('navigateTo').map((c) => (c.args[0] as { url: string }).url)
    expect(urls).toEqual([`/pages/qa-login/index?redirect=${encodeURIComponent('/pages/campaign/index?activityId=login')}`])
  })

  test.each([
    ['offline-before', zhCN['page.offline.before']],
    ['offline-after', zhCN['page.offline.after']],
    ['offline', zhCN['page.offline']],
    ['forbidden', '没有权限，请联系管理员'],
    ['empty', zhCN['page.empty']]
  ])('scenario %s shows its placeholder', async (activityId, text) => {
    const h = await boot(target)
    await h.openPage(PAGE, { activityId })
    await h.settle()
    expect(h.getByClass('campaign-placeholder__text').text).toBe(text)
  })

  test('a broken component config is isolated: preview names it, release skips it', async () => {
    const preview = await boot(target)
    await preview.openPage(PAGE, { activityId: 'broken', preview: '1' })
    await preview.settle()
    const faults = preview.findByClass('block-fault__text').map((n) => n.text)
    expect(faults).toHaveLength(3)
    expect(faults[0]).toContain('c-banner-missing-image')
    preview.dispose()
    const release = await boot(target)
    await release.openPage(PAGE, { activityId: 'broken' })
    await release.settle()
    expect(release.findByClass('block-fault__text')).toHaveLength(0)
    expect(release.findByClass('ratio-image')).toHaveLength(1)
  })

  test('without activityId shows the invalid-page placeholder and asks for no page', async () => {
    const h = await boot(target)
    await h.openPage(PAGE, {})
    await h.settle()

    expect(h.texts()).toEqual([zhCN['page.invalid']])
    expect(releaseCalls(h)).toHaveLength(0)
  })
})

test('each boot runs in its own context: no host globals leak between targets or into the test', async () => {
  const a = await bootMiniProgram({ target: 'weapp', gatewayOrigin: emulator.origin })
  const b = await bootMiniProgram({ target: 'alipay', gatewayOrigin: emulator.origin })
  try {
    await a.openPage(PAGE, { activityId: 'demo' })
    await b.openPage(PAGE, {})
    await Promise.all([a.settle(), b.settle()])
    expectTexts(a, demoTexts)
    expect(b.texts()).toEqual([zhCN['page.invalid']])
    const g = globalThis as Record<string, unknown>
    for (const name of ['wx', 'my', 'tt', 'App', 'Page', 'Component', 'getApp', 'getCurrentPages']) expect(g[name]).toBeUndefined()
    expect(a.host).not.toBe(b.host)
    expect(a.host.webpackJsonp).toBeDefined()
    expect(b.host.webpackJsonp).toBeDefined()
  } finally {
    a.dispose()
    b.dispose()
  }
})
