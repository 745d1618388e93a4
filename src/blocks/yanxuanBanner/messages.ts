/** The banner block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.yanxuanBanner.noBigProducts': '大横幅缺少商品列表 bigConfigs[productId, categoryId, brandId, product{id, name}]',
  'config.yanxuanBanner.noSmallCards': '小横幅缺少卡片 smallConfigs[bannerContentType IMAGE（imageConfig 需 bannerImageUrl 或 titleText）或 PRODUCT（productConfig）]',
  /** The big card's button when the config gives neither btnImage nor btnText: wording not in the spec. */
  'yanxuanBanner.button': '立即抢购',
  /** The label before a big card's price: wording not in the spec. */
  'yanxuanBanner.priceLabel': '到手价',
  /** DIRECT_SUBSIDY: the saving (daily − lowest, floored) beside the price: wording not in the spec. */
  'yanxuanBanner.subsidy': '直降{amount}元',
  /** An image card with no title or tip: its name for a screen reader (issue 53; wording ours) */
  'yanxuanBanner.imageLabel': '活动横幅，第 {n} 张，共 {total} 张',
  /** The empty state after a failed price load or with no lowest price (001 §4): wording not in the spec. */
  'yanxuanBanner.empty': '商品已抢光，去看看其他活动吧'
} as const
