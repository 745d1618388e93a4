/**
 * The nearby-store list's visible texts (merged into the zh-CN catalogue).
 * 002 names the business statuses (§3: open, closing soon, resting) and the
 * store types without their Chinese texts: every text here is ours, listed in
 * this folder's README.md.
 */
export const messages = {
  'config.shopList.badIds': '门店编号 shopIds 无法读取（应为数字或以逗号分隔的数字）',
  /** Ours: the block's title when the operator gives none */
  'shopList.title': '附近门店',
  'shopList.more': '查看更多门店',
  'shopList.loading': '门店加载中…',
  'shopList.failed': '门店加载失败，点击重试',
  'shopList.empty': '附近暂无门店',
  // Business status (002 §3: 1 open, 2 closing soon, 3 resting)
  'shopList.status.open': '营业中',
  'shopList.status.closing': '即将打烊',
  'shopList.status.resting': '休息中',
  /** The status's time: open until, closing at, opening at (openTimeTxt / closeTimeTxt) */
  'shopList.status.openUntil': '{time}打烊',
  'shopList.status.closingAt': '{time}打烊',
  'shopList.status.opensAt': '{time}开始营业',
  // Business hours (002 §3: normal and weekend start and end times)
  'shopList.hours': '营业时间 {start}-{end}',
  'shopList.hours.weekdays': '周一至周五 {start}-{end}',
  'shopList.hours.weekend': '周末 {start}-{end}',
  // Store types (002 §3: luxury 8, gift 20, gold 21)
  'shopList.type.luxury': '奢侈品',
  'shopList.type.gift': '礼品卡',
  'shopList.type.gold': '黄金',
  /** 002 §9: the nearest badge, first item only, under 30000 m */
  'shopList.nearest': '离你最近',
  'shopList.categories': '回收品类：{names}',
  // Front categories (002 §2: 50 liquor, 86 gift cards, 6 mobile, 7 computer/notebook, 8 tablet, 17 intelligent digital, 9 photography)
  'shopList.category.50': '名酒',
  'shopList.category.86': '礼品卡',
  'shopList.category.6': '手机',
  'shopList.category.7': '电脑/笔记本',
  'shopList.category.8': '平板',
  'shopList.category.17': '智能数码',
  'shopList.category.9': '摄影摄像',
  // Distance (ours: 002 gives no format)
  'shopList.distance.m': '{m}m',
  'shopList.distance.km': '{km}km',
  'shopList.navigate': '导航',
  'shopList.call': '电话',
  'shopList.callFailed': '无法拨打电话，请手动拨打 {phone}',
  // What a reader hears (issue 53; ours): a store's buttons with the store they act on
  'shopList.a11y.navigate': '导航到{name}',
  'shopList.a11y.call': '电话 {name} {phone}'
} as const

export type ShopListMessageKey = keyof typeof messages
