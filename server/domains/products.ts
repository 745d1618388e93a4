/**
 * Products domain (001 §3, §4, §7): live prices for the curated blocks and the
 * flash sale (`/avatar/model/get-info-list`), and the appointment calls
 * (`/activity-book/*`: query, book, cancel).
 *
 * State: prices are the same for everyone (catalogue in products.data.ts);
 * bookings are per user; per visitor, the instant each scenario's relative
 * seckill times are counted from (see `personalise`).
 *
 * Seed (`seed.products`): `booked` — `[{sessId, actId, actType?}]` booked for
 * every user (actType 1 when absent); `soldOut` — product ids answered without
 * a lowestPrice; `priceFault` — the price call answers business code 50001.
 */
import type { FastifyInstance } from 'fastify'
import { BusinessError, gatewayRoute, type GatewayContext } from '../gateway'
import type { User } from '../sessions'
import { CATALOGUE_BY_ID, type CatalogueItem, type IouData } from './products.data'
import { anchorOf, resolveRelative } from './relativeTime'
import { lastScenario, requireUser, seedOf, userState, type Component, type Domain, type PersonaliseContext } from './types'

export interface ProductsSeed {
  booked: Array<{ sessId: number | string, actId: number | string, actType?: number }>
  soldOut: number[]
  priceFault: boolean
}

/** One product of the price answer (001 §7). */
export interface PriceInfo {
  id: number
  dailyPrice: number
  discountPrice: number
  lowestPrice?: number
  orderCount?: number
  soldCountDesc?: string
  iouData?: IouData
}

/** The price service's business failure under `seed.products.priceFault` (the real code is not in the spec). */
export const PRICE_FAULT = { code: 50001, msg: '商品价格服务繁忙，请稍后再试' } as const
export const MAX_IDS = 100
/** Window orders per hour for products without their own `flash` rate. */
const DEFAULT_PER_HOUR = 2
const MINUTE = 60_000
const HOUR = 60 * MINUTE

const NAME = 'products'

// ---- times ------------------------------------------------------------------------

const BEIJING_OFFSET_MS = 8 * HOUR
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time as ms, from an instant. */
export function formatBeijing (ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** Parses 'YYYY-MM-DD HH:mm:ss' (Beijing time); undefined when malformed or not a real date (2026-02-30). */
export function parseBeijing (text: string): number | undefined {
  const m = DATE_TIME.exec(text)
  if (!m) return undefined
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - BEIJING_OFFSET_MS
  return formatBeijing(ms) === text ? ms : undefined
}

/**
 * Orders of a product inside a seckill window at `now`: none before it
 * starts, then `flash.base` plus `flash.perHour` for each hour it has run (up
 * to its end). Deterministic from the emulator clock, so the progress bar
 * moves for QA and stays exact under a fixed clock in tests.
 */
export function orderCountIn (item: CatalogueItem, start: number, end: number, now: number): number {
  if (now < start) return 0
  const { base, perHour } = item.flash ?? { base: 0, perHour: DEFAULT_PER_HOUR }
  return base + Math.floor((Math.min(now, end) - start) / HOUR * perHour)
}

// ---- get-info-list ------------------------------------------------------------------

interface PriceQuery {
  ids: number[]
  needIouData: boolean
  needOrderCount: boolean
  needSoldCount: boolean
  window?: { start: number, end: number }
}

const bad = (msg: string): BusinessError => new BusinessError(400, msg)

function flag (body: Record<string, unknown>, name: string): boolean {
  const value = body[name]
  if (value !== undefined && typeof value !== 'boolean') throw bad(`${name} 须为布尔值`)
  return value === true
}

function priceQueryOf (body: Record<string, unknown>): PriceQuery {
  const { ids, startTime, endTime } = body
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number' && Number.isInteger(id))) throw bad('商品 id 列表（ids）须为数字数组')
  if (ids.length > MAX_IDS) throw bad(`一次最多查询 ${MAX_IDS} 个商品`)
  const query: PriceQuery = { ids: [...new Set(ids as number[])], needIouData: flag(body, 'needIouData'), needOrderCount: flag(body, 'needOrderCount'), needSoldCount: flag(body, 'needSoldCount') }
  if (startTime === undefined && endTime === undefined) return query
  if (startTime === undefined || endTime === undefined) throw bad('开始时间与结束时间须同时传入')
  const start = typeof startTime === 'string' ? parseBeijing(startTime) : undefined
  const end = typeof endTime === 'string' ? parseBeijing(endTime) : undefined
  if (start === undefined || end === undefined) throw bad('时间须为 YYYY-MM-DD HH:mm:ss 格式')
  if (start > end) throw bad('开始时间不能晚于结束时间')
  return { ...query, window: { start, end } }
}

function priceInfo (item: CatalogueItem, query: PriceQuery, soldOut: boolean, now: number): PriceInfo {
  const info: PriceInfo = { id: item.id, dailyPrice: item.dailyPrice, discountPrice: item.discountPrice }
  // A sold-out product comes without lowestPrice (001 §4: "sold out when there is no lowest price").
  if (!soldOut && item.lowestPrice !== undefined) info.lowestPrice = item.lowestPrice
  if (query.needOrderCount) info.orderCount = query.window ? orderCountIn(item, query.window.start, query.window.end, now) : item.orderCount
  if (query.needSoldCount) info.soldCountDesc = item.soldCountDesc
  if (query.needIouData && item.iouData && info.lowestPrice !== undefined) info.iouData = { ...item.iouData }
  return info
}

// ---- bookings -----------------------------------------------------------------------

interface BookingUserState {
  booked: Set<string>
  /** Seeded bookings this user cancelled. */
  cancelled: Set<string>
}

const freshBookings = (): BookingUserState => ({ booked: new Set<string>(), cancelled: new Set<string>() })
const bookingKey = (actType: number, sessId: unknown, actId: unknown): string => `${actType}:${String(sessId)}:${String(actId)}`
const isId = (v: unknown): v is number | string => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '')

