import * as v from 'valibot'
import type { Http } from './http'
import { createProductPoolService, POOL_PATHS, POOL_SCENE } from './productPool'

/** An http client that records each call and answers with `answer(path)` through the service's own schema. */
function recordingHttp (answer: (path: string) => unknown) {
  const calls: Array<{ path: string, method: string, data: Record<string, unknown>, timeout?: number }> = []
  const http: Http = {
    base: '',
    async request (path, options) {
      calls.push({ path, method: options?.method ?? 'POST', data: options?.data ?? {}, timeout: options?.timeout })
      const body = answer(path)
      return (options?.schema ? v.parse(options.schema, body) : body) as never
    }
  }
  return { http, calls }
}

describe('product pool calls (001 §7)', () => {
  it('uses the spec\'s methods and paths, leaving out unset fields', async () => {
    const { http, calls } = recordingHttp(() => null)
    const service = createProductPoolService(http)
    await service.filterInfo({ cityId: 2 })
    await service.categoryAndBrand({ scene: POOL_SCENE, poolId: '7' })
    await service.ppnList({ scene: POOL_SCENE, poolId: '7', gaeaCategoryId: 6, gaeaBrandId: undefined })
    await service.preStat({ page: 0, size: 20, cityId: 2, scene: POOL_SCENE, poolId: '7', sortValue: 'sort_composite' })
    await service.models({ scene: POOL_SCENE, poolId: '7', gaeaCategoryId: 6, gaeaBrandId: 1 })
    await service.search({ poolId: '7', pageIndex: 0, sortValue: 'sort_price_asc', gaeaFinenessIds: [1] })
    await service.locateCity({ longitude: 121.47, latitude: 31.23 })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /products/goods-filter-info', 'POST /products/category-and-brand', 'GET /products/ppn-list', 'POST /products/pre-stat',
      'GET /products/product', 'POST /products/search-pool-item', 'POST /regions/locate-city-v4'
    ])
    expect(calls[2].data).toEqual({ scene: POOL_SCENE, poolId: '7', gaeaCategoryId: 6 })
    expect(calls[3].data).toMatchObject({ page: 0, size: 20 })
    // locate-city-v4 gives up at the geolocation timeout (000 §9: 5 s), as the page's own city call.
    expect(calls[6].timeout).toBe(5000)
    expect(POOL_PATHS.search).toBe('/products/search-pool-item')
  })

  it('reads goods-filter-info: finenessInfo[gaeaFinenessId, gaeaFinenessName], preferenceService[type, name], priceFilterInfo[minPrice, maxPrice]', async () => {
    const { http } = recordingHttp(() => ({
      finenessInfo: [{ gaeaFinenessId: 1, gaeaFinenessName: '99新' }, { gaeaFinenessId: null, gaeaFinenessName: '坏' }, 'x'],
      preferenceService: [{ type: 'SEVEN_DAYS', name: '7天无理由' }],
      priceFilterInfo: [{ minPrice: 0, maxPrice: '1000' }, { minPrice: 5000 }]
    }))
    await expect(createProductPoolService(http).filterInfo({ cityId: 2 })).resolves.toEqual({
      fineness: [{ id: '1', name: '99新' }],
      preferences: [{ id: 'SEVEN_DAYS', name: '7天无理由' }],
      priceBuckets: [{ minPrice: 0, maxPrice: 1000 }, { minPrice: 5000, maxPrice: undefined }]
    })
  })

  it('reads a search page entry by entry: a bad item costs only itself; prices may be numeric strings', async () => {
    const { http } = recordingHttp(() => ({
      dataList: [
        { saleGoodsNo: 'SG1', name: 'iPhone 15', price: '4599.90', productTag: ['官方质检', 3, { tagName: '包邮' }], images: ['https://a/1.jpg'], showShopStockTag: 1, shopDistance: 1250 },
        { saleGoodsNo: '', name: 'no number' },
        { saleGoodsNo: 'SG3', name: 'sold out', price: null }
      ],
      page: { pageIndex: 0, pageSize: 20, total: 3 }
    }))
    const page = await createProductPoolService(http).search({ poolId: '7', pageIndex: 0, sortValue: 'sort_composite' })
    expect(page.items.map((i) => [i.saleGoodsNo, i.price, i.productTag, i.showShopStockTag])).toEqual([
      ['SG1', 4599.9, ['官方质检', '包邮'], true],
      ['SG3', undefined, [], false]
    ])
    expect([page.pageIndex, page.total]).toEqual([0, 3])
  })

  it('a null answer is an empty page; ppn-list and pre-stat read their fields', async () => {
    const answers: Record<string, unknown> = {
      [POOL_PATHS.search]: null,
      [POOL_PATHS.ppnList]: { skuPpnList: [{ ppnId: 10, ppnName: '内存', ppvList: [{ ppvId: 101, ppvName: '128G' }] }, { ppnId: 11, ppnName: '空', ppvList: null }], warrantyPeriodTagList: [{ tagCode: '12m', tagName: '12个月' }] },
      [POOL_PATHS.preStat]: { totalCountDesc: '共128件' }
    }
    const { http } = recordingHttp((path) => answers[path])
    const service = createProductPoolService(http)
    await expect(service.search({ poolId: '7', pageIndex: 3, sortValue: 'sort_composite' })).resolves.toEqual({ items: [], pageIndex: undefined, total: undefined })
    await expect(service.ppnList({ scene: POOL_SCENE, poolId: '7' })).resolves.toEqual({
      sku: [{ id: '10', name: '内存', options: [{ id: '101', name: '128G' }] }, { id: '11', name: '空', options: [] }],
      price: [], condition: [], secondary: [], warranty: [{ id: '12m', name: '12个月' }]
    })
    await expect(service.preStat({ page: 0, size: 20, cityId: 2, scene: POOL_SCENE, poolId: '7', sortValue: 'sort_composite' })).resolves.toBe('共128件')
  })
})
