/**
 * Product pool domain (001 §7): the pool block's filter options, matching
 * count, list and the city of a location, over a catalogue of second-hand
 * phones, tablets, laptops, watches and cameras generated per pool (the same
 * items for the same pool id every time: a seeded generator, not random).
 *
 * Filtering, sorting (sort_composite, sort_price_asc, sort_price_desc) and
 * paging (pages of 20 from pageIndex 0) happen here as the real search does;
 * pre-stat counts what the chosen filters match. Items carry shop distances
 * only when the search names a located city or an address.
 *
 * Seed (`seed.productPool`): `pools` — `{ "<poolId>": { categories?: number[],
 * size?: number, failFilters?: boolean } }`: the categories a pool holds
 * (default all five), how many items (default 60; 0: an empty pool), and
 * whether its filter calls (category-and-brand, ppn-list, product, pre-stat)
 * fail with a business error. `soldOut` — saleGoodsNos answered without a price.
 */
import { BusinessError, gatewayRoute } from '../gateway'
import { lastScenario, seedOf, type Domain } from './types'

const NAME = 'productPool'

export interface PoolSeed { categories?: number[], size?: number, failFilters?: boolean }
export interface ProductPoolSeed {
  pools: Record<string, PoolSeed>
  soldOut: string[]
}

/** 001 §9: pages of 20. */
export const PAGE_SIZE = 20
const DEFAULT_POOL_SIZE = 60
const MAX_POOL_SIZE = 500
/** Business code of a failing filter call (the real one is not in the spec). */
export const FILTER_FAILED = 50021

// ---- The catalogue ------------------------------------------------------------

interface ModelDef { id: number, name: string, base: number }
interface BrandDef { id: number, name: string, models: ModelDef[] }
interface CategoryDef { id: number, name: string, images: string[], storage: boolean, brands: BrandDef[], allModels: boolean }

const m = (id: number, name: string, base: number): ModelDef => ({ id, name, base })

/** Category ids of the build configuration (001 §9: mobile 6, computer 7, tablet 8, photography 9, smart devices 17). */
export const CATEGORIES: readonly CategoryDef[] = [
  {
    id: 6, name: '手机', storage: true, allModels: true,
    images: ['yx-phone-black.jpg', 'yx-phone-blue.jpg', 'yx-phone-titanium.jpg', 'yx-phone-purple.jpg', 'yx-phone-midnight.jpg', 'yx-phone-green.jpg', 'yx-phone-white.jpg', 'yx-phone-orange.jpg', 'yx-phone-mint.jpg', 'yx-phone-silver.jpg'],
    brands: [
      { id: 1, name: '苹果', models: [m(5001, 'iPhone 15 Pro Max', 9999), m(5002, 'iPhone 15 Pro', 7999), m(5003, 'iPhone 15', 5999), m(5004, 'iPhone 14 Pro', 6999), m(5005, 'iPhone 13', 4399)] },
      { id: 2, name: '华为', models: [m(5101, 'Mate 60 Pro', 6999), m(5102, 'Pura 70 Pro', 6499), m(5103, 'nova 12 Pro', 3499), m(5104, 'Mate X5', 12999)] },
      { id: 3, name: '小米', models: [m(5201, '小米 14 Ultra', 6499), m(5202, '小米 14', 3999), m(5203, 'Redmi K70 Pro', 3299)] },
      { id: 4, name: 'vivo', models: [m(5301, 'vivo X100 Pro', 4999), m(5302, 'vivo X Fold3', 6999)] },
      { id: 5, name: 'OPPO', models: [m(5401, 'OPPO Find X7 Ultra', 5999), m(5402, 'OPPO Reno11 Pro', 3499)] }
    ]
  },
  {
    id: 8, name: '平板', storage: true, allModels: true,
    images: ['yx-tablet-blue.jpg', 'yx-tablet-grey.jpg', 'yx-tablet-purple.jpg', 'yx-tablet-starlight.jpg'],
    brands: [
      { id: 1, name: '苹果', models: [m(6001, 'iPad Pro 11 M4', 8999), m(6002, 'iPad Air 5', 4399), m(6003, 'iPad mini 6', 3799)] },
      { id: 2, name: '华为', models: [m(6101, 'MatePad Pro 13.2', 5199), m(6102, 'MatePad 11.5', 2099)] },
      { id: 3, name: '小米', models: [m(6201, '小米平板 6 Pro', 2399)] }
    ]
  },
  {
    id: 7, name: '电脑', storage: true, allModels: true,
    images: ['yx-laptop-black.jpg', 'yx-laptop-blue.jpg', 'yx-laptop-midnight.jpg', 'yx-laptop-silver.jpg'],
    brands: [
      { id: 1, name: '苹果', models: [m(7001, 'MacBook Air M2 13英寸', 7499), m(7002, 'MacBook Pro 14 M3', 12999)] },
      { id: 8, name: '联想', models: [m(7101, 'ThinkPad X1 Carbon', 9999), m(7102, '小新 Pro 16', 5499)] },
      { id: 2, name: '华为', models: [m(7201, 'MateBook X Pro', 10999)] }
    ]
  },
  {
    id: 17, name: '智能设备', storage: false, allModels: true,
    images: ['yx-phone-silver.jpg', 'yx-phone-black.jpg'],
    brands: [
      { id: 1, name: '苹果', models: [m(8001, 'Apple Watch Series 9', 2999), m(8002, 'Apple Watch Ultra 2', 6499)] },
      { id: 2, name: '华为', models: [m(8101, '华为 WATCH GT 4', 1488), m(8102, '华为 WATCH 4 Pro', 3299)] }
    ]
  },
  {
    // Cameras list no "all models" entry: their picker needs a model (001 §5).
    id: 9, name: '摄影', storage: false, allModels: false,
    images: ['phone-1.jpg', 'phone-2.jpg', 'phone-3.jpg'],
    brands: [
      { id: 20, name: '佳能', models: [m(9001, '佳能 EOS R6 Mark II', 14999), m(9002, '佳能 EOS R50', 4999)] },
      { id: 21, name: '索尼', models: [m(9101, '索尼 A7M4', 15999), m(9102, '索尼 ZV-E10', 4799)] },
      { id: 22, name: '富士', models: [m(9201, '富士 X-T5', 11999), m(9202, '富士 X100V', 9999)] }
    ]
  }
]

