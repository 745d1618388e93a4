import { useState } from 'react'
import { View } from '@tarojs/components'
import { Img } from '../Img'
import { imageRatios } from './ratios'
import './index.scss'

interface Props {
  src: string
  /** Width / height when the config knows it: the box is reserved before the image loads. */
  aspectRatio?: number
  className?: string
  lazy?: boolean
  onClick?: () => void
}

/**
 * A full-width image that keeps its own aspect ratio. Configs mostly give only
 * `imageUrl` (no sizes): then the image lays itself out at full width and its
 * natural height (never the host's default 240 px box, which blanks short
 * images and crops tall ones), and from its first load on the box is reserved
 * from the ratio it reported, as it is whenever that src is drawn again (ratios.ts: a block the page's
 * window mounts again keeps its height).
 */
export function RatioImage ({ src, aspectRatio, className = '', lazy = true, onClick }: Props) {
  const [measured, setMeasured] = useState<{ src: string, ratio: number } | undefined>(undefined)
  const ratio = aspectRatio ?? (measured?.src === src ? measured.ratio : imageRatios.of(src))
  const onLoad = (e: { detail: { width: number | string, height: number | string } }) => {
    const reported = imageRatios.remember(src, Number(e.detail?.width), Number(e.detail?.height))
    if (!aspectRatio && reported) setMeasured({ src, ratio: reported })
  }
  if (ratio) {
    return (
      <View className={`ratio-image ratio-image--boxed ${className}`} style={{ paddingTop: `${(100 / ratio).toFixed(4)}%` }} onClick={onClick}>
        <Img className='ratio-image__img ratio-image__img--fill' src={src} mode='scaleToFill' lazyLoad={lazy} />
      </View>
    )
  }
  return (
    <View className={`ratio-image ${className}`} onClick={onClick}>
      <Img className='ratio-image__img ratio-image__img--auto' src={src} mode='widthFix' lazyLoad={lazy} onLoad={onLoad} />
    </View>
  )
}
