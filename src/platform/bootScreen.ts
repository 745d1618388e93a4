/** Mini-programs have no boot screen of their own: the host shows the page when it is ready. */
export function hideBootScreen (): void {}

/** Mini-programs start the page at once: their first render's cost is its setData, not main-thread work to split. */
export function startTask (run: () => void): void {
  run()
}

/** Mini-programs: the host paints what the page's setData sent; `cb` runs at once. Returns a (no-op) cancel. */
export function afterFirstPaint (cb: () => void): () => void {
  cb()
  return () => undefined
}
