/**
 * The fault matrix (issue 28, build 3), generated: gateway calls, each made as a visitor makes it (on load, or
 * by a tap), under each fault, for a fresh visitor. The visitor sees the catalogue's message (000 §8), the
 * block's own words or state as the spec gives them (test/utils/callTable.ts: a table written from the spec,
 * not the app's own declarations), nothing stays busy, nothing from a hostile answer runs or leaves the site,
 * and once the fault clears the same action works again. A route of /__emu/routes the crawl never reaches
 * fails unless UNREACHED says why.
 *
 * `npm test` puts 3 calls under the 9 faults, each fault on one of them (9 cases), calls and pairing chosen by
 * the commit over every call the emulator lists (test/utils/faultSample.ts: a read, an action and one more;
 * printed, SAMPLE_SEED replays; FAULTS_ROUTES=a,b puts the named calls under all 9): each is found in
 * the shared crawl (crawl.ts `sweepCrawl`, the tap sweep's too), else by crawling the scenario that makes it
 * (faultSample.ts CALL_SOURCES). Every call under every fault below the browser is server/callFaults.test.ts's.
 * `npm run test:sweeps` (SWEEPS=1) crawls every scenario link and every tappable of every scenario, puts each
 * reached call under all 9, checks that every route is reached and that every source of the sample holds.
 */
import path from 'node:path'
import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, DIST_H5, expectPageErrors, takePageErrors, type E2E } from './support'
import { SWEEPS, sampleSeed } from '../utils/sample'
import { callRow } from '../utils/callTable'
import { CALL_SOURCES, GATE_CALLS, UNREACHED, dealCases, sampleCalls, tapMatches, type CallSource } from '../utils/faultSample'
import { crawl, crawlCoverage, crawlOne, crawlTimeout, routesOf, sweepCrawl, scenariosOf, newVisit, settle, mountAll, replayChain, reach, tapOnce, pool, type Crawl, type Variant, type LoadRecord, type TapRecord, type Visit } from './crawl'

const DIST = process.env.FAULTS_DIST ? path.resolve(process.env.FAULTS_DIST) : DIST_H5
const FULL = SWEEPS
// A code no block gives a meaning of its own (13606017 is the prize draw's 'draws insufficient').
const BUSINESS_CODE = 13699999
const FAULTS = ['http500', 'nonjson', 'timeout', 'reset', '403', `code=${BUSINESS_CODE}`, 'latency=3000', 'hostile', 'oversized'] as const
type FaultSpec = typeof FAULTS[number]

/**
 * What each call's failure says where it differs from the catalogue's: the call table (test/utils/callTable.ts),
 * written from the spec; test/utils/callTable.test.ts holds the app's declarations (services/failure.ts) to it.
 */
/** A block's own failure text (001 §8: the coupon module's and the grab's), for every fault but a 403 (000 §8 anywhere). */
const ownText = (route: string): string | undefined => callRow(route).ownText
/** A call the spec gives less than the 3 s of the latency fault, and what its timeout says (002 §7, §9: the draw's 2300 ms). */
function shorterTimeout (route: string): { ms: number, text: string } | undefined {
  const row = callRow(route)
  return row.timeoutMs !== undefined && row.timeoutMs < 3000 ? { ms: row.timeoutMs, text: row.timeoutText ?? zhCN['error.networkError'] } : undefined
}
/** A call whose failure says nothing, by the spec (002 §8: the address book's load) or a decision where it is silent. */
const quiet = (route: string): string | undefined => callRow(route).quiet
/** A claim that got no answer may have gone through: the block's dialog (001 §8 "Prize being issued"), not a toast. */
const noAnswerDialog = (route: string): string | undefined => callRow(route).noAnswerDialog

