import { resolveClick } from '@/renderer/redirects/model'
import { zhCN } from '@/i18n/zh-CN'
import { OFFICIAL_PRICE_RATIO, parseNewProduct, showsOfficialPrice } from './model'

const item = (productId: number, price: number | string, officialPrice: number | string | undefined, extra: Record<string, unknown> = {}) => ({
  productId,
  product: { imageUrl: `https://img.example/${productId}.png`, name: `新机 ${productId}`, price, officialPrice, subsidy: 500 },
  showOfficialStrikePrice: true,
  ...extra
})

describe('001 §5 "Discount badge": the original new-product price is shown only when the price is under 0.9 of the new-product price', () => {
  it('uses 0.9', () => {
    expect(OFFICIAL_PRICE_RATIO).toBe('0.9')
  })

  it('is strict at exactly 0.9 × the new-product price', () => {
    expect(showsOfficialPrice(900, 1000)).toBe(false)
    expect(showsOfficialPrice(899.99, 1000)).toBe(true)
    expect(showsOfficialPrice(4499.1, 4999)).toBe(false)
    expect(showsOfficialPrice(4499, 4999)).toBe(true)
  })

  it('compares decimals in decimal: 1.1 × 0.9 is 0.99, not 0.9900000000000001', () => {
    expect(0.99 < 1.1 * 0.9).toBe(true) // what plain floating point would say
    expect(showsOfficialPrice(0.99, 1.1)).toBe(false)
    expect(showsOfficialPrice(0.98, 1.1)).toBe(true)
  })

  it('never shows a missing, zero or negative official price', () => {
    expect(showsOfficialPrice(100, 0)).toBe(false)
    expect(showsOfficialPrice(100, -1)).toBe(false)
  })
})

describe('new-product sale list (001 §2, §3 "New-product item")', () => {
  it('reads the scenario fields: position, price, official price, subsidy tag, promotion, marketing tag, button', () => {
    const r = parseNewProduct({
      position: 'RIGHT',
      configs: [
        item(100102, 4599, 5999, { showPromotionText: true, promotionText: '以旧换新再补 300 元', showSubsidyTag: true, subsidyText: '国补立减500', showMarketingTag: true, marketingTagUrl: 'https://img.example/tag.png', buttonText: '马上抢' }),
        // 3699 is not under 0.9 × 3999 = 3599.1: no strike price. Flags off: no texts.
        item(100109, '3699', 3999, { showPromotionText: false, promotionText: '赠原装快充头', showSubsidyTag: false, subsidyText: '立减300', showMarketingTag: false, marketingTagUrl: 'https://img.example/tag.png' })
      ]
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.side).toBe('RIGHT')
    expect(r.value.columns).toBe(2)
    const [a, b] = r.value.items
    expect(a).toMatchObject({ productId: 100102, name: '新机 100102', price: 4599, officialPrice: 5999, subsidyTag: '国补立减500', promotionText: '以旧换新再补 300 元', marketingTag: 'https://img.example/tag.png', buttonText: '马上抢' })
    expect(b).toMatchObject({ productId: 100109, price: 3699, officialPrice: undefined, subsidyTag: undefined, promotionText: undefined, marketingTag: undefined, buttonText: zhCN['yanxuanNewProduct.button'] })
  })

  it('strikes the official price only when showOfficialStrikePrice is on', () => {
    const r = parseNewProduct({ configs: [item(1, 4599, 5999, { showOfficialStrikePrice: false })] })
    expect(r.ok && r.value.items[0].officialPrice).toBeUndefined()
  })

  it('one item per row when there is only one (001 §2); LEFT by default', () => {
    const r = parseNewProduct({ configs: [item(1, 100, 200)] })
    expect(r.ok && [r.value.columns, r.value.side]).toEqual([1, 'LEFT'])
  })

  it('a subsidy tag without subsidyText says product.subsidy', () => {
    const r = parseNewProduct({ configs: [item(1, 100, 200, { showSubsidyTag: true })] })
    expect(r.ok && r.value.items[0].subsidyTag).toBe('补贴500元')
  })

  it('links to the new-product detail with the productId', () => {
    const r = parseNewProduct({ configs: [item(100102, 100, 200)] })
    if (!r.ok) throw new Error(r.reason)
    expect(resolveClick(r.value.items[0].redirects, 'wechat_mp')).toEqual({ kind: 'miniPage', path: '/pages/newProduct/index?productId=100102', tab: false })
    expect(resolveClick(r.value.items[0].redirects, 'ios')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://NewProductDetail?productId=100102' })
  })

  it('drops unusable items (no id, image, name or price; a javascript: image) and refuses when none is left', () => {
    const bad = [
      null,
      { productId: 1 },
      item(0, 100, 200),
      item(2, 'abc', 200),
      item(3, -1, 200),
      { ...item(4, 100, 200), product: { imageUrl: 'javascript:alert(1)', name: 'x', price: 1 } }
    ]
    const r = parseNewProduct({ configs: [...bad, item(5, 100, 200)] })
    expect(r.ok && r.value.items.map((i) => i.productId)).toEqual([5])
    expect(parseNewProduct({ configs: bad })).toEqual({ ok: false, reason: zhCN['config.yanxuanNewProduct.noItems'] })
    expect(parseNewProduct({})).toEqual({ ok: false, reason: zhCN['config.yanxuanNewProduct.noItems'] })
    expect(parseNewProduct(null).ok).toBe(false)
  })
})
