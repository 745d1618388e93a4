/**
 * The page fuzzer's browser half (issue 28, build 2): serves each mutated page (mutate.ts) through the
 * emulator's in-memory pages (PUT /__emu/pages/fuzz-…), loads it in Chromium on the built dist/h5 and
 * counts what a visitor must never meet. Used by `npm run fuzz` (scripts/fuzz.ts) and by `npm test`
 * (test/e2e/fuzz.test.ts, 100 pages, seed 28).
 *
 * Per page, against the same scenario loaded unmutated in the same way:
 * - uncaughtErrors: `pageerror` events;
 * - consoleErrors: console errors other than a resource that failed to load (a hostile image URL may);
 * - blankPages: no block shown where the unmutated page showed some and a block the mutations left alone
 *   should still be there;
 * - rawErrorTexts: visible text matching an exception's (TypeError, 'is not a function', 'undefined',
 *   'NaN', '[object Object]'…) that neither the config nor the unmutated page holds, a release page showing
 *   a block's fault text, or a full-page placeholder saying anything but a catalogue text;
 * - goodBlocksLost: a block (`[data-uuid]`) the mutations did not touch that the unmutated page showed and
 *   this one does not (missing, zero height, or pushed more than BURIED_PX further down);
 * - scriptExecutions: a corpus payload ran (`__pwned` called or set, the title set to PWNED_TITLE, a dialog);
 * - offSite: a request or navigation to a host that is neither the emulator's nor one of a URL the config
 *   writes itself (judge.ts hostsIn: absolute http(s), trimmed; for loads also protocol-relative) (Chromium
 *   resolves no other host: nothing leaves the machine);
 * - stuck: neither the page nor its placeholder shown after SETTLE_MS.
 * Pages are settled, not slept on: no request in flight and no block mounted or gone for QUIET_MS.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { listScenarioIds, loadScenario } from '../../server/scenarios'
import { COUNTERS, hostsIn, judge, stringsOf, zero, type Counter, type Counts, type Snapshot } from './judge'
import { fuzzCase, type FuzzBase, type FuzzCase } from './mutate'
import { CHROMIUM, chromiumArgs } from '../utils/chromium'

export { COUNTERS, type Counter, type Counts } from './judge'

const ROOT = path.resolve(__dirname, '..', '..')
export const DIST_H5 = path.join(ROOT, 'dist', 'h5')

/** A page is settled once nothing is in flight and the DOM has not changed for this long. */
export const QUIET_MS = 150
/** ...or after this long: then it counts as stuck. */
export const SETTLE_MS = 20_000
/**
 * The blocks below the first batch wait for the first screen to be painted (a frame and 150 ms after the
 * boot screen goes: platform/bootScreen.h5.ts, stores/firstScreen.ts), then for their kinds' code: a pause
 * with nothing mounting and nothing in flight of 380 ms on the coupons page on a quiet machine, more under load.
 */
const AFTER_SHOWN_MS = 1000
/** Shown and idle, but the DOM still changing after this long: snapshot it as it is. */
const BUSY_MS = 2500
/** Scroll rounds to mount the blocks further down (H5 mounts them as the visitor scrolls). */
const SCROLL_ROUNDS = 8
/** Slots passed with their block never seen drawn that the probe goes back to: at most this many and this long a page. */
const SKIPPED_VISITS = 40
const SKIPPED_MS = 10_000

export interface FuzzOptions {
  pages: number
  seed: number
  /** Only these cases (a replay); `pages` is ignored. */
  cases?: number[]
  /**
   * Pages in parallel (default 2, at most 3 on two cores: a page spends much of its time waiting for quiet; with 4,
   * pages of a thousand blocks did not finish mounting in time and read as good blocks lost: 6 of 500, each 0 alone).
   */
  workers?: number
  distDir?: string
  log?: (line: string) => void
  /** Called once per page, for progress. */
  onPage?: (result: PageResult) => void
  /** Mutated pages instead of fuzzCase's (the runner's own test feeds a page built to fail). */
  makeCase?: (bases: readonly FuzzBase[], seed: number, index: number) => FuzzCase
}

export interface PageResult {
  index: number
  base: string
  mutations: FuzzCase['mutations']
  counts: Counts
  /** What each count was (a message, a uuid, a URL), shortened. */
  details: string[]
  requests: number
  ms: number
}

