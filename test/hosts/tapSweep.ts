/**
 * The double-tap sweep in host emulation (issue 28, build 4), generated like the H5 one (test/e2e/taps.test.ts):
 * every scenario the emulator serves, opened by an anonymous and a logged-in visitor; every node whose template
 * binds tap (one per class list and scenario) tapped once on a fresh boot to learn what it does (gateway calls,
 * host navigations: navigateTo, redirectTo, the subscribe message, another mini-program, …). Each that does
 * something is then tapped 20 times in one tick, and (unless it opened another page) 20 times spread over a
 * second of the harness's virtual time (the harness answers a call before its clock moves on, so each spread
 * tap comes after the previous answer, as on a gateway slower than the taps; a real latency would only cost
 * wall time), on fresh boots: exactly what one tap did (the same calls and navigations, and no toast it did
 * not show, nor more of them).
 *
 * One test file per target (taps-<target>.test.ts), so the hosts layer's two workers sweep two targets at once
 * (one file for all four took nine minutes on one core while the other idled). `TAPS_TARGETS=weapp,alipay`
 * sweeps some; `TAPS_DIST=.tmp/x-{target}` tests builds elsewhere. `npm test` sweeps a sample of the class
 * lists (each once per visitor kind), rotated by the commit and the target, so the four targets tap different
 * ones (printed; SAMPLE_SEED replays it); `npm run test:sweeps` (SWEEPS=1) every class list of every scenario.
 */
import { startEmulator, type RunningEmulator } from '../../server/app'
import type { GatewayRouteInfo } from '../../server/gateway'
import { bootMiniProgram, MINI_TARGETS, type HostNode, type MiniProgramHarness, type MiniTarget } from './harness'
import { rotatedSample, sampleSeed, SWEEPS } from '../utils/sample'

