/**
 * Coupons domain (001 §7, §8): the coupon module's identity
 * (`common/getUserIdentity`), packages (`getCouponListByPackageCode`) and
 * claim (`sendCouponByCondition`); the limited-time coupon grab's claim
 * states (`coupon-pack/get-status`) and grab (`sendSingleCoupon`).
 *
 * State: claims per user (the same account on every device); stock per
 * scenario and package, shared by every visitor of this emulator, so a
 * package runs out for everyone. The grab's sessions are read from the
 * couponGrab components of the visitor's last page, with relative times on
 * the shared anchor (server/domains/relativeTime.ts).
 *
 * Seed (`seed.coupons`): `packages` — `{ CODE: { stock?, limit?, coupons?,
 * endInMinutes?, packagePrice?, newUserTag? } }`: stock left (default 1000;
 * 0: sold out), claims allowed per user (default 1), and the module's package
 * details; `identity` — the crowd of every user who did not pick one on the
 * login page (`old` by default, `new-recycle`, `new-second-hand`).
 */
import type { FastifyInstance } from 'fastify'
import { BusinessError, gatewayRoute } from '../gateway'
import type { Scenario } from '../scenarios'
import type { Identity } from '../sessions'
import { anchorOf, resolveRelative } from './relativeTime'
import { lastScenario, requireUser, seedOf, userOf, userState, type Component, type Domain, type PersonaliseContext } from './types'

const NAME = 'coupons'

export interface CouponsSeed {
  packages: Record<string, { stock?: number, limit?: number, coupons?: Array<{ price: number, minPriceLimit?: number }>, endInMinutes?: number, packagePrice?: number, newUserTag?: boolean }>
  identity: Identity
}

/** 001 §5: the identity answer per crowd (registerSource 1 second-hand, 2 recycle). */
const IDENTITY_ANSWERS: Record<Identity, { gwNewUser: boolean, registerSource: number }> = {
  old: { gwNewUser: false, registerSource: 1 },
  'new-recycle': { gwNewUser: true, registerSource: 2 },
  'new-second-hand': { gwNewUser: true, registerSource: 1 }
}

/** 001 §8's grab rejections. */
export const GRAB_CODES = { notStarted: 14803004, limit: 14803003, noStock: 14803005 } as const
const DEFAULT_STOCK = 1000
const DEFAULT_LIMIT = 1

interface CouponsUserState {
  /** Claims by packageCode. */
  claims: Map<string, number>
}
const freshUser = (): CouponsUserState => ({ claims: new Map() })

/** Stock left by scenario and packageCode (taken from the seed on first use). */
const stock = new Map<string, number>()
const stockKey = (scenario: Scenario | undefined, code: string) => `${scenario?.id ?? ''}|${code}`

function stockLeft (scenario: Scenario | undefined, code: string): number {
  const key = stockKey(scenario, code)
  const left = stock.get(key)
  if (left !== undefined) return left
  const seeded = seedOf<CouponsSeed>(scenario, NAME).packages?.[code]?.stock
  return typeof seeded === 'number' ? seeded : DEFAULT_STOCK
}

const limitOf = (scenario: Scenario | undefined, code: string): number => {
  const limit = seedOf<CouponsSeed>(scenario, NAME).packages?.[code]?.limit
  return typeof limit === 'number' ? limit : DEFAULT_LIMIT
}

const SESSION_FIELDS = { start: 'sessStartDt', end: 'sessEndDt' }

/** Relative session times of a couponGrab component → ms, on the shared anchor. */
function personaliseGrab (component: Component, ctx: PersonaliseContext): Component {
  const grab = component.data?.couponGrab
  if (!grab) return component
  const anchor = anchorOf(ctx, ctx.now)
  const contents = (grab.contents ?? []).map((content) =>
    Array.isArray(content.configs) ? { ...content, configs: content.configs.map((s) => resolveRelative(s, anchor, SESSION_FIELDS)) } : content)
  return { ...component, data: { ...component.data, couponGrab: { ...grab, contents } } }
}

/** The grab session that holds a package on the visitor's last page (times resolved), if any. */
function sessionOf (ctx: PersonaliseContext, code: string): { start: number, end: number } | undefined {
  const components = (Array.isArray(ctx.scenario?.page?.components) ? ctx.scenario.page.components : []) as Component[]
  for (const component of components) {
    if (!component?.data?.couponGrab) continue
    const resolved = personaliseGrab(component, ctx)
    for (const content of resolved.data?.couponGrab?.contents ?? []) {
      for (const session of (Array.isArray(content.configs) ? content.configs : []) as Array<Record<string, unknown>>) {
        const coupons = Array.isArray(session.couponConfigs) ? session.couponConfigs as Array<Record<string, unknown>> : []
        if (coupons.some((c) => c?.packageCode === code)) return { start: Number(session.sessStartDt), end: Number(session.sessEndDt) }
      }
    }
  }
  return undefined
}

