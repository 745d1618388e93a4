/**
 * What every gateway domain of the emulator is made of: its routes, its typed
 * state (per visitor: a browser or devtools session by cookie; per user: a
 * logged-in account, the same on every device), and its section of a
 * scenario file's `seed`, so QA can start a page in a given state.
 */
import type { FastifyInstance } from 'fastify'
import { BusinessError, type GatewayContext } from '../gateway'
import type { Scenario } from '../scenarios'
import type { SessionService, User } from '../sessions'
import type { VisitorState } from '../state'

/** A configured component as scenario files hold it. */
export interface Component {
  id: number | string
  uuid: string
  type: string
  data?: Record<string, { contents?: Array<Record<string, unknown>>, [field: string]: unknown }>
}

export interface DomainDeps {
  sessions: SessionService
  /** Every domain's personalisers, for the page domain to apply. */
  domains: readonly Domain[]
}

export interface Domain {
  name: string
  register (app: FastifyInstance, deps: DomainDeps): void
  /**
   * Fills this domain's per-visitor or per-user state into the page's
   * components (a sign-up's status, later a coupon's claim state, a session's
   * booking), as the real gateway answers them.
   */
  personalise? (component: Component, ctx: PersonaliseContext): Component
}

export interface PersonaliseContext {
  visitor: VisitorState
  user: User | undefined
  scenario: Scenario | undefined
  sessions: SessionService
  /** The emulator's clock for this request (per-request, visitor or scenario control). */
  now: number
}

/** Business code for a call that needs a logged-in user (the real code is not in the spec). */
export const NOT_LOGGED_IN = 401

/** The scenario a call belongs to when it names none: the last page this visitor opened. */
export const lastScenario = (ctx: { visitor: VisitorState }): string | undefined => ctx.visitor.data.scenarioId as string | undefined

/** This domain's state for one visitor, created on first use. */
export function visitorState<T> (visitor: VisitorState, domain: string, init: () => T): T {
  return (visitor.data[domain] ??= init()) as T
}

/** This domain's state for one user (theirs on every device), created on first use. */
export function userState<T> (sessions: SessionService, user: User, domain: string, init: () => T): T {
  const data = sessions.dataOf(user)
  return (data[domain] ??= init()) as T
}

/** This domain's section of the scenario's `seed`. */
export function seedOf<T> (scenario: Scenario | undefined, domain: string): Partial<T> {
  const seed = scenario?.seed?.[domain]
  return (typeof seed === 'object' && seed !== null ? seed : {}) as Partial<T>
}

export function userOf (sessions: SessionService, ctx: Pick<GatewayContext, 'req' | 'now'>): User | undefined {
  return sessions.userOf(ctx.req.headers.token as string | undefined, ctx.now)
}

export function requireUser (sessions: SessionService, ctx: Pick<GatewayContext, 'req' | 'now'>): User {
  const user = userOf(sessions, ctx)
  if (!user) throw new BusinessError(NOT_LOGGED_IN, '请先登录')
  return user
}
