/**
 * Runs `cb` in a task of its own after the next frame: what was rendered so far is laid out and painted
 * first, and reading layout in `cb` costs nothing. Returns a cancel. Browsers only (H5, HarmonyOS webview).
 */
export function afterNextFrame (cb: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => { timer = setTimeout(cb, 0) })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
