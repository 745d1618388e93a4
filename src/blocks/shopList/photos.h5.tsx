/**
 * A store's images on H5 (and the HarmonyOS webview): one image as it is;
 * more, the shared Carousel autoplaying every 2500 ms (002 §9). The H5
 * Carousel already stops while its track is off screen (its own
 * IntersectionObserver); while the page is hidden (background tab, webview
 * behind the app) it gets no autoplay at all, so no timer runs.
 */
import { Carousel } from '@/ui/Carousel'
import { Img } from '@/ui/Img'
import { usePageShown } from './pageShown'
import type { PhotosProps } from './photos'

export type { PhotosProps }

function Slides ({ images, autoplayMs }: PhotosProps) {
  const shown = usePageShown()
  return (
    <div className='shop-list__photos'>
      <Carousel count={images.length} autoplayMs={shown ? autoplayMs : 0} loop>
        {images.map((src) => <Img key={src} className='shop-list__photo' src={src} mode='aspectFill' lazyLoad />)}
      </Carousel>
    </div>
  )
}

export function Photos (props: PhotosProps) {
  const { images } = props
  if (images.length > 1) return <Slides {...props} />
  if (!images.length) return <div className='shop-list__photos shop-list__photos--none' />
  return <div className='shop-list__photos'><Img className='shop-list__photo' src={images[0]} mode='aspectFill' lazyLoad /></div>
}
