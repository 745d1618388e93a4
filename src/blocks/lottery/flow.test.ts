import {
  answer, clawPhaseOf, clawPhaseTimes, close, CLAW_PHASE_MS, DRAW_TIMEOUT_MS, fail, IDLE, isBusy, nextWake, reelsStopped, reelStopTimes,
  reelTargets, SLOT_REEL_EXTRA_MS, slotBaseMs, start, tick, type DrawOutcome, type DrawState
} from './flow'

const T0 = 1_000_000
const WIN: DrawOutcome = { win: true, awardId: 7, recordId: 'r1', prizeIndex: 2 }
const LOSE: DrawOutcome = { win: false, recordId: 'r2' }

describe('draw flow: the timeout and the reset (002 §8, §9)', () => {
  it('"Draw timeout 2300 ms": no answer by 2299 keeps drawing, at 2300 the state is reset and the next draw may start', () => {
    expect(DRAW_TIMEOUT_MS).toBe(2300)
    const drawing = start(IDLE, T0, 'common', 0)
    expect(drawing.phase).toBe('drawing')
    expect(nextWake(drawing)).toBe(T0 + 2300)
    expect(tick(drawing, T0 + 2299)).toBe(drawing)
    const reset = tick(drawing, T0 + 2300)
    expect(reset).toEqual({ phase: 'idle', timedOut: true })
    expect(start(reset, T0 + 2301, 'common', 0).phase).toBe('drawing')
  })

  it('an answer after the deadline is ignored (the visitor saw the reset)', () => {
    const drawing = start(IDLE, T0, 'common', 0)
    expect(answer(drawing, T0 + 2300, WIN)).toEqual({ phase: 'idle', timedOut: true })
  })

  it('an error resets drawing at once, in every style and step', () => {
    for (const style of ['common', 'slot', 'claw'] as const) {
      const drawing = tick(start(IDLE, T0, style, 4), T0 + 600)
      expect(fail(drawing)).toEqual(IDLE)
    }
    expect(fail(IDLE)).toBe(IDLE)
  })

  it('a tap while drawing or while the result shows starts nothing; closing the result makes it idle', () => {
    const drawing = start(IDLE, T0, 'common', 0)
    expect(start(drawing, T0 + 10, 'common', 0)).toBe(drawing)
    const result = answer(drawing, T0 + 300, WIN)
    expect(result).toEqual({ phase: 'result', outcome: WIN })
    expect(start(result, T0 + 400, 'common', 0)).toBe(result)
    expect([isBusy(drawing), isBusy(result), isBusy(close(result))]).toEqual([true, true, false])
    expect(close(drawing)).toBe(drawing)
  })
})

describe('slot machine (002 §4: "stop after min(150 x prize count x 3, 3500) ms plus an extra amount")', () => {
  it('the base is 150 × count × 3, capped at 3500 from 8 prizes on (7 → 3150, 8 → 3600 capped, 9 → 3500)', () => {
    expect([slotBaseMs(1), slotBaseMs(4), slotBaseMs(7), slotBaseMs(8), slotBaseMs(9), slotBaseMs(20)]).toEqual([450, 1800, 3150, 3500, 3500, 3500])
  })

  it('reels stop one by one 400, 800 and 1200 ms after the base when the answer came before it', () => {
    expect(SLOT_REEL_EXTRA_MS).toBe(400)
    expect(reelStopTimes(T0, 4, T0 + 300)).toEqual([T0 + 2200, T0 + 2600, T0 + 3000])
    expect(reelStopTimes(T0, 9, T0 + 300)).toEqual([T0 + 3900, T0 + 4300, T0 + 4700])
  })

  it('a reel never stops before the answer: a late answer moves the stops after it', () => {
    expect(reelStopTimes(T0, 1, T0 + 2000)).toEqual([T0 + 2400, T0 + 2800, T0 + 3200])
  })

  it('to the millisecond: one state change per reel stop, then the result', () => {
    let s: DrawState = start(IDLE, T0, 'slot', 4)
    s = answer(s, T0 + 500, LOSE)
    expect(nextWake(s)).toBe(T0 + 2200)
    const before = tick(s, T0 + 2199)
    expect(before).toBe(s)
    expect(reelsStopped(before)).toBe(0)
    s = tick(s, T0 + 2200)
    expect([reelsStopped(s), nextWake(s)]).toEqual([1, T0 + 2600])
    expect(tick(s, T0 + 2599)).toBe(s)
    s = tick(s, T0 + 2600)
    expect([reelsStopped(s), nextWake(s)]).toEqual([2, T0 + 3000])
    expect(tick(s, T0 + 2999).phase).toBe('drawing')
    s = tick(s, T0 + 3000)
    expect(s).toEqual({ phase: 'result', outcome: LOSE })
    expect(reelsStopped(s)).toBe(3)
  })

  it('the reels spin until the answer, and reset at 2300 ms without one', () => {
    const s = start(IDLE, T0, 'slot', 1)
    // The base (450 ms) passes with no answer: no reel stops.
    expect(tick(s, T0 + 1000)).toBe(s)
    expect(tick(s, T0 + 2300)).toEqual({ phase: 'idle', timedOut: true })
  })

  it('a late timer applies every due stop in one change', () => {
    const s = answer(start(IDLE, T0, 'slot', 4), T0 + 100, WIN)
    expect(tick(s, T0 + 2700)).toMatchObject({ phase: 'drawing', step: 2 })
    expect(tick(s, T0 + 9000)).toEqual({ phase: 'result', outcome: WIN })
  })

  it('lands three alike on the won prize; a miss never shows three alike', () => {
    expect(reelTargets(WIN, 4)).toEqual([2, 2, 2])
    for (const recordId of ['a', 'b', 'c', 17, 18]) {
      const line = reelTargets({ win: false, recordId }, 4)
      expect(new Set(line).size).toBeGreaterThan(1)
      expect(line.every((i) => i >= 0 && i <= 4)).toBe(true)
    }
    expect(reelTargets({ win: false }, 1)).toEqual([0, 1, 0])
  })

  it('a win on a prize the component does not list lands on a line of prizes only: never the 谢谢参与 tile, never three alike', () => {
    for (const recordId of ['a', 'b', 'c', 17, 18, undefined]) {
      for (const prizes of [2, 3, 4]) {
        const line = reelTargets({ win: true, awardId: 99, recordId }, prizes)
        expect(line.every((i) => i >= 0 && i < prizes)).toBe(true)
        expect(new Set(line).size).toBeGreaterThan(1)
      }
      // One prize: the only line of prizes there is.
      expect(reelTargets({ win: true, awardId: 99, recordId }, 1)).toEqual([0, 0, 0])
    }
    // An index past the list (a list changed under the draw) is the same case.
    expect(reelTargets({ win: true, prizeIndex: 9, recordId: 'r' }, 4)).not.toContain(4)
  })
})

