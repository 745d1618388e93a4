/**
 * Mini-programs: an endless list's end, watched by the host's intersection
 * observer (`nearPx` below the viewport counts); it reports each change, and
 * the owner's store waits out its debounce.
 */
import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { useInView } from '@/ui/useInView'

/** `nearPx`: how far below the viewport counts as reached (the owner's spec); `onChange` hears each change. */
export function EndSentinel ({ nearPx, className, onChange }: { nearPx: number, className?: string, onChange: (visible: boolean) => void }) {
  const { id, inView } = useInView({ marginBottom: nearPx, once: false })
  useEffect(() => { onChange(inView) }, [inView, onChange])
  return <View id={id} className={className} />
}
