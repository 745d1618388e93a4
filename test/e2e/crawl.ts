/**
 * The crawl the fault matrix and the double-tap sweep are generated from (issue 28, build 3 and 4): every
 * scenario the emulator serves, loaded by a fresh visitor (anonymous, logged in, and in the app's webview),
 * with the gateway calls it makes on load read from the emulator's per-visitor counts; then every tappable
 * element (one per kind of element per block, found generically from React's props: an `onClick`) tapped,
 * with the calls, navigations and toasts each tap makes. A new block or call is covered the day it lands.
 */
import type { BrowserContext, Page } from 'playwright-core'
import type { GatewayRouteInfo } from '../../server/gateway'
import { loadScenario } from '../../server/scenarios'
import { expectScenarioErrors, type E2E } from './support'
import { rotatedOrder, rotatedSample, sampleSeed } from '../utils/sample'
import { CALL_SOURCES, sampleCalls, type RouteLike } from '../utils/faultSample'

/** Taps within this of the last are one (renderer/click.ts NAVIGATION_LOCK_MS: the page's own bundle is not loaded here). */
const TAP_WINDOW_MS = 800

export type Counts = Record<string, number>
/** A fresh visitor on H5: anonymous, logged in (through the test login page), or logged in inside the app's webview. */
export type Variant = 'anonymous' | 'login' | 'app'

/** How a visitor in the app's webview looks: the app's user agent and a native bridge that answers at once. */
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AHSApp/7.3.0'
/** Native methods that leave the page (or open a native page over it): one tap, at most one of these. */
export const NATIVE_NAVIGATIONS = ['openUrl', 'openMiniProgram', 'openSubscribe', 'pay', 'share']

/**
 * Runs before the page's scripts: records navigations (pushState, hash changes, window.open, native bridge
 * calls that leave the page), every toast text, and any script a hostile answer manages to run (alert and
 * friends, `window.__pwned`). A string, not a function, so no transpiler helper leaks into the page.
 */
const PROBE = `(() => {
  const P = window.__probe = { navs: [], toasts: [], alerts: 0, errors: [] };
  window.alert = window.confirm = window.prompt = function () { P.alerts++; };
  window.open = function (u) { P.navs.push('open:' + u); return null; };
  const push = History.prototype.pushState;
  History.prototype.pushState = function (s, t, u) { P.navs.push('push:' + u); return push.apply(this, arguments); };
  window.addEventListener('hashchange', function () { P.navs.push('hash:' + location.hash); });
  // A tel: link is a navigation out of the page (the dialler): recorded, and kept from headless Chromium,
  // where an external protocol's pending navigation left the next form post on the login page stuck.
  document.addEventListener('click', function (e) {
    const a = e.target && e.target.closest ? e.target.closest('a[href]') : null;
    if (a && /^tel:/i.test(a.getAttribute('href'))) { e.preventDefault(); P.navs.push('tel:' + a.getAttribute('href').slice(4)); }
  }, true);
  window.addEventListener('error', function (e) { P.errors.push(String(e.message)); });
  if (${'__APP__'}) {
    window.AHSJSBridge = { invoke: function (method, params, callback) {
      if (${JSON.stringify(NATIVE_NAVIGATIONS)}.indexOf(method) >= 0) P.navs.push('native:' + method);
      setTimeout(function () { callback({ code: 0, data: null, msg: '' }); }, 0);
    } };
  }
  new MutationObserver(function (list) {
    for (const m of list) {
      const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
      if (el && el.classList && el.classList.contains('web-toast') && m.type === 'childList' && el.textContent) P.toasts.push(el.textContent);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`

/** Busy states that must not outlive a call: the boot screen, the page's loading mask, any aria-busy or busy/loading modifier. */
const BUSY = '#boot-screen, .loading-mask, [aria-busy="true"], [class*="--busy"], [class*="--loading"], [class*="--pending"], [class*="--drawing"]'

export interface Probe { navs: string[], toasts: string[], alerts: number, errors: string[], pwned: unknown }

/** One visitor's browser page, instrumented. */
export interface Visit {
  context: BrowserContext
  page: Page
  variant: Variant
  /** Main-frame document navigations once armed (aborted: the page stays), and requests that left the origin. */
  docNavs: string[]
  offsite: string[]
  pageErrors: string[]
  /** Gateway calls in flight (fetch/xhr to the emulator). */
  pending: () => number
  arm: () => void
  counts: () => Promise<Counts>
  probe: () => Promise<Probe>
  setFaults: (faults: Record<string, string | null>) => Promise<void>
  /** Opens a campaign URL (logging in first for the `login` variant); arms the navigation trap once loaded. */
  open: (url: string) => Promise<void>
  close: () => Promise<void>
}

let mobileSeq = 0
/** A fresh test account per visit: sign-ups and bookings belong to the user. */
function freshMobile (): string {
  mobileSeq += 1
  return `15${String((Date.now() * 7 + mobileSeq * 7919 + process.pid) % 1e9).padStart(9, '0')}`
}

