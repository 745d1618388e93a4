/**
 * A store's images in mini-programs: one image as it is; more, the shared
 * Carousel (the host's Swiper) autoplaying every 2500 ms (002 §9), only while
 * its box is in view and the page is shown: off screen or hidden the Swiper
 * gets no autoplay, so the host moves nothing nobody sees. Only a carousel
 * watches the viewport (one observer per store with several images).
 */
import { View } from '@tarojs/components'
import { Carousel } from '@/ui/Carousel'
import { Img } from '@/ui/Img'
import { useInView } from '@/ui/useInView'
import { usePageShown } from './pageShown'

export interface PhotosProps {
  images: string[]
  autoplayMs: number
  /** The box's width / height (the Swiper needs a size). */
  ratio: number
}

function Slides ({ images, autoplayMs, ratio }: PhotosProps) {
  const { id, inView } = useInView({ once: false })
  const shown = usePageShown()
  return (
    <View id={id} className='shop-list__photos'>
      <Carousel count={images.length} autoplayMs={inView && shown ? autoplayMs : 0} loop aspectRatio={ratio}>
        {images.map((src) => <Img key={src} className='shop-list__photo' src={src} mode='aspectFill' lazyLoad />)}
      </Carousel>
    </View>
  )
}

export function Photos (props: PhotosProps) {
  const { images } = props
  if (images.length > 1) return <Slides {...props} />
  if (!images.length) return <View className='shop-list__photos shop-list__photos--none' />
  return <View className='shop-list__photos'><Img className='shop-list__photo' src={images[0]} mode='aspectFill' lazyLoad /></View>
}
