import { useEffect, type CSSProperties } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { PACKAGE_LABELS, type CouponPackage } from '@/product/coupons'
import { packageLabel } from '@/product/labels'
import { Tap } from '@/ui/Tap'
import { CountdownText } from '@/ui/CountdownText'
import { CouponTicket } from '@/ui/CouponTicket'
import { TickWrapper } from '@/ui/TickWrapper'
import { backgroundImage } from '@/lib/config'
import type { CouponSeckillStore } from './store'
import type { CouponSeckillModel } from './types'
import './style.scss'

/** The countdown to the claim's opening: the only part that changes every second (its own setData in mini-programs). */
const Countdown = observer(function Countdown ({ store, look }: { store: CouponSeckillStore, look: CouponSeckillModel['countdown'] }) {
  const target = store.countdownTarget
  if (target === undefined) return null
  const style: CSSProperties = {
    backgroundColor: look.bgColor,
    backgroundImage: look.image ? backgroundImage(look.image) : undefined,
    color: look.textColor
  }
  return (
    <TickWrapper>
      <View className='coupon-seckill__countdown' style={style}>
        <Text className='coupon-seckill__countdown-label'>{t('couponSeckill.startsIn')}</Text>
        <CountdownText className='coupon-seckill__countdown-time' target={target} />
      </View>
    </TickWrapper>
  )
})

const Package = observer(function Package ({ pkg, store }: { pkg: CouponPackage, store: CouponSeckillStore }) {
  const status = store.statusOf(pkg)
  const busy = store.claims.isBusy(pkg)
  const off = status === 'NOT_STARTED' || status === 'EXHAUSTED'
  return (
    <View className={`coupon-seckill__item coupon-seckill__item--${status.toLowerCase()}`}>
      {pkg.name ? <Text className='coupon-seckill__name'>{pkg.name}</Text> : null}
      <View className='coupon-seckill__coupons'>{pkg.coupons.map((c, i) => <CouponTicket key={i} coupon={c} />)}</View>
      {/* Named by the package and its coupons, then its words; claimed, a link where it has somewhere to go (issue 53). */}
      <Tap
        className={`coupon-seckill__button${off ? ' coupon-seckill__button--off' : ''}${busy ? ' coupon-seckill__button--busy' : ''}`}
        role={status === 'APPLIED' && pkg.redirects.length ? 'link' : 'button'}
        disabled={off}
        label={packageLabel(pkg, t(PACKAGE_LABELS[status]))}
        onTap={() => { if (!off) void store.tap(pkg) }}
      >{t(PACKAGE_LABELS[status])}</Tap>
    </View>
  )
})

/**
 * The coupon flash sale (001 §3): quick (style 0) or activity (1) cards,
 * `columnSize` per row, a countdown to the claim's opening when it is within
 * `countdownHours` hours; claims as coupon packages. State in store.ts.
 */
export default observer(function CouponSeckill ({ model, store }: BlockProps<CouponSeckillModel, CouponSeckillStore>) {
  useEffect(() => store.start(), [store])
  return (
    <View className={`coupon-seckill coupon-seckill--${model.style === 1 ? 'activity' : 'quick'}`}>
      {model.style === 1 || store.countdownTarget !== undefined
        ? (
          <View className='coupon-seckill__head'>
            {model.style === 1 ? <Text className='coupon-seckill__title'>{t('couponSeckill.title')}</Text> : null}
            <Countdown store={store} look={model.countdown} />
          </View>
          )
        : null}
      <View className={`coupon-seckill__grid coupon-seckill__grid--${model.columns}`}>
        {model.packages.map((pkg) => <Package key={pkg.code} pkg={pkg} store={store} />)}
      </View>
    </View>
  )
})
