/**
 * A carousel in mini-programs: Taro's `Swiper` with the props every host
 * shares (autoplay, interval, duration, circular, displayMultipleItems,
 * nextMargin) and the host's own indicator dots in our colours: dots drawn
 * by us would be a setData on every slide change (each 2-2.5 s of autoplay),
 * on top of every countdown's tick. The Swiper needs a size: `height` (design
 * px) or `aspectRatio`. The H5 twin is index.h5.tsx (its dots are ours).
 */
import { Children, useCallback, type CSSProperties } from 'react'
import Taro from '@tarojs/taro'
import { Swiper, SwiperItem, View } from '@tarojs/components'
import { CAROUSEL_DURATION_MS, DESIGN_WIDTH, activeOf, canMove, pageCount, peekMargin, wholeInView } from './model'
import { useElderly } from '../display'
import type { CarouselProps } from './types'
import './index.scss'

export type { CarouselProps } from './types'

/** The dots' colours when the block gives none (as the H5 dots in index.scss). */
const DOT_COLOR = 'rgba(255, 255, 255, 0.5)'
const DOT_ACTIVE_COLOR = '#ffffff'

export function Carousel ({
  count, children, autoplayMs = 0, durationMs = CAROUSEL_DURATION_MS, loop = false, dots = true,
  dotColor, dotActiveColor, perView = 1, gap = 0, width = DESIGN_WIDTH, height, aspectRatio, className = '', onChange
}: CarouselProps) {
  const moves = canMove(count, perView)
  const pages = pageCount(count, perView, loop)
  const circular = loop && moves
  const peek = peekMargin(width, perView)
  // The elderly mode: the carousel moves only when swiped (docs/accessibility.md).
  const elderly = useElderly()
  const autoplay = !!autoplayMs && pages > 1 && !elderly
  const onSwiperChange = useCallback((e: { detail: { current: number } }) => {
    onChange?.(activeOf(e.detail.current, pages, circular))
  }, [pages, circular, onChange])

  const box: CSSProperties = {}
  if (height !== undefined) box.height = Taro.pxTransform(height)
  else if (aspectRatio) box.paddingTop = `${(100 / aspectRatio).toFixed(4)}%`
  const item: CSSProperties | undefined = gap ? { paddingRight: Taro.pxTransform(gap) } : undefined

  return (
    <View className={`carousel carousel--mini ${className}`}>
      <View className={`carousel__box${height === undefined && aspectRatio ? ' carousel__box--ratio' : ''}`} style={box}>
        <Swiper
          className='carousel__swiper'
          autoplay={autoplay}
          interval={autoplay ? autoplayMs : undefined}
          duration={durationMs}
          circular={circular}
          displayMultipleItems={wholeInView(perView)}
          nextMargin={peek ? Taro.pxTransform(peek) : undefined}
          onChange={onSwiperChange}
          indicatorDots={dots && pages > 1}
          indicatorColor={dotColor ?? DOT_COLOR}
          indicatorActiveColor={dotActiveColor ?? DOT_ACTIVE_COLOR}
        >
          {Children.toArray(children).map((child, i) => (
            <SwiperItem key={i} className='carousel__slide'>
              <View className='carousel__item' style={item}>{child}</View>
            </SwiperItem>
          ))}
        </Swiper>
      </View>
    </View>
  )
}
