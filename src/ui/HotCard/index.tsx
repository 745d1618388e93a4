import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { HotLoad } from '@/product/hotCardStore'
import { Img } from '../Img'
import { Price } from '../Price'
import './index.scss'

export interface HotCardProps {
  /** The block's root class (its kind in kebab case), first on the root element. */
  className: string
  load: HotLoad
  preview: boolean
  onTap: () => void
}

/**
 * The hot-price card (002 §3): image, tag, name, the inquiry price (units of
 * ten thousand above 100000), the coupon price, the trend, and a button that
 * says where the tap goes. While asked, a placeholder of the card's own
 * height (nothing below moves when it comes); an empty or failed answer shows
 * nothing on the released page and a note in preview (docs/decisions.md).
 */
export function HotCard ({ className, load, preview, onTap }: HotCardProps) {
  if (load.kind === 'loading') {
    return (
      <View className={`${className} hot-card hot-card--loading`}>
        <View className='hot-card__box'>
          <View className='hot-card__image hot-card__bone' />
          <View className='hot-card__body'>
            <View className='hot-card__bone hot-card__bone--name' />
            <View className='hot-card__bone hot-card__bone--price' />
            <View className='hot-card__bone hot-card__bone--trend' />
          </View>
        </View>
      </View>
    )
  }
  if (load.kind !== 'card') {
    if (!preview) return null
    const note = load.kind === 'failed' ? t('hotCard.preview.failed', { reason: load.reason }) : t('hotCard.preview.empty')
    return <View className={`${className} hot-card hot-card--note`}><Text className='hot-card__note'>{note}</Text></View>
  }
  const { card } = load
  return (
    <View className={`${className} hot-card`} onClick={onTap}>
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
        <Text className='hot-card__action'>{card.action.text}</Text>
      </View>
    </View>
  )
}
