/** The limited-time coupon grab's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.couponGrab.noSessions': '缺少抢券场次 configs[sessId, sessStartDt, sessEndDt, couponConfigs[packageCode]]',
  // Session tabs: the spec gives the status codes only (001 §4); the wording is ours (this folder's README.md).
  /** Status 1, in progress */
  'couponGrab.tab.doing': '抢券中',
  /** Status 2, starts within an hour */
  'couponGrab.tab.soon': '即将开抢',
  /** Status 3, later */
  'couponGrab.tab.later': '未开始',
  /** A tab's start time today */
  'couponGrab.start.today': '{time}',
  /** Tomorrow */
  'couponGrab.start.tomorrow': '明天 {time}',
  /** A later day */
  'couponGrab.start.date': '{month}月{day}日 {time}',
  // Buttons (001 §4)
  /** 'grab now' */
  'couponGrab.button.grab': '立即抢',
  /** 'go use' */
  'couponGrab.button.use': '去使用',
  /** 'sold out' */
  'couponGrab.button.soldOut': '已抢光',
  /** 'starting soon' (disabled within 1 minute of the start) */
  'couponGrab.button.startingSoon': '即将开抢',
  /** 'remind me' */
  'couponGrab.button.remind': '提醒我',
  /** 'booked' */
  'couponGrab.button.booked': '已预约',
  // Names for screen readers (issue 53; wording ours)
  /** The session tabs' group */
  'couponGrab.a11y.sessions': '抢券场次',
  /** A coupon's amount, before its configured texts and its button ('30元优惠券，满300可用，立即抢') */
  'couponGrab.a11y.amount': '{amount}元优惠券',
  // Grab answers (001 §8)
  /** 14803004 'Activity not started' */
  'couponGrab.error.notStarted': '活动未开始',
  /** 14803003 'Coupon has reached claim limit' */
  'couponGrab.error.limit': '优惠券已达领取上限',
  /** 14803005 'Coupon stock insufficient' */
  'couponGrab.error.noStock': '优惠券库存不足',
  /** Anything else, or a not-ok result: 'Coupon issue failed, please retry' */
  'couponGrab.error.failed': '优惠券发放失败，请重试',
  /** Success dialog: 'Claimed successfully, please use it soon' with OK */
  'couponGrab.success': '领取成功，请尽快使用',
  'couponGrab.success.ok': '好的',
  // Cancel dialog (001 §8)
  /** 'Sure you want to cancel the reservation?' */
  'couponGrab.cancel.title': '确定要取消预约吗？',
  /** 'You may miss the offer~' */
  'couponGrab.cancel.body': '您可能会错过优惠哦~',
  /** 'cancel reservation' */
  'couponGrab.cancel.confirm': '取消预约',
  /** 'let me think' */
  'couponGrab.cancel.keep': '我再想想',
  /** 'The browser does not support WeChat booking for now, please open in the WeChat mini-program or app~' (001 §6) */
  'couponGrab.booking.browserUnsupported': '浏览器暂不支持微信预约，请在微信小程序或App内打开~',
  /** Preview: whose colour preview mode names when the page replaces it (lib/contrast) */
  'couponGrab.a11y.tabTextColor': '抢券场次文字'
} as const

export type CouponGrabMessageKey = keyof typeof messages
