/**
 * Activity domain (000 §7): sign-up (`activity/apply/takePartIn`) and the
 * promotion package. State per user: the sign-ups made and packages applied.
 * Seed (`seed.activity`): `full` — sign-up identifiers whose places are taken
 * ('活动名额已满'); `signedUp` — identifiers every user is already signed up to;
 * `exhausted` — package codes with no stock left ('礼包已领完', and the page
 * answers them EXHAUSTED).
 *
 * The page answer carries each coupon package's status for this user
 * (`promotionPackage.avatarPackageStatus`): APPLIED once applied, EXHAUSTED
 * when seeded so, else as configured.
 */
import { BusinessError, gatewayRoute } from '../gateway'
import { anchorOf } from './relativeTime'
import { lastScenario, requireUser, seedOf, userState, type Component, type Domain, type PersonaliseContext } from './types'

export interface ActivitySeed {
  full: string[]
  signedUp: string[]
  exhausted: string[]
}

/** The kinds whose configs list coupon packages (`configs[].promotionPackage{code}`). */
const PACKAGE_KINDS = ['couponPackage', 'couponSeckill']

interface ActivityUserState {
  signups: Set<string>
  packages: Set<string>
}

const NAME = 'activity'
const fresh = (): ActivityUserState => ({ signups: new Set<string>(), packages: new Set<string>() })

export const activityDomain: Domain = {
  name: NAME,
  register (app, { sessions }) {
    gatewayRoute(app, 'POST', '/campaign-center/api/activity/apply/takePartIn', 'activity/takePartIn', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const id = String(ctx.body.uniqueIdentifier ?? '')
      if (!id || ctx.body.pageId === undefined) throw new BusinessError(400, '报名参数缺失')
      const seed = seedOf<ActivitySeed>(ctx.scenario, NAME)
      const mine = userState(sessions, user, NAME, fresh)
      if (mine.signups.has(id) || seed.signedUp?.includes(id)) throw new BusinessError(10409, '您已报名，无需重复报名')
      if (seed.full?.includes(id)) throw new BusinessError(10410, '活动名额已满')
      mine.signups.add(id)
      return true
    }, { action: true })

    gatewayRoute(app, 'POST', '/campaign-center/api/promotion-packages/apply', 'promotion-packages/apply', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const code = String(ctx.body.code ?? '')
      if (!code) throw new BusinessError(400, '礼包编码缺失')
      const mine = userState(sessions, user, NAME, fresh)
      if (mine.packages.has(code)) throw new BusinessError(10409, '礼包已领取')
      if (seedOf<ActivitySeed>(ctx.scenario, NAME).exhausted?.includes(code)) throw new BusinessError(10411, '礼包已领完')
      mine.packages.add(code)
      return { code, applied: true }
    }, { action: true })
  },
  personalise (component, ctx) {
    return personalisePackages(personaliseSignup(component, ctx), ctx)
  }
}

function personaliseSignup (component: Component, { user, sessions, scenario }: PersonaliseContext): Component {
  const signup = component.data?.campaignSignup?.contents?.[0]
  if (!signup) return component
  const id = String(signup.uniqueIdentifier)
  const seeded = seedOf<ActivitySeed>(scenario, NAME).signedUp?.includes(id) ?? false
  const signedUp = !!user && (seeded || userState(sessions, user, NAME, fresh).signups.has(id))
  return { ...component, data: { ...component.data, campaignSignup: { ...component.data?.campaignSignup, contents: [{ ...signup, signupStatus: signedUp ? 1 : 0 }] } } }
}

/**
 * Each package's status for this user; a coupon flash sale's `applyStartInMinutes` (relative, on the shared
 * anchor: server/domains/relativeTime.ts) becomes its `applyStartTime`, and before it its packages are NOT_STARTED.
 */
function personalisePackages (component: Component, ctx: PersonaliseContext): Component {
  const { user, sessions, scenario } = ctx
  const kind = PACKAGE_KINDS.find((k) => component.data?.[k])
  if (!kind) return component
  const applied = user ? userState(sessions, user, NAME, fresh).packages : new Set<string>()
  const exhausted = new Set(seedOf<ActivitySeed>(scenario, NAME).exhausted ?? [])
  const statusOf = (code: unknown, configured: unknown, early: boolean) =>
    (typeof code !== 'string' ? configured : applied.has(code) ? 'APPLIED' : exhausted.has(code) ? 'EXHAUSTED' : early ? 'NOT_STARTED' : configured)
  const withStatus = (early: boolean) => (item: unknown) => {
    if (typeof item !== 'object' || item === null) return item
    const entry = item as Record<string, unknown>
    const pkg = (typeof entry.promotionPackage === 'object' && entry.promotionPackage !== null ? entry.promotionPackage : {}) as Record<string, unknown>
    const code = pkg.code ?? entry.packageCode
    return { ...entry, promotionPackage: { ...pkg, code, avatarPackageStatus: statusOf(code, pkg.avatarPackageStatus, early) } }
  }
  const block = component.data?.[kind] ?? {}
  const contents = (block.contents ?? []).map((raw) => {
    let content: Record<string, unknown> = raw
    if (typeof content.applyStartInMinutes === 'number') {
      const { applyStartInMinutes, ...rest } = content
      content = { ...rest, applyStartTime: anchorOf(ctx, ctx.now) + (applyStartInMinutes as number) * 60_000 }
    }
    const start = typeof content.applyStartTime === 'number' ? content.applyStartTime : undefined
    const early = start !== undefined && ctx.now < start
    return Array.isArray(content.configs) ? { ...content, configs: content.configs.map(withStatus(early)) } : content
  })
  return { ...component, data: { ...component.data, [kind]: { ...block, contents } } }
}
