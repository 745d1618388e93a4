import { randomUUID } from 'node:crypto'
import type { ClockSpec } from './controls'
import { EMULATOR_VISITOR_ID } from '../src/services/emulatorVisitor'

/** What the emulator remembers about one visitor (one browser or devtools session, by cookie). */
export interface VisitorState {
  id: string
  /** Faults by route name (`pages/get-release`, …) or `*` for every route. */
  faults: Record<string, string>
  /** Faults for the next call of a route only (QA's home page): taken off as that call is answered. */
  nextFaults: Record<string, string>
  clock?: ClockSpec
  /** Gateway calls made, by route name, faulted or not (the double-tap sweep counts requests here). */
  counts: Record<string, number>
  /** Per-domain state later issues add (sign-ups, claimed coupons, draws, …). */
  data: Record<string, unknown>
  /** When this visitor last called (ms, real time) and how it told who it is: the QA home page lists them. */
  seenAt: number
  via: VisitorSource
  /** The caller's user agent at its last call (the home page tells a phone from the devtools by it). */
  userAgent?: string
}

/** A visitor is known by its id header (mini-program builds for QA, which keep no cookies on phones) or its cookie. */
export type VisitorSource = 'header' | 'cookie'

export const VISITOR_COOKIE = 'emu_vid'
/**
 * The header a QA build of a mini-program sends on every call with a visitor id of its own, kept in the
 * host's storage (src/services/emulatorVisitor.ts, whose names these are): the hosts keep no cookies on a
 * phone. It wins over the cookie. An id of another shape gets a new one.
 */
export { EMULATOR_VISITOR_HEADER as VISITOR_HEADER, EMULATOR_VISITOR_ID as VISITOR_ID } from '../src/services/emulatorVisitor'

/** In-memory visitor store; bounded so a long QA session cannot grow it without end. */
export class VisitorStore {
  private readonly visitors = new Map<string, VisitorState>()
  constructor (private readonly max = 10_000) {}

  get (id: string | undefined): VisitorState {
    const found = id ? this.visitors.get(id) : undefined
    if (found) return found
    if (this.visitors.size >= this.max) {
      const oldest = this.visitors.keys().next().value
      if (oldest !== undefined) this.visitors.delete(oldest)
    }
    const created: VisitorState = { id: id && EMULATOR_VISITOR_ID.test(id) ? id : randomUUID(), faults: {}, nextFaults: {}, counts: {}, data: {}, seenAt: 0, via: 'cookie' }
    this.visitors.set(created.id, created)
    return created
  }

  /** The visitors that called most recently, newest first (the QA home page's picker). */
  recent (limit: number): VisitorState[] {
    return [...this.visitors.values()].filter((v) => v.seenAt > 0).sort((a, b) => b.seenAt - a.seenAt).slice(0, limit)
  }

  /** A visitor already known, without creating one. */
  find (id: string): VisitorState | undefined {
    return this.visitors.get(id)
  }

  reset (id?: string): void {
    if (id) this.visitors.delete(id)
    else this.visitors.clear()
  }
}
