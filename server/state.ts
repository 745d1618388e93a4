import { randomUUID } from 'node:crypto'
import type { ClockSpec } from './controls'

/** What the emulator remembers about one visitor (one browser or devtools session, by cookie). */
export interface VisitorState {
  id: string
  /** Faults by route name (`pages/get-release`, …) or `*` for every route. */
  faults: Record<string, string>
  clock?: ClockSpec
  /** Gateway calls made, by route name, faulted or not (the double-tap sweep counts requests here). */
  counts: Record<string, number>
  /** Per-domain state later issues add (sign-ups, claimed coupons, draws, …). */
  data: Record<string, unknown>
}

export const VISITOR_COOKIE = 'emu_vid'

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
    const created: VisitorState = { id: id && /^[\w-]{8,64}$/.test(id) ? id : randomUUID(), faults: {}, counts: {}, data: {} }
    this.visitors.set(created.id, created)
    return created
  }

  reset (id?: string): void {
    if (id) this.visitors.delete(id)
    else this.visitors.clear()
  }
}
