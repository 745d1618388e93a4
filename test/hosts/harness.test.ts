/**
 * The harness's own rules: setData path handling, per-host storage shapes, the
 * virtual clock and navigation. Booted on the real bundles, without a gateway call.
 */
import vm from 'node:vm'
import { applyPatch, bootMiniProgram, parseDataPath, type MiniProgramHarness } from './harness'

const NO_GATEWAY = 'http://127.0.0.1:9'
let open: MiniProgramHarness[] = []
afterEach(() => {
  open.forEach((h) => h.dispose())
  open = []
})

async function boot (target: 'weapp' | 'alipay' | 'tt' | 'meituan', storage?: Record<string, unknown>): Promise<MiniProgramHarness> {
  const h = await bootMiniProgram({ target, gatewayOrigin: NO_GATEWAY, storage, now: Date.UTC(2026, 10, 11, 0, 0, 0) })
  open.push(h)
  return h
}

test('setData paths: dotted, bracketed with and without the dot', () => {
  expect(parseDataPath('root.cn.[0].cn[2].v')).toEqual(['root', 'cn', 0, 'cn', 2, 'v'])
  const data: Record<string, unknown> = {}
  applyPatch(data, 'root.cn', [{ nn: '3', sid: '_A', cn: [{ sid: '_B', v: 'a' }] }])
  applyPatch(data, 'root.cn.[0].cn.[0].v', 'b')
  applyPatch(data, 'root.cn[0].cn[1]', { sid: '_C', v: 'c' })
  applyPatch(data, 'root.uid', 'pages/x')
  expect(data).toEqual({ root: { uid: 'pages/x', cn: [{ nn: '3', sid: '_A', cn: [{ sid: '_B', v: 'b' }, { sid: '_C', v: 'c' }] }] } })
})

test('storage keeps each host\'s call shape', async () => {
  const wx = await boot('weapp', { token: 'abc' })
  const getWx = wx.host.getStorageSync as (key: string) => unknown
  expect(getWx('token')).toBe('abc')
  expect(getWx('missing')).toBe('')
  ;(wx.host.setStorageSync as (k: string, v: unknown) => void)('n', { a: 1 })
  expect(wx.storage.get('n')).toEqual({ a: 1 })

  const my = await boot('alipay', { token: 'abc' })
  const getMy = my.host.getStorageSync as (o: { key: string }) => { data: unknown }
  expect(getMy({ key: 'token' })).toEqual({ data: 'abc' })
  expect(getMy({ key: 'missing' })).toEqual({ data: null })
  expect(my.callsOf('getStorageSync').map((c) => c.args)).toEqual([[{ key: 'token' }], [{ key: 'missing' }]])
})

test('the virtual clock moves only with advance(), and timers beyond the settle window wait for it', async () => {
  const h = await boot('weapp')
  const start = h.now()
  await h.openPage('pages/campaign/index', {})
  await h.settle()
  expect(h.now() - start).toBeLessThan(100)
  // Date inside the bundle is the virtual clock: Taro stamps the page path with it.
  const stamp = Number(/\$taroTimestamp=(\d+)/.exec(String((h.tree().root as { uid?: string }).uid))?.[1])
  expect(stamp - start).toBeGreaterThanOrEqual(0)
  expect(stamp - start).toBeLessThan(100)
  await h.advance(60_000)
  expect(h.now() - start).toBeGreaterThanOrEqual(60_000)
})

test('navigateTo opens another page of the app and navigateBack returns', async () => {
  const h = await boot('tt')
  await h.openPage('pages/campaign/index', {})
  await h.settle()
  const done: string[] = []
  ;(h.host.navigateTo as (o: Record<string, unknown>) => void)({ url: '/pages/webview/index?url=https%3A%2F%2Fexample.com%2F', success: () => done.push('to') })
  await h.settle()
  expect(h.pageStack().map((p) => p.route)).toEqual(['pages/campaign/index', 'pages/webview/index'])
  expect(h.pageStack()[1].query.url).toBe('https://example.com/')
  ;(h.host.navigateBack as (o: Record<string, unknown>) => void)({ success: () => done.push('back') })
  await h.settle()
  expect(h.pageStack().map((p) => p.route)).toEqual(['pages/campaign/index'])
  expect(done).toEqual(['to', 'back'])
  ;(h.host.navigateTo as (o: Record<string, unknown>) => void)({ url: '/pages/nope/index', fail: (e: { errMsg: string }) => done.push(e.errMsg) })
  await h.settle()
  expect(done[2]).toMatch(/navigateTo:fail page "pages\/nope\/index" is not found/)
})

test('a promise the bundle rejects with no handler fails settle(), naming its target', async () => {
  // jest's own listener fails whichever test runs at a rejection: it is held off while this one is made on purpose.
  const real = vm.runInThisContext('process') as NodeJS.Process
  const runner = real.listeners('unhandledRejection') as Array<(...args: unknown[]) => void>
  const h = await boot('weapp')
  await h.openPage('pages/campaign/index', {})
  await h.settle()
  // Code of the bundle's own realm (its Function, from a page hook), as the app's async code runs there.
  const inRealm = (body: string): void => { ((h.pageInstance()?.onLoad as { constructor: FunctionConstructor }).constructor(body) as () => void)() }
  runner.forEach((l) => real.off('unhandledRejection', l))
  try {
    inRealm('Promise.reject(new Error("nobody listens"))')
    await expect(h.settle()).rejects.toThrow(/^weapp: the bundle threw in a promise rejected with no handler: Error: nobody listens/)
    // One handled within the same turn is no failure.
    inRealm('var p = Promise.reject(new Error("handled")); Promise.resolve().then(function () { p.catch(function () {}) })')
    await expect(h.settle()).resolves.toBeUndefined()
  } finally {
    runner.forEach((l) => real.on('unhandledRejection', l))
  }
})
