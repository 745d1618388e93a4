import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Video, View } from '@tarojs/components'
import type { BlockProps } from '@/renderer/types'
import { VIDEO_PRELOAD_MARGIN, type VideoModel } from './model'
import './style.scss'

let seq = 0

/** Video: the element (and so its download) exists only once the block nears the viewport. */
export default function LazyVideo ({ model }: BlockProps<VideoModel>) {
  const id = useRef(`lazy-video-${++seq}`).current
  const [near, setNear] = useState(false)

  useEffect(() => {
    if (near) return undefined
    const page = Taro.getCurrentInstance().page
    const observer = Taro.createIntersectionObserver(page as never)
    observer.relativeToViewport({ bottom: VIDEO_PRELOAD_MARGIN }).observe(`#${id}`, (res) => {
      if ((res.intersectionRatio ?? 0) > 0) {
        setNear(true)
        observer.disconnect()
      }
    })
    return () => observer.disconnect()
  }, [id, near])

  return (
    <View id={id} className='lazy-video' style={{ paddingTop: `${(100 / model.aspectRatio).toFixed(4)}%` }}>
      {near
        ? <Video className='lazy-video__player' src={model.src} poster={model.poster} controls objectFit='contain' />
        : model.poster ? <Image className='lazy-video__player' src={model.poster} mode='aspectFill' lazyLoad /> : <View className='lazy-video__player lazy-video__placeholder' />}
    </View>
  )
}
