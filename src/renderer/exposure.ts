/**
 * Exposure tracking (issue 28): each block sends one `component_show` the first time at least half of
 * it is on screen, once per page view, batched through the page view's tracker. This file holds the
 * pure rules and the page view's bookkeeping; the observers are per target (exposureObserver.h5.ts:
 * one shared IntersectionObserver; exposureObserver.ts: the host's intersection observer), and
 * ExposureSlot.tsx is the wrapper each block renders in. Observing starts only once the page's first
 * screen is up, when the page is idle: exposure never costs the first render anything.
 */
import type { Tracker } from '@/services/analytics'

/** Half of a block on screen counts as seen (issue 28). */
export const EXPOSED_RATIO = 0.5
/** A block taller than this many screens can never be half on screen: it counts once it covers half the screen. */
export const TALL_SCREENS = 2
/** Rounding in the hosts' rectangles: a block exactly half on screen may be reported at 0.4999. */
const RATIO_SLACK = 0.005

/** What a host's observer says about one element (heights in px; unknown where the host leaves them out). */
export interface Sighting {
  /** Visible part of the element, 0–1. */
  ratio: number
  /** The element's height. */
  height?: number
  /** Height of its visible part. */
  visibleHeight?: number
  /** The screen's (viewport's) height. */
  viewport?: number
}

/** Whether a block that tall can never be half on screen (it is more than TALL_SCREENS screens high). */
export function isTall (height: number, viewport: number): boolean {
  return viewport > 0 && height > viewport * TALL_SCREENS
}

/**
 * The visible ratio at which a block counts as seen: half of it, or for a block taller than two screens,
 * the ratio at which it covers half the screen (viewport / 2 / height).
 */
export function exposureThreshold (height: number, viewport: number): number {
  return isTall(height, viewport) ? viewport / 2 / height : EXPOSED_RATIO
}

/**
 * Whether a sighting counts as seen: at least half the block on screen, or, for a block taller than two
 * screens, at least half the screen covered by it. A box of no size is nothing shown (a block that
 * rendered nothing, a closed popup's anchor), though browsers report it as fully visible.
 */
export function isExposed ({ ratio, height, visibleHeight, viewport }: Sighting): boolean {
  if (height !== undefined && height <= 0) return false
  if (ratio >= EXPOSED_RATIO - RATIO_SLACK) return true
  if (height === undefined || visibleHeight === undefined || viewport === undefined) return false
  return isTall(height, viewport) && visibleHeight >= viewport / 2 - 1
}

/** The block an exposure names. */
export interface ExposedBlock {
  uuid: string
  type: string
}

/**
 * One page view's exposures: each uuid is sent once, however often it is seen again (scrolled past,
 * brought back by a silent refresh, or duplicated in the config). A new page instance is a new view
 * (a new root store: exposuresOf below).
 */
export class ExposureLog {
  private readonly sent = new Set<string>()

  constructor (private readonly tracker: Pick<Tracker, 'queue'>, private readonly activityId: () => string | number | undefined) {}

  /** Whether this block was already sent in this page view (there is no need to watch it again). */
  has (uuid: string): boolean {
    return this.sent.has(uuid)
  }

  /** The block was seen: queues its `component_show` unless this page view sent it already. Returns whether it did. */
  seen (block: ExposedBlock): boolean {
    if (!block.uuid || this.sent.has(block.uuid)) return false
    this.sent.add(block.uuid)
    this.tracker.queue({ event: 'component_show', activityId: this.activityId(), componentType: block.type, uuid: block.uuid })
    return true
  }
}

/** One block's wrapper as the observers see it. */
export interface WatchedSlot {
  /** The wrapper's node: a DOM element on H5, Taro's element in mini-programs (its children, for a floating block). */
  el: unknown
  /** The wrapper's id, unique in the app (mini-program observers select by id). */
  id: string
  /** A floating block (fixed position): its wrapper has no size, so what it shows inside is watched. */
  floating: boolean
}

/** A host's observer of block wrappers (exposureObserver.*.ts). */
export interface SlotObserver {
  /** Watches a slot until it is seen (isExposed), then calls `onSeen` once and stops. Returns a stop. */
  watch (slot: WatchedSlot, onSeen: () => void): () => void
  disconnect (): void
}

/** A rectangle's height as the hosts give it (`height`, or `bottom - top`); undefined when they leave it out. */
export function heightOf (rect: unknown): number | undefined {
  if (!rect || typeof rect !== 'object') return undefined
  const { height, top, bottom } = rect as { height?: unknown, top?: unknown, bottom?: unknown }
  if (typeof height === 'number' && Number.isFinite(height)) return height
  if (typeof top === 'number' && typeof bottom === 'number' && Number.isFinite(bottom - top)) return bottom - top
  return undefined
}
