/**
 * Mini-programs: whether an element is near the viewport, through the host's
 * intersection observer on the current page (one per use, disconnected on
 * unmount and, with `once`, after the first sighting). Lazy video and,
 * later, exposure tracking use it.
 */
import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import type { InViewOptions, InView } from './types'

export type { InViewOptions, InView }

let seq = 0

export function useInView ({ marginBottom = 0, once = true }: InViewOptions = {}): InView {
  // Mini-program ids are page-global: one per use.
  const id = useRef(`in-view-${++seq}`).current
  const [inView, setInView] = useState(false)

  useEffect(() => {
    if (once && inView) return undefined
    const page = Taro.getCurrentInstance().page
    if (!page) return undefined
    const observer = Taro.createIntersectionObserver(page as never)
    observer.relativeToViewport({ bottom: marginBottom }).observe(`#${id}`, (res) => {
      const visible = (res.intersectionRatio ?? 0) > 0
      if (visible === inView) return
      setInView(visible)
      if (visible && once) observer.disconnect()
    })
    return () => observer.disconnect()
  }, [id, inView, marginBottom, once])

  return { id, ref: undefined, inView }
}
