import { act } from 'react'
import { zhCN } from '@/i18n/zh-CN'
import { BlockRegistry } from '@/renderer/registry'
import type { LivePrice } from '@/services/products'
import { component, remountBlocks, renderBlocks } from '../../../test/utils/renderBlocks'
import block from '.'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
/** Elements of the real slides: the H5 track appends copies of the first slides to loop (the copies themselves count). */
const qa = (sel: string) => (Array.from(document.querySelectorAll(sel)) as HTMLElement[]).filter((n) => !n.parentElement?.closest('.carousel__item--copy'))
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
/** The price a count-up lands on, as a reader hears it: its hidden text while rolling, its own text once settled (ui/CountUp). */
const landsOn = (n: Element | null) => (n?.className.includes('count-up--settled') ? n.textContent : n?.querySelector('.visually-hidden')?.textContent)

const line = (id: number, product: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 6,
  brandId: 2,
  product: { id, name: `手机${id}`, imageUrl: `https://img.example/${id}.png`, tag: '国补立减最高500元', tips: '顺丰包邮', salePoint: 'a;b', dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, ...product }
})
const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i + 1))

const REDIRECTS = [{ platform: 'wechat_mp', path: '/pages/yanxuan/channel?categoryId=6' }, { platform: 'm', path: 'https://m.example.cn/yanxuan/channel?categoryId=6' }]

const card = (contents: Record<string, unknown> = {}, uuid?: string) => component('yanxuanProductCard', {
  cardLayoutStyle: 'UP_DOWN',
  activityStyle: 'NORMAL',
  productCardCountType: '2-3',
  themeColor: 'red',
  cardImg: 'https://img.example/title.png',
  productModuleBgImg: 'https://img.example/module.png',
  bgColor: '#ff4d4f',
  btnText: '马上抢',
  cardBgImg: 'https://img.example/card.png',
  tagType: 'COLOR',
  tagColor: '#ff3b30',
  tagTextColor: '#ffffff',
  tipsTextColor: '#ff6a3d',
  iouStyle: true,
  redirects: REDIRECTS,
  configs: lines(9),
  ...contents
}, uuid)

/** The live answer: each product 200 below its config, the first with installments. */
const answer = (override: LivePrice[] = []) => async (ids: readonly number[]) => new Map(ids.map((id) => {
  const own = override.find((e) => e.id === id)
  const entry: LivePrice = own ?? { id, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5699.9, iouData: id === 1 ? { perPeriodPrice: 474.99, period: 12 } : undefined }
  return [id, entry]
}))


async function open (components: unknown[], options: Parameters<typeof renderBlocks>[1] = {}) {
  const made = await renderBlocks(components, {
    registry: new BlockRegistry({ yanxuanProductCard: block }),
    ...options,
    services: (s) => {
      s.products.prices.mockImplementation(answer())
      options.services?.(s)
    }
  })
  await act(async () => { await Promise.resolve() })
  return made
}

