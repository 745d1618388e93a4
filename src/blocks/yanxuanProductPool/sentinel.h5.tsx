/**
 * H5 and HarmonyOS: the list's end as a plain element observed by the
 * browser's IntersectionObserver (10 px below the viewport counts: 001 §9).
 * No scroll listener: the page's own scroller and the batches that mount
 * blocks keep moving it, and the observer follows whatever moves it.
 */
import { useEffect, type RefObject } from 'react'
import { useInView } from '@/ui/useInView'
import { NEAR_BOTTOM_PX } from './paging'

export function Sentinel ({ onChange }: { onChange: (visible: boolean) => void }) {
  const { ref, inView } = useInView({ marginBottom: NEAR_BOTTOM_PX, once: false })
  useEffect(() => { onChange(inView) }, [inView, onChange])
  return <div ref={ref as RefObject<HTMLDivElement>} className='yanxuan-product-pool__sentinel' />
}
