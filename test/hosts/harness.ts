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
 *   callbacks, > maxSettleMs real time. An unhandled promise rejection inside the bundle is left
 *   to the runner (jest fails the test that was running).
 * - Custom components found in the tree (CustomWrapper, from usingComponents) get an instance
 *   whose setData patches the page tree and is logged with `by` = the node's sid. No build uses
 *   CustomWrapper yet, so that path has not met a real bundle.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { cloneJson } from './host/api'
import { HostCookieJar } from './host/cookies'
import { registerStorage } from './host/storage'
import { hostAnswer, invalidUrlAnswer, jsonSafe, wireRequest, type HostRequest, type Outcome } from './host/request'
import { TimerQueue, type Timer } from './host/timers'

export type MiniTarget = 'weapp' | 'alipay' | 'tt' | 'meituan'
export const MINI_TARGETS: readonly MiniTarget[] = ['weapp', 'alipay', 'tt', 'meituan']

/** The host's global object name in each target's bundle (Meituan's build is WeChat-compatible and uses `wx`). */
export const HOST_GLOBAL: Record<MiniTarget, 'wx' | 'my' | 'tt'> = { weapp: 'wx', alipay: 'my', tt: 'tt', meituan: 'wx' }
/** Template file extension per target. */
export const TEMPLATE_EXT: Record<MiniTarget, string> = { weapp: 'wxml', alipay: 'axml', tt: 'ttml', meituan: 'wxml' }

const REPO_ROOT = path.resolve(__dirname, '..', '..')

/** One node of the data tree Taro sends through setData. */
export interface MpNode {
  nn?: string | number
  sid?: string
  uid?: string
  cn?: MpNode[]
  cl?: string
  st?: string
  v?: string
  [prop: string]: unknown
}

/** A node of the current tree, with what the template says about it. */
export interface HostNode {
  /** The raw data node (a copy: read it, don't mutate it). */
  raw: MpNode
  /** Tag the template renders for this node (`view`, `text`, `button`, …; `#text` for text nodes). */
  tag: string
  nn: string
  /** What the host puts in `event.target.id`: `uid || sid`. */
  id: string
  sid: string
  className: string
  style: string
  /** All text below this node, in document order. */
  text: string
  /** Data path, e.g. `root.cn.[0].cn.[1]`. */
  path: string
  /** Whether this node's template binds tap (`bindtap`/`catchtap`/`onTap`/`catchTap` → `eh`). */
  tapBound: boolean
  /** Whether its tap binding is a catch (stops the host's bubbling). */
  tapCatch: boolean
  parent?: HostNode
  children: HostNode[]
}

/** A node's box as a selector query reports it: its size and its top in page coordinates (default 0). */
export interface HostBox { width: number, height: number, top?: number }

/** A request as the emulated host is about to send it; `onRequest` may return a changed copy. */
export type { HostRequest } from './host/request'

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
  /** settle() gives up after this much real time (default 10 000 ms). */
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
  measure?: (selector: string) => HostBox | undefined
  /** The device's place for getLocation (GCJ-02; default central Shanghai), or 'refused' (the visitor said no). */
  location?: { latitude: number, longitude: number } | 'refused'
  /**
   * console.error from the bundle fails settle() by default: React and Taro report render errors
   * there and carry on with an empty page. `true` allows every console.error, a RegExp the matching ones.
   */
  allowConsoleErrors?: boolean | RegExp
}

export class HarnessError extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'HarnessError'
  }
}


interface TemplateInfo {
  tag: string
  tapBound: boolean
  tapCatch: boolean
  /** Attribute name → the node's data key the template reads it from (`scroll-left="{{i.p31}}"` → p31). */
  attrs: Map<string, string>
}

type AnyFn = (...args: unknown[]) => unknown
type Dict = Record<string, unknown>

interface PageInstance extends Dict {
  route: string
  __route__: string
  /** WeChat (and Meituan) only: Alipay documents that getCurrentPages cannot give the parameters; Toutiao documents none. */
  options?: Record<string, string>
  data: Dict
  setData: (patch: Dict, cb?: () => void) => void
}

interface PageState {
  route: string
  query: Record<string, string>
  inst: PageInstance
  data: Dict
  readyScheduled: boolean
  title?: string
  unloaded: boolean
}

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

/* ------------------------------------------------------------------ paths -- */

/** `root.cn.[0].cn[2].v` → ['root', 'cn', 0, 'cn', 2, 'v'] */
export function parseDataPath (p: string): (string | number)[] {
  const out: (string | number)[] = []
  const re = /\[(\d+)\]|([^.[\]]+)/g
  let m: RegExpExecArray | null
  while ((m = re.exec(p)) !== null) {
    if (m[1] !== undefined) out.push(Number(m[1]))
    else out.push(m[2])
  }
  return out
}

