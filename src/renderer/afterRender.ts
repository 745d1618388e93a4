import Taro from '@tarojs/taro'
import { MINI_PAGE_BATCHES } from './batches'

/** Mini-programs: the first batch of blocks is in the page's first setData. */
export const FIRST_BATCH_IN_FIRST_RENDER = true

/** The campaign page's batches (batches.ts): the first batch, and the blocks the window adds a step. */
export const PAGE_BATCHES = MINI_PAGE_BATCHES

/** Mini-programs have no boot preview (H5's index.html draws one: afterRender.h5.ts). */
export const previewedBlocks = (): number => 0

/**
 * Mini-programs: runs `cb` once the page's pending setData has reached the view (Taro.nextTick rides its
 * callback): what it drew can be measured, and the next step of the block window is a setData of its own.
 */
export function afterRender (cb: () => void): () => void {
  let live = true
  Taro.nextTick(() => { if (live) cb() })
  return () => { live = false }
}

/** Mini-programs: a change of the mounted blocks renders at once (its cost is the setData, not the render). */
export function windowUpdate (change: () => void): void {
  change()
}
