/** The myProductHot block's own texts (the card's are shared: src/product/messages.ts `hotCard.*`). */
export const messages = {
  'config.myProductHot.badProductId': '商品编号 productId 无效'
} as const
