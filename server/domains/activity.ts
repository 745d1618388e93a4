import type { FastifyInstance } from 'fastify'
import { BusinessError, gatewayRoute, type GatewayContext } from '../gateway'
import type { SessionService, User } from '../sessions'
import { NOT_LOGGED_IN } from './session'

type Component = { id: number | string, uuid: string, type: string, data?: Record<string, { contents?: Array<Record<string, unknown>> }> }

const lastScenario = (ctx: { visitor: { data: Record<string, unknown> } }) => ctx.visitor.data.scenarioId as string | undefined

/** Cities the locate call answers with (ids are the emulator's; the real table is not in the spec). */
export const DEFAULT_CITY = { id: 2, name: '上海', aflCityCode: '310100' }

function requireUser (sessions: SessionService, ctx: GatewayContext): User {
  const user = sessions.userOf(ctx.req.headers.token as string | undefined, ctx.now)
  if (!user) throw new BusinessError(NOT_LOGGED_IN, '请先登录')
  return user
}

/** The `uniqueIdentifier`s a user signed up for. */
export function signupsOf (sessions: SessionService, user: User): Set<string> {
  const data = sessions.dataOf(user)
  return (data.signups ??= new Set<string>()) as Set<string>
}

/** What the page's components look like for this visitor: sign-up state filled in from the emulator's state. */
export function personalise (components: Component[], signedUp: (id: string) => boolean): Component[] {
  return components.map((component) => {
    const signup = component.data?.campaignSignup?.contents?.[0]
    if (!signup) return component
    const status = signedUp(String(signup.uniqueIdentifier)) ? 1 : 0
    return { ...component, data: { ...component.data, campaignSignup: { contents: [{ ...signup, signupStatus: status }] } } }
  })
}

export function registerCampaignRoutes (app: FastifyInstance, sessions: SessionService): void {
  gatewayRoute(app, 'POST', '/campaign-center/api/regions/locate', 'regions/locate', lastScenario, () => DEFAULT_CITY)

  for (const variant of ['get-release', 'get-preview'] as const) {
    gatewayRoute(app, 'POST', `/campaign-center/api/avatar/components/${variant}`, `components/${variant}`, lastScenario, (ctx) => {
      const page = ctx.scenario?.[variant === 'get-preview' && ctx.scenario.previewPage !== undefined ? 'previewPage' : 'page'] as { components?: Component[] } | null | undefined
      const found = page?.components?.find((c) => String(c.id) === String(ctx.body.componentId))
      if (!found) throw new BusinessError(10404, '组件不存在')
      const user = sessions.userOf(ctx.req.headers.token as string | undefined, ctx.now)
      return personalise([found], (id) => !!user && signupsOf(sessions, user).has(id))[0]
    })
  }

  gatewayRoute(app, 'POST', '/campaign-center/api/activity/apply/takePartIn', 'activity/takePartIn', lastScenario, (ctx) => {
    const user = requireUser(sessions, ctx)
    const id = String(ctx.body.uniqueIdentifier ?? '')
    if (!id) throw new BusinessError(400, '报名参数缺失')
    const mine = signupsOf(sessions, user)
    if (mine.has(id)) throw new BusinessError(10409, '您已报名，无需重复报名')
    mine.add(id)
    return true
  })

  gatewayRoute(app, 'POST', '/campaign-center/api/promotion-packages/apply', 'promotion-packages/apply', lastScenario, (ctx) => {
    requireUser(sessions, ctx)
    if (!ctx.body.code) throw new BusinessError(400, '礼包编码缺失')
    return { code: ctx.body.code, applied: true }
  })
}

/** The analytics collector: keeps each visitor's last 200 events for QA and tests (`GET /__emu/analytics`). */
export function registerAnalyticsRoutes (app: FastifyInstance): void {
  app.post('/analytics/collect', async (req) => {
    const events = (req.visitor.data.analytics ??= []) as unknown[]
    events.push(req.body)
    if (events.length > 200) events.splice(0, events.length - 200)
    return { ok: true }
  })
  app.get('/__emu/analytics', async (req) => req.visitor.data.analytics ?? [])
}
