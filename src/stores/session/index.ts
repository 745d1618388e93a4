import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import { isHttpUrl } from '@/lib/url'
import { invalidUrl } from '@/platform/rules'
import type { PlatformAdapter } from '@/platform/types'
import type { SessionService } from '@/services/session'
import { AGENT_COOKIE, DEFAULT_AGENT, TOKEN_COOKIE } from '../keys'
import { buildLoginUrl, tokenCookieDays, withoutTicket } from './model'

export { AGENT_COOKIE, TOKEN_COOKIE }

/**
 * The visitor's session: the channel (agent), the access token and, once known,
 * the userKey that tells a logged-in visitor from an anonymous one (000 §6).
 */
/** A login asked for this soon after the last one started is that one (taps of one burst; as navigation taps' 800 ms). */
export const LOGIN_BURST_MS = 800

export class SessionStore {
  agent: string = DEFAULT_AGENT
  token: string | undefined = undefined
  userKey: string | undefined = undefined
  /** Whether the current user has been asked for (blocks that depend on login wait for it). */
  checked = false
  /** The token's lifetime as the gateway last said it, so a token repeated without one keeps its expiry. */
  private tokenLifetimeSeconds: number | undefined = undefined
  private loggingIn: Promise<void> | undefined = undefined
  private loginStartedAt: number | undefined = undefined
  private userLoading: Promise<void> | undefined = undefined
  private startNow: (() => void) | undefined = undefined

  constructor (
    private readonly platform: Pick<PlatformAdapter, 'cookies' | 'currentUrl' | 'login' | 'loginNeedsAddress'>,
    private readonly service: SessionService
  ) {
    makeObservable(this, { agent: observable, token: observable, userKey: observable, checked: observable, loggedIn: computed, init: action, setToken: action })
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

  /**
   * A fresh access token, kept in a cookie whose expiry is converted from seconds
   * to days (000 §7). The same token again without a lifetime (the ticket
   * exchange's body repeating its header) changes nothing: it must not turn the
   * cookie into a session cookie.
   */
  setToken (token: string, expiresInSeconds?: number): void {
    if (expiresInSeconds === undefined && token === this.token) return
    const lifetime = expiresInSeconds ?? this.tokenLifetimeSeconds
    this.token = token
    this.tokenLifetimeSeconds = lifetime
    this.platform.cookies.set(TOKEN_COOKIE, token, lifetime ? { days: tokenCookieDays(lifetime) } : undefined)
  }

  /** Resolves once the page knows who the visitor is (at once when it is not asking). */
  whenUserKnown (): Promise<void> {
    return this.checked || !this.userLoading ? Promise.resolve() : this.userLoading
  }

  /** Asks who the visitor is; any failure leaves the visitor anonymous. */
  loadUser (): Promise<void> {
    const loading = this.askUser()
    this.userLoading = loading
    return loading
  }

  /**
   * Asks who the visitor is once `ready` has settled, or `askNow` is called; `whenUserKnown` waits for the
   * answer meanwhile.
   */
  loadUserAfter (ready: Promise<void>): Promise<void> {
    let now: () => void = () => undefined
    const early = new Promise<void>((resolve) => { now = resolve })
    this.startNow = now
    const loading = Promise.race([ready, early]).then(() => this.askUser(), () => this.askUser())
    this.userLoading = loading
    return loading
  }

  /** Starts at once the call `loadUserAfter` is holding back (the page has a login-gated block). */
  askNow (): void {
    this.startNow?.()
  }

  private async askUser (): Promise<void> {
    let userKey: string | undefined
    try {
      userKey = (await this.service.currentUser())?.userKey || undefined
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
      const session = await this.service.exchangeTicket(ticket)
      if (!session) return false
      if (session.token) this.setToken(session.token, session.expiresIn ?? undefined)
      if (session.userKey) runInAction(() => { this.userKey = session.userKey ?? undefined })
      return true
    } catch {
      return false
    }
  }

  /**
   * Sends the visitor to the agent's login address, coming back to this page
   * without any ticket (000 §6). Taps while it is on its way join the same
   * attempt; the address must be http(s), never a script URL.
   */
  login (): Promise<void> {
    // A browser leaves for the login page a moment after it is told to: taps of that moment are the same login.
    const now = Date.now()
    if (!this.loggingIn && this.loginStartedAt !== undefined && now >= this.loginStartedAt && now - this.loginStartedAt < LOGIN_BURST_MS) return Promise.resolve()
    if (!this.loggingIn) this.loginStartedAt = now
    this.loggingIn ??= this.startLogin().finally(() => { this.loggingIn = undefined })
    return this.loggingIn
  }

  private async startLogin (): Promise<void> {
    // Mini-programs log in on a page of their own: no login address to ask the gateway for.
    if (!this.platform.loginNeedsAddress) {
      await this.platform.login('')
      return
    }
    const authUrl = (await this.service.authUrl(this.agent)).trim()
    if (!isHttpUrl(authUrl)) throw invalidUrl()
    await this.platform.login(buildLoginUrl(authUrl, this.agent, withoutTicket(this.platform.currentUrl())))
  }
}
