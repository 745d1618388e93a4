/**
 * The app's failure declarations (src/services/failure.ts, collected in services/failures.ts) against the
 * table written from the spec (callTable.ts), for every route the emulator serves: a declaration changed
 * without the table (a route marked quiet, a timeout moved, a text swapped) fails here, in the quick tier,
 * before the browser's fault matrix would quietly expect less.
 */
import { CALL_FAILURES } from '@/services/failures'
import { DEFAULT_TIMEOUT_MS } from '@/services/http'
import { zhCN } from '@/i18n/zh-CN'
import type { CallFailure } from '@/services/failure'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { gatewayRoutes } from '../../server/gateway'
import { CALL_TABLE, DEFAULT_CALL_TIMEOUT_MS, callRow, callTimeout, type CallRow } from './callTable'

let emulator: RunningEmulator
// The routes register as the emulator's domains do (gatewayRoutes is filled then).
beforeAll(async () => { emulator = await startEmulator({ port: 0, distDir: '/nonexistent' }) })
afterAll(async () => { await emulator.close() })

/** What a failure says, as comparable: flags and numbers as they are, message keys as the catalogue's text. */
function view (f: CallFailure | CallRow | undefined, text: (key: string | undefined) => string | undefined) {
  return {
    quiet: Boolean(f?.quiet),
    ownText: text(f?.ownText),
    timeoutMs: f?.timeoutMs,
    timeoutText: text(f?.timeoutText),
    noAnswerDialog: text(f?.noAnswerDialog)
  }
}
const catalogue = (key: string | undefined) => (key === undefined ? undefined : (zhCN as Record<string, string>)[key] ?? `(no catalogue text for ${key})`)
const asIs = (text: string | undefined) => text

describe('the call table (from the spec) and the app\'s failure declarations', () => {
  it('has a row for every route the emulator serves, and none for a route it does not', () => {
    const names = gatewayRoutes().map((r) => r.name)
    expect(names.length).toBeGreaterThan(40)
    expect(names.filter((n) => !CALL_TABLE[n])).toEqual([])
    expect(Object.keys(CALL_TABLE).filter((n) => !names.includes(n))).toEqual([])
  })

  it('every route: quiet, own text, own timeout and its text, no-answer dialog as the table says', () => {
    const routes = gatewayRoutes()
    const declared = routes.map((r) => ({ route: r.name, ...view(CALL_FAILURES[r.url], catalogue) }))
    const table = routes.map((r) => ({ route: r.name, ...view(CALL_TABLE[r.name], asIs) }))
    expect(declared).toEqual(table)
  })

  it('every declaration names a route the emulator serves (by its gateway path)', () => {
    const urls = new Set(gatewayRoutes().map((r) => r.url))
    expect(Object.keys(CALL_FAILURES).filter((path) => !urls.has(path))).toEqual([])
  })

  it('quotes the spec\'s numbers and texts', () => {
    // 002 §7: "POST /lottery/take-part-in | templateId, 2300 ms timeout"; §9: "Draw timeout 2300 ms".
    expect(callTimeout('lottery/take-part-in')).toBe(2300)
    // 000 §9: "Geolocation timeout 5 s", the first visit's city call's (docs/decisions.md "Calls").
    expect(callTimeout('regions/locate')).toBe(5000)
    // 001 §8: "coupon issuing failed, please retry", the module's and the grab's.
    expect([callRow('sendCouponByCondition').ownText, callRow('sendSingleCoupon').ownText]).toEqual(['优惠券发放失败，请重试', '优惠券发放失败，请重试'])
    // 002 §8: "Address-book load errors are ignored silently."
    expect(callRow('user-address/list').quiet).toMatch(/ignored silently/)
    // The default the app waits (docs/decisions.md: "Timeout 15 s") is the table's.
    expect(DEFAULT_TIMEOUT_MS).toBe(DEFAULT_CALL_TIMEOUT_MS)
    expect(() => callRow('no/such-route')).toThrow(/no row for the route "no\/such-route"/)
    // Every row says where it comes from.
    expect(Object.entries(CALL_TABLE).filter(([, row]) => !/^(000|001|002) §|the emulator|the host/.test(row.source)).map(([n]) => n)).toEqual([])
  })
})
