/**
 * Count-ups that end about together settle together: one task runs every count-up's swap from its digit
 * strips to one text that ends within the same SETTLE_BUCKET_MS, so a batch of blocks whose prices rolled
 * at once settles in one render (one setData in a mini-program), not one a price.
 */
export const SETTLE_BUCKET_MS = 250

const buckets = new Map<number, Set<() => void>>()

/** Runs `cb` at `endAt` (ms, Date.now's clock: an animation's end, not the server's time), rounded up to its bucket. Returns a cancel. */
export function settleAt (endAt: number, cb: () => void): () => void {
  const bucket = Math.ceil(endAt / SETTLE_BUCKET_MS) * SETTLE_BUCKET_MS
  let due = buckets.get(bucket)
  if (!due) {
    const own = new Set<() => void>()
    buckets.set(bucket, due = own)
    setTimeout(() => {
      buckets.delete(bucket)
      for (const run of own) run()
    }, Math.max(0, bucket - Date.now()))
  }
  const set = due
  set.add(cb)
  return () => { set.delete(cb) }
}
