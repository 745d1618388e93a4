/** The coupon flash sale's visible texts (the shared coupon texts are src/product/messages.ts). */
export const messages = {
  'config.couponSeckill.noPackages': '缺少券包 configs[promotionPackage{code}]',
  /** The countdown's label before the claim opens (wording ours: the spec gives the countdown, not its label). */
  'couponSeckill.startsIn': '距开抢',
  /** The activity style's title (wording ours). */
  'couponSeckill.title': '限时秒券',
  /** Preview: whose colour preview mode names when the page replaces it (lib/contrast) */
  'couponSeckill.a11y.countdownTextColor': '秒券倒计时文字'
} as const
