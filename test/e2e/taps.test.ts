/**
 * The double-tap sweep on H5 (issue 28, build 4), generated from the crawl (crawl.ts): every tap that calls
 * the gateway or navigates (sign up, log in, book, navigation taps on banners, hot zones, popups, floating
 * icons, product cards, refresh on the failure placeholder, …), for each visitor kind (anonymous, logged in,
 * the app's webview). 20 taps in one task make exactly what one tap made: the same calls (the emulator's
 * counts) and the same navigations (pushState, hash changes, window.open, document loads, the app's native
 * page openers), and no toast one tap did not show, nor more of them. 20 taps spread over a second against a
 * slow gateway (latency=800 on the tap's calls) do too, for taps that call or open a native page; a tap that
 * left the page is not tapped again a second later (the page is gone), so those get the one-task burst only.
 * `npm test` sweeps the taps of a sample of the scenarios (the fault matrix's crawl, rotated by the commit);
 * `npm run test:sweeps` (SWEEPS=1) every tap of every scenario and visitor kind. The stores' own tests burst
 * every action 20 times in one tick and over a second whatever the tier.
 */
import path from 'node:path'
import { setupE2E, DIST_H5, type E2E } from './support'
import { SWEEPS, rotatedSample, sampleSeed } from '../utils/sample'
import { crawl, crawlCoverage, crawlTimeout, routesOf, sweepCrawl, newVisit, settle, replayChain, reach, burst, spreadTaps, diff, pool, type Crawl, type TapRecord } from './crawl'

const DIST = process.env.FAULTS_DIST ? path.resolve(process.env.FAULTS_DIST) : DIST_H5
const FULL = SWEEPS
const TAPS = 20
/**
 * How many sweeps `npm test` runs, chosen by the commit among every burst and spread the crawl offers (about
 * 30): each is a fresh visitor's page load, and all of them were 136 s of the e2e layer's CPU, a tenth of the
 * gate (docs/testing.md). The sweeps run every one.
 */
const GATE_SWEEPS = 12
/** The call a guest's gated tap makes: the login address (agents). */
const LOGIN_ROUTE = 'agents/auth-url'

let e2e: E2E
let crawled: Crawl
beforeAll(async () => {
  e2e = await setupE2E({ distDir: DIST })
  crawled = await crawl(e2e, DIST, sweepCrawl(FULL, await routesOf(e2e)))
}, crawlTimeout(FULL))
afterAll(async () => { await e2e?.close() })

/**
 * Taps that do something a repeat would do again: with FAULTS_FULL one per visitor kind and signature (the app's webview only there); in
 * `npm test` one per signature, from the visitor kind whose tap calls the gateway if any (a tap that only
 * navigates goes through the same burst lock for every visitor kind).
 */
function actions (c: Crawl): TapRecord[] {
  // A tap that only toasts (a browser's subscribe, an empty answer, a copy) is swept too: twenty taps, one toast.
  const doing = c.taps.filter((t) => Object.keys(t.routes).length || t.navs.length || t.toasts.length)
  const byKey = new Map<string, TapRecord>()
  // A tap's worth: the action's own call (a claim) over the way to log in (a guest's claim asks the login
  // address) over no call at all; so npm test bursts the logged-in claim, not the guest's.
  const worth = (t: TapRecord) => Object.keys(t.routes).some((r) => r !== LOGIN_ROUTE) ? 2 : Object.keys(t.routes).length ? 1 : 0
  for (const t of doing) {
    const key = FULL ? `${t.variant}|${t.target.sig}` : t.target.sig
    const had = byKey.get(key)
    if (!had || worth(t) > worth(had)) byKey.set(key, t)
  }
  return [...byKey.values()]
}