const codesOf = (value: unknown): string[] => {
  if (!Array.isArray(value) || !value.every((c) => typeof c === 'string') || value.length > 100) throw new BusinessError(400, '券包编码列表（packageCodes）须为字符串数组')
  return value
}

export const couponsDomain: Domain = {
  name: NAME,
  register (app, { sessions }) {
    gatewayRoute(app, 'GET', '/common/getUserIdentity', 'getUserIdentity', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      return IDENTITY_ANSWERS[sessions.identityOf(user) ?? seedOf<CouponsSeed>(ctx.scenario, NAME).identity ?? 'old']
    })

    gatewayRoute(app, 'POST', '/promotion/getCouponListByPackageCode', 'getCouponListByPackageCode', lastScenario, (ctx) => {
      const codes = codesOf(ctx.body.packageCodes)
      const user = userOf(sessions, ctx)
      const mine = user ? userState(sessions, user, NAME, freshUser) : undefined
      const seeded = seedOf<CouponsSeed>(ctx.scenario, NAME).packages ?? {}
      const anchor = anchorOf({ visitor: ctx.visitor, scenario: ctx.scenario }, ctx.now)
      // The shape is not in the spec: 001 §3's fields. Expiry relative to the shared anchor (default a week).
      return codes.map((code) => {
        const seed = seeded[code] ?? {}
        return {
          packageCode: code,
          useState: (mine?.claims.get(code) ?? 0) > 0 ? 1 : 0,
          endTime: anchor + (seed.endInMinutes ?? 7 * 24 * 60) * 60_000,
          newUserTag: seed.newUserTag ?? false,
          packagePrice: seed.packagePrice ?? null,
          couponList: (seed.coupons ?? [{ price: 10, minPriceLimit: 100 }]).map((c, i) => ({ code: `${code}-${i + 1}`, price: c.price, minPriceLimit: c.minPriceLimit ?? 0 }))
        }
      })
    })

    gatewayRoute(app, 'POST', '/promotion/sendCouponByCondition', 'sendCouponByCondition', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const codes = codesOf(ctx.body.packageCodes)
      const mine = userState(sessions, user, NAME, freshUser)
      // What is issued: each package not yet claimed and in stock (an empty list: nothing issued).
      const issued: string[] = []
      for (const code of codes) {
        if ((mine.claims.get(code) ?? 0) > 0) continue
        const left = stockLeft(ctx.scenario, code)
        if (left <= 0) continue
        stock.set(stockKey(ctx.scenario, code), left - 1)
        mine.claims.set(code, 1)
        issued.push(code)
      }
      return issued
    }, { action: true })

    gatewayRoute(app, 'POST', '/promotion/coupon-pack/get-status', 'coupon-pack/get-status', lastScenario, (ctx) => {
      const codes = codesOf(ctx.body.packageCodes)
      const user = userOf(sessions, ctx)
      const mine = user ? userState(sessions, user, NAME, freshUser) : undefined
      // 0 not got, 1 got, 2 sold out (001 §7).
      return Object.fromEntries(codes.map((code) => {
        const got = (mine?.claims.get(code) ?? 0) > 0
        return [code, got ? 1 : stockLeft(ctx.scenario, code) <= 0 ? 2 : 0]
      }))
    })

    void app.register(async (scope: FastifyInstance) => {
      // 001 §7: "success code 200 with data" — answered that way so the client's 200 path runs.
      scope.addHook('preSerialization', async (_req, _reply, payload: unknown) =>
        typeof payload === 'object' && payload !== null && (payload as { code?: unknown }).code === 0 ? { ...payload, code: 200 } : payload)
      gatewayRoute(scope, 'POST', '/promotion/sendSingleCoupon', 'sendSingleCoupon', lastScenario, (ctx) => {
        const user = requireUser(sessions, ctx)
        const code = typeof ctx.body.packageCode === 'string' ? ctx.body.packageCode : ''
        if (!code) throw new BusinessError(400, '券包编码（packageCode）缺失')
        const session = sessionOf({ visitor: ctx.visitor, user, scenario: ctx.scenario, sessions, now: ctx.now }, code)
        if (session && ctx.now < session.start) throw new BusinessError(GRAB_CODES.notStarted, '活动未开始')
        const mine = userState(sessions, user, NAME, freshUser)
        const claimed = mine.claims.get(code) ?? 0
        if (claimed >= limitOf(ctx.scenario, code)) throw new BusinessError(GRAB_CODES.limit, '优惠券已达领取上限')
        const left = stockLeft(ctx.scenario, code)
        if (left <= 0) throw new BusinessError(GRAB_CODES.noStock, '优惠券库存不足')
        stock.set(stockKey(ctx.scenario, code), left - 1)
        mine.claims.set(code, claimed + 1)
        return { packageCode: code, couponIds: [`${code}-${user.userKey}-${claimed + 1}`] }
      }, { action: true })
    })
  },
  personalise: personaliseGrab
}
