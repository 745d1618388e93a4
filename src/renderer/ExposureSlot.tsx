import { useEffect, useRef, useState, type ReactNode } from 'react'
import { when } from 'mobx'
import { View } from '@tarojs/components'
import type { RootStore } from '@/stores'
import { ExposureLog, type ExposedBlock, type SlotObserver, type WatchedSlot } from './exposure'
import { afterIdle, createSlotObserver, usePageHide } from './exposureObserver'
import { floorClass } from './floors'

interface Registered { slot: WatchedSlot, block: ExposedBlock, stop?: () => void }

/**
 * One page view's exposure tracking: its log (each uuid once) and, once the first screen is up and the
 * page is idle, the observer watching every block registered. Kept per root store, which is per page
 * instance: a silent refresh keeps it, a new page instance starts another.
 */
class PageExposure {
  readonly log: ExposureLog
  private observer: SlotObserver | undefined
  private readonly slots = new Set<Registered>()
  private cancelStart: (() => void) | undefined

  constructor (private readonly root: Pick<RootStore, 'tracker' | 'page' | 'firstScreen'>) {
    this.log = new ExposureLog(root.tracker, () => root.page.params?.activityId)
  }

  /** The page's list is on screen: observing starts after its first screen, when the page is idle. */
  activate (): () => void {
    if (!this.cancelStart && !this.observer) {
      let cancelIdle: (() => void) | undefined
      const disposeWhen = when(() => this.root.firstScreen.shown, () => { cancelIdle = afterIdle(() => { this.start() }) })
      this.cancelStart = () => { disposeWhen(); cancelIdle?.() }
    }
    return () => { this.deactivate() }
  }

  register (slot: WatchedSlot, block: ExposedBlock): () => void {
    if (this.log.has(block.uuid)) return () => undefined
    const entry: Registered = { slot, block }
    this.slots.add(entry)
    if (this.observer) this.watch(entry)
    return () => {
      this.slots.delete(entry)
      entry.stop?.()
    }
  }

  private start (): void {
    this.cancelStart = undefined
    try {
      this.observer = createSlotObserver()
    } catch {
      // No observer (an old webview, a host without one): the page goes on without exposures.
    }
    for (const entry of this.slots) this.watch(entry)
  }

  private watch (entry: Registered): void {
    if (!this.observer || entry.stop) return
    try {
      entry.stop = this.observer.watch(entry.slot, () => {
        this.slots.delete(entry)
        this.log.seen(entry.block)
      })
    } catch {
      // A slot the host cannot observe is simply not counted.
    }
  }

  /** The page's list is gone (page left, or reloading with the mask): what is queued leaves, observing stops. */
  private deactivate (): void {
    this.cancelStart?.()
    this.cancelStart = undefined
    this.observer?.disconnect()
    this.observer = undefined
    for (const entry of this.slots) entry.stop = undefined
    this.root.tracker.flush()
  }
}

const views = new WeakMap<object, PageExposure>()

function exposureOf (root: RootStore): PageExposure {
  let view = views.get(root)
  if (!view) views.set(root, view = new PageExposure(root))
  return view
}

// Mini-program ids are global to the app: one per wrapper, never reused.
let slotSeq = 0

/**
 * The light wrapper every block renders in: a plain block-level element with no style of its own, whose
 * `data-uuid` names the component (exposure tracking watches it; page tests fingerprint blocks by it) and
 * whose floor class lets a navigation or a coupon's "go use" scroll to it.
 */
export function ExposureSlot ({ root, block, floating, children }: { root: RootStore, block: ExposedBlock, floating: boolean, children: ReactNode }) {
  const [id] = useState(() => `block-slot-${++slotSeq}`)
  const ref = useRef<unknown>(null)
  const { uuid, type } = block
  useEffect(() => exposureOf(root).register({ el: ref.current, id, floating }, { uuid, type }), [root, id, floating, uuid, type])
  // The floor class: what jumps to this block finds it by (renderer/floors.ts).
  return <View className={`block-slot ${floorClass(uuid)}`} id={id} data-uuid={uuid} ref={ref as never}>{children}</View>
}

/**
 * Rendered by the page's own list (not a nested one): starts exposure tracking after the first screen,
 * sends what is queued when the page hides or goes, and notes the trace's first moment (the page's
 * config is here: the list renders).
 */
export function PageTracking ({ root }: { root: RootStore }) {
  const { tracker, page } = root
  useEffect(() => {
    tracker.markTrace('pageMs', page.params?.activityId)
    return exposureOf(root).activate()
  }, [root, tracker, page])
  usePageHide(tracker.flush)
  return null
}
