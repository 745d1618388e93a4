/**
 * H5 and HarmonyOS: an endless list's end as a plain element observed by the
 * browser's IntersectionObserver (`nearPx` below the viewport counts).
 * No scroll listener: the page's own scroller and the batches that mount
 * blocks keep moving it, and the observer follows whatever moves it.
 *
 * Each report says how many pages were drawn when it was measured. A
 * sighting measured over an emptied list and delivered after the next page
 * reached the store must not ask for the page after (a loaded machine took
 * more than the 100 ms debounce to report the end gone: issue 52), so the
 * observer is made anew after each draw and an observer of an earlier draw
 * says nothing more. The new observer's first report is also the one that
 * says "still in reach" after a page too short to push the end away.
 */
import { useEffect, useRef } from 'react'
import type { EndSentinelProps } from './EndSentinel.types'

export function EndSentinel ({ nearPx, drawn, className, onChange }: EndSentinelProps) {
  const ref = useRef<HTMLDivElement>(null)
  const report = useRef(onChange)
  report.current = onChange

  useEffect(() => {
    const el = ref.current
    if (!el) return undefined
    if (typeof IntersectionObserver === 'undefined') {
      report.current(true, drawn)
      return undefined
    }
    let live = true
    const observer = new IntersectionObserver((entries) => {
      if (!live) return
      report.current(entries[entries.length - 1].isIntersecting, drawn)
    }, { rootMargin: `0px 0px ${nearPx}px 0px` })
    observer.observe(el)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [drawn, nearPx])

  return <div ref={ref} className={className} />
}
