/** Texts shared by the product blocks (src/product; merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  // Product cards (001 §4, §5, §8)
  /** 'sold out': no lowest price, a failed price load, or (seckill) price rules failed */
  'product.soldOut': '已售罄',
  /** Installment offer (001 §3 iouData{perPeriodPrice, period}); wording not in the spec */
  'product.installment': '¥{perPeriodPrice}×{period}期'
} as const
