import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { Img } from '@/ui/Img'
import { PACKAGE_LABELS } from '@/product/coupons'
import { CouponTicket } from '@/ui/CouponTicket'
import type { CouponPackageStore } from './store'
import type { CouponPackageModel, PackageItem } from './types'
import './style.scss'

/** The expansion style's dialog, 1 s after a claim, for 3 s (001 §4, §9). */
export function SurgeDialog () {
  return (
    <View className='coupon-package__surge' role='dialog'>
      <Text className='coupon-package__surge-text'>{t('coupon.package.surged')}</Text>
    </View>
  )
}

const Package = observer(function Package ({ item, store, style }: { item: PackageItem, store: CouponPackageStore, style: CouponPackageModel['style'] }) {
  const { pkg } = item
  const status = store.statusOf(pkg)
  const busy = store.claims.isBusy(pkg)
  const off = status === 'NOT_STARTED' || status === 'EXHAUSTED'
  const tap = off ? undefined : () => { void store.tap(pkg) }
  const image = style === 0 ? item.backgrounds[status] : undefined
  if (image) {
    return (
      <View className={`coupon-package__item coupon-package__item--image${busy ? ' coupon-package__item--busy' : ''}`} onClick={tap}>
        <Img className='coupon-package__image' src={image} mode='widthFix' lazyLoad />
      </View>
    )
  }
  return (
    <View className={`coupon-package__item coupon-package__item--${status.toLowerCase()}${style === 2 ? ' coupon-package__item--surge' : ''}`}>
      {pkg.name ? <Text className='coupon-package__name'>{pkg.name}</Text> : null}
      <View className='coupon-package__coupons'>{pkg.coupons.map((c, i) => <CouponTicket key={i} coupon={c} />)}</View>
      <Text
        className={`coupon-package__button${off ? ' coupon-package__button--off' : ''}${busy ? ' coupon-package__button--busy' : ''}`}
        onClick={tap}
      >{t(PACKAGE_LABELS[status])}</Text>
    </View>
  )
})

/**
 * Coupon packages (001 §2, §3, §4): custom images per status (style 0), quick
 * cards (1) or expansion cards (2), `columnSize` per row; the handset-brand
 * variant's header above. State and the claim in store.ts.
 */
export default observer(function CouponPackage ({ model, store }: BlockProps<CouponPackageModel, CouponPackageStore>) {
  const { brand } = model
  return (
    <View className='coupon-package'>
      {brand
        ? (
          <View className='coupon-package__brand' style={brand.color ? { backgroundColor: brand.color } : undefined}>
            {brand.logo ? <Img className='coupon-package__brand-logo' src={brand.logo} mode='aspectFit' /> : null}
            {brand.name ? <Text className='coupon-package__brand-name'>{t('couponPackage.brandTitle', { brand: brand.name })}</Text> : null}
          </View>
          )
        : null}
      <View className={`coupon-package__grid coupon-package__grid--${model.columns}`}>
        {model.items.map((item) => <Package key={item.pkg.code} item={item} store={store} style={model.style} />)}
      </View>
    </View>
  )
})
