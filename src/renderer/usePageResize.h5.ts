/**
 * H5: calls `listener` when the page's content changes size without a scroll (a block's answer came, an
 * image of unknown ratio loaded, a later batch of blocks mounted): a floor bar that measured its floors
 * before would otherwise light the wrong tab until the visitor scrolls again. Watches the page scroller's
 * children (as afterRender.h5 does); where ResizeObserver is missing (iOS before 13.4), nothing: the next
 * scroll re-reads the page as before.
 */
import { useEffect, useRef } from 'react'
import { pageScroller } from './afterRender.h5'

export function usePageResize (listener: () => void): void {
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return
    const scroller = pageScroller()
    if (!scroller) return
    const observer = new ResizeObserver(() => latest.current())
    for (let i = 0; i < scroller.children.length && i < 8; i++) observer.observe(scroller.children[i])
    return () => observer.disconnect()
  }, [])
}