describe('product card carousel (001 §2 "Product card", §3, §4, §9)', () => {
  it('asks the live prices with needIouData once; 2-3: slides of 6 cards (nine make two slides), a dot each, header, backgrounds', async () => {
    const { services } = await open([card()])
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    expect(services.products.prices).toHaveBeenCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9], { needIouData: true })
    const root = q('.yanxuan-product-card') as HTMLElement
    expect(root.className).toBe('yanxuan-product-card yanxuan-product-card--up-down yanxuan-product-card--cols-3 yanxuan-product-card--normal')
    expect(root.style.backgroundColor).toBe('rgb(255, 77, 79)')
    expect(root.style.backgroundImage).toContain('https://img.example/module.png')
    expect(qa('.yanxuan-product-card__header')).toHaveLength(1)
    expect(qa('.yanxuan-product-card__slide').map((s) => s.querySelectorAll('.yanxuan-product-card__item').length)).toEqual([6, 3])
    expect(qa('.carousel__dot')).toHaveLength(2)
    expect(q('.yanxuan-product-card__item')?.style.backgroundImage).toContain('https://img.example/card.png')
    expect(texts('.yanxuan-product-card__slide:first-child .yanxuan-product-card__name').slice(0, 2)).toEqual(['手机1', '手机2'])
    expect(texts('.yanxuan-product-card__tag')[0]).toBe('国补立减最高500元')
    expect(texts('.yanxuan-product-card__button')[0]).toBe('马上抢')
    expect(texts('.yanxuan-product-card__daily .price__value')[0]).toBe('6299')
    expect(texts('.yanxuan-product-card__installment')).toEqual(['¥474.99×12期'])
  })

  it('the price counts up from the daily price to the lowest with CountUp (1200 ms, one CSS transition)', async () => {
    await open([card({ configs: lines(1) })])
    const rolling = q('.yanxuan-product-card__price--rolling .count-up') as HTMLElement
    expect(rolling).not.toBeNull()
    expect(landsOn(rolling)).toBe('5699')
    expect((rolling.querySelector('.count-up__strip') as HTMLElement).style.transitionDuration).toBe('1200ms')
  })

  it('mounted again after giving way (the page\'s block window), a card whose price rolled shows where it landed, without rolling again', async () => {
    const registry = new BlockRegistry({ yanxuanProductCard: block })
    const components = [card({ configs: lines(1) })]
    const { root, utils } = await open(components, { registry })
    expect(document.querySelectorAll('.count-up__strip').length).toBeGreaterThan(0)
    // The roll's 1200 ms, its late frame, and the count-ups ending together (ui/CountUp/settle.ts).
    for (let i = 0; i < 30 && document.querySelectorAll('.count-up__strip').length > 0; i++) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 100)) })
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(0)
    utils.unmout()
    expect(q('.yanxuan-product-card')).toBeNull()
    await remountBlocks(root, components, registry)
    expect(landsOn(q('.yanxuan-product-card__price--rolling .count-up--settled'))).toBe('5699')
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(0)
  })

  it('rows of 2 (1-2, LEFT_RIGHT, DIRECT_SUBSIDY): two per slide, the subsidy line, the tag cut to 6 characters', async () => {
    await open([card({ productCardCountType: '1-2', cardLayoutStyle: 'LEFT_RIGHT', activityStyle: 'DIRECT_SUBSIDY', themeColor: '', configs: lines(5) })])
    expect(q('.yanxuan-product-card')?.className).toBe('yanxuan-product-card yanxuan-product-card--left-right yanxuan-product-card--cols-2 yanxuan-product-card--direct-subsidy')
    expect(qa('.yanxuan-product-card__slide').map((s) => s.querySelectorAll('.yanxuan-product-card__item').length)).toEqual([2, 2, 1])
    expect(qa('.carousel__dot')).toHaveLength(3)
    expect(texts('.yanxuan-product-card__tag')[0]).toBe('国补立减最高')
    expect(texts('.yanxuan-product-card__subsidy')[0]).toBe(zhCN['yanxuanProductCard.subsidy'].replace('{amount}', '400'))
    expect(q('.yanxuan-product-card__button')?.style.backgroundColor).toBe('rgb(184, 74, 0)')
    expect(qa('.yanxuan-product-card__daily')).toHaveLength(0)
  })

  it('the 1-3.2 strip: one card per slide, 3.27 in view, 4 apart, looping above 3 items (copies after the last)', async () => {
    await open([card({ productCardCountType: '1-3.2', activityStyle: 'HEARTBEAT', configs: lines(5) })])
    expect(q('.yanxuan-product-card')?.className).toContain('yanxuan-product-card--strip')
    expect(qa('.carousel__item')).toHaveLength(5 + 4)
    expect(qa('.carousel__item')[0].style.flexBasis).toBe('30.5810%')
    expect(qa('.carousel__dot')).toHaveLength(5)
    expect(texts('.yanxuan-product-card__label')[0]).toBe(zhCN['yanxuanProductCard.heartbeat'])
  })

  it('the strip with 3 items does not loop: no copies, no dots', async () => {
    await open([card({ productCardCountType: '1-3.2', configs: lines(3) })])
    expect(qa('.carousel__item')).toHaveLength(3)
    expect(qa('.carousel__dot')).toHaveLength(0)
  })

  it('NORMAL_2 shows the saving (floorDiscountPrice)', async () => {
    await open([card({ activityStyle: 'NORMAL_2', configs: lines(1) })])
    expect(texts('.yanxuan-product-card__save')).toEqual([zhCN['yanxuanProductCard.save'].replace('{amount}', '400')])
  })

  it('a card without a lowest price is empty (sold out, ????, button off)', async () => {
    await open([card({ configs: lines(2) })], { services: (s) => s.products.prices.mockImplementation(answer([{ id: 2, dailyPrice: 100 }])) })
    expect(texts('.yanxuan-product-card__sold-out')).toEqual([zhCN['product.soldOut']])
    expect(qa('.yanxuan-product-card__button--off')).toHaveLength(1)
    expect(texts('.yanxuan-product-card__item--empty .price__value')).toEqual(['????'])
  })

  it('"An empty state appears after a price load failure"', async () => {
    await open([card()], { services: (s) => s.products.prices.mockRejectedValue(new Error('50001')) })
    expect(qa('.yanxuan-product-card__item')).toHaveLength(0)
    expect(q('.yanxuan-product-card .empty__text')?.textContent).toBe(zhCN['yanxuanProductCard.empty'])
    // The header stays.
    expect(qa('.yanxuan-product-card__header')).toHaveLength(1)
  })

  it('a tap on a card opens the YanxuanChannel page (001 §2); a tap on the header follows the block\'s redirects', async () => {
    const { platform, tracker } = await open([card()], { platform: { platform: () => 'wechat_mp' } })
    await act(async () => { qa('.yanxuan-product-card__item')[1].click() })
    expect(tracker.trackThen).toHaveBeenCalledWith(expect.objectContaining({ event: 'click', componentType: 'yanxuanProductCard', uuid: 'c-yanxuanProductCard' }), expect.any(Function))
    expect(platform.open).toHaveBeenLastCalledWith({
      kind: 'miniPage',
      path: `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=2&productName=${encodeURIComponent('手机2')}`,
      tab: false
    })
    await act(async () => { (q('.yanxuan-product-card__header') as HTMLElement).click() })
    expect(platform.open).toHaveBeenLastCalledWith({ kind: 'miniPage', path: '/pages/yanxuan/channel?categoryId=6', tab: false })
  })

  it('issue 53: cards are links named by their product and price (sold out says so); the header image a link named in the catalogue\'s words', async () => {
    const { platform } = await open([card({ configs: [line(1), line(2), line(3)] })], {
      platform: { platform: () => 'wechat_mp' },
      services: (s) => s.products.prices.mockImplementation(answer([{ id: 2, dailyPrice: 5999, lowestPrice: 5999 }, { id: 3, dailyPrice: 100 }]))
    })
    expect(qa('.yanxuan-product-card__item').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.tabIndex])).toEqual([
      ['link', '手机1，到手价 5699 元', 0],
      ['link', '手机2，到手价 5999 元', 0],
      ['link', '手机3，已售罄', 0]
    ])
    const header = q('.yanxuan-product-card__header') as HTMLElement
    expect([header.getAttribute('role'), header.getAttribute('aria-label'), header.querySelector('img')?.getAttribute('alt')]).toEqual(['link', '活动横幅', ''])
    await act(async () => { header.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    expect(platform.open).toHaveBeenLastCalledWith({ kind: 'miniPage', path: '/pages/yanxuan/channel?categoryId=6', tab: false })
  })

  it('issue 53: a header image without redirects takes no tap (no role: decoration)', async () => {
    await open([card({ redirects: [] })])
    const header = q('.yanxuan-product-card__header') as HTMLElement
    expect(header).not.toBeNull()
    expect(header.getAttribute('role')).toBeNull()
    expect(header.getAttribute('tabindex')).toBeNull()
  })

  it('a luxury price rolls from the struck ¥128999 to ¥128100, floored yuan, not units of ten thousand (001 §5)', async () => {
    await open([card({ configs: [line(1, { name: '爱马仕 Birkin 30' })] })], {
      services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 128999, discountPrice: 898.5, lowestPrice: 128100.5 }]))
    })
    expect(landsOn(q('.yanxuan-product-card__price--rolling .count-up'))).toBe('128100')
    expect(texts('.yanxuan-product-card__daily')[0]).toBe('¥128999')
  })

  it('in preview the prices are masked and do not roll', async () => {
    await open([card({ configs: lines(1) })], { preview: true })
    expect(qa('.count-up')).toHaveLength(0)
    expect(texts('.yanxuan-product-card__price .price__value')).toEqual(['????'])
  })
})
