/**
 * Cookie helpers shared by the web adapters. The domain rule is pure (tested through the jar);
 * js-cookie does the reading and writing.
 */
import Cookies from 'js-cookie'
import type { CookieJar } from './types'

/**
 * The parent domain cookies are shared on (000 §2: the source cookie lives on the
 * parent domain): `m.example.com.cn`'s is `.example.com.cn`. Hosts that have none
 * (IP addresses, localhost, a bare registrable domain) get no domain attribute.
 */
function parentDomain (hostname: string): string | undefined {
  if (!hostname || hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined
  const parts = hostname.split('.')
  // Second-level public suffixes common in China: com.cn, net.cn, org.cn, gov.cn, edu.cn.
  const suffixLength = parts.length >= 3 && /^(com|net|org|gov|edu)$/.test(parts[parts.length - 2]) && parts[parts.length - 1].length === 2 ? 3 : 2
  if (parts.length <= suffixLength) return undefined
  return `.${parts.slice(-suffixLength).join('.')}`
}

export function browserCookieJar (hostname: string): CookieJar {
  const domain = parentDomain(hostname)
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) => { Cookies.set(name, value, { expires: options?.days, domain, path: '/', sameSite: 'Lax' }) },
    remove: (name) => { Cookies.remove(name, { domain, path: '/' }) }
  }
}
