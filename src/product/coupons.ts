/**
 * Coupons and coupon packages (001 §3 "Coupon package block", §4 "Coupon
 * package status", §5 coupon threshold text, §8): shared by the coupon
 * packages and the coupon flash sale, which claim alike, and by the coupon
 * module's texts. Pure readers here; the claiming state is `PackageClaims`.
 */
import { bool, isObject, keyword, list, num, redirectsOf, str } from '@/lib/config'
import type { RedirectItem } from '@/lib/types'

/** 001 §3, §4: a package's status as the page answer gives it. */
export type PackageStatus = 'NOT_STARTED' | 'AVAILABLE' | 'APPLIED' | 'EXHAUSTED'
const STATUSES: readonly PackageStatus[] = ['NOT_STARTED', 'AVAILABLE', 'APPLIED', 'EXHAUSTED']

/** 001 §4: the button's label per status. */
export const PACKAGE_LABELS = {
  NOT_STARTED: 'coupon.package.notStarted',
  AVAILABLE: 'coupon.package.available',
  APPLIED: 'coupon.package.applied',
  EXHAUSTED: 'coupon.package.exhausted'
} as const satisfies Record<PackageStatus, string>

/** A status from the answer; none or an unknown one counts as AVAILABLE: the claim's answer says what is left (this folder's README.md). */
export function packageStatusOf (value: unknown): PackageStatus {
  const k = keyword(value)
  return (STATUSES as readonly string[]).includes(k) ? k as PackageStatus : 'AVAILABLE'
}

/** One coupon of a package: an amount in yuan, or a percent: the share of the price paid (85 is 8.5折, this folder's README.md). */
export interface PackageCoupon {
  price?: number
  percent?: number
  isPercent: boolean
  /** Order amount from which it applies, yuan; none or 0: no threshold. */
  minPriceLimit?: number
  /** Where it can be used, as configured (e.g. 'App专享'). */
  platform?: string
}

export interface CouponPackage {
  code: string
  name?: string
  status: PackageStatus
  /** Where "go use" leads once claimed (`redirectConfig.redirects`); none: the 'already claimed' toast. */
  redirects: RedirectItem[]
  coupons: PackageCoupon[]
}

const amountOf = (v: unknown): number | undefined => {
  const n = num(v)
  return n !== undefined && n >= 0 && n < 1e9 ? n : undefined
}

export function parsePackageCoupon (raw: unknown): PackageCoupon | undefined {
  if (!isObject(raw)) return undefined
  const isPercent = bool(raw.isPercent)
  const percent = amountOf(raw.percent)
  const price = amountOf(raw.price)
  if (isPercent ? percent === undefined || percent <= 0 || percent >= 100 : price === undefined) return undefined
  return { price, percent, isPercent, minPriceLimit: amountOf(raw.minPriceLimit), platform: str(raw.platform, 20) }
}

/**
 * A configured package (`promotionPackage{code, name, avatarPackageStatus}`,
 * or `packageCode` beside it; `redirectConfig.redirects`; `coupons`), or
 * undefined without a code.
 */
export function parseCouponPackage (raw: unknown, maxCoupons = 10): CouponPackage | undefined {
  if (!isObject(raw)) return undefined
  const pkg = isObject(raw.promotionPackage) ? raw.promotionPackage : {}
  const code = str(pkg.code, 64) ?? str(raw.packageCode, 64)
  if (!code) return undefined
  const redirectConfig = isObject(raw.redirectConfig) ? raw.redirectConfig : {}
  return {
    code,
    name: str(pkg.name, 40),
    status: packageStatusOf(pkg.avatarPackageStatus),
    redirects: redirectsOf(redirectConfig.redirects),
    coupons: list(raw.coupons ?? pkg.coupons, maxCoupons).flatMap((c) => parsePackageCoupon(c) ?? [])
  }
}

/** A money amount as configured, without trailing zeros: 50, 5.5, 0.01 (a coupon's value is not floored). */
export function amountText (amount: number): string {
  return String(Math.round(amount * 100) / 100)
}

/** 001 §5: "full X yuan usable" or "no threshold coupon". */
export function thresholdOf (minPriceLimit: number | undefined): { key: 'coupon.threshold', amount: string } | { key: 'coupon.noThreshold' } {
  return minPriceLimit ? { key: 'coupon.threshold', amount: amountText(minPriceLimit) } : { key: 'coupon.noThreshold' }
}

/** A coupon's face: '¥' and the amount, or the rate with its '折' (percent 85 → 8.5; this folder's README.md). */
export function couponFace (coupon: PackageCoupon): { kind: 'amount', text: string } | { kind: 'percent', text: string } {
  if (coupon.isPercent) return { kind: 'percent', text: String(Math.round(coupon.percent ?? 0) / 10) }
  return { kind: 'amount', text: amountText(coupon.price ?? 0) }
}
