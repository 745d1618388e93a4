/**
 * The draw as a pure state machine (002 §4 "Draw flow", §8, §9), on an
 * injected clock: every event carries `now` (ms), and `nextWake` says when the
 * store must look again. The store keeps one timer; the view reads the state.
 *
 *   idle ──start──▶ drawing ──answer──▶ (reels stop / claw phases) ──▶ result ──close──▶ idle
 *                      │  └──fail──▶ idle         (drawing is always reset)
 *                      └──deadline (2300 ms) without an answer──▶ idle (timeout)
 *
 * The motion starts on the tap (reels roll, the claw moves) while the call is
 * out, so the visitor sees the tap at once. A reel never stops before the
 * answer is known (it must land on the won prize): reel i stops at
 * max(start + min(150 × prizes × 3, 3500), answer) + SLOT_REEL_EXTRA_MS × (i + 1).
 * The claw's phases are fixed (500, 500, 1300 ms from the tap: 2300 in all,
 * the draw's own timeout, so the answer is always in by the end of grabbing).
 * Each step is one state change: one per reel stop or claw phase, never per frame.
 *
 * A still draw (the visitor asked for less motion: `prefers-reduced-motion`, docs/accessibility.md) has no
 * steps: the reels do not roll nor the claw move, and the result shows on the answer as the common style's
 * does, on the same 2300 ms deadline.
 */

/** 002 §9: "Draw timeout 2300 ms". */
export const DRAW_TIMEOUT_MS = 2300
/** 002 §5, §9: "Draw button throttled 250 ms (leading only)". */
export const DRAW_THROTTLE_MS = 250
/** 002 §4: slot reels stop after min(150 × prize count × 3, 3500) ms … */
export const SLOT_MS_PER_PRIZE_ROUND = 150
export const SLOT_ROUNDS = 3
export const SLOT_STOP_CAP_MS = 3500
/**
 * … "plus an extra amount (extra not shown)": ours, 400 ms per reel, so the
 * three reels stop one after another, 400, 800 and 1200 ms after that time
 * (this folder's README.md).
 */
export const SLOT_REEL_EXTRA_MS = 400
export const SLOT_REELS = 3
/** 002 §4, §9: "moving-left (500 ms), moving-right (500 ms), grabbing (1300 ms), finished". */
export const CLAW_PHASE_MS = { left: 500, right: 500, grab: 1300 } as const
export const CLAW_PHASES = ['left', 'right', 'grab', 'finished'] as const
export type ClawPhase = typeof CLAW_PHASES[number]

export type DrawStyle = 'common' | 'slot' | 'claw'

/** What the draw answered (002 §3 "Draw result"), as the block reads it. */
export interface DrawOutcome {
  win: boolean
  awardId?: number | string
  recordId?: number | string
  /** Index of the won prize in the configured list, when it is there (the reels land on it). */
  prizeIndex?: number
}

export type DrawState =
  | { phase: 'idle', timedOut?: boolean }
  | {
    phase: 'drawing'
    style: DrawStyle
    startedAt: number
    prizeCount: number
    /** The answer, once in, and when it came. */
    answer?: { outcome: DrawOutcome, at: number }
    /** Slot: reels stopped (0…3); claw: index in CLAW_PHASES; common: 0. */
    step: number
    /** Cut to its result (less motion asked): no steps, the result on the answer. */
    still?: boolean
  }
  | { phase: 'result', outcome: DrawOutcome }

export const IDLE: DrawState = { phase: 'idle' }

/** 002 §4: min(150 × prize count × 3, 3500) ms, before the extra. */
export function slotBaseMs (prizeCount: number): number {
  return Math.min(SLOT_MS_PER_PRIZE_ROUND * Math.max(0, prizeCount) * SLOT_ROUNDS, SLOT_STOP_CAP_MS)
}

/** When each reel stops (absolute ms), once the answer is known. */
export function reelStopTimes (startedAt: number, prizeCount: number, answeredAt: number): number[] {
  const base = Math.max(startedAt + slotBaseMs(prizeCount), answeredAt)
  return Array.from({ length: SLOT_REELS }, (_, i) => base + SLOT_REEL_EXTRA_MS * (i + 1))
}

/** When the claw enters each phase after the first (right, grab, finished), absolute ms. */
export function clawPhaseTimes (startedAt: number): number[] {
  const right = startedAt + CLAW_PHASE_MS.left
  const grab = right + CLAW_PHASE_MS.right
  return [right, grab, grab + CLAW_PHASE_MS.grab]
}

