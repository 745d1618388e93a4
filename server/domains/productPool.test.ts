import type { FastifyInstance } from 'fastify'
import { buildEmulator } from '../app'
import { emulatorClient } from '../testClient'
import { CATEGORIES, distanceOf, generatePool, matches, PAGE_SIZE, sortItems } from './productPool'

const SEARCH = '/products/search-pool-item'
const PRE_STAT = '/products/pre-stat'

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })
const emu = emulatorClient(() => app)

/** A fresh visitor who opened the pool scenario (the pool calls belong to the visitor's last page): its cookie. */
async function visitor (): Promise<string> {
  return (await emu.visit('pool')).headers.cookie
}

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload: Record<string, unknown> = {}) => emu.call(method, url, { cookie }, payload)

describe('product pool emulator: the catalogue', () => {
  it('the same pool id gives the same items; sizes as seeded; categories as asked', () => {
    expect(generatePool('101', { size: 130, categories: [6] })).toEqual(generatePool('101', { size: 130, categories: [6] }))
    const pool = generatePool('102', { size: 72, categories: [8, 7] })
    expect(pool).toHaveLength(72)
    expect(new Set(pool.map((i) => i.categoryId))).toEqual(new Set([8, 7]))
    expect(generatePool('104', { size: 0 })).toEqual([])
    expect(CATEGORIES.map((c) => c.id)).toEqual([6, 8, 7, 17, 9])
  })

  it('filters and sorts by the price paid', () => {
    const pool = generatePool('101', { size: 130, categories: [6] })
    const asc = sortItems(pool.filter((i) => matches(i, { minPrice: 2000, maxPrice: 5000 })), 'sort_price_asc')
    expect(asc.length).toBeGreaterThan(5)
    expect(asc.every((i) => i.salePrice >= 2000 && i.salePrice <= 5000)).toBe(true)
    expect(asc.map((i) => i.salePrice)).toEqual([...asc.map((i) => i.salePrice)].sort((a, b) => a - b))
    expect(distanceOf('P101-0001', 'c:2')).toBe(distanceOf('P101-0001', 'c:2'))
  })
})

