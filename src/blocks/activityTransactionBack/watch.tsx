/**
 * Mini-programs: whether the block is on screen, by the host's intersection
 * observer (reported on each change): the next session's poll runs only then.
 */
import { useEffect, type CSSProperties, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { useInView } from '@/ui/useInView'

export function ScreenWatch ({ onChange, className, style, children }: { onChange: (visible: boolean) => void, className: string, style?: CSSProperties, children: ReactNode }) {
  const { id, inView } = useInView({ once: false })
  useEffect(() => { onChange(inView) }, [inView, onChange])
  return <View id={id} className={className} style={style}>{children}</View>
}
