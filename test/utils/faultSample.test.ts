/**
 * The gate's fault-matrix sample (faultSample.ts): every route the emulator serves is either made somewhere
 * (a scenario's load or tap) or listed as unreached with why; the calls rotate with the commit over all of them.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { gatewayRoutes } from '../../server/gateway'
import { CALL_SOURCES, GATE_CALLS, UNREACHED, dealCases, sampleCalls, tapMatches } from './faultSample'

let emulator: RunningEmulator
beforeAll(async () => { emulator = await startEmulator({ port: 0, distDir: '/nonexistent' }) })
afterAll(async () => { await emulator.close() })

const SCENARIOS = path.resolve(__dirname, '..', '..', 'server', 'scenarios')

describe('the fault matrix\'s sample of calls', () => {
  it('knows, for every route, where it is made or why no visitor makes it; never both', () => {
    const names = gatewayRoutes().map((r) => r.name)
    expect(names.length).toBeGreaterThan(40)
    expect(names.filter((n) => !CALL_SOURCES[n] && !UNREACHED[n])).toEqual([])
    expect(names.filter((n) => CALL_SOURCES[n] && UNREACHED[n])).toEqual([])
    expect([...Object.keys(CALL_SOURCES), ...Object.keys(UNREACHED)].filter((n) => !names.includes(n))).toEqual([])
    // Each source is a scenario file the emulator serves.
    expect(Object.entries(CALL_SOURCES).filter(([, s]) => !existsSync(path.join(SCENARIOS, `${s.scenario}.json`))).map(([n]) => n)).toEqual([])
  })

  it('takes a read, an action and one more, never an unreached one (skipped with its reason), the same for the same commit', () => {
    const routes = gatewayRoutes()
    for (const seed of ['31f1f05', '4404097', 'b3ac5ad', 'none']) {
      const { chosen, skipped } = sampleCalls(routes, seed)
      expect(chosen).toHaveLength(GATE_CALLS)
      expect(new Set(chosen).size).toBe(GATE_CALLS)
      const action = (n: string) => routes.find((r) => r.name === n)?.action
      expect([action(chosen[0]), action(chosen[1])]).toEqual([false, true])
      expect(chosen.filter((n) => UNREACHED[n])).toEqual([])
      expect(skipped.every((s) => UNREACHED[s.route] === s.reason)).toBe(true)
      expect(sampleCalls(routes, seed)).toEqual({ chosen, skipped })
    }
  })

  it('rotates over every call the emulator lists, not the same few', () => {
    const routes = gatewayRoutes()
    const seeds = Array.from({ length: 200 }, (_, i) => `commit${i}`)
    const seen = new Set(seeds.flatMap((seed) => sampleCalls(routes, seed).chosen))
    // Over 200 commits every call a visitor can make comes up.
    expect(routes.map((r) => r.name).filter((n) => !UNREACHED[n] && !seen.has(n))).toEqual([])
    // And an unreached call met on the way is named with its reason.
    expect(seeds.some((seed) => sampleCalls(routes, seed).skipped.length > 0)).toBe(true)
  })

  it('deals every fault once over the chosen calls, each call a third of them, paired otherwise by another commit', () => {
    const faults = ['http500', 'nonjson', 'timeout', 'reset', '403', 'code=13699999', 'latency=3000', 'hostile', 'oversized']
    const calls = ['a', 'b', 'c']
    const dealt = dealCases(calls, faults, '804a860')
    expect(dealt.map((c) => c.fault).sort()).toEqual([...faults].sort())
    expect(calls.map((call) => dealt.filter((c) => c.route === call).length)).toEqual([3, 3, 3])
    expect(dealCases(calls, faults, '804a860')).toEqual(dealt)
    // Over a few commits each call meets other faults: the pairing rotates.
    const pairs = new Set(['a1', 'b2', 'c3', 'd4', 'e5'].flatMap((seed) => dealCases(calls, faults, seed).map((c) => `${c.route}×${c.fault}`)))
    expect(pairs.size).toBeGreaterThan(faults.length)
    // Fewer calls found: still every fault, on what there is; none: nothing to run.
    expect(dealCases(['a'], faults, 'x').map((c) => c.route)).toEqual(faults.map(() => 'a'))
    expect(dealCases([], faults, 'x')).toEqual([])
  })

  it('matches a tap by its classes', () => {
    const sig = '.coupon-grab .taro-text.coupon-grab__button.coupon-grab__button--grab'
    expect(tapMatches(sig, '.coupon-grab__button--grab')).toBe(true)
    expect(tapMatches(sig, '.coupon-grab__button--gr')).toBe(false)
    expect(tapMatches('.ratio-image.campaign-signup', '.campaign-signup')).toBe(true)
    expect(tapMatches(sig, '')).toBe(false)
  })
})