export async function newVisit (e2e: E2E, variant: Variant): Promise<Visit> {
  const { context, page } = await e2e.visitor()
  // A visitor who lets the page locate them (the product pool's distances, locate-city-v4).
  await context.grantPermissions(['geolocation'], { origin: e2e.emulator.origin })
  await context.setGeolocation({ latitude: 31.2304, longitude: 121.4737 })
  if (variant === 'app') await context.setExtraHTTPHeaders({ 'user-agent': APP_UA })
  await context.addInitScript({ content: PROBE.replace('__APP__', String(variant === 'app')) })
  if (variant === 'app') await page.addInitScript({ content: `Object.defineProperty(navigator, 'userAgent', { get: () => ${JSON.stringify(APP_UA)} })` })
  const origin = e2e.emulator.origin
  const docNavs: string[] = []
  const offsite: string[] = []
  const pageErrors: string[] = []
  let armed = false
  let inFlight = 0
  page.on('pageerror', (err) => pageErrors.push(err.message))
  page.on('popup', (p) => { docNavs.push(`popup:${p.url()}`); void p.close() })
  const isCall = (type: string) => type === 'fetch' || type === 'xhr'
  page.on('request', (r) => { if (isCall(r.resourceType())) inFlight++ })
  const done = (r: { resourceType: () => string }) => { if (isCall(r.resourceType())) inFlight-- }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  await context.route('**/*', (route) => {
    const req = route.request()
    const url = req.url()
    // A navigation of the loaded page is recorded and answered 204 (the browser stays on the page, where an
    // abort would show its error page); one to another site is both a navigation and an off-site request.
    if (armed && req.isNavigationRequest() && req.frame() === page.mainFrame()) {
      docNavs.push(url)
      if (!url.startsWith(origin)) offsite.push(url)
      return route.fulfill({ status: 204 })
    }
    if (!url.startsWith(origin)) {
      offsite.push(url)
      return route.abort()
    }
    return route.continue()
  })
  const visit: Visit = {
    context,
    page,
    variant,
    docNavs,
    offsite,
    pageErrors,
    pending: () => inFlight,
    arm: () => { armed = true },
    counts: async () => (await page.request.get(`${origin}/__emu/counts`)).json() as Promise<Counts>,
    probe: () => page.evaluate('({ ...window.__probe, pwned: window.__pwned })') as Promise<Probe>,
    async setFaults (faults) {
      const res = await page.request.post(`${origin}/__emu/visitor`, { data: { faults } })
      if (!res.ok()) throw new Error(`emulator refused faults: ${await res.text()}`)
    },
    async open (url) {
      armed = false
      // A scenario whose own page call fails by design (forbidden: 403) makes the browser note it: declared, as
      // every browser test that opens it does (the sweeps' crawl of every scenario met it undeclared).
      const scenario = /[?&]activityId=([^&#]+)/.exec(url)?.[1]
      if (scenario) expectScenarioErrors(page, decodeURIComponent(scenario))
      // The app's webview logs in the same way (the page's login address), then books through the bridge.
      if (variant === 'login' || variant === 'app') {
        await page.goto(`${origin}/__login?redirectUrl=${encodeURIComponent(url)}`)
        await page.locator('#mobile').fill(freshMobile())
        await page.locator('#login').click()
        // Off the login page is enough (the caller settles the page): waiting for "load" there, behind every
        // image of a busy page on two shared cores, timed out once in the sweep's crawl.
        try {
          await page.waitForURL((u) => !u.pathname.startsWith('/__login'), { waitUntil: 'commit', timeout: 20_000 })
        } catch (e) {
          throw new Error(`login for ${url} did not come back: at ${page.url()}, ${(await page.content().catch(() => '')).slice(0, 300)}; ${(e as Error).message.split('\n')[0]}`)
        }
      } else {
        await page.goto(url)
      }
      armed = true
    },
    close: () => context.close()
  }
  return visit
}

/** Whether a busy state shows. */
export function busy (page: Page): Promise<boolean> {
  return page.evaluate(`!!document.querySelector(${JSON.stringify(BUSY)})`) as Promise<boolean>
}

/**
 * Waits until the visit is quiet: no gateway call in flight, the emulator's counts unchanged and no busy
 * state for `quietMs`. Returns whether it got quiet before `maxMs` (a stuck spinner or a call that never
 * ends does not).
 */
export async function settle (visit: Visit, { quietMs = 400, maxMs = 10_000 } = {}): Promise<boolean> {
  const deadline = Date.now() + maxMs
  let last = ''
  let since = Date.now()
  while (Date.now() < deadline) {
    const state = `${JSON.stringify(await visit.counts())}|${visit.pending()}|${await busy(visit.page).catch(() => true)}`
    const quiet = visit.pending() === 0 && !state.endsWith('true')
    if (state !== last || !quiet) {
      last = state
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return true
    await visit.page.waitForTimeout(120)
  }
  return false
}

export function diff (after: Counts, before: Counts): Counts {
  const out: Counts = {}
  for (const [k, v] of Object.entries(after)) if (v - (before[k] ?? 0) > 0) out[k] = v - (before[k] ?? 0)
  return out
}

/**
 * In-page helpers: an element's classes (modifiers dropped unless asked for) and the page's blocks. A floating
 * block is a child of `.campaign`; a stacked one sits in its window slot (`.block-window-slot`, in runs of
 * twenty: renderer/BlockList.tsx), which stays when the block gives way. A block's wrapper
 * (`.block-slot[data-uuid]`: renderer/ExposureSlot) stands for the block inside it. A block's root selector
 * names it by its uuid, else by its window slot, else by its place among `.campaign`'s children.
 */
const IN_PAGE = `
  const classes = function (el, mods) { return el ? (el.getAttribute('class') || '').split(/\\s+/).filter(function (c) { return c && (mods || c.indexOf('--') < 0) && /^[\\w-]+$/.test(c) && c.indexOf('block-slot') !== 0 && c.indexOf('floor--') !== 0 && c.indexOf('window-slot') !== 0 && c !== 'block-window-slot'; }) : []; };
  const sel = function (el, mods) { const c = classes(el, mods); return c.length ? '.' + c.join('.') : (el ? el.tagName.toLowerCase() : 'empty'); };
  const kindOf = function (child) { return child.hasAttribute('data-uuid') ? sel(child.firstElementChild, false) : sel(child, false); };
  const isSlot = function (el) { return !!el && !!el.classList && el.classList.contains('block-window-slot'); };
  const slotClass = function (slot) { return Array.prototype.find.call(slot.classList, function (c) { return c.indexOf('window-slot-') === 0; }); };
  const blockRoots = function (campaign) {
    const out = [];
    for (const child of Array.from(campaign.children)) {
      // The page's heading for readers (pages/campaign: visually hidden) is not a block.
      if (child.classList.contains('visually-hidden')) continue;
      if (child.classList.contains('block-run')) {
        for (const slot of Array.from(child.children)) if (slot.firstElementChild) out.push(slot.firstElementChild);
      } else out.push(child);
    }
    return out;
  };
  const rootSelOf = function (child, campaign) {
    if (isSlot(child.parentElement)) {
      const inSlot = '.' + slotClass(child.parentElement) + '>';
      return inSlot + (child.hasAttribute('data-uuid') ? '[data-uuid="' + child.getAttribute('data-uuid').replace(/["\\\\]/g, '') + '"]' : sel(child, false) + ':first-child');
    }
    if (child.hasAttribute('data-uuid')) return '.campaign > [data-uuid="' + child.getAttribute('data-uuid').replace(/["\\\\]/g, '') + '"]';
    return '.campaign > ' + sel(child, false) + ':nth-child(' + (Array.prototype.indexOf.call(campaign.children, child) + 1) + ')';
  };
`

/** A block root selector's window slot (rootSelOf's `.window-slot-…>…`), which stands while its block gave way. */
export function slotOf (root: string): string | undefined {
  return /^\.window-slot-[\w-]+(?=>)/.exec(root)?.[0]
}

/** The block root of a tappable's selector (its first part: rootSelOf's). */
export function rootOf (selector: string): string {
  return selector.startsWith('.window-slot-') ? selector.split(' ')[0] : selector.split(' ').slice(0, 3).join(' ')
}

/** The blocks shown now (each block's kind classes, modifiers dropped; floating ones first) or the placeholder. */
export function shownBlocks (page: Page): Promise<string[]> {
  return page.evaluate(`(() => {${IN_PAGE}
    const root = document.querySelector('.campaign');
    if (!root) return Array.from(document.querySelectorAll('.campaign-placeholder')).map(function () { return 'placeholder' });
    return blockRoots(root).map(kindOf);
  })()`) as Promise<string[]>
}

/**
 * Every block the page draws, in page order (floating ones first): scrolled to the end a screen at a time,
 * the blocks near the screen read at each stop (the block window keeps only those mounted), until the page
 * stops growing; then back to the top. A block that draws nothing reads as its wrapper's tag, as before.
 */
export async function mountAll (visit: Visit): Promise<string[]> {
  const seen = new Map<string, string>()
  let floating: string[] = []
  let placeholder = false
  let last = ''
  // Unchanged for about a second at the end before it counts as all there: a block's answer can take 400 ms and more under load.
  for (let round = 0, same = 0; round < 120 && same < 8; round++) {
    const state = await visit.page.evaluate(`(() => {${IN_PAGE}
      const el = document.querySelector('.taro_page_show') || document.scrollingElement;
      const campaign = document.querySelector('.campaign');
      const stacked = [];
      const floating = [];
      if (campaign) {
        for (const child of Array.from(campaign.children)) {
          if (child.classList.contains('visually-hidden')) continue;
          if (!child.classList.contains('block-run')) { floating.push(kindOf(child)); continue; }
          for (const slot of Array.from(child.children)) if (slot.firstElementChild) stacked.push([slotClass(slot), kindOf(slot.firstElementChild)]);
        }
      }
      const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
      el.scrollTop = Math.min(el.scrollTop + el.clientHeight, el.scrollHeight);
      return { stacked: stacked, floating: floating, placeholder: !campaign && !!document.querySelector('.campaign-placeholder'), atEnd: atEnd, height: el.scrollHeight, slots: document.querySelectorAll('.block-window-slot').length, elements: campaign ? campaign.getElementsByTagName('*').length : 0 };
    })()`) as { stacked: Array<[string, string]>, floating: string[], placeholder: boolean, atEnd: boolean, height: number, slots: number, elements: number }
    for (const [slot, kind] of state.stacked) seen.set(slot, kind)
    floating = state.floating
    placeholder = state.placeholder
    const key = `${state.height}:${state.slots}:${state.elements}`
    same = state.atEnd && key === last ? same + 1 : 0
    last = key
    await visit.page.waitForTimeout(120)
  }
  await visit.page.evaluate(`(() => { const el = document.querySelector('.taro_page_show') || document.scrollingElement; el.scrollTop = 0; })()`)
  if (placeholder) return ['placeholder']
  // Slots are in page order in the document: read their order once more (a slot's class names its block).
  const order = await visit.page.evaluate(`Array.from(document.querySelectorAll('.block-window-slot')).map(function (s) { return Array.prototype.find.call(s.classList, function (c) { return c.indexOf('window-slot-') === 0; }); })`) as string[]
  return [...floating, ...order.filter((slot) => seen.has(slot)).map((slot) => seen.get(slot) as string)]
}

export interface Tappable {
  /** Block root and element classes (modifiers dropped): one tap per signature and scenario. */
  sig: string
  /** CSS selector of the first element of that signature. */
  selector: string
  /** The block root's selector (to scroll it into mount). */
  root: string
  /** The block's window slot, which stands while the block gave way (scrolled to, it mounts the block again). */
  slot?: string
  /** Taps that make it appear (a tab before the upcoming session's booking button), replayed first. */
  chain?: string[]
}

/**
 * Every element React gave a click handler, one per selector, in document order. The selector names the
 * block by its place (`.campaign > :nth-child(k)`) and the element by all its classes, modifiers included
 * (a booking button is `…__button--remind`); the signature drops the block's place and modifiers.
 */
export function tappables (page: Page): Promise<Tappable[]> {
  return page.evaluate(`(() => {${IN_PAGE}
    const campaign = document.querySelector('.campaign');
    const out = []; const seen = {};
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const key = Object.keys(el).find(function (k) { return k.indexOf('__reactProps$') === 0; });
      if (!key) continue;
      const props = el[key];
      if (typeof props.onClick !== 'function' && typeof props.onTap !== 'function') continue;
      let root = el;
      while (root.parentElement && root.parentElement !== campaign && !isSlot(root.parentElement) && root.parentElement !== document.body) root = root.parentElement;
      const inCampaign = root.parentElement === campaign || isSlot(root.parentElement);
      const rootSel = inCampaign ? rootSelOf(root, campaign) : sel(root, false);
      const kind = inCampaign ? kindOf(root) : sel(root, false);
      const own = root === el || (root.hasAttribute('data-uuid') && root.firstElementChild === el);
      let selector = own ? rootSel + (root === el ? '' : ' > *') : rootSel + ' ' + sel(el, true);
      // A sibling with the same classes comes first (the active tab's neighbour): name it by its place too.
      if (document.querySelector(selector) !== el) selector += ':nth-child(' + (Array.prototype.indexOf.call(el.parentElement.children, el) + 1) + ')';
      if (seen[selector] || document.querySelector(selector) !== el) continue;
      seen[selector] = 1;
      out.push({ sig: kind + (own ? '' : ' ' + sel(el, true)), selector: selector, root: rootSel, slot: isSlot(root.parentElement) ? '.' + slotClass(root.parentElement) : undefined });
    }
    return out;
  })()`) as Promise<Tappable[]>
}

/** Scrolls the tappable's block into mount (H5 mounts blocks below the first screens lazily); false when it never shows. */
export async function reach (page: Page, target: Tappable, timeoutMs = 8000): Promise<boolean> {
  // The deadline counts from the last progress: a block thirty screens down a long page (the products
  // scenario's new-product cards) took more than 8 s of screen-by-screen scrolling on a loaded CI machine.
  const hardDeadline = Date.now() + 5 * timeoutMs
  let deadline = Date.now() + timeoutMs
  let lastTop = -1
  let filledSince: number | undefined
  while (Date.now() < Math.min(deadline, hardDeadline)) {
    if (await page.locator(target.selector).count() > 0) return true
    // The block has been drawn for three seconds without it (a closed popup's button): it will not come by
    // scrolling. (A block's wrapper is there before its content: wait for the content first; a block's
    // placeholder is content too, and its cards can take over a second to follow on a loaded machine.)
    if (await page.locator(`${target.root} *`).count() > 0) {
      filledSince ??= Date.now()
      if (Date.now() - filledSince > 3000) return false
    }
    // The block's wrapper is there: bring it into view and keep it there until it mounts (scrolling on past it,
    // a screen per 150 ms, left it before its chunk and answers came on a loaded machine). Else the next screen.
    const top = await page.evaluate(`(() => {
      const root = document.querySelector(${JSON.stringify(target.root)})
      // A control fixed to the screen that shows once the page is scrolled (back to top) has an empty block
      // until then: the page scrolls on instead.
      if (root && (root.childElementCount > 0 || !${JSON.stringify(/fixed-control/.test(target.sig))})) { root.scrollIntoView({ block: 'center' }); return -1 }
      // Its block gave way (the page's block window): its slot stands where it was; near the screen, it mounts again.
      const slot = ${JSON.stringify(target.slot ?? slotOf(target.root) ?? '')} && document.querySelector(${JSON.stringify(target.slot ?? slotOf(target.root) ?? '')})
      if (slot) { slot.scrollIntoView({ block: 'center' }); return -1 }
      const el = document.querySelector('.taro_page_show') || document.scrollingElement
      if (!el) return -1
      el.scrollTop = Math.min(el.scrollTop + el.clientHeight, el.scrollHeight)
      return el.scrollTop
    })()`) as number
    if (top > lastTop) deadline = Math.max(deadline, Date.now() + timeoutMs)
    lastTop = Math.max(lastTop, top)
    await page.waitForTimeout(150)
  }
  return false
}

/** Taps `n` times inside one task (one frame) with `el.click()`: React's onClick, as a burst of taps makes it. */
export function burst (page: Page, selector: string, n: number): Promise<boolean> {
  return page.evaluate(`(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return false; for (let i = 0; i < ${n}; i++) el.click(); return true; })()`) as Promise<boolean>
}

/**
 * Taps `n` times spread over `overMs`, timed inside the page (a round trip per tap took longer than the 800 ms
 * burst window on a busy machine, so the sweep's "over a second" was over three). The finger stays where it
 * was: the same element while it is in the page (a claim button that now reads 查看 is still that record's,
 * not the next record's claim button), else what the selector finds now (a re-render that made a new one).
 */
export async function spreadTaps (page: Page, selector: string, n: number, overMs: number): Promise<void> {
  await page.evaluate(`(() => {
    window.__spreadDone = false
    let i = 0
    let el = null
    const step = () => {
      if (!el || !el.isConnected) el = document.querySelector(${JSON.stringify(selector)})
      if (el) el.click()
      i += 1
      if (i < ${n}) setTimeout(step, ${Math.round(overMs / n)})
      else window.__spreadDone = true
    }
    step()
  })()`)
  await page.waitForFunction('window.__spreadDone === true', undefined, { timeout: overMs + 15_000 })
}

export interface Outcome {
  routes: Counts
  navs: string[]
  toasts: string[]
}

/** What one tap did: calls (by route), navigations of every kind, toasts. */
export async function tapOnce (visit: Visit, target: Tappable, maxMs = 10_000): Promise<Outcome & { settled: boolean }> {
  // Blocks that reaching the target brought on screen mount and ask for their state: not the tap's calls.
  await settle(visit, { quietMs: 300 })
  const before = await visit.counts()
  const probe = await visit.probe()
  const docs = visit.docNavs.length
  await burst(visit.page, target.selector, 1)
  const settled = await settle(visit, { maxMs })
  const after = await visit.probe()
  return {
    routes: diff(await visit.counts(), before),
    navs: [...after.navs.slice(probe.navs.length), ...visit.docNavs.slice(docs)],
    toasts: after.toasts.slice(probe.toasts.length),
    settled
  }
}

export interface ScenarioLink { id: string, url: string, links: Array<{ label: string, url: string }>, generated?: boolean }

export interface LoadRecord { scenario: string, url: string, variant: Variant, routes: Counts, blocks: string[] }
export interface TapRecord extends Outcome { scenario: string, url: string, variant: Variant, target: Tappable }
/**
 * What the crawl of one page and visitor kind covered: the tappables it found (one per signature), how many it
 * tapped, and the targets it could not reach (by their signature) after every pass: a drifted selector or a
 * page that drew nothing is seen here, not lost in silence.
 */
export interface PageCoverage { scenario: string, url: string, variant: Variant, blocks: number, discovered: number, tapped: number, unreached: string[] }
export interface Crawl {
  routes: GatewayRouteInfo[]
  /** The scenarios crawled (a sample in npm test). */
  scenarios: string[]
  loads: LoadRecord[]
  taps: TapRecord[]
  pages: PageCoverage[]
}

export async function routesOf (e2e: E2E): Promise<GatewayRouteInfo[]> {
  return (await fetch(`${e2e.emulator.origin}/__emu/routes`)).json() as Promise<GatewayRouteInfo[]>
}

/** The emulator's scenarios but those it makes from another (server/generated.ts: their blocks are that one's, swept there). */
export async function scenariosOf (e2e: E2E): Promise<ScenarioLink[]> {
  return ((await (await fetch(`${e2e.emulator.origin}/__emu/scenarios`)).json()) as ScenarioLink[]).filter((s) => !s.generated)
}

/** Runs `fn` over `items`, `n` at a time. */
export async function pool<T, R> (items: readonly T[], n: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i], i)
    }
  }))
  return out
}

