/**
 * The limited-time coupon grab's config as read (001 §3 "Limited-time coupon")
 * and what the model derives from it.
 */

/** 001 §3: coupons per row (`showType`). */
export type ShowType = 'LINE_1_ITEM_1' | 'LINE_1_ITEM_2' | 'LINE_1_ITEM_3' | 'MULTIPLE'

/** 001 §4 "Coupon grab session status": 1 in progress, 2 starts within an hour, 3 later. */
export type SessionStatus = 1 | 2 | 3

/** Where "go use" leads (`btnJumpType`). */
export type CouponJump = { to: 'floor', uuid: string } | { to: 'url', url: string } | { to: 'none' }

export interface GrabCoupon {
  packageCode: string
  /** The booking's activity (remind me); absent: the coupon cannot be booked. */
  actId?: number | string
  tagText?: string
  /** Face value in yuan, as configured (`packagePrice`). */
  price?: number
  promText1?: string
  promText2?: string
  jump: CouponJump
}

export interface GrabSession {
  sessId: number | string
  /** Epoch ms (config: ms or a Beijing 'YYYY-MM-DD HH:mm:ss'). */
  start: number
  end: number
  coupons: GrabCoupon[]
}

export interface CouponGrabModel {
  showType: ShowType
  /** The block's background / title image (`componentImg`). */
  image?: string
  tabTextColor?: string
  /** Every valid session as configured; the model picks the ones to show against the server clock. */
  sessions: GrabSession[]
}

/** 001 §7 get-status: 0 not got, 1 got, anything else sold out; undefined while unknown (not asked, or the call failed). */
export type ClaimState = 'notGot' | 'got' | 'soldOut'

/** What a coupon's button says and does (001 §4 "Button label"). */
export type ButtonAction = 'grab' | 'use' | 'book' | 'cancel' | 'none'
