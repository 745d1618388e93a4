/**
 * Slide carousel on H5: the shared Carousel's scroll-snap track instead of
 * Taro's H5 Swiper, which carries the swiper library (~40 KB brotli) onto
 * every page's first route. Same rules: autoplay every 2500 ms, looping
 * (back to the first without animation), bullet pagination; a finger on the
 * carousel pauses it. Each image reserves its own box (RatioImage).
 */
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { Carousel } from '@/ui/Carousel'
import { RatioImage } from '@/ui/RatioImage'
import type { SlideModel } from './model'
import './style.scss'

function Slide ({ slide, component, ratio, index, count }: { slide: SlideModel['slides'][number], component: ComponentMeta, ratio: number, index: number, count: number }) {
  const onClick = useClick(slide.redirects, component)
  const label = t('slide.a11y.image', { index: index + 1, count })
  // With a click target the slide is a link (it opens a page); without one it is content a reader names.
  return <RatioImage src={slide.image} aspectRatio={ratio} alt={label} tap={slide.redirects.length ? { label, role: 'link', onTap: onClick } : undefined} />
}

export default function SlideCarousel ({ model, component }: BlockProps<SlideModel>) {
  return (
    <div className='slide slide--web'>
      <Carousel count={model.slides.length} autoplayMs={model.autoplayMs} loop={model.loop}>
        {model.slides.map((slide, i) => <Slide key={i} slide={slide} component={component} ratio={model.aspectRatio} index={i} count={model.slides.length} />)}
      </Carousel>
    </div>
  )
}
