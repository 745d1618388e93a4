/**
 * How many of a page's blocks mount at once: the first batch, then a few per step of the page's block window
 * (useBlockWindow.ts). A long campaign page (a dozen product blocks) sent in one first setData would be well
 * over 100 KB; the first screen's blocks go first and the rest follow a few per setData, each in its own
 * slot, so each is a small path update.
 */
export interface BatchPlan {
  /** Blocks in the first render. */
  readonly first: number
  /** Blocks a later step adds at most. */
  readonly step: number
}

/**
 * The campaign page's plan in mini-programs: the first setData carries the
 * first screen (about four blocks); a product block costs up to ~25 KB of
 * setData, so two per later setData stay well under the 64 KB budget. Each
 * target's afterRender file says which plan its page takes (PAGE_BATCHES).
 */
export const MINI_PAGE_BATCHES: BatchPlan = { first: 4, step: 2 }

/**
 * The plan on H5 (and the HarmonyOS webview): a step is a task of its own
 * after a frame, its commit one piece of main-thread work that cannot be cut;
 * small batches keep every one short (Total Blocking Time) and bring the top
 * block, the visitor's first screen, to paint first (a flash sale of eight
 * products is a screen and a half on its own). Two first, or as many as the
 * boot preview drew (firstBatchCount): the boot screen goes once they are on screen.
 */
export const WEB_PAGE_BATCHES: BatchPlan = { first: 2, step: 1 }

const atLeastOne = (n: number): number => Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1

/**
 * The first batch: the plan's `first`, or as far as the boot preview drew (`previewed` stacked blocks from
 * the top, H5's index.html: renderer/afterRender.h5.ts previewedBlocks), so that nothing it showed vanishes
 * when the boot screen goes, until a later batch brought it back (a floor's first image below a navigation).
 */
export function firstBatchCount (plan: BatchPlan, previewed = 0): number {
  const first = atLeastOne(plan.first)
  return Number.isFinite(previewed) && previewed > first ? Math.floor(previewed) : first
}

/**
 * What to mount next: `shown` blocks of `total` are mounted now. Never more than `total`, never fewer than
 * the first batch (`first`: firstBatchCount's answer; the plan's own when not given).
 */
export function nextBatchCount (shown: number, total: number, plan: BatchPlan, first = atLeastOne(plan.first)): number {
  if (!(total > 0)) return 0
  const firstCount = atLeastOne(first)
  const step = atLeastOne(plan.step)
  if (shown < firstCount) return Math.min(firstCount, total)
  return Math.min(total, shown + step)
}
