import type { HotCardAnswer } from '@/services/hot'
import { component, flush, renderBlocks } from '../../../test/utils/renderBlocks'

const answer: HotCardAnswer = {
  productId: '30012', productName: 'Apple iPhone 12 128G', productImage: undefined, inquiryPrice: 1650, couponPrice: undefined,
  inquiryKey: undefined, productTag: 1, trendDays: 7, trendStatus: 2, trendChangeAmount: 0
}
const box = () => document.querySelector('.local-device-valuation') as HTMLElement | null

describe('localDeviceValuation view', () => {
  it("the hot card for this device: 本机, the price, 持平, and a tap that values it (Inquery: no inquiryKey)", async () => {
    const readNativeData = jest.fn(async (key: string) => (key === 'brand' ? 'iPhone' : 'iPhone 12'))
    const { services, platform, utils } = await renderBlocks([component('localDeviceValuation', {})], { platform: { readNativeData }, services: (s) => s.hot.detail.mockResolvedValue(answer) })
    await flush()
    expect(services.hot.detail).toHaveBeenCalledWith({ brand: 'iPhone', model: 'iPhone 12', cityId: 1 })
    expect(box()?.querySelector('.hot-card__tag--thisDevice')?.textContent).toBe('本机')
    expect(box()?.querySelector('.hot-card__price')?.textContent).toBe('¥1650')
    expect(box()?.querySelector('.hot-card__coupon')).toBeNull()
    expect(box()?.querySelector('.hot-card__trend--flat')?.textContent).toBe('近7天价格持平')
    utils.fireEvent.click(box() as HTMLElement)
    await flush()
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/inquiry?productId=30012' })
  })

  it('no product for this visitor: the card\'s box with 暂无可估价的商品 (nothing below moves), no tap; preview says the answer was empty', async () => {
    const { platform, utils } = await renderBlocks([component('localDeviceValuation', {})])
    await flush()
    expect(box()?.className).toContain('hot-card--empty')
    expect(box()?.querySelector('.hot-card__box')?.textContent).toBe('暂无可估价的商品')
    utils.fireEvent.click(box() as HTMLElement)
    await flush()
    expect(platform.open).not.toHaveBeenCalled()
    document.body.innerHTML = ''
    await renderBlocks([component('localDeviceValuation', {})], { preview: true })
    await flush()
    expect(box()?.textContent).toBe('估价卡片：接口没有返回商品')
  })
})