/**
 * Loads one scenario URL as a fresh visitor and taps each tappable once (the page loaded again after a tap
 * that called or navigated). A tap that only changed the page (a tab) adds the tappables it revealed, with
 * itself as their chain. A tappable an earlier tap removed (a popup's image once the popup is closed for
 * the day) is tapped first by another fresh visitor. `claim` is asked just before a tap: false leaves out a
 * signature already tapped elsewhere.
 */
export async function crawlOne (e2e: E2E, scenario: string, url: string, variant: Variant, claim: (t: Tappable) => boolean = () => true, claimed: (t: Tappable) => boolean = () => false, maxTaps = Infinity): Promise<{ load: LoadRecord, taps: TapRecord[], coverage: PageCoverage }> {
  let load: LoadRecord | undefined
  const taps: TapRecord[] = []
  const done = new Set<string>()
  let missed: string[] = []
  // Every signature found on the page (its first screen and what taps revealed), and the targets still not reached.
  const found = new Set<string>()
  let unreached: Tappable[] = []
  for (let pass = 0; pass < 4; pass++) {
    const visit = await newVisit(e2e, variant)
    try {
      await visit.open(url)
      await settle(visit)
      load ??= { scenario, url, variant, routes: await visit.counts(), blocks: await mountAll(visit) }
      // A capped crawl (npm test) taps the page's tappables in an order the commit rotates, up to its cap.
      const discovered = await discover(visit)
      const targets = Number.isFinite(maxTaps) ? rotatedOrder(discovered, `${sampleSeed()}|${scenario}|${variant}`, (t) => t.selector) : discovered
      // Those missed last pass go first.
      targets.sort((a, b) => Number(missed.includes(b.selector)) - Number(missed.includes(a.selector)))
      const missing: string[] = []
      const missingTargets: Tappable[] = []
      let dirty = false
      for (let i = 0; i < targets.length && taps.length < maxTaps; i++) {
        const target = targets[i]
        if (done.has(target.selector) || done.has(`${target.chain?.join('>') ?? ''}|${target.sig}`)) continue
        // Tapped on another page already (the npm-test crawl taps a signature once): not worth reaching here.
        if (claimed(target)) continue
        // A chain through a tap that called the gateway (a draw) left the server changed for this visitor: its
        // target is tapped by a fresh one, as the sweeps replay it (this visitor's second draw won another prize
        // than a fresh visitor's first, and the dialog's button did another thing).
        const stateful = (target.chain ?? []).some((c) => taps.some((t) => t.target.selector === c && Object.keys(t.routes).length))
        const fresh = stateful ? await newVisit(e2e, variant) : undefined
        const at = fresh ?? visit
        try {
          if (fresh) {
            await fresh.open(url)
            await settle(fresh)
          } else if (dirty) {
            await visit.open(url)
            await settle(visit)
            dirty = false
          }
          if (!await replayChain(at, target) || !await reach(at.page, target)) {
            missing.push(target.selector)
            missingTargets.push(target)
            if (!fresh) dirty = true
            continue
          }
          done.add(target.selector)
          // One of each kind per page: the second product card taps as the first.
          done.add(`${target.chain?.join('>') ?? ''}|${target.sig}`)
          if (!claim(target)) continue
          const outcome = await tapOnce(at, target)
          taps.push({ scenario, url, variant, target, routes: outcome.routes, navs: outcome.navs, toasts: outcome.toasts })
          // A call or an in-app navigation may have changed the page: the next tap starts from a fresh load. A
          // document navigation (answered 204) or a native page left it as it was.
          const left = outcome.navs.some((n) => /^(push|hash|open):/.test(n))
          if (!fresh && (left || Object.keys(outcome.routes).length)) dirty = true
          // What the tap opened (a panel that asked for its list as it opened, too), tapped after the tap again.
          if (!left && (target.chain ?? []).length < 2) {
            for (const t of await tappables(at.page)) {
              if (targets.some((x) => x.selector === t.selector)) continue
              targets.push({ ...t, chain: [...(target.chain ?? []), target.selector] })
              if (!fresh) dirty = true
            }
          }
        } finally {
          await fresh?.close()
        }
      }
      for (const t of targets) found.add(`${t.chain?.join('>') ?? ''}|${t.sig}`)
      unreached = missingTargets
      // Another pass while the last one reached something it had missed: a popup that one tap closes offers
      // its other targets one fresh visit at a time (basic: its mask, its image, its close button).
      if (!missing.length || (missing.length >= missed.length && missing.every((m) => missed.includes(m)))) break
      missed = missing
    } finally {
      await visit.close()
    }
  }
  const reachedSigs = new Set([...done].filter((d) => d.includes('|')))
  const coverage: PageCoverage = {
    scenario,
    url,
    variant,
    blocks: (load as LoadRecord).blocks.filter((b) => b !== 'placeholder').length,
    discovered: found.size,
    tapped: taps.length,
    // A target of a signature reached through another element of the same kind was reached.
    unreached: [...new Set(unreached.filter((t) => !reachedSigs.has(`${t.chain?.join('>') ?? ''}|${t.sig}`)).map((t) => t.sig))]
  }
  return { load: load as LoadRecord, taps, coverage }
}

