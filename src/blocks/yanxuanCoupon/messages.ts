/** The coupon module's visible texts (the shared coupon texts are src/product/messages.ts). */
export const messages = {
  'config.yanxuanCoupon.noConfigs': '缺少券包配置 configs[targetCrowd, packageList]',
  /** The module's title when none is configured (wording ours). */
  'yanxuanCoupon.title': '专属优惠券',
  /** One-tap claim button (wording ours). */
  'yanxuanCoupon.claim': '一键领取',
  /** Every package claimed: the button leads to where they are used (wording ours). */
  'yanxuanCoupon.use': '去使用',
  /** A claimed package's mark (useState 1; wording ours). */
  'yanxuanCoupon.claimed': '已领取',
  /** The new-user tag (newUserTag; wording ours). */
  'yanxuanCoupon.newUser': '新人专享',
  /** A package's worth (packagePrice; wording ours). */
  'yanxuanCoupon.worth': '价值¥{amount}',
  /** The countdown's label (wording ours). */
  'yanxuanCoupon.endsIn': '距结束',
  /** 'claimed successfully' (001 §8) */
  'yanxuanCoupon.success': '领取成功',
  /** 'coupon issuing failed, please retry' (001 §8) */
  'yanxuanCoupon.failed': '优惠券发放失败，请重试',
  /** 'automatically claimed coupons for you' (001 §8) */
  'yanxuanCoupon.autoClaimed': '已为您自动领取优惠券',
  /** The auto-claim modal's own countdown (5 s; wording ours). */
  'yanxuanCoupon.autoClose': '{seconds}s后自动关闭',
  /** The auto-claim modal's button (wording ours). */
  'yanxuanCoupon.ok': '我知道了',
  /** 'updating the latest coupon status for you' (001 §8) */
  'yanxuanCoupon.updating': '正在为您更新最新优惠券状态',
  /** The coupon list did not load: the module stays, with a retry (wording ours; this folder's README.md) */
  'yanxuanCoupon.loadFailed': '优惠券加载失败，点击重试'
} as const
