/**
 * Products domain (001 §7): live prices of configured products.
 *
 * Several blocks on one page ask for prices as they mount (a grid, a card
 * carousel, a banner, each seckill session). `prices` coalesces the asks made
 * in the same tick into one request per parameter set and hands each caller
 * its own products from the shared answer. The batch lives in this service,
 * which each root store creates (no module state).
 */
import * as v from 'valibot'
import { PRICE_LIST_PATH } from './constants'
import type { Http } from './http'

/** Numbers may come as numeric strings; anything else is "not known". */
const amount = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'number' ? x : typeof x === 'string' && x.trim() ? Number(x) : NaN)),
  v.transform((n) => (Number.isFinite(n) ? n : undefined))
)
const optionalAmount = v.optional(amount)

/** One product's live prices (001 §7): a missing lowestPrice means sold out. */
export const LivePriceSchema = v.looseObject({
  id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number(), v.finite()),
  dailyPrice: optionalAmount,
  discountPrice: optionalAmount,
  lowestPrice: optionalAmount,
  orderCount: optionalAmount,
  soldCountDesc: v.optional(v.nullable(v.string())),
  iouData: v.optional(v.nullable(v.looseObject({ perPeriodPrice: optionalAmount, period: optionalAmount })))
})
export type LivePrice = v.InferOutput<typeof LivePriceSchema>

/** The answer: a list; entries the client cannot read are dropped one by one, not the whole answer. */
const InfoListSchema = v.pipe(
  v.nullable(v.array(v.unknown())),
  v.transform((list) => (list ?? []).flatMap((entry) => {
    const parsed = v.safeParse(LivePriceSchema, entry)
    return parsed.success ? [parsed.output] : []
  }))
)

/** What the prices are for: plain products with installments, or a seckill session's window with sales. */
export type PriceQuery =
  | { needIouData: true }
  | { needOrderCount: true, needSoldCount: true, startTime: string, endTime: string }

export interface ProductService {
  /** One call of POST /avatar/model/get-info-list. */
  infoList (params: PriceQuery & { ids: number[] }): Promise<LivePrice[]>
  /**
   * Prices of `ids`, coalesced with the other asks of this tick that share the
   * query: by product id; rejects (the products are errors, shown "sold out")
   * when the call fails or answers a non-ok code.
   */
  prices (ids: readonly number[], query: PriceQuery): Promise<Map<number, LivePrice>>
}

interface Batch {
  query: PriceQuery
  ids: Set<number>
  waiters: Array<{ resolve: (answer: LivePrice[]) => void, reject: (error: unknown) => void }>
}

export function createProductService (http: Http, defer: (run: () => void) => void = (run) => { setTimeout(run, 0) }): ProductService {
  const batches = new Map<string, Batch>()

  const infoList: ProductService['infoList'] = (params) => http.request(PRICE_LIST_PATH, { data: { ...params }, schema: InfoListSchema })

  function flush (key: string): void {
    const batch = batches.get(key)
    batches.delete(key)
    if (!batch) return
    infoList({ ...batch.query, ids: [...batch.ids] }).then(
      (answer) => { for (const w of batch.waiters) w.resolve(answer) },
      (error: unknown) => { for (const w of batch.waiters) w.reject(error) }
    )
  }

  return {
    infoList,
    async prices (ids, query) {
      const wanted = ids.filter((id) => Number.isFinite(id))
      if (!wanted.length) return new Map()
      const key = JSON.stringify(query, Object.keys(query).sort())
      let batch = batches.get(key)
      if (!batch) {
        batch = { query, ids: new Set(), waiters: [] }
        batches.set(key, batch)
        defer(() => flush(key))
      }
      for (const id of wanted) batch.ids.add(id)
      const answer = await new Promise<LivePrice[]>((resolve, reject) => batch?.waiters.push({ resolve, reject }))
      const mine = new Set(wanted)
      return new Map(answer.filter((p) => mine.has(p.id)).map((p) => [p.id, p]))
    }
  }
}
