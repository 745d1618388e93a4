import { formatPrice } from '@/product/priceFormat'
import { cardOf, cardsOf, DISCOUNT_BADGE_RATIO, finenessOf, FINENESS_HEIGHT, MAX_TAGS, paidPrice, showsNewProductPrice, type PoolItem } from './item'

const item = (extra: Partial<PoolItem> = {}): PoolItem => ({
  saleGoodsNo: 'SG1', name: 'iPhone 15 128G 蓝色 99新', price: 4599.9, productTag: [], images: ['https://img.example/a.jpg'], showShopStockTag: false, ...extra
})

describe('pool item display (001 §3 "Pool item", §5, §8)', () => {
  it('"Prices shown are floored to integers"; missing or sold out shows "????"', () => {
    expect(formatPrice(cardOf(item()).price)).toBe('4599')
    const gone = cardOf(item({ price: undefined }))
    expect(gone.soldOut).toBe(true)
    expect(formatPrice(gone.price)).toBe('????')
    expect(cardOf(item({ price: -1 })).soldOut).toBe(true)
  })

  it('the price paid is the sale price when given', () => {
    expect(paidPrice({ price: 4999, salePrice: 4799.5 })).toBe(4799.5)
    expect(paidPrice({ price: 4999 })).toBe(4999)
  })

  it('"the original new-product price is shown only when the price is under 0.9 of the new-product price" (decimal)', () => {
    expect(DISCOUNT_BADGE_RATIO).toBe('0.9')
    expect(showsNewProductPrice(4499.1, 4999)).toBe(false)
    expect(showsNewProductPrice(4499, 4999)).toBe(true)
    const badge = cardOf(item({ price: 3999, newProductPrice: 5999, discountRateDesc: '6.7折' }))
    expect([badge.struck, badge.discountRate]).toEqual([5999, '6.7折'])
    const none = cardOf(item({ price: 5499, newProductPrice: 5999, discountRateDesc: '9.2折' }))
    expect([none.struck, none.discountRate]).toEqual([undefined, undefined])
  })

  it('without the badge a higher original price is struck, with no rate', () => {
    const card = cardOf(item({ price: 5499, newProductPrice: 5999, originalPrice: 5699, discountRateDesc: '9.6折' }))
    expect([card.struck, card.discountRate]).toEqual([5699, undefined])
    expect(cardOf(item({ price: 5499, originalPrice: 5000 })).struck).toBeUndefined()
  })

  it(`at most ${MAX_TAGS} tags, each cut to 6 characters; distance and shop stock`, () => {
    const card = cardOf(item({ productTag: ['官方质检', '', '7天无理由退货保障', '顺丰包邮', '第四个'], shopDistance: 1250, showShopStockTag: true }))
    expect(card.tags).toEqual(['官方质检', '7天无理由退', '顺丰包邮'])
    expect(card.distance).toBe('1.3km')
    expect(card.shopStock).toBe(true)
    expect(cardOf(item()).distance).toBeUndefined()
  })

  it('the fineness image keeps its proportions at its height', () => {
    expect(finenessOf({ newGaeaFinenessImgUrl: 'https://img.example/f.png', newGaeaFinenessImgWidth: 90, newGaeaFinenessImgHeight: 30 })).toEqual({ url: 'https://img.example/f.png', width: 3 * FINENESS_HEIGHT, height: FINENESS_HEIGHT })
    expect(finenessOf({ newGaeaFinenessImgUrl: 'javascript:alert(1)' })).toBeUndefined()
  })

  it('images: the first usable one; a tap opens the curated product detail with saleGoodsNo', () => {
    const card = cardOf(item({ images: ['javascript:x', 'https://img.example/b.jpg'] }))
    expect(card.image).toBe('https://img.example/b.jpg')
    expect(card.redirects.find((r) => r.platform === 'wechat_mp')?.path).toBe('/pages/selectedProduct/index?saleGoodsNo=SG1')
  })

  it('keys stay unique and stable across pages', () => {
    const seen = new Map<string, number>()
    expect(cardsOf([item(), item({ saleGoodsNo: 'SG2' })], seen).map((c) => c.key)).toEqual(['SG1', 'SG2'])
    expect(cardsOf([item({ saleGoodsNo: 'SG2' }), item({ saleGoodsNo: 'SG3' })], seen).map((c) => c.key)).toEqual(['SG2#1', 'SG3'])
  })
})
