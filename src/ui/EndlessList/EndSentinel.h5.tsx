/**
 * H5 and HarmonyOS: an endless list's end as a plain element observed by the
 * browser's IntersectionObserver (`nearPx` below the viewport counts).
 * No scroll listener: the page's own scroller and the batches that mount
 * blocks keep moving it, and the observer follows whatever moves it.
 */
import { useEffect, type RefObject } from 'react'
import { useInView } from '@/ui/useInView'

/** `nearPx`: how far below the viewport counts as reached (the owner's spec); `onChange` hears each change. */
export function EndSentinel ({ nearPx, className, onChange }: { nearPx: number, className?: string, onChange: (visible: boolean) => void }) {
  const { ref, inView } = useInView({ marginBottom: nearPx, once: false })
  useEffect(() => { onChange(inView) }, [inView, onChange])
  return <div ref={ref as RefObject<HTMLDivElement>} className={className} />
}
