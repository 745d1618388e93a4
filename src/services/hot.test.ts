import { recordingHttp as http } from '../../test/utils/recordingHttp'
import { createHotService, HOT_PATHS } from './hot'

const card = {
  productId: 30112,
  productName: 'Apple iPhone 15 Pro Max 256G',
  productImage: 'http://127.0.0.1:8787/assets/yx-phone-titanium.jpg',
  inquiryPrice: 5280,
  couponPrice: '5430',
  inquiryKey: 'IQ-30112-7',
  productTag: 1,
  trendDays: 7,
  trendStatus: 1,
  trendChangeAmount: 120
}

describe('hot card service (002 §7: POST /my-product-hot/detail)', () => {
  it('posts productId, cityId, brand, model under /campaign-center/api, only those known, device names trimmed and cut', async () => {
    const { client, calls } = http(card)
    const s = createHotService(client)
    await s.detail({ productId: '30112', cityId: 1, brand: ' Apple ', model: 'iPhone 15 Pro Max<iPhone16,2>' })
    await s.detail({ cityId: 310, brand: '', model: 'x'.repeat(80) })
    expect(calls.map((c) => [c.method ?? 'POST', c.path, c.data])).toEqual([
      ['POST', '/campaign-center/api/my-product-hot/detail', { productId: '30112', cityId: 1, brand: 'Apple', model: 'iPhone 15 Pro Max<iPhone16,2>' }],
      ['POST', HOT_PATHS.detail, { cityId: 310, model: 'x'.repeat(50) }]
    ])
  })

  it('reads the card of 002 §3, numbers as numbers (numeric text too)', async () => {
    await expect(createHotService(http(card).client).detail({})).resolves.toEqual({ ...card, productId: '30112', couponPrice: 5430 })
  })

  it('an unreadable field costs only itself; null or a card without id or name is no card', async () => {
    const odd = await createHotService(http({ ...card, inquiryPrice: 'lots', trendStatus: -1, productTag: '4', productImage: null }).client).detail({})
    expect(odd).toMatchObject({ productName: card.productName, inquiryPrice: undefined, trendStatus: undefined, productTag: 4, productImage: undefined })
    for (const body of [null, [], 'card', { ...card, productName: ' ' }, { ...card, productId: null }]) {
      await expect(createHotService(http(body).client).detail({})).resolves.toBeNull()
    }
  })
})
