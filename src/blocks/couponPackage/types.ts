import type { CouponPackage, PackageStatus } from '@/product/coupons'

/** 001 §3: style 0 custom (an image per status), 1 quick, 2 expansion. */
export type PackageStyle = 0 | 1 | 2

export interface PackageItem {
  pkg: CouponPackage
  /** Style 0: the operator's image for each status (absent: the quick card is drawn instead). */
  backgrounds: Partial<Record<PackageStatus, string>>
}

/** The handset-brand variant (this folder's README.md): a brand header over the same packages. */
export interface BrandHeader {
  name?: string
  logo?: string
  color?: string
}

export interface CouponPackageModel {
  style: PackageStyle
  /** Packages per row, 1–3. */
  columns: number
  items: PackageItem[]
  brand?: BrandHeader
}
