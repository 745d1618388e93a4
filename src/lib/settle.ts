/**
 * The page's settle signal (issue 39): whether the page has come to rest — no gateway call in flight, no
 * block's code loading, nothing drawn, added or removed for a while, no transition running — so that a
 * browser test waits for the page itself instead of a fixed sleep. The app reports its work here (`begin`
 * when something starts, the returned `end` when it is over; `touch` when the screen changed); the H5
 * platform file adds what only the document knows (platform/settle.h5.ts) and puts it where a test reads
 * it. Built only into emulator builds (SETTLE_SIGNAL), and only switched on by a test.
 */

/** Marks a piece of work as started; call the returned function once it is over (more calls do nothing). */
export type Busy = (what: string) => () => void

export interface SettleTracker {
  begin: Busy
  /** The screen changed (an element added or removed, a transition ran): the quiet time starts again. */
  touch (): void
  /** Work in flight, by what it is (`request /campaign-center/…`, `chunk lottery`), oldest first. */
  pending (): string[]
  /** Whether nothing is in flight and nothing has changed for `quietMs`. */
  settledFor (quietMs: number): boolean
}

export function createSettleTracker (now: () => number): SettleTracker {
  const inFlight = new Map<number, string>()
  let next = 0
  let changedAt = now()
  const touch = () => { changedAt = now() }
  return {
    begin (what) {
      const id = next++
      inFlight.set(id, what)
      touch()
      return () => {
        if (inFlight.delete(id)) touch()
      }
    },
    touch,
    pending: () => [...inFlight.values()],
    settledFor: (quietMs) => inFlight.size === 0 && now() - changedAt >= quietMs
  }
}
