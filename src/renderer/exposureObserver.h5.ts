/**
 * H5: one IntersectionObserver shared by every block of the page (thresholds 0 and ½). A block taller
 * than two screens, once it is on screen, gets a second observer of its own at the ratio where it
 * covers half the screen (exposureThreshold): a shared observer's thresholds cannot fit every height,
 * and such blocks are few (a long product list). A floating block's wrapper has no size: the elements
 * inside it are watched instead, a MutationObserver adding what appears (a popup opening, back-to-top).
 */
import { useEffect } from 'react'
import { EXPOSED_RATIO, exposureThreshold, isExposed, isTall, type SlotObserver, type WatchedSlot } from './exposure'

/** Without it the page simply sends no exposures (every webview the page supports has it). */
export function createSlotObserver (): SlotObserver | undefined {
  if (typeof IntersectionObserver !== 'function') return undefined
  interface Watch { onSeen: () => void, elements: Set<Element>, tall?: IntersectionObserver, tallAt?: number, mutations?: MutationObserver }
  const targets = new Map<Element, Watch>()
  const watches = new Set<Watch>()

  const finish = (w: Watch) => {
    watches.delete(w)
    for (const el of w.elements) {
      shared.unobserve(el)
      targets.delete(el)
    }
    w.tall?.disconnect()
    w.mutations?.disconnect()
  }
  const handle = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      const w = targets.get(entry.target)
      if (!w || !watches.has(w)) continue
      const viewport = entry.rootBounds?.height || window.innerHeight
      const height = entry.boundingClientRect.height
      const sighting = { ratio: entry.isIntersecting ? entry.intersectionRatio : 0, height, visibleHeight: entry.intersectionRect.height, viewport }
      if (isExposed(sighting)) {
        finish(w)
        w.onSeen()
      } else if (entry.isIntersecting && isTall(height, viewport)) {
        const at = exposureThreshold(height, viewport)
        // Only when the threshold moved (the block grew): a new observer reports at once, and would loop here.
        if (w.tallAt !== undefined && Math.abs(w.tallAt - at) < 0.001) continue
        w.tall?.disconnect()
        w.tallAt = at
        w.tall = new IntersectionObserver(handle, { threshold: [at] })
        w.tall.observe(entry.target)
      }
    }
  }
  const shared = new IntersectionObserver(handle, { threshold: [0, EXPOSED_RATIO] })

  return {
    watch (slot: WatchedSlot, onSeen) {
      const el = slot.el as Element | null
      const w: Watch = { onSeen, elements: new Set() }
      if (!el) return () => undefined
      watches.add(w)
      const add = (target: Element) => {
        if (w.elements.has(target) || !watches.has(w)) return
        w.elements.add(target)
        targets.set(target, w)
        shared.observe(target)
      }
      if (slot.floating) {
        const addChildren = () => { for (const child of Array.from(el.children)) add(child) }
        addChildren()
        if (typeof MutationObserver === 'function') {
          w.mutations = new MutationObserver(addChildren)
          w.mutations.observe(el, { childList: true })
        }
      } else {
        add(el)
      }
      return () => { finish(w) }
    },
    disconnect () {
      for (const w of [...watches]) finish(w)
      shared.disconnect()
    }
  }
}

/** Runs `cb` when the browser is idle (at most a second later): exposure never competes with the page's own work. */
export function afterIdle (cb: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(cb, { timeout: 1000 })
    return () => { cancelIdleCallback(handle) }
  }
  const timer = setTimeout(cb, 200)
  return () => { clearTimeout(timer) }
}

/** Calls `cb` when the tab or webview goes to the background or the document is left (queued events leave then). */
export function usePageHide (cb: () => void): void {
  useEffect(() => {
    const onHide = () => { if (document.visibilityState === 'hidden') cb() }
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', cb)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', cb)
    }
  }, [cb])
}