/** Taps a target's chain (each reached and settled first); false when one of them is not there. */
export async function replayChain (visit: Visit, target: Tappable): Promise<boolean> {
  for (const selector of target.chain ?? []) {
    if (!await reach(visit.page, { sig: selector, selector, root: rootOf(selector) })) return false
    // The chain's taps are the visitor's, not a burst: one each, and the next tap comes after the 800 ms in
    // which taps are one (renderer/click.ts): a sort tapped again right after the chain's tap was dropped.
    const tapped = Date.now()
    await burst(visit.page, selector, 1)
    await settle(visit, { quietMs: 300 })
    const left = tapped + TAP_WINDOW_MS + 50 - Date.now()
    if (left > 0) await visit.page.waitForTimeout(left)
  }
  return true
}

/** The tappables of the whole page: scrolled down screen by screen, as blocks below the first screens mount then. */
async function discover (visit: Visit): Promise<Tappable[]> {
  const targets = await tappables(visit.page)
  for (let round = 0; round < 30; round++) {
    const more = await visit.page.evaluate(`(() => { const el = document.querySelector('.taro_page_show') || document.scrollingElement; const end = el.scrollTop + el.clientHeight >= el.scrollHeight - 1; el.scrollTop = Math.min(el.scrollTop + el.clientHeight, el.scrollHeight); return !end; })()`)
    await visit.page.waitForTimeout(120)
    for (const t of await tappables(visit.page)) if (!targets.some((x) => x.selector === t.selector)) targets.push(t)
    if (!more) break
  }
  await settle(visit)
  return targets
}

