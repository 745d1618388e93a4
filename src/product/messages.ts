/** Texts shared by the product blocks (src/product; merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  // Spacing (ui/Spacing: the spacing block and its alias distanceAdjust)
  'config.spacing.badHeight': '间距高度 height 无效',
  // Product cards (001 §4, §5, §8)
  /** 'sold out': no lowest price, a failed price load, or (seckill) price rules failed */
  'product.soldOut': '已售罄',
  /** Installment offer (001 §3 iouData{perPeriodPrice, period}); wording not in the spec */
  'product.installment': '¥{perPeriodPrice}×{period}期',
  // Names for screen readers (issue 53, docs/accessibility.md): a product card's and a coupon's, shared by the
  // curated blocks and the coupon blocks. The spec is silent: the wording is ours.
  /** A product card: its name and the price it shows, 'iPhone 13 128G，到手价 3299 元' */
  'product.label': '{name}，到手价 {price} 元',
  /** A sold-out card (no price shown) */
  'product.label.soldOut': '{name}，已售罄',
  /** A control's name: what it is about, then its visible text ('满300减30元优惠券，立即领取') */
  'a11y.withAction': '{what}，{action}',
  /** Two or more things in one name, in order ('满300减30元优惠券、20元无门槛优惠券') */
  'a11y.and': '{first}、{rest}',
  /** An amount coupon with a threshold: 'full 300 minus 30' */
  'coupon.label.amount': '满{threshold}减{amount}元优惠券',
  /** An amount coupon without a threshold */
  'coupon.label.amountNoThreshold': '{amount}元无门槛优惠券',
  /** A percent coupon with a threshold */
  'coupon.label.percent': '满{threshold}元{percent}折优惠券',
  /** A percent coupon without a threshold */
  'coupon.label.percentNoThreshold': '{percent}折无门槛优惠券',
  // Coupons (001 §4, §5, §8): shared by the coupon module, the coupon packages and the coupon flash sale
  /** 'full X yuan usable' */
  'coupon.threshold': '满{amount}元可用',
  /** 'no threshold coupon' */
  'coupon.noThreshold': '无门槛券',
  /** A percent coupon's value: 8.5 → '8.5折' (the spec gives isPercent and percent, not the wording) */
  'coupon.percent': '{percent}折',
  /** Package status NOT_STARTED: 'stay tuned' */
  'coupon.package.notStarted': '敬请期待',
  /** AVAILABLE: 'claim now' */
  'coupon.package.available': '立即领取',
  /** APPLIED: 'go use' */
  'coupon.package.applied': '去使用',
  /** EXHAUSTED: 'sold out' */
  'coupon.package.exhausted': '已抢光',
  /** A claim's success toast: 'Claimed successfully' */
  'coupon.package.claimed': '领取成功',
  /** A claimed package without a redirect: 'Package already claimed' */
  'coupon.package.already': '礼包已领取',
  /** Expansion style, 1 s after success, for 3 s: 'Congratulations, surge succeeded' */
  'coupon.package.surged': '恭喜您，膨胀成功',
  // Prize being issued (001 §1, §8): a claim that got no answer may have gone through (flows/packageClaim/README.md)
  /** 'Prize being issued' */
  'prize.issuing.title': '奖品发放中',
  /** Not in the spec: what the visitor should do */
  'prize.issuing.message': '奖品正在发放，请稍后在“我的优惠券”中查看；如长时间未到账，请联系客服',
  /** The contact-support button of a prize's dialogs (this one, the prize draw's claim problem): opens the help page */
  'prize.contactSupport': '联系客服',
  /** Not in the spec: closes the dialog */
  'prize.issuing.ok': '知道了',
  // The personal hot-price card and the local-device valuation (002 §3, §5, §9; src/product/hotCard.ts). 002 gives no
  // wording: the tag and trend texts below are ours (the hot-price card block's README)
  /** productTag 1 'this device' */
  'hotCard.tag.thisDevice': '本机',
  /** productTag 2 'followed' */
  'hotCard.tag.followed': '已关注',
  /** productTag 3 'inquiry history' */
  'hotCard.tag.history': '询价记录',
  /** productTag 4 'hot' */
  'hotCard.tag.hot': '热门',
  /** The trend's period, before its status: 'in the last {days} days' */
  'hotCard.trend.days': '近{days}天',
  /** trendStatus 1 'down', with trendChangeAmount */
  'hotCard.trend.down': '降价¥{amount}',
  /** trendStatus 1 without a usable amount */
  'hotCard.trend.downPlain': '价格下降',
  /** trendStatus 2 'flat' */
  'hotCard.trend.flat': '价格持平',
  /** trendStatus 3 'up', with trendChangeAmount */
  'hotCard.trend.up': '上涨¥{amount}',
  /** trendStatus 3 without a usable amount */
  'hotCard.trend.upPlain': '价格上涨',
  /** Before inquiryPrice */
  'hotCard.inquiryPrice': '回收估价',
  /** Before couponPrice, when it is above the inquiry price */
  'hotCard.couponPrice': '券后最高',
  /** The button when the answer has an inquiryKey: opens Trade */
  'hotCard.trade': '去回收',
  /** The button otherwise: opens Inquery with productId */
  'hotCard.inquire': '去估价',
  /** The card's name for a screen reader (issue 53; wording ours): its product and inquiry price, then its tag and button around it */
  'hotCard.label': '{name}，回收估价 {price} 元',
  /** The card's call failed: the line keeps the card's place, a tap asks again */
  'hotCard.failed': '估价加载失败，点击重试',
  /** The answer had no product for this visitor: the line keeps the card's place */
  'hotCard.empty': '暂无可估价的商品',
  /** Preview's failed line, with the reason */
  'hotCard.preview.failed': '估价卡片未能加载（{reason}），点击重试',
  /** Preview's empty line */
  'hotCard.preview.empty': '估价卡片：接口没有返回商品',
  /** Preview: whose colour preview mode names when the page replaces it (lib/contrast) */
  'product.a11y.tagText': '商品标签文字',
  'product.a11y.tipsText': '商品提示文字'
} as const
