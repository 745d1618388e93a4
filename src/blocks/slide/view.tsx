import { Swiper, SwiperItem, View } from '@tarojs/components'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { SlideModel } from './model'
import './style.scss'

function Slide ({ slide, component, ratio }: { slide: SlideModel['slides'][number], component: ComponentMeta, ratio: number }) {
  const onClick = useClick(slide.redirects, component)
  return <RatioImage src={slide.image} aspectRatio={ratio} onClick={onClick} />
}

/** Slide carousel (000 §2): autoplay every 2500 ms, looping, bullet pagination; the box is reserved from the ratio. */
export default function SlideCarousel ({ model, component }: BlockProps<SlideModel>) {
  const many = model.slides.length > 1
  return (
    <View className='slide' style={{ paddingTop: `${(100 / model.aspectRatio).toFixed(4)}%` }}>
      <Swiper
        className='slide__swiper'
        autoplay={many}
        interval={model.autoplayMs}
        circular={many && model.loop}
        indicatorDots={many}
        indicatorColor='rgba(255, 255, 255, 0.5)'
        indicatorActiveColor='#ffffff'
      >
        {model.slides.map((slide, i) => (
          <SwiperItem key={i}>
            <Slide slide={slide} component={component} ratio={model.aspectRatio} />
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}