/**
 * The visitor kinds a sweep crawls. The app's webview reached no call and no tap signature the logged-in
 * browser visitor did not (counted on the crawl of 2026-11-26: 0 of 29 calls, 0 of 84 signatures), and the
 * `npm test` sweeps key taps by signature only, so it crawls there only in the full run (`npm run test:sweeps`):
 * a third of the crawl's time in CI.
 */
export function sweepVariants (full: boolean): Variant[] {
  return full ? ['anonymous', 'login', 'app'] : ['anonymous', 'login']
}

export interface CrawlOptions {
  variants: readonly Variant[]
  /** Tap each signature once per variant over all scenarios (the npm-test run), or once per scenario (the full run). */
  dedupe: boolean
  /** Scenario links too (channels, preview), in the full run. */
  links: boolean
  concurrency: number
  /** These scenarios only (npm test: demo and where the fault matrix's sampled calls are made). */
  only?: string[]
  /** Only this many scenarios, rotated by the commit, besides `always`; all when absent (and no `only`). */
  sample?: number
  /** Scenarios a sample always takes. */
  always?: string[]
  /**
   * At most this many taps recorded per page and visitor kind, the page's tappables in an order the commit
   * rotates (npm test: a product pool's page of sift chips and sorts took 100 s a visitor kind); all when absent.
   */
  maxTapsPerPage?: number
}

