/**
 * H5: runs `cb` in a task of its own after the next frame (`delayMs` later still): what was rendered so far
 * is laid out and painted first, and reading layout in `cb` costs nothing. Returns a cancel.
 */
export function afterNextFrame (cb: () => void, delayMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => { timer = setTimeout(cb, delayMs) })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
