import { t } from '@/i18n'
import { THEME_COLORS, type LivePrice, type LivePriceLoad } from '@/product'
import { channelParams, columnsOf, gridItems, parseYanxuanProduct, priceIds } from './model'
import type { YanxuanProductModel } from './types'

const line = (id: number, product: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 6,
  brandId: 1,
  product: { id, name: `手机${id}`, imageUrl: 'https://img.example/p.png', tag: '国家补贴至高立减500元', tips: '顺丰包邮', salePoint: '电池健康≥90%;原装屏;无拆修', dailyPrice: 5999.9, discountPrice: 400, lowestPrice: 4999.9, ...product },
  ...extra
})

function parsed (contents: Record<string, unknown>): YanxuanProductModel {
  const r = parseYanxuanProduct({ configs: [line(1)], ...contents })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

const live = (entries: LivePrice[]): Map<number, LivePriceLoad> => new Map(entries.map((e) => [e.id, e]))

describe('curated product block config (001 §3 "Curated product block", "Product")', () => {
  it('reads configs[productId, categoryId, brandId, product] and the settings', () => {
    const m = parsed({
      activityStyle: 'HEARTBEAT', iouStyle: true, tagType: 'COLOR', tagColor: '#722ed1', tagTextColor: '#ffffff', tagImage: '',
      tipsTextColor: '#9254de', btnImage: '', btnText: '抢', productCount: 3, themeColor: 'purple',
      configs: [line(100103), { productId: 7, product: { name: '无id商品' } }, { product: null }, null, { productId: 8, categoryId: -1, product: { id: 8, name: 'x' } }]
    })
    expect(m.settings).toEqual({
      activityStyle: 'HEARTBEAT',
      iouStyle: true,
      tag: { activityStyle: 'HEARTBEAT', tagType: 'COLOR', tagColor: '#722ed1', tagTextColor: '#ffffff', tagImage: undefined },
      tipsTextColor: '#9254de',
      btnImage: undefined,
      btnText: '抢',
      columns: 3,
      theme: THEME_COLORS.purple
    })
    expect(m.configs.map((c) => [c.productId, c.categoryId, c.brandId, c.product.id, c.product.name])).toEqual([
      [100103, 6, 1, 100103, '手机100103'],
      [7, undefined, undefined, 7, '无id商品'],
      // "An id of -1 means 'all' and is sent as undefined" (001 §5)
      [8, undefined, undefined, 8, 'x']
    ])
    expect(m.configs[0].product.salePoints).toEqual(['电池健康≥90%', '原装屏', '无拆修'])
    expect(priceIds(m)).toEqual([100103, 7, 8])
  })

  it('defaults: activity style NORMAL, no installments, COLOR tags, checked colours and images', () => {
    const m = parsed({ activityStyle: 'FANCY', tipsTextColor: 'red;background:url(x)', btnImage: 'javascript:alert(1)', tagType: 'image', tagImage: '//img.example/t.png' })
    expect(m.settings).toMatchObject({ activityStyle: 'NORMAL', iouStyle: false, tipsTextColor: undefined, btnImage: undefined, btnText: undefined, columns: 2 })
    expect(m.settings.tag).toMatchObject({ tagType: 'IMAGE', tagImage: 'https://img.example/t.png' })
  })

  it('refuses a config without a usable product', () => {
    expect(parseYanxuanProduct({ configs: [] })).toEqual({ ok: false, reason: t('config.yanxuanProduct.noProducts') })
    expect(parseYanxuanProduct({ configs: [{ product: { name: '' } }] })).toEqual({ ok: false, reason: t('config.yanxuanProduct.noProducts') })
    expect(parseYanxuanProduct({})).toEqual({ ok: false, reason: t('config.yanxuanProduct.noProducts') })
    expect(parseYanxuanProduct(null)).toEqual({ ok: false, reason: t('config.notObject') })
  })
})

describe('layout and look (001 §9)', () => {
  it('"Curated productCount 1 gives single-column, 3 gives three-column layout"; 2 and anything else two columns', () => {
    expect(columnsOf(1)).toBe(1)
    expect(columnsOf(3)).toBe(3)
    expect(columnsOf('3')).toBe(3)
    expect(columnsOf(2)).toBe(2)
    expect([undefined, 0, 4, 1.5, 'x'].map(columnsOf)).toEqual([2, 2, 2, 2, 2])
    expect(parsed({ productCount: 1 }).settings.columns).toBe(1)
  })

  it('"Theme colours red, orange, pink, eggplant, purple, blue; default orange for DIRECT_SUBSIDY and red otherwise"', () => {
    expect(parsed({ activityStyle: 'DIRECT_SUBSIDY' }).settings.theme.name).toBe('orange')
    for (const style of ['NORMAL', 'NORMAL_2', 'HEARTBEAT', undefined]) expect(parsed({ activityStyle: style }).settings.theme.name).toBe('red')
    expect(parsed({ activityStyle: 'DIRECT_SUBSIDY', themeColor: 'blue' }).settings.theme.name).toBe('blue')
    for (const name of ['red', 'orange', 'pink', 'eggplant', 'purple', 'blue']) expect(parsed({ themeColor: name }).settings.theme.name).toBe(name)
  })

  it('"Tag type COLOR or IMAGE"; "Direct-subsidy tag text is cut to 6 characters"', () => {
    const subsidy = parsed({ activityStyle: 'DIRECT_SUBSIDY', tagType: 'COLOR', tagColor: '#ff3b30', tagTextColor: '#fff' })
    // White on #ff3b30 is 3.55:1: the darker text (issue 53; preview names it).
    expect(gridItems(subsidy, undefined)[0].tag).toEqual({ type: 'COLOR', text: '国家补贴至高', color: '#ff3b30', textColor: '#1f1f1f' })
    expect(parseYanxuanProduct({ configs: [line(1)], tagColor: '#ff3b30', tagTextColor: '#fff' })).toMatchObject({ notes: ['商品标签文字颜色 #fff 与背景对比度 3.55:1，低于 4.5:1，页面已改用 #1f1f1f'] })
    expect(gridItems(parsed({ activityStyle: 'NORMAL' }), undefined)[0].tag).toMatchObject({ text: '国家补贴至高立减500元' })
    const image = parsed({ tagType: 'IMAGE', tagImage: 'https://img.example/tag.png' })
    expect(gridItems(image, undefined)[0].tag).toEqual({ type: 'IMAGE', imageUrl: 'https://img.example/tag.png' })
  })

  it('shows the first two selling points ("salePoint (several selling points separated by a semicolon)")', () => {
    expect(gridItems(parsed({}), undefined)[0].salePoints).toEqual(['电池健康≥90%', '原装屏'])
  })
})

describe('curated grid filtering (001 §4, §5)', () => {
  const grid = (style: string | undefined, lines: unknown[], extra: Record<string, unknown> = {}) => parsed({ activityStyle: style, configs: lines, ...extra })

  it('"for styles NORMAL, HEARTBEAT, DIRECT_SUBSIDY, NORMAL_2 keep only products whose lowestPrice is not above dailyPrice"', () => {
    for (const style of ['NORMAL', 'HEARTBEAT', 'DIRECT_SUBSIDY', 'NORMAL_2']) {
      const m = grid(style, [line(1), line(2), line(3)])
      const prices = live([{ id: 1, dailyPrice: 100, lowestPrice: 100.01 }, { id: 2, dailyPrice: 100, lowestPrice: 100 }, { id: 3, dailyPrice: 100, lowestPrice: 99 }])
      expect(gridItems(m, prices).map((i) => i.config.productId)).toEqual([2, 3])
    }
  })

  it('applies the rule to the config\'s prices before the answer (lowest 2699 above daily 2599: dropped)', () => {
    const m = grid('NORMAL', [line(1, { dailyPrice: 2599, lowestPrice: 2699 }), line(2)])
    expect(gridItems(m, undefined).map((i) => i.config.productId)).toEqual([2])
  })

  it('"Products with price below zero … are dropped": a negative lowestPrice, in the config or the answer', () => {
    const m = grid('NORMAL', [line(1, { lowestPrice: -1 }), line(2), line(3)])
    expect(gridItems(m, undefined).map((i) => i.config.productId)).toEqual([2, 3])
    expect(gridItems(m, live([{ id: 1, dailyPrice: 10, lowestPrice: 5 }, { id: 2, dailyPrice: 10, lowestPrice: -0.01 }, { id: 3, dailyPrice: 10, lowestPrice: 0 }])).map((i) => i.config.productId)).toEqual([1, 3])
  })

  it('"Sold-out is shown when there is no lowest price", and when the price load failed (001 §7)', () => {
    const m = grid('NORMAL', [line(1), line(2), line(3)])
    const items = gridItems(m, live([{ id: 1, dailyPrice: 5999, lowestPrice: 4999 }, { id: 2, dailyPrice: 5999, lowestPrice: undefined }, { id: 3 }]))
    expect(items.map((i) => i.soldOut)).toEqual([false, true, true])
    // A product the answer has not covered yet keeps the config's prices.
    expect(gridItems(m, new Map()).map((i) => i.soldOut)).toEqual([false, false, false])
    const failed = gridItems(m, 'error')
    expect(failed.map((i) => i.soldOut)).toEqual([true, true, true])
    expect(failed.map((i) => i.product.lowestPrice)).toEqual([undefined, undefined, undefined])
    expect(gridItems(m, new Map([[1, 'error' as const]])).map((i) => i.soldOut)).toEqual([true, false, false])
    expect(t('product.soldOut')).toBe('已售罄')
  })

  it('live prices replace the config\'s; the daily price is struck through only when it shows above the lowest', () => {
    const m = grid('NORMAL', [line(1), line(2), line(3)])
    const items = gridItems(m, live([{ id: 1, dailyPrice: 6299.9, lowestPrice: 5899.9 }, { id: 2, dailyPrice: 4999.9, lowestPrice: 4999.1 }, { id: 3, lowestPrice: 10 }]))
    expect(items.map((i) => i.product.lowestPrice)).toEqual([5899.9, 4999.1, 10])
    expect(items.map((i) => i.strikePrice)).toEqual([6299.9, undefined, undefined])
    expect(gridItems(m, 'error').map((i) => i.strikePrice)).toEqual([undefined, undefined, undefined])
  })

  it('gives the installment line only with iouStyle, and only when the answer carries iouData', () => {
    const prices = live([{ id: 1, dailyPrice: 5999, lowestPrice: 4999, iouData: { perPeriodPrice: 416.58, period: 12 } }, { id: 2, dailyPrice: 5999, lowestPrice: 4999 }, { id: 3, lowestPrice: undefined, iouData: { perPeriodPrice: 1, period: 3 } }])
    const withIou = grid('HEARTBEAT', [line(1), line(2), line(3)], { iouStyle: true })
    expect(gridItems(withIou, prices).map((i) => i.installment)).toEqual([{ perPeriodPrice: 416.58, period: 12 }, undefined, undefined])
    const without = grid('HEARTBEAT', [line(1), line(2), line(3)], { iouStyle: false })
    expect(gridItems(without, prices).map((i) => i.installment)).toEqual([undefined, undefined, undefined])
    expect(t('product.installment', { perPeriodPrice: 416.58, period: 12 })).toBe('¥416.58×12期')
  })
})

describe('click destination (001 §2)', () => {
  it('the YanxuanChannel page takes categoryId, brandId, productId, productName', () => {
    const m = parsed({})
    expect(channelParams(m.configs[0])).toEqual({ categoryId: 6, brandId: 1, productId: 1, productName: '手机1' })
  })
})
