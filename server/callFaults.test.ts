/**
 * Every gateway call × every fault, fast and deterministic (issue 39): each route the emulator serves, put
 * under each of the emulator's own faults, called through the client's real request layer (services/http.ts,
 * the envelope, the answer-size limit) over the H5 transport, and what the call rejects with is what the
 * catalogue says (000 §8), the server's message, or the call's declared failure (services/failure.ts). No
 * answer waits the call's own timeout: the declared one where the call declares one, else the default,
 * as the service really sends it. The browser's fault matrix (test/e2e/faults.test.ts) keeps the
 * visitor's side on a sample of pages; the stores' tests the texts of each block's own failures.
 */
import { createServices } from '@/services'
import { CALL_FAILURES } from '@/services/failures'
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

  it('no answer: each call waits its own timeout (the declared one, else the default), then says the catalogue\'s network error', async () => {
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
    const missed = routes().filter((r) => !r.url.includes(':') && !asked.has(r.url)).map((r) => r.name)
    // Calls the client does not make (the QA login page's, the host's booking page's): the emulator's own.
    expect(missed.filter((n) => !['qa-login', 'activity-book/book', 'activity-book/cancel'].includes(n))).toEqual([])
    for (const [path, request] of asked) {
      expect({ path, timeout: request.timeout }).toEqual({ path, timeout: CALL_FAILURES[path]?.timeoutMs ?? DEFAULT_TIMEOUT_MS })
    }
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
