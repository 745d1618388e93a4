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
  /**
   * The first batch reaches further, to the last picture block (one full-width image: BlockMeta `picture`)
   * among the first `reach` blocks. Optional: without it the first batch is `first`.
   */
  readonly reach?: number
}

/**
 * The campaign page's plan in mini-programs: the first setData carries the
 * first screen (about four blocks); a product block costs up to ~25 KB of
 * setData, so two per later setData stay well under the 64 KB budget. Each
 * target's afterRender file says which plan its page takes (PAGE_BATCHES).
 */
export const MINI_PAGE_BATCHES: BatchPlan = { first: 4, step: 2 }

/**
 * The plan on H5 (and the HarmonyOS webview): a batch is a task of its own
 * after a frame, its commit one piece of main-thread work that cannot be cut;
 * small batches keep every one short (Total Blocking Time) and bring the top
 * block, the visitor's first screen, to paint first (a flash sale of eight
 * products is a screen and a half on its own). Two first: the boot screen
 * goes once they are on screen. A picture among the first four joins them: the first screen's largest
 * paint (a navigation page's first floor image, below the header, the icons and the floor bar) waited
 * for two more batches, 52 % of its time in render delay (docs/performance.md).
 */
export const WEB_PAGE_BATCHES: BatchPlan = { first: 2, step: 1, reach: 4 }

const atLeastOne = (n: number): number => Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1

/**
 * The first batch of these stacked blocks (their kinds, in order): the plan's `first`, or further to the
 * last block among the first `reach` that `isPicture` says is one image.
 */
export function firstBatchCount (kinds: ReadonlyArray<string | undefined>, plan: BatchPlan, isPicture: (kind: string) => boolean): number {
  let first = atLeastOne(plan.first)
  const reach = Number.isFinite(plan.reach) ? Math.min(kinds.length, Math.floor(plan.reach as number)) : 0
  for (let i = first; i < reach; i++) {
    const kind = kinds[i]
    if (kind !== undefined && isPicture(kind)) first = i + 1
  }
  return Math.min(first, kinds.length)
}

/**
 * What to mount next: `shown` blocks of `total` are mounted now. Never more than `total`, never fewer than
 * the first batch (`first`: firstBatchCount's answer, when the kinds are known; else the plan's).
 */
export function nextBatchCount (shown: number, total: number, plan: BatchPlan, firstCount?: number): number {
  if (!(total > 0)) return 0
  const first = atLeastOne(firstCount ?? plan.first)
  const step = atLeastOne(plan.step)
  if (shown < first) return Math.min(first, total)
  return Math.min(total, shown + step)
}
