/** Mini-programs have no boot screen of their own: the host shows the page when it is ready. */
export function hideBootScreen (): void {}

/** Mini-programs boot at once: their first render's cost is its setData, not main-thread work to split. */
export function bootTask (run: () => void): void {
  run()
}
