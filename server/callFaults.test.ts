/**
 * Every gateway call × every fault, fast and deterministic (issue 39): each route the emulator serves, put
 * under each of the emulator's own faults, called through the client's real request layer (services/http.ts,
 * the envelope, the answer-size limit) over the H5 transport, and what the call rejects with is what the
 * catalogue says (000 §8) or the server's message. No answer waits the call's own timeout, as the service
 * really sends it: the spec's where the call table (test/utils/callTable.ts, written from the spec, not from
 * the app's declarations) gives one, else the default. A 3 s latency meets every call on jest's fake clock
 * (both ends' timers: the emulator's hold and the transport's timeout), so it costs no real 3 s. The browser's
 * fault matrix (test/e2e/faults.test.ts) keeps the visitor's side on a sample of calls; the stores' tests the
 * texts of each block's own failures.
 */
import { createServices } from '@/services'
import { CALL_FAILURES } from '@/services/failures'
import { callTimeout } from '../test/utils/callTable'
import { GatewayError } from '@/services/envelope'
import { createHttp, DEFAULT_TIMEOUT_MS, type Send, type WireRequest } from '@/services/http'
import { send as fetchSend } from '@/services/transport.h5'
import { zhCN } from '@/i18n/zh-CN'
import { startEmulator, type RunningEmulator } from './app'
import { gatewayRoutes, type GatewayRouteInfo } from './gateway'

let emulator: RunningEmulator
beforeAll(async () => { emulator = await startEmulator({ port: 0, distDir: '/nonexistent' }) })
afterAll(async () => { await emulator.close() })

/** The emulator's own routes, with a path a call can take (`:agent` filled). */
const routes = (): GatewayRouteInfo[] => gatewayRoutes()
const pathOf = (r: GatewayRouteInfo) => r.url.replace(/:[^/]+/g, 'ahs_m')

/** The emulator's latency fault the browser's matrix puts on its sample (test/e2e/faults.test.ts 'latency=3000'). */
const LATENCY_MS = 3000
/** The real clock, for the real waits (socket I/O) while jest's fake one holds the timers. */
const RealDate = Date
/** Whether `done` came within `maxMs` of real time (real I/O turns between looks). */
async function within (done: () => boolean, maxMs: number): Promise<boolean> {
  const deadline = RealDate.now() + maxMs
  while (!done()) {
    if (RealDate.now() > deadline) return false
    await new Promise((resolve) => setImmediate(resolve))
  }
  return true
}

/**
 * One call held `LATENCY_MS` by the emulator, on jest's fake clock: the emulator's hold (server/gateway.ts) and
 * the H5 transport's timeout (services/transport.h5.ts) are both this process's timers, the sockets stay real.
 * The clock moves only once the emulator holds the answer: to one ms before `stopAtMs` when that is shorter
 * than the hold (nothing may have come yet), then on, timer by timer, while nothing comes. Returns the outcome
 * and the fake ms it came at.
 */
async function onFakeClock (request: () => Promise<string>, stopAtMs: number): Promise<{ outcome: string, atMs: number }> {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  const timers = jest.spyOn(global, 'setTimeout')
  try {
    const start = Date.now()
    let atMs: number | undefined
    let outcome = ''
    void request().then((o) => { outcome = o; atMs = Date.now() - start })
    const came = () => atMs !== undefined
    if (!await within(() => came() || timers.mock.calls.some(([, ms]) => ms === LATENCY_MS), 10_000)) throw new Error('the emulator never held the answer')
    if (stopAtMs < LATENCY_MS) {
      jest.advanceTimersByTime(stopAtMs - 1)
      // Real turns for anything that could come early; then its last ms.
      await within(came, 200)
      if (came()) return { outcome: `${outcome} (before ${stopAtMs} ms)`, atMs: atMs as number }
      jest.advanceTimersByTime(1)
    } else {
      jest.advanceTimersByTime(LATENCY_MS)
    }
    // An answer on its way crosses a real socket: the fake clock waits for it before it moves on.
    for (let step = 0; step < 5 && !await within(came, 5000); step++) jest.advanceTimersToNextTimer()
    if (!came()) throw new Error('no outcome, the fake clock moved 5 timers on')
    return { outcome, atMs: atMs as number }
  } finally {
    timers.mockRestore()
    jest.useRealTimers()
  }
}

