import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { freePort } from '../utils/freePort'
import { CHROMIUM, MISSING_CHROMIUM, chromiumArgs } from '../utils/chromium'

const ROOT = path.resolve(__dirname, '..', '..')
export const DIST_H5 = path.join(ROOT, 'dist', 'h5')
/** Failure screenshots land here (git-ignored). */
export const RESULTS_DIR = path.join(ROOT, 'test-results', 'e2e')

/** Debian's Chromium (test/utils/chromium.ts); Playwright cannot download its own browsers here. */
export { CHROMIUM }

/** A phone-sized visitor: the design width is 375 (000 §9). */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
}

/**
 * Switches on the page's settle signal (src/platform/settle.h5.ts), built into emulator builds and dormant
 * until a page asks for it before its scripts run: every context the browser tests open carries it.
 */
export const SETTLE_ON = 'window.__campaignSettleWanted = true'

/**
 * A browser context for the tests: a phone (or `options`) with the page's settle signal on. Every page it opens
 * (a popup too) has its errors watched: an uncaught one or a console error fails the test that saw it.
 */
export async function testContext (browser: Browser, options: Parameters<Browser['newContext']>[0] = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  context.on('page', watchPageErrors)
  await context.addInitScript({ content: SETTLE_ON })
  return context
}

/* ---- page errors: every one fails its test unless the test declared it ---- */

/** What a page reported: an uncaught exception or rejection (`pageerror`), or a console error (the app's console.error, or the browser's note of a resource that failed to load, with its address). */
export interface PageError { kind: 'uncaught' | 'console', text: string, page: string }

interface Watched { errors: PageError[] }
const watched = new Map<Page, Watched>()
/** Every page ever watched: a closed one leaves `watched` once its errors are taken. */
const everWatched = new WeakSet<Page>()
const expected = new WeakMap<Page | BrowserContext, RegExp[]>()
// Under jest the check below reports them; a script (shots, benches) has no check, so it says them as before.
const IN_JEST = typeof afterEach === 'function' && typeof afterAll === 'function'

/**
 * Starts recording `page`'s uncaught errors and console errors (once per page; every page of a testContext() is
 * watched already). What is recorded is reported by takePageErrors(), or else by the check after each test.
 */
export function watchPageErrors (page: Page): void {
  if (watched.has(page)) return
  const entry: Watched = { errors: [] }
  watched.set(page, entry)
  everWatched.add(page)
  page.on('pageerror', (err) => {
    const at = err.stack?.split('\n').find((line) => /^\s+at /.test(line))?.trim()
    entry.errors.push({ kind: 'uncaught', text: `${err.name}: ${err.message}${at ? ` (${at})` : ''}`, page: page.url() })
    if (!IN_JEST) console.error(`[page error] ${err.message}`)
  })
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const where = msg.location().url
    entry.errors.push({ kind: 'console', text: `${msg.text()}${where ? ` (${where})` : ''}`, page: page.url() })
  })
}

/**
 * Declares errors the running test expects on `on` (a page, or every page of a context): those whose text (as
 * PageError.text gives it: the message and where, e.g. `Failed to load resource: the server responded with a
 * status of 500 (Internal Server Error) (http://…/pages/get-release)`) matches one of `patterns` are not failures.
 * For a fault the test injected and what it causes; keep each pattern as narrow as the fault.
 */
export function expectPageErrors (on: Page | BrowserContext, ...patterns: RegExp[]): void {
  if (!patterns.length) throw new Error('expectPageErrors: name the errors expected')
  expected.set(on, [...(expected.get(on) ?? []), ...patterns])
}

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * For expectPageErrors: the browser's note of a resource (a call, a script) whose address ends with `path`,
 * answered with HTTP `status` (500) or failed with a network error (`'net::ERR_FAILED'`).
 */
export function failedLoad (status: number | `net::${string}`, path: string | RegExp): RegExp {
  const what = typeof status === 'number' ? `the server responded with a status of ${status} \\([^)]*\\)` : escapeRe(status)
  return new RegExp(`^Failed to load resource: ${what} \\(https?://[^)]*${typeof path === 'string' ? escapeRe(path) : path.source}\\)$`)
}

