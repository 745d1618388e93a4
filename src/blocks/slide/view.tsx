import { View } from '@tarojs/components'
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

/**
 * Slide carousel (000 §2): autoplay every 2500 ms, looping, bullet pagination
 * (the shared Carousel: Taro's Swiper here); the box is reserved from the ratio.
 */
export default function SlideCarousel ({ model, component }: BlockProps<SlideModel>) {
  const count = model.slides.length
  return (
    <View className='slide'>
      <Carousel count={count} autoplayMs={model.autoplayMs} loop={model.loop} aspectRatio={model.aspectRatio}>
        {model.slides.map((slide, i) => <Slide key={i} slide={slide} component={component} ratio={model.aspectRatio} index={i} count={model.slides.length} />)}
      </Carousel>
    </View>
  )
}