describe('product pool emulator: the calls (001 §7)', () => {
  it('pages of 20 from pageIndex 0 until an empty page; sold-out items carry no price', async () => {
    const cookie = await visitor()
    const sizes: number[] = []
    const seen: Array<{ saleGoodsNo: string, price: number | null }> = []
    for (let pageIndex = 0; pageIndex < 8; pageIndex++) {
      const { data } = await call(cookie, 'POST', SEARCH, { poolId: '101', pageIndex, sortValue: 'sort_composite' })
      sizes.push(data.dataList.length)
      seen.push(...data.dataList)
      if (!data.dataList.length) break
    }
    expect(sizes).toEqual([PAGE_SIZE, 20, 20, 20, 20, 20, 10, 0])
    expect(new Set(seen.map((i) => i.saleGoodsNo)).size).toBe(130)
    expect(seen.filter((i) => i.price === null).map((i) => i.saleGoodsNo).sort()).toEqual(['P101-0003', 'P101-0017'])
    const all = await call(cookie, 'POST', SEARCH, { poolId: '101', pageIndex: 0, sortValue: 'sort_composite', gaeaProductId: -1 })
    expect(all.data.page).toEqual({ pageIndex: 0, pageSize: 20, total: 130 })
    const first = (await call(cookie, 'POST', SEARCH, { poolId: '101', pageIndex: 0, sortValue: 'sort_price_asc' })).data.dataList
    const prices = first.map((i: { salePrice: number | null }) => i.salePrice).filter((p: number | null) => p !== null)
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b))
  })

  it('pre-stat counts what the filters match, as the search finds it', async () => {
    const cookie = await visitor()
    const filter = { poolId: '101', gaeaFinenessIds: [1, 2], minPrice: 3000, sortValue: 'sort_composite' }
    const { data: stat } = await call(cookie, 'POST', PRE_STAT, { ...filter, page: 0, size: 20, cityId: 2, scene: 'YANXUAN_POOL' })
    const { data: found } = await call(cookie, 'POST', SEARCH, { ...filter, pageIndex: 0 })
    expect(stat.totalCountDesc).toBe(`共${found.page.total}件`)
    expect(found.page.total).toBeLessThan(130)
    expect(found.dataList.every((i: { name: string }) => /全新|99新/.test(i.name))).toBe(true)
  })

  it('distances only with a located city or an address', async () => {
    const cookie = await visitor()
    const without = (await call(cookie, 'POST', SEARCH, { poolId: '101', pageIndex: 0, sortValue: 'sort_composite' })).data.dataList
    expect(without.every((i: { shopDistance: unknown }) => i.shopDistance === null)).toBe(true)
    const located = (await call(cookie, 'POST', SEARCH, { poolId: '101', pageIndex: 0, sortValue: 'sort_composite', locateCityId: 2 })).data.dataList
    expect(located.every((i: { shopDistance: number }) => i.shopDistance >= 20)).toBe(true)
  })

  it('categories and brands of the pool; models with "all models" except cameras; twelve colours and an empty group', async () => {
    const cookie = await visitor()
    const categories = (await call(cookie, 'POST', '/products/category-and-brand', { poolId: '103', scene: 'YANXUAN_POOL' })).data
    expect(categories.map((c: { gaeaCategoryName: string }) => c.gaeaCategoryName)).toEqual(['智能设备', '摄影'])
    const watches = (await call(cookie, 'GET', '/products/product', { poolId: '103', gaeaCategoryId: 17, gaeaBrandId: 1 })).data
    expect(watches[0]).toEqual({ gaeaProductId: -1, gaeaProductName: '全部机型' })
    const cameras = (await call(cookie, 'GET', '/products/product', { poolId: '103', gaeaCategoryId: 9, gaeaBrandId: 20 })).data
    expect(cameras.some((mo: { gaeaProductId: number }) => mo.gaeaProductId === -1)).toBe(false)
    const ppn = (await call(cookie, 'GET', '/products/ppn-list', { poolId: '101', gaeaCategoryId: 6 })).data
    expect(ppn.skuPpnList.find((g: { ppnName: string }) => g.ppnName === '颜色').ppvList).toHaveLength(12)
    expect(ppn.skuPpnList.find((g: { ppnName: string }) => g.ppnName === '网络制式').ppvList).toEqual([])
  })

  it('the failing pool\'s filter calls answer a business error; its list still answers', async () => {
    const cookie = await visitor()
    expect((await call(cookie, 'POST', '/products/category-and-brand', { poolId: '105' })).code).toBe(50021)
    expect((await call(cookie, 'POST', PRE_STAT, { poolId: '105', page: 0, size: 20 })).code).toBe(50021)
    expect((await call(cookie, 'POST', SEARCH, { poolId: '105', pageIndex: 0 })).data.dataList).toHaveLength(20)
    expect((await call(cookie, 'POST', SEARCH, { poolId: '104', pageIndex: 0 })).data.dataList).toEqual([])
  })

  it('locate-city-v4 answers the nearest city; filter info lists fineness, services and buckets', async () => {
    const cookie = await visitor()
    expect((await call(cookie, 'POST', '/regions/locate-city-v4', { longitude: 121.5, latitude: 31.2 })).data).toMatchObject({ id: 2, name: '上海' })
    expect((await call(cookie, 'POST', '/regions/locate-city-v4', {})).code).toBe(400)
    const info = (await call(cookie, 'GET', '/products/goods-filter-info', { cityId: 2 })).data
    expect(info.finenessInfo.map((f: { gaeaFinenessName: string }) => f.gaeaFinenessName)).toEqual(['全新', '99新', '95新', '9成新', '8成新'])
    expect(info.priceFilterInfo[0]).toEqual({ minPrice: 0, maxPrice: 1000 })
  })
})