export interface FuzzReport {
  seed: number
  pages: number
  unmutated: number
  seconds: number
  pagesPerSecond: number
  totals: Counts
  /** Pages with at least one count of the kind. */
  pagesFailing: Counts
  requests: number
  failures: PageResult[]
  /**
   * Pages that failed only on LOAD_SENSITIVE counts beside other pages: each was loaded again alone, to say
   * whether it fails only under load. Both runs are here; the page stays a failure either way (a page stuck
   * under load is what a phone under load shows).
   */
  replayedAlone: Array<{ beside: PageResult, alone: PageResult }>
  /** Unmutated loads that failed on their own (a scenario that is broken without any mutation). */
  baseFailures: PageResult[]
}

const failed = (r: PageResult): boolean => COUNTERS.some((c) => r.counts[c] > 0)
/** Counts a loaded machine can make on its own: the judge saw the page before it had drawn everything. */
export const LOAD_SENSITIVE: readonly Counter[] = ['goodBlocksLost', 'blankPages', 'stuck']
const onlyLoadSensitive = (r: PageResult): boolean => COUNTERS.every((c) => r.counts[c] === 0 || LOAD_SENSITIVE.includes(c))
const short = (s: string, n = 160): string => (s.length > n ? `${s.slice(0, n)}…` : s).replace(/\s+/g, ' ')

/** Recorder for the page loading now in one worker. */
class Recorder {
  counts = zero()
  details: string[] = []
  requests = 0
  inflight = 0
  allowedHosts = new Set<string>()
  /** Hosts a subresource (an image) may load from: allowedHosts and the config's protocol-relative URLs. */
  loadHosts = new Set<string>()
  constructor (readonly origin: string) {}
  add (counter: Counter, detail: string): void {
    this.counts[counter]++
    if (this.details.length < 12) this.details.push(`${counter}: ${short(detail)}`)
  }
}

const INIT_SCRIPT = `(() => {
  try { localStorage.clear(); sessionStorage.clear() } catch (e) {}
  const report = (how, what) => { try { window.__fuzzReport(how, String(what).slice(0, 200)) } catch (e) {} }
  try {
    Object.defineProperty(window, '__pwned', { configurable: false, get: () => (...a) => report('__pwned()', a.join(',')), set: (v) => report('__pwned =', v) })
  } catch (e) {}
  // Quiet means no block (or the page's placeholder) mounted or gone: a countdown's text, a carousel's slides
  // and a marquee's rows change all the time.
  let last = performance.now()
  const SLOT = '[data-uuid], .campaign, .campaign-placeholder'
  const isSlot = (n) => n.nodeType === 1 && (n.matches(SLOT) || !!n.querySelector(SLOT))
  new MutationObserver((records) => {
    if (records.some((r) => Array.prototype.some.call(r.addedNodes, isSlot) || Array.prototype.some.call(r.removedNodes, isSlot))) last = performance.now()
  }).observe(document, { subtree: true, childList: true })
  window.__fuzzQuiet = () => performance.now() - last
})()`

