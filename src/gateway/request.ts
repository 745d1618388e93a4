import { adapter } from '@/platform/adapter'
import { failureOf, interpretResponse } from './response'
import { send, type TransportResult } from './transport'

/** The product's app id, sent as the `app` header (000 §9). */
export const APP_ID = 10002

/**
 * Response headers carrying a fresh access token and its lifetime in seconds
 * (000 §7: "the access token from the response header"; the names are not shown).
 */
export const TOKEN_HEADER = 'access-token'
export const TOKEN_EXPIRES_HEADER = 'access-token-expires-in'
/** The emulator's (and our gateway's) server time in ms; the HTTP Date header is the fallback. */
export const SERVER_TIME_HEADER = 'x-server-time'

/** What the request layer needs from the session and the clock, wired once by the stores. */
export interface GatewaySession {
  token (): string | undefined
  agent (): string | undefined
  /** A fresh token came back: keep it (cookie, expiry converted to days). */
  onToken (token: string, expiresInSeconds: number | undefined): void
  /** The server's time as this answer left it. */
  onServerTime (serverMs: number): void
}

let session: GatewaySession | undefined
export function configureGateway (s: GatewaySession | undefined): void {
  session = s
}

/** Gateway origin: `TARO_APP_API_BASE` from .env files / the shell, else the adapter's default. */
export function apiBase (): string {
  return (process.env.TARO_APP_API_BASE || adapter.defaultApiBase()).replace(/\/+$/, '')
}

export interface RequestOptions {
  method?: 'GET' | 'POST'
  data?: Record<string, unknown>
  timeout?: number
}

export function headerOf (headers: Record<string, unknown> | undefined, name: string): string | undefined {
  if (!headers) return undefined
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  const value = key ? headers[key] : undefined
  return value === undefined || value === null ? undefined : String(value)
}

/** The spec's request headers (000 §7): app, timestamp, token, agent. */
export function requestHeaders (now: number, s: GatewaySession | undefined = session): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', app: String(APP_ID), timestamp: String(now) }
  const token = s?.token()
  const agent = s?.agent()
  if (token) headers.token = token
  if (agent) headers.agent = agent
  return headers
}

function absorbHeaders (res: TransportResult) {
  const headers = (res as { header?: Record<string, unknown> }).header
  const token = headerOf(headers, TOKEN_HEADER)
  if (token) {
    const expires = Number(headerOf(headers, TOKEN_EXPIRES_HEADER))
    session?.onToken(token, Number.isFinite(expires) && expires > 0 ? expires : undefined)
  }
  const serverTime = Number(headerOf(headers, SERVER_TIME_HEADER)) || Date.parse(headerOf(headers, 'date') ?? '')
  if (Number.isFinite(serverTime) && serverTime > 0) session?.onServerTime(serverTime)
}

/** One gateway call: resolves with `data` of a successful envelope, rejects with a GatewayError. */
export async function request<T> (path: string, { method = 'POST', data, timeout = 15000 }: RequestOptions = {}): Promise<T> {
  let res: TransportResult
  try {
    res = await send({
      url: apiBase() + path,
      method,
      data,
      timeout,
      // Cookies go along on H5 (the gateway's own session), as the spec asks.
      credentials: 'include',
      header: requestHeaders(Date.now())
    })
  } catch (e) {
    throw failureOf(e)
  }
  absorbHeaders(res)
  return interpretResponse<T>({ statusCode: res.statusCode, data: res.data })
}
