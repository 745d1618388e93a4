/** The new-product sale list's ("new-phone") visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.yanxuanNewProduct.noItems': '没有可展示的新机商品 configs[productId, product{imageUrl, name, price}]',
  /** The card button when the item gives no buttonText: wording not in the spec. */
  'yanxuanNewProduct.button': '立即购买',
  /** The subsidy tag when showSubsidyTag is on without a subsidyText but with product.subsidy: wording not in the spec. */
  'yanxuanNewProduct.subsidy': '补贴{amount}元'
} as const
