/**
 * H5 and HarmonyOS: an appended page's items drawn PROGRESSIVE_CHUNK a frame,
 * so appending twenty cards is a few short tasks rather than one long one on
 * a slow phone (issue 29: no long task caused by an append; bench:pool). The
 * first page (`immediate`) is drawn whole: it is the first screen.
 */
import { useEffect, useState } from 'react'

/** Cards a frame: a pool card costs 4–9 ms at 4× CPU (bench:pool, docs/performance.md). */
export const PROGRESSIVE_CHUNK = 4

export function useProgressive<T> (items: readonly T[], immediate: boolean): readonly T[] {
  const total = items.length
  const [count, setCount] = useState(() => (immediate ? total : Math.min(PROGRESSIVE_CHUNK, total)))
  useEffect(() => {
    if (count >= total || typeof requestAnimationFrame !== 'function') return undefined
    const frame = requestAnimationFrame(() => setCount((c) => Math.min(c + PROGRESSIVE_CHUNK, total)))
    return () => cancelAnimationFrame(frame)
  }, [count, total])
  return count >= total ? items : items.slice(0, count)
}
