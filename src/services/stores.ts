/**
 * The nearby-store list (002 §3 "Store", §7). 002 §7 does not show the call
 * nor its answer ("store-list calls: not shown … Response shape of the store
 * list: not shown"): this client's reading, in the store list block's README, is
 * `POST /campaign-center/api/shop/nearby-list` with the component's choice of
 * stores (shopIds, or shopTags / shopTypes / shopServices), the page's
 * cityId, the visitor's GCJ-02 latitude and longitude when known and how
 * many to return; the answer is the shops (an array, or `{ list | shops }`)
 * with the §3 fields, `distance` in metres from the sent location. Each shop
 * is read on its own: one the client cannot read is dropped, never the list.
 */
import * as v from 'valibot'
import type { Http } from './http'

export const STORES_PATHS = {
  list: '/campaign-center/api/shop/nearby-list'
} as const

/** More shops than this in one answer are a bug upstream: the rest are not read. */
const MAX_SHOPS = 50

const text = (max: number) => v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'string' && x.trim() ? x.trim().slice(0, max) : typeof x === 'number' && Number.isFinite(x) ? String(x) : undefined))
)
const number = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'number' ? x : typeof x === 'string' && x.trim() ? Number(x) : NaN)),
  v.transform((n) => (Number.isFinite(n) ? n : undefined))
)
/** A list of texts (or of `{ name }` / `{ url }` objects), each cut to `max`, at most `count`. */
const texts = (max: number, count: number) => v.pipe(
  v.unknown(),
  v.transform((x): string[] => (Array.isArray(x) ? x : typeof x === 'string' ? x.split(',') : []).slice(0, count * 2).flatMap((item: unknown) => {
    const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).name ?? (item as Record<string, unknown>).url ?? (item as Record<string, unknown>).imgUrl : item
    const s = typeof raw === 'string' ? raw.trim().slice(0, max) : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : ''
    return s ? [s] : []
  }).slice(0, count))
)
const ids = v.pipe(
  v.unknown(),
  v.transform((x): number[] => (Array.isArray(x) ? x : typeof x === 'string' ? x.split(',') : []).slice(0, 40)
    .map((n: unknown) => (typeof n === 'number' ? n : typeof n === 'string' && /^\s*\d+\s*$/.test(n) ? Number(n) : NaN))
    .filter((n: number) => Number.isInteger(n) && n >= 0))
)

/** 002 §3 "Store" (`shop`), as answered; the block's model reads the fields (status, hours, images, …). */
const ShopSchema = v.pipe(
  v.looseObject({
    id: v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))]),
    name: v.optional(text(40)),
    address: v.optional(text(120)),
    imgUrl: v.optional(text(2000)),
    shopImages: v.optional(texts(2000, 10)),
    businessStatus: v.optional(number),
    openTimeTxt: v.optional(text(40)),
    closeTimeTxt: v.optional(text(40)),
    businessStartTime: v.optional(text(8)),
    businessEndTime: v.optional(text(8)),
    weekendBusinessStartTime: v.optional(text(8)),
    weekendBusinessEndTime: v.optional(text(8)),
    tags: v.optional(texts(12, 10)),
    mobile: v.optional(text(20)),
    latitude: v.optional(number),
    longitude: v.optional(number),
    indoorLocation: v.optional(text(60)),
    distance: v.optional(number),
    frontCategoryIds: v.optional(ids),
    shopServiceIds: v.optional(ids),
    shopType: v.optional(number)
  }),
  v.check((s) => !!s.name),
  v.transform((s): ShopAnswer => ({
    id: String(s.id),
    name: s.name as string,
    address: s.address,
    imgUrl: s.imgUrl,
    shopImages: s.shopImages ?? [],
    businessStatus: s.businessStatus,
    openTimeTxt: s.openTimeTxt,
    closeTimeTxt: s.closeTimeTxt,
    businessStartTime: s.businessStartTime,
    businessEndTime: s.businessEndTime,
    weekendBusinessStartTime: s.weekendBusinessStartTime,
    weekendBusinessEndTime: s.weekendBusinessEndTime,
    tags: s.tags ?? [],
    mobile: s.mobile,
    latitude: s.latitude,
    longitude: s.longitude,
    indoorLocation: s.indoorLocation,
    distance: s.distance,
    frontCategoryIds: s.frontCategoryIds ?? [],
    shopServiceIds: s.shopServiceIds ?? [],
    shopType: s.shopType
  }))
)
/** 002 §3 "Store" as read: lists are always lists, everything else may be missing. */
export interface ShopAnswer {
  id: string
  name: string
  address?: string
  imgUrl?: string
  shopImages: string[]
  /** 1 open, 2 closing soon, 3 resting. */
  businessStatus?: number
  openTimeTxt?: string
  closeTimeTxt?: string
  /** HH:mm, weekdays and weekend. */
  businessStartTime?: string
  businessEndTime?: string
  weekendBusinessStartTime?: string
  weekendBusinessEndTime?: string
  tags: string[]
  mobile?: string
  /** GCJ-02. */
  latitude?: number
  longitude?: number
  indoorLocation?: string
  /** Metres from the location sent. */
  distance?: number
  frontCategoryIds: number[]
  shopServiceIds: number[]
  /** 002 §3 store types (luxury 8, gift 20, gold 21). */
  shopType?: number
}

/** The shops: an array or `{ list | shops | records }`; an entry that does not fit is dropped; anything else is none. */
const ShopListSchema = v.pipe(
  v.unknown(),
  v.transform((data): unknown[] => {
    if (Array.isArray(data)) return data
    if (typeof data === 'object' && data !== null) {
      const o = data as Record<string, unknown>
      const inner = o.list ?? o.shops ?? o.records
      if (Array.isArray(inner)) return inner
    }
    return []
  }),
  v.transform((items) => items.slice(0, MAX_SHOPS).flatMap((item) => {
    const parsed = v.safeParse(ShopSchema, item)
    return parsed.success ? [parsed.output] : []
  }))
)

export interface ShopListQuery {
  /** The stores the operator chose, in their order; else the filters below pick them. */
  shopIds?: string[]
  shopTags?: string[]
  shopTypes?: number[]
  shopServices?: string[]
  cityId?: number
  /** GCJ-02, only when the device gave a location. */
  latitude?: number
  longitude?: number
  /** How many the block shows. */
  size: number
}

export interface StoresService {
  /** The stores of a component, nearest first when a location is sent. */
  list (query: ShopListQuery): Promise<ShopAnswer[]>
}

/** The payload as sent: lists as arrays, nothing empty. */
export function listPayload (query: ShopListQuery): Record<string, unknown> {
  const body: Record<string, unknown> = { size: query.size }
  if (query.shopIds?.length) body.shopIds = query.shopIds
  else {
    if (query.shopTags?.length) body.shopTags = query.shopTags
    if (query.shopTypes?.length) body.shopTypes = query.shopTypes
    if (query.shopServices?.length) body.shopServices = query.shopServices
  }
  if (query.cityId !== undefined) body.cityId = query.cityId
  if (query.latitude !== undefined && query.longitude !== undefined) {
    body.latitude = query.latitude
    body.longitude = query.longitude
  }
  return body
}

export function createStoresService (http: Http): StoresService {
  return {
    list: (query) => http.request(STORES_PATHS.list, { data: listPayload(query), schema: ShopListSchema })
  }
}
