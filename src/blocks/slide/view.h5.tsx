/**
 * Slide carousel on H5: a CSS scroll-snap track instead of Taro's H5 Swiper,
 * which carries the swiper library (~40 KB brotli) onto every page's first
 * route. Same rules: autoplay every 2500 ms, looping, bullet pagination; a
 * finger on the carousel pauses it.
 */
import { useEffect, useRef, useState } from 'react'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { SlideModel } from './model'
import './style.scss'

function Slide ({ slide, component, ratio }: { slide: SlideModel['slides'][number], component: ComponentMeta, ratio: number }) {
  const onClick = useClick(slide.redirects, component)
  return <div className='slide__item'><RatioImage src={slide.image} aspectRatio={ratio} onClick={onClick} /></div>
}

export default function SlideCarousel ({ model, component }: BlockProps<SlideModel>) {
  const track = useRef<HTMLDivElement>(null)
  const touching = useRef(false)
  const [active, setActive] = useState(0)
  const count = model.slides.length

  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (!el || touching.current || !el.clientWidth) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      if (next === 0 && !model.loop) return
      // Back to the first without animating through the others.
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' })
    }, model.autoplayMs)
    return () => clearInterval(timer)
  }, [count, model.autoplayMs, model.loop])

  const onScroll = () => {
    const el = track.current
    if (el && el.clientWidth) setActive(Math.round(el.scrollLeft / el.clientWidth))
  }
  const hold = () => { touching.current = true }
  const release = () => { touching.current = false }

  return (
    <div className='slide slide--web'>
      <div className='slide__track' ref={track} onScroll={onScroll} onTouchStart={hold} onTouchEnd={release} onTouchCancel={release}>
        {model.slides.map((slide, i) => <Slide key={i} slide={slide} component={component} ratio={model.aspectRatio} />)}
      </div>
      {count > 1
        ? <div className='slide__dots'>{model.slides.map((_, i) => <span key={i} className={`slide__dot${i === active ? ' slide__dot--active' : ''}`} />)}</div>
        : null}
    </div>
  )
}
