/**
 * WebKit (the engine of iOS app webviews and of the WeChat browser on iOS),
 * driven over WebDriver: Debian's WebKitGTK WebDriver server (webkit2gtk-driver)
 * and its MiniBrowser, under Xvfb (MiniBrowser has no headless mode), with
 * selenium-webdriver as the client (the W3C classic protocol this driver
 * speaks; webdriverio 9 insists on a BiDi session it refuses, and ships ESM
 * only). `npm run test:webkit` starts the display; this file starts the
 * driver and the emulator.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { Builder, By, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { buildEmulator, type RunningEmulator } from '../../server/app'
import { freePort } from '../utils/freePort'
import { sessionsLog } from './sessionsLog'

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
export const MINI_BROWSER = process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const DIST_H5 = path.resolve(__dirname, '..', '..', 'dist', 'h5')

/**
 * Put first into every HTML document the emulator serves to these browsers: WebDriver classic has no way to run
 * a script before a page's own, so the page's uncaught errors, unhandled rejections and console.error calls are
 * recorded from inside it, in `window.__campaignTestErrors` and in sessionStorage (a navigation to another
 * document of the origin, the login page and back, keeps them).
 */
const ERROR_RECORDER = `(function () {
  var KEY = '__campaignTestErrors'
  var list = []
  try { list = JSON.parse(sessionStorage.getItem(KEY) || '[]') } catch (e) {}
  window.__campaignTestErrors = list
  function keep (text) {
    list.push(text + ' (on ' + location.href + ')')
    try { sessionStorage.setItem(KEY, JSON.stringify(list)) } catch (e) {}
  }
  function show (a) {
    if (a && a.stack) return String(a.name || 'Error') + ': ' + String(a.message)
    if (typeof a === 'string') return a
    try { return JSON.stringify(a) } catch (e) { return String(a) }
  }
  // Bubbling on window: a script's error (ErrorEvent); an image or script that fails to load does not bubble here.
  window.addEventListener('error', function (e) { keep('uncaught: ' + e.message + (e.filename ? ' (' + e.filename + ':' + e.lineno + ')' : '')) })
  window.addEventListener('unhandledrejection', function (e) { keep('unhandled rejection: ' + show(e.reason)) })
  var error = console.error
  console.error = function () {
    keep('console.error: ' + Array.prototype.map.call(arguments, show).join(' '))
    return error.apply(console, arguments)
  }
})()`

async function readAll (payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload
  if (Buffer.isBuffer(payload)) return payload.toString('utf8')
  const chunks: Buffer[] = []
  for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

/** The emulator as startEmulator runs it, with ERROR_RECORDER put into each HTML document a browser navigates to. */
async function startRecordingEmulator (): Promise<RunningEmulator> {
  const app = await buildEmulator({ distDir: DIST_H5 })
  app.addHook('onSend', async (req, reply, payload) => {
    // Documents only: a gateway answer that happens to be HTML (the 502 fault's page) is the app's to read as sent.
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html') || !String(req.headers.accept ?? '').includes('text/html') || payload == null) return payload
    const html = await readAll(payload)
    reply.removeHeader('content-length')
    const tag = `<script>${ERROR_RECORDER}</script>`
    return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + tag) : tag + html
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { app, origin: `http://127.0.0.1:${port}`, close: () => app.close() }
}

export type Browser = WebDriver

/** Sessions openSession gave a test since the last check: the check after each test reads each one's page. */
const opened = new Set<Browser>()
const expected = new WeakMap<Browser, RegExp[]>()

async function waitForDriver (port: number, deadline = Date.now() + 15_000): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`)
      if (res.ok) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export interface WebKit {
  emulator: RunningEmulator
  /** A fresh browser session (own cookies): one per test keeps visitors apart. Tests use openSession, whose sessions are checked for page errors. */
  session: () => Promise<Browser>
  campaignUrl: (query: string) => string
  close: () => Promise<void>
}

export async function setupWebKit (): Promise<WebKit> {
  for (const [what, file, pkg] of [['WebKit WebDriver', WEBKIT_DRIVER, 'webkit2gtk-driver'], ['MiniBrowser', MINI_BROWSER, 'libwebkit2gtk-4.1-0']]) {
    if (!existsSync(file)) throw new Error(`no ${what} at ${file}: apt-get install -y ${pkg} xvfb`)
  }
  if (!process.env.DISPLAY) throw new Error('no X display: run the WebKit tests through `npm run test:webkit` (it starts Xvfb)')
  if (!existsSync(path.join(DIST_H5, 'index.html'))) throw new Error('dist/h5 is missing: npm run build:h5')
  const emulator = await startRecordingEmulator()
  const port = await freePort()
  // Its own process group, so closing ends the driver and every browser it started.
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', detached: true })
  await waitForDriver(port)
  const sessions: Browser[] = []
  return {
    emulator,
    async session () {
      const browser = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] } })
        .build()
      sessions.push(browser)
      // GTK will not make the window much narrower than this: the closest to a phone it gets.
      await browser.manage().window().setRect({ width: 390, height: 844 })
      return browser
    },
    campaignUrl: (query) => `${emulator.origin}/index.html#/pages/campaign/index${query ? `?${query}` : ''}`,
    async close () {
      await Promise.all(sessions.map((s) => s.quit().catch(() => undefined)))
      try { if (driver.pid) process.kill(-driver.pid, 'SIGTERM') } catch { /* already gone */ }
      await emulator.close()
    }
  }
}

