import { startTransition, useEffect, useState } from 'react'
import { afterNextFrame } from '@/lib/frames'

/**
 * H5: how many of a long list's `total` items to render. The first `first` come in the list's first
 * render, and the rest a frame later as a transition. The top of the list (a flash sale's first cards,
 * often the page's largest image) then paints without waiting for the rest, and no commit is one long
 * task. Once everything is shown, a list that changes (another session chosen) renders whole at once.
 */
export function useRevealed (total: number, first: number): number {
  const [all, setAll] = useState(false)
  const waiting = !all && total > first
  useEffect(() => {
    if (!waiting) return
    return afterNextFrame(() => { startTransition(() => { setAll(true) }) })
  }, [waiting])
  return waiting ? Math.max(0, first) : total
}