/** actType 1: seckill appointment; 2: coupon-grab reminder (001 §7). */
function bookingOf (body: Record<string, unknown>): { actType: number, sessId: number | string } {
  const { sessId, actType } = body
  if (!isId(sessId)) throw bad('场次 id（sessId）缺失')
  if (actType !== 1 && actType !== 2) throw bad('预约类型（actType）须为 1 或 2')
  return { actType, sessId }
}

function bookedIn (mine: BookingUserState, seed: Partial<ProductsSeed>, key: string): boolean {
  const seeded = (seed.booked ?? []).some((b) => bookingKey(b.actType ?? 1, b.sessId, b.actId) === key)
  return !mine.cancelled.has(key) && (mine.booked.has(key) || seeded)
}

/** Whether a user has booked one act (for another domain's personaliser, e.g. the coupon grab). */
export function isBooked (ctx: Pick<PersonaliseContext, 'sessions' | 'scenario'>, user: User, actType: number, sessId: unknown, actId: unknown): boolean {
  return bookedIn(userState(ctx.sessions, user, NAME, freshBookings), seedOf<ProductsSeed>(ctx.scenario, NAME), bookingKey(actType, sessId, actId))
}

// ---- relative seckill times (server/domains/relativeTime.ts) ---------------------------

/** `startInMinutes` / `durationMinutes` (default 60) → `seckillStartDt` / `seckillEndDt` in ms; fixed times stay as given. */
export const resolveSession = (session: unknown, anchor: number): unknown => resolveRelative(session, anchor, { start: 'seckillStartDt', end: 'seckillEndDt' })

function personaliseSeckill (component: Component, ctx: PersonaliseContext): Component {
  const seckill = component.data?.yanxuanSeckill
  if (!seckill) return component
  const now = ctx.now
  const anchor = anchorOf(ctx, now)
  const contents = (seckill.contents ?? []).map((content) =>
    Array.isArray(content.configs) ? { ...content, configs: content.configs.map((s) => resolveSession(s, anchor)) } : content)
  return { ...component, data: { ...component.data, yanxuanSeckill: { ...seckill, sysTime: now, contents } } }
}

// ---- routes ------------------------------------------------------------------------

type Handler = (ctx: GatewayContext) => unknown

export const productsDomain: Domain = {
  name: NAME,
  register (app, { sessions }) {
    gatewayRoute(app, 'POST', '/avatar/model/get-info-list', 'model/get-info-list', lastScenario, (ctx) => {
      const query = priceQueryOf(ctx.body)
      const seed = seedOf<ProductsSeed>(ctx.scenario, NAME)
      if (seed.priceFault) throw new BusinessError(PRICE_FAULT.code, PRICE_FAULT.msg)
      const soldOut = new Set(seed.soldOut ?? [])
      // Unknown ids are left out, as a price service would.
      return query.ids.flatMap((id) => {
        const item = CATALOGUE_BY_ID.get(id)
        return item ? [priceInfo(item, query, soldOut.has(id), ctx.now)] : []
      })
    })

    gatewayRoute(app, 'POST', '/activity-book/query-status', 'activity-book/query-status', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const { actType, sessId } = bookingOf(ctx.body)
      const { actIds } = ctx.body
      if (!Array.isArray(actIds) || !actIds.every(isId)) throw bad('活动 id 列表（actIds）须为数组')
      const mine = userState(sessions, user, NAME, freshBookings)
      const seed = seedOf<ProductsSeed>(ctx.scenario, NAME)
      return Object.fromEntries(actIds.map((actId) => [String(actId), bookedIn(mine, seed, bookingKey(actType, sessId, actId))]))
    })

    const change = (booked: boolean): Handler => (ctx) => {
      const user = requireUser(sessions, ctx)
      const { actType, sessId } = bookingOf(ctx.body)
      const { actId, sceneCode } = ctx.body
      if (!isId(actId)) throw bad('活动 id（actId）缺失')
      if (typeof sceneCode !== 'string' || !sceneCode) throw bad('预约场景码（sceneCode）缺失')
      const mine = userState(sessions, user, NAME, freshBookings)
      const key = bookingKey(actType, sessId, actId)
      if (booked) {
        mine.booked.add(key)
        mine.cancelled.delete(key)
      } else {
        mine.booked.delete(key)
        mine.cancelled.add(key)
      }
      return true
    }
    // Emulator/QA route: the host's subscribe page books for real; the QA build's subscribe page calls this.
    gatewayRoute(app, 'POST', '/activity-book/book', 'activity-book/book', lastScenario, change(true), { action: true })
    void app.register(async (scope: FastifyInstance) => {
      // 001 §7 answers the cancel with code 200 (a success code like 0): answer it that way so the client's 200 path runs.
      scope.addHook('preSerialization', async (_req, _reply, payload: unknown) =>
        typeof payload === 'object' && payload !== null && (payload as { code?: unknown }).code === 0 ? { ...payload, code: 200 } : payload)
      gatewayRoute(scope, 'POST', '/activity-book/cancel', 'activity-book/cancel', lastScenario, change(false), { action: true })
    })
  },
  personalise: personaliseSeckill
}
