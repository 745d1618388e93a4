import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { Empty } from '@/ui/Empty'
import { Price } from '@/ui/Price'
import { BuyButton, ProductTag } from '@/ui/ProductParts'
import { Tap } from '@/ui/Tap'
import { productLabel } from '@/product/labels'
import type { YanxuanProductStore } from './store'
import type { GridItem, YanxuanProductModel } from './types'
import './style.scss'

const Card = observer(function Card ({ item, store }: { item: GridItem, store: YanxuanProductStore }) {
  const { page } = useStores()
  const { settings } = store
  const { product } = item
  const theme = settings.theme
  return (
    // A link to the product's channel, named by its product and price (issue 53).
    <Tap
      className={`yanxuan-product__item${item.soldOut ? ' yanxuan-product__item--sold-out' : ''}`}
      role='link'
      label={productLabel(product.name, product.lowestPrice, { soldOut: item.soldOut, preview: page.preview })}
      onTap={() => store.open(item)}
    >
      <View className='yanxuan-product__image-box'>
        {product.imageUrl ? <Img className='yanxuan-product__image' src={product.imageUrl} mode='aspectFit' lazyLoad fetchPriority='low' /> : null}
        {item.soldOut ? <View className='yanxuan-product__mask'><Text className='yanxuan-product__sold-out'>{t('product.soldOut')}</Text></View> : null}
      </View>
      <View className='yanxuan-product__info'>
        {item.tag ? <View className='yanxuan-product__tags'><ProductTag block='yanxuan-product' tag={item.tag} theme={theme} /></View> : null}
        <Text className='yanxuan-product__name'>{product.name}</Text>
        {product.tips ? <Text className='yanxuan-product__tips' style={{ color: settings.tipsTextColor }}>{product.tips}</Text> : null}
        {item.salePoints.length
          ? (
            <View className='yanxuan-product__points'>
              {item.salePoints.map((point) => <Text key={point} className='yanxuan-product__point' style={{ color: theme.main, backgroundColor: theme.light }}>{point}</Text>)}
            </View>
            )
          : null}
        <View className='yanxuan-product__bottom'>
          <View className='yanxuan-product__pricing'>
            <View className='yanxuan-product__prices'>
              <Price className='yanxuan-product__price' style={{ color: item.soldOut ? undefined : theme.main }} value={item.soldOut ? undefined : product.lowestPrice} preview={page.preview} />
              {item.strikePrice !== undefined ? <Price className='yanxuan-product__daily' value={item.strikePrice} preview={page.preview} /> : null}
            </View>
            {item.installment
              ? <Text className='yanxuan-product__installment' style={{ color: theme.main }}>{t('product.installment', { perPeriodPrice: item.installment.perPeriodPrice, period: item.installment.period })}</Text>
              : null}
          </View>
          <BuyButton block='yanxuan-product' image={settings.btnImage} text={settings.btnText ?? t('yanxuanProduct.button')} theme={theme} off={item.soldOut} />
        </View>
      </View>
    </Tap>
  )
})

/**
 * The curated product grid (001 §3, §4, §9): one, two or three columns of
 * product cards (the single column a horizontal card), prices from the live
 * answer, sold-out cards, and an empty state when nothing is left. State and
 * the tap in store.ts, the rules in model.ts.
 */
export default observer(function YanxuanProduct ({ store }: BlockProps<YanxuanProductModel, YanxuanProductStore>) {
  const items = store.items
  const { columns } = store.settings
  if (!items.length) {
    return <View className='yanxuan-product'><Empty className='yanxuan-product__empty' text={t('yanxuanProduct.empty')} /></View>
  }
  return (
    <View className={`yanxuan-product yanxuan-product--cols-${columns}`}>
      <View className='yanxuan-product__list'>
        {items.map((item, i) => <Card key={`${item.config.productId}:${i}`} item={item} store={store} />)}
      </View>
    </View>
  )
})