// In-page scripts as text: the runner is compiled by babel under jest, whose helpers a function passed to
// page.evaluate would name but not carry into the page.
const STATE_JS = `(() => {
  const shown = !!document.querySelector('.campaign, .campaign-placeholder') && !document.querySelector('.loading-mask') && !document.getElementById('boot-screen')
  // Floating blocks, and the stacked ones reached (each has its window slot, mounted or standing empty).
  const top = document.querySelectorAll('.campaign > [data-uuid], .block-window-slot').length
  return { quiet: window.__fuzzQuiet ? window.__fuzzQuiet() : 0, shown, top }
})()`
// The blocks in the page now, each with its height and its top in page coordinates, added to what the page
// has drawn so far (window.__fuzzSeen): the page's block window gives way to the blocks far behind the
// screen, so a block is judged by having been drawn on the way down, not by being there at the end.
const SEEN_JS = `
  const scroller = document.querySelector('.taro_page_show') || document.scrollingElement
  const offset = scroller ? scroller.scrollTop : 0
  const seen = window.__fuzzSeen || (window.__fuzzSeen = {})
  for (const el of Array.from(document.querySelectorAll('[data-uuid]'))) {
    const rect = el.getBoundingClientRect()
    const uuid = el.dataset.uuid || ''
    const was = seen[uuid]
    if (!was || (was.h <= 0 && rect.height > 0)) seen[uuid] = { uuid: uuid, h: rect.height, top: rect.top + offset }
  }
  for (const slot of Array.from(document.querySelectorAll('.block-window-slot'))) if (slot.querySelector('[data-uuid]')) slot.__fuzzDrawn = true
`
const SNAPSHOT_JS = `(() => {${SEEN_JS}
  const placeholder = document.querySelector('.campaign-placeholder__text')
  return {
    blocks: Object.keys(seen).map((k) => seen[k]),
    text: (document.body.innerText || '').slice(0, 200000),
    placeholder: placeholder ? placeholder.textContent || '' : null,
    faults: Array.from(document.querySelectorAll('.block-fault'), (el) => el.textContent || ''),
    title: document.title
  }
})()`
const SCROLL_JS = `(() => {${SEEN_JS}
  const el = scroller
  const count = Object.keys(seen).length + ':' + document.querySelectorAll('.block-window-slot').length
  if (!el) return { count, atEnd: true }
  const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 1
  el.scrollTop = el.scrollHeight
  return { count, atEnd }
})()`

// A window slot the scroll went past while its block was never seen drawn in it (a loaded machine: the page
// still stepping when the next round scrolled on), scrolled to once, as a visitor who stops there; false when
// none is left. Without it a block skipped so was judged lost (sweeps at 32666fb: 2 pages of 200, clean alone).
const SKIPPED_JS = `(() => {${SEEN_JS}
  const slot = Array.from(document.querySelectorAll('.block-window-slot')).find((s) => !s.__fuzzDrawn && !s.__fuzzVisited)
  if (!slot) return false
  slot.__fuzzVisited = true
  slot.scrollIntoView({ block: 'start' })
  return true
})()`

async function newWorkerPage (browser: Browser, origin: string, current: () => Recorder | undefined): Promise<{ context: BrowserContext, page: Page }> {
  const context = await browser.newContext({
    // A tall phone: more of a page mounts per scroll round (H5 mounts 1.5 screens ahead); scale 1 paints less.
    viewport: { width: 375, height: 1600 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
  })
  await context.exposeBinding('__fuzzReport', (_source, how: string, what: string) => { current()?.add('scriptExecutions', `${how} ${what}`) })
  await context.addInitScript(INIT_SCRIPT)
  const host = new URL(origin).host
  const page = await context.newPage()
  // FUZZ_CPU_THROTTLE=N: the page's CPU N times slower (a loaded phone; the probe's own timing under load).
  if (Number(process.env.FUZZ_CPU_THROTTLE) > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.FUZZ_CPU_THROTTLE) })
  page.on('pageerror', (err) => { current()?.add('uncaughtErrors', `${err.name}: ${err.message}`) })
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const text = msg.text()
    // A configured image or video on an unreachable host (or a refused one) fails to load: that is the browser's note, not the page's error.
    if (/^Failed to load resource/.test(text)) return
    current()?.add('consoleErrors', text)
  })
  page.on('dialog', (dialog) => {
    current()?.add('scriptExecutions', `${dialog.type()} ${dialog.message()}`)
    dialog.dismiss().catch(() => undefined)
  })
  // Each request counts for the page that made it (a late one of the previous page must not hold this one's settling).
  const owner = new WeakMap<object, Recorder>()
  page.on('request', (req) => {
    const rec = current()
    if (!rec) return
    owner.set(req, rec)
    rec.requests++
    rec.inflight++
    const url = req.url()
    let target: URL | undefined
    try { target = new URL(url) } catch { /* reported below */ }
    const isNav = req.isNavigationRequest() && req.frame() === page.mainFrame()
    if (!target) { rec.add('offSite', `unparsable ${url}`); return }
    if (/^(https?|wss?|ftp):$/.test(target.protocol)) {
      if (target.host !== host && !(isNav ? rec.allowedHosts : rec.loadHosts).has(target.host)) rec.add('offSite', `${isNav ? 'navigation' : req.resourceType()} to ${url}`)
    } else if (isNav && target.protocol !== 'about:') rec.add('offSite', `navigation to ${url}`)
  })
  const done = (req: object) => { const rec = owner.get(req); if (rec && rec.inflight > 0) rec.inflight-- }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.on('framenavigated', (frame) => {
    const rec = current()
    const url = frame.url()
    if (rec && frame === page.mainFrame() && url !== 'about:blank' && !url.startsWith(origin)) rec.add('offSite', `page now at ${url}`)
  })
  return { context, page }
}

