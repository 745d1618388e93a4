/**
 * Answers kept for a while on the server clock (001 §9): "Filter and geo
 * queries cached 5 minutes (300000 ms); model list cached 60 s; address cache
 * 5 minutes". A failed call is not kept (the next ask calls again), and asks
 * made while a call is on its way share it.
 */

/** 001 §9: filter and geo queries, 5 minutes. */
export const FILTER_CACHE_MS = 300_000
export const GEO_CACHE_MS = 300_000
/** 001 §9: model list, 60 s. */
export const MODEL_CACHE_MS = 60_000
/** 001 §9: address cache, 5 minutes. */
export const ADDRESS_CACHE_MS = 300_000

interface Entry<T> { at: number, value: Promise<T> }

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>()

  constructor (private readonly ttlMs: number, private readonly now: () => number, private readonly max = 50) {}

  /** The kept answer for `key` if younger than the ttl, else `load()`'s (kept once it succeeds). */
  get (key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key)
    const now = this.now()
    if (kept && now - kept.at < this.ttlMs && now >= kept.at) return kept.value
    const value = load()
    this.entries.delete(key)
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string)
    const entry = { at: now, value }
    this.entries.set(key, entry)
    value.catch(() => { if (this.entries.get(key) === entry) this.entries.delete(key) })
    return value
  }

  clear (): void {
    this.entries.clear()
  }
}
