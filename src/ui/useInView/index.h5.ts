/**
 * H5: whether an element is near the viewport, through the browser's
 * IntersectionObserver (everything the webviews run has it; without it the
 * element counts as in view, so lazy content still appears).
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import type { InViewOptions, InView } from './types'

export type { InViewOptions, InView }

let seq = 0

export function useInView ({ marginBottom = 0, once = true }: InViewOptions = {}): InView {
  const id = useRef(`in-view-${++seq}`).current
  const ref = useRef<HTMLElement>(null)
  const [inView, setInView] = useState(false)

  useEffect(() => {
    if (once && inView) return undefined
    const el = ref.current
    if (!el) return undefined
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return undefined
    }
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((e) => e.isIntersecting)
      setInView(visible)
      if (visible && once) observer.disconnect()
    }, { rootMargin: `0px 0px ${marginBottom}px 0px` })
    observer.observe(el)
    return () => observer.disconnect()
  }, [inView, marginBottom, once])

  return { id, ref: ref as RefObject<HTMLElement>, inView }
}
