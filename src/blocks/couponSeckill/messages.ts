/** The coupon flash sale's visible texts (the shared coupon texts are src/product/messages.ts). */
export const messages = {
  'config.couponSeckill.noPackages': '缺少券包 configs[promotionPackage{code}]',
  /** The countdown's label before the claim opens (wording ours: the spec gives the countdown, not its label). */
  'couponSeckill.startsIn': '距开抢',
  /** The activity style's title (wording ours). */
  'couponSeckill.title': '限时秒券'
} as const
