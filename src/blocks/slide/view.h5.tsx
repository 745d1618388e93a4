/**
 * Slide carousel on H5: the shared Carousel's scroll-snap track instead of
 * Taro's H5 Swiper, which carries the swiper library (~40 KB brotli) onto
 * every page's first route. Same rules: autoplay every 2500 ms, looping
 * (back to the first without animation), bullet pagination; a finger on the
 * carousel pauses it. Each image reserves its own box (RatioImage).
 */
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { Carousel } from '@/ui/Carousel'
import { RatioImage } from '@/ui/RatioImage'
import type { SlideModel } from './model'
import './style.scss'

function Slide ({ slide, component, ratio }: { slide: SlideModel['slides'][number], component: ComponentMeta, ratio: number }) {
  const onClick = useClick(slide.redirects, component)
  return <RatioImage src={slide.image} aspectRatio={ratio} onClick={onClick} />
}

export default function SlideCarousel ({ model, component }: BlockProps<SlideModel>) {
  return (
    <div className='slide slide--web'>
      <Carousel count={model.slides.length} autoplayMs={model.autoplayMs} loop={model.loop}>
        {model.slides.map((slide, i) => <Slide key={i} slide={slide} component={component} ratio={model.aspectRatio} />)}
      </Carousel>
    </div>
  )
}
