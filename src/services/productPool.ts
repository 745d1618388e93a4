/**
 * Product pool domain (001 §7): the filter panel's options
 * (goods-filter-info, category-and-brand, ppn-list, product), the matching
 * count (pre-stat), the list (search-pool-item) and the city of a location
 * (locate-city-v4). The spec shows only some answers' shapes: the others are
 * this client's reading (the product pool block's README), each list read entry by entry so
 * one bad entry costs only itself.
 */
import * as v from 'valibot'
import { LOCATE_TIMEOUT_MS, type Http } from './http'
import type { CallFailures } from './failure'
import { CitySchema, type City } from './types'

export const POOL_PATHS = {
  filterInfo: '/products/goods-filter-info',
  categoryAndBrand: '/products/category-and-brand',
  ppnList: '/products/ppn-list',
  preStat: '/products/pre-stat',
  models: '/products/product',
  search: '/products/search-pool-item',
  locateCity: '/regions/locate-city-v4'
} as const

/** The pool's calls whose failure differs from the catalogue's (the product pool block's README, filter panel). */
export const POOL_FAILURES = {
  // The matching count on the filter panel's confirm button is a hint: without it the button shows its plain label.
  [POOL_PATHS.preStat]: { quiet: 'the filter panel\'s matching count is a hint: without it the confirm button shows its plain label' },
  // Distances wait for the city no longer than the spec's geolocation timeout, and go without it.
  [POOL_PATHS.locateCity]: { timeoutMs: LOCATE_TIMEOUT_MS, quiet: 'the city of a location: the cards go without distances' }
} as const satisfies CallFailures

/** The `scene` the pool's calls send (001 §7 names the field, not its value: the product pool block's README). */
export const POOL_SCENE = 'YANXUAN_POOL'

// ---- Readers ----------------------------------------------------------------

const MAX_ENTRIES = 200

const amount = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'number' ? x : typeof x === 'string' && x.trim() ? Number(x) : NaN)),
  v.transform((n) => (Number.isFinite(n) ? n : undefined))
)
const text = (max = 200) => v.pipe(v.unknown(), v.transform((x) => (typeof x === 'string' && x.trim() ? x.trim().slice(0, max) : typeof x === 'number' && Number.isFinite(x) ? String(x) : undefined)))
const intId = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]), v.transform(Number), v.integer())
const flag = v.pipe(v.unknown(), v.transform((x) => x === true || x === 1 || x === '1' || x === 'true'))

/** A list whose unreadable entries are dropped one by one (null: empty). */
function listOf<S extends v.GenericSchema> (entry: S) {
  // Optional with a default: a missing key is an empty list as much as null or a non-list.
  return v.optional(v.pipe(
    v.unknown(),
    v.transform((list) => (Array.isArray(list) ? list : []).slice(0, MAX_ENTRIES).flatMap((raw) => {
      const parsed = v.safeParse(entry, raw)
      return parsed.success ? [parsed.output as v.InferOutput<S>] : []
    }))
  ), () => [])
}

const named = <K extends string, N extends string>(idKey: K, nameKey: N) => v.pipe(
  v.looseObject({ [idKey]: v.unknown(), [nameKey]: text(30) } as Record<K | N, v.GenericSchema>),
  v.transform((o) => ({ id: typeof o[idKey] === 'number' || typeof o[idKey] === 'string' ? String(o[idKey]).trim() : '', name: o[nameKey] as string | undefined })),
  v.check((o) => !!o.id && o.id.length <= 64 && !!o.name),
  v.transform((o) => ({ id: o.id, name: o.name as string }))
)

export interface Option { id: string, name: string }

/** 001 §7 goods-filter-info: finenessInfo[gaeaFinenessId, gaeaFinenessName], preferenceService[type, name], priceFilterInfo[minPrice, maxPrice]. */
const FilterInfoSchema = v.pipe(
  v.nullable(v.looseObject({
    finenessInfo: listOf(named('gaeaFinenessId', 'gaeaFinenessName')),
    preferenceService: listOf(named('type', 'name')),
    priceFilterInfo: listOf(v.pipe(v.looseObject({ minPrice: v.optional(amount), maxPrice: v.optional(amount) }), v.transform((b) => ({ minPrice: b.minPrice, maxPrice: b.maxPrice }))))
  })),
  v.transform((o) => ({ fineness: o?.finenessInfo ?? [], preferences: o?.preferenceService ?? [], priceBuckets: o?.priceFilterInfo ?? [] }))
)
export type FilterInfo = v.InferOutput<typeof FilterInfoSchema>