/** Fineness grades (goods-filter-info's finenessInfo) and what each leaves of the new price. */
export const FINENESS = [
  { gaeaFinenessId: 1, gaeaFinenessName: '全新', factor: 0.97 },
  { gaeaFinenessId: 2, gaeaFinenessName: '99新', factor: 0.86 },
  { gaeaFinenessId: 3, gaeaFinenessName: '95新', factor: 0.79 },
  { gaeaFinenessId: 4, gaeaFinenessName: '9成新', factor: 0.71 },
  { gaeaFinenessId: 5, gaeaFinenessName: '8成新', factor: 0.6 }
] as const
export const PREFERENCES = [
  { type: 'SEVEN_DAYS', name: '7天无理由' },
  { type: 'FAST_SHIP', name: '24小时发货' },
  { type: 'WARRANTY_PLUS', name: '延长保修' },
  { type: 'TRADE_IN', name: '以旧换新' }
] as const
export const PRICE_BUCKETS = [
  { minPrice: 0, maxPrice: 1000 }, { minPrice: 1000, maxPrice: 3000 }, { minPrice: 3000, maxPrice: 5000 }, { minPrice: 5000, maxPrice: 8000 }, { minPrice: 8000 }
]
/** PPN groups: storage, twelve colours (more than 9: the panel collapses it), the version (a price PPN) and a network group with no values. */
const STORAGE = [{ ppvId: 101, ppvName: '64G', factor: 0.85 }, { ppvId: 102, ppvName: '128G', factor: 1 }, { ppvId: 103, ppvName: '256G', factor: 1.12 }, { ppvId: 104, ppvName: '512G', factor: 1.3 }, { ppvId: 105, ppvName: '1T', factor: 1.5 }]
const COLOURS = ['黑色', '白色', '银色', '金色', '蓝色', '紫色', '绿色', '红色', '粉色', '原色钛金属', '午夜色', '星光色'].map((name, i) => ({ ppvId: 201 + i, ppvName: name }))
const VERSIONS = [{ ppvId: 301, ppvName: '国行' }, { ppvId: 302, ppvName: '港版' }, { ppvId: 303, ppvName: '美版' }]
const CONDITIONS = [{ tagCode: 'NO_REPAIR', tagName: '无拆无修' }, { tagCode: 'BATTERY_90', tagName: '电池90%+' }, { tagCode: 'ORIGINAL_SCREEN', tagName: '原装屏幕' }]
const SECONDARY = [{ tagCode: 'ORIGINAL_BOX', tagName: '原装包装' }, { tagCode: 'INVOICE', tagName: '可开发票' }]
const WARRANTIES = [{ tagCode: 'W3M', tagName: '3个月' }, { tagCode: 'W6M', tagName: '6个月' }, { tagCode: 'W12M', tagName: '12个月' }]

