/**
 * Floors: a block's place on the page, by its component uuid, for what jumps
 * to a floor (a coupon's "go use" with JUMP_TO_FLOOR, the navigations). The
 * renderer's slot around each block carries the class below; a uuid is
 * config, so the class keeps only characters every host's selector reads.
 * Positions are measured and the page scrolled per target (./pageScroll):
 * mini-programs by the selector query and pageScrollTo with a number (not
 * every host's takes a selector), H5 by the DOM and the scrolling element
 * (Taro's H5 pageScrollTo moves `.taro_page`, which does not scroll here).
 */

/** Scroll animation to a floor (not in the spec). */
export const FLOOR_SCROLL_MS = 300

/**
 * The slot's class for a component uuid. `floor--`: no block's class starts so (a block's root class is its kind in
 * kebab case, its children `__x`), where `floor-` met the floor bar's own (`floor-nav`: a uuid "nav" measured the bar).
 */
export function floorClass (uuid: string): string {
  return `floor--${uuid.replace(/[^\w-]/g, '_').slice(0, 64)}`
}

import type { ComponentConfig } from '@/lib/types'
import { componentUuids } from '@/stores/page/model'
import { JUMP_STALL_MS } from './blockWindow'
import { measureSelectors, scrollPageTo, type FloorBox } from './pageScroll'

export type { FloorBox }

export interface FloorMeasure {
  /** Each floor's top in page coordinates, its height and width (px); a floor not on the page is left out. */
  boxes: Map<string, FloorBox>
  /** The page's scroll height then (px): a change means the floors moved. */
  pageHeight: number
}

/** Where the floors of these uuids are now, and the page's height. */
export async function measureFloors (uuids: readonly string[]): Promise<FloorMeasure> {
  const { boxes, pageHeight } = await measureSelectors(uuids.map((uuid) => `.${floorClass(uuid)}`))
  const byUuid = new Map<string, FloorBox>()
  uuids.forEach((uuid, i) => { const box = boxes[i]; if (box) byUuid.set(uuid, box) })
  return { boxes: byUuid, pageHeight }
}

/**
 * The stacked block a jump to the floor of `uuid` lands in: that block, or the block holding it (a tab
 * group's); -1 when none does (a block no longer on the page, a floating one).
 */
export function floorHolder (stacked: readonly ComponentConfig[], uuid: string): number {
  const own = stacked.findIndex((c) => c.uuid === uuid)
  return own >= 0 ? own : stacked.findIndex((c) => componentUuids([c]).has(uuid))
}

/** What a jump asks of the page (the page store: stores/page). */
export interface FloorJumps {
  /** `ready`: true once the page's list says it may scroll to the block, false when another jump took over. */
  requestFloor (uuid: string): { seq: number, ready: Promise<boolean> }
  /** Steps the list took towards the jump's floor; -1 once another jump took over or it ended. */
  floorSteps (seq: number): number
  endFloor (seq: number): void
}

/** A floor not found at once (H5: its block's code still loading) is looked for this often, this many times. */
const FIND_EVERY_MS = 100
const FIND_TRIES = 15
/** Landed, the floor is measured again this many times at most, and the page follows it if it moved. */
const LANDING_CHECKS = 2

const sleep = (ms: number): Promise<'slept'> => new Promise((resolve) => setTimeout(() => resolve('slept'), ms))

/** Waits until the list says ready (true), another jump takes over (false), or the list stops moving (true: scroll anyway). */
async function reachable (page: FloorJumps, seq: number, ready: Promise<boolean>): Promise<boolean> {
  let steps = page.floorSteps(seq)
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stalled = new Promise<'slept'>((resolve) => { timer = setTimeout(() => resolve('slept'), JUMP_STALL_MS) })
    const said = await Promise.race([ready, stalled])
    clearTimeout(timer)
    if (said !== 'slept') return said
    const now = page.floorSteps(seq)
    if (now < 0) return false
    if (now === steps) return true
    steps = now
  }
}

/**
 * Scrolls the page so the block starts `offsetTop` px below the top (under a sticky bar). The page's list
 * first makes the block reachable (a floor further down may not be mounted, or the blocks above it not
 * measured); a floor not found within 1.5 s after that: stay. A later jump takes over from this one: this
 * one then neither looks further nor scrolls.
 */
export async function scrollToBlock (page: FloorJumps, uuid: string, offsetTop = 0): Promise<void> {
  const { seq, ready } = page.requestFloor(uuid)
  const current = () => page.floorSteps(seq) >= 0
  try {
    if (!await reachable(page, seq, ready)) return
    let top: number | undefined
    for (let i = 0; i < FIND_TRIES && top === undefined; i++) {
      if (i) await sleep(FIND_EVERY_MS)
      if (!current()) return
      top = (await measureFloors([uuid])).boxes.get(uuid)?.top
    }
    if (top === undefined || !current()) return
    await scrollPageTo(Math.max(0, top - offsetTop), FLOOR_SCROLL_MS)
    // A block above it grew meanwhile (an image that loaded after it was measured): land on where it is now.
    for (let i = 0; i < LANDING_CHECKS && current(); i++) {
      const now = (await measureFloors([uuid])).boxes.get(uuid)?.top
      if (now === undefined || Math.abs(now - top) <= 1) break
      top = now
      await scrollPageTo(Math.max(0, top - offsetTop), 0)
    }
  } finally {
    page.endFloor(seq)
  }
}
