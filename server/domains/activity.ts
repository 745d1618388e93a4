/**
 * Activity domain (000 §7): sign-up (`activity/apply/takePartIn`) and the
 * promotion package. State per user: the sign-ups made and packages applied.
 * Seed (`seed.activity`): `full` — sign-up identifiers whose places are taken
 * ('活动名额已满'); `signedUp` — identifiers every user is already signed up to.
 */
import { BusinessError, gatewayRoute } from '../gateway'
import { lastScenario, requireUser, seedOf, userState, type Domain } from './types'

export interface ActivitySeed {
  full: string[]
  signedUp: string[]
}

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
      mine.packages.add(code)
      return { code, applied: true }
    }, { action: true })
  },
  personalise (component, { user, sessions, scenario }) {
    const signup = component.data?.campaignSignup?.contents?.[0]
    if (!signup) return component
    const id = String(signup.uniqueIdentifier)
    const seeded = seedOf<ActivitySeed>(scenario, NAME).signedUp?.includes(id) ?? false
    const signedUp = !!user && (seeded || userState(sessions, user, NAME, fresh).signups.has(id))
    return { ...component, data: { ...component.data, campaignSignup: { ...component.data?.campaignSignup, contents: [{ ...signup, signupStatus: signedUp ? 1 : 0 }] } } }
  }
}
