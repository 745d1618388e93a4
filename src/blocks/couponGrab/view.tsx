import { useEffect, type CSSProperties } from 'react'
import { observer } from 'mobx-react'
import { ScrollView, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import { withAction } from '@/product/labels'
import { faceValue, multipleRows, perRow } from './model'
import type { CouponGrabStore, ShownCoupon, ShownTab } from './store'
import type { CouponGrabModel } from './types'
import './style.scss'
import { roleOf } from '@/ui/a11y'

const Coupon = observer(function Coupon ({ tab, shown, store }: { tab: ShownTab, shown: ShownCoupon, store: CouponGrabStore }) {
  const { coupon, button } = shown
  const busy = store.isBusy(tab.session, coupon)
  const off = button.disabled || button.action === 'none'
  // The button is named by the coupon (its amount and configured texts) and its words; 去使用 opens a page.
  const amount = coupon.price !== undefined ? t('couponGrab.a11y.amount', { amount: faceValue(coupon.price) }) : undefined
  const label = withAction(withAction(withAction(amount, coupon.promText1), coupon.promText2), t(button.label))
  return (
    <View className={`coupon-grab__coupon${button.action === 'none' && button.label === 'couponGrab.button.soldOut' ? ' coupon-grab__coupon--gone' : ''}`}>
      {coupon.tagText ? <Text className='coupon-grab__tag'>{coupon.tagText}</Text> : null}
      <View className='coupon-grab__value'>
        {coupon.price !== undefined
          ? <Text className='coupon-grab__price'><Text className='coupon-grab__symbol'>{t('price.symbol')}</Text>{faceValue(coupon.price)}</Text>
          : null}
      </View>
      <View className='coupon-grab__texts'>
        {coupon.promText1 ? <Text className='coupon-grab__prom1'>{coupon.promText1}</Text> : null}
        {coupon.promText2 ? <Text className='coupon-grab__prom2'>{coupon.promText2}</Text> : null}
      </View>
      <Tap
        className={`coupon-grab__button coupon-grab__button--${button.action}${off ? ' coupon-grab__button--off' : ''}${busy ? ' coupon-grab__button--busy' : ''}`}
        role={button.action === 'use' ? 'link' : 'button'}
        disabled={off}
        label={label}
        onTap={() => { if (!off) void store.tap(tab, shown) }}
      >{t(button.label)}</Tap>
    </View>
  )
})

/**
 * The limited-time coupon grab (001 §2, §3, §4): up to 4 session tabs with
 * their start and status, the active session's coupons laid out 1, 2 or 3 per
 * row or in scrolling rows of up to 10 (MULTIPLE), each with its button. State and
 * actions in store.ts; nothing when every session has ended.
 */
export default observer(function CouponGrab ({ store }: BlockProps<CouponGrabModel, CouponGrabStore>) {
  useEffect(() => store.start(), [store])
  const tabs = store.tabs
  const active = store.active
  if (!active) return null
  const { showType, image, tabTextColor } = store.settings
  const coupons = store.coupons
  const columns = perRow(showType, coupons.length)
  const list = coupons.map((shown) => <Coupon key={shown.coupon.packageCode} tab={active} shown={shown} store={store} />)
  const tabStyle: CSSProperties | undefined = tabTextColor ? { color: tabTextColor } : undefined
  return (
    <View className='coupon-grab'>
      {image ? <Img className='coupon-grab__image' src={image} mode='widthFix' lazyLoad /> : null}
      {tabs.length > 1
        ? (
          <View className='coupon-grab__tabs' {...roleOf('tablist')} aria-label={t('couponGrab.a11y.sessions')}>
            {tabs.map((tab) => {
              const on = tab.session.sessId === active.session.sessId
              return (
                <Tap
                  key={String(tab.session.sessId)}
                  className={`coupon-grab__tab${on ? ' coupon-grab__tab--on' : ''}`}
                  style={on ? undefined : tabStyle}
                  role='tab'
                  selected={on}
                  label={withAction(tab.startText, tab.statusText)}
                  onTap={() => store.choose(tab.session.sessId)}
                >
                  <Text className='coupon-grab__tab-time'>{tab.startText}</Text>
                  <Text className='coupon-grab__tab-state'>{tab.statusText}</Text>
                </Tap>
              )
            })}
          </View>
          )
        : null}
      {showType === 'MULTIPLE'
        ? multipleRows(list).map((row, i) => <ScrollView key={i} className='coupon-grab__row' scrollX enhanced showScrollbar={false}>{row}</ScrollView>)
        : <View className={`coupon-grab__grid coupon-grab__grid--${columns}`}>{list}</View>}
    </View>
  )
})