type Settled = 'settled' | 'busy' | 'stuck'

/**
 * Waits until the page (or its placeholder) is shown, nothing is in flight and the DOM has been quiet
 * QUIET_MS. 'stuck': not shown after `timeoutMs`. 'busy': shown, but still asking or changing after
 * `timeoutMs`, or idle but still changing after BUSY_MS (thousands of small blocks mounting a frame at a time).
 */
async function settle (page: Page, rec: Recorder, timeoutMs: number, expected = Infinity): Promise<Settled> {
  const deadline = Date.now() + timeoutMs
  let idleSince = 0
  let shownAt = 0
  for (;;) {
    await page.waitForTimeout(40)
    const state = await page.evaluate<{ quiet: number, shown: boolean, top: number }>(STATE_JS).catch(() => ({ quiet: 0, shown: false, top: 0 }))
    if (state.shown && !shownAt) shownAt = Date.now()
    const idle = state.shown && rec.inflight <= 0
    // Every entry of the config has its block (its slot, empty or not): no later batch to wait for.
    if (idle && state.quiet >= QUIET_MS && (state.top >= expected || Date.now() - shownAt >= AFTER_SHOWN_MS)) return 'settled'
    if (!idle) idleSince = 0
    else if (!idleSince) idleSince = Date.now()
    else if (Date.now() - idleSince > BUSY_MS) return 'busy'
    // Shown but still asking and mounting (a thousand product blocks, each with its price call): judged as it is.
    if (Date.now() > deadline) return state.shown ? 'busy' : 'stuck'
  }
}

async function snapshot (page: Page): Promise<Omit<Snapshot, 'settled'>> {
  return page.evaluate<Omit<Snapshot, 'settled'>>(SNAPSHOT_JS)
}

/**
 * Scrolls to the page's end until no more blocks mount (or SCROLL_ROUNDS), then back to each slot passed with
 * its block never seen drawn: whether it stayed settled.
 */
async function mountAll (page: Page, rec: Recorder): Promise<boolean> {
  let last = ''
  for (let round = 0; round < SCROLL_ROUNDS; round++) {
    const { count, atEnd } = await page.evaluate<{ count: string, atEnd: boolean }>(SCROLL_JS)
    // Settled with the page's end on screen and nothing new: every block reached (the page's window mounts them as the end nears).
    if (atEnd && (round === 0 || count === last)) break
    last = count
    // Busy (still mounting) or not, scroll on: the next round sees whether more blocks came.
    if (await settle(page, rec, 3000) === 'stuck') return false
  }
  const until = Date.now() + SKIPPED_MS
  for (let visit = 0; visit < SKIPPED_VISITS && Date.now() < until && await page.evaluate<boolean>(SKIPPED_JS); visit++) {
    if (await settle(page, rec, 1500) === 'stuck') return false
  }
  return true
}

/** How many blocks a page's list can mount at most: its entries that are objects (the renderer skips the rest). */
function entriesOf (page: unknown): number {
  const list = page && typeof page === 'object' ? (page as { components?: unknown }).components : undefined
  return Array.isArray(list) ? list.filter((c) => c && typeof c === 'object' && !Array.isArray(c)).length : 0
}

async function load (page: Page, url: string, rec: Recorder, expected: number): Promise<Snapshot> {
  await page.goto(url, { waitUntil: 'commit', timeout: SETTLE_MS })
  const state = await settle(page, rec, SETTLE_MS, expected)
  // A page still busy (mounting thousands of blocks) is scrolled too, and judged on what it shows by then.
  const settled = state !== 'stuck' && await mountAll(page, rec)
  return { ...await snapshot(page), settled }
}