describe('claw machine (002 §4, §9: "Claw timings 500, 500, 1300 ms")', () => {
  it('moving-left 500 ms, moving-right 500 ms, grabbing 1300 ms, finished, then the result', () => {
    expect(CLAW_PHASE_MS).toEqual({ left: 500, right: 500, grab: 1300 })
    expect(clawPhaseTimes(T0)).toEqual([T0 + 500, T0 + 1000, T0 + 2300])
    let s: DrawState = start(IDLE, T0, 'claw', 6)
    expect(clawPhaseOf(s)).toBe('left')
    expect(clawPhaseOf(tick(s, T0 + 499))).toBe('left')
    s = tick(s, T0 + 500)
    expect([clawPhaseOf(s), nextWake(s)]).toEqual(['right', T0 + 1000])
    s = answer(s, T0 + 800, WIN)
    expect(clawPhaseOf(s)).toBe('right')
    expect(clawPhaseOf(tick(s, T0 + 999))).toBe('right')
    s = tick(s, T0 + 1000)
    expect([clawPhaseOf(s), nextWake(s)]).toEqual(['grab', T0 + 2300])
    expect(tick(s, T0 + 2299)).toBe(s)
    s = tick(s, T0 + 2300)
    expect(s).toEqual({ phase: 'result', outcome: WIN })
    expect(clawPhaseOf(s)).toBe('finished')
  })

  it('the result waits for the claw even when the answer is early; an answer at 2299 still counts', () => {
    const early = answer(start(IDLE, T0, 'claw', 6), T0 + 50, LOSE)
    expect(early.phase).toBe('drawing')
    const late = answer(tick(start(IDLE, T0, 'claw', 6), T0 + 1000), T0 + 2299, LOSE)
    expect(tick(late, T0 + 2300)).toEqual({ phase: 'result', outcome: LOSE })
    // No answer by the end of grabbing: the timeout resets it.
    expect(tick(tick(start(IDLE, T0, 'claw', 6), T0 + 1000), T0 + 2300)).toEqual({ phase: 'idle', timedOut: true })
  })
})

describe('common style', () => {
  it('shows the result as soon as the answer is in', () => {
    expect(answer(start(IDLE, T0, 'common', 0), T0 + 120, LOSE)).toEqual({ phase: 'result', outcome: LOSE })
    expect(nextWake({ phase: 'result', outcome: LOSE })).toBeUndefined()
  })
})

describe('less motion asked (prefers-reduced-motion: docs/accessibility.md): the slot and the claw cut to their result', () => {
  it('a still draw has no steps: the result on the answer, in every style; the reels stand stopped, the claw in its place', () => {
    for (const style of ['slot', 'claw'] as const) {
      const drawing = start(IDLE, T0, style, 4, true)
      expect(reelsStopped(drawing)).toBe(3)
      expect(clawPhaseOf(drawing)).toBeUndefined()
      // Nothing to wake for but the deadline while the answer is out.
      expect(nextWake(drawing)).toBe(T0 + DRAW_TIMEOUT_MS)
      expect(tick(drawing, T0 + 1000)).toBe(drawing)
      expect(answer(drawing, T0 + 300, WIN)).toEqual({ phase: 'result', outcome: WIN })
    }
  })

  it('the deadline and the reset are the same: 2300 ms without an answer resets it', () => {
    const drawing = start(IDLE, T0, 'claw', 4, true)
    expect(tick(drawing, T0 + 2300)).toEqual({ phase: 'idle', timedOut: true })
    expect(fail(drawing)).toEqual(IDLE)
  })

  it('otherwise the spec\'s timings stay: a draw not still steps as before', () => {
    expect(start(IDLE, T0, 'slot', 4)).toEqual({ phase: 'drawing', style: 'slot', startedAt: T0, prizeCount: 4, step: 0 })
    expect(start(IDLE, T0, 'slot', 4, false)).toEqual(start(IDLE, T0, 'slot', 4))
  })
})
