import { Video, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import type { BlockProps } from '@/renderer/types'
import { useInView } from '@/ui/useInView'
import { VIDEO_PRELOAD_MARGIN, type VideoModel } from './model'
import './style.scss'

/** Video: the element (and so its download) exists only once the block nears the viewport. */
export default function LazyVideo ({ model }: BlockProps<VideoModel>) {
  const { id, inView } = useInView({ marginBottom: VIDEO_PRELOAD_MARGIN })
  return (
    <View id={id} className='video' style={{ paddingTop: `${(100 / model.aspectRatio).toFixed(4)}%` }}>
      {inView
        ? <Video className='video__player' src={model.src} poster={model.poster} controls objectFit='contain' />
        : model.poster ? <Img className='video__player' src={model.poster} mode='aspectFill' lazyLoad /> : <View className='video__player video__placeholder' />}
    </View>
  )
}