async function sweep (tap: TapRecord, spread: boolean): Promise<string | undefined> {
  const visit = await newVisit(e2e, tap.variant)
  try {
    await visit.open(tap.url)
    await settle(visit)
    if (!await replayChain(visit, tap.target) || !await reach(visit.page, tap.target)) return 'not found'
    // Blocks that reaching the target brought on screen mount and ask for their state: not the taps' calls
    // (a cashback block's status call, mounted as the sweep scrolled, read as a burst's third call).
    await settle(visit, { quietMs: 300 })
    if (spread) await visit.setFaults(Object.fromEntries(Object.keys(tap.routes).map((r) => [r, 'latency=800'])))
    const before = await visit.counts()
    const probeBefore = await visit.probe()
    const navsBefore = probeBefore.navs.length
    const docsBefore = visit.docNavs.length
    if (spread) {
      await spreadTaps(visit.page, tap.target.selector, TAPS, 1000)
    } else {
      await burst(visit.page, tap.target.selector, TAPS)
    }
    await settle(visit, { maxMs: 20_000 })
    const routes = diff(await visit.counts(), before)
    const probe = await visit.probe()
    const navs = [...probe.navs.slice(navsBefore), ...visit.docNavs.slice(docsBefore)]
    const toasts = probe.toasts.slice(probeBefore.toasts.length)
    const wrong: string[] = []
    const sorted = (c: Record<string, number>) => JSON.stringify(Object.entries(c).sort(([a], [b]) => a.localeCompare(b)))
    if (sorted(routes) !== sorted(tap.routes)) wrong.push(`calls ${JSON.stringify(routes)} (one tap: ${JSON.stringify(tap.routes)})`)
    if (navs.length !== tap.navs.length) wrong.push(`${navs.length} navigations (one tap: ${tap.navs.length}): ${navs.slice(0, 3).map((n) => n.slice(0, 80))}`)
    // What one tap said, said once: no toast per tap (a browser's subscribe toasted 20 times), no text one tap did not show.
    const strange = toasts.filter((t) => !tap.toasts.includes(t))
    if (toasts.length > tap.toasts.length || strange.length) wrong.push(`${toasts.length} toasts (one tap: ${JSON.stringify(tap.toasts)}): ${JSON.stringify(toasts.slice(0, 4))}`)
    return wrong.length ? wrong.join('; ') : undefined
  } catch (e) {
    return `threw: ${(e as Error).message.split('\n')[0]}`
  } finally {
    await visit.close()
  }
}

it('the crawl covered what it was meant to: every chosen scenario and visitor kind, its blocks drawn, every target reached', () => {
  const { lines, problems } = crawlCoverage(crawled, sweepCrawl(FULL, crawled.routes))
  console.log(lines.join('\n'))
  expect(problems).toEqual([])
})

it(`${TAPS} taps in one task, and spread over a second against a slow gateway, do what one tap does`, async () => {
  const list = actions(crawled)
  const cases = [
    ...list.map((tap) => ({ tap, spread: false })),
    // A tap that left the page (a document load or an in-app route, trapped here so the page stays) cannot be
    // tapped again a second later; one that called or opened a native page over it can.
    ...list.filter((t) => !t.navs.some((n) => !n.startsWith('native:'))).map((tap) => ({ tap, spread: true }))
  ]
  const chosen = FULL ? cases : rotatedSample(cases, GATE_SWEEPS, sampleSeed())
  const results = await pool(chosen, 4, (c) => sweep(c.tap, c.spread))
  const failures = chosen.flatMap((c, i) => results[i] ? [`${c.tap.target.sig} on ${c.tap.scenario}/${c.tap.variant} ${c.spread ? 'spread' : 'burst'}: ${results[i]}`] : [])
  const kinds = (v: string) => list.filter((t) => t.variant === v).length
  const doing = crawled.taps.filter((t) => Object.keys(t.routes).length || t.navs.length || t.toasts.length).length
  console.log(`tap sweep: meant every tap that does something of ${crawled.scenarios.length} scenarios (${crawled.taps.length} tapped, ${doing} doing something); ${list.length} actions (anonymous ${kinds('anonymous')}, logged in ${kinds('login')}, app ${kinds('app')}), ${cases.length} sweeps (each action burst, and spread unless it leaves the page); swept ${chosen.length}${FULL ? '' : ` the commit picks (${sampleSeed()}): ${chosen.map((c) => `${c.tap.target.sig.split(' ').pop()} on ${c.tap.scenario}/${c.tap.variant} ${c.spread ? 'spread' : 'burst'}`).join(', ')}`}; ${failures.length} failures`)
  // Something was swept (the crawl's own coverage is the test above): each action burst once and, unless it
  // left the page, spread once; the gate's share of them, the sweeps every one.
  expect(list.length).toBeGreaterThan(0)
  expect(cases.length).toBeGreaterThanOrEqual(list.length)
  expect(chosen.length).toBe(FULL ? cases.length : Math.min(GATE_SWEEPS, cases.length))
  expect(results.length).toBe(chosen.length)
  expect(failures).toEqual([])
}, FULL ? 40 * 60_000 : 900_000)
