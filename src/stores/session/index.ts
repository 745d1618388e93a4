import { makeAutoObservable, runInAction } from 'mobx'
import { exchangeTicket, fetchAuthUrl, fetchLoginUser } from '@/gateway/session'
import type { PlatformAdapter } from '@/platform/types'
import { DEFAULT_AGENT, buildLoginUrl, tokenCookieDays } from './model'

/** Cookie names (not in the spec; chosen here). */
export const AGENT_COOKIE = 'ahs_agent'
export const TOKEN_COOKIE = 'ahs_token'

/**
 * The visitor's session: the channel (agent), the access token and, once known,
 * the userKey that tells a logged-in visitor from an anonymous one (000 §6).
 */
export class SessionStore {
  agent: string = DEFAULT_AGENT
  token: string | undefined = undefined
  userKey: string | undefined = undefined
  /** Whether the current user has been asked for. */
  checked = false

  constructor (private readonly platform: Pick<PlatformAdapter, 'cookies' | 'currentUrl' | 'login'>) {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get loggedIn (): boolean {
    return !!this.userKey
  }

  /** The agent from the query is kept for the session (a session cookie); the token from its cookie. */
  init (queryAgent: string | undefined): void {
    if (queryAgent) this.platform.cookies.set(AGENT_COOKIE, queryAgent)
    this.agent = queryAgent || this.platform.cookies.get(AGENT_COOKIE) || DEFAULT_AGENT
    this.token = this.platform.cookies.get(TOKEN_COOKIE)
  }

  /** A fresh access token: kept in a cookie whose expiry is converted from seconds to days (000 §7). */
  setToken (token: string, expiresInSeconds?: number): void {
    this.token = token
    this.platform.cookies.set(TOKEN_COOKIE, token, expiresInSeconds ? { days: tokenCookieDays(expiresInSeconds) } : undefined)
  }

  /** Asks who the visitor is; any failure leaves the visitor anonymous. */
  async loadUser (): Promise<void> {
    let userKey: string | undefined
    try {
      userKey = (await fetchLoginUser())?.userKey || undefined
    } catch {
      userKey = undefined
    }
    runInAction(() => {
      this.userKey = userKey
      this.checked = true
    })
  }

  /** Exchanges a login ticket for a session; false when the login failed. */
  async exchangeTicket (ticket: string): Promise<boolean> {
    if (!ticket) return false
    try {
      const session = await exchangeTicket(ticket)
      if (!session) return false
      if (session.token) this.setToken(session.token, session.expiresIn)
      if (session.userKey) runInAction(() => { this.userKey = session.userKey })
      return true
    } catch {
      return false
    }
  }

  /** Sends the visitor to the agent's login address, coming back to this page (000 §6). */
  async login (): Promise<void> {
    const authUrl = await fetchAuthUrl(this.agent)
    await this.platform.login(buildLoginUrl(authUrl, this.agent, this.platform.currentUrl()))
  }
}