/** The route a gateway path is (`:agent` matching any segment). */
const routeOf = (path: string): string => routes().find((r) => new RegExp(`^${r.url.replace(/:[^/]+/g, '[^/]+')}$`).test(path))?.name ?? path

/**
 * The client's services, every call made once as a page would, through a transport that never answers: the
 * request each sends (its path and the timeout it really waits), and what each rejects with.
 */
async function askEveryCall (): Promise<{ asked: Map<string, WireRequest>, rejections: unknown[] }> {
  const asked = new Map<string, WireRequest>()
  // The client's services, every call made once, as a page would; the transport never answers in time.
  const send: Send = async (request) => {
    asked.set(new URL(request.url, 'http://gw').pathname, request)
    throw { errMsg: 'request:fail timeout' }
  }
  const services = createServices(createHttp({ send, base: '' }))
  // Any argument a call reads: a field is 'x' (a number where one is counted), the page calls once released and once in preview.
  const anything = (preview: boolean): unknown => new Proxy({}, {
    get: (_t, key) => {
      if (key === Symbol.toPrimitive || key === 'toString') return () => 'x'
      if (key === 'then') return undefined
      if (key === 'preview') return preview
      // A list where a call takes one (product ids, package codes).
      if (typeof key === 'string' && /(ids|Codes)$/.test(key)) return ['1']
      return key === 'page' || key === 'size' ? 1 : 'x'
    }
  })
  const rejections: unknown[] = []
  for (const calls of Object.values(services) as Array<Record<string, (...args: unknown[]) => Promise<unknown>>>) {
    for (const [name, call] of Object.entries(calls)) {
      for (const preview of [false, true]) {
        // The live prices take their product ids first (services/products.ts, batched).
        const args = name === 'prices' ? [[1], anything(preview)] : [anything(preview)]
        try { await call(...args) } catch (e) { rejections.push(e) }
      }
    }
  }
  return { asked, rejections }
}

/** The timeout each route's call really waits, as its service sends it, by route name. */
async function serviceWaits (): Promise<Map<string, number>> {
  const { asked } = await askEveryCall()
  return new Map([...asked].map(([path, request]) => [routeOf(path), request.timeout]))
}

/** What a call under each fault rejects with (a message test), or resolves. */
const FAULTS: Record<string, (e: unknown) => boolean> = {
  http500: (e) => e instanceof GatewayError && e.message === '系统繁忙，请稍后再试' && e.code === 500,
  403: (e) => e instanceof GatewayError && e.message === zhCN['error.noPermission'] && e.code === 403,
  nonjson: (e) => e instanceof GatewayError && e.message.startsWith('Bad Gateway') && e.status === 502,
  'code=13699999': (e) => e instanceof GatewayError && e.message === '模拟业务错误 13699999' && e.code === 13699999,
  reset: (e) => e instanceof GatewayError && e.message === zhCN['error.networkRequestFailed'] && e.status === undefined,
  oversized: (e) => e instanceof GatewayError && e.message === zhCN['error.requestFailed'] && e.code === 'ANSWER_TOO_LARGE'
}