export async function runFuzz (options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => undefined)
  const distDir = options.distDir ?? DIST_H5
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${path.relative(ROOT, distDir)} is missing: npm run build:h5 first`)
  const emulator: RunningEmulator = await startEmulator({ port: 0, distDir })
  const origin = emulator.origin
  const host = new URL(origin).hostname
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: chromiumArgs([
      // No host but the emulator's resolves: an off-site request is counted (request event) and goes nowhere.
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`])
  })
  const started = Date.now()
  const bases: FuzzBase[] = listScenarioIds().map((id) => {
    const s = loadScenario(id, origin)
    return { id, page: s?.page ?? null, seed: s?.seed, clock: s?.clock }
  })
  const makeCase = options.makeCase ?? fuzzCase
  const indices = options.cases ?? Array.from({ length: options.pages }, (_, i) => i)
  const results: PageResult[] = []
  const baseResults: PageResult[] = []
  const baseSnaps = new Map<string, Promise<Snapshot>>()

  const put = async (activityId: string, page: unknown, base: FuzzBase): Promise<void> => {
    const res = await fetch(`${origin}/__emu/pages/${activityId}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page, seed: base.seed, clock: base.clock }) })
    if (!res.ok) throw new Error(`emulator refused ${activityId}: ${res.status} ${await res.text()}`)
  }
  // The query before the hash makes every load a new document (a hash change alone would not reload).
  const urlOf = (activityId: string, n: string) => `${origin}/index.html?fuzz=${n}#/pages/campaign/index?activityId=${activityId}`

  /** Loads each case of `queue` in one page of its own, one after the other; results go to `sink`. */
  const worker = async (w: number, queue: number[], sink: (result: PageResult) => void): Promise<void> => {
    let rec: Recorder | undefined
    const { context, page } = await newWorkerPage(browser, origin, () => rec)
    const baseSnapshot = (base: FuzzBase): Promise<Snapshot> => {
      let p = baseSnaps.get(base.id)
      if (!p) {
        p = (async () => {
          // The unmutated page, served the same way, in this worker's page.
          const id = `fuzz-base-${base.id}`
          await put(id, base.page, base)
          const own = new Recorder(origin)
          own.allowedHosts = hostsIn(base.page)
          own.loadHosts = hostsIn(base.page, { protocolRelative: true })
          rec = own
          const t = Date.now()
          const snap = await load(page, urlOf(id, `base-${base.id}`), own, entriesOf(base.page))
          if (!snap.settled) own.add('stuck', `unmutated page not settled in ${SETTLE_MS} ms`)
          rec = undefined
          baseResults.push({ index: -1, base: base.id, mutations: [], counts: own.counts, details: own.details, requests: own.requests, ms: Date.now() - t })
          return snap
        })()
        baseSnaps.set(base.id, p)
      }
      return p
    }
    try {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const fuzz = makeCase(bases, options.seed, index)
        const base = bases.find((b) => b.id === fuzz.base) as FuzzBase
        const baseSnap = await baseSnapshot(base)
        const id = `fuzz-w${w}-${index}`
        await put(id, fuzz.page, base)
        const own = new Recorder(origin)
        own.allowedHosts = new Set([...hostsIn(fuzz.page), ...hostsIn(base.page)])
        own.loadHosts = new Set([...hostsIn(fuzz.page, { protocolRelative: true }), ...hostsIn(base.page, { protocolRelative: true })])
        rec = own
        const t = Date.now()
        let snap: Snapshot
        try {
          snap = await load(page, urlOf(id, String(index)), own, entriesOf(fuzz.page))
        } catch (e) {
          own.add('stuck', `load failed: ${(e as Error).message}`)
          snap = { blocks: [], text: '', placeholder: null, faults: [], title: '', settled: true }
        }
        for (const f of judge(fuzz, snap, baseSnap, stringsOf(fuzz.page), SETTLE_MS)) own.add(f.counter, f.detail)
        rec = undefined
        sink({ index, base: fuzz.base, mutations: fuzz.mutations, counts: own.counts, details: own.details, requests: own.requests, ms: Date.now() - t })
      }
    } finally {
      await context.close().catch(() => undefined)
    }
  }

  const replayedAlone: FuzzReport['replayedAlone'] = []
  try {
    const workers = Math.max(1, Math.min(options.workers ?? 2, 3))
    const queue = [...indices]
    await Promise.all(Array.from({ length: workers }, (_, w) => worker(w, queue, (r) => { results.push(r); options.onPage?.(r) })))
    // A page judged only on what a loaded machine may not have drawn yet (blocks lost, a page not settled or
    // blank) is loaded again alone, to tell the report whether it fails only under load. It is a failure
    // either way (issue 52: a second run forgave it before; a page stuck under load is a phone's defect too).
    const again = workers > 1 ? results.filter((r) => failed(r) && onlyLoadSensitive(r)) : []
    if (again.length) {
      const alone = new Map<number, PageResult>()
      await worker(workers, again.map((r) => r.index), (r) => { alone.set(r.index, r) })
      for (const beside of again) {
        const r = alone.get(beside.index)
        if (r) replayedAlone.push({ beside, alone: r })
      }
    }
  } finally {
    await browser.close().catch(() => undefined)
    await emulator.close()
  }
  const seconds = (Date.now() - started) / 1000
  results.sort((a, b) => a.index - b.index)
  const totals = zero()
  const pagesFailing = zero()
  for (const r of [...results, ...baseResults]) {
    for (const c of COUNTERS) {
      totals[c] += r.counts[c]
      if (r.counts[c]) pagesFailing[c]++
    }
  }
  log(`fuzz: ${results.length} pages in ${seconds.toFixed(1)} s`)
  return {
    seed: options.seed,
    pages: results.length,
    unmutated: baseResults.length,
    seconds,
    pagesPerSecond: (results.length + baseResults.length) / seconds,
    totals,
    pagesFailing,
    requests: [...results, ...baseResults].reduce((s, r) => s + r.requests, 0),
    failures: results.filter(failed),
    replayedAlone,
    baseFailures: baseResults.filter(failed)
  }
}

