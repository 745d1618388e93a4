/**
 * H5: runs `cb` in a task after the next frame, so the blocks shown so far
 * paint first and the next batch's render is a task of its own (no one long task).
 */
export function afterRender (cb: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => { timer = setTimeout(cb, 0) })
  return () => { cancelAnimationFrame(frame); if (timer !== undefined) clearTimeout(timer) }
}
