import type { CSSProperties } from 'react'
import { observer } from 'mobx-react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { Carousel } from '@/ui/Carousel'
import { CountUp } from '@/ui/CountUp'
import { RolledCounts } from '@/product/countUp'
import { Empty } from '@/ui/Empty'
import { Price } from '@/ui/Price'
import { BuyButton, ProductTag } from '@/ui/ProductParts'
import { RatioImage } from '@/ui/RatioImage'
import { Tap } from '@/ui/Tap'
import { productLabel } from '@/product/labels'
import { CARD_HEIGHT, CAROUSEL_WIDTH } from './model'
import type { YanxuanProductCardStore } from './store'
import type { CardItem, ProductCardModel, ProductCardSettings } from './types'
import './style.scss'

/** The lowest price: rolling from the daily price once the live answer is in (001 §4: 1.2 s, one CSS transition), else as it stands. */
function CardPrice ({ item, settings, preview, rolled }: { item: CardItem, settings: ProductCardSettings, preview: boolean, rolled: RolledCounts }) {
  const color = item.isEmpty ? undefined : settings.theme.main
  if (item.countUp) {
    const key = RolledCounts.key(item.product.id, item.countUp.from, item.countUp.to)
    return (
      <View className='price yanxuan-product-card__price yanxuan-product-card__price--rolling' style={{ color }}>
        <Text className='price__symbol'>{t('price.symbol')}</Text>
        <CountUp key={`${item.countUp.from}>${item.countUp.to}`} className='yanxuan-product-card__count-up' from={item.countUp.from} to={item.countUp.to} durationMs={item.countUp.durationMs} rolled={rolled.has(key)} onRolled={() => rolled.add(key)} />
      </View>
    )
  }
  return <Price className='yanxuan-product-card__price' style={{ color }} value={item.isEmpty ? undefined : item.product.lowestPrice} preview={preview} />
}

const Card = observer(function Card ({ item, store, height }: { item: CardItem, store: YanxuanProductCardStore, height: number }) {
  const { page } = useStores()
  const { settings } = store
  const { product } = item
  const theme = settings.theme
  const style: CSSProperties = { height: Taro.pxTransform(height) }
  if (settings.cardBackground) style.backgroundImage = settings.cardBackground
  return (
    // A link to the product's channel, named by its product and the price it lands on (issue 53).
    <Tap
      className={`yanxuan-product-card__item${item.isEmpty ? ' yanxuan-product-card__item--empty' : ''}`}
      style={style}
      role='link'
      label={productLabel(product.name, product.lowestPrice, { soldOut: item.isEmpty, preview: page.preview })}
      onTap={() => store.open(item)}
    >
      <View className='yanxuan-product-card__image-box'>
        {product.imageUrl ? <Img className='yanxuan-product-card__image' src={product.imageUrl} mode='aspectFit' /> : null}
        {item.tag ? <View className='yanxuan-product-card__tags'><ProductTag block='yanxuan-product-card' tag={item.tag} theme={theme} /></View> : null}
        {item.isEmpty ? <View className='yanxuan-product-card__mask'><Text className='yanxuan-product-card__sold-out'>{t('product.soldOut')}</Text></View> : null}
      </View>
      <View className='yanxuan-product-card__body'>
        <View className='yanxuan-product-card__info'>
          <Text className='yanxuan-product-card__name'>{product.name}</Text>
          {product.tips ? <Text className='yanxuan-product-card__tips' style={{ color: settings.tipsTextColor }}>{product.tips}</Text> : null}
          <View className='yanxuan-product-card__prices'>
            {settings.activityStyle === 'HEARTBEAT' && !item.isEmpty
              ? <Text className='yanxuan-product-card__label' style={{ color: theme.main, backgroundColor: theme.light }}>{t('yanxuanProductCard.heartbeat')}</Text>
              : null}
            <CardPrice item={item} settings={settings} preview={page.preview} rolled={store.rolled} />
            {item.strikePrice !== undefined ? <Price className='yanxuan-product-card__daily' value={item.strikePrice} preview={page.preview} /> : null}
            {settings.activityStyle === 'NORMAL_2' && item.floorDiscountPrice !== undefined
              ? <Text className='yanxuan-product-card__save' style={{ color: theme.main, borderColor: theme.main }}>{t('yanxuanProductCard.save', { amount: item.floorDiscountPrice })}</Text>
              : null}
          </View>
          {settings.activityStyle === 'DIRECT_SUBSIDY' && item.floorDiscountPrice !== undefined
            ? <Text className='yanxuan-product-card__subsidy' style={{ color: theme.main, backgroundColor: theme.light }}>{t('yanxuanProductCard.subsidy', { amount: item.floorDiscountPrice })}</Text>
            : null}
          {item.useModeIou && item.iouData
            ? <Text className='yanxuan-product-card__installment' style={{ color: theme.main }}>{t('product.installment', { perPeriodPrice: item.iouData.perPeriodPrice, period: item.iouData.period })}</Text>
            : null}
        </View>
        <BuyButton block='yanxuan-product-card' image={settings.btnImage} text={settings.btnText ?? t('yanxuanProductCard.button')} theme={theme} off={item.isEmpty} />
      </View>
    </Tap>
  )
})

