/**
 * What the view layer would measure, as the host's selector queries and intersection observers report it:
 * the page's layout is a test's stand-in (every node a zero box unless `measure` gives its selector one or says none matches), the
 * viewport one 375 × 724 window, and nothing intersects until a test brings an element into view.
 */
import type { Dict, HostRuntime } from './api'
import { WINDOW_HEIGHT, WINDOW_WIDTH } from './system'

type AnyFn = (...args: unknown[]) => unknown

/** A node's box as a selector query reports it: its size and its top in page coordinates (default 0). */
export interface HostBox { width: number, height: number, top?: number }

/** The page's layout: the boxes a test gives, the page's height and where it is scrolled. */
export class PageLayout {
  /** The page's height the viewport's scrollOffset reports (default one window), or how to read it as the page is now. */
  private height: number | (() => number) = WINDOW_HEIGHT
  scrollTop = 0

  get pageHeight (): number { return typeof this.height === 'function' ? this.height() : this.height }
  set pageHeight (h: number) { this.height = h }

  /** The page's height read from its layout each time (a layout that follows the tree: stackedLayout.ts). */
  followHeight (read: () => number): void { this.height = read }

  /**
   * How `exec` answers: with every field asked (`fields`, a host that lays the page out), with an empty list
   * (`empty`: a host that resolves no selector, or answers nothing while the page is hidden), or never (`never`).
   */
  answers: 'fields' | 'empty' | 'never' = 'fields'
  /** How long the view layer takes to answer a query (ms): a phone's is a frame or more, and a page's steps wait on it. */
  answerMs = 0

  /** `measure` gives a selector's box; undefined: a zero box; null: no node matches (the host answers null). */
  constructor (public measure: (selector: string) => HostBox | null | undefined = () => undefined) {}

  /** Scrolls to `top`, clamped to the page; answers where the page stopped. */
  scrollTo (top: number): number {
    this.scrollTop = Math.max(0, Math.min(top, Math.max(0, this.pageHeight - WINDOW_HEIGHT)))
    return this.scrollTop
  }

  /** boundingClientRect: the viewport's, or the selector's box less the page's scroll. */
  rect (selector: string): Dict | null {
    if (selector === 'viewport') return { left: 0, top: 0, right: WINDOW_WIDTH, bottom: WINDOW_HEIGHT, width: WINDOW_WIDTH, height: WINDOW_HEIGHT }
    const measured = this.measure(selector)
    if (measured === null) return null
    const size = measured ?? { width: 0, height: 0 }
    const top = (size.top ?? 0) - this.scrollTop
    return { id: '', dataset: {}, left: 0, top, right: size.width, bottom: top + size.height, width: size.width, height: size.height }
  }

  /** scrollOffset (the same for any selector: the page's). */
  scrollOffset (): Dict {
    return { id: '', dataset: {}, scrollLeft: 0, scrollTop: this.scrollTop, scrollWidth: WINDOW_WIDTH, scrollHeight: this.pageHeight }
  }
}

/**
 * createSelectorQuery: select / selectAll / selectViewport, each field queued and read when `exec` runs on
 * the host queue; selectAll finds nothing (no node is emulated), fields, node and context answer {} or null.
 */
export function registerSelectorQuery (rt: Pick<HostRuntime, 'define' | 'record' | 'task' | 'after' | 'toRealm' | 'realmArray'>, layout: PageLayout): void {
  rt.define('createSelectorQuery', () => {
    rt.record('createSelectorQuery', [])
    const queue: { cb?: AnyFn, value: () => unknown }[] = []
    const nodesRef = (selector: string, all: boolean): Dict => {
      const add = (value: () => unknown) => (cb?: unknown) => { queue.push({ cb: typeof cb === 'function' ? cb as AnyFn : undefined, value: () => (all && selector !== 'viewport' ? [] : value()) }); return query }
      return {
        boundingClientRect: add(() => layout.rect(selector)),
        scrollOffset: add(() => layout.scrollOffset()),
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
        const mode = layout.answers
        if (mode === 'never') return query
        // Read when the answer comes (what is drawn by then), on the host queue.
        const answer = (fn: () => void) => (layout.answerMs > 0 ? rt.after(fn, layout.answerMs, 'SelectorQuery.exec') : rt.task(fn, 'SelectorQuery.exec'))
        answer(() => {
          if (mode === 'empty') {
            if (typeof cb === 'function') (cb as AnyFn)(rt.realmArray([]))
            return
          }
          const results = queue.map((q) => rt.toRealm(q.value()))
          queue.forEach((q, i) => q.cb?.(results[i]))
          if (typeof cb === 'function') (cb as AnyFn)(rt.realmArray(results))
        })
        return query
      }
    }
    return query
  })
}

interface Observer { selector?: string, margins?: unknown, cb?: AnyFn, disconnected: boolean }

/** createIntersectionObserver's observers, as a test sees and drives them. */
export class IntersectionObservers {
  private readonly observers: Observer[] = []

  constructor (private readonly rt: Pick<HostRuntime, 'define' | 'record' | 'task' | 'toRealm' | 'now'>) {}

  /** Defines createIntersectionObserver (relativeToViewport / relativeTo keep the margins; observe, disconnect). */
  register (): void {
    const { rt } = this
    rt.define('createIntersectionObserver', (_component?: unknown, _options?: unknown) => {
      rt.record('createIntersectionObserver', [])
      const entry: Observer = { disconnected: false }
      const observer: Dict = {
        relativeToViewport: (margins?: unknown) => { entry.margins = margins; return observer },
        relativeTo: (_selector: string, margins?: unknown) => { entry.margins = margins; return observer },
        observe: (selector: string, cb: unknown) => {
          entry.selector = selector
          entry.cb = typeof cb === 'function' ? cb as AnyFn : undefined
          this.observers.push(entry)
        },
        disconnect: () => { entry.disconnected = true }
      }
      return observer
    })
  }

  /** Selectors observed by live observers (with their margins). */
  live (): { selector: string, margins?: unknown }[] {
    return this.observers.filter((o) => !o.disconnected && o.selector).map((o) => ({ selector: o.selector as string, margins: o.margins }))
  }

  /** The live observers of `selector` each hear that it intersects by `ratio` (on the host queue); answers how many. */
  intersect (selector: string, ratio: number): number {
    const { rt } = this
    const live = this.observers.filter((o) => !o.disconnected && o.selector === selector)
    for (const o of live) rt.task(() => o.cb?.(rt.toRealm({ id: selector.replace(/^#/, ''), intersectionRatio: ratio, intersectionRect: {}, boundingClientRect: {}, relativeRect: {}, time: rt.now() })), `IntersectionObserver(${selector})`)
    return live.length
  }
}
