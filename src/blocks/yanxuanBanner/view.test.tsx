import { act } from 'react'
import { zhCN } from '@/i18n/zh-CN'
import { BlockRegistry } from '@/renderer/registry'
import type { LivePrice } from '@/services/products'
import { component, remountBlocks, renderBlocks } from '../../../test/utils/renderBlocks'
import block from '.'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
/** Elements of the real slides: the H5 track appends copies of the first slides to loop (the copies themselves count). */
const qa = (sel: string) => (Array.from(document.querySelectorAll(sel)) as HTMLElement[]).filter((n) => !n.parentElement?.closest('.carousel__item--copy'))
/** The price a count-up lands on, as a reader hears it: its hidden text while rolling, its own text once settled (ui/CountUp). */
const landsOn = (n: Element) => (n.className.includes('count-up--settled') ? n.textContent : n.querySelector('.visually-hidden')?.textContent)
/** Texts of the real slides (the H5 track appends copies of the first slides to loop). */
const texts = (sel: string) => qa(sel).filter((n) => !n.closest('.carousel__item--copy')).map((n) => n.textContent)

const line = (id: number, name: string, product: Record<string, unknown> = {}) => ({
  productId: id,
  categoryId: 6,
  brandId: 2,
  product: { id, name, imageUrl: `https://img.example/${id}.png`, tag: '国家补贴至高立减500元', tips: '直降 400 · 12 期免息', salePoint: '电池健康≥90%;原装屏;无拆修', dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, ...product }
})

const bigBanner = (contents: Record<string, unknown> = {}) => component('yanxuanBanner', {
  bannerStyle: 'BIG_BANNER',
  bannerActivityStyle: 'NORMAL',
  iouStyle: true,
  bigConfigs: [line(1, 'iPhone 15 Pro'), line(2, '华为 Mate 60 Pro'), line(3, 'MacBook Air M2')],
  smallConfigs: [],
  bannerImgColorStyles: [],
  ...contents
})

const REDIRECTS = [
  { platform: 'm', path: 'https://m.example.cn/recycle/inquiry' },
  { platform: 'wechat_mp', path: '/pages/inquiry/index?from=avatar' }
]
const imageCard = (title: string, tip: string) => ({ bannerContentType: 'IMAGE', imageConfig: { bannerImageUrl: 'https://img.example/b.png', titleText: title, tipText: tip, redirects: REDIRECTS } })
const productCard = (id: number, name: string) => ({ bannerContentType: 'PRODUCT', productConfig: line(id, name) })

const smallBanner = (cards: unknown[], colors: unknown[] = ['ORANGE', 'PINK', 'BLUE', 'GREEN']) => component('yanxuanBanner', {
  bannerStyle: 'SMALL_BANNER',
  bannerActivityStyle: 'NORMAL',
  iouStyle: false,
  bigConfigs: [],
  smallConfigs: cards,
  bannerImgColorStyles: colors
})

const answer = (entries: LivePrice[]) => async (ids: readonly number[]) => new Map(entries.filter((e) => ids.includes(e.id)).map((e) => [e.id, e]))
const LIVE: LivePrice[] = [
  { id: 1, dailyPrice: 6199.9, discountPrice: 500, lowestPrice: 5699.9, iouData: { perPeriodPrice: 474.99, period: 12 } },
  { id: 2, dailyPrice: 5999, discountPrice: 0, lowestPrice: 5999 },
  { id: 3, dailyPrice: 6499, discountPrice: 599.1, lowestPrice: 5899.9 },
  { id: 4, dailyPrice: 2999, discountPrice: 300, lowestPrice: 2699 }
]

// As the H5 app's entry does with config/index.ts's designWidth and deviceRatio (the Carousel's gap goes through pxTransform).

async function open (components: unknown[], options: Parameters<typeof renderBlocks>[1] = {}) {
  const made = await renderBlocks(components, {
    registry: new BlockRegistry({ yanxuanBanner: block }),
    ...options,
    services: (s) => {
      s.products.prices.mockImplementation(answer(LIVE))
      options.services?.(s)
    }
  })
  await act(async () => { await Promise.resolve() })
  return made
}