/** Applies one setData key/value onto a plain object, creating objects/arrays along the way. */
export function applyPatch (target: Dict, key: string, value: unknown): void {
  const segs = parseDataPath(key)
  if (segs.length === 0) throw new HarnessError(`setData: empty data path "${key}"`)
  let cur: Dict | unknown[] = target
  for (let i = 0; i < segs.length - 1; i++) {
    const seg = segs[i]
    const container = cur as Record<string | number, unknown>
    let next = container[seg]
    if (next === null || typeof next !== 'object') {
      next = typeof segs[i + 1] === 'number' ? [] : {}
      container[seg] = next
    }
    cur = next as Dict | unknown[]
  }
  ;(cur as Record<string | number, unknown>)[segs[segs.length - 1]] = cloneJson(value)
}

function describeNode (n: HostNode): string {
  const cls = n.className ? `.${n.className.trim().split(/\s+/).join('.')}` : ''
  const text = n.text ? ` "${n.text.length > 40 ? n.text.slice(0, 40) + '…' : n.text}"` : ''
  return `<${n.tag}${cls}>${text} (${n.path})`
}

/* -------------------------------------------------------------- templates -- */

/** Reads tag and tap binding per node alias (`nn`) from base.wxml / base.axml / base.ttml. */
export function readTemplates (distDir: string, target: MiniTarget): Map<string, TemplateInfo> {
  const file = path.join(distDir, `base.${TEMPLATE_EXT[target]}`)
  if (!fs.existsSync(file)) throw new HarnessError(`${target}: ${path.relative(REPO_ROOT, file)} is missing (templates of the build)`)
  const src = fs.readFileSync(file, 'utf8')
  const map = new Map<string, TemplateInfo>()
  const re = /<template name="tmpl_0_([^"]+)">\s*<([\w-]+)([^>]*)>/g
  let m: RegExpExecArray | null
  while ((m = re.exec(src)) !== null) {
    const attrs = m[3]
    const bind = /\s(?:bind:?tap|capture-bind:tap|onTap)="eh"/.test(attrs)
    const cat = /\s(?:catch:?tap|capture-catch:tap|catchTap)="eh"/.test(attrs)
    const names = new Map<string, string>()
    for (const a of attrs.matchAll(/\s([\w:-]+)="\{\{[^"]*?\bi\.(\w+)/g)) names.set(a[1], a[2])
    map.set(m[1], { tag: m[2], tapBound: bind || cat, tapCatch: cat, attrs: names })
  }
  if (map.size === 0) throw new HarnessError(`${target}: no tmpl_0_* templates found in ${path.relative(REPO_ROOT, file)}`)
  return map
}

const knownApiCache = new Map<MiniTarget, Set<string>>()

