import { act } from 'react'
import { zhCN } from '@/i18n/zh-CN'
import { BlockRegistry } from '@/renderer/registry'
import type { LivePrice } from '@/services/products'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import block from '.'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)

const line = (id: number, name: string, product: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 6,
  brandId: 2,
  product: { id, name, imageUrl: `https://img.example/${id}.png`, tag: '99新', tips: '顺丰包邮 · 7天无理由', salePoint: '电池健康≥90%;原装屏;无拆修', dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, ...product }
})

const grid = (contents: Record<string, unknown> = {}) => component('yanxuanProduct', {
  activityStyle: 'NORMAL',
  iouStyle: true,
  tagType: 'COLOR',
  tagColor: '#ff3b30',
  tagTextColor: '#ffffff',
  tipsTextColor: '#b8461f', // 5.34:1 on white: the operator's, as given (lib/contrast)
  btnText: '立即抢',
  productCount: 2,
  themeColor: 'red',
  configs: [line(1, 'iPhone 15 Pro'), line(2, '华为 Mate 60 Pro')],
  ...contents
})

/** The live answer: lower prices than the config's, with installments. */
const answer = (entries: LivePrice[]) => async (ids: readonly number[]) => new Map(entries.filter((e) => ids.includes(e.id)).map((e) => [e.id, e]))
const LIVE: LivePrice[] = [
  { id: 1, dailyPrice: 6199.9, discountPrice: 500, lowestPrice: 5699.9, iouData: { perPeriodPrice: 474.99, period: 12 } },
  { id: 2, dailyPrice: 5999, discountPrice: 0, lowestPrice: 5999 }
]

async function open (components: unknown[], options: Parameters<typeof renderBlocks>[1] = {}) {
  const made = await renderBlocks(components, {
    registry: new BlockRegistry({ yanxuanProduct: block }),
    ...options,
    services: (s) => {
      s.products.prices.mockImplementation(answer(LIVE))
      options.services?.(s)
    }
  })
  await act(async () => { await Promise.resolve() })
  return made
}

