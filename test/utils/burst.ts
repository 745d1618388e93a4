/**
 * Tests in tiers: every visitor action that calls the gateway or navigates is tapped twenty times in one tick
 * and twenty times spread over a second (one every 50 ms), against a slow fake service whose answer lands
 * after the burst; the test then asserts exactly one request (or navigation) and the toasts it expects.
 *
 * Needs jest's fake timers (`jest.useFakeTimers()` before the root is made, as the store tests' `make` do).
 */

export const TAPS = 20
/** Twenty taps, one every 50 ms: a finger's second. */
export const TAP_EVERY_MS = 50
/** A slow gateway: its answer lands this long after it is asked, after the last tap of either burst. */
export const SLOW_MS = 1500

export type Tapping = 'in one tick' | 'over a second'
/** For `it.each(TAPPINGS)('20 taps %s …', async (how) => …)`. */
export const TAPPINGS: Tapping[] = ['in one tick', 'over a second']

/** A fake service's implementation that answers `value` (or what `value` returns for the call) SLOW_MS later. */
export function slow<A extends unknown[], T> (value: T | ((...args: A) => T), ms = SLOW_MS): (...args: A) => Promise<T> {
  return (...args: A) => new Promise<T>((resolve) => {
    setTimeout(() => resolve(typeof value === 'function' ? (value as (...a: A) => T)(...args) : value), ms)
  })
}

/** A fake service's implementation that fails with `error` SLOW_MS later. */
export function slowFailure (error: unknown, ms = SLOW_MS): () => Promise<never> {
  return () => new Promise<never>((_resolve, reject) => { setTimeout(() => reject(error), ms) })
}

/**
 * Twenty taps `how`, then time for the slow answer to land (SLOW_MS after the burst) and every tap's promise to
 * settle. The taps' own promises are not awaited between taps: a finger does not wait for the page.
 */
export async function tap20 (how: Tapping, tap: () => unknown): Promise<void> {
  const taps: unknown[] = []
  for (let i = 0; i < TAPS; i++) {
    taps.push(tap())
    if (how === 'over a second') await jest.advanceTimersByTimeAsync(TAP_EVERY_MS)
  }
  await jest.advanceTimersByTimeAsync(SLOW_MS)
  await Promise.all(taps)
}