/** What a tap's failed call must say (000 §8): the server's message, the catalogue's text for 403 and for no answer. */
function expectedMessage (fault: FaultSpec, route: string): (toast: string) => boolean {
  // A call with the spec's own shorter timeout says its own text when no answer comes (the draw's 网络不给力).
  const shorter = shorterTimeout(route)
  if (shorter && fault === 'timeout') return (t) => t === shorter.text
  const own = ownText(route)
  if (own && fault !== '403') return (t) => t === own
  switch (fault) {
    case 'http500': return (t) => t === '系统繁忙，请稍后再试'
    case 'nonjson': return (t) => t.startsWith('Bad Gateway')
    case '403': return (t) => t === zhCN['error.noPermission']
    // Too big to read (services/answerSize.ts): the catalogue's request failure.
    case 'oversized': return (t) => t === zhCN['error.requestFailed']
    case 'timeout':
    case 'reset': return (t) => t === zhCN['error.networkRequestFailed'] || t === zhCN['error.networkError']
    default: return (t) => t === `模拟业务错误 ${BUSINESS_CODE}`
  }
}

/**
 * The blocks drawn, as comparable: a wrapper with nothing drawn in it (a floating back-to-top button shows only
 * once scrolled, a block that draws nothing by design) is left out, so a page's scroll position does not count.
 */
// Back-to-top draws only once the page is scrolled a screen down: whether it shows depends on where the scroll stopped.
const drawn = (blocks: string[]) => JSON.stringify(blocks.filter((b) => b !== 'empty' && b !== 'div' && !b.includes('back-top')))

