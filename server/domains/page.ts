/**
 * Page domain (000 §7): the activity page (release and preview variants, body
 * `{hash, cityId, platform}`) and one component again (`componentId`). The
 * answers come from the scenario file named by the activity, personalised by
 * every domain (a sign-up's status, …) for this visitor and user.
 */
import { BusinessError, gatewayRoute, type GatewayContext } from '../gateway'
import type { Scenario } from '../scenarios'
import { lastScenario, userOf, type Component, type DomainDeps, type Domain } from './types'

/** Business code for an activity that does not exist (the real code is not in the spec). */
export const ACTIVITY_NOT_FOUND = 10404

function activityOf (ctx: Pick<GatewayContext, 'body' | 'query'>): string | undefined {
  const hash = ctx.body.hash ?? ctx.query.hash
  return typeof hash === 'string' && hash ? hash : undefined
}

function pageOf (scenario: Scenario, preview: boolean): Scenario['page'] {
  return preview && scenario.previewPage !== undefined ? scenario.previewPage : scenario.page
}

function personaliser (deps: DomainDeps, ctx: GatewayContext) {
  const user = userOf(deps.sessions, ctx)
  const context = { visitor: ctx.visitor, user, scenario: ctx.scenario, sessions: deps.sessions, now: ctx.now }
  return (component: unknown): unknown => {
    // Scenario files may hold broken entries on purpose (the `broken` scenario): pass them on as they are.
    if (typeof component !== 'object' || component === null || !('data' in component)) return component
    return deps.domains.reduce((c, domain) => {
      if (!domain.personalise) return c
      // A config a domain cannot read (a fuzzed page's null session) is answered as written, as a real gateway
      // passes on what operators saved; the emulator must not turn it into a 500.
      try { return domain.personalise(c, context) } catch { return c }
    }, component as Component)
  }
}

export const pageDomain: Domain = {
  name: 'page',
  register (app, deps) {
    for (const variant of ['get-release', 'preview'] as const) {
      gatewayRoute(app, 'POST', `/campaign-center/api/avatar/pages/${variant}`, `pages/${variant}`, activityOf, (ctx) => {
        const { scenario } = ctx
        if (!scenario) throw new BusinessError(ACTIVITY_NOT_FOUND, '活动不存在或已被删除')
        ctx.visitor.data.scenarioId = scenario.id
        const page = pageOf(scenario, variant === 'preview')
        if (!page || !Array.isArray(page.components)) return page
        return { ...page, components: page.components.map(personaliser(deps, ctx)) }
      })
    }

    for (const variant of ['get-release', 'get-preview'] as const) {
      gatewayRoute(app, 'POST', `/campaign-center/api/avatar/components/${variant}`, `components/${variant}`, lastScenario, (ctx) => {
        const page = ctx.scenario ? pageOf(ctx.scenario, variant === 'get-preview') : undefined
        const components = (Array.isArray(page?.components) ? page.components : []) as Component[]
        const found = components.find((c) => c && String(c.id) === String(ctx.body.componentId))
        if (!found) throw new BusinessError(10404, '组件不存在')
        return personaliser(deps, ctx)(found)
      })
    }
  }
}
