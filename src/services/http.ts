/**
 * The gateway client. One is created per root store (`createHttp`), so two
 * campaign pages in a mini-program's page stack never share a session, a
 * clock or a token: nothing here is module state. Domain services
 * (`createPageService(http)`, …) are typed calls built on it.
 */
import * as v from 'valibot'
import { t } from '@/i18n'
import { GatewayError, failureOf, interpretResponse } from './envelope'
import { answerTooLarge, MAX_ANSWER_BYTES } from './answerSize'
import type { Busy } from '@/lib/settle'

import { APP_ID } from './constants'

export { APP_ID }
/**
 * Response headers carrying a fresh access token and its lifetime in seconds
 * (000 §7: "the access token from the response header"; the names are not shown).
 */
export const TOKEN_HEADER = 'access-token'
export const TOKEN_EXPIRES_HEADER = 'access-token-expires-in'
/** The gateway's (and the emulator's) server time in ms; the HTTP Date header is the fallback. */
export const SERVER_TIME_HEADER = 'x-server-time'
/** How long a gateway call waits for its answer (the early calls of index.html too: src/firstScreen/start.ts). */
export const DEFAULT_TIMEOUT_MS = 15_000
/**
 * The first visit's city call (000 §5: "if that fails, 1 is used"): the page call waits for it, so it gives
 * up sooner, at the spec's geolocation timeout (000 §9: 5 s), and the page goes on with city 1.
 */
export const LOCATE_TIMEOUT_MS = 5_000
/** Code of an answer whose shape the client cannot use. */
const BAD_ANSWER = 'BAD_ANSWER'
/** Code of an answer above MAX_ANSWER_BYTES, refused unread (services/answerSize.ts). */
export const ANSWER_TOO_LARGE = 'ANSWER_TOO_LARGE'

/** One HTTP request as a transport sends it. */
export interface WireRequest {
  url: string
  method: 'GET' | 'POST'
  data?: Record<string, unknown>
  header: Record<string, string>
  timeout: number
  /** Cookies go along on H5 (the gateway's own session), as the spec asks. */
  credentials: 'include'
}

/** One HTTP answer: `data` is the body (parsed JSON or text). */
export interface WireResponse {
  statusCode: number
  statusText?: string
  data: unknown
  header?: Record<string, unknown>
  /** The phone's time the answer's server time stands for, when the transport knows it better (a prefetched answer). */
  stampedAt?: number
  /** The transport stopped reading an answer above MAX_ANSWER_BYTES (`data` is then empty). */
  tooLarge?: boolean
}

/** Sends one request through the host (per-target `transport.*.ts`); rejects only when no answer came. */
export type Send = (request: WireRequest) => Promise<WireResponse>

/** What the client needs from the session and the clock of the root that owns it. */
export interface HttpHooks {
  token (): string | undefined
  agent (): string | undefined
  /** A fresh token came back: keep it (cookie, expiry converted to days). */
  onToken (token: string, expiresInSeconds: number | undefined): void
  /** The server's time as this answer left it, and the phone's time it corresponds to. */
  onServerTime (serverMs: number, atLocalMs: number): void
  /** Emulator builds under test: each call is work in flight for the page's settle signal (lib/settle.ts). */
  busy?: Busy
  /** A call ended (answered or failed): what the page shows may change size now. */
  ended?: () => void
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST'
  data?: Record<string, unknown>
  timeout?: number
  /** The answer's shape (server answers are untrusted input); an answer that does not match is a GatewayError. */
  schema?: v.GenericSchema<unknown, T>
}

export interface Http {
  /** The gateway origin this client calls. */
  readonly base: string
  /** One gateway call: resolves with `data` of a successful envelope, rejects with a GatewayError. */
  request<T> (path: string, options?: RequestOptions<T>): Promise<T>
}

function headerOf (headers: Record<string, unknown> | undefined, name: string): string | undefined {
  if (!headers) return undefined
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  const value = key ? headers[key] : undefined
  return value === undefined || value === null ? undefined : String(value)
}

/** The spec's request headers (000 §7): app, timestamp, token, agent. */
function requestHeaders (now: number, hooks: Pick<HttpHooks, 'token' | 'agent'> | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', app: String(APP_ID), timestamp: String(now) }
  const token = hooks?.token()
  const agent = hooks?.agent()
  if (token) headers.token = token
  if (agent) headers.agent = agent
  return headers
}

/** A short, log-safe account of why an answer did not match its schema (for reports, not for visitors). */
export function describeIssues (issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.expected ?? ''} ← ${issue.received}`).join('; ')
}

export interface HttpOptions {
  send: Send
  /** Gateway origin; '' calls the page's own origin (H5 served next to the gateway). */
  base: string
  hooks?: HttpHooks
  /** The phone's clock, for the `timestamp` header and server-time sampling. */
  localNow?: () => number
}

export function createHttp ({ send, base, hooks, localNow = Date.now }: HttpOptions): Http {
  const origin = base.replace(/\/+$/, '')

  function absorbHeaders (res: WireResponse, sentAt: number, receivedAt: number) {
    const token = headerOf(res.header, TOKEN_HEADER)
    if (token) {
      const expires = Number(headerOf(res.header, TOKEN_EXPIRES_HEADER))
      hooks?.onToken(token, Number.isFinite(expires) && expires > 0 ? expires : undefined)
    }
    const serverTime = Number(headerOf(res.header, SERVER_TIME_HEADER)) || Date.parse(headerOf(res.header, 'date') ?? '')
    // The server stamped its time somewhere between sending and receiving: the midpoint halves the error.
    if (Number.isFinite(serverTime) && serverTime > 0) hooks?.onServerTime(serverTime, res.stampedAt ?? (sentAt + receivedAt) / 2)
  }

  return {
    base: origin,
    async request<T> (path: string, options: RequestOptions<T> = {}): Promise<T> {
      const done = hooks?.busy?.(`request ${path}`)
      try {
        return await call(path, options)
      } finally {
        done?.()
        hooks?.ended?.()
      }
    }
  }

  async function call<T> (path: string, { method = 'POST', data, timeout = DEFAULT_TIMEOUT_MS, schema }: RequestOptions<T>): Promise<T> {
    const sentAt = localNow()
    let res: WireResponse
    try {
      res = await send({ url: origin + path, method, data, timeout, credentials: 'include', header: requestHeaders(sentAt, hooks) })
    } catch (e) {
      throw failureOf(e)
    }
    absorbHeaders(res, sentAt, localNow())
    // Too big to parse and render without taking the page down: the catalogue's request failure, as any failed call.
    if (res.tooLarge || answerTooLarge(res)) throw new GatewayError(t('error.requestFailed'), ANSWER_TOO_LARGE, res.statusCode, `an answer of more than ${MAX_ANSWER_BYTES} bytes`)
    const body = interpretResponse<unknown>(res)
    if (!schema) return body as T
    const checked = v.safeParse(schema, body)
    if (checked.success) return checked.output
    throw new GatewayError(t('error.badAnswer'), BAD_ANSWER, res.statusCode, describeIssues(checked.issues))
  }
}
