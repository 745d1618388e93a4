/**
 * Host emulation for the compiled mini-program bundles (dist/weapp, dist/alipay,
 * dist/tt, dist/meituan): boots a bundle's logic layer in plain Node, inside its
 * own `node:vm` context, with an emulated host object (`wx`, `my`, `tt`), the
 * host globals (`App`, `Page`, `Component`, `getApp`, `getCurrentPages`) and a
 * deterministic timer queue.
 *
 * What it checks: that the bundle loads (every chunk present, the right
 * target's runtime), that a page renders through Taro's setData protocol, that
 * taps reach React through the page's `eh` handler the templates bind, and that
 * host API calls (a real HTTP call for `request`) have the right shape per host.
 *
 * What it does not check: the templates' rendering (WXML/AXML/TTML, WXS/SJS),
 * CSS, JS engine differences (hosts run JavaScriptCore or QuickJS), timing races.
 * The view layer is emulated from `base.<ext>` only far enough to know a node's
 * tag and whether its template binds `tap`.
 *
 * Usage:
 *   const h = await bootMiniProgram({ target: 'alipay', gatewayOrigin: emulator.origin })
 *   await h.openPage('pages/campaign/index', { activityId: 'demo' })
 *   await h.settle()
 *   h.texts(); h.getByText('刷新'); await h.tapAndSettle(node); h.setDataLog; h.hostCalls
 *   h.dispose()
 *
 * Rules worth knowing:
 * - Time is virtual (Date and the timers in the bundle). settle() runs timers due within 100 ms
 *   of the clock and waits for host requests; later timers (a countdown's next second) wait for
 *   advance(ms). A host response is delivered before timers further in the future run.
 * - settle() fails on: an error thrown in a timer or host callback, any console.error from the
 *   bundle (React/Taro log render errors there and carry on; opt out with allowConsoleErrors),
 *   a call to a host API Taro knows but this file does not emulate, > maxTimerSteps timer
 *   callbacks, > maxSettleMs real time, a promise of the bundle's rejected with no handler (Node's
 *   process-wide 'unhandledRejection' sees the vm realm's promises too; each harness takes those of its
 *   own realm).
 * - The host's API families live in host/, each with its tests: timers (timers.ts), cookies, request,
 *   storage, system and device info (system.ts), what the host draws (ui.ts), the app (app.ts), navigation
 *   and the page stack (navigation.ts), selector queries and intersection observers (selectors.ts), the
 *   templates, the data tree and taps (templates.ts, tree.ts, tap.ts), the stubs of what is not emulated
 *   (taroApis.ts); they register through host/api.ts. This file boots the bundle and ties them together.
 * - Custom components found in the tree (CustomWrapper, from usingComponents) get an instance
 *   whose setData patches the page tree and is logged with `by` = the node's sid. No build uses
 *   CustomWrapper yet, so that path has not met a real bundle.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { cloneJson, hostRuntime, type Dict } from './host/api'
import { AppListeners, launchOptions, registerApp } from './host/app'
import { HostCookieJar } from './host/cookies'
import { errorText, HarnessError, safeStringify } from './host/errors'
import { deliveredQuery, PageStack, registerNavigation, type PageInstance, type PageState } from './host/navigation'
import { hostAnswer, invalidUrlAnswer, jsonSafe, wireRequest, type HostRequest, type Outcome } from './host/request'
import { IntersectionObservers, PageLayout, registerSelectorQuery, type HostBox } from './host/selectors'
import { registerStorage } from './host/storage'
import { registerDevice, registerSystemInfo, type TextSize } from './host/system'
import { tapDispatch } from './host/tap'
import { stubTaroApis } from './host/taroApis'
import { HOST_GLOBAL, MINI_TARGETS, type MiniTarget } from './host/targets'
import { readTemplates } from './host/templates'
import { TimerQueue, type Timer } from './host/timers'
import { applyPatch, describeNode, elementsMatchingText, hasClass, hiddenFromSight, hostNodes, parseDataPath, type HostNode, type MpNode } from './host/tree'
import { Overlays, registerUi } from './host/ui'

export { HOST_GLOBAL, MINI_TARGETS, TEMPLATE_EXT, type MiniTarget } from './host/targets'
export { HarnessError } from './host/errors'
export { readTemplates } from './host/templates'
export { applyPatch, parseDataPath, type HostNode, type MpNode } from './host/tree'
export type { HostBox } from './host/selectors'
/** A request as the emulated host is about to send it; `onRequest` may return a changed copy. */
export type { HostRequest } from './host/request'

const REPO_ROOT = path.resolve(__dirname, '..', '..')

export interface HostCall {
  seq: number
  /** Host API name as the bundle called it on the host object (`setNavigationBar` on Alipay, not Taro's name). */
  api: string
  /** Arguments, JSON-safe (functions shown as "[Function]"). */
  args: unknown[]
  /** Virtual time of the call. */
  at: number
}

export interface SetDataEntry {
  seq: number
  /** Route of the page whose view receives the patch. */
  route: string
  /** `page`, or the sid of the custom component (CustomWrapper) that called setData. */
  by: 'page' | string
  payload: Record<string, unknown>
  /** JSON byte size of the payload (what crosses the logic/view bridge). */
  bytes: number
  at: number
}

export interface ConsoleEntry {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug'
  text: string
}

