import * as v from 'valibot'
import { encodeParam } from '@/lib/url'
import type { Http } from './http'
import { AuthUrlSchema, LoginUserSchema, SsoSessionSchema, type LoginUser, type SsoSession } from './types'

export interface SessionService {
  /** The login address for an agent (000 §7). */
  authUrl (agent: string): Promise<string>
  /** Exchanges a login ticket for a session (000 §7): `POST /sso-login?ticket=…` with the ticket in the body too. */
  exchangeTicket (ticket: string): Promise<SsoSession | null>
  /** The current user (000 §7). */
  currentUser (): Promise<LoginUser | null>
}

export function createSessionService (http: Http): SessionService {
  return {
    authUrl: (agent) => http.request(`/campaign-center/api/avatar/agents/${encodeParam(agent)}/auth-url`, { method: 'GET', schema: AuthUrlSchema }),
    exchangeTicket: (ticket) => http.request(`/sso-login?ticket=${encodeParam(ticket)}`, { data: { ticket }, schema: v.nullable(SsoSessionSchema) }),
    currentUser: () => http.request('/get-login-user', { method: 'GET', schema: v.nullable(LoginUserSchema) })
  }
}
