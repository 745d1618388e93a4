import { parseMyProductHot } from './model'

describe('myProductHot config (002 §3, §7: productId is the call\'s; the rest is the server\'s pick)', () => {
  it('no productId: the visitor\'s own card; a productId (number or text) pins that product', () => {
    expect(parseMyProductHot({})).toEqual({ ok: true, value: {} })
    expect(parseMyProductHot({ productId: '' })).toEqual({ ok: true, value: {} })
    expect(parseMyProductHot({ productId: 30112 })).toEqual({ ok: true, value: { productId: '30112' } })
    expect(parseMyProductHot({ productId: ' AP-15PM_256 ' })).toEqual({ ok: true, value: { productId: 'AP-15PM_256' } })
  })

  it('refuses what is not a config or not an id, with the reason preview shows', () => {
    expect(parseMyProductHot(null)).toEqual({ ok: false, reason: '配置不是对象' })
    expect(parseMyProductHot({ productId: '1; drop' })).toEqual({ ok: false, reason: '商品编号 productId 无效' })
    expect(parseMyProductHot({ productId: 1.5 }).ok).toBe(false)
    expect(parseMyProductHot({ productId: { id: 1 } }).ok).toBe(false)
  })
})
