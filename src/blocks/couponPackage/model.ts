/**
 * Coupon packages (001 §3 "Coupon package block", §4 "Coupon package status",
 * §9): three styles, `columnSize` per row, each package's status and coupons,
 * and the handset-brand variant's header. Pure.
 */
import { color, imageUrl, isObject, list, num, str } from '@/lib/config'
import { t } from '@/i18n'
import { parseCouponPackage, type PackageStatus } from '@/product/coupons'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { BrandHeader, CouponPackageModel, PackageItem, PackageStyle } from './types'

/** Most packages read (not in the spec: a block shows a handful; a runaway list is a bug upstream). */
export const MAX_PACKAGES = 20
/** `columnSize` bounds (not in the spec: a phone fits three coupon cards side by side at most). */
export const MAX_COLUMNS = 3

/** Style 0's image per status (the spec says "background URLs per state"; the field names are ours: this folder's README.md). */
export const BACKGROUND_FIELDS = {
  NOT_STARTED: 'notStartedBgUrl',
  AVAILABLE: 'availableBgUrl',
  APPLIED: 'appliedBgUrl',
  EXHAUSTED: 'exhaustedBgUrl'
} as const satisfies Record<PackageStatus, string>

export function styleOf (v: unknown): PackageStyle {
  const n = num(v)
  return n === 1 || n === 2 ? n : n === 0 ? 0 : 1
}

export function columnsOf (v: unknown): number {
  const n = num(v)
  return n === undefined ? 1 : Math.min(MAX_COLUMNS, Math.max(1, Math.floor(n)))
}

function itemOf (raw: unknown): PackageItem | undefined {
  const pkg = parseCouponPackage(raw)
  if (!pkg || !isObject(raw)) return undefined
  const backgrounds: PackageItem['backgrounds'] = {}
  for (const [status, field] of Object.entries(BACKGROUND_FIELDS) as Array<[PackageStatus, string]>) {
    const url = imageUrl(raw[field])
    if (url) backgrounds[status] = url
  }
  return { pkg, backgrounds }
}

function brandOf (raw: Record<string, unknown>): BrandHeader | undefined {
  const brand: BrandHeader = { name: str(raw.brandName, 20), logo: imageUrl(raw.brandLogoUrl), color: color(raw.brandColor) }
  return brand.name || brand.logo ? brand : undefined
}

export function parseCouponPackages (contents: unknown): ParseResult<CouponPackageModel> {
  const raw = isObject(contents) ? contents : {}
  // A package listed twice would be one claim shown twice: the first is kept.
  const seen = new Set<string>()
  const items = list(raw.configs, MAX_PACKAGES).flatMap((c) => {
    const item = itemOf(c)
    if (!item || seen.has(item.pkg.code)) return []
    seen.add(item.pkg.code)
    return [item]
  })
  if (!items.length) return invalid(t('config.couponPackage.noPackages'))
  return valid({ style: styleOf(raw.style), columns: columnsOf(raw.columnSize), items, brand: brandOf(raw) })
}
