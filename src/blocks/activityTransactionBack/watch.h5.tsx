/**
 * H5: whether the block is on screen, by the browser's IntersectionObserver
 * (reported on each change): the next session's poll runs only then. It is
 * the block's root element (its class and style given).
 */
import { useEffect, type CSSProperties, type ReactNode, type RefObject } from 'react'
import { useInView } from '@/ui/useInView'

export function ScreenWatch ({ onChange, className, style, children }: { onChange: (visible: boolean) => void, className: string, style?: CSSProperties, children: ReactNode }) {
  const { ref, inView } = useInView({ once: false })
  useEffect(() => { onChange(inView) }, [inView, onChange])
  return <div ref={ref as RefObject<HTMLDivElement>} className={className} style={style}>{children}</div>
}