/**
 * How long a file may wait for the shared crawl (its beforeAll): the sweeps' whole crawl, beside the fuzzer's
 * two browsers, passed 10 minutes once a target behind a draw was tapped by a fresh visitor.
 */
export const crawlTimeout = (full: boolean): number => (full ? 45 : 10) * 60_000

/**
 * The crawl the fault matrix and the tap sweep share (the same options: one crawl, cached). The sweeps
 * (`full`): every scenario and link, every visitor kind, every tap. npm test: `demo` (whose page call every
 * fault meets) and the scenarios where the fault matrix's calls of this commit are made (`routes`: the
 * emulator's; test/utils/faultSample.ts), so the taps swept rotate with the calls and nothing is crawled
 * twice; at most 8 taps a page and visitor kind (a product pool's page alone was 100 s a visitor kind uncapped).
 */
/**
 * Taps the gate's crawl makes a page and visitor kind, in a rotated order (each a fresh visitor's load): 5, not
 * the 8 of before, for a gate inside 15 minutes (issue 52; docs/testing.md). The sweeps tap every one.
 */
export const GATE_TAPS_PER_PAGE = 5

export function sweepCrawl (full: boolean, routes: readonly RouteLike[] = []): CrawlOptions {
  if (full) return { variants: sweepVariants(true), dedupe: false, links: true, concurrency: 3 }
  const sources = sampleCalls(routes, sampleSeed()).chosen.map((route) => CALL_SOURCES[route]?.scenario).filter((id): id is string => !!id)
  return { variants: sweepVariants(false), dedupe: true, links: false, concurrency: 3, only: [...new Set(['demo', ...sources])], maxTapsPerPage: GATE_TAPS_PER_PAGE }
}

