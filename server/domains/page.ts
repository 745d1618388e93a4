import type { FastifyInstance } from 'fastify'
import { BusinessError, gatewayRoute, type GatewayContext } from '../gateway'
import type { SessionService } from '../sessions'
import { personalise, signupsOf } from './campaign'

/** Business code for an activity that does not exist (the real code is not in the spec). */
export const ACTIVITY_NOT_FOUND = 10404

function activityOf (ctx: Pick<GatewayContext, 'body' | 'query'>): string | undefined {
  const hash = ctx.body.hash ?? ctx.query.hash
  return typeof hash === 'string' && hash ? hash : undefined
}

/** The page calls (000 §7): release and preview variants, body `{hash, cityId, platform}`. */
export function registerPageRoutes (app: FastifyInstance, sessions: SessionService): void {
  for (const variant of ['get-release', 'preview'] as const) {
    gatewayRoute(app, 'POST', `/campaign-center/api/avatar/pages/${variant}`, `pages/${variant}`, activityOf, (ctx) => {
      const { scenario } = ctx
      if (!scenario) throw new BusinessError(ACTIVITY_NOT_FOUND, '活动不存在或已被删除')
      ctx.visitor.data.scenarioId = scenario.id
      const page = variant === 'preview' && scenario.previewPage !== undefined ? scenario.previewPage : scenario.page
      if (!page || !Array.isArray(page.components)) return page
      const user = sessions.userOf(ctx.req.headers.token as string | undefined, ctx.now)
      return { ...page, components: personalise(page.components, (id) => !!user && signupsOf(sessions, user).has(id)) }
    })
  }
}
