import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { useStores } from '@/stores'
import { formatPrice } from '@/product/priceFormat'
import { Price } from '@/ui/Price'
import { Tap } from '@/ui/Tap'
import type { YanxuanRecycleItem, YanxuanRecycleModel } from './model'
import './style.scss'

const Tile = observer(function Tile ({ item, model, component }: { item: YanxuanRecycleItem, model: YanxuanRecycleModel, component: ComponentMeta }) {
  const { page } = useStores()
  const onClick = useClick(item.redirects, component)
  // A link to the trade-in inquiry, named by the product and the highest price shown (a masked price is left out).
  const price = formatPrice(Number(item.highestPrice), { preview: page.preview })
  const label = price.includes('?') ? item.name : t('yanxuanRecycle.label', { name: item.name, price })
  return (
    <Tap className='yanxuan-recycle__tile' role='link' label={label} onTap={onClick}>
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
    </Tap>
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