function componentCount (id: string, origin: string): number {
  const page = loadScenario(id, origin)?.page as { components?: unknown } | null | undefined
  return Array.isArray(page?.components) ? page.components.length : 0
}

/**
 * The scenarios a crawl with `sample` takes: `always` (demo, whose page call every fault meets; coupons,
 * whose claims and grabs are the gate's tap calls) and a rotated sample of the others (test/utils/sample.ts).
 */
export function sampledScenarios (ids: readonly string[], sample: number | undefined, seed = sampleSeed(), always: readonly string[] = ['demo']): string[] {
  if (!sample) return [...ids]
  return [...new Set([...always, ...rotatedSample(ids.filter((id) => !always.includes(id)), sample, seed)])].filter((id) => ids.includes(id))
}

/**
 * Crawls every scenario for every variant. The result is kept in .tmp (keyed by the build, the scenarios, this
 * file and the options) so the fault matrix and the tap sweep crawl once, one after the other or side by side.
 */
export async function crawl (e2e: E2E, distDir: string, options: CrawlOptions): Promise<Crawl> {
  const { createHash } = await import('node:crypto')
  const { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } = await import('node:fs')
  const path = await import('node:path')
  const routes = await routesOf(e2e)
  const all = await scenariosOf(e2e)
  // A sample is drawn from pages with something to tap (two blocks or more): a placeholder's scenario
  // (offline, forbidden, empty) reaches one call, and a sample of three of them once swept one tap.
  const candidates = options.sample ? all.filter((s) => options.always?.includes(s.id) || componentCount(s.id, e2e.emulator.origin) >= 2) : all
  const chosen = options.only ? options.only.filter((id) => all.some((s) => s.id === id)) : sampledScenarios(candidates.map((s) => s.id), options.sample, sampleSeed(), options.always)
  if (options.only && chosen.length !== options.only.length) throw new Error(`crawl: no such scenario among ${options.only.join(', ')}`)
  if (options.sample || options.only) console.log(`crawl: the scenarios of commit ${sampleSeed()} (SAMPLE_SEED replays them): ${chosen.join(',')}`)
  const scenarioDir = path.resolve(__dirname, '..', '..', 'server', 'scenarios')
  const key = createHash('sha1')
    .update(readFileSync(path.join(distDir, 'index.html'))).update(readFileSync(__filename))
    .update(JSON.stringify(options)).update(JSON.stringify(routes)).update(chosen.join(','))
    .update(readdirSync(scenarioDir).map((f) => readFileSync(path.join(scenarioDir, f), 'utf8')).join('\0'))
    .digest('hex').slice(0, 16)
  const cacheDir = path.resolve(__dirname, '..', '..', '.tmp', 'e2e-crawl')
  const cacheFile = path.join(cacheDir, `${key}.json`)
  const origin = e2e.emulator.origin
  // Kept with a placeholder origin: each run's emulator has its own port.
  const cached = (): Crawl => JSON.parse(readFileSync(cacheFile, 'utf8').split('{{origin}}').join(origin)) as Crawl
  if (existsSync(cacheFile)) return cached()
  // The fault matrix and the tap sweep run side by side (two e2e workers): the second waits for the first's
  // crawl rather than crawling again. A lock older than the longest crawl is a dead run's.
  mkdirSync(cacheDir, { recursive: true })
  const lockFile = `${cacheFile}.lock`
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx'))
      break
    } catch {
      if (existsSync(cacheFile)) return cached()
      if (existsSync(lockFile) && Date.now() - statSync(lockFile).mtimeMs > 20 * 60_000) rmSync(lockFile, { force: true })
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  try {
    if (existsSync(cacheFile)) return cached()
    return await crawlAll()
  } finally {
    rmSync(lockFile, { force: true })
  }

  async function crawlAll (): Promise<Crawl> {
    const scenarios = all.filter((s) => chosen.includes(s.id))
    const pages = scenarios.flatMap((s) => [{ id: s.id, url: s.url }, ...(options.links ? s.links.map((l) => ({ id: s.id, url: l.url })) : [])])
    const seen = new Set<string>()
    const jobs = options.variants.flatMap((variant) => pages.map((p) => ({ ...p, variant })))
    const took: Array<[string, number]> = []
    const started = Date.now()
    const results = await pool(jobs, options.concurrency, async (job) => {
      const t0 = Date.now()
      try {
        return await crawlJob(job)
      } finally {
        took.push([`${job.id}/${job.variant}`, Math.round((Date.now() - t0) / 1000)])
      }
    })
    // Where the crawl's time goes (it is most of the sweeps' time in npm test).
    console.log(`crawl: ${jobs.length} pages in ${Math.round((Date.now() - started) / 1000)} s; slowest ${took.sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v} s`).join(', ')}`)
    function crawlJob (job: typeof jobs[number]) {
      return crawlOne(e2e, job.id, job.url, job.variant, (t) => {
        if (!options.dedupe) return true
        const k = `${job.variant}|${t.sig}`
        if (seen.has(k)) return false
        seen.add(k)
        return true
      }, (t) => options.dedupe && seen.has(`${job.variant}|${t.sig}`), options.maxTapsPerPage)
    }
    const result: Crawl = { routes, scenarios: chosen, loads: results.map((r) => r.load), taps: results.flatMap((r) => r.taps), pages: results.map((r) => r.coverage) }
    writeFileSync(cacheFile, JSON.stringify(result).split(origin).join('{{origin}}'))
    return result
  }
}

/**
 * What a crawl covered against what it was meant to (issue 52: a drifted selector or a crawl that reached
 * nothing gave a green no-op): every chosen scenario loaded for every visitor kind, its blocks drawn (a page
 * of blocks, or the placeholder its scenario is for), tappables found and tapped over the sample, and no target
 * left unreached. `lines` says it; `problems` is empty when it holds.
 */
export function crawlCoverage (c: Crawl, options: CrawlOptions): { lines: string[], problems: string[] } {
  const problems: string[] = []
  const lines: string[] = []
  for (const scenario of c.scenarios) {
    for (const variant of options.variants) {
      const page = c.pages.find((p) => p.scenario === scenario && p.variant === variant && !p.url.includes('&'))
        ?? c.pages.find((p) => p.scenario === scenario && p.variant === variant)
      if (!page) {
        problems.push(`${scenario}/${variant}: never crawled`)
        continue
      }
      lines.push(`${scenario}/${variant}: ${page.blocks} blocks, ${page.discovered} tappables found, ${page.tapped} tapped${page.unreached.length ? `, not reached: ${page.unreached.join(' ')}` : ''}`)
    }
  }
  for (const page of c.pages) {
    if (page.unreached.length) problems.push(`${page.scenario}/${page.variant} (${page.url}): could not reach ${page.unreached.join(', ')}`)
  }
  const found = c.pages.reduce((n, p) => n + p.discovered, 0)
  const tapped = c.pages.reduce((n, p) => n + p.tapped, 0)
  // A sampled crawl takes pages of blocks: it must find and tap something there.
  const sampled = !!(options.sample || options.only)
  if (sampled && (!found || !tapped)) problems.push(`the sample found ${found} tappables and tapped ${tapped}`)
  if (sampled) {
    const drawn = c.pages.filter((p) => p.blocks > 0).map((p) => `${p.scenario}/${p.variant}`)
    const blank = c.pages.filter((p) => p.blocks === 0).map((p) => `${p.scenario}/${p.variant}`)
    if (blank.length) problems.push(`pages that drew no block (each sampled page has blocks): ${blank.join(', ')} (drawn: ${drawn.join(', ')})`)
  }
  lines.unshift(`crawl covered ${c.scenarios.length} scenarios × ${options.variants.length} visitor kinds (${c.pages.length} pages): ${found} tappables found, ${tapped} tapped, ${c.loads.length} loads`)
  return { lines, problems }
}