const PAGE = 'pages/campaign/index'
const TAPS = 20
const FULL = SWEEPS
/** Class lists npm test taps per target (of about 178; 24 before issue 52's time budget, docs/testing.md). */
const SAMPLE = 8
const TARGETS = (process.env.TAPS_TARGETS ? process.env.TAPS_TARGETS.split(',') : MINI_TARGETS) as MiniTarget[]
const distOf = (target: MiniTarget) => process.env.TAPS_DIST ? process.env.TAPS_DIST.replace('{target}', target) : undefined
/** Host APIs that open another page (or a native one over this page): one tap, at most one of these. */
const NAVIGATIONS = new Set(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateToMiniProgram', 'openEmbeddedMiniProgram', 'requestSubscribeMessage', 'makePhoneCall'])

let emulator: RunningEmulator
let routes: GatewayRouteInfo[]
let scenarios: string[]

/** A route name for a request path (`/campaign-center/api/avatar/agents/:agent/auth-url` matches any agent). */
function routeOf (url: string): string {
  const pathname = new URL(url).pathname
  const found = routes.find((r) => new RegExp(`^${r.url.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname))
  return found?.name ?? pathname
}

/** A fresh token of a fresh test user, kept where the mini builds keep cookies (platform/mini.ts). */
let userSeq = 0
async function loggedInStorage (): Promise<Record<string, unknown>> {
  userSeq += 1
  const mobile = `16${String((Date.now() + userSeq * 7919 + process.pid) % 1e9).padStart(9, '0')}`
  const post = (url: string, body: unknown) => fetch(`${emulator.origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: Record<string, string> }>)
  const { ticket } = (await post('/__emu/qa-login', { mobile })).data
  const { token } = (await post(`/sso-login?ticket=${encodeURIComponent(ticket)}`, { ticket })).data
  return { 'cookie:ahs_token': { v: token } }
}

interface Tappable { sig: string, index: number }
interface Action extends Tappable { scenario: string, login: boolean, calls: Record<string, number>, navs: string[], toasts: string[] }

async function boot (target: MiniTarget, scenario: string, login: boolean): Promise<MiniProgramHarness> {
  const h = await bootMiniProgram({
    target,
    distDir: distOf(target),
    gatewayOrigin: emulator.origin,
    storage: login ? await loggedInStorage() : undefined,
    // Broken and hostile scenarios make React log what they refuse: the sweep is about repeats.
    allowConsoleErrors: true
  })
  await h.openPage(PAGE, { activityId: scenario })
  await h.settle()
  return h
}

const sigOf = (n: HostNode) => `${n.tag}.${n.className.trim().split(/\s+/).join('.')}`
const tappables = (h: MiniProgramHarness): HostNode[] => h.nodes().filter((n) => n.tapBound)

function nodeOf (h: MiniProgramHarness, t: Tappable): HostNode | undefined {
  return tappables(h).filter((n) => sigOf(n) === t.sig)[t.index]
}

/** Calls (by route), navigations and toast texts since the given marks. */
function effects (h: MiniProgramHarness, requestMark: number, callMark: number) {
  const calls: Record<string, number> = {}
  // Analytics batches leave on their own clock (exposure, clicks): not what a tap did again.
  for (const r of h.requests.slice(requestMark)) if (routeOf(r.url) !== '/analytics/collect') calls[routeOf(r.url)] = (calls[routeOf(r.url)] ?? 0) + 1
  const navs = h.hostCalls.slice(callMark).filter((c) => NAVIGATIONS.has(c.api)).map((c) => `${c.api}:${JSON.stringify(c.args[0] ?? '').slice(0, 80)}`)
  const toasts = h.hostCalls.slice(callMark).filter((c) => c.api === 'showToast').map((c) => {
    const o = (c.args[0] ?? {}) as { title?: unknown, content?: unknown }
    return String(o.title ?? o.content ?? '')
  })
  return { calls, navs, toasts }
}

/** What a sweep meant to tap and what it did: printed, and held to each other. */
interface Coverage { candidates: number, chosen: number, tapped: number, notFound: string[] }

/**
 * Class lists a host's tap sweep finds over every scenario at least (about 120 do something, and more do not):
 * a template that stopped binding taps, or a sweep that reached no page, finds far fewer.
 */
const MIN_CANDIDATES = 60

async function discover (target: MiniTarget): Promise<{ actions: Action[], coverage: Coverage }> {
  const actions: Action[] = []
  const notFound: string[] = []
  let tapped = 0
  const seen = new Set<string>()
  const candidates: Array<{ login: boolean, scenario: string, t: Tappable }> = []
  for (const login of [false, true]) {
    for (const scenario of scenarios) {
      const h = await boot(target, scenario, login)
      const counted: Record<string, number> = {}
      for (const n of tappables(h)) {
        const sig = sigOf(n)
        counted[sig] = (counted[sig] ?? 0) + 1
        // One of each class list per page; npm test's, once per target and visitor kind.
        const key = FULL ? `${login}|${scenario}|${sig}` : `${login}|${sig}`
        if (counted[sig] > 1 || seen.has(key)) continue
        seen.add(key)
        candidates.push({ login, scenario, t: { sig, index: 0 } })
      }
      h.dispose()
    }
  }
  const chosen = FULL ? candidates : rotatedSample(candidates, SAMPLE, `${sampleSeed()}|${target}`)
  if (!FULL) console.log(`${target} tap sweep: a sample of ${chosen.length} of ${candidates.length} class lists (commit ${sampleSeed()}): ${chosen.map((c) => `${c.t.sig}@${c.scenario}${c.login ? '+login' : ''}`).join(', ')}`)
  for (const scenario of scenarios) {
    for (const login of [false, true]) {
      const sigs = chosen.filter((c) => c.scenario === scenario && c.login === login).map((c) => c.t)
      for (const t of sigs) {
        // A fresh boot per tap: what one tap does, from the page as it opens.
        const h = await boot(target, scenario, login)
        try {
          const node = nodeOf(h, t)
          // Found on this page's first boot, gone on the next: the sweep would skip it in silence.
          if (!node) {
            notFound.push(`${t.sig}@${scenario}${login ? '+login' : ''}`)
            continue
          }
          const marks = [h.requests.length, h.hostCalls.length] as const
          h.tap(node)
          tapped++
          await h.settle()
          const { calls, navs, toasts } = effects(h, ...marks)
          // A tap that only toasts (a copy, an empty answer) is swept too: twenty taps, one toast.
          if (Object.keys(calls).length || navs.length || toasts.length) actions.push({ ...t, scenario, login, calls, navs, toasts })
        } finally {
          h.dispose()
        }
      }
    }
  }
  return { actions, coverage: { candidates: candidates.length, chosen: chosen.length, tapped, notFound } }
}

async function sweep (target: MiniTarget, a: Action, spread: boolean): Promise<string | undefined> {
  const h = await boot(target, a.scenario, a.login)
  try {
    const node = nodeOf(h, a)
    if (!node) return 'not found'
    const marks = [h.requests.length, h.hostCalls.length] as const
    for (let i = 0; i < TAPS; i++) {
      if (!spread) {
        h.tap(node)
        continue
      }
      // The finger stays where it was: the same node while it is there (a grab button that now reads 去使用 is
      // still that coupon's, not the next coupon's grab button); a re-render that made new nodes, what is there
      // now by signature (nothing while the page shows something else).
      const same = tappables(h).find((n) => n.sid === node.sid)
      const now = same ?? nodeOf(h, a)
      if (now) h.tap(now)
      await h.advance(1000 / TAPS)
    }
    await h.settle()
    const { calls, navs, toasts } = effects(h, ...marks)
    const wrong: string[] = []
    if (JSON.stringify(calls) !== JSON.stringify(a.calls)) wrong.push(`calls ${JSON.stringify(calls)} (one tap: ${JSON.stringify(a.calls)})`)
    if (navs.length !== a.navs.length) wrong.push(`${navs.length} navigations (one tap: ${a.navs.length}): ${navs.slice(0, 3)}`)
    // What one tap said, said once: no toast per tap, no text one tap did not show.
    const strange = toasts.filter((t) => !a.toasts.includes(t))
    if (toasts.length > a.toasts.length || strange.length) wrong.push(`${toasts.length} toasts (one tap: ${JSON.stringify(a.toasts)}): ${JSON.stringify(toasts.slice(0, 4))}`)
    return wrong.length ? wrong.join('; ') : undefined
  } catch (e) {
    return `threw: ${(e as Error).message.split('\n')[0]}`
  } finally {
    h.dispose()
  }
}

/** The sweep of one mini build (a test file of its own: see the header). */
export function describeTapSweep (target: MiniTarget): void {
  const run = TARGETS.includes(target) ? describe : describe.skip
  run(`${target}: double taps`, () => {
    beforeAll(async () => {
      emulator = await startEmulator({ port: 0 })
      routes = await (await fetch(`${emulator.origin}/__emu/routes`)).json() as GatewayRouteInfo[]
      // Not those the emulator makes from another (server/generated.ts): their blocks are that one's, swept there.
      scenarios = (await (await fetch(`${emulator.origin}/__emu/scenarios`)).json() as Array<{ id: string, generated?: boolean }>).filter((s) => !s.generated).map((s) => s.id)
    })
    afterAll(async () => { await emulator?.close() })

    it(`${TAPS} taps in one tick, and spread over a second against a slow gateway, do what one tap does`, async () => {
      const { actions, coverage } = await discover(target)
      const failures: string[] = []
      for (const a of actions) {
        // A tap that opened another page cannot be tapped again a second later (the page is gone); one that
        // called, or opened the host's subscribe sheet over the page, can.
        const leaves = a.navs.some((n) => !n.startsWith('requestSubscribeMessage:'))
        for (const spread of leaves ? [false] : [false, true]) {
          const wrong = await sweep(target, a, spread)
          if (wrong) failures.push(`${a.sig} on ${a.scenario}${a.login ? ' (logged in)' : ''} ${spread ? 'spread' : 'tick'}: ${wrong}`)
        }
      }
      const sweeps = actions.reduce((n, a) => n + (a.navs.some((x) => !x.startsWith('requestSubscribeMessage:')) ? 1 : 2), 0)
      console.log(`${target} tap sweep: meant ${FULL ? 'every one' : `a sample of ${SAMPLE}`} of ${coverage.candidates} class lists; tapped ${coverage.tapped} of ${coverage.chosen} chosen (${coverage.notFound.length} not found); ${actions.length} actions (anonymous ${actions.filter((a) => !a.login).length}, logged in ${actions.filter((a) => a.login).length}), ${sweeps} sweeps, ${failures.length} failures`)
      // What it covered against what it meant to: enough class lists found, every chosen one found again and
      // tapped, and some of them doing something (a page that drew nothing tappable would pass empty).
      expect({ candidates: coverage.candidates >= MIN_CANDIDATES, chosen: coverage.chosen }).toEqual({ candidates: true, chosen: FULL ? coverage.candidates : Math.min(SAMPLE, coverage.candidates) })
      expect({ tapped: coverage.tapped, notFound: coverage.notFound }).toEqual({ tapped: coverage.chosen, notFound: [] })
      expect(actions.length).toBeGreaterThan(0)
      expect(failures).toEqual([])
    }, 600_000)
  })
}
