/**
 * Mini-programs: calls `listener` when the page's content may have changed size without a scroll. A host
 * tells no page of its layout changing, so this follows what changes it: a gateway call ending (a block's
 * answer came, or its failure: a coupon module of another crowd's packages empties, a list fills). Without
 * it, a page whose blocks got shorter than their places while loading could end above the screen's bottom
 * with nothing to scroll, and the block window (or the floor bar's positions) would wait for a scroll that
 * cannot come. Inside the page's list, also each time its block window changed what is drawn (context.ts):
 * what lies above a floor may have moved. H5 watches the layout itself (usePageResize.h5.ts).
 */
import { useEffect, useRef } from 'react'
import { useStores } from '@/stores'
import { afterRender } from './afterRender'
import { useWindowChanges } from './context'

/**
 * After a call ends, how long the page leaves its blocks to draw the answer before the listener (ms): calls
 * that end together are one call of the listener.
 */
export const ANSWER_DRAWN_MS = 200

export function usePageResize (listener: () => void): void {
  const root = useStores()
  const latest = useRef(listener)
  latest.current = listener
  useWindowChanges(() => latest.current())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancel: (() => void) | undefined
    const stop = root.onCallEnded(() => {
      if (timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        // Once what the answer changed has reached the view (the page's pending setData).
        cancel = afterRender(() => latest.current())
      }, ANSWER_DRAWN_MS)
    })
    return () => {
      stop()
      clearTimeout(timer)
      cancel?.()
    }
  }, [root])
}
