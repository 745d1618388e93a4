/**
 * Mini-programs: an endless list's end, watched by the host's intersection
 * observer (`nearPx` below the viewport counts); it reports each change, and
 * the owner's store waits out its debounce.
 *
 * As on H5 (EndSentinel.h5.tsx) the observer is made anew after each draw,
 * so a report carries the pages drawn when it was made, and one of an
 * earlier draw says nothing. A host's observer first reports an end already
 * in reach; one out of reach says nothing until it comes.
 */
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { EndSentinelProps } from './EndSentinel.types'

let seq = 0

export function EndSentinel ({ nearPx, drawn, className, onChange }: EndSentinelProps) {
  // Mini-program ids are page-global: one per sentinel.
  const id = useRef(`end-sentinel-${++seq}`).current
  const report = useRef(onChange)
  report.current = onChange

  useEffect(() => {
    const page = Taro.getCurrentInstance().page
    if (!page) return undefined
    let live = true
    const observer = Taro.createIntersectionObserver(page as never)
    observer.relativeToViewport({ bottom: nearPx }).observe(`#${id}`, (res) => {
      if (live) report.current((res.intersectionRatio ?? 0) > 0, drawn)
    })
    return () => {
      live = false
      observer.disconnect()
    }
  }, [drawn, id, nearPx])

  return <View id={id} className={className} />
}
