/** The curated product grid's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.yanxuanProduct.noProducts': '缺少商品列表 configs[productId, categoryId, brandId, product{id, name}]',
  /** The button when the config gives neither btnImage nor btnText: wording not in the spec. */
  'yanxuanProduct.button': '立即抢购',
  /** Every product dropped by the price rules (001 §4, §5) or nothing left after a failed load: wording not in the spec. */
  'yanxuanProduct.empty': '商品已抢光，去看看其他活动吧'
} as const