/** Host API names Taro knows for this target (promisified ones), read from the installed Taro packages. */
function knownApiNames (target: MiniTarget): Set<string> {
  const cached = knownApiCache.get(target)
  if (cached) return cached
  const names = new Set<string>()
  knownApiCache.set(target, names)
  const files = [
    '@tarojs/shared/dist/native-apis.js',
    target === 'alipay' ? '@tarojs/plugin-platform-alipay/dist/runtime.js'
      : target === 'tt' ? '@tarojs/plugin-platform-tt/dist/runtime.js'
        : '@tarojs/plugin-platform-weapp/dist/runtime.js'
  ]
  for (const rel of files) {
    let src = ''
    try {
      src = fs.readFileSync(require.resolve(rel, { paths: [REPO_ROOT] }), 'utf8')
    } catch {
      try {
        src = fs.readFileSync(path.join(REPO_ROOT, 'node_modules', rel), 'utf8')
      } catch {
        continue
      }
    }
    const block = /needPromiseApis = new Set\(\[([\s\S]*?)\]\)/.exec(src)
    if (block) for (const s of block[1].matchAll(/'([\w$]+)'/g)) names.add(s[1])
  }
  // Common synchronous / non-promisified APIs.
  for (const n of [
    'getMenuButtonBoundingClientRect', 'createCanvasContext', 'createVideoContext', 'createAnimation',
    'createInnerAudioContext', 'getBackgroundAudioManager', 'getRecorderManager', 'createIntersectionObserver',
    'createMapContext', 'createCameraContext', 'createLivePlayerContext', 'createOffscreenCanvas',
    'getEnterOptionsSync', 'getSystemSetting', 'getAppAuthorizeSetting', 'onLocationChange', 'offLocationChange',
    'onKeyboardHeightChange', 'offKeyboardHeightChange', 'arrayBufferToBase64', 'base64ToArrayBuffer',
    'getPerformance', 'getRealtimeLogManager', 'getLogManager', 'onMemoryWarning', 'onThemeChange',
    'getLocation', 'chooseLocation', 'openLocation', 'requestPayment', 'tradePay', 'getUserProfile', 'getUserInfo',
    'getPhoneNumber', 'getAuthCode', 'getOpenUserInfo', 'scanCode', 'scan', 'previewImage', 'chooseImage',
    'chooseMedia', 'saveImageToPhotosAlbum', 'downloadFile', 'uploadFile', 'connectSocket', 'requestSubscribeMessage',
    'navigateToMiniProgram', 'openSetting', 'getSetting', 'authorize', 'showActionSheet', 'startPullDownRefresh',
    'setTabBarBadge', 'setBackgroundColor', 'setNavigationBarColor', 'loadFontFace', 'getClipboardData',
    'getClipboard', 'setClipboard', 'vibrate', 'vibrateLong', 'alert', 'prompt'
  ]) names.add(n)
  return names
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
  measure: (selector: string) => HostBox | undefined
  /** The page's height the viewport's scrollOffset reports (default 724, one screen). */
  pageHeight: number
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
  const maxSettleMs = options.maxSettleMs ?? 10_000
  const requestTimeoutMs = options.requestTimeoutMs ?? 5000
  const hostName = HOST_GLOBAL[target]
  const templates = readTemplates(distDir, target)
  const appJson = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8')) as { pages: string[], usingComponents?: Record<string, string>, tabBar?: { list?: { pagePath: string }[] } }

  /* ---- state ---- */
  const setDataLog: SetDataEntry[] = []
  const intersectionObservers: Array<{ selector?: string, margins?: unknown, cb?: AnyFn, disconnected: boolean }> = []
  let measure: (selector: string) => HostBox | undefined = options.measure ?? (() => undefined)
  let pageScrollTop = 0
  let pageHeight = 724
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
  const completions: (() => void)[] = []
  const inflight = new Map<number, { promise: Promise<void>, abort: () => void, describe: string }>()
  let disposed = false
  const pageStack: PageState[] = []
  const pageConfigs = new Map<string, Dict>()
  const componentConfigs = new Map<string, Dict>()
  const componentInstances = new Map<string, ComponentState>()
  const appListeners: Record<'show' | 'hide' | 'error', AnyFn[]> = { show: [], hide: [], error: [] }
  let appConfig: Dict | undefined
  const loadingFiles: string[] = []
  let ui = { toast: undefined as Dict | undefined, loading: undefined as Dict | undefined }

  /* ---- the vm context ---- */
  const sandbox: Dict = {}
  const context = vm.createContext(sandbox, { name: `${target} mini-program` })
  const realmJSON = vm.runInContext('JSON', context) as JSON
  /** Data handed to the bundle is made in the bundle's realm, so `instanceof Object/Array` hold there. */
  const toRealm = <T>(value: T): T => (value === undefined ? value : realmJSON.parse(JSON.stringify(value)) as T)
  const realmArray = vm.runInContext('Array', context) as ArrayConstructor

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
  sandbox.getCurrentPages = () => realmArray.from(pageStack.filter((p) => !p.unloaded).map((p) => p.inst))
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
  const ok = (api: string, extra: Dict = {}): Dict => (target === 'alipay' ? { success: true, ...extra } : { errMsg: `${api}:ok`, ...extra })
  /** A failure as each host reports it: Alipay `{ error, errorMessage }`, Toutiao `{ errMsg, errNo }`, WeChat and Meituan `{ errMsg }`. */
  const failRes = (api: string, msg: string, alipayError = 2, ttErrNo = 20000): Dict => (target === 'alipay'
    ? { error: alipayError, errorMessage: msg }
    : target === 'tt' ? { errMsg: `${api}:fail ${msg}`, errNo: ttErrNo } : { errMsg: `${api}:fail ${msg}` })
  /** Answers an async host API through its callbacks, on the host queue. */
  function answer (api: string, opts: unknown, result: Dict, failed = false): void {
    const o = (opts && typeof opts === 'object' ? opts : {}) as Dict
    hostTask(() => {
      const res = toRealm(result)
      const cb = (failed ? o.fail : o.success) as AnyFn | undefined
      if (cb) cb(res)
      if (typeof o.complete === 'function') (o.complete as AnyFn)(res)
    }, `${hostName}.${api} callback`)
  }
  /** Defines an async API: `impl` returns the success result, or `{ fail: result }`. */
  function asyncApi (api: string, impl: (o: Dict) => Dict | { fail: Dict }): void {
    host[api] = (opts?: unknown) => {
      record(api, [opts])
      const o = (opts && typeof opts === 'object' ? opts : {}) as Dict
      const r = impl(o)
      if ('fail' in r && r.fail && typeof r.fail === 'object') answer(api, o, r.fail as Dict, true)
      else answer(api, o, r as Dict)
    }
  }
  function syncApi (api: string, impl: (...args: unknown[]) => unknown): void {
    host[api] = (...args: unknown[]) => {
      record(api, args)
      const r = impl(...args)
      return r !== null && typeof r === 'object' ? toRealm(r) : r
    }
  }

  // Everything Taro knows for this host and we do not emulate fails loudly when called.
  const notEmulated = new WeakSet<object>()
  for (const name of knownApiNames(target)) {
    const stub = (...args: unknown[]) => {
      record(name, args)
      unemulated.push(name)
      throw new HarnessError(`${hostName}.${name}() is not emulated by test/hosts/harness.ts`)
    }
    notEmulated.add(stub)
    host[name] = stub
  }
  const knownButUnemulated = (name: string): boolean => notEmulated.has(host[name] as object)

  const windowWidth = 375
  const systemInfo: Dict = {
    brand: 'iPhone', model: 'iPhone 12', pixelRatio: 2, screenWidth: windowWidth, screenHeight: 812, windowWidth,
    windowHeight: 724, statusBarHeight: 44, language: 'zh_CN', system: 'iOS 16.0', platform: 'ios', fontSizeSetting: 16,
    safeArea: { left: 0, right: windowWidth, top: 44, bottom: 778, width: windowWidth, height: 734 },
    ...(target === 'alipay' ? { app: 'alipay', version: '10.5.0', SDKVersion: '2.9.0', titleBarHeight: 44 }
      : target === 'tt' ? { appName: 'Douyin', version: '28.0.0', SDKVersion: '3.0.0' }
        : { version: '8.0.50', SDKVersion: '3.5.0', host: { env: target === 'meituan' ? 'meituan' : 'WeChat' } })
  }
  syncApi('getSystemInfoSync', () => systemInfo)
  asyncApi('getSystemInfo', () => ok('getSystemInfo', systemInfo))
  syncApi('getWindowInfo', () => ({ pixelRatio: 2, screenWidth: windowWidth, screenHeight: 812, windowWidth, windowHeight: 724, statusBarHeight: 44, safeArea: systemInfo.safeArea, screenTop: 0 }))
  if (target !== 'alipay') {
    syncApi('getDeviceInfo', () => ({ brand: systemInfo.brand, model: systemInfo.model, system: systemInfo.system, platform: systemInfo.platform, pixelRatio: 2 }))
    syncApi('getAppBaseInfo', () => ({ SDKVersion: systemInfo.SDKVersion, version: systemInfo.version, language: 'zh_CN', theme: 'light', enableDebug: false }))
    syncApi('getMenuButtonBoundingClientRect', () => ({ width: 87, height: 32, top: 48, left: 281, right: 368, bottom: 80 }))
  }
  syncApi('canIUse', (schema) => typeof schema === 'string' && typeof host[schema.split('.')[0]] === 'function' && !knownButUnemulated(schema.split('.')[0]))

  // Storage (host/storage.ts).
  registerStorage(target, storage, { syncApi, asyncApi, ok, failRes })

  // Navigation bar, toast, loading.
  const setTitle = (title: unknown) => { const p = currentPage(); if (p) p.title = String(title) }
  if (target === 'alipay') {
    asyncApi('setNavigationBar', (o) => { if (o.title !== undefined) setTitle(o.title); return { success: true } })
  } else {
    asyncApi('setNavigationBarTitle', (o) => { setTitle(o.title); return ok('setNavigationBarTitle') })
    asyncApi('setNavigationBarColor', () => ok('setNavigationBarColor'))
  }
  asyncApi('showToast', (o) => {
    ui.toast = { text: target === 'alipay' ? o.content : o.title, icon: target === 'alipay' ? o.type : o.icon }
    const duration = Number(o.duration ?? (target === 'alipay' ? 2000 : 1500))
    const shown = ui.toast
    addTimer(() => { if (ui.toast === shown) ui.toast = undefined }, duration, [], false, 'toast timeout')
    return ok('showToast')
  })
  asyncApi('hideToast', () => { ui.toast = undefined; return ok('hideToast') })
  asyncApi('showLoading', (o) => { ui.loading = { text: target === 'alipay' ? o.content : o.title }; return ok('showLoading') })
  asyncApi('hideLoading', () => { ui.loading = undefined; return ok('hideLoading') })
  if (target === 'alipay') {
    asyncApi('confirm', () => ({ confirm: options.modalConfirm ?? true }))
    asyncApi('alert', () => ({ success: true }))
  } else {
    asyncApi('showModal', () => ok('showModal', { confirm: options.modalConfirm ?? true, cancel: !(options.modalConfirm ?? true) }))
  }
  // The page moves to a number (a selector is not emulated: not every host takes one) and tells the page, as hosts do.
  asyncApi('pageScrollTo', (o) => {
    if (typeof o.scrollTop === 'number' && Number.isFinite(o.scrollTop)) scrollPageTo(o.scrollTop)
    return ok('pageScrollTo')
  })
  asyncApi('getLocation', () => {
    const place = options.location ?? { latitude: 31.2304, longitude: 121.4737 }
    if (place === 'refused') return { fail: failRes('getLocation', 'auth deny', 11, 10200) }
    return ok('getLocation', { ...place, speed: -1, accuracy: 65 })
  })
  asyncApi('stopPullDownRefresh', () => ok('stopPullDownRefresh'))
  asyncApi('makePhoneCall', () => ok('makePhoneCall'))
  asyncApi('getNetworkType', () => ok('getNetworkType', { networkType: 'wifi', networkAvailable: true }))
  syncApi('onNetworkStatusChange', () => undefined)
  syncApi('offNetworkStatusChange', () => undefined)
  if (target === 'alipay') asyncApi('setClipboard', () => ({ success: true }))
  else asyncApi('setClipboardData', () => ok('setClipboardData'))
  if (target === 'weapp' || target === 'meituan') {
    asyncApi('showShareMenu', () => ok('showShareMenu'))
    asyncApi('hideShareMenu', () => ok('hideShareMenu'))
    asyncApi('hideHomeButton', () => ok('hideHomeButton'))
    syncApi('reportAnalytics', () => undefined)
  }

  // Login: a code per call; nothing is verified (the emulator decides what a code means).
  let loginSeq = 0
  if (target === 'alipay') asyncApi('getAuthCode', () => ({ authCode: `emu-auth-${++loginSeq}`, success: true }))
  else if (target === 'tt') asyncApi('login', () => ok('login', { code: `emu-code-${++loginSeq}`, anonymousCode: `emu-anon-${loginSeq}`, isLogin: true }))
  else asyncApi('login', () => ok('login', { code: `emu-code-${++loginSeq}` }))
  if (target !== 'alipay') asyncApi('checkSession', () => ok('checkSession'))

  // App-level information and events.
  const launchOptions = (): Dict => ({ path: appJson.pages[0], query: {}, scene: 1001, referrerInfo: {}, ...(target === 'alipay' ? {} : { shareTicket: undefined }) })
  syncApi('getLaunchOptionsSync', () => launchOptions())
  syncApi('getEnterOptionsSync', () => launchOptions())
  if (target === 'alipay') {
    syncApi('getAppIdSync', () => ({ appId: '2021000000000000' }))
    syncApi('getAccountInfoSync', () => ({ miniProgram: { appId: '2021000000000000', envVersion: 'develop', version: '' } }))
  } else {
    syncApi('getAccountInfoSync', () => ({ miniProgram: { appId: target === 'tt' ? 'tt0000000000000000' : 'wx0000000000000000', envVersion: 'develop', version: '' } }))
  }
  const listen = (kind: 'show' | 'hide' | 'error', on: boolean) => (cb: unknown) => {
    if (typeof cb !== 'function') return
    const list = appListeners[kind]
    if (on) list.push(cb as AnyFn)
    else { const i = list.indexOf(cb as AnyFn); if (i >= 0) list.splice(i, 1) }
  }
  syncApi('onAppShow', listen('show', true))
  syncApi('offAppShow', listen('show', false))
  syncApi('onAppHide', listen('hide', true))
  syncApi('offAppHide', listen('hide', false))
  syncApi('onError', listen('error', true))
  syncApi('offError', listen('error', false))
  syncApi('onUnhandledRejection', () => undefined)
  syncApi('onPageNotFound', () => undefined)
  host.getUpdateManager = () => {
    record('getUpdateManager', [])
    return { onCheckForUpdate: (cb: unknown) => { if (typeof cb === 'function') hostTask(() => (cb as AnyFn)(toRealm({ hasUpdate: false })), 'onCheckForUpdate') }, onUpdateReady: () => undefined, onUpdateFailed: () => undefined, applyUpdate: () => undefined }
  }
  host.nextTick = (fn: unknown) => { record('nextTick', []); addTimer(fn, 0, [], false, 'nextTick') }

  // createSelectorQuery: every node measures as a zero box; the viewport is 375 px wide.
  host.createSelectorQuery = () => {
    record('createSelectorQuery', [])
    const queue: { cb?: AnyFn, value: () => unknown }[] = []
    const nodesRef = (selector: string, all: boolean): Dict => {
      const rect = () => {
        if (selector === 'viewport') return { left: 0, top: 0, right: windowWidth, bottom: 724, width: windowWidth, height: 724 }
        const size = measure(selector) ?? { width: 0, height: 0 }
        const top = (size.top ?? 0) - pageScrollTop
        return { id: '', dataset: {}, left: 0, top, right: size.width, bottom: top + size.height, width: size.width, height: size.height }
      }
      const add = (value: () => unknown) => (cb?: unknown) => { queue.push({ cb: typeof cb === 'function' ? cb as AnyFn : undefined, value: () => (all && selector !== 'viewport' ? [] : value()) }); return query }
      return {
        boundingClientRect: add(rect),
        scrollOffset: add(() => ({ id: '', dataset: {}, scrollLeft: 0, scrollTop: pageScrollTop, scrollWidth: windowWidth, scrollHeight: pageHeight })),
        fields: (_f: unknown, cb?: unknown) => add(() => ({}))(cb),
        node: add(() => null),
        context: add(() => null)
      }
    }
    const query: Dict = {
      in: () => query,
      select: (s: string) => nodesRef(s, false),
      selectAll: (s: string) => nodesRef(s, true),
      selectViewport: () => nodesRef('viewport', false),
      exec: (cb?: unknown) => {
        hostTask(() => {
          const results = queue.map((q) => toRealm(q.value()))
          queue.forEach((q, i) => q.cb?.(results[i]))
          if (typeof cb === 'function') (cb as AnyFn)(realmArray.from(results))
        }, 'SelectorQuery.exec')
        return query
      }
    }
    return query
  }

  // createIntersectionObserver: nothing intersects until a test brings an element into view
  // with harness.intersect(selector), as on a page opened at its top.
  host.createIntersectionObserver = (_component?: unknown, _options?: unknown) => {
    record('createIntersectionObserver', [])
    const entry: { selector?: string, margins?: unknown, cb?: AnyFn, disconnected: boolean } = { disconnected: false }
    const observer: Dict = {
      relativeToViewport: (margins?: unknown) => { entry.margins = margins; return observer },
      relativeTo: (_selector: string, margins?: unknown) => { entry.margins = margins; return observer },
      observe: (selector: string, cb: unknown) => {
        entry.selector = selector
        entry.cb = typeof cb === 'function' ? cb as AnyFn : undefined
        intersectionObservers.push(entry)
      },
      disconnect: () => { entry.disconnected = true }
    }
    return observer
  }

  // Navigation between the app's pages.
  const parseUrl = (url: unknown): { route: string, query: Record<string, string> } => {
    const s = String(url ?? '')
    const [p, q = ''] = s.split('?')
    let route = p.replace(/^\//, '')
    if (!p.startsWith('/')) {
      const cur = currentPage()
      if (cur) route = path.posix.normalize(path.posix.join(path.posix.dirname(cur.route), p))
    }
    const query: Record<string, string> = {}
    for (const part of q.split('&')) {
      if (!part) continue
      const [k, v = ''] = part.split('=')
      query[decodeURIComponent(k)] = decodeURIComponent(v)
    }
    return { route, query }
  }
  const isTab = (route: string) => (appJson.tabBar?.list ?? []).some((t) => t.pagePath === route)
  const navApi = (api: string, kind: 'navigate' | 'redirect' | 'switchTab' | 'reLaunch') => {
    host[api] = (opts?: Dict) => {
      record(api, [opts])
      const { route, query } = parseUrl(opts?.url)
      // Alipay's navigation error 1: the page is not found (my.navigateTo docs).
      if (!appJson.pages.includes(route)) return answer(api, opts, failRes(api, `page "${route}" is not found`, 1), true)
      if (kind === 'switchTab' && !isTab(route)) return answer(api, opts, failRes(api, 'can not switch to no-tabBar page'), true)
      if (kind !== 'switchTab' && kind !== 'reLaunch' && isTab(route)) return answer(api, opts, failRes(api, 'can not navigateTo a tabbar page'), true)
      hostTask(() => {
        const top = currentPage()
        if (kind === 'navigate') { if (top) callPage(top, 'onHide') }
        else if (kind === 'redirect') { if (top) unloadPage(top) }
        else { while (currentPage()) unloadPage(currentPage()!) }
        mountPage(route, query)
        answer(api, opts, ok(api))
      }, api)
      return undefined
    }
  }
  navApi('navigateTo', 'navigate')
  navApi('redirectTo', 'redirect')
  navApi('switchTab', 'switchTab')
  navApi('reLaunch', 'reLaunch')
  host.navigateBack = (opts?: Dict) => {
    record('navigateBack', [opts])
    const delta = Math.max(1, Number(opts?.delta ?? 1))
    hostTask(() => {
      for (let i = 0; i < delta && pageStack.filter((p) => !p.unloaded).length > 1; i++) unloadPage(currentPage()!)
      const top = currentPage()
      if (top) callPage(top, 'onShow')
      answer('navigateBack', opts, ok('navigateBack'))
    }, 'navigateBack')
  }

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
    pageScrollTop = Math.max(0, Math.min(top, Math.max(0, pageHeight - 724)))
    const p = currentPage()
    const at = pageScrollTop
    if (p) hostTask(() => { if (!p.unloaded) callPage(p, 'onPageScroll', toRealm({ scrollTop: at })) }, 'onPageScroll')
  }
  function currentPage (): PageState | undefined {
    for (let i = pageStack.length - 1; i >= 0; i--) if (!pageStack[i].unloaded) return pageStack[i]
    return undefined
  }
  function callPage (p: PageState, hook: string, ...args: unknown[]): void {
    const fn = p.inst[hook]
    if (typeof fn !== 'function') return
    try {
      (fn as AnyFn).apply(p.inst, args)
    } catch (e) {
      throw new HarnessError(`${p.route}: ${hook}() threw: ${errorText(e)}`)
    }
  }
  function unloadPage (p: PageState): void {
    callPage(p, 'onUnload')
    p.unloaded = true
    const i = pageStack.indexOf(p)
    if (i >= 0) pageStack.splice(i, 1)
    for (const [sid, c] of componentInstances) if (c.page === p) { detachComponent(c); componentInstances.delete(sid) }
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
    const delivered = deliveredQuery(query)
    // Only WeChat (and the WeChat-compatible Meituan) documents `options` on the page instance.
    if (target === 'weapp' || target === 'meituan') inst.options = toRealm(delivered)
    inst.data = data
    if (target === 'alipay') { inst.$viewId = String(pageStack.length + 1); inst.$id = pageStack.length + 1 }
    else inst.__webviewId__ = pageStack.length + 1
    inst.setData = (patch: Dict, cb?: () => void) => {
      if (state.unloaded) { consoleLog.push({ level: 'warn', text: `setData on unloaded page ${route}` }); return }
      applySetData(state, 'page', patch)
      if (!state.readyScheduled) {
        state.readyScheduled = true
        hostTask(() => { if (!state.unloaded) callPage(state, 'onReady') }, `${route} onReady`)
      }
      if (typeof cb === 'function') hostTask(cb, 'setData callback')
    }
    if (target === 'alipay') {
      inst.$spliceData = () => { unemulated.push('$spliceData'); throw new HarnessError('page.$spliceData is not emulated') }
    }
    Object.assign(state, { route, query, inst, data, readyScheduled: false, unloaded: false })
    pageStack.push(state)
    callPage(state, 'onLoad', toRealm(delivered))
    callPage(state, 'onShow')
    return state
  }

  /**
   * The query as each host hands it to onLoad: WeChat (and Meituan) pass the
   * values as they stand in the URL, still percent-encoded; Alipay decodes them
   * (app.json behavior.decodeQuery, on by default); Toutiao hands them decoded.
   */
  function deliveredQuery (query: Record<string, string>): Record<string, string> {
    if (target !== 'weapp' && target !== 'meituan') return { ...query }
    return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)]))
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

  const findNodes = (): HostNode[] => {
    const p = currentPage()
    if (!p) throw new HarnessError(`${target}: no page is open (call openPage first)`)
    const out: HostNode[] = []
    const root = cloneJson(p.data.root) as MpNode | undefined
    const walk = (n: MpNode, nodePath: string, parent: HostNode | undefined): HostNode => {
      const nn = String(n.nn ?? '')
      const info = templates.get(nn)
      // Text nodes carry `v` and no children (their template is a bare `<block>{{i.v}}</block>`).
      const isText = n.v !== undefined && !n.cn
      const hn: HostNode = {
        raw: n,
        tag: isText ? '#text' : info?.tag ?? `unknown(nn=${nn})`,
        nn,
        id: String(n.uid ?? n.sid ?? ''),
        sid: String(n.sid ?? ''),
        className: String(n.cl ?? ''),
        style: String(n.st ?? ''),
        text: '',
        path: nodePath,
        tapBound: !isText && (info?.tapBound ?? false),
        tapCatch: !isText && (info?.tapCatch ?? false),
        parent,
        children: []
      }
      out.push(hn)
      hn.children = (n.cn ?? []).map((c, i) => walk(c, `${nodePath}.cn.[${i}]`, hn))
      hn.text = isText ? String(n.v) : hn.children.map((c) => c.text).join('')
      return hn
    }
    ;(root?.cn ?? []).forEach((c, i) => walk(c, `root.cn.[${i}]`, undefined))
    return out
  }
  const elementsMatchingText = (text: string | RegExp): HostNode[] => {
    const match = (s: string) => (typeof text === 'string' ? s === text : text.test(s))
    const hits = findNodes().filter((n) => n.tag !== '#text' && match(n.text))
    return hits.filter((n) => !n.children.some((c) => c.tag !== '#text' && match(c.text)))
  }
  const hasClass = (n: HostNode, cls: string) => n.className.split(/\s+/).includes(cls)

  const dispatchTap = (node: HostNode): void => {
    const p = currentPage()
    if (!p) throw new HarnessError('tap(): no page is open')
    // Re-resolve by path: the node must still be in the current tree.
    const fresh = findNodes().find((n) => n.path === node.path && n.sid === node.sid)
    if (!fresh) throw new HarnessError(`tap(): ${describeNode(node)} is no longer in the page`)
    const chain: HostNode[] = []
    for (let n: HostNode | undefined = fresh; n; n = n.parent) if (n.tag !== '#text') chain.push(n)
    const handlers = chain.filter((n) => n.tapBound)
    if (!handlers.length) {
      throw new HarnessError(`tap(): nothing handles a tap on ${describeNode(fresh)}: neither it nor an ancestor binds tap in base.${TEMPLATE_EXT[target]} (${chain.map((n) => `<${n.tag}> nn=${n.nn}`).join(' < ')})`)
    }
    const eh = p.inst.eh
    if (typeof eh !== 'function') throw new HarnessError(`tap(): page ${p.route} has no eh() handler for the templates' bindings`)
    const tapped = chain[0]
    for (const cur of handlers) {
      const ds = (n: HostNode) => ({ sid: n.sid })
      const event = {
        type: 'tap',
        timeStamp: queue.now,
        target: target === 'alipay'
          // Alipay: target.dataset is the bound node's, targetDataset the tapped node's.
          ? { id: tapped.id, dataset: ds(cur), targetDataset: ds(tapped) }
          : { id: tapped.id, dataset: ds(tapped), offsetLeft: 0, offsetTop: 0 },
        currentTarget: { id: cur.id, dataset: ds(cur), offsetLeft: 0, offsetTop: 0 },
        detail: { x: 10, y: 10 },
        touches: [],
        changedTouches: [{ identifier: 0, pageX: 10, pageY: 10, clientX: 10, clientY: 10 }],
        mark: {}
      }
      try {
        (eh as AnyFn).call(p.inst, toRealm(event))
      } catch (e) {
        throw new HarnessError(`tap(): the page's eh() threw for ${describeNode(cur)}: ${errorText(e)}`)
      }
      if (cur.tapCatch) break
    }
  }

  /* ---- boot ---- */
  loadFile(path.join(distDir, 'app.js'))
  if (!appConfig) throw new HarnessError(`${target}: app.js loaded but never called App()`)
  const launch = launchOptions()
  try {
    if (typeof appConfig.onLaunch === 'function') (appConfig.onLaunch as AnyFn).call(appConfig, toRealm(launch))
    if (typeof appConfig.onShow === 'function') (appConfig.onShow as AnyFn).call(appConfig, toRealm(launch))
  } catch (e) {
    throw new HarnessError(`${target}: App onLaunch/onShow threw: ${errorText(e)}`)
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
    intersectionObservers: () => intersectionObservers.filter((o) => !o.disconnected && o.selector).map((o) => ({ selector: o.selector as string, margins: o.margins })),
    get measure () { return measure },
    set measure (fn) { measure = fn },
    get pageHeight () { return pageHeight },
    set pageHeight (h) { pageHeight = h },
    pageScrollTop: () => pageScrollTop,
    async scrollPage (top) {
      scrollPageTo(top)
      await harness.settle()
    },
    attr (node, name) {
      const key = templates.get(node.nn)?.attrs.get(name)
      return key === undefined ? undefined : (node.raw as Dict)[key]
    },
    async intersect (selector, ratio = 1) {
      const live = intersectionObservers.filter((o) => !o.disconnected && o.selector === selector)
      if (!live.length) throw new HarnessError(`${target}: no live intersection observer watches ${selector}`)
      for (const o of live) hostTask(() => o.cb?.(toRealm({ id: selector.replace(/^#/, ''), intersectionRatio: ratio, intersectionRect: {}, boundingClientRect: {}, relativeRect: {}, time: queue.now })), `IntersectionObserver(${selector})`)
      await harness.settle()
    },
    async openPage (route, query = {}) {
      const q: Record<string, string> = {}
      for (const [k, v] of Object.entries(query)) q[k] = String(v)
      const top = currentPage()
      if (top) callPage(top, 'onHide')
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
      const p = currentPage()
      if (!p) throw new HarnessError('tree(): no page is open')
      return cloneJson(p.data)
    },
    pageStack: () => pageStack.filter((p) => !p.unloaded).map((p) => ({ route: p.route, query: { ...p.query } })),
    texts: () => findNodes().filter((n) => n.tag === '#text').map((n) => String(n.raw.v)),
    nodes: () => findNodes(),
    find: (predicate) => findNodes().filter(predicate),
    findByText: elementsMatchingText,
    findByClass: (cls) => findNodes().filter((n) => hasClass(n, cls)),
    pageInstance: () => currentPage()?.inst,
    getByText (text) {
      const hits = elementsMatchingText(text)
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
    navigationBarTitle: () => currentPage()?.title,
    overlays: () => ({ ...ui }),
    callsOf: (api) => hostCalls.filter((c) => c.api === api),
    cookies: () => cookieJar.entries(),
    unemulatedCalls: () => [...unemulated],
    appHide () {
      const p = currentPage()
      if (p) callPage(p, 'onHide')
      if (typeof appConfig?.onHide === 'function') (appConfig.onHide as AnyFn).call(appConfig)
      for (const cb of [...appListeners.hide]) cb()
    },
    appShow () {
      const opts = toRealm(launchOptions())
      if (typeof appConfig?.onShow === 'function') (appConfig.onShow as AnyFn).call(appConfig, opts)
      for (const cb of [...appListeners.show]) cb(opts)
      const p = currentPage()
      if (p) callPage(p, 'onShow')
    },
    dispose () {
      disposed = true
      queue.clearAll()
      for (const r of inflight.values()) r.abort()
      inflight.clear()
      completions.length = 0
      ui = { toast: undefined, loading: undefined }
    }
  }
  await harness.settle()
  return harness
}

function safeStringify (v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v)
  } catch {
    return String(v)
  }
}

function errorText (e: unknown): string {
  if (e && typeof e === 'object' && 'stack' in e && typeof (e as Error).stack === 'string') {
    return (e as Error).stack!.split('\n').slice(0, 6).join('\n')
  }
  if (e && typeof e === 'object') return safeStringify(e)
  return String(e)
}
