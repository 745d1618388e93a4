/**
 * How many of a page's blocks are mounted, batch by batch. A long campaign page
 * (a dozen product blocks) sent in one first setData would be well over 100 KB;
 * the first screen's blocks go first and the rest follow a few per setData,
 * appended at the end of the list so each is a small path update.
 */
export interface BatchPlan {
  /** Blocks in the first render. */
  readonly first: number
  /** Blocks added per later render. */
  readonly step: number
}

/**
 * The campaign page's plan. Mini-programs: the first setData carries the first
 * screen (about four blocks); a product block costs up to ~25 KB of setData, so
 * two per later setData stay well under the 64 KB budget. H5 takes the same
 * plan: each batch is a task of its own after a frame, so no single long task
 * renders the whole page (Total Blocking Time), and the batches past a screen
 * and a half below the visitor wait for the visitor to scroll towards them
 * (afterRender.h5.ts).
 */
export const PAGE_BATCHES: BatchPlan = { first: 4, step: 2 }

const atLeastOne = (n: number): number => Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1

/** What to mount next: `shown` blocks of `total` are mounted now. Never more than `total`, never fewer than the first batch. */
export function nextBatchCount (shown: number, total: number, plan: BatchPlan): number {
  if (!(total > 0)) return 0
  const first = atLeastOne(plan.first)
  const step = atLeastOne(plan.step)
  if (shown < first) return Math.min(first, total)
  return Math.min(total, shown + step)
}
