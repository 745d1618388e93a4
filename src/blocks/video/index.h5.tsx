/**
 * Video on H5: the browser's own <video> instead of Taro's H5 Video component
 * (~30 KB more on the first route). The element, and so its download, exists
 * only once the block nears the viewport.
 */
import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '@/renderer/types'
import { VIDEO_PRELOAD_MARGIN, type VideoModel } from './model'
import './style.scss'

export default function LazyVideo ({ model }: BlockProps<VideoModel>) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const el = box.current
    if (near || !el) return undefined
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return undefined
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin: `0px 0px ${VIDEO_PRELOAD_MARGIN}px 0px` })
    observer.observe(el)
    return () => observer.disconnect()
  }, [near])

  return (
    <div ref={box} className='lazy-video' style={{ paddingTop: `${(100 / model.aspectRatio).toFixed(4)}%` }}>
      {near
        ? <video className='lazy-video__player' src={model.src} poster={model.poster} controls playsInline preload='metadata' />
        : model.poster ? <img className='lazy-video__player lazy-video__poster' src={model.poster} alt='' /> : <div className='lazy-video__player lazy-video__placeholder' />}
    </div>
  )
}