describe('big banner (001 §2 "Banner", §4, §9)', () => {
  it('asks the live prices with needIouData once; one card per product with tag, name, tips, sale points, price rolling from daily to lowest, installment, button', async () => {
    const { services } = await open([bigBanner()])
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    expect(services.products.prices).toHaveBeenCalledWith([1, 2, 3], { needIouData: true })
    expect(texts('.yanxuan-banner__name')).toEqual(['iPhone 15 Pro', '华为 Mate 60 Pro', 'MacBook Air M2'])
    expect(texts('.yanxuan-banner__tag')).toEqual(['国家补贴至高立减500元', '国家补贴至高立减500元', '国家补贴至高立减500元'])
    expect(Array.from(qa('.yanxuan-banner__card')[0].querySelectorAll('.yanxuan-banner__point')).map((n) => n.textContent)).toEqual(['电池健康≥90%', '原装屏', '无拆修'])
    expect(texts('.yanxuan-banner__tips')[0]).toBe('直降 400 · 12 期免息')
    // "The price counter animates from the daily price down to the lowest price over 1.2 s": CountUp's aria-label is where it lands.
    const rolls = qa('.yanxuan-banner__count-up')
    expect(rolls.map(landsOn)).toEqual(['5699', '5899'])
    expect(qa('.yanxuan-banner__count-up .count-up__strip')[0].style.transitionDuration).toBe('1200ms')
    // No fall (daily = lowest): the lowest, still.
    expect(texts('.yanxuan-banner__card .price__value')).toEqual(['5999'])
    expect(texts('.yanxuan-banner__price-label')).toEqual([zhCN['yanxuanBanner.priceLabel'], zhCN['yanxuanBanner.priceLabel'], zhCN['yanxuanBanner.priceLabel']])
    expect(texts('.yanxuan-banner__installment')).toEqual(['¥474.99×12期'])
    expect(texts('.yanxuan-banner__button')).toEqual([zhCN['yanxuanBanner.button'], zhCN['yanxuanBanner.button'], zhCN['yanxuanBanner.button']])
    expect(qa('.yanxuan-banner__sold-out')).toHaveLength(0)
  })

  it('mounted again after giving way (the page\'s block window), the big cards whose prices rolled show where they landed, without rolling again', async () => {
    const registry = new BlockRegistry({ yanxuanBanner: block })
    const components = [bigBanner()]
    const { root, utils } = await open(components, { registry })
    expect(qa('.yanxuan-banner__count-up .count-up__strip').length).toBeGreaterThan(0)
    // The roll's 1200 ms, its late frame, and the count-ups ending together (ui/CountUp/settle.ts).
    for (let i = 0; i < 30 && qa('.count-up__strip').length > 0; i++) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 100)) })
    utils.unmout()
    await remountBlocks(root, components, registry)
    expect(qa('.yanxuan-banner__count-up').map((n) => [n.className.includes('count-up--settled'), landsOn(n)])).toEqual([[true, '5699'], [true, '5899']])
    expect(qa('.count-up__strip')).toHaveLength(0)
  })

  it('"Big banner pagination when 3 or more items": dots with 3, none with 2', async () => {
    await open([bigBanner(), { ...bigBanner({ bigConfigs: [line(1, 'A'), line(2, 'B')] }), uuid: 'two', id: 'two' }])
    const [three, two] = qa('.yanxuan-banner')
    expect(three.querySelectorAll('.carousel__dot')).toHaveLength(3)
    expect(Array.from(two.querySelectorAll('.yanxuan-banner__card')).filter((n) => !n.closest('.carousel__item--copy'))).toHaveLength(2)
    expect(two.querySelectorAll('.carousel__dot')).toHaveLength(0)
  })

  it('DIRECT_SUBSIDY: the tag cut to 6 characters, the saving beside the price, orange by default', async () => {
    await open([bigBanner({ bannerActivityStyle: 'DIRECT_SUBSIDY', bigConfigs: [line(1, 'A')] })])
    expect(texts('.yanxuan-banner__tag')).toEqual(['国家补贴至高'])
    expect(texts('.yanxuan-banner__subsidy')).toEqual(['直降500元'])
    expect(q('.yanxuan-banner__card')?.className).toContain('yanxuan-banner__card--direct-subsidy')
    expect(q('.yanxuan-banner__price')?.style.color).toBe('rgb(184, 74, 0)')
  })

  it('HEARTBEAT: the beating button class', async () => {
    await open([bigBanner({ bannerActivityStyle: 'HEARTBEAT', bigConfigs: [line(1, 'A')] })])
    expect(q('.yanxuan-banner__card')?.className).toContain('yanxuan-banner__card--heartbeat')
  })

  it('"An empty state appears after a price load failure"', async () => {
    const { services } = await open([bigBanner()], { services: (s) => s.products.prices.mockRejectedValue(new Error('50001')) })
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    expect(qa('.yanxuan-banner__card')).toHaveLength(0)
    expect(q('.yanxuan-banner .empty__text')?.textContent).toBe(zhCN['yanxuanBanner.empty'])
  })

  it('"… or when there is no lowestPrice"; a sold-out card among priced ones shows sold out', async () => {
    await open([bigBanner()], { services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 100 }, { id: 2, dailyPrice: 100, lowestPrice: 101 }, { id: 3, dailyPrice: 100, lowestPrice: -1 }])) })
    expect(q('.yanxuan-banner .empty__text')?.textContent).toBe(zhCN['yanxuanBanner.empty'])
    document.body.innerHTML = ''
    await open([bigBanner()], { services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 100 }, LIVE[1], LIVE[2]])) })
    expect(texts('.yanxuan-banner__sold-out')).toEqual([zhCN['product.soldOut']])
    expect(texts('.yanxuan-banner__card--sold-out .price__value')).toEqual(['????'])
    expect(qa('.yanxuan-banner__button--off')).toHaveLength(1)
  })

  it('a tap opens the YanxuanChannel page with categoryId, brandId, productId, productName (001 §2)', async () => {
    const { platform } = await open([bigBanner()], { platform: { platform: () => 'wechat_mp' } })
    await act(async () => { qa('.yanxuan-banner__card')[1].click() })
    expect(platform.open).toHaveBeenCalledWith({
      kind: 'miniPage',
      path: `/pages/yanxuanChannel/index?categoryId=6&brandId=2&productId=2&productName=${encodeURIComponent('华为 Mate 60 Pro')}`,
      tab: false
    })
  })

  it('a luxury price rolls from ¥128999 down to ¥128100, floored yuan, not units of ten thousand (001 §5)', async () => {
    await open([bigBanner({ bigConfigs: [line(1, '爱马仕 Birkin 30')] })], {
      services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 128999, discountPrice: 898.5, lowestPrice: 128100.5 }]))
    })
    const roll = q('.yanxuan-banner__count-up')
    expect(landsOn(roll as HTMLElement)).toBe('128100')
    // It starts at the daily price: six digit columns, no 万.
    expect(roll?.querySelectorAll('.count-up__digit')).toHaveLength(6)
    expect(roll?.textContent).not.toContain('万')
  })

  it('issue 53: each card is a link named by its product and the price it lands on (sold out says so), reached by the keyboard', async () => {
    const { platform } = await open([bigBanner()], {
      platform: { platform: () => 'wechat_mp' },
      services: (s) => s.products.prices.mockImplementation(answer([LIVE[0], LIVE[1], { id: 3, dailyPrice: 100 }]))
    })
    const cards = qa('.yanxuan-banner__card')
    expect(cards.map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.tabIndex])).toEqual([
      ['link', 'iPhone 15 Pro，到手价 5699 元', 0],
      ['link', '华为 Mate 60 Pro，到手价 5999 元', 0],
      ['link', 'MacBook Air M2，已售罄', 0]
    ])
    // The product photo inside the named link is decoration.
    expect(cards[0].querySelector('img')?.getAttribute('alt')).toBe('')
    await act(async () => { cards[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    expect(platform.open).toHaveBeenCalledWith(expect.objectContaining({ path: expect.stringContaining('productId=2') }))
  })

  it('issue 53: in preview a card is named by its product alone (no masked price read out)', async () => {
    await open([bigBanner()], { preview: true })
    expect(qa('.yanxuan-banner__card').map((n) => n.getAttribute('aria-label'))).toEqual(['iPhone 15 Pro', '华为 Mate 60 Pro', 'MacBook Air M2'])
  })

  it('in preview the prices are masked with "?" and do not roll', async () => {
    await open([bigBanner()], { preview: true })
    expect(qa('.yanxuan-banner__count-up')).toHaveLength(0)
    expect(texts('.yanxuan-banner__card .price__value')).toEqual(['????', '????', '????'])
  })
})

