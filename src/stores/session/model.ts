import { encodeParam, withoutParam } from '@/lib/url'

/**
 * Login rules (000 §6): login sends the visitor to the agent's login address
 * with the current page URL as the return parameter, whose name depends on the
 * channel. Agent ids of the partners are not in the spec: the ids below are the
 * ones this product uses, chosen and documented here.
 */

export { DEFAULT_AGENT } from '../keys'

export type ReturnParam = 'redirectUrl' | 'returnurl' | 'url'

/** Channel → name of the return parameter on its login address. */
export const RETURN_PARAM_OF_AGENT: Readonly<Record<string, ReturnParam>> = {
  // The product's own channels.
  ahs_m: 'redirectUrl',
  ahs_app: 'redirectUrl',
  ahs_mp: 'redirectUrl',
  // The one partner channel that names it `returnurl` (it also has its own OAuth redirect).
  unionpay: 'returnurl',
  // Three phone-maker / app-store partners and one short-video partner.
  huawei: 'url',
  xiaomi: 'url',
  vivo: 'url',
  douyin: 'url'
}

/** Unknown agents are treated as the product's own channel. */
function returnParamOf (agent: string | undefined): ReturnParam {
  return (agent && RETURN_PARAM_OF_AGENT[agent]) || 'redirectUrl'
}

/** The login address with the return URL appended under the channel's parameter name. */
export function buildLoginUrl (authUrl: string, agent: string | undefined, returnUrl: string): string {
  const param = returnParamOf(agent)
  const [base, hash = ''] = authUrl.split('#', 2)
  const sep = base.includes('?') ? '&' : '?'
  return `${base}${sep}${param}=${encodeParam(returnUrl)}${hash ? `#${hash}` : ''}`
}

/** The access token's expiry comes in seconds; cookies take days (000 §7). */
export function tokenCookieDays (expiresInSeconds: number): number {
  return expiresInSeconds / 86400
}

/** Removes every `ticket` parameter from a URL (search and hash query), so the page reloads without it. */
export const withoutTicket = (url: string): string => withoutParam(url, 'ticket')
