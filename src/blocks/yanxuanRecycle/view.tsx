import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { useStores } from '@/stores'
import { Price } from '@/ui/Price'
import type { YanxuanRecycleItem, YanxuanRecycleModel } from './model'
import './style.scss'

const Tile = observer(function Tile ({ item, model, component }: { item: YanxuanRecycleItem, model: YanxuanRecycleModel, component: ComponentMeta }) {
  const { page } = useStores()
  const onClick = useClick(item.redirects, component)
  return (
    <View className='yanxuan-recycle__tile' onClick={onClick}>
      <View className='yanxuan-recycle__image-box'>
        <Img className='yanxuan-recycle__image' src={item.image} mode='aspectFit' lazyLoad fetchPriority='low' />
        {item.promotionTag ? <Text className='yanxuan-recycle__tag'>{item.promotionTag}</Text> : null}
      </View>
      <View className='yanxuan-recycle__info'>
        <Text className='yanxuan-recycle__name'>{item.name}</Text>
        <Text className='yanxuan-recycle__label'>{t('yanxuanRecycle.highestPrice')}</Text>
        <Price className='yanxuan-recycle__price' value={Number(item.highestPrice)} preview={page.preview} />
      </View>
      <Text className='yanxuan-recycle__button'>{model.buttonText}</Text>
    </View>
  )
})

/**
 * Recycle list (001 §2): a grid of 1–4 columns (one column lays each tile out in a row); ATMOSPHERE_FRAME
 * draws a frame (its image when configured) around the tiles. A tap opens the product's trade-in inquiry.
 */
export default function YanxuanRecycle ({ model, component }: BlockProps<YanxuanRecycleModel>) {
  const framed = model.style === 'ATMOSPHERE_FRAME'
  return (
    <View
      className={`yanxuan-recycle yanxuan-recycle--${model.style.toLowerCase()} yanxuan-recycle--cols-${model.columns}`}
      style={framed && model.atmosphereImage ? { backgroundImage: model.atmosphereImage } : undefined}
    >
      <View className='yanxuan-recycle__grid'>
        {model.items.map((item, i) => <Tile key={`${item.productId}-${i}`} item={item} model={model} component={component} />)}
      </View>
    </View>
  )
}
