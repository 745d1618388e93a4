/**
 * Relative session times in scenario files (a file cannot say "now"): a
 * session may give `startInMinutes` (negative: already running) and
 * `durationMinutes` (default 60) instead of fixed times. They count from an
 * anchor kept per visitor and scenario, not from each request's now: a block
 * reloads its data when a countdown ends, and a start recomputed from that
 * reload's now would never arrive. So sessions go Soon → Doing → End under the
 * clock, and clock control moves them. Every domain with sessions (the flash
 * sale, the coupon grab) shares one anchor, so one page's sessions line up.
 */
import { visitorState, type PersonaliseContext } from './types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Relative times stay anchored this long (real time), then the next page load re-anchors. */
export const ANCHOR_TTL_MS = 2 * HOUR
/** …or when the visitor's clock moves further than this from the anchor (past every relative session). */
export const ANCHOR_SPAN_MS = 48 * HOUR

interface Anchor {
  /** Emulator time the relative minutes count from (ms, a whole minute). */
  at: number
  /** Real time the anchor was taken. */
  realAt: number
}

interface AnchorState {
  /** By scenario id. */
  anchors: Record<string, Anchor>
}

/** The anchor of this visitor and scenario at the emulator's `now`, taken anew when stale. */
export function anchorOf (ctx: Pick<PersonaliseContext, 'visitor' | 'scenario'>, now: number): number {
  const anchors = visitorState<AnchorState>(ctx.visitor, 'relativeTimes', () => ({ anchors: {} })).anchors
  const key = ctx.scenario?.id ?? ''
  const found = anchors[key]
  const realNow = Date.now()
  if (found && realNow - found.realAt <= ANCHOR_TTL_MS && Math.abs(now - found.at) <= ANCHOR_SPAN_MS) return found.at
  // A whole minute, so start times read "10:31" rather than a second inside it.
  const at = Math.ceil(now / MINUTE) * MINUTE
  anchors[key] = { at, realAt: realNow }
  return at
}

/** `startInMinutes` / `durationMinutes` (default 60) → the session's start and end fields in ms; fixed times stay as given. */
export function resolveRelative (session: unknown, anchor: number, fields: { start: string, end: string }): unknown {
  if (typeof session !== 'object' || session === null || !('startInMinutes' in session)) return session
  const { startInMinutes, durationMinutes, ...rest } = session as Record<string, unknown>
  if (typeof startInMinutes !== 'number') return session
  const start = anchor + startInMinutes * MINUTE
  const end = start + (typeof durationMinutes === 'number' ? durationMinutes : 60) * MINUTE
  return { ...rest, [fields.start]: start, [fields.end]: end }
}
