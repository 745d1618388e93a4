import { Image, View } from '@tarojs/components'
import './index.scss'

interface Props {
  src: string
  /** Width / height when known: the box is reserved before the image loads, so nothing below jumps. */
  aspectRatio?: number
  className?: string
  lazy?: boolean
  onClick?: () => void
}

/** A full-width image that keeps its aspect ratio. */
export function RatioImage ({ src, aspectRatio, className = '', lazy = true, onClick }: Props) {
  if (aspectRatio) {
    return (
      <View className={`ratio-image ratio-image--boxed ${className}`} style={{ paddingTop: `${(100 / aspectRatio).toFixed(4)}%` }} onClick={onClick}>
        <Image className='ratio-image__img ratio-image__img--fill' src={src} mode='scaleToFill' lazyLoad={lazy} />
      </View>
    )
  }
  return (
    <View className={`ratio-image ${className}`} onClick={onClick}>
      <Image className='ratio-image__img' src={src} mode='widthFix' lazyLoad={lazy} />
    </View>
  )
}