/** Cities a location resolves to (nearest; the real table is not in the spec). */
export const CITIES = [
  { id: 1, name: '北京', aflCityCode: '110100', latitude: 39.9042, longitude: 116.4074 },
  { id: 2, name: '上海', aflCityCode: '310100', latitude: 31.2304, longitude: 121.4737 },
  { id: 3, name: '深圳', aflCityCode: '440300', latitude: 22.5431, longitude: 114.0579 },
  { id: 4, name: '成都', aflCityCode: '510100', latitude: 30.5728, longitude: 104.0668 }
]

export interface PoolEntry {
  saleGoodsNo: string
  categoryId: number
  brandId: number
  modelId: number
  finenessId: number
  storagePpv?: number
  colourPpv: number
  versionPpv: number
  preference: string[]
  conditions: string[]
  secondary: string[]
  warranty: string
  /** Composite order: lower first. */
  rank: number
  name: string
  image: string
  price: number
  salePrice: number
  newProductPrice: number
  originalPrice: number
}

/** mulberry32: the same pool id gives the same items. */
function random (seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hash = (text: string): number => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)
const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]
const cents = (yuan: number): number => Math.round(yuan * 10) / 10

/** A pool's items: `size` of them from its categories, generated from its id. */
export function generatePool (poolId: string, seed: PoolSeed = {}): PoolEntry[] {
  const size = Math.max(0, Math.min(MAX_POOL_SIZE, Math.floor(seed.size ?? DEFAULT_POOL_SIZE)))
  const categories = CATEGORIES.filter((c) => !seed.categories?.length || seed.categories.includes(c.id))
  if (!categories.length) return []
  const next = random(hash(poolId))
  return Array.from({ length: size }, (_, i) => {
    const category = categories[i % categories.length]
    const brand = pick(next, category.brands)
    const model = pick(next, brand.models)
    const fineness = pick(next, FINENESS)
    const storage = category.storage ? pick(next, category.id === 6 ? STORAGE : STORAGE.slice(1, 4)) : undefined
    const colour = pick(next, COLOURS)
    const version = next() < 0.8 ? VERSIONS[0] : pick(next, VERSIONS)
    const newProductPrice = Math.round(model.base * (storage?.factor ?? 1))
    const price = cents(newProductPrice * fineness.factor * (0.94 + next() * 0.1) - 0.1)
    const discount = next() < 0.4 ? Math.round(50 + next() * 250) : 0
    const conditions = CONDITIONS.filter(() => next() < 0.45).map((c) => c.tagCode)
    const preference = PREFERENCES.filter(() => next() < 0.5).map((p) => p.type)
    return {
      saleGoodsNo: `P${poolId}-${String(i + 1).padStart(4, '0')}`,
      categoryId: category.id,
      brandId: brand.id,
      modelId: model.id,
      finenessId: fineness.gaeaFinenessId,
      storagePpv: storage?.ppvId,
      colourPpv: colour.ppvId,
      versionPpv: version.ppvId,
      preference,
      conditions,
      secondary: SECONDARY.filter(() => next() < 0.3).map((s) => s.tagCode),
      warranty: pick(next, WARRANTIES).tagCode,
      rank: next(),
      name: [model.name, storage?.ppvName, colour.ppvName, fineness.gaeaFinenessName, version.ppvName === '国行' ? '' : version.ppvName].filter(Boolean).join(' '),
      image: category.images[colour.ppvId % category.images.length],
      price,
      salePrice: cents(price - discount),
      newProductPrice,
      originalPrice: Math.round(price * 1.08)
    }
  })
}

