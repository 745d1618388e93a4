/**
 * The hosts' request API (wx.request, my.request / my.httpRequest, tt.request) as the harness answers it:
 * what goes on the wire for the bundle's options, and what each host hands the bundle's callbacks for an
 * answer or for none. Pure: the harness does the fetching and the scheduling.
 */
import type { MiniTarget } from './targets'

type Dict = Record<string, unknown>

/** One request as sent (what tests read of `h.requests`). */
export interface HostRequest {
  /** 0-based index among this boot's requests. */
  index: number
  /** The URL actually fetched: the bundle's URL with its origin replaced by `gatewayOrigin`. */
  url: string
  /** The URL the bundle asked for. */
  bundleUrl: string
  method: string
  /** Request headers, names lower-cased (including `cookie` from the jar). */
  headers: Record<string, string>
  /** The body sent (already serialised), undefined for GET. */
  body?: string
  /** The `data` the bundle passed. */
  data: unknown
  /** The bundle's `timeout` option (ms), if any. */
  timeout?: number
}

/** What came back: an HTTP answer, or none (`timeout`, `abort`, or the network's reason). */
export type Outcome = { ok: true, status: number, headers: Record<string, string>, setCookies: string[], text: string } | { ok: false, reason: string }

/** A value as JSON can carry it (functions named, depth bounded), for the records tests read. */
export function jsonSafe (value: unknown, depth = 0): unknown {
  if (typeof value === 'function') return '[Function]'
  if (value === null || typeof value !== 'object') return value
  if (depth > 8) return '[…]'
  if (Array.isArray(value)) return value.map((v) => jsonSafe(v, depth + 1))
  const out: Dict = {}
  for (const [k, v] of Object.entries(value as Dict)) out[k] = jsonSafe(v, depth + 1)
  return out
}

/**
 * The request the host sends for the bundle's options: headers lower-cased (Alipay's `headers`, the others'
 * `header`), a default content type, GET data in the query and other data as the body, the origin replaced
 * by the gateway's, the jar's cookie when it has one. Undefined for a URL that is not http(s).
 */
export function wireRequest (target: MiniTarget, api: string, o: Dict, gatewayOrigin: string, index: number, cookie?: string): HostRequest | undefined {
  const headerIn = (target === 'alipay' ? o.headers : o.header) as Dict | undefined
  const headers: Record<string, string> = {}
  for (const [k, v] of Object.entries(headerIn ?? {})) if (v !== undefined && v !== null) headers[k.toLowerCase()] = String(v)
  if (!headers['content-type'] && api !== 'httpRequest') headers['content-type'] = 'application/json'
  if (!headers['content-type'] && api === 'httpRequest') headers['content-type'] = 'application/x-www-form-urlencoded'
  const method = String(o.method ?? 'GET').toUpperCase()
  const bundleUrl = String(o.url ?? '')
  const timeout = typeof o.timeout === 'number' ? o.timeout : undefined
  let url: URL
  try {
    url = new URL(bundleUrl)
    if (!/^https?:$/.test(url.protocol)) return undefined
  } catch {
    return undefined
  }
  const gw = new URL(gatewayOrigin)
  url.protocol = gw.protocol
  url.host = gw.host
  let body: string | undefined
  const data = o.data
  const form = (d: unknown) => Object.entries((d ?? {}) as Dict).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`).join('&')
  if (method === 'GET' || method === 'HEAD') {
    if (data && typeof data === 'object') { const qs = form(data); if (qs) url.search += (url.search ? '&' : '') + qs }
    else if (typeof data === 'string' && data) url.search += (url.search ? '&' : '') + data
  } else if (data !== undefined && data !== null) {
    body = typeof data === 'string' ? data : /json/i.test(headers['content-type']) ? JSON.stringify(data) : form(data)
  }
  if (cookie && !headers.cookie) headers.cookie = cookie
  return { index, url: url.toString(), bundleUrl, method, headers, body, data: jsonSafe(data), timeout }
}

/** What the host hands the bundle's `fail` for a URL it will not request. */
export function invalidUrlAnswer (target: MiniTarget, api: string, url: string): Dict {
  if (target === 'alipay') return { error: 2, errorMessage: `invalid url ${url}` }
  return target === 'tt' ? { errMsg: `${api}:fail invalid url`, errNo: 20000 } : { errMsg: `${api}:fail invalid url` }
}

/**
 * What each host hands the bundle for an outcome, and whether to `fail`: WeChat, Toutiao and Meituan hand
 * every HTTP answer to `success` (a body that is not JSON stays a string); Alipay hands a non-2xx answer to
 * `fail` with error 19 and a body that is not JSON with error 14; no answer is each host's own failure.
 */
export function hostAnswer (target: MiniTarget, api: string, o: Dict, outcome: Outcome): { result: Dict, failed: boolean } {
  if (!outcome.ok) {
    if (target === 'alipay') {
      return { failed: true, result: outcome.reason === 'timeout' ? { error: 13, errorMessage: '请求超时' } : outcome.reason === 'abort' ? { error: 9, errorMessage: 'request:fail abort' } : { error: 12, errorMessage: `网络出错 (${outcome.reason})` } }
    }
    return { failed: true, result: { errMsg: `${api}:fail ${outcome.reason}` } }
  }
  const dataType = String(o.dataType ?? 'json').toLowerCase()
  let data: unknown = outcome.text
  let parseFailed = false
  if (dataType === 'json') {
    try { data = outcome.text === '' ? '' : JSON.parse(outcome.text) } catch { parseFailed = true }
  }
  if (target === 'alipay') {
    const base = { status: outcome.status, headers: outcome.headers, data }
    if (outcome.status < 200 || outcome.status >= 300) return { failed: true, result: { ...base, error: 19, errorMessage: 'http status error' } }
    if (parseFailed) return { failed: true, result: { ...base, error: 14, errorMessage: 'JSON parse data error' } }
    return { failed: false, result: base }
  }
  const result: Dict = { data, statusCode: outcome.status, header: outcome.headers, errMsg: `${api}:ok` }
  if (target !== 'tt') result.cookies = outcome.setCookies
  return { failed: false, result }
}
