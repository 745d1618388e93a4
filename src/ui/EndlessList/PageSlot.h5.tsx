/**
 * H5 and HarmonyOS: one loaded page of an endless list, drawn while within
 * WINDOW_MARGIN_PX of the viewport (the browser's IntersectionObserver), else
 * an empty box of its measured height. Without IntersectionObserver every
 * page stays drawn.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
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
      setNear(entries.some((e) => e.isIntersecting))
    }, { rootMargin: `${WINDOW_MARGIN_PX}px 0px ${WINDOW_MARGIN_PX}px 0px` })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Measured each time it is drawn again (a page's cards never change once loaded), before the browser paints.
  useLayoutEffect(() => {
    if (!near) return
    const h = ref.current?.offsetHeight
    if (h && h > 0) setHeight(h)
  }, [near])

  const drawn = drawsPage(near, height)
  return (
    <div ref={ref} id={id} className={className} style={drawn ? undefined : { height: `${height}px` }}>
      {drawn ? children : null}
    </div>
  )
}
