import { View } from '@tarojs/components'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { MultiImageModel } from './model'

function ClickableImage ({ item, component }: { item: MultiImageModel['images'][number], component: ComponentMeta }) {
  const onClick = useClick(item.redirects, component)
  return <RatioImage src={item.image} aspectRatio={item.aspectRatio} onClick={onClick} />
}

export default function MultiImage ({ model, component }: BlockProps<MultiImageModel>) {
  return (
    <View className='multi-image'>
      {model.images.map((item, i) => <ClickableImage key={i} item={item} component={component} />)}
    </View>
  )
}