export interface BootOptions {
  target: MiniTarget
  /** Default: dist/<target> of this repo. */
  distDir?: string
  /** Where the host's `request` goes: the bundle's URL keeps its path and query, the origin is replaced. */
  gatewayOrigin: string
  /** Sees (and may change) every request before it is sent. */
  onRequest?: (req: HostRequest) => HostRequest
  /** Storage content before boot (what the host's storage APIs answer). */
  storage?: Record<string, unknown>
  /** Virtual clock start (ms since epoch); default: real time at boot. */
  now?: number
  /** Real-time cap of one host request before it fails as a timeout (default 5000 ms or the bundle's `timeout` if lower). */
  requestTimeoutMs?: number
  /** settle() gives up after this many timer callbacks (default 5000). */
  maxTimerSteps?: number
  /**
   * settle() gives up after this much real time (default 30 000 ms): a guard against a hang, not a timing. The
   * long page with every block mounted is seconds of the bundle's work a settle, and 10 s was reached on a
   * loaded machine (issue 52: the audit of products-long beside other work). A busy loop still ends on
   * maxTimerSteps.
   */
  maxSettleMs?: number
  /**
   * Keep and send cookies as the WeChat devtools do (`true`). Default false, as the hosts behave on a phone:
   * wx.request, my.request and tt.request keep no cookies there (a QA build names its emulator visitor in a
   * header instead: src/services/emulatorVisitor.ts).
   */
  cookies?: boolean
  /** Print the bundle's console output as well as recording it (default false). */
  echoConsole?: boolean
  /** Answer of showModal / confirm (default: confirmed). */
  modalConfirm?: boolean
  /** The layout selector queries report (MiniProgramHarness.measure; default: zero boxes). */
  measure?: (selector: string) => HostBox | null | undefined
  /** How the selector query's `exec` answers (host/selectors.ts PageLayout.answers; default: every field asked). */
  selectorAnswers?: PageLayout['answers']
  /** How long a selector query takes to answer (ms; default 0: at once, on the host queue). */
  selectorAnswerMs?: number
  /** The device's place for getLocation (GCJ-02; default central Shanghai), or 'refused' (the visitor said no). */
  location?: { latitude: number, longitude: number } | 'refused'
  /** The visitor's text size in the host's settings (default: the standard size, 16 px). */
  textSize?: TextSize
  /**
   * console.error from the bundle fails settle() by default: React and Taro report render errors
   * there and carry on with an empty page. `true` allows every console.error, a RegExp the matching ones.
   */
  allowConsoleErrors?: boolean | RegExp
}

type AnyFn = (...args: unknown[]) => unknown

interface ComponentInstance extends Dict {
  data: Dict
  props: Dict
}

interface ComponentState {
  tag: string
  sid: string
  inst: ComponentInstance
  page: PageState
}

/* ---------------------------------------------------------------- harness -- */

export interface MiniProgramHarness {
  readonly target: MiniTarget
  readonly distDir: string
  /** Every setData (page and custom components), with its JSON byte size. */
  readonly setDataLog: SetDataEntry[]
  /** Every host API call the bundle made. */
  readonly hostCalls: HostCall[]
  /** Every request as sent (after `onRequest`). */
  readonly requests: HostRequest[]
  /** The bundle's console output. */
  readonly consoleLog: ConsoleEntry[]
  /** The emulated host object (`wx` / `my` / `tt`). */
  readonly host: Dict
  /** Storage content (key → value), per host shapes on the outside. */
  readonly storage: Map<string, unknown>
  /** Virtual clock (ms since epoch). */
  now(): number
  /** Loads the page chunk (first time), then runs onLoad(query) and onShow; onReady follows the first render. */
  openPage(route: string, query?: Record<string, string>): Promise<void>
  /** Drains timers and host requests until idle. Throws on an endless loop, a hung request or an error the bundle did not catch. */
  settle(options?: { windowMs?: number }): Promise<void>
  /** Moves the virtual clock by `ms`, running every timer due on the way, then settles. */
  advance(ms: number): Promise<void>
  /** Current page's data tree (a copy). */
  tree(): Dict
  /** Route and query of the pages on the stack, bottom first. */
  pageStack(): { route: string, query: Record<string, string> }[]
  /** The current page's instance as the host made it (what `getCurrentPages()` returns last). */
  pageInstance(): Dict | undefined
  /** All text values in document order. */
  texts(): string[]
  /** The current page's element nodes (and text nodes) in document order. */
  nodes(): HostNode[]
  find(predicate: (node: HostNode) => boolean): HostNode[]
  /** Innermost elements whose whole text is `text` (or matches it). */
  findByText(text: string | RegExp): HostNode[]
  findByClass(cls: string): HostNode[]
  /** Like findByText but exactly one, else a clear error listing what is shown. */
  getByText(text: string | RegExp): HostNode
  getByClass(cls: string): HostNode
  /** Dispatches a tap the way the host does: to the node and each ancestor whose template binds tap, until a catch. */
  tap(node: HostNode): void
  /** tap(), settle(), and fail when the tap changed nothing (no setData, no host call). */
  tapAndSettle(node: HostNode): Promise<{ setData: SetDataEntry[], hostCalls: HostCall[] }>
  /** Title set through the host's navigation-bar API for the current page, if any. */
  navigationBarTitle(): string | undefined
  /** Toast and loading overlays currently shown (text and icon as the host got them). */
  overlays(): { toast?: Record<string, unknown>, loading?: Record<string, unknown> }
  /** Calls of one host API (by its host name). */
  callsOf(api: string): HostCall[]
  /** Cookies in the jar, name → value. */
  cookies(): Record<string, string>
  /** Host API names the bundle called that this harness does not emulate. */
  unemulatedCalls(): string[]
  /** App goes to background / foreground (page onHide/onShow, app onHide/onShow, onAppHide/onAppShow listeners). */
  appHide(): void
  appShow(): void
  /** Selectors observed by live intersection observers (with their margins). */
  intersectionObservers(): { selector: string, margins?: unknown }[]
  /**
   * The layout the host's selector queries report: every node measures as a zero box unless this gives
   * the selector a size and a top in page coordinates (a test's stand-in for the view layer's layout, e.g. an
   * endless list's page height, a floor's place); a box's reported top is that minus the page's scroll.
   */
  measure: (selector: string) => HostBox | null | undefined
  /** The page's height the viewport's scrollOffset reports (default 724, one screen). */
  pageHeight: number
  /** The layout follows the page's tree (host/stackedLayout.ts): its measure and its height, read as the page is now. */
  useLayout(layout: { measure: (selector: string) => HostBox | null | undefined, pageHeight: () => number }): void
  /** Where the page is scrolled (what the host's pageScrollTo or the visitor left it at). */
  pageScrollTop(): number
  /** The visitor scrolls the page to `top`: the page's onPageScroll({ scrollTop }), then settles. */
  scrollPage(top: number): Promise<void>
  /** The value a node's template binds to attribute `name` (`scroll-left`), from the node's data; undefined when unbound. */
  attr(node: HostNode, name: string): unknown
  /** Brings the elements matching `selector` into view: live observers of it get `intersectionRatio`. Then settles. */
  intersect(selector: string, ratio?: number): Promise<void>
  /** Stops timers, aborts requests. */
  dispose(): void
}

