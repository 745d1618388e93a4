/**
 * Coupons domain (001 §7): the limited-time coupon grab's claim states and
 * grab. (The coupon module's and packages' calls join it as those blocks land.)
 */
import * as v from 'valibot'
import type { Http } from './http'

export const COUPON_PATHS = {
  packStatus: '/promotion/coupon-pack/get-status',
  sendSingle: '/promotion/sendSingleCoupon'
} as const

/** `data` maps packageCode to 0 (not got), 1 (got) or anything else (sold out); kept raw for the block's rule. */
const PackStatusSchema = v.pipe(
  v.nullable(v.record(v.string(), v.unknown())),
  v.transform((map) => map ?? {})
)

export interface CouponService {
  /** Claim states of a session's packages: POST get-status {packageCodes, sessStartDt, sessEndDt} (ms). */
  packStatus (params: { packageCodes: string[], sessStartDt: number, sessEndDt: number }): Promise<Record<string, unknown>>
  /** Grabs one package: POST sendSingleCoupon {packageCode}; success code 200 with data (a falsy data is a not-ok result). */
  sendSingle (params: { packageCode: string }): Promise<unknown>
}

export function createCouponService (http: Http): CouponService {
  return {
    packStatus: (params) => http.request(COUPON_PATHS.packStatus, { data: { ...params }, schema: PackStatusSchema }),
    sendSingle: (params) => http.request(COUPON_PATHS.sendSingle, { data: { ...params }, schema: v.unknown() })
  }
}