describe('every gateway call under every fault, through the client\'s request layer', () => {
  it('the emulator serves the calls this test knows of', () => {
    expect(routes().length).toBeGreaterThan(30)
  })

  it.each(Object.keys(FAULTS))('%s: every call rejects as the catalogue says', async (fault) => {
    const http = createHttp({ send: fetchSend, base: emulator.origin })
    const wrong: string[] = []
    for (const route of routes()) {
      const outcome = await http.request(`${pathOf(route)}?__fault=${encodeURIComponent(fault)}`, { method: route.method, data: route.method === 'POST' ? {} : undefined })
        .then((v) => ({ resolved: v }), (e: unknown) => ({ rejected: e }))
      if (!('rejected' in outcome) || !FAULTS[fault](outcome.rejected)) wrong.push(`${route.name}: ${'rejected' in outcome ? String((outcome.rejected as Error).message ?? outcome.rejected) : 'resolved'}`)
    }
    expect(wrong).toEqual([])
  }, 60_000)

  it('3 s latency, on the fake clock: every call answers at 3000 ms as it does at once; one the table gives less gives up at its own timeout', async () => {
    // The client as a page sends each call: with its own timeout (the table's: 002 §7 "POST /lottery/take-part-in
    // | templateId, 2300 ms timeout"; 000 §9 "Geolocation timeout 5 s" for the city calls; else 15 s).
    const http = createHttp({ send: fetchSend, base: emulator.origin })
    // The wait each service really sends (a call no service makes: the emulator's own, the table's).
    const waits = await serviceWaits()
    const waitOf = (route: GatewayRouteInfo) => waits.get(route.name) ?? callTimeout(route.name)
    const call = (route: GatewayRouteInfo, fault?: string) => http.request(`${pathOf(route)}${fault ? `?__fault=${encodeURIComponent(fault)}` : ''}`, { method: route.method, data: route.method === 'POST' ? {} : undefined, timeout: waitOf(route) })
      .then(() => 'answered', (e: unknown) => e instanceof GatewayError ? `rejected ${String(e.code)} ${e.message}` : `threw ${String(e)}`)
    const got: Array<{ route: string, outcome: string, atMs: number }> = []
    const want: typeof got = []
    for (const route of routes()) {
      const atOnce = await call(route)
      // The table's wait (the spec's): no answer within it says 000 §8 "Network failure gives … code 1 with 'network error'".
      const own = callTimeout(route.name)
      want.push(own < LATENCY_MS ? { route: route.name, outcome: `rejected 1 ${zhCN['error.networkError']}`, atMs: own } : { route: route.name, outcome: atOnce, atMs: LATENCY_MS })
      got.push({ route: route.name, ...await onFakeClock(() => call(route, `latency=${LATENCY_MS}`), Math.min(own, waitOf(route))) })
    }
    expect(got.length).toBeGreaterThan(40)
    // The draw is the one the spec gives less than 3 s (002 §9 "Draw timeout 2300 ms").
    expect(want.filter((w) => w.atMs < LATENCY_MS).map((w) => w.route)).toEqual(['lottery/take-part-in'])
    expect(got).toEqual(want)
  }, 60_000)

  it('no answer: each call waits its own timeout (the call table\'s, else the default), then says the catalogue\'s network error', async () => {
    const { asked, rejections } = await askEveryCall()
    const missed = routes().filter((r) => !r.url.includes(':') && !asked.has(r.url)).map((r) => r.name)
    // Calls the client does not make (the QA login page's, the host's booking page's): the emulator's own.
    expect(missed.filter((n) => !['qa-login', 'activity-book/book', 'activity-book/cancel'].includes(n))).toEqual([])
    // The table's timeouts (002 §7 the draw's 2300 ms; 000 §9's 5 s for the city calls; else the default 15 s).
    const waits = [...asked].map(([path, request]) => ({ route: routeOf(path), timeout: request.timeout }))
    expect(waits).toEqual(waits.map(({ route }) => ({ route, timeout: callTimeout(route) })))
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000)
    expect(rejections.length).toBeGreaterThan(20)
    expect(rejections.filter((e) => !(e instanceof GatewayError && e.message === zhCN['error.networkError'])).map(String)).toEqual([])
  })

  it('every declared failure names a call the emulator serves, and a text the catalogue has', () => {
    const urls = new Set(routes().map((r) => r.url))
    for (const [path, failure] of Object.entries(CALL_FAILURES)) {
      expect({ path, served: urls.has(path) }).toEqual({ path, served: true })
      for (const key of [failure.ownText, failure.timeoutText, failure.noAnswerDialog]) if (key) expect(zhCN[key]).toBeTruthy()
    }
  })
})
