import { startTransition } from 'react'
import { afterNextFrame } from '@/lib/frames'
import { BOOT_BLOCKS_GLOBAL } from '@/firstScreen/contract'
import { WEB_PAGE_BATCHES } from './batches'

/**
 * H5: the page's first render carries none of its blocks; the first batch follows at once as a transition
 * (windowUpdate). React renders a transition in slices of a few milliseconds and yields to the browser
 * between them, so no batch of blocks is one long task (Total Blocking Time), the first one included.
 * Mini-programs put the first batch in the first render: their cost is the setData, not the render.
 */
export const FIRST_BATCH_IN_FIRST_RENDER = false

/** The campaign page's batches (batches.ts): the first batch, and the blocks the window adds a step. */
export const PAGE_BATCHES = WEB_PAGE_BATCHES

/**
 * How many stacked blocks index.html's boot preview drew from the top (firstScreen/contract.ts
 * BOOT_BLOCKS_GLOBAL), 0 when it drew none: the page's first batch reaches them all (batches.ts
 * firstBatchCount), as the boot screen goes once that batch is on screen.
 */
export function previewedBlocks (): number {
  const drawn = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL]
  return typeof drawn === 'number' && Number.isFinite(drawn) && drawn > 0 ? Math.floor(drawn) : 0
}

/**
 * What scrolls the page: Taro's H5 router gives each page its own scrolling
 * element (the shown `.taro_page`); the document otherwise.
 */
export function pageScroller (): Element | null {
  return document.querySelector('.taro_page_show') ?? document.scrollingElement
}

/**
 * H5: runs `cb` in a task after the next frame: what the commit drew is laid out and painted, so measuring
 * it costs nothing, and the next step of the block window is a task of its own.
 */
export function afterRender (cb: () => void): () => void {
  return afterNextFrame(cb)
}

/**
 * H5: a change of the mounted blocks as a transition. React renders it in slices (Total Blocking Time), and
 * while a block it adds waits for its kind's code, what is on screen stays (the list's Suspense would
 * otherwise show its fallback, an empty page, for that moment).
 */
export function windowUpdate (change: () => void): void {
  startTransition(change)
}