describe('curated product grid (001 §3, §4, §9)', () => {
  it('asks the live prices with needIouData once and shows cards: tag, name, tips, two sale points, price, struck daily price, installment, button', async () => {
    const { services } = await open([grid()])
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    expect(services.products.prices).toHaveBeenCalledWith([1, 2], { needIouData: true })
    expect(q('.yanxuan-product')?.className).toContain('yanxuan-product--cols-2')
    expect(texts('.yanxuan-product__name')).toEqual(['iPhone 15 Pro', '华为 Mate 60 Pro'])
    expect(texts('.yanxuan-product__tag')).toEqual(['99新', '99新'])
    expect(q('.yanxuan-product__tag')?.style.backgroundColor).toBe('rgb(255, 59, 48)')
    expect(q('.yanxuan-product__tips')?.style.color).toBe('rgb(184, 70, 31)')
    expect(texts('.yanxuan-product__item:first-child .yanxuan-product__point')).toEqual(['电池健康≥90%', '原装屏'])
    // "Prices shown are floored to integers"; the daily price struck through only when above the lowest.
    expect(texts('.yanxuan-product__price .price__value')).toEqual(['5699', '5999'])
    expect(texts('.yanxuan-product__daily .price__value')).toEqual(['6199'])
    expect(q('.yanxuan-product__price')?.style.color).toBe('rgb(208, 33, 26)')
    expect(texts('.yanxuan-product__installment')).toEqual(['¥474.99×12期'])
    expect(texts('.yanxuan-product__button')).toEqual(['立即抢', '立即抢'])
    expect(qa('.yanxuan-product__sold-out')).toHaveLength(0)
  })

  it('"productCount 1 gives single-column, 3 gives three-column layout"; the button image or the default text', async () => {
    await open([
      grid({ productCount: 1, btnImage: 'https://img.example/btn.png' }),
      { ...grid({ productCount: 3, btnText: '' }), uuid: 'g3', id: 'g3' }
    ])
    const blocks = qa('.yanxuan-product')
    expect(blocks.map((b) => b.className)).toEqual(['yanxuan-product yanxuan-product--cols-1', 'yanxuan-product yanxuan-product--cols-3'])
    expect(blocks[0].querySelectorAll('.yanxuan-product__button-image')).toHaveLength(2)
    expect(Array.from(blocks[1].querySelectorAll('.yanxuan-product__button')).map((n) => n.textContent)).toEqual([zhCN['yanxuanProduct.button'], zhCN['yanxuanProduct.button']])
  })

  it('drops the products the price rules refuse (lowest above daily, negative) and marks those without a lowest price sold out', async () => {
    await open([grid({ configs: [line(1, 'A'), line(2, 'B'), line(3, 'C'), line(4, 'D')] })], {
      services: (s) => s.products.prices.mockImplementation(answer([
        { id: 1, dailyPrice: 100, lowestPrice: 101 },
        { id: 2, dailyPrice: 100, lowestPrice: -1 },
        { id: 3, dailyPrice: 100 }
      ]))
    })
    expect(texts('.yanxuan-product__name')).toEqual(['C', 'D'])
    expect(texts('.yanxuan-product__price .price__value')).toEqual(['????', '????'])
    expect(texts('.yanxuan-product__sold-out')).toEqual([zhCN['product.soldOut'], zhCN['product.soldOut']])
    expect(qa('.yanxuan-product__button--off')).toHaveLength(2)
  })

  it('a failed price load shows every product "sold out" with ???? (001 §7)', async () => {
    const { services } = await open([grid()], { services: (s) => s.products.prices.mockRejectedValue(new Error('50001')) })
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    expect(texts('.yanxuan-product__price .price__value')).toEqual(['????', '????'])
    expect(texts('.yanxuan-product__sold-out')).toEqual(['已售罄', '已售罄'])
    expect(qa('.yanxuan-product__daily, .yanxuan-product__installment')).toHaveLength(0)
  })

  it('the empty state when every product is dropped', async () => {
    await open([grid()], { services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 1, lowestPrice: 2 }, { id: 2, dailyPrice: 1, lowestPrice: -1 }])) })
    expect(qa('.yanxuan-product__item')).toHaveLength(0)
    expect(q('.yanxuan-product .empty__text')?.textContent).toBe(zhCN['yanxuanProduct.empty'])
  })

  it('a tap opens the YanxuanChannel page with categoryId, brandId, productId, productName (001 §2)', async () => {
    const { platform, tracker } = await open([grid()], { platform: { platform: () => 'wechat_mp' } })
    await act(async () => { qa('.yanxuan-product__item')[1].click() })
    expect(tracker.trackThen).toHaveBeenCalledWith(expect.objectContaining({ event: 'click', componentType: 'yanxuanProduct', uuid: 'c-yanxuanProduct' }), expect.any(Function))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({
      kind: 'miniPage',
      path: `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=2&productName=${encodeURIComponent('华为 Mate 60 Pro')}`,
      tab: false
    })
  })

  it('issue 53: each card is a link named by its product and price, a sold-out one says so; Enter opens it', async () => {
    const { platform } = await open([grid({ configs: [line(1, 'iPhone 15 Pro'), line(2, '华为 Mate 60 Pro'), line(3, 'C')] })], {
      platform: { platform: () => 'wechat_mp' },
      services: (s) => s.products.prices.mockImplementation(answer([...LIVE, { id: 3, dailyPrice: 100 }]))
    })
    expect(qa('.yanxuan-product__item').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.tabIndex])).toEqual([
      ['link', 'iPhone 15 Pro，到手价 5699 元', 0],
      ['link', '华为 Mate 60 Pro，到手价 5999 元', 0],
      ['link', 'C，已售罄', 0]
    ])
    await act(async () => { qa('.yanxuan-product__item')[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    expect(platform.open).toHaveBeenCalledWith(expect.objectContaining({ path: expect.stringContaining('productId=1') }))
  })

  it('a sold-out card still opens the channel page (in the app: its deep link)', async () => {
    const { platform } = await open([grid()], { platform: { platform: () => 'ios' }, services: (s) => s.products.prices.mockRejectedValue(new Error('x')) })
    await act(async () => { qa('.yanxuan-product__item')[0].click() })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'appDeepLink', url: `ahsapp://YanxuanChannel?categoryId=6&brandId=2&productId=1&productName=${encodeURIComponent('iPhone 15 Pro')}` })
  })

  it('a luxury price is floored yuan, not units of ten thousand: ¥128100 beside the struck ¥128999 (001 §5)', async () => {
    await open([grid({ configs: [line(1, '爱马仕 Birkin 30')] })], {
      services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 128999, discountPrice: 898.5, lowestPrice: 128100.5 }]))
    })
    expect(texts('.yanxuan-product__price')).toEqual(['¥128100'])
    expect(texts('.yanxuan-product__daily')).toEqual(['¥128999'])
  })

  it('in preview the prices are masked with "?" (001 §5)', async () => {
    await open([grid()], { preview: true })
    expect(texts('.yanxuan-product__price .price__value')).toEqual(['????', '????'])
    expect(texts('.yanxuan-product__daily .price__value')).toEqual(['????'])
  })

  it('DIRECT_SUBSIDY: orange by default and an IMAGE tag', async () => {
    await open([grid({ activityStyle: 'DIRECT_SUBSIDY', themeColor: undefined, tagType: 'IMAGE', tagImage: 'https://img.example/tag.png' })])
    expect(q('.yanxuan-product__price')?.style.color).toBe('rgb(184, 74, 0)')
    expect(qa('.yanxuan-product__tag-image')).toHaveLength(2)
    expect(qa('.yanxuan-product__tag')).toHaveLength(0)
  })
})
