/**
 * The page stack and the navigation between the app's pages: navigateTo (the top hides), redirectTo (the
 * top unloads), switchTab and reLaunch (every page unloads), navigateBack (never past the bottom page),
 * each refused as the host refuses it; and each page's lifecycle hooks as the host calls them.
 */
import path from 'node:path'
import type { Dict, HostRuntime } from './api'
import { errorText, HarnessError } from './errors'
import type { MiniTarget } from './targets'

export interface PageInstance extends Dict {
  route: string
  __route__: string
  /** WeChat (and Meituan) only: Alipay documents that getCurrentPages cannot give the parameters; Toutiao documents none. */
  options?: Record<string, string>
  data: Dict
  setData: (patch: Dict, cb?: () => void) => void
}

export interface PageState {
  route: string
  query: Record<string, string>
  inst: PageInstance
  data: Dict
  readyScheduled: boolean
  title?: string
  unloaded: boolean
}

/** The pages shown, bottom first. */
export class PageStack {
  private readonly pages: PageState[] = []

  /** `onUnload`: after a page's onUnload, what else goes with it (its custom components). */
  constructor (private readonly onUnload: (p: PageState) => void = () => undefined) {}

  /** How many pages are on the stack (the next page's view id is one more). */
  get size (): number {
    return this.pages.length
  }

  /** The top page. */
  current (): PageState | undefined {
    for (let i = this.pages.length - 1; i >= 0; i--) if (!this.pages[i].unloaded) return this.pages[i]
    return undefined
  }

  /** The pages still loaded, bottom first (what getCurrentPages lists). */
  live (): PageState[] {
    return this.pages.filter((p) => !p.unloaded)
  }

  push (p: PageState): void {
    this.pages.push(p)
  }

  /** Calls a lifecycle hook of the page's, if it has one; what it throws fails the harness. */
  call (p: PageState, hook: string, ...args: unknown[]): void {
    const fn = p.inst[hook]
    if (typeof fn !== 'function') return
    try {
      (fn as (...a: unknown[]) => unknown).apply(p.inst, args)
    } catch (e) {
      throw new HarnessError(`${p.route}: ${hook}() threw: ${errorText(e)}`)
    }
  }

  /** onUnload, then the page leaves the stack. */
  unload (p: PageState): void {
    this.call(p, 'onUnload')
    p.unloaded = true
    const i = this.pages.indexOf(p)
    if (i >= 0) this.pages.splice(i, 1)
    this.onUnload(p)
  }
}

/** A navigation URL's route (an absolute one, or relative to `from`'s route) and its query, decoded. */
export function pageUrl (url: unknown, from?: string): { route: string, query: Record<string, string> } {
  const s = String(url ?? '')
  const [p, q = ''] = s.split('?')
  let route = p.replace(/^\//, '')
  if (!p.startsWith('/') && from !== undefined) route = path.posix.normalize(path.posix.join(path.posix.dirname(from), p))
  const query: Record<string, string> = {}
  for (const part of q.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    query[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return { route, query }
}

/**
 * The query as each host hands it to onLoad: WeChat (and Meituan) pass the
 * values as they stand in the URL, still percent-encoded; Alipay decodes them
 * (app.json behavior.decodeQuery, on by default); Toutiao hands them decoded.
 */
export function deliveredQuery (target: MiniTarget, query: Record<string, string>): Record<string, string> {
  if (target !== 'weapp' && target !== 'meituan') return { ...query }
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)]))
}

export interface AppPages {
  /** app.json's pages. */
  pages: string[]
  /** app.json's tab bar pages. */
  tabs: string[]
  stack: PageStack
  /** Shows a page: its instance on the stack, onLoad(query), onShow. */
  mount (route: string, query: Record<string, string>): void
}

/** navigateTo, redirectTo, switchTab, reLaunch and navigateBack, each answering on the host queue. */
export function registerNavigation (rt: Pick<HostRuntime, 'define' | 'record' | 'answer' | 'task' | 'ok' | 'failRes'>, app: AppPages): void {
  const { stack } = app
  const isTab = (route: string) => app.tabs.includes(route)
  const navApi = (api: string, kind: 'navigate' | 'redirect' | 'switchTab' | 'reLaunch') => {
    rt.define(api, (opts?: Dict) => {
      rt.record(api, [opts])
      const { route, query } = pageUrl(opts?.url, stack.current()?.route)
      // Alipay's navigation error 1: the page is not found (my.navigateTo docs).
      if (!app.pages.includes(route)) return rt.answer(api, opts, rt.failRes(api, `page "${route}" is not found`, 1), true)
      if (kind === 'switchTab' && !isTab(route)) return rt.answer(api, opts, rt.failRes(api, 'can not switch to no-tabBar page'), true)
      if (kind !== 'switchTab' && kind !== 'reLaunch' && isTab(route)) return rt.answer(api, opts, rt.failRes(api, 'can not navigateTo a tabbar page'), true)
      rt.task(() => {
        const top = stack.current()
        if (kind === 'navigate') { if (top) stack.call(top, 'onHide') }
        else if (kind === 'redirect') { if (top) stack.unload(top) }
        else { while (stack.current()) stack.unload(stack.current()!) }
        app.mount(route, query)
        rt.answer(api, opts, rt.ok(api))
      }, api)
      return undefined
    })
  }
  navApi('navigateTo', 'navigate')
  navApi('redirectTo', 'redirect')
  navApi('switchTab', 'switchTab')
  navApi('reLaunch', 'reLaunch')
  rt.define('navigateBack', (opts?: Dict) => {
    rt.record('navigateBack', [opts])
    const delta = Math.max(1, Number(opts?.delta ?? 1))
    rt.task(() => {
      for (let i = 0; i < delta && stack.live().length > 1; i++) stack.unload(stack.current()!)
      const top = stack.current()
      if (top) stack.call(top, 'onShow')
      rt.answer('navigateBack', opts, rt.ok('navigateBack'))
    }, 'navigateBack')
  })
}
