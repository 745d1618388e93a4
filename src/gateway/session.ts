import { request } from './request'

/** The login address for an agent (000 §7). */
export function fetchAuthUrl (agent: string): Promise<string> {
  return request<string>(`/campaign-center/api/avatar/agents/${encodeURIComponent(agent)}/auth-url`, { method: 'GET' })
}

export interface SsoSession {
  token?: string
  userKey?: string
  /** Token lifetime in seconds, when the answer carries it in the body rather than the header. */
  expiresIn?: number
}

/** Exchanges a login ticket for a session (000 §7): `POST /sso-login?ticket=…` with the ticket in the body too. */
export function exchangeTicket (ticket: string): Promise<SsoSession | null> {
  return request<SsoSession | null>(`/sso-login?ticket=${encodeURIComponent(ticket)}`, { data: { ticket } })
}

export interface LoginUser {
  userKey?: string
}

/** The current user (000 §7): anonymous visitors have no userKey. */
export function fetchLoginUser (): Promise<LoginUser | null> {
  return request<LoginUser | null>('/get-login-user', { method: 'GET' })
}
