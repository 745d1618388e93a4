import Taro from '@tarojs/taro'
import { MINI_PAGE_BATCHES } from './batches'

/** Mini-programs: the first batch of blocks is in the page's first setData. */
export const FIRST_BATCH_IN_FIRST_RENDER = true

/** The campaign page's batches (batches.ts). */
export const PAGE_BATCHES = MINI_PAGE_BATCHES

/** Mini-programs: the page's blocks are windowed (useBlockWindow.ts): the hosts' audits count every node of a page. */
export const PAGE_WINDOW = true

/** Mini-programs have no boot preview (H5's index.html draws one: afterRender.h5.ts). */
export const previewedBlocks = (): number => 0

/**
 * Mini-programs: runs `cb` once the page's pending setData has reached the view
 * (Taro.nextTick rides its callback), so the next batch of blocks is a setData
 * of its own rather than part of the first.
 */
export function afterRender (cb: () => void, _now = false): () => void {
  let live = true
  Taro.nextTick(() => { if (live) cb() })
  return () => { live = false }
}
