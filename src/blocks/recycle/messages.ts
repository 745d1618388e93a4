/** The recycle block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.recycle.noTiles': '没有可展示的回收商品 recycleConfigs[product{imageUrl, name, maxPrice}]',
  // Recycle tiles
  'recycle.highestPrice': '最高回收价',
  'recycle.subsidy': '补贴¥{amount}',
  'recycle.button': '立即回收',
  // Ours (issue 53): configured colours preview mode names when they read poorly.
  'recycle.a11y.buttonTextColor': '回收按钮文字'
} as const
