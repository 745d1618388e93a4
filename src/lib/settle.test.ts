import { createSettleTracker } from './settle'

describe('the settle signal', () => {
  let clock = 0
  const now = () => clock
  beforeEach(() => { clock = 1_000 })

  it('is settled once nothing is in flight and nothing changed for the quiet time', () => {
    const tracker = createSettleTracker(now)
    expect(tracker.settledFor(200)).toBe(false)
    clock += 199
    expect(tracker.settledFor(200)).toBe(false)
    clock += 1
    expect(tracker.settledFor(200)).toBe(true)
  })

  it('is busy while any piece of work is in flight, and names what', () => {
    const tracker = createSettleTracker(now)
    const request = tracker.begin('request /page')
    const chunk = tracker.begin('chunk lottery')
    clock += 5_000
    expect(tracker.settledFor(200)).toBe(false)
    expect(tracker.pending()).toEqual(['request /page', 'chunk lottery'])
    request()
    clock += 5_000
    expect(tracker.settledFor(200)).toBe(false)
    expect(tracker.pending()).toEqual(['chunk lottery'])
    chunk()
    // The end of a piece of work is a change: what it brought is drawn after it.
    expect(tracker.settledFor(200)).toBe(false)
    clock += 200
    expect(tracker.settledFor(200)).toBe(true)
  })

  it('ends a piece of work once: a second end neither ends another nor restarts the quiet time', () => {
    const tracker = createSettleTracker(now)
    const first = tracker.begin('request a')
    tracker.begin('request b')
    first()
    clock += 300
    first()
    expect(tracker.pending()).toEqual(['request b'])
    const alone = createSettleTracker(now)
    const end = alone.begin('request')
    end()
    clock += 300
    end()
    expect(alone.settledFor(300)).toBe(true)
  })

  it('starts the quiet time again when the screen changes', () => {
    const tracker = createSettleTracker(now)
    clock += 500
    expect(tracker.settledFor(200)).toBe(true)
    tracker.touch()
    expect(tracker.settledFor(200)).toBe(false)
    clock += 200
    expect(tracker.settledFor(200)).toBe(true)
  })
})
