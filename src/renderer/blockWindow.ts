/**
 * Which of a page's stacked blocks are mounted at a scroll position (issue 42: the hosts' audits ask for
 * fewer than 1000 nodes a page, and a page's nodes were the sum of all its blocks). A block mounts when it
 * comes within `enter` px of the viewport and gives way to a box of its height once it is more than
 * `leave` px away (`leave` > `enter`: a block at the edge does not mount and give way on every scroll).
 * A block whose height was never measured does not give way (a box of a guessed height would move what
 * is below it when it mounted again), and pinned blocks (in a dialog flow, a floor being jumped to, the
 * boot preview's) stay mounted wherever they are: lib/window.ts's rule, which an endless list's pages follow too.
 */
import { staysDrawn } from '@/lib/window'

/** A stacked block as the window sees it: its last measured height (0 for a block that draws nothing), else an estimate. */
export interface WindowBlock {
  measured?: number
  estimate: number
}

/** Mounted within one screen of the viewport; given way beyond a screen and a half (px: multiplied by the window's height). */
export const WINDOW_ENTER_SCREENS = 1
export const WINDOW_LEAVE_SCREENS = 1.5
/** A block not measured yet counts as this many px (about a third of a phone's screen: a banner, a row of cards). */
export const BLOCK_ESTIMATE_PX = 240

export interface WindowInput {
  blocks: readonly WindowBlock[]
  /** The viewport's top, from the list's top, px. */
  scrollTop: number
  viewport: number
  /** Mounted when within this many px of the viewport. */
  enter: number
  /** Gives way when farther than this many px (at least `enter`). */
  leave: number
  /** The blocks mounted now (by index). */
  mounted: ReadonlySet<number>
  /** Blocks that stay mounted wherever they are. */
  pinned?: ReadonlySet<number>
}

const isMeasured = (block: WindowBlock): boolean => block.measured !== undefined && Number.isFinite(block.measured) && block.measured >= 0

/** A block's height as the window counts it: measured (0 included: a block that draws nothing), else the estimate; never negative or NaN. */
export function heightOf (block: WindowBlock): number {
  const h = isMeasured(block) ? block.measured! : block.estimate
  return Number.isFinite(h) && h > 0 ? h : 0
}

/** Each block's top, px from the list's top (heights as `heightOf` counts them). */
export function topsOf (blocks: readonly WindowBlock[]): number[] {
  const tops: number[] = []
  let top = 0
  for (const block of blocks) {
    tops.push(top)
    top += heightOf(block)
  }
  return tops
}

/** The blocks mounted at this scroll position, by index, in order. */
export function mountedBlocks ({ blocks, scrollTop, viewport, enter, leave, mounted, pinned }: WindowInput): number[] {
  const tops = topsOf(blocks)
  const away = (i: number): number => {
    const top = tops[i]
    const bottom = top + heightOf(blocks[i])
    if (bottom < scrollTop) return scrollTop - bottom
    if (top > scrollTop + viewport) return top - (scrollTop + viewport)
    return 0
  }
  const out: number[] = []
  for (let i = 0; i < blocks.length; i++) {
    const distance = away(i)
    const keep = staysDrawn({ near: distance <= enter, withinLeave: distance <= Math.max(leave, enter), drawn: mounted.has(i), measured: isMeasured(blocks[i]), pinned: pinned?.has(i) })
    if (keep) out.push(i)
  }
  return out
}

/**
 * The next step towards the window at this scroll position: what `mountedBlocks` keeps, and at most `step`
 * blocks more (each step is one small setData in a mini-program; the blocks it adds are measured before the
 * next). A block that was measured mounts again into its box, nearest the viewport first. A block never
 * measured has no room on the page yet: those mount in page order, so that none lands above one already
 * drawn and pushes it down (a layout shift). Blocks that give way, give way at once.
 */
export function windowStep (input: WindowInput, step: number): number[] {
  const target = mountedBlocks(input)
  const adding = target.filter((i) => !input.mounted.has(i))
  const count = Math.max(0, Math.floor(step))
  if (adding.length <= count) return target
  const tops = topsOf(input.blocks)
  const centre = input.scrollTop + input.viewport / 2
  const distance = (i: number) => Math.abs(tops[i] - centre)
  const boxed = adding.filter((i) => isMeasured(input.blocks[i])).sort((a, b) => distance(a) - distance(b) || a - b)
  const fresh = adding.filter((i) => !isMeasured(input.blocks[i]))
  const chosen = new Set<number>()
  while (chosen.size < count && (boxed.length || fresh.length)) {
    const next = !fresh.length || (boxed.length && distance(boxed[0]) <= distance(fresh[0])) ? boxed.shift() : fresh.shift()
    chosen.add(next as number)
  }
  return target.filter((i) => input.mounted.has(i) || chosen.has(i))
}

/**
 * How long a jump waits for the page's list without a step of progress before it scrolls to wherever the
 * floor is (renderer/floors.ts): a long page on a slow phone takes many steps, each waiting for its setData
 * and measure.
 */
export const JUMP_STALL_MS = 1500

/**
 * A jump to a floor further down (a floor tab, a coupon's "go use"): the page cannot scroll to a block's top
 * before every block above it was measured (a box of a guessed height would land it wrong, and a
 * mini-program's page does not keep what is on screen in place when something above changes height), nor
 * before the page reaches a screen below that top (a page ends where its reached blocks end: the scroll
 * would stop short). So a jump mounts the blocks above the target that were never measured, then those
 * after it that fill a screen below its top, `step` at a time in page order, each measured before the
 * next; those above give way again once measured if far from the viewport (the window stays small), the
 * target and the blocks below it stay. Nothing else mounts while the jump is under way: a block near a
 * viewport the jump's scroll passes through would come and go in a frame. `ready` once every one of them
 * was measured and the target is mounted: its top is then exact, and the page reaches far enough.
 */
export function jumpStep (input: WindowInput, target: number, step: number): { mounted: number[], ready: boolean } {
  const { blocks, mounted, viewport } = input
  const last = Math.min(Math.max(0, Math.floor(target)), blocks.length - 1)
  if (last < 0) return { mounted: [], ready: false }
  // The target and the blocks after it that fill a screen below its top (heights as far as known).
  const landing = [last]
  for (let i = last + 1, below = heightOf(blocks[last]); i < blocks.length && below < viewport; i++) {
    landing.push(i)
    below += heightOf(blocks[i])
  }
  const queue: number[] = []
  for (let i = 0; i < last; i++) if (!isMeasured(blocks[i])) queue.push(i)
  for (const i of landing.slice(1)) if (!isMeasured(blocks[i])) queue.push(i)
  const pinned = new Set(input.pinned ?? [])
  pinned.add(last)
  for (const i of landing) if (mounted.has(i)) pinned.add(i)
  // What stays: the mounted blocks the window keeps, the target, and the blocks below it on the way.
  const base = mountedBlocks({ ...input, pinned }).filter((i) => mounted.has(i) || pinned.has(i))
  // Mounted and not measured yet: being measured; the next ones wait for it.
  const adding = queue.some((i) => mounted.has(i)) ? [] : queue.slice(0, Math.max(1, Math.floor(step)))
  const out = new Set([...base, ...adding])
  return { mounted: [...out].sort((a, b) => a - b), ready: queue.length === 0 && mounted.has(last) && isMeasured(blocks[last]) }
}
