/** The coupon module's config (001 §3 "Coupon module config") and the packages its list call answers (§3 "Coupon package (module)"). */

/** 001 §5 crowd targeting: ALL, the recycle new user, the second-hand new user, the old user. */
export type Crowd = 'ALL' | 'RECYCLE_NEW_USER' | 'SECOND_HAND_NEW_USER' | 'OLD_USER'

export type CouponJump = { to: 'floor', uuid: string } | { to: 'url', url: string } | { to: 'none' }

export interface CrowdConfig {
  crowd: Crowd
  packageCodes: string[]
  markImage?: string
  /** Whether the automatic claim shows its modal. */
  modal: boolean
  /** Whether the module shows its button. */
  button: boolean
  priceColor?: string
  textColor?: string
  modalImage?: string
  buttonImage?: string
}

export interface CouponModuleModel {
  title: string
  titleColor?: string
  /** `moduleStyle`, passed to the view as a modifier (1 or 2; 1 when unknown). */
  style: number
  /** automatic: claimed on load for a logged-in visitor; oneTap: on the button. */
  sendType: 'automatic' | 'oneTap'
  jump: CouponJump
  countdownColor?: string
  images: { area?: string, coupon?: string, button?: string }
  configs: CrowdConfig[]
}

export interface ModuleCoupon {
  code: string
  price?: number
  minPriceLimit?: number
}

export interface ModulePackage {
  packageCode: string
  /** useState 1: claimed (already used) */
  claimed: boolean
  /** Epoch ms. */
  endTime?: number
  newUser: boolean
  packagePrice?: number
  coupons: ModuleCoupon[]
}