describe('small banner (001 §2 "Banner", §3 "Banner content", §9)', () => {
  const FOUR = [imageCard('旧机回收', '最高加价 300 元'), productCard(1, 'vivo X100 Pro'), productCard(4, 'iPad mini 6'), imageCard('领券中心', '满 3000 减 200')]

  it('"small banner loops at 4 or more": a looping carousel of image and product cards on gradients by position', async () => {
    const { services, tracker } = await open([smallBanner(FOUR)])
    expect(services.products.prices).toHaveBeenCalledWith([1, 4], { needIouData: true })
    expect(tracker.reportBlockError).not.toHaveBeenCalled()
    expect(qa('.yanxuan-banner__row')).toHaveLength(0)
    expect(qa('.yanxuan-banner__loop .carousel')).toHaveLength(1)
    expect(texts('.yanxuan-banner__small-title')).toEqual(['旧机回收', '领券中心'])
    expect(texts('.yanxuan-banner__small-tip')).toEqual(['最高加价 300 元', '满 3000 减 200'])
    expect(texts('.yanxuan-banner__small-name')).toEqual(['vivo X100 Pro', 'iPad mini 6'])
    expect(texts('.yanxuan-banner__small-price .price__value')).toEqual(['5699', '2699'])
    const cards = qa('.yanxuan-banner__small').filter((n) => !n.closest('.carousel__item--copy'))
    // ORANGE, PINK, BLUE, GREEN by position: the gradient's class, and its top colour under it.
    expect(cards.map((n) => n.className.split(' ').find((c) => /^yanxuan-banner__small--(orange|pink|blue|green|purple|cyan)$/.test(c)))).toEqual(['yanxuan-banner__small--orange', 'yanxuan-banner__small--pink', 'yanxuan-banner__small--blue', 'yanxuan-banner__small--green'])
    expect(cards.map((n) => n.style.backgroundColor)).toEqual(['rgb(255, 227, 204)', 'rgb(255, 220, 232)', 'rgb(217, 230, 255)', 'rgb(212, 242, 224)'])
  })

  it('issue 53: image cards are links named by their title and tip (an image alone by its place), product cards by name and price', async () => {
    await open([smallBanner([imageCard('旧机回收', '最高加价 300 元'), productCard(1, 'vivo X100 Pro'), { bannerContentType: 'IMAGE', imageConfig: { bannerImageUrl: 'https://img.example/c.png', redirects: REDIRECTS } }])])
    expect(qa('.yanxuan-banner__small').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])).toEqual([
      ['link', '旧机回收，最高加价 300 元'],
      ['link', 'vivo X100 Pro，到手价 5699 元'],
      ['link', '活动横幅，第 3 张，共 3 张']
    ])
  })

  it('a luxury product card shows its price in floored yuan, not units of ten thousand (001 §5)', async () => {
    await open([smallBanner(FOUR)], { services: (s) => s.products.prices.mockImplementation(answer([{ id: 1, dailyPrice: 128999, lowestPrice: 128100.5 }, LIVE[3]])) })
    expect(texts('.yanxuan-banner__small-price')).toEqual(['¥128100', '¥2699'])
  })

  it('fewer than 4 cards: a static row; an unknown colour is ORANGE', async () => {
    await open([smallBanner(FOUR.slice(0, 3), ['PINK', 'GOLD'])])
    expect(qa('.carousel')).toHaveLength(0)
    expect(q('.yanxuan-banner__row')?.className).toBe('yanxuan-banner__row yanxuan-banner__row--n3')
    expect(qa('.yanxuan-banner__small').map((n) => n.style.backgroundColor)).toEqual(['rgb(255, 220, 232)', 'rgb(255, 227, 204)', 'rgb(255, 227, 204)'])
  })

  it('an image card tap opens its redirects through the platform', async () => {
    const { platform, tracker } = await open([smallBanner(FOUR)], { platform: { platform: () => 'wechat_mp' } })
    const first = qa('.yanxuan-banner__small--image').find((n) => !n.closest('.carousel__item--copy'))
    await act(async () => { first?.click() })
    expect(tracker.trackThen).toHaveBeenCalledWith(expect.objectContaining({ event: 'click', componentType: 'yanxuanBanner', uuid: 'c-yanxuanBanner' }), expect.any(Function))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'miniPage', path: '/pages/inquiry/index?from=avatar', tab: false })
  })

  it('a product card tap opens the YanxuanChannel page; a product without a lowest price shows sold out', async () => {
    const { platform } = await open([smallBanner(FOUR.slice(0, 3))], {
      platform: { platform: () => 'ios' },
      services: (s) => s.products.prices.mockImplementation(answer([LIVE[0], { id: 4, dailyPrice: 2999 }]))
    })
    expect(texts('.yanxuan-banner__small--sold-out .yanxuan-banner__small-tip')).toEqual([zhCN['product.soldOut']])
    await act(async () => { qa('.yanxuan-banner__small--product')[0].click() })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'appDeepLink', url: `ahsapp://YanxuanChannel?categoryId=6&brandId=2&productId=1&productName=${encodeURIComponent('vivo X100 Pro')}` })
  })
})
