/**
 * Mini-programs: the list's end, watched by the host's intersection observer
 * (10 px below the viewport counts: 001 §9's threshold); it reports each
 * change, and the store waits out the 100 ms debounce.
 */
import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { useInView } from '@/ui/useInView'
import { NEAR_BOTTOM_PX } from './paging'

export function Sentinel ({ onChange }: { onChange: (visible: boolean) => void }) {
  const { id, inView } = useInView({ marginBottom: NEAR_BOTTOM_PX, once: false })
  useEffect(() => { onChange(inView) }, [inView, onChange])
  return <View id={id} className='yanxuan-product-pool__sentinel' />
}
