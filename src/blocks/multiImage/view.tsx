import { View } from '@tarojs/components'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { MultiImageModel } from './model'

function ClickableImage ({ item, component, index, count }: { item: MultiImageModel['images'][number], component: ComponentMeta, index: number, count: number }) {
  const onClick = useClick(item.redirects, component)
  const label = count > 1 ? t('multiImage.a11y.imageOf', { index: index + 1, count }) : t('multiImage.a11y.image')
  // With a click target the image is a link (it opens a page); without one it is content a reader names.
  return <RatioImage src={item.image} aspectRatio={item.aspectRatio} alt={label} tap={item.redirects.length ? { label, role: 'link', onTap: onClick } : undefined} />
}

export default function MultiImage ({ model, component }: BlockProps<MultiImageModel>) {
  return (
    <View className='multi-image'>
      {model.images.map((item, i) => <ClickableImage key={i} item={item} component={component} index={i} count={model.images.length} />)}
    </View>
  )
}
