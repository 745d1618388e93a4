/**
 * H5 and HarmonyOS: one loaded page of an endless list, drawn while within
 * WINDOW_MARGIN_PX of the viewport (the browser's IntersectionObserver), else
 * an empty box of its height, measured as it leaves (an appended page draws a
 * few cards a frame: its height at mount is not its height). Drawn again, it
 * keeps that height at least while its cards come back. Without
 * IntersectionObserver every page stays drawn.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { drawsPage, WINDOW_MARGIN_PX } from './window'

/** `id`: window.ts slotId (page-wide unique); `className`: the owner's page box. */
export function PageSlot ({ id, className, children }: { id: string, className?: string, children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(true)
  const [height, setHeight] = useState<number | undefined>(undefined)

  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver((entries) => {
      const isNear = entries.some((e) => e.isIntersecting)
      if (!isNear && el.offsetHeight > 0) setHeight(el.offsetHeight)
      setNear(isNear)
    }, { rootMargin: `${WINDOW_MARGIN_PX}px 0px ${WINDOW_MARGIN_PX}px 0px` })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const drawn = drawsPage(near, height)
  const style = drawn ? (height ? { minHeight: `${height}px` } : undefined) : { height: `${height}px` }
  return (
    <div ref={ref} id={id} className={className} style={style}>
      {drawn ? children : null}
    </div>
  )
}
