/** The coupon packages block's visible texts (the shared coupon texts are src/product/messages.ts). */
export const messages = {
  'config.couponPackage.noPackages': '缺少券包 configs[promotionPackage{code}]',
  /** The brand variant's header when only a brand name is configured (wording ours). */
  'couponPackage.brandTitle': '{brand}专享券'
} as const
