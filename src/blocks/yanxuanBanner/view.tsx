import type { CSSProperties } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { Carousel } from '@/ui/Carousel'
import { CountUp } from '@/ui/CountUp'
import { Empty } from '@/ui/Empty'
import { Price } from '@/ui/Price'
import { BuyButton, ProductTag } from '@/ui/ProductParts'
import { RolledCounts } from '@/product/countUp'
import { productLabel, withAction } from '@/product/labels'
import { formatPrice } from '@/product/priceFormat'
import { Tap } from '@/ui/Tap'
import type { ThemeColor } from '@/product'
import { bigCarouselPlan, gradientCss, priceDisplayOf, smallCarouselPlan } from './model'
import type { YanxuanBannerStore } from './store'
import type { BigCard, SmallCard, YanxuanBannerModel } from './types'
import './style.scss'

/** Heights the mini-program Swiper needs, in design px (style.scss lays the cards out to them). */
export const BIG_CARD_HEIGHT = 148
export const SMALL_CARD_HEIGHT = 132
/** The block's width at the 375 px design width (12 px page margins). */
const BLOCK_WIDTH = 351

/** The price of a big card: rolling from the daily to the lowest price in one CSS transition (001 §4), or still. */
function BigPrice ({ card, preview, theme, rolled }: { card: BigCard, preview: boolean, theme: ThemeColor, rolled: RolledCounts }) {
  const shown = priceDisplayOf(card, preview)
  const color = card.soldOut ? undefined : theme.main
  if (shown.kind === 'static') return <Price className='yanxuan-banner__price' style={{ color }} value={shown.value} preview={preview} />
  const { from, to, durationMs } = shown.range
  const key = RolledCounts.key(card.line.productId, from, to)
  return (
    <View className='price yanxuan-banner__price yanxuan-banner__price--rolling' style={{ color }}>
      <Text className='price__symbol'>{t('price.symbol')}</Text>
      {/* A new range (the answer after a refresh) rolls again from its own start. */}
      <CountUp key={`${from}>${to}`} className='yanxuan-banner__count-up' from={from} to={to} durationMs={durationMs} rolled={rolled.has(key)} onRolled={() => rolled.add(key)} />
    </View>
  )
}

const BigCardView = observer(function BigCardView ({ card, store }: { card: BigCard, store: YanxuanBannerStore }) {
  const { page } = useStores()
  const { settings } = store
  const { product } = card
  const theme = settings.theme
  const style = settings.activityStyle
  // DIRECT_SUBSIDY's saving; not in preview, where prices are masked.
  const subsidy = card.subsidy !== undefined && !page.preview ? t('yanxuanBanner.subsidy', { amount: formatPrice(card.subsidy) }) : undefined
  const background: CSSProperties | undefined = style === 'NORMAL' ? undefined : { backgroundImage: `linear-gradient(180deg, ${theme.light} 0%, #ffffff 70%)` }
  // A link to the product's channel, named by the product and the price it lands on (issue 53).
  const shown = priceDisplayOf(card, page.preview)
  const label = productLabel(product.name, shown.kind === 'static' ? shown.value : product.lowestPrice, { soldOut: card.soldOut, preview: page.preview })
  return (
    <Tap
      className={`yanxuan-banner__card yanxuan-banner__card--${style.toLowerCase().replace('_', '-')}${card.soldOut ? ' yanxuan-banner__card--sold-out' : ''}`}
      style={background}
      role='link'
      label={label}
      onTap={() => store.openProduct(card.line)}
    >
      <View className='yanxuan-banner__image-box'>
        {product.imageUrl ? <Img className='yanxuan-banner__image' src={product.imageUrl} mode='aspectFit' lazyLoad fetchPriority='low' /> : null}
        {card.soldOut ? <Text className='yanxuan-banner__sold-out'>{t('product.soldOut')}</Text> : null}
      </View>
      <View className='yanxuan-banner__info'>
        <View className='yanxuan-banner__title'>
          {card.tag ? <ProductTag block='yanxuan-banner' tag={card.tag} theme={theme} /> : null}
          <Text className='yanxuan-banner__name'>{product.name}</Text>
        </View>
        {product.tips ? <Text className='yanxuan-banner__tips' style={{ color: settings.tipsTextColor ?? theme.main }}>{product.tips}</Text> : null}
        {card.salePoints.length
          ? (
            <View className='yanxuan-banner__points'>
              {card.salePoints.map((point) => <Text key={point} className='yanxuan-banner__point' style={{ color: theme.main, backgroundColor: theme.light }}>{point}</Text>)}
            </View>
            )
          : null}
        <View className='yanxuan-banner__bottom'>
          <View className='yanxuan-banner__pricing'>
            <View className='yanxuan-banner__prices'>
              {card.soldOut ? null : <Text className='yanxuan-banner__price-label' style={{ color: theme.main }}>{t('yanxuanBanner.priceLabel')}</Text>}
              <BigPrice card={card} preview={page.preview} theme={theme} rolled={store.rolled} />
            </View>
            {subsidy || card.installment
              ? (
                <View className='yanxuan-banner__extras'>
                  {subsidy ? <Text className='yanxuan-banner__subsidy' style={{ backgroundColor: theme.main }}>{subsidy}</Text> : null}
                  {card.installment
                    ? <Text className='yanxuan-banner__installment' style={{ color: theme.main }}>{t('product.installment', { perPeriodPrice: card.installment.perPeriodPrice, period: card.installment.period })}</Text>
                    : null}
                </View>
                )
              : null}
          </View>
          <BuyButton block='yanxuan-banner' image={settings.btnImage} text={settings.btnText ?? t('yanxuanBanner.button')} theme={theme} off={card.soldOut} />
        </View>
      </View>
    </Tap>
  )
})