const pools = new Map<string, PoolEntry[]>()
function poolOf (poolId: string, seed: Partial<ProductPoolSeed>): PoolEntry[] {
  const own = seed.pools?.[poolId] ?? {}
  const key = `${poolId}|${JSON.stringify(own)}`
  let items = pools.get(key)
  if (!items) {
    items = generatePool(poolId, own)
    pools.set(key, items)
  }
  return items
}

// ---- Searching ----------------------------------------------------------------

const ids = (v: unknown): number[] | undefined => (Array.isArray(v) ? v.map(Number).filter(Number.isFinite) : undefined)
const texts = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined)
const numberOf = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined
}

export interface Filter {
  gaeaCategoryId?: number
  gaeaBrandId?: number
  gaeaProductId?: number
  gaeaFinenessIds?: number[]
  minPrice?: number
  maxPrice?: number
  preferenceTagList?: string[]
  conditionTagList?: string[]
  warrantyPeriodTag?: string
  gaeaSkuPpvIds?: number[]
  gaeaPricePpvIds?: number[]
}

export function filterOf (body: Record<string, unknown>): Filter {
  const idOf = (v: unknown) => { const n = numberOf(v); return n === undefined || n === -1 ? undefined : n }
  return {
    gaeaCategoryId: idOf(body.gaeaCategoryId),
    gaeaBrandId: idOf(body.gaeaBrandId),
    gaeaProductId: idOf(body.gaeaProductId),
    gaeaFinenessIds: ids(body.gaeaFinenessIds),
    minPrice: numberOf(body.minPrice),
    maxPrice: numberOf(body.maxPrice),
    preferenceTagList: texts(body.preferenceTagList),
    conditionTagList: texts(body.conditionTagList),
    warrantyPeriodTag: typeof body.warrantyPeriodTag === 'string' ? body.warrantyPeriodTag : undefined,
    gaeaSkuPpvIds: ids(body.gaeaSkuPpvIds),
    gaeaPricePpvIds: ids(body.gaeaPricePpvIds)
  }
}

/**
 * Whether an item matches: ids equal, fineness any of, price (the price paid) within the bounds, every
 * chosen preference and condition (or secondary) tag held, the warranty equal, SKU values: any of each
 * PPN's chosen values (storage, colour), price PPN values any of.
 */
export function matches (item: PoolEntry, f: Filter): boolean {
  if (f.gaeaCategoryId !== undefined && item.categoryId !== f.gaeaCategoryId) return false
  if (f.gaeaBrandId !== undefined && item.brandId !== f.gaeaBrandId) return false
  if (f.gaeaProductId !== undefined && item.modelId !== f.gaeaProductId) return false
  if (f.gaeaFinenessIds?.length && !f.gaeaFinenessIds.includes(item.finenessId)) return false
  if (f.minPrice !== undefined && item.salePrice < f.minPrice) return false
  if (f.maxPrice !== undefined && item.salePrice > f.maxPrice) return false
  if (f.preferenceTagList?.some((tag) => !item.preference.includes(tag))) return false
  if (f.conditionTagList?.some((tag) => !item.conditions.includes(tag) && !item.secondary.includes(tag))) return false
  if (f.warrantyPeriodTag !== undefined && item.warranty !== f.warrantyPeriodTag) return false
  if (f.gaeaSkuPpvIds?.length) {
    const storage = f.gaeaSkuPpvIds.filter((id) => STORAGE.some((s) => s.ppvId === id))
    const colours = f.gaeaSkuPpvIds.filter((id) => COLOURS.some((c) => c.ppvId === id))
    if (storage.length && (item.storagePpv === undefined || !storage.includes(item.storagePpv))) return false
    if (colours.length && !colours.includes(item.colourPpv)) return false
  }
  if (f.gaeaPricePpvIds?.length && !f.gaeaPricePpvIds.includes(item.versionPpv)) return false
  return true
}

export function sortItems (items: readonly PoolEntry[], sortValue: unknown): PoolEntry[] {
  const sorted = [...items]
  if (sortValue === 'sort_price_asc') return sorted.sort((a, b) => a.salePrice - b.salePrice || a.rank - b.rank)
  if (sortValue === 'sort_price_desc') return sorted.sort((a, b) => b.salePrice - a.salePrice || a.rank - b.rank)
  return sorted.sort((a, b) => a.rank - b.rank)
}

