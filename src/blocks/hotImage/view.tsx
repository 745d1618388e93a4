import { useState } from 'react'
import { View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { zoneBox, type HotImageModel, type HotZone } from './model'
import './style.scss'

function Zone ({ zone, size, component }: { zone: HotZone, size: { width: number, height: number }, component: ComponentMeta }) {
  const onClick = useClick(zone.redirects, component)
  return <View className='hot-image__zone' style={zoneBox(zone, size)} onClick={onClick} />
}

/** Hot-zone image (000 §2): tappable rectangles that scale with the image. */
export default function HotImage ({ model, component }: BlockProps<HotImageModel>) {
  const [loaded, setLoaded] = useState<{ width: number, height: number } | undefined>(undefined)
  const size = model.size ?? loaded
  return (
    <View className='hot-image' style={size ? { paddingTop: `${((size.height / size.width) * 100).toFixed(4)}%` } : undefined}>
      <Img
        className={size ? 'hot-image__img hot-image__img--fill' : 'hot-image__img'}
        src={model.image}
        mode={size ? 'scaleToFill' : 'widthFix'}
        onLoad={(e) => { if (!model.size) setLoaded({ width: Number(e.detail.width), height: Number(e.detail.height) }) }}
      />
      {size ? model.zones.map((zone, i) => <Zone key={i} zone={zone} size={size} component={component} />) : null}
    </View>
  )
}