const BrandSchema = v.pipe(v.looseObject({ gaeaBrandId: intId, gaeaBrandName: text(20) }), v.check((b) => !!b.gaeaBrandName), v.transform((b) => ({ id: b.gaeaBrandId, name: b.gaeaBrandName as string })))
/** category-and-brand (shape not in the spec): [{gaeaCategoryId, gaeaCategoryName, brandList[gaeaBrandId, gaeaBrandName]}]. */
const CategoriesSchema = v.pipe(
  listOf(v.pipe(
    v.looseObject({ gaeaCategoryId: intId, gaeaCategoryName: text(20), brandList: listOf(BrandSchema) }),
    v.check((c) => !!c.gaeaCategoryName),
    v.transform((c) => ({ id: c.gaeaCategoryId, name: c.gaeaCategoryName as string, brands: c.brandList }))
  ))
)
export type PoolCategory = v.InferOutput<typeof CategoriesSchema>[number]

/** product (shape not in the spec): [{gaeaProductId, gaeaProductName}]; an id of -1 is the all-models option. */
const ModelsSchema = listOf(v.pipe(v.looseObject({ gaeaProductId: intId, gaeaProductName: text(40) }), v.check((m) => !!m.gaeaProductName), v.transform((m) => ({ id: m.gaeaProductId, name: m.gaeaProductName as string }))))
export type PoolModelOption = v.InferOutput<typeof ModelsSchema>[number]

const PpnSchema = v.pipe(
  v.looseObject({ ppnId: v.union([v.number(), v.string()]), ppnName: text(20), ppvList: listOf(named('ppvId', 'ppvName')) }),
  v.check((p) => !!p.ppnName),
  v.transform((p) => ({ id: String(p.ppnId), name: p.ppnName as string, options: p.ppvList }))
)
const TagSchema = named('tagCode', 'tagName')
/** 001 §7 ppn-list: skuPpnList, pricePpnList, conditionTagList, secondaryTagList, warrantyPeriodTagList (entries' shapes ours). */
const PpnListSchema = v.pipe(
  v.nullable(v.looseObject({
    skuPpnList: listOf(PpnSchema),
    pricePpnList: listOf(PpnSchema),
    conditionTagList: listOf(TagSchema),
    secondaryTagList: listOf(TagSchema),
    warrantyPeriodTagList: listOf(TagSchema)
  })),
  v.transform((o) => ({
    sku: o?.skuPpnList ?? [],
    price: o?.pricePpnList ?? [],
    condition: o?.conditionTagList ?? [],
    secondary: o?.secondaryTagList ?? [],
    warranty: o?.warrantyPeriodTagList ?? []
  }))
)
export type PpnList = v.InferOutput<typeof PpnListSchema>
export type PpnGroup = PpnList['sku'][number]

/** 001 §7 pre-stat: totalCountDesc. */
const PreStatSchema = v.pipe(v.nullable(v.looseObject({ totalCountDesc: text(20) })), v.transform((o) => o?.totalCountDesc))

/** Texts (a tag may come as {tagName}); missing, null or not a list: none. */
const strings = (max: number) => v.optional(v.pipe(
  v.unknown(),
  v.transform((list) => (Array.isArray(list) ? list : []).slice(0, max).flatMap((x) => (typeof x === 'string' && x.trim() ? [x] : isObject(x) && typeof x.tagName === 'string' ? [x.tagName] : [])))
), () => [])
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const optionalText = (max: number) => v.optional(text(max))
const optionalAmount = v.optional(amount)

/** 001 §3 "Pool item". Entries without a saleGoodsNo or a name are dropped. */
export const PoolItemSchema = v.pipe(
  v.looseObject({
    saleGoodsNo: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(64)),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.transform((s) => s.slice(0, 100))),
    price: optionalAmount,
    salePrice: optionalAmount,
    newProductPrice: optionalAmount,
    originalPrice: optionalAmount,
    allDiscountAmount: optionalAmount,
    discountRateDesc: optionalText(12),
    productTag: strings(10),
    images: strings(10),
    shopDistance: optionalAmount,
    showShopStockTag: v.optional(flag),
    auraListImage: optionalText(4096),
    newGaeaFinenessImgUrl: optionalText(4096),
    newGaeaFinenessImgWidth: optionalAmount,
    newGaeaFinenessImgHeight: optionalAmount,
    jdIouPayTextImgUrl: optionalText(4096),
    todayDeliveryImage: optionalText(4096),
    officialImgUrl: optionalText(4096)
  }),
  v.transform((o) => ({
    saleGoodsNo: o.saleGoodsNo,
    name: o.name,
    price: o.price,
    salePrice: o.salePrice,
    newProductPrice: o.newProductPrice,
    originalPrice: o.originalPrice,
    allDiscountAmount: o.allDiscountAmount,
    discountRateDesc: o.discountRateDesc,
    productTag: o.productTag,
    images: o.images,
    shopDistance: o.shopDistance,
    showShopStockTag: o.showShopStockTag ?? false,
    auraListImage: o.auraListImage,
    newGaeaFinenessImgUrl: o.newGaeaFinenessImgUrl,
    newGaeaFinenessImgWidth: o.newGaeaFinenessImgWidth,
    newGaeaFinenessImgHeight: o.newGaeaFinenessImgHeight,
    jdIouPayTextImgUrl: o.jdIouPayTextImgUrl,
    todayDeliveryImage: o.todayDeliveryImage,
    officialImgUrl: o.officialImgUrl
  }))
)
export type PoolItem = v.InferOutput<typeof PoolItemSchema>

