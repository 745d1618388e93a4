import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { couponFace, thresholdOf, type PackageCoupon } from '@/product/coupons'
import './index.scss'

/** One coupon's face (001 §3, §5): '¥50' or '8.5折', 'full X yuan usable' or 'no threshold coupon', its platform. */
export function CouponTicket ({ coupon, className = '' }: { coupon: PackageCoupon, className?: string }) {
  const face = couponFace(coupon)
  const threshold = thresholdOf(coupon.minPriceLimit)
  return (
    <View className={`coupon-ticket ${className}`}>
      <Text className='coupon-ticket__face'>
        {face.kind === 'amount' ? <Text className='coupon-ticket__symbol'>{t('price.symbol')}</Text> : null}
        {face.kind === 'amount' ? face.text : t('coupon.percent', { percent: face.text })}
      </Text>
      <Text className='coupon-ticket__threshold'>{threshold.key === 'coupon.threshold' ? t(threshold.key, { amount: threshold.amount }) : t(threshold.key)}</Text>
      {coupon.platform ? <Text className='coupon-ticket__platform'>{coupon.platform}</Text> : null}
    </View>
  )
}
