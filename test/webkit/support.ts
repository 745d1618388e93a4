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
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Builder, By, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { freePort } from '../utils/freePort'

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
export const MINI_BROWSER = process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const DIST_H5 = path.resolve(__dirname, '..', '..', 'dist', 'h5')

export type Browser = WebDriver

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
  /** A fresh browser session (own cookies): one per test keeps visitors apart. */
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
  const emulator = await startEmulator({ port: 0, distDir: DIST_H5 })
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
      // GTK will not make the window much narrower than this: the closest to a phone it gets.
      await browser.manage().window().setRect({ width: 390, height: 844 })
      sessions.push(browser)
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
      return browser
    } catch (e) {
      browser?.quit().catch(() => undefined)
      if (attempt === 2) throw e
      console.warn(`WebKit harness: ${(e as Error).message}; once more with a new browser`)
    }
  }
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