const LABELS: Record<Counter, string> = {
  uncaughtErrors: 'uncaught errors',
  consoleErrors: 'console errors',
  blankPages: 'blank pages',
  rawErrorTexts: 'raw error texts',
  goodBlocksLost: 'good blocks lost',
  scriptExecutions: 'script executions',
  offSite: 'off-site requests/navigations',
  stuck: 'pages not settled'
}

/** The report as printed: a table, then the first failing cases with the command that replays each. */
export function formatReport (report: FuzzReport, firstFailures = 10): string {
  const lines = [
    `fuzz: seed ${report.seed}, ${report.pages} mutated pages (+${report.unmutated} unmutated) in ${report.seconds.toFixed(1)} s, ${report.pagesPerSecond.toFixed(2)} pages/s, ${report.requests} requests`,
    '',
    `${'kind'.padEnd(31)} ${'count'.padStart(6)} ${'pages'.padStart(6)}`
  ]
  for (const c of COUNTERS) lines.push(`${LABELS[c].padEnd(31)} ${String(report.totals[c]).padStart(6)} ${String(report.pagesFailing[c]).padStart(6)}`)
  if (report.replayedAlone.length) {
    const still = report.replayedAlone.filter((r) => failed(r.alone)).length
    lines.push('', `loaded again alone (failed beside other pages on ${LOAD_SENSITIVE.join(', ')} only; failures either way): ${report.replayedAlone.length} pages, ${still} failing alone too:`)
    for (const { beside, alone } of report.replayedAlone) {
      lines.push(`- case ${beside.index}: beside others ${COUNTERS.filter((c) => beside.counts[c]).join(', ')}; alone ${failed(alone) ? COUNTERS.filter((c) => alone.counts[c]).join(', ') : 'clean'}`)
      for (const d of alone.details) lines.push(`    alone: ${d}`)
    }
  }
  for (const r of report.baseFailures) lines.push('', `unmutated ${r.base}: ${r.details.join(' | ')}`)
  if (report.failures.length) {
    lines.push('', `${report.failures.length} failing pages; the first ${Math.min(firstFailures, report.failures.length)}:`)
    for (const r of report.failures.slice(0, firstFailures)) {
      lines.push(`- case ${r.index} (${r.base}): npm run fuzz -- --seed ${report.seed} --case ${r.index}`)
      for (const m of r.mutations) lines.push(`    ${m.cls} at ${m.path} = ${m.value}`)
      for (const d of r.details) lines.push(`    ${d}`)
    }
  }
  return lines.join('\n')
}

export const reportFailed = (report: FuzzReport): boolean => report.failures.length > 0 || report.baseFailures.length > 0