/** Text a visitor must never read: an exception's or a serialiser's. */
const RAW_ERROR = /TypeError|ReferenceError|SyntaxError|is not a function|Cannot read|undefined|\[object |NaN/

let e2e: E2E
let crawled: Crawl
const started = Date.now()
beforeAll(async () => {
  e2e = await setupE2E({ distDir: DIST })
  crawled = await crawl(e2e, DIST, sweepCrawl(FULL, await routesOf(e2e)))
}, crawlTimeout(FULL))
afterAll(async () => { await e2e?.close() })

type Trigger = { kind: 'load', load: LoadRecord } | { kind: 'tap', tap: TapRecord }

/** One trigger per route: a load when any load calls it (anonymous first), else a tap. The app variant is for the tap sweep. */
function triggers (c: Pick<Crawl, 'loads' | 'taps'>): Map<string, Trigger> {
  const out = new Map<string, Trigger>()
  const order: Variant[] = ['anonymous', 'login']
  for (const variant of order) {
    for (const load of c.loads.filter((l) => l.variant === variant)) {
      for (const route of Object.keys(load.routes)) if (!out.has(route)) out.set(route, { kind: 'load', load })
    }
  }
  for (const variant of order) {
    for (const tap of c.taps.filter((t) => t.variant === variant)) {
      for (const route of Object.keys(tap.routes)) if (!out.has(route)) out.set(route, { kind: 'tap', tap })
    }
  }
  return out
}

// Only a crawl of every scenario can tell (the sweeps).
;(FULL ? it : it.skip)('reaches every gateway call the emulator serves, but the few listed with a reason', () => {
  const reached = new Set([...crawled.loads.flatMap((l) => Object.keys(l.routes)), ...crawled.taps.flatMap((t) => Object.keys(t.routes))])
  const names = crawled.routes.map((r) => r.name)
  expect(names.filter((n) => !reached.has(n) && !UNREACHED[n])).toEqual([])
  // A listed route that is reached now belongs in the matrix: take it off the list.
  expect(Object.keys(UNREACHED).filter((n) => reached.has(n) || !names.includes(n))).toEqual([])
})

/** Whether a crawl shows `route` made where its source says (a load of that scenario, or a tap matching its last piece). */
function holds (c: Pick<Crawl, 'loads' | 'taps'>, route: string, source: CallSource): boolean {
  if (source.by === 'load') return c.loads.some((l) => l.scenario === source.scenario && l.variant === source.variant && l.routes[route])
  const last = source.taps[source.taps.length - 1]
  return c.taps.some((t) => t.scenario === source.scenario && t.variant === source.variant && t.routes[route] && tapMatches(t.target.sig, last))
}

// The gate finds a sampled call where its source says: only the whole crawl can check every source (the sweeps).
;(FULL ? it : it.skip)('every call\'s source in the gate\'s sample (faultSample.ts CALL_SOURCES) makes that call', () => {
  expect(Object.entries(CALL_SOURCES).filter(([route, source]) => !holds(crawled, route, source)).map(([route, source]) => `${route}: ${JSON.stringify(source)}`)).toEqual([])
})

/** What the crawl was meant to take (crawl.ts sweepCrawl: demo and the sampled calls' scenarios, or every scenario) and what it did. */
it('the crawl reached every scenario it meant to, for every visitor kind, each drawing its page', async () => {
  const options = sweepCrawl(FULL, crawled.routes)
  const meant = FULL ? (await scenariosOf(e2e)).map((s) => s.id) : options.only ?? []
  const { lines, problems } = crawlCoverage(crawled, options)
  console.log(`fault matrix crawl: meant ${meant.length} scenarios × ${options.variants.length} visitor kinds\n${lines.join('\n')}`)
  expect([...crawled.scenarios].sort()).toEqual([...meant].sort())
  expect(problems).toEqual([])
})

interface Case { route: string, fault: FaultSpec, trigger: Trigger }

/** A crawl made for the sample's calls the shared crawl did not make: a scenario's load, or only the taps its source names. */
interface OwnCrawl { key: string, scenario: string, variant: Variant, blocks: number, taps: number, made: string[] }

/**
 * Where each of `routes` is made: the shared crawl's trigger, else one from crawling its source (a load, or
 * only the source's taps, so a pool's forty tappables cost nothing). A call its source does not make is named
 * in `notFound`: the gate means to put it under the faults.
 */
async function findTriggers (routes: readonly string[], shared: Map<string, Trigger>): Promise<{ found: Array<[string, Trigger]>, notFound: string[], own: OwnCrawl[] }> {
  const scenarios = await scenariosOf(e2e)
  const own: OwnCrawl[] = []
  const found: Array<[string, Trigger]> = []
  const notFound: string[] = []
  const cache = new Map<string, Map<string, Trigger>>()
  for (const route of routes) {
    const have = shared.get(route)
    if (have) { found.push([route, have]); continue }
    const source = CALL_SOURCES[route]
    const url = source && scenarios.find((s) => s.id === source.scenario)?.url
    if (!source || !url) { notFound.push(`${route} (no source${source ? `: no scenario ${source.scenario}` : ''})`); continue }
    const key = `${source.scenario}/${source.variant}${source.by === 'tap' ? ` taps ${source.taps.join(' > ')}` : ' load'}`
    let made = cache.get(key)
    if (!made) {
      const pieces = source.by === 'tap' ? source.taps : []
      // A load alone (no tap), or only the taps of the source's chain.
      const result = await crawlOne(e2e, source.scenario, url, source.variant, () => true, (t) => !pieces.some((p) => tapMatches(t.sig, p)), source.by === 'tap' ? Infinity : 0)
      made = triggers({ loads: [result.load], taps: result.taps })
      cache.set(key, made)
      own.push({ key, scenario: source.scenario, variant: source.variant, blocks: result.coverage.blocks, taps: result.coverage.tapped, made: [...made.keys()] })
    }
    const trigger = made.get(route)
    if (trigger) found.push([route, trigger])
    else notFound.push(`${route} (not made by ${key})`)
  }
  return { found, notFound, own }
}

async function openTrigger (visit: Visit, trigger: Trigger): Promise<void> {
  const url = trigger.kind === 'load' ? trigger.load.url : trigger.tap.url
  await visit.page.goto('about:blank')
  await visit.open(url)
}

/** The browser's note that a call of `route` failed to load, as support.ts records it: `Failed to load resource: … (http://…/its/path)`. */
function routeLoadError (route: string): RegExp {
  const url = crawled.routes.find((r) => r.name === route)?.url ?? `/${route}`
  const path = url.split('/').map((part) => part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('/')
  return new RegExp(`^Failed to load resource: .*\\(https?://[^/]+${path}(\\?[^)]*)?\\)$`)
}

async function runCase ({ route, fault, trigger }: Case): Promise<string[]> {
  const problems: string[] = []
  const variant = trigger.kind === 'load' ? trigger.load.variant : trigger.tap.variant
  const visit = await newVisit(e2e, variant)
  // The fault's own doing: the browser notes the faulted call's failed load (a 500, 403, 502, a reset). Any other
  // page error (an uncaught exception, the app's console.error) is this case's problem, named with its fault.
  expectPageErrors(visit.context, routeLoadError(route))
  // A hostile answer's image addresses include '//evil.test' (server/hostileCorpus.ts), a protocol-relative https
  // image any host may serve (lib/config imageUrl keeps it); offline, its load fails: the fault's doing too.
  if (fault === 'hostile') expectPageErrors(visit.context, /^Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/evil\.test\/[^)]*\)$/)
  // No answer waits out the client's 15 s per call, and a block may ask only after another's call gave up (the
  // stores page's fourth list mounts once the three above it fall to their one-line failures: 16 s, then 31 s).
  const long = { maxMs: fault === 'timeout' ? 50_000 : 30_000 }
  try {
    let toasts: string[] = []
    if (trigger.kind === 'load') {
      await visit.setFaults({ [route]: fault })
      await openTrigger(visit, trigger)
      if (!await settle(visit, long)) problems.push(`still busy or calling ${long.maxMs / 1000} s after load`)
      const blocks = await mountAll(visit)
      if (fault === 'latency=3000') {
        if (drawn(blocks) !== drawn(trigger.load.blocks)) problems.push(`slow: blocks ${blocks} differ from ${trigger.load.blocks}`)
      } else if (fault !== 'hostile') {
        const placeholder = /^pages\//.test(route) && blocks.length === 1 && blocks[0] === 'placeholder' && await visit.page.locator('.campaign-placeholder__refresh').count() === 1
        // 000 §8: a page-data failure shows the placeholder (with refresh); any other load call costs at most its blocks' live data.
        if (!placeholder && drawn(blocks) !== drawn(trigger.load.blocks)) problems.push(`blocks ${blocks} (clean: ${trigger.load.blocks})`)
      }
    } else {
      const { tap } = trigger
      await openTrigger(visit, trigger)
      await settle(visit)
      if (!await replayChain(visit, tap.target) || !await reach(visit.page, tap.target)) return [`trigger ${tap.target.selector} not found`]
      await visit.setFaults({ [route]: fault })
      const outcome = await tapOnce(visit, tap.target, long.maxMs)
      toasts = outcome.toasts
      if (!outcome.settled) problems.push(`still busy or calling ${long.maxMs / 1000} s after the tap`)
      if (!outcome.routes[route]) problems.push('the tap did not call the route')
      const shorter = shorterTimeout(route)
      if (fault === 'latency=3000' && shorter) {
        // The spec gives this call less than 3 s: a slow answer is its timeout, with the block's own text.
        if (!outcome.toasts.includes(shorter.text)) problems.push(`slow past its ${shorter.ms} ms: toasts ${JSON.stringify(outcome.toasts)}`)
      } else if (fault === 'latency=3000') {
        if (JSON.stringify(outcome.toasts) !== JSON.stringify(tap.toasts) || outcome.navs.length !== tap.navs.length) problems.push(`slow: ${JSON.stringify(outcome)} differs from clean ${JSON.stringify(tap)}`)
      } else if (fault !== 'hostile') {
        const dialog = (fault === 'timeout' || fault === 'reset') ? noAnswerDialog(route) : undefined
        if (dialog) {
          if (!(await visit.page.evaluate('document.body.innerText') as string).includes(dialog)) problems.push(`no "${dialog}" dialog; toasts ${JSON.stringify(outcome.toasts)}`)
          // Closed as a visitor would, so the tap after the fault clears reaches the button.
          await visit.page.locator('.confirm-dialog__button--cancel').click({ timeout: 5000 }).catch(() => problems.push('the dialog did not close'))
        } else if (!quiet(route) && !outcome.toasts.some(expectedMessage(fault, route))) problems.push(`toasts ${JSON.stringify(outcome.toasts)}`)
        if (outcome.navs.length) problems.push(`navigated: ${outcome.navs}`)
      }
    }
    const probe = await visit.probe()
    const text = await visit.page.evaluate('document.body.innerText') as string
    if (probe.alerts || probe.pwned) problems.push(`script ran (alerts ${probe.alerts}, __pwned ${String(probe.pwned)})`)
    const offsite = [...probe.navs.filter((n) => /^(open|push|hash):.*\/\/(?!127\.0\.0\.1)/.test(n)), ...visit.docNavs.filter((n) => !n.startsWith(e2e.emulator.origin) && !/^https:\/\/m\.example\.cn\//.test(n))]
    if (offsite.length) problems.push(`left the site: ${offsite}`)
    if (visit.pageErrors.length) problems.push(`uncaught: ${visit.pageErrors.slice(0, 3)}`)
    const raw = [text, ...toasts].join('\n').match(RAW_ERROR)
    if (raw && fault !== 'hostile') problems.push(`raw error text shown: ${raw[0]}`)

    // The fault clears: the same action works as it did clean.
    await visit.setFaults({ [route]: null })
    if (trigger.kind === 'load') {
      await openTrigger(visit, trigger)
      await settle(visit, long)
      const blocks = await mountAll(visit)
      if (drawn(blocks) !== drawn(trigger.load.blocks)) problems.push(`after clearing: blocks ${blocks}`)
    } else {
      const { tap } = trigger
      // On the same page, unless a hostile answer took it elsewhere: a lock left set would block this tap.
      if (fault === 'hostile') {
        await openTrigger(visit, trigger)
        await settle(visit)
        await replayChain(visit, tap.target)
        await reach(visit.page, tap.target)
      }
      // A quiet failure may leave up what the tap opened (the address book over the claim form, with nothing
      // in it): the visitor closes it, as they would, to try again.
      if (quiet(route) && !await reach(visit.page, tap.target, 2000)) await visit.page.locator('.dialog-host__mask').click({ position: { x: 5, y: 5 }, timeout: 5000 }).catch(() => problems.push('after clearing: what the tap opened did not close'))
      // A visitor's next try, not the same burst: taps within 800 ms of the last are one (renderer/click.ts, lib/guard.ts).
      await visit.page.waitForTimeout(900)
      const again = await tapOnce(visit, tap.target, long.maxMs)
      // After a slow, hostile or oversized answer the action was done (signed up, claimed: the emulator does it,
      // then answers so): the next tap may be the block's own answer (a toast, a page, or a scroll to where the
      // coupons are used), with no call.
      const done = fault === 'latency=3000' || fault === 'hostile' || fault === 'oversized'
      if (!again.settled) problems.push('after clearing: still busy after the tap')
      if (!again.routes[route] && !done) problems.push('after clearing: the tap did nothing')
      if (!done && (JSON.stringify(again.toasts) !== JSON.stringify(tap.toasts) || again.navs.length !== tap.navs.length)) {
        problems.push(`after clearing: toasts ${JSON.stringify(again.toasts)} navs ${again.navs.length} (clean: ${JSON.stringify(tap.toasts)} ${tap.navs.length})`)
      }
    }
  } catch (e) {
    problems.push(`threw: ${(e as Error).message.split('\n')[0]}`)
  } finally {
    const unexpected = takePageErrors(visit.page)
    if (unexpected.length) problems.push(`page errors: ${unexpected.slice(0, 3).map((e) => `${e.kind} ${e.text}`).join('; ')}${unexpected.length > 3 ? ` and ${unexpected.length - 3} more` : ''}`)
    await visit.close()
  }
  return problems
}

it(`${FULL ? `every reached call × ${FAULTS.length} faults` : `${GATE_CALLS} calls the commit picks, the ${FAULTS.length} faults dealt over them`}: the right message or state, nothing stuck or run, works once cleared`, async () => {
  // FAULTS_ROUTES=a,b replays some calls only (a finding's routes, named in its failure).
  const only = process.env.FAULTS_ROUTES?.split(',').filter(Boolean)
  const shared = triggers(crawled)
  let meant: string[]
  let skipped: Array<{ route: string, reason: string }> = []
  if (FULL) {
    // Every call a visitor can make (all but UNREACHED's) under every fault in the sweeps.
    meant = crawled.routes.map((r) => r.name).filter((route) => !UNREACHED[route] && (!only || only.includes(route)))
  } else if (only) {
    meant = only
  } else {
    // npm test: calls the commit picks over every route the emulator lists (one fault a call of a crawl was 112 s
    // of a gate that must end inside 15 minutes; every call × fault is callFaults').
    ({ chosen: meant, skipped } = sampleCalls(crawled.routes, sampleSeed()))
    console.log(`fault matrix sample (commit ${sampleSeed()}; SAMPLE_SEED replays it): ${meant.map((r) => `${r} (${crawled.routes.find((x) => x.name === r)?.action ? 'action' : 'read'})`).join(', ')}${skipped.length ? `; skipped, no visitor reaches them: ${skipped.map((s) => `${s.route} (${s.reason})`).join('; ')}` : ''}`)
  }
  // The sweeps' whole crawl reaches every call or it is named; the gate looks further where the shared crawl did not make one.
  const { found, notFound, own } = FULL
    ? { found: meant.flatMap((r): Array<[string, Trigger]> => { const t = shared.get(r); return t ? [[r, t]] : [] }), notFound: meant.filter((r) => !shared.has(r)).map((r) => `${r} (not reached by the whole crawl)`), own: [] }
    : await findTriggers(meant, shared)
  const cases: Case[] = []
  const triggerOf = new Map(found)
  if (FULL || only) {
    for (const [route, trigger] of found) for (const fault of FAULTS) cases.push({ route, fault, trigger })
  } else {
    for (const { route, fault } of dealCases(found.map(([r]) => r), FAULTS, sampleSeed())) cases.push({ route, fault, trigger: triggerOf.get(route) as Trigger })
  }
  // The no-answer cases wait out the client's 15 s: start them first, side by side.
  cases.sort((a, b) => Number(b.fault === 'timeout') - Number(a.fault === 'timeout'))
  const results = await pool(cases, 5, runCase)
  const ran = results.filter((r) => Array.isArray(r)).length
  const failures = cases.flatMap((c, i) => results[i].map((p) => `${c.route} × ${c.fault} (${c.trigger.kind === 'load' ? `load ${c.trigger.load.scenario}/${c.trigger.load.variant}` : `tap ${c.trigger.tap.target.sig} on ${c.trigger.tap.scenario}/${c.trigger.tap.variant}`}): ${p}`))
  const by = ([route, t]: [string, Trigger]) => `${route} by ${t.kind === 'load' ? `load of ${t.load.scenario}/${t.load.variant}` : `tap ${t.tap.target.sig} on ${t.tap.scenario}/${t.tap.variant}`}`
  const meantCases = FULL || only ? meant.length * FAULTS.length : FAULTS.length
  console.log(`fault matrix coverage: meant ${FULL || only ? `${meant.length} calls × ${FAULTS.length} faults` : `${meant.length} calls, the ${FAULTS.length} faults dealt over them`} = ${meantCases} cases; ran ${ran} cases on ${found.length} calls (${found.map(by).join(', ')}; ${cases.map((c) => `${c.route} × ${c.fault}`).join(', ')})` +
    `${own.length ? `; crawled for them: ${own.map((o) => `${o.key} (${o.blocks} blocks, ${o.taps} taps)`).join(', ')}` : ''}${notFound.length ? `; NOT FOUND: ${notFound.join(', ')}` : ''}; ${failures.length} problems, ${Math.round((Date.now() - started) / 1000)} s with the crawl`)
  // Every call meant was found where its source says it is made (a drifted selector or source fails here, by name).
  expect(notFound).toEqual([])
  // The floor: the sample's calls (the gate's, 3) or every reached one (the sweeps'), each under every fault.
  expect(found.map(([route]) => route)).toEqual(meant)
  if (!FULL && !only) {
    expect(meant).toHaveLength(GATE_CALLS)
    // Every fault kind met, and every sampled call met some.
    expect([...new Set(cases.map((c) => c.fault))].sort()).toEqual([...FAULTS].sort())
    expect([...new Set(cases.map((c) => c.route))].sort()).toEqual([...meant].sort())
  }
  expect(ran).toBe(meantCases)
  expect(failures).toEqual([])
}, FULL ? 40 * 60_000 : 900_000)
