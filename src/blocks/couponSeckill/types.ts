import type { CouponPackage } from '@/product/coupons'

/** 001 §3: style 0 quick, 1 activity. */
export type CouponSeckillStyle = 0 | 1

export interface CouponSeckillModel {
  style: CouponSeckillStyle
  /** Packages per row, 1–3. */
  columns: number
  packages: CouponPackage[]
  /** When claiming opens (server time, ms), if configured. */
  applyStart?: number
  /** The countdown shows only when the start is within this many hours (001 §3, §9). */
  countdownHours: number
  countdown: { bgColor?: string, textColor?: string, image?: string }
}
