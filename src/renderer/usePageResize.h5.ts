/**
 * H5: calls `listener` when the page's content changes size without a scroll (a block's answer came, an
 * image of unknown ratio loaded, a block emptied): a floor bar that measured its floors before would
 * otherwise light the wrong tab until the visitor scrolls again, and the block window of a page that no
 * longer scrolls would never mount the rest. Watches the page scroller's children, found after a frame
 * (Taro's router puts the page's element in the document after the page first renders); where
 * ResizeObserver is missing (iOS before 13.4), a slow check instead. Inside the page's list, also each time
 * its block window changed what is drawn (context.ts).
 */
import { useEffect, useRef } from 'react'
import { afterNextFrame } from '@/lib/frames'
import { pageScroller } from './afterRender.h5'
import { useWindowChanges } from './context'

/** Without ResizeObserver, how often the listener is called (ms). */
export const CONTENT_POLL_MS = 1000

export function usePageResize (listener: () => void): void {
  const latest = useRef(listener)
  latest.current = listener
  useWindowChanges(() => latest.current())
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') {
      const poll = setInterval(() => latest.current(), CONTENT_POLL_MS)
      return () => clearInterval(poll)
    }
    let observer: ResizeObserver | undefined
    const cancel = afterNextFrame(() => {
      const scroller = pageScroller()
      if (!scroller) return
      observer = new ResizeObserver(() => latest.current())
      for (let i = 0; i < scroller.children.length && i < 8; i++) observer.observe(scroller.children[i])
    })
    return () => {
      cancel()
      observer?.disconnect()
    }
  }, [])
}
