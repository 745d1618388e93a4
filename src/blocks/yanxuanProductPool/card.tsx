/**
 * One pool item (001 §3 "Pool item"): memoised on its card, which never
 * changes once made, so appending a page renders only that page's cards.
 * Few nodes per card. The fineness image's size is in design px (Taro.pxTransform, as the stylesheet's).
 */
import { memo } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { ComponentMeta } from '@/renderer/types'
import { Img } from '@/ui/Img'
import { useProgressive } from '@/ui/EndlessList/progressive'
import { Price } from '@/ui/Price'
import { Tap } from '@/ui/Tap'
import { productLabel } from '@/product/labels'
import type { PoolCard } from './item'

export const Card = memo(function Card ({ card, component, preview }: { card: PoolCard, component: ComponentMeta, preview: boolean }) {
  const onClick = useClick(card.redirects, component)
  return (
    // A link to the product, named by its name and price (issue 53).
    <Tap className='yanxuan-product-pool__card' role='link' label={productLabel(card.name, card.price, { soldOut: card.soldOut, preview })} onTap={onClick}>
      <View className='yanxuan-product-pool__cover'>
        {card.image ? <Img className='yanxuan-product-pool__image' src={card.image} mode='aspectFill' lazyLoad fetchPriority='low' /> : null}
        {card.aura ? <Img className='yanxuan-product-pool__aura' src={card.aura} mode='scaleToFill' lazyLoad /> : null}
        {card.soldOut ? <Text className='yanxuan-product-pool__sold-out'>{t('yanxuanProductPool.item.soldOut')}</Text> : null}
      </View>
      <View className='yanxuan-product-pool__body'>
        {card.fineness
          ? (
            <View className='yanxuan-product-pool__title'>
              <Img className='yanxuan-product-pool__fineness' src={card.fineness.url} mode='aspectFit' style={{ width: Taro.pxTransform(card.fineness.width), height: Taro.pxTransform(card.fineness.height) }} />
              <Text className='yanxuan-product-pool__name'>{card.name}</Text>
            </View>
            )
          : <Text className='yanxuan-product-pool__name'>{card.name}</Text>}
        {card.tags.length ? <View className='yanxuan-product-pool__tags'>{card.tags.map((tag, i) => <Text key={i} className='yanxuan-product-pool__tag'>{tag}</Text>)}</View> : null}
        {card.officialImage || card.todayDeliveryImage
          ? (
            <View className='yanxuan-product-pool__badges'>
              {card.officialImage ? <Img className='yanxuan-product-pool__badge' src={card.officialImage} mode='heightFix' lazyLoad /> : null}
              {card.todayDeliveryImage ? <Img className='yanxuan-product-pool__badge' src={card.todayDeliveryImage} mode='heightFix' lazyLoad /> : null}
            </View>
            )
          : null}
        <View className='yanxuan-product-pool__prices'>
          <Price className='yanxuan-product-pool__price' value={card.price} preview={preview} />
          {card.struck !== undefined ? <Price className='yanxuan-product-pool__struck' value={card.struck} preview={preview} /> : null}
          {card.discountRate ? <Text className='yanxuan-product-pool__rate'>{card.discountRate}</Text> : null}
        </View>
        {card.iouImage ? <Img className='yanxuan-product-pool__iou' src={card.iouImage} mode='heightFix' lazyLoad /> : null}
        {card.distance || card.shopStock
          ? (
            <View className='yanxuan-product-pool__shop'>
              {card.shopStock ? <Text className='yanxuan-product-pool__stock'>{t('yanxuanProductPool.item.shopStock')}</Text> : null}
              {card.distance ? <Text className='yanxuan-product-pool__distance'>{card.distance}</Text> : null}
            </View>
            )
          : null}
      </View>
    </Tap>
  )
})

/**
 * One loaded page: memoised on its array, which the store never changes once appended. An appended
 * page (not `first`) is drawn a few cards a frame on H5 (ui/EndlessList/progressive).
 */
export const Page = memo(function Page ({ cards, first, component, preview }: { cards: readonly PoolCard[], first: boolean, component: ComponentMeta, preview: boolean }) {
  const shown = useProgressive(cards, first)
  return <>{shown.map((card) => <Card key={card.key} card={card} component={component} preview={preview} />)}</>
})
