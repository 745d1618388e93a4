/** The recycle list's ("old-phone") visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.yanxuanRecycle.noItems': '没有可展示的回收商品 configs[productId, product{imageUrl, name, maxPrice}]',
  /** Label above the highest price (maxPrice + subsidyAmount): wording not in the spec. */
  'yanxuanRecycle.highestPrice': '最高可卖',
  /** A tile's name for a screen reader: the product and its highest price (issue 53; wording ours). */
  'yanxuanRecycle.label': '{name}，最高可卖 {price} 元',
  /** The tile button when the block gives no buttonText: wording not in the spec. */
  'yanxuanRecycle.button': '立即回收'
} as const
