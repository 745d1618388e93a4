import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { HotCard as HotCardData, HotLoad } from '@/product/hotCard'
import { withAction } from '@/product/labels'
import { formatPrice } from '@/product/priceFormat'
import { Img } from '../Img'
import { Price } from '../Price'
import { Tap } from '../Tap'
import './index.scss'

export interface HotCardProps {
  /** The block's root class (its kind in kebab case), first on the root element. */
  className: string
  load: HotLoad
  preview: boolean
  onTap: () => void
  /** The failed line's tap: ask again. */
  onRetry: () => void
}

/**
 * The hot-price card (002 §3): image, tag, name, the inquiry price (units of
 * ten thousand above 100000), the coupon price, the trend, and a button that
 * says where the tap goes. Every state draws the same box: while asked, bones
 * in the card's own rows (head, prices, foot: the same elements at the same
 * places, so the card fills them without moving them) and the button's
 * place; an empty answer or a failed call keeps the box with one line (a
 * failure offers a retry), so nothing below moves when the answer comes
 * (the hot-price card block's README). Preview adds why.
 */
/** The card's name: its tag, product and inquiry price, and where the tap goes ('本机，iPhone 13，回收估价 3200 元，去回收'). */
export function hotCardLabel (card: HotCardData): string {
  // As the card shows it (its prices are not masked in preview).
  const price = formatPrice(card.inquiryPrice, { tenThousands: true })
  const what = price.includes('?') ? card.name : t('hotCard.label', { name: card.name, price })
  return withAction(withAction(card.tag?.text, what), card.action.text)
}

export function HotCard ({ className, load, preview, onTap, onRetry }: HotCardProps) {
  if (load.kind === 'loading') {
    return (
      <View className={`${className} hot-card hot-card--loading`}>
        <View className='hot-card__box'>
          <View className='hot-card__image hot-card__bone' />
          <View className='hot-card__body'>
            <View className='hot-card__head'><View className='hot-card__bone hot-card__bone--name' /></View>
            <View className='hot-card__prices'>
              <View className='hot-card__bone hot-card__bone--price' />
              <View className='hot-card__action hot-card__bone' />
            </View>
            <View className='hot-card__foot'><View className='hot-card__bone hot-card__bone--trend' /></View>
          </View>
        </View>
      </View>
    )
  }
  if (load.kind !== 'card') {
    const failed = load.kind === 'failed'
    const note = preview
      ? (failed ? t('hotCard.preview.failed', { reason: load.reason }) : t('hotCard.preview.empty'))
      : t(failed ? 'hotCard.failed' : 'hotCard.empty')
    const box = (
      <View className='hot-card__box'>
        <Text className={`hot-card__note${preview ? ' hot-card__note--preview' : ''}`}>{note}</Text>
      </View>
    )
    // A failed line is a button that asks again; an empty one takes no tap.
    return failed
      ? <Tap className={`${className} hot-card hot-card--${load.kind}`} label={note} onTap={onRetry}>{box}</Tap>
      : <View className={`${className} hot-card hot-card--${load.kind}`}>{box}</View>
  }
  const { card } = load
  return (
    // A link: the button says where it goes (trade or inquiry), the name says which product at what price.
    <Tap className={`${className} hot-card`} role='link' label={hotCardLabel(card)} onTap={onTap}>
      <View className='hot-card__box'>
        {card.image ? <Img className='hot-card__image' src={card.image} mode='aspectFit' lazyLoad /> : <View className='hot-card__image' />}
        <View className='hot-card__body'>
          <View className='hot-card__head'>
            {card.tag ? <Text className={`hot-card__tag hot-card__tag--${card.tag.name}`}>{card.tag.text}</Text> : null}
            <Text className='hot-card__name'>{card.name}</Text>
          </View>
          <View className='hot-card__prices'>
            <Text className='hot-card__label'>{t('hotCard.inquiryPrice')}</Text>
            <Price className='hot-card__price' value={card.inquiryPrice} tenThousands />
            <Text className='hot-card__action'>{card.action.text}</Text>
          </View>
          <View className='hot-card__foot'>
            {card.couponPrice !== undefined
              ? (
                <Text className='hot-card__coupon'>
                  {t('hotCard.couponPrice')}
                  <Price className='hot-card__coupon-price' value={card.couponPrice} tenThousands />
                </Text>
                )
              : null}
            {card.trend ? <Text className={`hot-card__trend hot-card__trend--${card.trend.name}`}>{card.trend.text}</Text> : null}
          </View>
        </View>
      </View>
    </Tap>
  )
}
