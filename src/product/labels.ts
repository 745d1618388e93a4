/**
 * Names for screen readers (issue 53, docs/accessibility.md "Names"): a product card is named by its product's
 * name and the price it shows, a coupon by its amount and condition, a control by what it is about and its
 * visible text (WCAG 2.5.3). Pure: the views pass them to `ui/Tap`'s `label`.
 */
import { t } from '@/i18n'
import { couponFace, thresholdOf, type CouponPackage, type PackageCoupon } from './coupons'
import { formatPrice, type PriceFormat } from './priceFormat'

/**
 * A product card's name: 'iPhone 13 128G，到手价 3299 元'; sold out, 'iPhone 13 128G，已售罄'; a price that is not
 * known or masked (preview) leaves the name alone (a reader would say "question mark" four times).
 */
export function productLabel (name: string, price: number | null | undefined, { soldOut = false, ...format }: PriceFormat & { soldOut?: boolean } = {}): string {
  if (soldOut) return t('product.label.soldOut', { name })
  const shown = formatPrice(price, format)
  return shown.includes('?') ? name : t('product.label', { name, price: shown })
}

/** A coupon's name, its amount and condition: '满300减30元优惠券', '20元无门槛优惠券', '满100元8.5折优惠券'. */
export function couponLabel (coupon: PackageCoupon): string {
  const face = couponFace(coupon)
  const threshold = thresholdOf(coupon.minPriceLimit)
  if (face.kind === 'amount') {
    return threshold.key === 'coupon.threshold'
      ? t('coupon.label.amount', { threshold: threshold.amount, amount: face.text })
      : t('coupon.label.amountNoThreshold', { amount: face.text })
  }
  return threshold.key === 'coupon.threshold'
    ? t('coupon.label.percent', { threshold: threshold.amount, percent: face.text })
    : t('coupon.label.percentNoThreshold', { percent: face.text })
}

/** Several things in one name, in order: 'a、b、c' (empty parts left out). */
export function listLabel (parts: readonly (string | undefined)[]): string {
  return parts.filter((p): p is string => !!p).reduce((all, part) => (all ? t('a11y.and', { first: all, rest: part }) : part), '')
}

/** A control's name: what it is about, then its visible text ('满300减30元优惠券，立即领取'); either alone when the other is empty. */
export function withAction (what: string | undefined, action: string | undefined): string {
  if (!what) return action ?? ''
  return action ? t('a11y.withAction', { what, action }) : what
}

/** A coupon package's control: its name, its coupons, then the button's words ('新人礼包，满300减30元优惠券、20元无门槛优惠券，立即领取'). */
export function packageLabel (pkg: Pick<CouponPackage, 'name' | 'coupons'>, action: string): string {
  return withAction(withAction(pkg.name, listLabel(pkg.coupons.map(couponLabel))), action)
}