/** A shop distance for an item seen from a city (or an address): 20 m to 30 km, fixed per pair. */
export function distanceOf (saleGoodsNo: string, where: string): number {
  const h = hash(`${saleGoodsNo}@${where}`)
  const r = (h % 10_000) / 10_000
  return Math.round(20 + r * r * 30_000)
}

function answerItem (item: PoolEntry, origin: string, where: string | undefined, soldOut: boolean, index: number) {
  const discount = cents(item.price - item.salePrice)
  const fineness = FINENESS.find((f) => f.gaeaFinenessId === item.finenessId)
  const distance = where ? distanceOf(item.saleGoodsNo, where) : undefined
  return {
    saleGoodsNo: item.saleGoodsNo,
    name: item.name,
    price: soldOut ? null : item.price,
    salePrice: soldOut ? null : item.salePrice,
    newProductPrice: item.newProductPrice,
    originalPrice: item.originalPrice,
    allDiscountAmount: discount > 0 ? discount : 0,
    discountRateDesc: `${Math.max(0.1, Math.floor((item.salePrice / item.newProductPrice) * 100) / 10).toFixed(1)}折`,
    productTag: [
      ...item.conditions.map((c) => CONDITIONS.find((x) => x.tagCode === c)?.tagName),
      item.preference.includes('SEVEN_DAYS') ? '7天无理由' : undefined
    ].filter(Boolean),
    images: [`${origin}/assets/${item.image}`],
    shopDistance: distance ?? null,
    showShopStockTag: distance !== undefined && distance < 5000 && index % 3 === 0,
    auraListImage: null,
    newGaeaFinenessImgUrl: fineness?.gaeaFinenessId === 1 ? `${origin}/assets/yx-marketing-tag.png` : null,
    newGaeaFinenessImgWidth: 96,
    newGaeaFinenessImgHeight: 36,
    jdIouPayTextImgUrl: item.salePrice > 3000 ? `${origin}/assets/yx-tag-subsidy.png` : null,
    todayDeliveryImage: null,
    officialImgUrl: null
  }
}

function failing (seed: Partial<ProductPoolSeed>, poolId: string): void {
  if (seed.pools?.[poolId]?.failFilters) throw new BusinessError(FILTER_FAILED, '筛选服务繁忙，请稍后再试')
}

const poolIdOf = (v: unknown): string => {
  const id = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''
  if (!/^[\w-]{1,64}$/.test(id)) throw new BusinessError(400, '商品池编号（poolId）缺失或无效')
  return id
}