/** The errors a scenario's own fault makes the browser note on a visit (`forbidden`: its page call answers 403). */
export function expectScenarioErrors (page: Page, scenario: string): void {
  if (scenario === 'forbidden') expectPageErrors(page, failedLoad(403, '/pages/get-release'))
}

const isExpected = (page: Page, error: PageError): boolean =>
  [...(expected.get(page) ?? []), ...(expected.get(page.context()) ?? [])].some((p) => error.text.search(p) !== -1)

/**
 * The errors recorded on `page` (without one: on every watched page) that no declaration expects, taking them:
 * the check after each test does not report them again. Declared ones are dropped. Throws for a page never
 * watched (a context not made by testContext(): call watchPageErrors first), whose empty list would prove nothing.
 */
export function takePageErrors (page?: Page): PageError[] {
  if (page && !everWatched.has(page)) throw new Error(`takePageErrors: ${page.url()} is not watched (watchPageErrors)`)
  const taken: PageError[] = []
  for (const [p, entry] of page ? [[page, watched.get(page)] as const] : [...watched]) {
    if (!entry) continue
    taken.push(...entry.errors.splice(0).filter((e) => !isExpected(p, e)))
    if (p.isClosed()) watched.delete(p)
  }
  return taken
}

/**
 * Fails when any watched page reported an error no declaration expects since the last check: run after every
 * test of a file that imports this module. A page still open is asked a trivial question first, so an error it
 * reported just before is in.
 */
export async function assertNoPageErrors (): Promise<void> {
  await Promise.all([...watched.keys()].filter((p) => !p.isClosed()).map(async (p) => {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([p.evaluate('0').catch(() => undefined), new Promise((resolve) => { timer = setTimeout(resolve, 2000) })])
    clearTimeout(timer)
  }))
  const errors = takePageErrors()
  if (!errors.length) return
  const lines = errors.slice(0, 10).map((e) => `  ${e.kind === 'uncaught' ? 'uncaught' : 'console.error'}: ${e.text}\n    on ${e.page}`)
  throw new Error(`the page reported ${errors.length} error(s) no test declared (expectPageErrors in test/e2e/support.ts):\n${lines.join('\n')}${errors.length > 10 ? `\n  … and ${errors.length - 10} more` : ''}`)
}

if (IN_JEST) {
  // Registered as the test file imports this module (a hook cannot be added once tests run): before the file's
  // own hooks, so pages are read before they are closed.
  afterEach(assertNoPageErrors)
  afterAll(assertNoPageErrors)
}

export interface E2E {
  browser: Browser
  emulator: RunningEmulator
  /** A fresh visitor (own cookies) on a phone-sized page. */
  visitor: () => Promise<{ context: BrowserContext, page: Page }>
  /** URL of the campaign page for a query string. */
  campaignUrl: (query: string) => string
  close: () => Promise<void>
}

/**
 * `lan`: the emulator as `HOST=0.0.0.0` runs it, its home page drawing QR codes for a LAN address; here that
 * address is `localhost` (this machine by another name), so a decoded link opens in the test's browser.
 */
export async function setupE2E ({ distDir = DIST_H5, lan = false }: { distDir?: string, lan?: boolean } = {}): Promise<E2E> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${path.relative(ROOT, distDir)} is missing: build it (npm run build:h5) before the browser tests`)
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(MISSING_CHROMIUM)
  }
  const port = lan ? await freePort() : 0
  const emulator = await startEmulator({ port, distDir: distDir === DIST_H5 ? undefined : distDir, lanOrigins: lan ? [`http://localhost:${port}`] : undefined })
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: chromiumArgs()
  })
  const contexts: BrowserContext[] = []
  return {
    browser,
    emulator,
    async visitor () {
      const context = await testContext(browser)
      contexts.push(context)
      // Shorter than jest's 30 s test timeout, so a stuck step fails here with a screenshot.
      context.setDefaultTimeout(10_000)
      // Watched as every page of a test context is (testContext).
      const page = await context.newPage()
      return { context, page }
    },
    campaignUrl: (query) => {
      // `E2E_PAGE_QUERY` joins every page's query (`elderly=1`: scripts/screens.ts --elderly).
      const all = [query, process.env.E2E_PAGE_QUERY].filter(Boolean).join('&')
      return `${emulator.origin}/index.html#/pages/campaign/index${all ? `?${all}` : ''}`
    },
    async close () {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
      await browser.close()
      await emulator.close()
    }
  }
}

