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
    expect(box()?.querySelector('.hot-card__box')).not.toBeNull()
    answerNow(answer())
    await flush()
    await flush()
    const text = box()?.textContent ?? ''
    expect(text).toContain('热门')
    expect(text).toContain('劳力士 宇宙计型迪通拿 116500LN 白盘')
    expect(box()?.querySelector('.hot-card__price')?.textContent).toBe('¥21.8万')
    expect(box()?.querySelector('.hot-card__coupon')?.textContent).toBe('用券后最高¥22万')
    expect(box()?.querySelector('.hot-card__trend--up')?.textContent).toBe('近30天上涨¥3500')
    expect(box()?.querySelector('.hot-card__action')?.textContent).toBe('去回收')
    expect(services.hot.detail).toHaveBeenCalledWith({ productId: '50001', cityId: 1 })
    utils.fireEvent.click(box() as HTMLElement)
    await flush()
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/trade?inquiryKey=IQ-50001' })
  })

  it('a failed or empty answer: nothing on the released page', async () => {
    await renderBlocks([component('myProductHot', { productId: 'gone' })], { services: (s) => s.hot.detail.mockRejectedValue(new GatewayError('商品不存在', 13620001)) })
    await flush()
    expect(box()).toBeNull()
  })

  it('in preview, a failed answer says why and that the released page shows nothing', async () => {
    await renderBlocks([component('myProductHot', { productId: 'gone' })], { preview: true, services: (s) => s.hot.detail.mockRejectedValue(new GatewayError('商品不存在', 13620001)) })
    await flush()
    expect(box()?.textContent).toBe('估价卡片未能加载（商品不存在），正式页面中不会显示')
  })
})
