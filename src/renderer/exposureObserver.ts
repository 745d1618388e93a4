/**
 * Mini-programs: the host's intersection observer on the current page, one per watched block (it
 * selects by id, and a block's wrapper has an id unique in the app), thresholds 0 and ½, disconnected
 * once the block is seen. A block taller than two screens is observed again at the ratio where it
 * covers half the screen (exposureThreshold). A floating block's wrapper has no size: the elements
 * inside it are observed, looked for again every FLOATING_SCAN_MS until it is seen (the logic layer
 * gets no mutation events; a popup opens or back-to-top appears later).
 */
import Taro, { useDidHide, useUnload } from '@tarojs/taro'
import { EXPOSED_RATIO, exposureThreshold, heightOf, isExposed, isTall, type SlotObserver, type WatchedSlot } from './exposure'

export const FLOATING_SCAN_MS = 1000

interface HostObserver { relativeToViewport (margins?: Record<string, number>): HostObserver, observe (selector: string, cb: (res: Record<string, unknown>) => void): void, disconnect (): void }
interface TaroNodeLike { nodeType?: number, uid?: string, sid?: string, childNodes?: TaroNodeLike[] }

export function createSlotObserver (): SlotObserver | undefined {
  const page = Taro.getCurrentInstance().page
  if (!page || typeof Taro.createIntersectionObserver !== 'function') return undefined
  const stops = new Set<() => void>()

  return {
    watch (slot: WatchedSlot, onSeen) {
      const observers = new Map<string, { observer: HostObserver, at: number }>()
      let done = false
      let scan: ReturnType<typeof setInterval> | undefined
      const stop = () => {
        done = true
        stops.delete(stop)
        for (const { observer } of observers.values()) observer.disconnect()
        observers.clear()
        if (scan !== undefined) clearInterval(scan)
      }
      const observe = (selector: string, at: number) => {
        observers.get(selector)?.observer.disconnect()
        const observer = Taro.createIntersectionObserver(page as never, { thresholds: [0, at] }) as unknown as HostObserver
        observers.set(selector, { observer, at })
        observer.relativeToViewport().observe(selector, (res) => {
          if (done) return
          const ratio = typeof res.intersectionRatio === 'number' ? res.intersectionRatio : 0
          const height = heightOf(res.boundingClientRect)
          const viewport = heightOf(res.relativeRect)
          if (isExposed({ ratio, height, visibleHeight: heightOf(res.intersectionRect), viewport })) {
            stop()
            onSeen()
          } else if (ratio > 0 && height !== undefined && viewport !== undefined && isTall(height, viewport)) {
            const next = exposureThreshold(height, viewport)
            if (Math.abs(next - (observers.get(selector)?.at ?? EXPOSED_RATIO)) >= 0.001) observe(selector, next)
          }
        })
      }
      stops.add(stop)
      if (!slot.floating) {
        observe(`#${slot.id}`, EXPOSED_RATIO)
      } else {
        const el = slot.el as TaroNodeLike | null
        const observeChildren = () => {
          for (const child of el?.childNodes ?? []) {
            const id = child.nodeType === 1 ? child.uid || child.sid : undefined
            if (id && !observers.has(`#${id}`)) observe(`#${id}`, EXPOSED_RATIO)
          }
        }
        observeChildren()
        scan = setInterval(observeChildren, FLOATING_SCAN_MS)
      }
      return stop
    },
    disconnect () {
      for (const stop of [...stops]) stop()
    }
  }
}

/** Mini-programs: after the pending setData (the first screen's) has gone. */
export function afterIdle (cb: () => void): () => void {
  const timer = setTimeout(cb, 0)
  return () => { clearTimeout(timer) }
}

/** Calls `cb` when the page is hidden (another page on top, the app in the background) or unloaded. */
export function usePageHide (cb: () => void): void {
  useDidHide(cb)
  useUnload(cb)
}
