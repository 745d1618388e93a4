import { randomBytes } from 'node:crypto'

/** Access tokens live 7 days; the answer's header gives the lifetime in seconds. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600
/** A ticket is good for one exchange within 5 minutes. */
export const TICKET_TTL_MS = 5 * 60_000

export interface User { userKey: string, mobile: string }

/** Who the user is to the coupon module's crowd targeting (001 §5), as QA picks it on the login page. */
export type Identity = 'old' | 'new-recycle' | 'new-second-hand'
export const IDENTITIES: readonly Identity[] = ['old', 'new-recycle', 'new-second-hand']

/** Users, tickets and tokens of the emulated account service (shared by all visitors, like a real one). */
export class SessionService {
  private readonly tickets = new Map<string, { user: User, expiresAt: number, identity?: Identity }>()
  private readonly tokens = new Map<string, { user: User, expiresAt: number }>()
  private readonly userData = new Map<string, Record<string, unknown>>()

  /** A user's own state (sign-ups, claims, …): theirs on every device, unlike a visitor's cookie state. */
  dataOf (user: User): Record<string, unknown> {
    let data = this.userData.get(user.userKey)
    if (!data) {
      data = {}
      this.userData.set(user.userKey, data)
    }
    return data
  }

  /** A ticket for a test account; an identity chosen on the login page is the user's from the exchange on. */
  issueTicket (mobile: string, now: number, identity?: Identity): string {
    const ticket = `ST-${randomBytes(12).toString('hex')}`
    this.tickets.set(ticket, { user: { mobile, userKey: `u_${mobile}` }, expiresAt: now + TICKET_TTL_MS, identity })
    return ticket
  }

  /** The identity chosen at the user's last login, if any. */
  identityOf (user: User): Identity | undefined {
    return this.dataOf(user).identity as Identity | undefined
  }

  /** One-time exchange; undefined for an unknown, used or expired ticket. */
  exchange (ticket: string, now: number): { token: string, user: User } | undefined {
    const found = this.tickets.get(ticket)
    this.tickets.delete(ticket)
    if (!found || found.expiresAt < now) return undefined
    if (found.identity) this.dataOf(found.user).identity = found.identity
    const token = randomBytes(16).toString('hex')
    this.tokens.set(token, { user: found.user, expiresAt: now + TOKEN_TTL_SECONDS * 1000 })
    return { token, user: found.user }
  }

  userOf (token: string | undefined, now: number): User | undefined {
    if (!token) return undefined
    const found = this.tokens.get(token)
    if (!found || found.expiresAt < now) return undefined
    return found.user
  }
}
