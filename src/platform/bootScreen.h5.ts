import { afterNextFrame } from '@/lib/frames'

/**
 * H5: index.html paints a boot screen before any script runs (the first paint
 * does not wait for the scripts); the page removes it once it shows its
 * content, a placeholder, or a failure.
 */
export function hideBootScreen (): void {
  document.getElementById('boot-screen')?.remove()
}

/**
 * Runs the page's start (startCampaign: its first calls, and the answers the prefetch already holds) in a task of its own,
 * after the page's first render has committed: the two are separate pieces of main-thread work rather than
 * one long task (Total Blocking Time). The first render shows only the loading mask, so nothing waits.
 */
export function startTask (run: () => void): void {
  setTimeout(run, 0)
}

/**
 * How long after the frame that drew the first screen it counts as on screen. The main thread is done with
 * that frame at the next animation frame, but rasterising and presenting it (its images decoded) takes
 * longer on a slow phone: measured on the load bench's two-core machine, the first screen's largest image
 * reached the screen 30 to 110 ms after that point.
 */
export const FIRST_PAINT_SETTLE_MS = 150

/**
 * Runs `cb` once what was just committed is on screen: FIRST_PAINT_SETTLE_MS after the next frame, in a task
 * of its own. Returns a cancel.
 */
export function afterFirstPaint (cb: () => void): () => void {
  return afterNextFrame(cb, FIRST_PAINT_SETTLE_MS)
}
