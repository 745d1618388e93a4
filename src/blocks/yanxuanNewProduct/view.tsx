import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { useStores } from '@/stores'
import { Price } from '@/ui/Price'
import { Tap } from '@/ui/Tap'
import { productLabel } from '@/product/labels'
import type { NewProductItem, NewProductModel } from './model'
import './style.scss'

const Card = observer(function Card ({ item, model, component }: { item: NewProductItem, model: NewProductModel, component: ComponentMeta }) {
  const { page } = useStores()
  const onClick = useClick(item.redirects, component)
  const side = model.side.toLowerCase()
  const bottom = (
    <View className='yanxuan-new-product__bottom'>
      <View className='yanxuan-new-product__prices'>
        <Price className='yanxuan-new-product__price' value={item.price} preview={page.preview} />
        {item.officialPrice !== undefined ? <Price className='yanxuan-new-product__official' value={item.officialPrice} preview={page.preview} /> : null}
      </View>
      <Text className='yanxuan-new-product__button'>{item.buttonText}</Text>
    </View>
  )
  // A wide card (the only item) keeps price and button beside the image; two per row puts them below.
  const wide = model.columns === 1
  return (
    // A link to the new-product detail, named by its product and price (issue 53).
    <Tap className={`yanxuan-new-product__card yanxuan-new-product__card--${side}`} role='link' label={productLabel(item.name, item.price, { preview: page.preview })} onTap={onClick}>
      <View className='yanxuan-new-product__top'>
        <View className='yanxuan-new-product__image-box'>
          <Img className='yanxuan-new-product__image' src={item.image} mode='aspectFit' lazyLoad fetchPriority='low' />
          {item.marketingTag ? <Img className='yanxuan-new-product__marketing' src={item.marketingTag} mode='aspectFit' /> : null}
        </View>
        <View className='yanxuan-new-product__info'>
          <Text className='yanxuan-new-product__name'>{item.name}</Text>
          {item.subsidyTag ? <Text className='yanxuan-new-product__subsidy'>{item.subsidyTag}</Text> : null}
          {item.promotionText ? <Text className='yanxuan-new-product__promotion'>{item.promotionText}</Text> : null}
          {wide ? bottom : null}
        </View>
      </View>
      {wide ? null : bottom}
    </Tap>
  )
})

/**
 * New-product sale list (001 §2): one wide card per row when there is only one item, else two per
 * row; each card has the product image (the "avatar") on the configured side. A tap opens the
 * new-product detail.
 */
export default function YanxuanNewProduct ({ model, component }: BlockProps<NewProductModel>) {
  return (
    <View className={`yanxuan-new-product yanxuan-new-product--cols-${model.columns}`}>
      {model.items.map((item, i) => <Card key={`${item.productId}-${i}`} item={item} model={model} component={component} />)}
    </View>
  )
}
