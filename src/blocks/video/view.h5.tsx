/**
 * Video on H5: the browser's own <video> instead of Taro's H5 Video component
 * (~30 KB more). The element, and so its download, exists only once the
 * block nears the viewport.
 */
import type { RefObject } from 'react'
import type { BlockProps } from '@/renderer/types'
import { useInView } from '@/ui/useInView'
import { VIDEO_PRELOAD_MARGIN, type VideoModel } from './model'
import './style.scss'

export default function LazyVideo ({ model }: BlockProps<VideoModel>) {
  const { ref, inView } = useInView({ marginBottom: VIDEO_PRELOAD_MARGIN })
  return (
    <div ref={ref as RefObject<HTMLDivElement>} className='video' style={{ paddingTop: `${(100 / model.aspectRatio).toFixed(4)}%` }}>
      {inView
        ? <video className='video__player' src={model.src} poster={model.poster} controls playsInline preload='metadata' />
        : model.poster ? <img className='video__player video__poster' src={model.poster} alt='' /> : <div className='video__player video__placeholder' />}
    </div>
  )
}
