import { View } from '@tarojs/components'
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

/**
 * Slide carousel (000 §2): autoplay every 2500 ms, looping, bullet pagination
 * (the shared Carousel: Taro's Swiper here); the box is reserved from the ratio.
 */
export default function SlideCarousel ({ model, component }: BlockProps<SlideModel>) {
  const count = model.slides.length
  return (
    <View className='slide'>
      <Carousel count={count} autoplayMs={model.autoplayMs} loop={model.loop} aspectRatio={model.aspectRatio}>
        {model.slides.map((slide, i) => <Slide key={i} slide={slide} component={component} ratio={model.aspectRatio} />)}
      </Carousel>
    </View>
  )
}