/**
 * The product card carousel (001 §2 "Product card"): a header image, then
 * slides of 3 (1–4 rows) or 2 (1–2 rows) cards, or the 1-3.2 strip of 3.27
 * cards in view; autoplay every 2.3 s at 500 ms; dots; the four styles and
 * two layouts; live prices counting down from the daily price; the empty
 * state after a failed price load or with no lowest price. State and taps in
 * store.ts, the rules in model.ts, the carousel in `@/ui/Carousel`.
 */
export default observer(function YanxuanProductCard ({ store }: BlockProps<ProductCardModel, YanxuanProductCardStore>) {
  const { settings } = store
  const { grid, layout } = settings
  const moduleStyle: CSSProperties = { backgroundColor: settings.bgColor ?? settings.theme.light }
  if (settings.moduleBackground) moduleStyle.backgroundImage = settings.moduleBackground
  const className = [
    'yanxuan-product-card',
    `yanxuan-product-card--${layout === 'LEFT_RIGHT' ? 'left-right' : 'up-down'}`,
    grid.strip ? 'yanxuan-product-card--strip' : `yanxuan-product-card--cols-${grid.columns}`,
    `yanxuan-product-card--${settings.activityStyle.toLowerCase().replace('_', '-')}`
  ].join(' ')
  // The header image: a link to the block's redirects when it has any (named in the catalogue's words: the config
  // gives none), else decoration (issue 53).
  const header = settings.headerImage
    ? (
      <RatioImage
        className='yanxuan-product-card__header'
        src={settings.headerImage}
        lazy={false}
        tap={settings.redirects.length ? { label: t('yanxuanProductCard.header'), role: 'link', onTap: () => store.openHeader() } : undefined}
      />
      )
    : null
  if (store.isEmpty) {
    return <View className={className} style={moduleStyle}>{header}<Empty className='yanxuan-product-card__empty' text={t('yanxuanProductCard.empty')} /></View>
  }
  const carousel = store.carousel
  const cardHeight = CARD_HEIGHT[layout][grid.columns]
  return (
    <View className={className} style={moduleStyle}>
      {header}
      <Carousel
        className='yanxuan-product-card__carousel'
        count={carousel.slides.length}
        autoplayMs={carousel.autoplayMs}
        durationMs={carousel.durationMs}
        loop={carousel.loop}
        perView={carousel.perView}
        gap={carousel.gap}
        width={CAROUSEL_WIDTH}
        height={carousel.height}
        dots
        dotsPlacement='below'
        dotActiveColor={settings.theme.main}
      >
        {carousel.slides.map((slide, i) => (
          <View key={i} className='yanxuan-product-card__slide'>
            {slide.map((item, j) => <Card key={`${item.config.productId}:${j}`} item={item} store={store} height={cardHeight} />)}
          </View>
        ))}
      </Carousel>
    </View>
  )
})
