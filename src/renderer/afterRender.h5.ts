import { startTransition } from 'react'

/**
 * H5: the page's first render carries none of its blocks; the first batch
 * follows at once as a transition (below). React renders a transition in
 * slices of a few milliseconds and yields to the browser between them, so
 * no batch of blocks is one long task (Total Blocking Time), the first one
 * included. Mini-programs put the first batch in the first render: their
 * cost is the setData, not the render.
 */
export const FIRST_BATCH_IN_FIRST_RENDER = false

/**
 * Runs `cb`, with its state updates as a transition: for the next batch, in
 * a task after the next frame, so the blocks shown so far paint first; for
 * the first (`now`), at once.
 */
export function afterRender (cb: () => void, now = false): () => void {
  if (now) {
    let live = true
    startTransition(() => { if (live) cb() })
    return () => { live = false }
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => { timer = setTimeout(() => { startTransition(cb) }, 0) })
  return () => { cancelAnimationFrame(frame); if (timer !== undefined) clearTimeout(timer) }
}
