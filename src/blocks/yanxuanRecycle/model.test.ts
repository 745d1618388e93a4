import { resolveClick } from '@/renderer/redirects/model'
import { zhCN } from '@/i18n/zh-CN'
import { DEFAULT_COLUMNS, columnsOf, parseYanxuanRecycle } from './model'

const item = (productId: number, maxPrice: number | string, subsidyAmount?: number, extra: Record<string, unknown> = {}) => ({
  productId,
  promotionText: '加价 300',
  showPromotionTag: true,
  product: { imageUrl: `https://img.example/${productId}.png`, name: `旧机 ${productId}`, maxPrice, subsidyAmount },
  ...extra
})

describe('001 §5 "Recycle maximum price is the max price plus the subsidy amount"', () => {
  it('adds in decimal', () => {
    const r = parseYanxuanRecycle({ configs: [item(1, 5200, 300), item(2, 0.1, 0.2), item(3, '3600'), item(4, 4999.9, 0.15)] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.items.map((i) => [i.highestPrice, i.subsidy])).toEqual([['5500', '300'], ['0.3', '0.2'], ['3600', undefined], ['5000.05', '0.15']])
  })
})

describe('recycle list (001 §2, §3 "Recycle item")', () => {
  it('reads the scenario fields: style, columnSize, buttonText, promotion tag; links to the trade-in inquiry', () => {
    const r = parseYanxuanRecycle({
      activityStyle: 'ATMOSPHERE_FRAME',
      columnSize: 3,
      buttonText: '马上卖',
      configs: [item(100101, 5200, 300), item(100108, 3600, undefined, { promotionText: '', showPromotionTag: false }), item(100105, 4300, 200, { showPromotionTag: false })]
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toMatchObject({ style: 'ATMOSPHERE_FRAME', columns: 3, buttonText: '马上卖' })
    expect(r.value.items.map((i) => i.promotionTag)).toEqual(['加价 300', undefined, undefined])
    expect(resolveClick(r.value.items[0].redirects, 'alipay_mp')).toEqual({ kind: 'miniPage', path: '/pages/inquiry/index?productId=100101', tab: false })
    expect(resolveClick(r.value.items[0].redirects, 'android')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://Inquery?productId=100101' })
  })

  it('defaults: QUICKLY, 2 columns, the catalogue\'s button text', () => {
    const r = parseYanxuanRecycle({ configs: [item(1, 100)] })
    expect(r.ok && [r.value.style, r.value.columns, r.value.buttonText]).toEqual(['QUICKLY', 2, zhCN['yanxuanRecycle.button']])
  })

  it('columnSize 1-4; anything else is 2', () => {
    expect(DEFAULT_COLUMNS).toBe(2)
    expect([1, 2, 3, 4, '3', 2.4].map(columnsOf)).toEqual([1, 2, 3, 4, 3, 2])
    expect([0, 5, -1, 'x', undefined, null].map(columnsOf)).toEqual([2, 2, 2, 2, 2, 2])
  })

  it('drops unusable items and refuses when none is left', () => {
    const bad = [null, { productId: 1 }, item(0, 100), item(2, 'x'), item(3, -5), { ...item(4, 1), product: { imageUrl: 'data:image/png;base64,x', name: 'a', maxPrice: 1 } }]
    const r = parseYanxuanRecycle({ configs: [...bad, item(5, 100)] })
    expect(r.ok && r.value.items.map((i) => i.productId)).toEqual([5])
    expect(parseYanxuanRecycle({ configs: bad })).toEqual({ ok: false, reason: zhCN['config.yanxuanRecycle.noItems'] })
    expect(parseYanxuanRecycle('x').ok).toBe(false)
  })
})
