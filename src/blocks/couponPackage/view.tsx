import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { Img } from '@/ui/Img'
import { PACKAGE_LABELS } from '@/product/coupons'
import { packageLabel } from '@/product/labels'
import { CouponTicket } from '@/ui/CouponTicket'
import { Tap } from '@/ui/Tap'
import type { CouponPackageStore } from './store'
import type { CouponPackageModel, PackageItem } from './types'
import './style.scss'

/** The expansion style's dialog, 1 s after a claim, for 3 s (001 §4, §9). */
export function SurgeDialog () {
  return (
    // The dialog host makes it a modal dialog named by its words (flows/packageClaim: issue 53).
    <View className='coupon-package__surge'>
      <Text className='coupon-package__surge-text'>{t('coupon.package.surged')}</Text>
    </View>
  )
}

const Package = observer(function Package ({ item, store, style }: { item: PackageItem, store: CouponPackageStore, style: CouponPackageModel['style'] }) {
  const { pkg } = item
  const status = store.statusOf(pkg)
  const busy = store.claims.isBusy(pkg)
  const off = status === 'NOT_STARTED' || status === 'EXHAUSTED'
  const tap = () => { if (!off) void store.tap(pkg) }
  // Named by the package's name, its coupons (amount and condition) and the status's words; claimed, it opens
  // where they are used (a link) when the package has somewhere to go; not started or gone, unavailable (issue 53).
  const control = {
    role: status === 'APPLIED' && pkg.redirects.length ? 'link' as const : 'button' as const,
    label: packageLabel(pkg, t(PACKAGE_LABELS[status])),
    disabled: off,
    onTap: tap
  }
  const image = style === 0 ? item.backgrounds[status] : undefined
  if (image) {
    // The status's image is the control (its words are in the name).
    return (
      <Tap className={`coupon-package__item coupon-package__item--image${busy ? ' coupon-package__item--busy' : ''}`} {...control}>
        <Img className='coupon-package__image' src={image} mode='widthFix' lazyLoad />
      </Tap>
    )
  }
  return (
    <View className={`coupon-package__item coupon-package__item--${status.toLowerCase()}${style === 2 ? ' coupon-package__item--surge' : ''}`}>
      {pkg.name ? <Text className='coupon-package__name'>{pkg.name}</Text> : null}
      <View className='coupon-package__coupons'>{pkg.coupons.map((c, i) => <CouponTicket key={i} coupon={c} />)}</View>
      <Tap className={`coupon-package__button${off ? ' coupon-package__button--off' : ''}${busy ? ' coupon-package__button--busy' : ''}`} {...control}>
        {t(PACKAGE_LABELS[status])}
      </Tap>
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