/** BIG_BANNER: one card per product in a carousel, dots at 3 or more (001 §9); the empty state after a failed load or with no price (001 §4). */
const BigBanner = observer(function BigBanner ({ store }: { store: YanxuanBannerStore }) {
  const view = store.big
  if (view.kind === 'empty') {
    return <View className='yanxuan-banner yanxuan-banner--big'><Empty className='yanxuan-banner__empty' text={t('yanxuanBanner.empty')} /></View>
  }
  const plan = bigCarouselPlan(view.cards.length)
  return (
    <View className='yanxuan-banner yanxuan-banner--big'>
      <Carousel {...plan} className='yanxuan-banner__carousel' dotsPlacement='below' width={BLOCK_WIDTH} height={BIG_CARD_HEIGHT} dotActiveColor={store.settings.theme.main}>
        {view.cards.map((card, i) => <BigCardView key={`${card.line.productId}:${i}`} card={card} store={store} />)}
      </Carousel>
    </View>
  )
})

const SmallCardView = observer(function SmallCardView ({ card, store, n, total }: { card: SmallCard, store: YanxuanBannerStore, n: number, total: number }) {
  const { page } = useStores()
  // The colour under the gradient: what a host without gradients shows.
  const background: CSSProperties = { backgroundColor: card.gradient.from, backgroundImage: gradientCss(card.gradient) }
  const tone = `yanxuan-banner__small--${card.gradient.name.toLowerCase()}`
  if (card.type === 'IMAGE') {
    return (
      <Tap
        className={`yanxuan-banner__small yanxuan-banner__small--image ${tone}`}
        style={background}
        role='link'
        // Its title and tip; an image alone, its place in the row (issue 53).
        label={withAction(card.titleText, card.tipText) || t('yanxuanBanner.imageLabel', { n, total })}
        onTap={() => store.openImage(card)}
      >
        <View className='yanxuan-banner__small-text'>
          {card.titleText ? <Text className='yanxuan-banner__small-title'>{card.titleText}</Text> : null}
          {card.tipText ? <Text className='yanxuan-banner__small-tip' style={{ color: card.gradient.accent }}>{card.tipText}</Text> : null}
        </View>
        {card.imageUrl ? <Img className='yanxuan-banner__small-image' src={card.imageUrl} mode='aspectFit' lazyLoad fetchPriority='low' /> : null}
      </Tap>
    )
  }
  const { product } = card
  return (
    <Tap
      className={`yanxuan-banner__small yanxuan-banner__small--product ${tone}${card.soldOut ? ' yanxuan-banner__small--sold-out' : ''}`}
      style={background}
      role='link'
      label={productLabel(product.name, product.lowestPrice, { soldOut: card.soldOut, preview: page.preview })}
      onTap={() => store.openProduct(card.line)}
    >
      <View className='yanxuan-banner__small-text'>
        <Text className='yanxuan-banner__small-name'>{product.name}</Text>
        {card.soldOut
          ? <Text className='yanxuan-banner__small-tip yanxuan-banner__small-tip--off'>{t('product.soldOut')}</Text>
          : <Price className='yanxuan-banner__small-price' style={{ color: card.gradient.accent }} value={product.lowestPrice} preview={page.preview} />}
      </View>
      {product.imageUrl ? <Img className='yanxuan-banner__small-image' src={product.imageUrl} mode='aspectFit' lazyLoad fetchPriority='low' /> : null}
    </Tap>
  )
})

/** SMALL_BANNER: a static row of up to three cards, or a looping carousel of three per view at 4 or more (001 §9). */
const SmallBanner = observer(function SmallBanner ({ store }: { store: YanxuanBannerStore }) {
  const cards = store.small
  if (!cards.length) return <View className='yanxuan-banner yanxuan-banner--small'><Empty className='yanxuan-banner__empty' text={t('yanxuanBanner.empty')} /></View>
  const plan = smallCarouselPlan(cards.length)
  const items = cards.map((card, i) => <SmallCardView key={card.position} card={card} store={store} n={i + 1} total={cards.length} />)
  if (!plan) {
    return (
      <View className='yanxuan-banner yanxuan-banner--small'>
        <View className={`yanxuan-banner__row yanxuan-banner__row--n${cards.length}`}>{items}</View>
      </View>
    )
  }
  return (
    <View className='yanxuan-banner yanxuan-banner--small'>
      {/* The gap follows each card: the row runs under the page margin by one gap, so the third card's edge lines up. */}
      <View className='yanxuan-banner__loop'>
        <Carousel {...plan} className='yanxuan-banner__carousel' width={BLOCK_WIDTH + plan.gap} height={SMALL_CARD_HEIGHT}>{items}</Carousel>
      </View>
    </View>
  )
})

/**
 * The banner (001 §2 "Banner"): BIG_BANNER, one product card per slide with
 * the price rolling from the daily to the lowest price; or SMALL_BANNER, a
 * row of image or product cards on gradients by position. State and taps in
 * store.ts, the rules in model.ts.
 */
export default observer(function YanxuanBanner ({ store }: BlockProps<YanxuanBannerModel, YanxuanBannerStore>) {
  return store.style === 'BIG_BANNER' ? <BigBanner store={store} /> : <SmallBanner store={store} />
})
