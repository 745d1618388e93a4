import type { FastifyInstance } from 'fastify'
import { buildEmulator } from '../app'
import { emulatorClient } from '../testClient'
import { CATALOGUE, HOT_CODES, deviceProduct, modelNames } from './hot'

const DETAIL = '/campaign-center/api/my-product-hot/detail'

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })
const emu = emulatorClient(() => app)

/** A fresh visitor on the hot page, logged in as `mobile` when given: its detail call. */
async function visitor (mobile?: string) {
  const { headers } = await emu.visit('hot', { mobile })
  return (body: object) => emu.call('POST', DETAIL, headers, body)
}

describe('hot domain (002 §3, §7)', () => {
  it("reads hosts' device names: WeChat's model with its identifier, Android codes, brands in any case", () => {
    expect(modelNames('iPhone 13<iPhone14,5>')).toEqual(['iphone13', 'iphone14,5'])
    expect(deviceProduct(CATALOGUE, 'iPhone', 'iPhone 12')?.productId).toBe('30012')
    expect(deviceProduct(CATALOGUE, 'Apple', 'iPhone16,2')?.productId).toBe('30112')
    expect(deviceProduct(CATALOGUE, 'HUAWEI', 'ALN-AL00')?.productId).toBe('31060')
    expect(deviceProduct(CATALOGUE, 'Xiaomi', 'ALN-AL00')).toBeUndefined()
    expect(deviceProduct(CATALOGUE, 'HUAWEI', undefined)).toBeUndefined()
  })

  it('a guest: the device (1), else the hottest (4); a pinned product is itself, 1 only when it is the device', async () => {
    const ask = await visitor()
    expect((await ask({ cityId: 1, brand: 'HUAWEI', model: 'ALN-AL00' })).data).toMatchObject({ productId: 31060, productTag: 1, inquiryKey: 'IQ-31060-2C', trendStatus: 3 })
    expect((await ask({ cityId: 1 })).data).toMatchObject({ productId: 30112, productTag: 4, inquiryPrice: 5280, couponPrice: 5430, trendDays: 7, trendStatus: 1, trendChangeAmount: 120 })
    expect((await ask({ productId: '32014', cityId: 1, brand: 'iPhone', model: 'iPhone 12' })).data).toMatchObject({ productId: 32014, productTag: 4, inquiryKey: null, trendStatus: 2 })
    expect((await ask({ productId: 30012, brand: 'iPhone', model: 'iPhone 12' })).data).toMatchObject({ productTag: 1 })
  })

  it('a user: followed (2), else inquiry history (3), from the seed; a pinned product carries its tag', async () => {
    const ask = await visitor('13800000031')
    expect((await ask({ cityId: 1 })).data).toMatchObject({ productId: 31060, productTag: 2 })
    expect((await ask({ productId: '40212', cityId: 1 })).data).toMatchObject({ productTag: 3 })
    expect((await ask({ productId: '30101', cityId: 1 })).data).toMatchObject({ productTag: 4 })
  })

  it('one product above 100000 (shown in units of ten thousand); prices move a little by city; an unknown product is 13620001', async () => {
    const ask = await visitor()
    expect((await ask({ productId: '50001', cityId: 1 })).data.inquiryPrice).toBeGreaterThan(100000)
    const elsewhere = (await ask({ productId: '30112', cityId: 310 })).data.inquiryPrice
    expect(elsewhere).toBeLessThan(5280)
    expect(elsewhere).toBeGreaterThan(5280 * 0.9)
    expect(await ask({ productId: '99999', cityId: 1 })).toMatchObject({ code: HOT_CODES.noProduct, msg: '商品不存在', data: null })
  })
})