/** Rejects, naming `what`, if `work` has not settled within `ms` (a WebDriver command can hang for good). */
export async function within<T> (what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms) })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A fresh session on `url`. Starting MiniBrowser under Xvfb or its first navigation now and then never
 * answers (one CI run in about ten: a whole test's 60 s gone on one scenario that renders in a second
 * otherwise); that is the harness, not the page, so it is tried once more with a new browser, and said.
 */
export async function openSession (webkit: WebKit, url: string): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    let browser: Browser | undefined
    try {
      browser = await within('starting MiniBrowser', 20_000, webkit.session())
      await within(`loading ${url}`, 20_000, browser.get(url))
      logSession({ opened: true, attempts: attempt })
      // Checked after the test (a start abandoned above, which may still answer late, is not the test's).
      opened.add(browser)
      return browser
    } catch (e) {
      browser?.quit().catch(() => undefined)
      if (attempt === 2) {
        logSession({ opened: false, attempts: attempt })
        throw e
      }
      console.warn(`WebKit harness: ${(e as Error).message}; once more with a new browser`)
    }
  }
}

/** Counted for the layer's summary line: a retry is the harness's, never hidden (globalTeardown.ts prints them). */
function logSession (entry: { opened: boolean, attempts: number }): void {
  const file = sessionsLog()
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    appendFileSync(file, `${JSON.stringify(entry)}\n`)
  } catch (e) {
    console.warn(`WebKit harness: cannot count the session in ${file}: ${(e as Error).message}`)
  }
}

/* ---- page errors: every one fails its test unless the test declared it ---- */

/**
 * Declares errors the running test expects in `browser`'s pages: those whose text (as the recorder writes it,
 * `console.error: …`, `uncaught: …`, `unhandled rejection: …`, each with the page's address) matches one of
 * `patterns` are not failures. For a fault the test injected; keep each pattern as narrow as the fault.
 */
export function expectPageErrors (browser: Browser, ...patterns: RegExp[]): void {
  if (!patterns.length) throw new Error('expectPageErrors: name the errors expected')
  expected.set(browser, [...(expected.get(browser) ?? []), ...patterns])
}

/**
 * The errors `browser`'s pages recorded that no declaration expects, taking them (a later check does not report
 * them again). Throws when the page has no recorder (a document the emulator did not serve): nothing was checked.
 */
export async function takePageErrors (browser: Browser): Promise<string[]> {
  const recorded = await browser.executeScript(`
    var list = window.__campaignTestErrors
    if (!list) return null
    var taken = list.splice(0)
    try { sessionStorage.removeItem('__campaignTestErrors') } catch (e) {}
    return taken`) as string[] | null
  if (recorded === null) throw new Error(`no error recorder on ${await browser.getCurrentUrl()}: its errors cannot be checked`)
  const patterns = expected.get(browser) ?? []
  return recorded.filter((text) => !patterns.some((p) => text.search(p) !== -1))
}

/** Fails when a session opened since the last check recorded an error no declaration expects: run after every test. */
export async function assertNoPageErrors (): Promise<void> {
  const browsers = [...opened]
  opened.clear()
  const errors: string[] = []
  for (const browser of browsers) errors.push(...await within('reading the page\'s errors', 10_000, takePageErrors(browser)))
  if (errors.length) throw new Error(`the page reported ${errors.length} error(s) no test declared (expectPageErrors in test/webkit/support.ts):\n${errors.slice(0, 10).map((e) => `  ${e}`).join('\n')}`)
}

if (typeof afterEach === 'function') {
  // Registered as a test file imports this module, before the file's own hooks: sessions are read before they quit.
  afterEach(assertNoPageErrors)
}

/** The first element matching `selector`, once it exists. */
export async function find (browser: Browser, selector: string, timeoutMs = 10_000): Promise<WebElement> {
  return browser.wait(until.elementLocated(By.css(selector)), timeoutMs, `no ${selector} within ${timeoutMs} ms`)
}

export async function exists (browser: Browser, selector: string): Promise<boolean> {
  return (await browser.findElements(By.css(selector))).length > 0
}

/** Scrolls an element to the middle of the window, waits until it has a size (an image sizes itself once loaded), then taps it. */
export async function tap (browser: Browser, element: WebElement): Promise<void> {
  await browser.executeScript('arguments[0].scrollIntoView({ block: "center" })', element)
  await browser.wait(async () => {
    const rect = await element.getRect()
    return rect.width > 0 && rect.height > 0 && await element.isDisplayed()
  }, 10_000, 'the element never got a size')
  await element.click()
}

export async function waitForText (browser: Browser, text: string, timeoutMs = 10_000): Promise<void> {
  await browser.wait(async () => (await browser.getPageSource()).includes(text), timeoutMs, `no "${text}" within ${timeoutMs} ms`)
}

export { By }