export async function bootMiniProgram (options: BootOptions): Promise<MiniProgramHarness> {
  const { target } = options
  if (!MINI_TARGETS.includes(target)) throw new HarnessError(`unknown target "${String(target)}" (one of ${MINI_TARGETS.join(', ')})`)
  const distDir = path.resolve(options.distDir ?? path.join(REPO_ROOT, 'dist', target))
  if (!fs.existsSync(path.join(distDir, 'app.js'))) throw new HarnessError(`${target}: no app.js in ${distDir} (build it: npm run build:${target})`)
  const gatewayOrigin = new URL(options.gatewayOrigin).origin
  // Requests leave through Node's fetch, outside the bundle's context.
  const maybeFetch = (globalThis as { fetch?: typeof fetch }).fetch
  if (typeof maybeFetch !== 'function') throw new HarnessError('global fetch is missing (Node 18+ needed)')
  const fetchFn: typeof fetch = maybeFetch
  const maxTimerSteps = options.maxTimerSteps ?? 5000
  const maxSettleMs = options.maxSettleMs ?? 30_000
  const requestTimeoutMs = options.requestTimeoutMs ?? 5000
  const hostName = HOST_GLOBAL[target]
  const templates = readTemplates(distDir, target)
  const appJson = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8')) as { pages: string[], usingComponents?: Record<string, string>, tabBar?: { list?: { pagePath: string }[] } }

  /* ---- state ---- */
  const setDataLog: SetDataEntry[] = []
  const layout = new PageLayout(options.measure)
  if (options.selectorAnswers) layout.answers = options.selectorAnswers
  if (options.selectorAnswerMs) layout.answerMs = options.selectorAnswerMs
  const hostCalls: HostCall[] = []
  const requests: HostRequest[] = []
  const consoleLog: ConsoleEntry[] = []
  const storage = new Map<string, unknown>(Object.entries(options.storage ?? {}).map(([k, v]) => [k, cloneJson(v)]))
  const cookieJar = new HostCookieJar(options.cookies === true)
  const unemulated: string[] = []
  const uncaught: { where: string, error: unknown }[] = []
  const consoleErrors: string[] = []
  let seq = 0
  const queue = new TimerQueue(options.now ?? Date.now(), (where, error) => { uncaught.push({ where, error }) })
  const bootedAt = { virtual: queue.now }
  const completions: (() => void)[] = []
  const inflight = new Map<number, { promise: Promise<void>, abort: () => void, describe: string }>()
  let disposed = false
  const pageConfigs = new Map<string, Dict>()
  const componentConfigs = new Map<string, Dict>()
  const componentInstances = new Map<string, ComponentState>()
  // A page's custom components go with it.
  const pageStack = new PageStack((p) => { for (const [sid, c] of componentInstances) if (c.page === p) { detachComponent(c); componentInstances.delete(sid) } })
  const appListeners = new AppListeners()
  let appConfig: Dict | undefined
  const loadingFiles: string[] = []
  const overlays = new Overlays()

  /* ---- the vm context ---- */
  const sandbox: Dict = {}
  const context = vm.createContext(sandbox, { name: `${target} mini-program` })
  const realmJSON = vm.runInContext('JSON', context) as JSON
  /** Data handed to the bundle is made in the bundle's realm, so `instanceof Object/Array` hold there. */
  const toRealm = <T>(value: T): T => (value === undefined ? value : realmJSON.parse(JSON.stringify(value)) as T)
  const realmArray = vm.runInContext('Array', context) as ArrayConstructor

  /* ---- promises the bundle rejects with no handler ---- */
  // The real process: under jest, `process` is a copy the runner's process never emits on. Only this realm's
  // promises are this harness's (another harness, or the test itself, has its own).
  const realProcess = vm.runInThisContext('process') as NodeJS.Process
  const realmPromise = vm.runInContext('Promise', context) as PromiseConstructor
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown, promise: Promise<unknown>): void => { if (promise instanceof realmPromise) unhandled.push(reason) }
  const unlisten = (): void => { realProcess.off('unhandledRejection', onUnhandled) }

  function record (api: string, args: unknown[]): void {
    hostCalls.push({ seq: ++seq, api, args: args.map((a) => jsonSafe(a)), at: queue.now })
  }

  /* ---- timers (host/timers.ts) ---- */
  const addTimer = (fn: unknown, delay: unknown, args: unknown[], interval: boolean, label: string): number => queue.add(fn, delay, args, interval, label)
  const clearTimer = (id: unknown): void => { queue.clear(id) }
  const hostTask = (fn: () => void, label: string): void => { queue.task(fn, label) }

  /* ---- console ---- */
  const makeConsole = (): Dict => {
    const c: Dict = {}
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      c[level] = (...args: unknown[]) => {
        const text = args.map((a) => (a instanceof Error || (a && typeof a === 'object' && 'stack' in (a as Dict)) ? String((a as Error).stack ?? a) : typeof a === 'string' ? a : safeStringify(a))).join(' ')
        consoleLog.push({ level, text })
        const allow = options.allowConsoleErrors
        if (level === 'error' && allow !== true && !(allow && typeof allow === 'object' && allow.test(text))) consoleErrors.push(text)
        if (options.echoConsole) console[level](`[${target}]`, ...args)
      }
    }
    c.time = c.timeEnd = c.group = c.groupEnd = c.groupCollapsed = c.trace = c.table = c.assert = () => undefined
    return c
  }

  /* ---- module loading ---- */
  const moduleCache = new Map<string, { exports: unknown }>()
  function resolveIn (fromDir: string, request: string, fromFile: string): string {
    if (!request.startsWith('.') && !request.startsWith('/')) {
      throw new HarnessError(`${path.relative(distDir, fromFile)} requires "${request}": a mini-program bundle can only require its own files`)
    }
    const base = request.startsWith('/') ? path.join(distDir, request) : path.resolve(fromDir, request)
    for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) {
      if (!candidate.startsWith(distDir + path.sep) && candidate !== distDir) continue
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
    }
    throw new HarnessError(`${target}: cannot find "${request}" (${path.relative(distDir, base)}.js) required by ${path.relative(distDir, fromFile) || fromFile} in ${distDir}`)
  }
  function loadFile (file: string): unknown {
    const cached = moduleCache.get(file)
    if (cached) return cached.exports
    const code = fs.readFileSync(file, 'utf8')
    const rel = path.relative(distDir, file)
    let fn: AnyFn
    try {
      fn = new vm.Script(`(function (require, module, exports, __filename, __dirname) {${code}\n})`, { filename: file }).runInContext(context) as AnyFn
    } catch (e) {
      throw new HarnessError(`${target}: ${rel} does not parse: ${(e as Error).message}`)
    }
    const mod = { exports: {} as unknown }
    moduleCache.set(file, mod)
    const dir = path.dirname(file)
    const req = (request: string): unknown => loadFile(resolveIn(dir, request, file))
    loadingFiles.push(rel)
    try {
      fn.call(mod.exports, req, mod, mod.exports, `/${rel}`, `/${path.relative(distDir, dir)}`)
    } catch (e) {
      moduleCache.delete(file)
      if (e instanceof HarnessError) throw e
      throw new HarnessError(`${target}: loading ${rel} threw: ${errorText(e)}`)
    } finally {
      loadingFiles.pop()
    }
    return mod.exports
  }
  const currentFile = (): string => loadingFiles[loadingFiles.length - 1] ?? ''

  /* ---- host globals ---- */
  sandbox.console = makeConsole()
  sandbox.setTimeout = (fn: unknown, delay?: unknown, ...args: unknown[]) => addTimer(fn, delay, args, false, 'setTimeout')
  sandbox.setInterval = (fn: unknown, delay?: unknown, ...args: unknown[]) => addTimer(fn, delay, args, true, 'setInterval')
  sandbox.clearTimeout = clearTimer
  sandbox.clearInterval = clearTimer
  if (target === 'alipay') {
    // Alipay's runtime re-defines navigator.userAgent (devices only have swuserAgent).
    sandbox.navigator = { swuserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/10.5.0' }
  }
  sandbox.App = (config: Dict) => {
    if (appConfig) throw new HarnessError(`App() called twice (second time from ${currentFile()})`)
    appConfig = config
  }
  // The app instance is the object App() got (Taro keeps its own state on it).
  sandbox.getApp = () => appConfig
  sandbox.getCurrentPages = () => realmArray.from(pageStack.live().map((p) => p.inst))
  sandbox.Page = (config: Dict) => {
    const file = currentFile()
    const route = file.replace(/\.js$/, '').split(path.sep).join('/')
    if (!appJson.pages.includes(route)) throw new HarnessError(`Page() called from ${file}, which is not a page listed in app.json`)
    pageConfigs.set(route, config)
  }
  sandbox.Component = (config: Dict) => {
    componentConfigs.set(currentFile().replace(/\.js$/, '').split(path.sep).join('/'), config)
  }
  if (target !== 'alipay') sandbox.Behavior = (config: Dict) => config
  // Virtual clock inside the bundle: Date.now() and new Date() follow the timer queue.
  ;(vm.runInContext(`(function (__hostNow) {
    var RealDate = Date
    function HostDate () {
      var a = arguments
      if (!(this instanceof HostDate)) return new RealDate(__hostNow()).toString()
      if (a.length === 0) return new RealDate(__hostNow())
      return new (Function.prototype.bind.apply(RealDate, [null].concat(Array.prototype.slice.call(a))))()
    }
    HostDate.prototype = RealDate.prototype
    HostDate.now = function () { return __hostNow() }
    HostDate.parse = RealDate.parse
    HostDate.UTC = RealDate.UTC
    globalThis.Date = HostDate
  })`, context) as (now: () => number) => void)(() => queue.now)

  /* ---- the host object ---- */
  const host: Dict = {}
  sandbox[hostName] = host
  // Sync and async APIs, answers on the host queue, each host's words (host/api.ts).
  const rt = hostRuntime(target, hostName, host, queue, record, { toRealm, realmArray: (items) => realmArray.from(items) })
  const { syncApi, answer } = rt

  // The families, in this order (a later definition replaces a stub; the host's keys keep their order).
  // Everything Taro knows for this host and we do not emulate fails loudly when called (host/taroApis.ts).
  const isStub = stubTaroApis(target, hostName, rt, unemulated)
  // The device's system, window and app-base info (host/system.ts).
  registerSystemInfo(target, rt, options.textSize)
  syncApi('canIUse', (schema) => typeof schema === 'string' && typeof host[schema.split('.')[0]] === 'function' && !isStub(host[schema.split('.')[0]]))
  // Storage (host/storage.ts).
  registerStorage(target, storage, rt)
  // Navigation bar, toast, loading, modal, the page's scroll, share menu (host/ui.ts).
  registerUi(target, rt, { overlays, setTitle: (title) => { const p = pageStack.current(); if (p) p.title = title }, scrollTo: scrollPageTo, modalConfirm: options.modalConfirm })
  // Location, phone, network, clipboard (host/system.ts).
  registerDevice(target, rt, options.location)
  // Analytics, login, launch options, account, app listeners, update manager (host/app.ts).
  registerApp(target, rt, appJson.pages[0], appListeners)
  host.nextTick = (fn: unknown) => { record('nextTick', []); addTimer(fn, 0, [], false, 'nextTick') }
  // Selector queries and intersection observers (host/selectors.ts).
  registerSelectorQuery(rt, layout)
  const intersectionObservers = new IntersectionObservers(rt)
  intersectionObservers.register()
  // Navigation between the app's pages (host/navigation.ts).
  registerNavigation(rt, { pages: appJson.pages, tabs: (appJson.tabBar?.list ?? []).map((t) => t.pagePath), stack: pageStack, mount: mountPage })

  /* ---- request: a real HTTP call ---- */
  let requestIndex = 0
  host.request = (opts?: Dict) => {
    record('request', [opts])
    return sendRequest('request', opts ?? {})
  }
  if (target === 'alipay') {
    host.httpRequest = (opts?: Dict) => {
      record('httpRequest', [opts])
      return sendRequest('httpRequest', opts ?? {})
    }
  }

  function sendRequest (api: string, o: Dict): Dict {
    const index = requestIndex++
    const wired = wireRequest(target, api, o, gatewayOrigin, index, cookieJar.header())
    if (!wired) {
      answer(api, o, invalidUrlAnswer(target, api, String(o.url ?? '')), true)
      return { abort: () => undefined }
    }
    let req: HostRequest = wired
    const timeout = wired.timeout
    if (options.onRequest) req = options.onRequest({ ...req, headers: { ...req.headers } })
    requests.push(req)

    const controller = new AbortController()
    let aborted = false
    const limit = Math.min(requestTimeoutMs, timeout ?? 60_000)
    const describe = `${req.method} ${req.url}`
    const promise = (async () => {
      const timer = setTimeout(() => controller.abort(new Error('timeout')), limit)
      let outcome: Outcome
      try {
        const res = await fetchFn(req.url, { method: req.method, headers: req.headers, body: req.body, signal: controller.signal, redirect: 'follow' })
        const text = await res.text()
        const hs: Record<string, string> = {}
        res.headers.forEach((v, k) => { hs[k] = v })
        // The gateway's clock runs on real time (or stands still, a scenario's fixed clock), the page's on the
        // harness's virtual clock, which a test moves on faster: the server time an answer states moves on by what
        // the virtual clock did, as a real server's does with a real phone's (else every answer set the page's
        // clock back by what the test advanced so far).
        if (/^\d+$/.test(hs['x-server-time'] ?? '')) hs['x-server-time'] = String(Number(hs['x-server-time']) + (queue.now - bootedAt.virtual))
        const withCookies = res.headers as Headers & { getSetCookie?: () => string[] }
        const setCookies = withCookies.getSetCookie ? withCookies.getSetCookie() : (hs['set-cookie'] ? [hs['set-cookie']] : [])
        outcome = { ok: true, status: res.status, headers: hs, setCookies, text }
      } catch (e) {
        outcome = { ok: false, reason: aborted ? 'abort' : controller.signal.aborted ? 'timeout' : String((e as Error).message ?? e) }
      } finally {
        clearTimeout(timer)
      }
      const result = outcome
      completions.push(() => deliverResponse(api, o, result))
    })().finally(() => inflight.delete(index))
    inflight.set(index, { promise, abort: () => { aborted = true; controller.abort() }, describe })
    return {
      abort: () => { record('RequestTask.abort', []); aborted = true; controller.abort() },
      onHeadersReceived: () => undefined,
      offHeadersReceived: () => undefined,
      onChunkReceived: () => undefined,
      offChunkReceived: () => undefined
    }
  }

  function deliverResponse (api: string, o: Dict, outcome: Outcome): void {
    if (outcome.ok) cookieJar.store(outcome.setCookies)
    const { result, failed } = hostAnswer(target, api, o, outcome)
    const res = toRealm(result)
    const cb = (failed ? o.fail : o.success) as AnyFn | undefined
    try {
      cb?.(res)
      if (typeof o.complete === 'function') (o.complete as AnyFn)(res)
    } catch (error) {
      uncaught.push({ where: `${hostName}.${api} callback`, error })
    }
  }

  /* ---- pages ---- */
  /** The page's scroll moves (clamped to the page), and the page hears of it as a host task. */
  function scrollPageTo (top: number): void {
    const at = layout.scrollTo(top)
    const p = pageStack.current()
    if (p) hostTask(() => { if (!p.unloaded) pageStack.call(p, 'onPageScroll', toRealm({ scrollTop: at })) }, 'onPageScroll')
  }

  function loadPage (route: string): Dict {
    if (!appJson.pages.includes(route)) throw new HarnessError(`${target}: "${route}" is not a page of app.json (${appJson.pages.join(', ')})`)
    if (!pageConfigs.has(route)) {
      const file = path.join(distDir, `${route}.js`)
      if (!fs.existsSync(file)) throw new HarnessError(`${target}: page chunk ${route}.js is missing from ${distDir}`)
      // The page's own components (usingComponents) are registered before the page.
      const jsonFile = path.join(distDir, `${route}.json`)
      const pageJson = fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as { usingComponents?: Record<string, string> } : {}
      for (const rel of Object.values({ ...appJson.usingComponents, ...pageJson.usingComponents })) {
        if (/^plugin:|^plugin-private:/.test(rel)) continue
        const compFile = rel.startsWith('/') ? path.join(distDir, `${rel}.js`) : path.resolve(path.dirname(file), `${rel}.js`)
        if (!fs.existsSync(compFile)) throw new HarnessError(`${target}: ${route}.json uses component ${rel}, but ${path.relative(distDir, compFile)} is missing`)
        loadFile(compFile)
      }
      loadFile(file)
      if (!pageConfigs.has(route)) throw new HarnessError(`${target}: ${route}.js loaded but never called Page()`)
    }
    return pageConfigs.get(route)!
  }

  /** What the host does to show a page: instance, page stack, onLoad(query), onShow; onReady after the first setData. */
  function mountPage (route: string, query: Record<string, string>): PageState {
    const config = loadPage(route)
    const data = cloneJson((config.data ?? {}) as Dict)
    const state = {} as PageState
    const inst = {} as PageInstance
    for (const key of Object.getOwnPropertyNames(config)) {
      if (key === 'data') continue
      const desc = Object.getOwnPropertyDescriptor(config, key)!
      Object.defineProperty(inst, key, { ...desc, configurable: true })
    }
    inst.route = route
    inst.__route__ = route
    const delivered = deliveredQuery(target, query)
    // Only WeChat (and the WeChat-compatible Meituan) documents `options` on the page instance.
    if (target === 'weapp' || target === 'meituan') inst.options = toRealm(delivered)
    inst.data = data
    if (target === 'alipay') { inst.$viewId = String(pageStack.size + 1); inst.$id = pageStack.size + 1 }
    else inst.__webviewId__ = pageStack.size + 1
    inst.setData = (patch: Dict, cb?: () => void) => {
      if (state.unloaded) { consoleLog.push({ level: 'warn', text: `setData on unloaded page ${route}` }); return }
      applySetData(state, 'page', patch)
      if (!state.readyScheduled) {
        state.readyScheduled = true
        hostTask(() => { if (!state.unloaded) pageStack.call(state, 'onReady') }, `${route} onReady`)
      }
      if (typeof cb === 'function') hostTask(cb, 'setData callback')
    }
    if (target === 'alipay') {
      inst.$spliceData = () => { unemulated.push('$spliceData'); throw new HarnessError('page.$spliceData is not emulated') }
    }
    Object.assign(state, { route, query, inst, data, readyScheduled: false, unloaded: false })
    pageStack.push(state)
    pageStack.call(state, 'onLoad', toRealm(delivered))
    pageStack.call(state, 'onShow')
    return state
  }

  function applySetData (p: PageState, by: 'page' | string, patch: Dict, base?: (key: string) => { obj: Dict, key: string }): void {
    if (!patch || typeof patch !== 'object') throw new HarnessError(`${p.route}: setData called with ${String(patch)}`)
    let text: string
    try {
      text = JSON.stringify(patch)
    } catch (e) {
      throw new HarnessError(`${p.route}: setData payload is not serialisable: ${(e as Error).message}`)
    }
    const payload = JSON.parse(text) as Dict
    setDataLog.push({ seq: ++seq, route: p.route, by, payload, bytes: Buffer.byteLength(text, 'utf8'), at: queue.now })
    for (const [key, value] of Object.entries(payload)) {
      if (base) { const b = base(key); applyPatch(b.obj, b.key, value) } else applyPatch(p.data, key, value)
    }
    syncComponents(p)
  }

  /* ---- custom components in the tree (CustomWrapper) ---- */
  function componentTagConfig (tag: string, p: PageState): Dict | undefined {
    const jsonFile = path.join(distDir, `${p.route}.json`)
    const pageJson = fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as { usingComponents?: Record<string, string> } : {}
    const rel = ({ ...appJson.usingComponents, ...pageJson.usingComponents } as Record<string, string>)[tag]
    if (!rel) return undefined
    const file = rel.startsWith('/') ? rel.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(p.route), rel))
    return componentConfigs.get(file)
  }
  function syncComponents (p: PageState): void {
    const seen = new Set<string>()
    const walk = (n: MpNode) => {
      const info = templates.get(String(n.nn))
      if (info && n.sid) {
        const config = componentTagConfig(info.tag, p)
        if (config) {
          seen.add(n.sid)
          const existing = componentInstances.get(n.sid)
          if (existing) { existing.inst.data.i = n; existing.inst.props.i = n } else attachComponent(p, info.tag, n, config)
        }
      }
      for (const c of n.cn ?? []) walk(c)
    }
    const root = p.data.root as MpNode | undefined
    if (root) walk(root)
    for (const [sid, c] of componentInstances) {
      if (c.page === p && !seen.has(sid)) { detachComponent(c); componentInstances.delete(sid) }
    }
  }
  function attachComponent (p: PageState, tag: string, node: MpNode, config: Dict): void {
    const inst = {} as ComponentInstance
    Object.assign(inst, (config.methods ?? {}) as Dict)
    inst.data = { ...cloneJson((config.data ?? {}) as Dict), i: node, l: '' }
    inst.props = { i: node, l: '' }
    inst.id = node.uid ?? node.sid
    inst.is = tag
    const state: ComponentState = { tag, sid: String(node.sid), inst, page: p }
    inst.setData = (patch: Dict, cb?: () => void) => {
      applySetData(p, state.sid, patch, (key) => {
        const segs = parseDataPath(key)
        if (segs[0] === 'i') {
          const rest = key.replace(/^i\.?/, '')
          return { obj: (componentInstances.get(state.sid)?.inst.data.i ?? node) as Dict, key: rest }
        }
        return { obj: inst.data, key }
      })
      if (typeof cb === 'function') hostTask(cb, 'component setData callback')
    }
    componentInstances.set(state.sid, state)
    const lifetimes = (config.lifetimes ?? {}) as Dict
    const attached = (target === 'alipay' ? config.didMount : (lifetimes.attached ?? config.attached)) as AnyFn | undefined
    try {
      attached?.call(inst)
    } catch (e) {
      uncaught.push({ where: `<${tag}> attached`, error: e })
    }
  }
  function detachComponent (c: ComponentState): void {
    const config = componentTagConfig(c.tag, c.page) ?? {}
    const lifetimes = (config.lifetimes ?? {}) as Dict
    const detached = (target === 'alipay' ? config.didUnmount : (lifetimes.detached ?? config.detached)) as AnyFn | undefined
    try {
      detached?.call(c.inst)
    } catch (e) {
      uncaught.push({ where: `<${c.tag}> detached`, error: e })
    }
  }

  /* ---- settling ---- */
  async function drainMicrotasks (): Promise<void> {
    // Node runs the vm context's promise jobs on the same microtask queue: a macrotask turn drains both.
    for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve))
  }
  function throwIfUncaught (): void {
    for (const reason of unhandled.splice(0)) uncaught.push({ where: 'a promise rejected with no handler', error: reason })
    if (uncaught.length) {
      const first = uncaught.splice(0)
      const errs = consoleErrors.splice(0).slice(-3).map((c) => c.split('\n').slice(0, 3).join('\n')).join('\n---\n')
      throw new HarnessError(`${target}: the bundle threw in ${first[0].where}: ${errorText(first[0].error)}${first.length > 1 ? ` (and ${first.length - 1} more)` : ''}${errs ? `\nconsole.error:\n${errs}` : ''}`)
    }
    if (consoleErrors.length) {
      const logged = consoleErrors.splice(0)
      throw new HarnessError(`${target}: the bundle logged console.error${logged.length > 1 ? ` (${logged.length} times)` : ''}: ${logged[0].split('\n').slice(0, 6).join('\n')}`)
    }
    if (unemulated.length) {
      const names = [...new Set(unemulated.splice(0))]
      throw new HarnessError(`${target}: the bundle called host API ${names.map((n) => `${hostName}.${n}`).join(', ')}, which test/hosts/harness.ts does not emulate`)
    }
  }

  async function run (limit: (next: Timer) => boolean, what: string): Promise<void> {
    const started = Date.now()
    let steps = 0
    for (;;) {
      if (disposed) throw new HarnessError(`${what}: harness disposed`)
      await drainMicrotasks()
      throwIfUncaught()
      if (Date.now() - started > maxSettleMs) {
        throw new HarnessError(`${target}: ${what} did not settle within ${maxSettleMs} ms real time; in flight: ${[...inflight.values()].map((r) => r.describe).join(', ') || 'none'}; ${queue.size} timer(s) queued`)
      }
      const done = completions.shift()
      if (done) { done(); continue }
      const next = queue.next()
      if (next && next.at <= queue.now) {
        if (++steps > maxTimerSteps) throw endless(next, steps, what)
        queue.run(next)
        continue
      }
      if (inflight.size) {
        const remaining = Math.max(1, maxSettleMs - (Date.now() - started))
        let timer: NodeJS.Timeout | undefined
        await Promise.race([...[...inflight.values()].map((r) => r.promise.catch(() => undefined)), new Promise<void>((resolve) => { timer = setTimeout(resolve, remaining) })])
        clearTimeout(timer)
        continue
      }
      if (next && limit(next)) {
        if (++steps > maxTimerSteps) throw endless(next, steps, what)
        queue.run(next)
        continue
      }
      return
    }
  }
  function endless (next: Timer, steps: number, what: string): HarnessError {
    const queued = queue.describe()
    return new HarnessError(`${target}: ${what} still busy after ${steps - 1} timer callbacks (next: ${next.label}); queued: ${queued.join('; ')} — an endless timer loop?`)
  }

  /* ---- the current page's nodes and taps (host/tree.ts, host/tap.ts) ---- */
  const findNodes = (): HostNode[] => {
    const p = pageStack.current()
    if (!p) throw new HarnessError(`${target}: no page is open (call openPage first)`)
    return hostNodes(p.data.root as MpNode | undefined, templates)
  }

  const dispatchTap = (node: HostNode): void => {
    const p = pageStack.current()
    if (!p) throw new HarnessError('tap(): no page is open')
    // Re-resolve by path: the node must still be in the current tree.
    const fresh = findNodes().find((n) => n.path === node.path && n.sid === node.sid)
    if (!fresh) throw new HarnessError(`tap(): ${describeNode(node)} is no longer in the page`)
    const calls = tapDispatch(target, fresh, queue.now)
    const eh = p.inst.eh
    if (typeof eh !== 'function') throw new HarnessError(`tap(): page ${p.route} has no eh() handler for the templates' bindings`)
    for (const { node: cur, event } of calls) {
      try {
        (eh as AnyFn).call(p.inst, toRealm(event))
      } catch (e) {
        throw new HarnessError(`tap(): the page's eh() threw for ${describeNode(cur)}: ${errorText(e)}`)
      }
    }
  }

  /* ---- boot ---- */
  // Listening from the bundle's first line until dispose() (or a boot that fails).
  realProcess.on('unhandledRejection', onUnhandled)
  try {
    loadFile(path.join(distDir, 'app.js'))
    if (!appConfig) throw new HarnessError(`${target}: app.js loaded but never called App()`)
    const launch = launchOptions(target, appJson.pages[0])
    try {
      if (typeof appConfig.onLaunch === 'function') (appConfig.onLaunch as AnyFn).call(appConfig, toRealm(launch))
      if (typeof appConfig.onShow === 'function') (appConfig.onShow as AnyFn).call(appConfig, toRealm(launch))
    } catch (e) {
      throw new HarnessError(`${target}: App onLaunch/onShow threw: ${errorText(e)}`)
    }
  } catch (e) {
    unlisten()
    throw e
  }
  const harness: MiniProgramHarness = {
    target,
    distDir,
    setDataLog,
    hostCalls,
    requests,
    consoleLog,
    host,
    storage,
    now: () => queue.now,
    intersectionObservers: () => intersectionObservers.live(),
    get measure () { return layout.measure },
    set measure (fn) { layout.measure = fn },
    get pageHeight () { return layout.pageHeight },
    set pageHeight (h) { layout.pageHeight = h },
    useLayout (given) {
      layout.measure = given.measure
      layout.followHeight(given.pageHeight)
    },
    pageScrollTop: () => layout.scrollTop,
    async scrollPage (top) {
      scrollPageTo(top)
      await harness.settle()
    },
    attr (node, name) {
      const key = templates.get(node.nn)?.attrs.get(name)
      return key === undefined ? undefined : (node.raw as Dict)[key]
    },
    async intersect (selector, ratio = 1) {
      if (!intersectionObservers.intersect(selector, ratio)) throw new HarnessError(`${target}: no live intersection observer watches ${selector}`)
      await harness.settle()
    },
    async openPage (route, query = {}) {
      const q: Record<string, string> = {}
      for (const [k, v] of Object.entries(query)) q[k] = String(v)
      const top = pageStack.current()
      if (top) pageStack.call(top, 'onHide')
      mountPage(route.replace(/^\//, ''), q)
      await drainMicrotasks()
      throwIfUncaught()
    },
    settle: (opts = {}) => {
      const windowMs = opts.windowMs ?? 100
      const from = queue.now
      // Timers due within `windowMs` of the clock run (React's and Taro's 0–16 ms hops); later ones (a countdown's next
      // second, a toast's timeout, a request timeout guard) stay queued.
      return run((next) => next.at <= Math.max(from, queue.now) + windowMs, 'settle()')
    },
    async advance (ms) {
      const until = queue.now + ms
      await run((next) => next.at <= until, `advance(${ms})`)
      if (queue.now < until) queue.now = until
      await harness.settle()
    },
    tree: () => {
      const p = pageStack.current()
      if (!p) throw new HarnessError('tree(): no page is open')
      return cloneJson(p.data)
    },
    pageStack: () => pageStack.live().map((p) => ({ route: p.route, query: { ...p.query } })),
    // What a sighted visitor reads: a visually hidden text (a heading, a price's final figure for the reader) is not shown.
    texts: () => findNodes().filter((n) => n.tag === '#text' && !hiddenFromSight(n)).map((n) => String(n.raw.v)),
    nodes: () => findNodes(),
    find: (predicate) => findNodes().filter(predicate),
    findByText: (text) => elementsMatchingText(findNodes(), text),
    findByClass: (cls) => findNodes().filter((n) => hasClass(n, cls)),
    pageInstance: () => pageStack.current()?.inst,
    getByText (text) {
      const hits = elementsMatchingText(findNodes(), text)
      if (hits.length !== 1) throw new HarnessError(`getByText(${String(text)}): ${hits.length} matches${hits.length ? `: ${hits.map(describeNode).join(', ')}` : ''}; texts shown: ${JSON.stringify(harness.texts())}`)
      return hits[0]
    },
    getByClass (cls) {
      const hits = findNodes().filter((n) => hasClass(n, cls))
      if (hits.length !== 1) throw new HarnessError(`getByClass(${cls}): ${hits.length} matches${hits.length ? `: ${hits.map(describeNode).join(', ')}` : ''}; classes shown: ${JSON.stringify([...new Set(findNodes().map((n) => n.className).filter(Boolean))])}`)
      return hits[0]
    },
    tap: dispatchTap,
    async tapAndSettle (node) {
      const before = { setData: setDataLog.length, hostCalls: hostCalls.length }
      dispatchTap(node)
      await harness.settle()
      const effect = { setData: setDataLog.slice(before.setData), hostCalls: hostCalls.slice(before.hostCalls) }
      if (!effect.setData.length && !effect.hostCalls.length) {
        throw new HarnessError(`tap on ${describeNode(node)} had no effect: no setData and no host API call after settle() — is its handler bound?`)
      }
      return effect
    },
    navigationBarTitle: () => pageStack.current()?.title,
    overlays: () => overlays.shown(),
    callsOf: (api) => hostCalls.filter((c) => c.api === api),
    cookies: () => cookieJar.entries(),
    unemulatedCalls: () => [...unemulated],
    appHide () {
      const p = pageStack.current()
      if (p) pageStack.call(p, 'onHide')
      if (typeof appConfig?.onHide === 'function') (appConfig.onHide as AnyFn).call(appConfig)
      for (const cb of [...appListeners.hide]) cb()
    },
    appShow () {
      const opts = toRealm(launchOptions(target, appJson.pages[0]))
      if (typeof appConfig?.onShow === 'function') (appConfig.onShow as AnyFn).call(appConfig, opts)
      for (const cb of [...appListeners.show]) cb(opts)
      const p = pageStack.current()
      if (p) pageStack.call(p, 'onShow')
    },
    dispose () {
      disposed = true
      unlisten()
      queue.clearAll()
      for (const r of inflight.values()) r.abort()
      inflight.clear()
      completions.length = 0
      overlays.clear()
    }
  }
  try {
    await harness.settle()
  } catch (e) {
    harness.dispose()
    throw e
  }
  return harness
}
