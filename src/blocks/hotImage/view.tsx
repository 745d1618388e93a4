import { useState } from 'react'
import { View } from '@tarojs/components'
import { t } from '@/i18n'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { hitBox, type HotImageModel, type HotZone } from './model'
import './style.scss'

function Zone ({ zone, size, component, index, count }: { zone: HotZone, size: { width: number, height: number }, component: ComponentMeta, index: number, count: number }) {
  const onClick = useClick(zone.redirects, component)
  // A zone opens a page: a link, at least 44 px each way (model.ts hitBox). One without a target does nothing: no control.
  if (!zone.redirects.length) return <View className='hot-image__zone' style={hitBox(zone, size)} />
  return <Tap className='hot-image__zone' style={hitBox(zone, size)} role='link' label={t('hotImage.a11y.zone', { index: index + 1, count })} onTap={onClick} />
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
        alt={t('hotImage.a11y.image')}
      />
      {size ? model.zones.map((zone, i) => <Zone key={i} zone={zone} size={size} component={component} index={i} count={model.zones.length} />) : null}
    </View>
  )
}