export const productPoolDomain: Domain = {
  name: NAME,
  register (app) {
    gatewayRoute(app, 'GET', '/products/goods-filter-info', 'products/goods-filter-info', lastScenario, () => ({
      finenessInfo: FINENESS.map(({ gaeaFinenessId, gaeaFinenessName }) => ({ gaeaFinenessId, gaeaFinenessName })),
      preferenceService: PREFERENCES,
      priceFilterInfo: PRICE_BUCKETS
    }))

    gatewayRoute(app, 'POST', '/products/category-and-brand', 'products/category-and-brand', lastScenario, (ctx) => {
      const seed = seedOf<ProductPoolSeed>(ctx.scenario, NAME)
      const poolId = poolIdOf(ctx.body.poolId)
      failing(seed, poolId)
      const items = poolOf(poolId, seed)
      return CATEGORIES.filter((c) => items.some((i) => i.categoryId === c.id)).map((c) => ({
        gaeaCategoryId: c.id,
        gaeaCategoryName: c.name,
        brandList: c.brands.filter((b) => items.some((i) => i.categoryId === c.id && i.brandId === b.id)).map((b) => ({ gaeaBrandId: b.id, gaeaBrandName: b.name }))
      }))
    })

    gatewayRoute(app, 'GET', '/products/product', 'products/product', lastScenario, (ctx) => {
      const seed = seedOf<ProductPoolSeed>(ctx.scenario, NAME)
      const poolId = poolIdOf(ctx.query.poolId)
      failing(seed, poolId)
      const categoryId = numberOf(ctx.query.gaeaCategoryId)
      const brandId = numberOf(ctx.query.gaeaBrandId)
      const category = CATEGORIES.find((c) => c.id === categoryId)
      const brand = category?.brands.find((b) => b.id === brandId)
      if (!category || !brand) return []
      const items = poolOf(poolId, seed)
      const models = brand.models.filter((mo) => items.some((i) => i.modelId === mo.id)).map((mo) => ({ gaeaProductId: mo.id, gaeaProductName: mo.name }))
      return models.length && category.allModels ? [{ gaeaProductId: -1, gaeaProductName: '全部机型' }, ...models] : models
    })

    gatewayRoute(app, 'GET', '/products/ppn-list', 'products/ppn-list', lastScenario, (ctx) => {
      const seed = seedOf<ProductPoolSeed>(ctx.scenario, NAME)
      const poolId = poolIdOf(ctx.query.poolId)
      failing(seed, poolId)
      const categoryId = numberOf(ctx.query.gaeaCategoryId)
      const storage = categoryId === undefined || CATEGORIES.find((c) => c.id === categoryId)?.storage
      return {
        skuPpnList: [
          ...(storage ? [{ ppnId: 1, ppnName: '存储容量', ppvList: STORAGE.map(({ ppvId, ppvName }) => ({ ppvId, ppvName })) }] : []),
          { ppnId: 2, ppnName: '颜色', ppvList: COLOURS },
          { ppnId: 4, ppnName: '网络制式', ppvList: [] }
        ],
        pricePpnList: [{ ppnId: 3, ppnName: '版本', ppvList: VERSIONS }],
        conditionTagList: CONDITIONS,
        secondaryTagList: SECONDARY,
        warrantyPeriodTagList: WARRANTIES
      }
    })

    gatewayRoute(app, 'POST', '/products/pre-stat', 'products/pre-stat', lastScenario, (ctx) => {
      const seed = seedOf<ProductPoolSeed>(ctx.scenario, NAME)
      const poolId = poolIdOf(ctx.body.poolId)
      failing(seed, poolId)
      const filter = filterOf(ctx.body)
      const count = poolOf(poolId, seed).filter((i) => matches(i, filter)).length
      return { totalCountDesc: `共${count}件` }
    })

    gatewayRoute(app, 'POST', '/products/search-pool-item', 'products/search-pool-item', lastScenario, (ctx) => {
      const seed = seedOf<ProductPoolSeed>(ctx.scenario, NAME)
      const poolId = poolIdOf(ctx.body.poolId)
      const pageIndex = Math.max(0, Math.floor(numberOf(ctx.body.pageIndex) ?? 0))
      const filter = filterOf(ctx.body)
      const found = sortItems(poolOf(poolId, seed).filter((i) => matches(i, filter)), ctx.body.sortValue)
      const page = found.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE)
      const addressId = typeof ctx.body.addressId === 'string' && ctx.body.addressId ? `a:${ctx.body.addressId}` : undefined
      const cityId = numberOf(ctx.body.locateCityId)
      const where = addressId ?? (cityId !== undefined ? `c:${cityId}` : undefined)
      const soldOut = new Set(seed.soldOut ?? [])
      return {
        dataList: page.map((item, i) => answerItem(item, ctx.origin, where, soldOut.has(item.saleGoodsNo), pageIndex * PAGE_SIZE + i)),
        page: { pageIndex, pageSize: PAGE_SIZE, total: found.length }
      }
    })

    gatewayRoute(app, 'POST', '/regions/locate-city-v4', 'regions/locate-city-v4', lastScenario, (ctx) => {
      const latitude = numberOf(ctx.body.latitude)
      const longitude = numberOf(ctx.body.longitude)
      if (latitude === undefined || longitude === undefined || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new BusinessError(400, '经纬度（longitude, latitude）缺失或无效')
      const nearest = [...CITIES].sort((a, b) => Math.hypot(a.latitude - latitude, a.longitude - longitude) - Math.hypot(b.latitude - latitude, b.longitude - longitude))[0]
      return { id: nearest.id, name: nearest.name, aflCityCode: nearest.aflCityCode }
    })
  }
}
