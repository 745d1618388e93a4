/**
 * The host's timers and clock, as the harness runs them: one queue on a virtual clock that moves only
 * when a timer runs (or a test advances it), for setTimeout, setInterval, nextTick and the host's own
 * callbacks alike. The bundle's Date follows `now`.
 */
export interface Timer {
  id: number
  at: number
  seq: number
  fn: () => void
  interval?: number
  label: string
}

export class TimerQueue {
  /** The virtual clock (ms since epoch). */
  now: number
  private seq = 0
  private readonly timers = new Map<number, Timer>()

  /** `onError`: a callback threw (the harness reports it at its next settle). */
  constructor (start: number, private readonly onError: (where: string, error: unknown) => void) {
    this.now = start
  }

  get size (): number {
    return this.timers.size
  }

  /** Queues `fn(...args)` after `delay` ms (every `delay` ms when `interval`); hosts do not evaluate strings. */
  add (fn: unknown, delay: unknown, args: unknown[], interval: boolean, label: string): number {
    if (typeof fn !== 'function') throw new TypeError(`${label}: callback is not a function (hosts do not evaluate strings)`)
    const ms = Math.max(0, Number(delay) || 0)
    const id = ++this.seq
    this.timers.set(id, { id, at: this.now + ms, seq: id, fn: () => (fn as (...a: unknown[]) => unknown)(...args), interval: interval ? Math.max(1, ms) : undefined, label })
    return id
  }

  clear (id: unknown): void {
    this.timers.delete(Number(id))
  }

  /** Host-internal work (callbacks of host APIs) runs on the same queue, after 0 ms. */
  task (fn: () => void, label: string): void {
    this.add(fn, 0, [], false, label)
  }

  /** The timer due first (the earlier queued first among equals). */
  next (): Timer | undefined {
    let best: Timer | undefined
    for (const t of this.timers.values()) if (!best || t.at < best.at || (t.at === best.at && t.seq < best.seq)) best = t
    return best
  }

  /** Runs a timer, moving the clock to its time; an interval is queued again. */
  run (t: Timer): void {
    if (t.at > this.now) this.now = t.at
    if (t.interval !== undefined) {
      t.at = this.now + t.interval
      t.seq = ++this.seq
    } else {
      this.timers.delete(t.id)
    }
    try {
      t.fn()
    } catch (error) {
      this.onError(`a ${t.label} callback`, error)
    }
  }

  /** The first few queued, for a harness error ("a countdown in 1000 ms every 1000 ms; …"). */
  describe (limit = 5): string[] {
    return [...this.timers.values()].sort((a, b) => a.at - b.at).slice(0, limit).map((t) => `${t.label} in ${t.at - this.now} ms${t.interval ? ` every ${t.interval} ms` : ''}`)
  }

  clearAll (): void {
    this.timers.clear()
  }
}
