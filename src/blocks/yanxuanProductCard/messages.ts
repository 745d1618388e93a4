/** The product card carousel's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.yanxuanProductCard.noProducts': '缺少商品列表 configs[productId, categoryId, brandId, product{id, name}]',
  /** The button when the config gives neither btnImage nor btnText: wording not in the spec. */
  'yanxuanProductCard.button': '立即抢购',
  /** 001 §4 "Banner and product card": the empty state after a price load failure or with no lowest price; wording not in the spec. */
  'yanxuanProductCard.empty': '商品已抢光，去看看其他活动吧',
  /** DIRECT_SUBSIDY: the subsidy under the price (floorDiscountPrice); wording not in the spec. */
  'yanxuanProductCard.subsidy': '补贴¥{amount}',
  /** NORMAL_2: the saving beside the price (floorDiscountPrice); wording not in the spec. */
  'yanxuanProductCard.save': '省¥{amount}',
  /** The header image's name for a screen reader (it links to the block's redirects; issue 53): wording ours. */
  'yanxuanProductCard.header': '活动横幅',
  /** HEARTBEAT: the label before the price; wording not in the spec. */
  'yanxuanProductCard.heartbeat': '心动价'
} as const