/** Sets this visitor's emulator controls (faults, clock) through its own cookie. */
export async function setVisitorControls (page: Page, origin: string, controls: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`${origin}/__emu/visitor`, { data: controls })
  if (!res.ok()) throw new Error(`emulator refused controls: ${await res.text()}`)
}

/** Runs a browser step; on failure keeps a screenshot named after the test. */
export async function screenshotOnFailure<T> (page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (e) {
    mkdirSync(RESULTS_DIR, { recursive: true })
    const file = path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`)
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    throw Object.assign(e as Error, { message: `${(e as Error).message}\n(screenshot: ${path.relative(process.cwd(), file)})` })
  }
}

/**
 * Scrolls the page down a screen at a time, as a visitor would, until `selector` is in the DOM (the page's
 * block window mounts blocks as the visitor nears them: renderer/useBlockWindow.ts). The blocks far behind
 * give way meanwhile: read what is near, or use scrollThrough to visit every block.
 */
export async function scrollToMount (page: Page, selector: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await page.locator(selector).count() > 0) return
    await page.evaluate(() => {
      const el = document.querySelector('.taro_page_show') ?? document.scrollingElement
      if (el) el.scrollTop = Math.min(el.scrollTop + el.clientHeight, el.scrollHeight)
    })
    if (Date.now() > deadline) throw new Error(`${selector} never mounted while scrolling down`)
    await page.waitForTimeout(150)
  }
}

/**
 * Scrolls from the top to the page's end a screen at a time (the page grows as its blocks are reached), the
 * page settling at each stop, and calls `each` there: what a visitor reading the whole page sees, block by
 * block, while the window keeps only those near the screen mounted. Back at the top afterwards.
 */
export async function scrollThrough (page: Page, each: () => Promise<void>, { maxStops = 200, settleMs = 15_000 } = {}): Promise<void> {
  const at = () => page.evaluate(() => {
    const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
    return { top: el.scrollTop, height: el.scrollHeight, screen: el.clientHeight }
  })
  const to = (top: number) => page.evaluate((t) => {
    const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
    el.scrollTop = t
  }, top)
  await to(0)
  await settled(page, { maxMs: settleMs })
  for (let i = 0; i < maxStops; i++) {
    await each()
    const now = await at()
    if (now.top + now.screen >= now.height - 1) break
    await to(now.top + now.screen)
    await settled(page, { maxMs: settleMs })
  }
  await to(0)
  await settled(page, { maxMs: settleMs })
}

/**
 * Waits for the page to come to rest, as the app itself tells (src/platform/settle.h5.ts): no gateway call in
 * flight, no block's code loading, no transition running, every image on the screen loaded or failed, and no
 * element added or removed for `quietMs`. A ticking countdown changes only text, and a looping animation
 * runs forever: neither counts. Throws, naming what is still in flight, when the page is still busy after
 * `maxMs`. For the negative checks ("nothing more is asked", "the toast is not said again") and for reading
 * a page once it has drawn what it was given, in place of a fixed sleep.
 */
export async function settled (page: Page, { quietMs = 200, maxMs = 10_000 } = {}): Promise<void> {
  if (await isSettled(page, { quietMs, maxMs })) return
  const pending = await page.evaluate('window.__campaignSettle ? window.__campaignSettle.pending() : ["no settle signal on this page (a build for a real gateway, or a context without SETTLE_ON)"]').catch(() => []) as string[]
  throw new Error(`the page did not settle within ${maxMs} ms; still busy: ${pending.join(', ') || 'the screen kept changing'}`)
}

/** settled(), as true, or false when the page was still busy after `maxMs`. */
export async function isSettled (page: Page, { quietMs = 200, maxMs = 10_000 } = {}): Promise<boolean> {
  // First two frames: what the test just did reaches the page (a scroll set by script is dispatched at the next
  // frame; asked at once, a page at rest from before said it was settled before it saw the scroll).
  await page.evaluate('new Promise(function (r) { requestAnimationFrame(function () { requestAnimationFrame(r) }) })').catch(() => undefined)
  return page.waitForFunction(`!!window.__campaignSettle && window.__campaignSettle.settled(${quietMs})`, undefined, { timeout: maxMs, polling: 50 }).then(() => true, () => false)
}
