import { GatewayError } from '@/services/envelope'
import type { HotCardAnswer } from '@/services/hot'
import { component, flush, renderBlocks } from '../../../test/utils/renderBlocks'

const answer = (over: Partial<HotCardAnswer> = {}): HotCardAnswer => ({
  productId: '50001', productName: '劳力士 宇宙计型迪通拿 116500LN 白盘', productImage: 'https://img.example/rolex.jpg', inquiryPrice: 218600, couponPrice: 220100,
  inquiryKey: 'IQ-50001', productTag: 4, trendDays: 30, trendStatus: 3, trendChangeAmount: 3500, ...over
})
const box = () => document.querySelector('.my-product-hot') as HTMLElement | null

describe('myProductHot view', () => {
  it('keeps the card\'s box while asked, then shows tag, name, 万 prices, trend and the button; a tap opens Trade', async () => {
    let answerNow: (a: HotCardAnswer) => void = () => undefined
    const { services, platform, utils } = await renderBlocks([component('myProductHot', { productId: 50001 })], {
      services: (s) => s.hot.detail.mockImplementation(() => new Promise((resolve) => { answerNow = resolve }))
    })
    expect(box()?.className).toContain('hot-card--loading')
    // While asked, the box takes no tap (no role).
    expect(box()?.getAttribute('role')).toBeNull()
    expect(box()?.querySelector('.hot-card__box')).not.toBeNull()
    // The placeholder's body rows are the card's (fixed heights in index.scss): the card fills them without moving
    // them (a row that moved as the answer came was a layout shift per card), and its button's place is kept.
    const rows = () => Array.from(box()?.querySelector('.hot-card__body')?.children ?? []).map((row) => row.className.split(' ').find((c) => c.startsWith('hot-card__')))
    expect(rows()).toEqual(['hot-card__head', 'hot-card__prices', 'hot-card__foot'])
    expect(box()?.querySelector('.hot-card__action')).not.toBeNull()
    answerNow(answer())
    await flush()
    await flush()
    const text = box()?.textContent ?? ''
    expect(text).toContain('热门')
    expect(text).toContain('劳力士 宇宙计型迪通拿 116500LN 白盘')
    expect(rows()).toEqual(['hot-card__head', 'hot-card__prices', 'hot-card__foot'])
    expect(box()?.querySelector('.hot-card__price')?.textContent).toBe('¥21.8万')
    expect(box()?.querySelector('.hot-card__coupon')?.textContent).toBe('券后最高¥22万')
    expect(box()?.querySelector('.hot-card__trend--up')?.textContent).toBe('近30天上涨¥3500')
    expect(box()?.querySelector('.hot-card__action')?.textContent).toBe('去回收')
    expect(services.hot.detail).toHaveBeenCalledWith({ productId: '50001', cityId: 1 })
    // Issue 53: the card is a link named by its tag, product, inquiry price and where it goes; the keyboard opens it.
    expect(box()?.getAttribute('role')).toBe('link')
    expect(box()?.getAttribute('aria-label')).toBe('热门，劳力士 宇宙计型迪通拿 116500LN 白盘，回收估价 21.8万 元，去回收')
    expect(box()?.tabIndex).toBe(0)
    utils.fireEvent.click(box() as HTMLElement)
    await flush()
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/trade?inquiryKey=IQ-50001' })
  })

  it('a failed call keeps the card\'s box with 估价加载失败，点击重试 (nothing below moves); a burst of taps asks again once', async () => {
    const { services, utils } = await renderBlocks([component('myProductHot', { productId: 50001 })], { services: (s) => s.hot.detail.mockRejectedValueOnce(new GatewayError('系统繁忙', 500)).mockResolvedValue(answer()) })
    await flush()
    expect(box()?.className).toContain('hot-card--failed')
    expect(box()?.querySelector('.hot-card__box')?.textContent).toBe('估价加载失败，点击重试')
    // Issue 53: the failed line is a button named by what it says.
    expect([box()?.getAttribute('role'), box()?.getAttribute('aria-label')]).toEqual(['button', '估价加载失败，点击重试'])
    for (let i = 0; i < 5; i++) utils.fireEvent.click(box() as HTMLElement)
    await flush()
    await flush()
    expect(services.hot.detail).toHaveBeenCalledTimes(2)
    expect(box()?.querySelector('.hot-card__price')?.textContent).toBe('¥21.8万')
  })

  it('in preview, a failed answer says why in the card\'s box', async () => {
    await renderBlocks([component('myProductHot', { productId: 'gone' })], { preview: true, services: (s) => s.hot.detail.mockRejectedValue(new GatewayError('商品不存在', 13620001)) })
    await flush()
    expect(box()?.querySelector('.hot-card__box')?.textContent).toBe('估价卡片未能加载（商品不存在），点击重试')
  })
})
