/**
 * H5: index.html paints a boot screen before any script runs (the first paint
 * does not wait for the scripts); the page removes it once it shows its
 * content, a placeholder, or a failure.
 */
export function hideBootScreen (): void {
  document.getElementById('boot-screen')?.remove()
}

/**
 * Runs the page's boot (its first calls, and the answers the prefetch already holds) in a task of its own,
 * after the page's first render has committed: the two are separate pieces of main-thread work rather than
 * one long task (Total Blocking Time). The first render shows only the loading mask, so nothing waits.
 */
export function bootTask (run: () => void): void {
  setTimeout(run, 0)
}
