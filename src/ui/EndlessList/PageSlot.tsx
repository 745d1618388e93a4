/**
 * Mini-programs: one loaded page of an endless list, drawn while within
 * WINDOW_MARGIN_PX of the viewport (the host's intersection observer on the
 * slot, which sits at page scope, outside the page's CustomWrapper), else an
 * empty box of its measured height (a selector query after it was drawn).
 */
import { useEffect, useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { drawsPage, WINDOW_MARGIN_PX } from './window'

/** `id`: window.ts slotId (page-wide unique); `className`: the owner's page box. */
export function PageSlot ({ id, className, children }: { id: string, className?: string, children: ReactNode }) {
  const [near, setNear] = useState(true)
  const [height, setHeight] = useState<number | undefined>(undefined)

  useEffect(() => {
    const page = Taro.getCurrentInstance().page
    if (!page) return undefined
    const observer = Taro.createIntersectionObserver(page as never)
    observer.relativeToViewport({ top: WINDOW_MARGIN_PX, bottom: WINDOW_MARGIN_PX }).observe(`#${id}`, (res) => {
      setNear((res.intersectionRatio ?? 0) > 0)
    })
    return () => observer.disconnect()
  }, [id])

  useEffect(() => {
    if (!near) return undefined
    let live = true
    // After this render's setData has reached the view layer.
    Taro.nextTick(() => {
      Taro.createSelectorQuery().select(`#${id}`).boundingClientRect((rect) => {
        const h = Array.isArray(rect) ? rect[0]?.height : rect?.height
        if (live && typeof h === 'number' && h > 0) setHeight(h)
      }).exec()
    })
    return () => { live = false }
  }, [near, id])

  return drawsPage(near, height)
    ? <View id={id} className={className}>{children}</View>
    : <View id={id} className={className} style={{ height: `${height}px` }} />
}