/** 001 §7 search-pool-item: "data list and page" read as {dataList, page{pageIndex, pageSize, total}}; null: an empty page. */
const SearchSchema = v.pipe(
  v.nullable(v.looseObject({
    dataList: listOf(PoolItemSchema),
    page: v.optional(v.nullable(v.looseObject({ pageIndex: optionalAmount, pageSize: optionalAmount, total: optionalAmount })))
  })),
  v.transform((o) => ({ items: o?.dataList ?? [], pageIndex: o?.page?.pageIndex, total: o?.page?.total }))
)
export type SearchPage = v.InferOutput<typeof SearchSchema>

// ---- Calls ------------------------------------------------------------------

/** The filter fields of 001 §3 "Pool filter (search body)": the panel and picker fill them (the block's filters.ts). */
export interface PoolFilter {
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

/** 001 §3 "Pool filter (search body)". */
export interface SearchBody extends PoolFilter {
  sortValue: string
  pageIndex: number
  poolId: string
  addressId?: string
  locateCityId?: number
}

/** 001 §7 pre-stat: page 0, size 20, coordinates, cityId, localCityId, scene, poolId (with the filter). */
export interface PreStatBody extends Omit<SearchBody, 'pageIndex' | 'addressId' | 'locateCityId'> {
  page: number
  size: number
  longitude?: number
  latitude?: number
  cityId: number
  localCityId?: number
  scene: string
}

export interface ProductPoolService {
  filterInfo (params: { cityId: number }): Promise<FilterInfo>
  categoryAndBrand (params: { scene: string, poolId: string, keyword?: string, gaeaCategoryIds?: number[], gaeaBrandIds?: number[] }): Promise<PoolCategory[]>
  ppnList (params: { scene: string, poolId: string, gaeaCategoryId?: number, gaeaBrandId?: number, gaeaProductId?: number }): Promise<PpnList>
  preStat (body: PreStatBody): Promise<string | undefined>
  models (params: { scene: string, poolId: string, gaeaCategoryId?: number, gaeaBrandId?: number }): Promise<PoolModelOption[]>
  search (body: SearchBody): Promise<SearchPage>
  /** The city of a GCJ-02 location (001 §7 "city; result shape not shown beyond city"): read as 000's city. */
  locateCity (params: { longitude: number, latitude: number }): Promise<City | null>
}

/** Leaves out undefined fields (GET query strings and bodies alike). */
function defined<T extends object> (params: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))
}

export function createProductPoolService (http: Http): ProductPoolService {
  return {
    filterInfo: (params) => http.request(POOL_PATHS.filterInfo, { method: 'GET', data: defined(params), schema: FilterInfoSchema }),
    categoryAndBrand: (params) => http.request(POOL_PATHS.categoryAndBrand, { data: defined(params), schema: CategoriesSchema }),
    ppnList: (params) => http.request(POOL_PATHS.ppnList, { method: 'GET', data: defined(params), schema: PpnListSchema }),
    preStat: (body) => http.request(POOL_PATHS.preStat, { data: defined(body), schema: PreStatSchema }),
    models: (params) => http.request(POOL_PATHS.models, { method: 'GET', data: defined(params), schema: ModelsSchema }),
    search: (body) => http.request(POOL_PATHS.search, { data: defined(body), schema: SearchSchema }),
    // The geolocation timeout (000 §9: 5 s) per try, as the page's own city call: with its one retry the pool
    // stops asking after 10 s, not 30 (its list does not wait for it past 3 s anyway).
    locateCity: (params) => http.request(POOL_PATHS.locateCity, { data: defined(params), timeout: POOL_FAILURES[POOL_PATHS.locateCity].timeoutMs, schema: v.nullable(CitySchema) })
  }
}