/** The times of the steps still to come in a drawing state (empty before the slot's answer). */
function stepTimes (state: Extract<DrawState, { phase: 'drawing' }>): number[] {
  if (state.still) return []
  if (state.style === 'claw') return clawPhaseTimes(state.startedAt)
  if (state.style === 'slot' && state.answer) return reelStopTimes(state.startedAt, state.prizeCount, state.answer.at)
  return []
}

const lastStep = (state: Extract<DrawState, { phase: 'drawing' }>): number =>
  (state.still ? 0 : state.style === 'slot' ? SLOT_REELS : state.style === 'claw' ? CLAW_PHASES.length - 1 : 0)

/**
 * A tap's draw begins: only from idle (a tap while drawing or while the result shows changes nothing). `still`:
 * cut to its result (the visitor asked for less motion).
 */
export function start (state: DrawState, now: number, style: DrawStyle, prizeCount: number, still = false): DrawState {
  if (state.phase !== 'idle') return state
  return { phase: 'drawing', style, startedAt: now, prizeCount, step: 0, ...(still ? { still } : {}) }
}

/** Applies every step due by `now`; the result once the last step is done and the answer is in. */
export function tick (state: DrawState, now: number): DrawState {
  if (state.phase !== 'drawing') return state
  if (!state.answer && now >= state.startedAt + DRAW_TIMEOUT_MS) return { phase: 'idle', timedOut: true }
  const due = stepTimes(state).filter((at) => at <= now).length
  const step = Math.max(state.step, due)
  if (state.answer && step >= lastStep(state)) return { phase: 'result', outcome: state.answer.outcome }
  return step === state.step ? state : { ...state, step }
}

/** The answer came: kept (and any due step applied); an answer after the deadline is ignored (the state was reset). */
export function answer (state: DrawState, now: number, outcome: DrawOutcome): DrawState {
  if (state.phase !== 'drawing' || state.answer) return state
  if (now >= state.startedAt + DRAW_TIMEOUT_MS) return tick(state, now)
  return tick({ ...state, answer: { outcome, at: now } }, now)
}

/** The call failed: the drawing state is reset at once (002 §8). */
export function fail (state: DrawState): DrawState {
  return state.phase === 'drawing' ? IDLE : state
}

/** The result dialog closed. */
export function close (state: DrawState): DrawState {
  return state.phase === 'result' ? IDLE : state
}

/** When the store must call `tick` next (absolute ms), or undefined when nothing waits on time. */
export function nextWake (state: DrawState): number | undefined {
  if (state.phase !== 'drawing') return undefined
  const times = stepTimes(state).slice(state.step)
  if (!state.answer) times.push(state.startedAt + DRAW_TIMEOUT_MS)
  return times.length ? Math.min(...times) : undefined
}

/** The claw's phase in a state (idle, or a still draw: none). */
export function clawPhaseOf (state: DrawState): ClawPhase | undefined {
  if (state.phase === 'result') return 'finished'
  if (state.phase !== 'drawing' || state.style !== 'claw' || state.still) return undefined
  return CLAW_PHASES[Math.min(state.step, CLAW_PHASES.length - 1)]
}

/** Reels stopped so far (the result, or a still draw: all). */
export function reelsStopped (state: DrawState): number {
  if (state.phase === 'result') return SLOT_REELS
  if (state.phase === 'drawing' && state.still) return SLOT_REELS
  return state.phase === 'drawing' && state.style === 'slot' ? state.step : 0
}

export const isBusy = (state: DrawState): boolean => state.phase !== 'idle'

/**
 * Where the three reels land, as indices into the reel's tiles: the prizes,
 * then one 谢谢参与 tile (index `prizeCount`). A win lands all three on the
 * prize; a miss on a mixed line picked from the record id (the same record
 * always shows the same line): never three alike. A win on a prize the
 * component does not list (the dialog names it from the answer) lands on a
 * line of prizes only: no 谢谢参与 tile (it is a win), and not three alike
 * unless there is one prize (three alike would show a prize that was not won).
 */
export function reelTargets (outcome: DrawOutcome, prizeCount: number): number[] {
  if (outcome.win && outcome.prizeIndex !== undefined && outcome.prizeIndex < prizeCount) return [outcome.prizeIndex, outcome.prizeIndex, outcome.prizeIndex]
  const seed = hash(String(outcome.recordId ?? ''))
  if (outcome.win && prizeCount > 0) {
    const a = seed % prizeCount
    return [a, (a + 1) % prizeCount, (a + 2) % prizeCount]
  }
  const miss = prizeCount
  if (prizeCount < 2) return [0, miss, 0].map((i) => Math.min(i, miss))
  const a = seed % prizeCount
  return [a, miss, (a + 1) % prizeCount]
}

function hash (text: string): number {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0
  return h
}
