/**
 * Coupons domain (001 §7): the coupon module's identity, coupon list and
 * claim; the limited-time coupon grab's claim states and grab.
 */
import * as v from 'valibot'
import type { Http } from './http'
import type { CallFailures } from './failure'

export const COUPON_PATHS = {
  packStatus: '/promotion/coupon-pack/get-status',
  sendSingle: '/promotion/sendSingleCoupon',
  identity: '/common/getUserIdentity',
  couponList: '/promotion/getCouponListByPackageCode',
  sendByCondition: '/promotion/sendCouponByCondition'
} as const

/** 001 §8: a coupon the module or the grab could not issue says "coupon issuing failed, please retry" (a 403, the catalogue's). */
export const COUPON_FAILURES = {
  [COUPON_PATHS.sendByCondition]: { ownText: 'yanxuanCoupon.failed' },
  [COUPON_PATHS.sendSingle]: { ownText: 'couponGrab.error.failed' }
} as const satisfies CallFailures

/** 001 §3 "User identity": gwNewUser, registerSource (1 second-hand, 2 recycle). */
const IdentitySchema = v.object({
  gwNewUser: v.pipe(v.unknown(), v.transform((x) => x === true || x === 1 || x === '1' || x === 'true')),
  registerSource: v.pipe(v.unknown(), v.transform((x) => (typeof x === 'number' || (typeof x === 'string' && /^\d+$/.test(x)) ? Number(x) : undefined)))
})
export type UserIdentity = v.InferOutput<typeof IdentitySchema>

/**
 * One package of the coupon module's list (001 §3 "Coupon package (module)": useState, endTime, newUserTag,
 * packagePrice, couponList[code, price, minPriceLimit]; the answer's shape is not in the spec). Entries the
 * client cannot read are dropped one by one, not the whole answer; the block's model reads the fields.
 */
const ModulePackagesSchema = v.pipe(
  v.nullable(v.array(v.unknown())),
  v.transform((list) => (list ?? []).filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && !Array.isArray(entry)))
)

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
  /** The visitor's crowd (needs login). */
  userIdentity (): Promise<UserIdentity>
  /** The coupon module's packages: POST getCouponListByPackageCode {packageCodes}; raw entries for the block's model. */
  couponList (params: { packageCodes: string[] }): Promise<Array<Record<string, unknown>>>
  /** Claims the module's packages (automatic or one-tap): POST sendCouponByCondition {packageCodes}; the answer, raw. */
  sendByCondition (params: { packageCodes: string[] }): Promise<unknown>
}

export function createCouponService (http: Http): CouponService {
  return {
    packStatus: (params) => http.request(COUPON_PATHS.packStatus, { data: { ...params }, schema: PackStatusSchema }),
    sendSingle: (params) => http.request(COUPON_PATHS.sendSingle, { data: { ...params }, schema: v.unknown() }),
    userIdentity: () => http.request(COUPON_PATHS.identity, { method: 'GET', schema: IdentitySchema }),
    couponList: (params) => http.request(COUPON_PATHS.couponList, { data: { ...params }, schema: ModulePackagesSchema }),
    sendByCondition: (params) => http.request(COUPON_PATHS.sendByCondition, { data: { ...params }, schema: v.unknown() })
  }
}
