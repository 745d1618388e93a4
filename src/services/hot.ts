/**
 * The personal hot-price card's call (002 §3, §7): `POST /my-product-hot/detail`
 * with productId, cityId, brand, model → the card. The answer is read field by
 * field: an unreadable price or trend costs only that field (the card shows
 * `????` or no trend line), a `null` answer is "no product for this visitor",
 * and an answer without a product id or name is no card either.
 */
import * as v from 'valibot'
import type { Http } from './http'

export const HOT_PATHS = {
  detail: '/campaign-center/api/my-product-hot/detail'
} as const

/** Device names longer than this are not names (a host's model string is short: "iPhone 13<iPhone14,5>"). */
export const DEVICE_TEXT_MAX = 50

export interface HotQuery {
  /** A product the operator chose; without it the server picks the visitor's own (002 §3 productTag). */
  productId?: string
  cityId?: number
  brand?: string
  model?: string
}

const text = (max: number) => v.pipe(v.unknown(), v.transform((x) => (typeof x === 'string' && x.trim() ? x.trim().slice(0, max) : typeof x === 'number' && Number.isFinite(x) ? String(x) : undefined)))
/** Yuan: a number or numeric text, never negative; anything else is unknown. */
const money = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(x) ? Number(x) : NaN)),
  v.transform((n) => (Number.isFinite(n) && n >= 0 ? n : undefined))
)
/** A small enumeration or count: an integer (or its text), else unknown. */
const int = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : NaN)),
  v.transform((n) => (Number.isInteger(n) && n >= 0 ? n : undefined))
)

/** 002 §3 "Product hot card", every field optional on the wire. */
const CardSchema = v.object({
  productId: text(64),
  productName: text(80),
  productImage: text(1000),
  inquiryPrice: money,
  couponPrice: money,
  inquiryKey: text(128),
  productTag: int,
  trendDays: int,
  trendStatus: int,
  trendChangeAmount: money
})
export type HotCardAnswer = v.InferOutput<typeof CardSchema> & { productId: string, productName: string }

/** `null` (or a card without its product): nothing for this visitor. */
const DetailSchema = v.pipe(
  v.unknown(),
  v.transform((data): HotCardAnswer | null => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
    const card = v.parse(CardSchema, data)
    return card.productId && card.productName ? card as HotCardAnswer : null
  })
)

export interface HotService {
  /** 002 §7: the card for this product, or for the visitor's own device / follows / history / the hot list. */
  detail (query: HotQuery): Promise<HotCardAnswer | null>
}

const cut = (s: string | undefined): string | undefined => {
  const trimmed = s?.trim()
  return trimmed ? trimmed.slice(0, DEVICE_TEXT_MAX) : undefined
}

export function createHotService (http: Http): HotService {
  return {
    detail: ({ productId, cityId, brand, model }) => http.request(HOT_PATHS.detail, {
      // Only what is known goes: an empty brand would read as "a device called ''".
      data: Object.fromEntries(Object.entries({ productId: cut(productId), cityId, brand: cut(brand), model: cut(model) }).filter(([, value]) => value !== undefined)),
      schema: DetailSchema
    })
  }
}
