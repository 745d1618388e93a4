import { t } from '@/i18n'
import { ShownError } from '@/lib/errors'

/** The gateway's envelope (000 §7): `code`, `data`, `msg`. */
export interface GatewayEnvelope<T = unknown> {
  code: number | string
  data: T
  msg?: string
}

/** A rejected call: the server's (or the catalogue's) message and code. */
export class GatewayError extends ShownError {
  readonly code: number | string
  readonly status?: number
  /** What went wrong in terms for a report (never shown to visitors). */
  readonly detail?: string
  constructor (message: string, code: number | string, status?: number, detail?: string) {
    super(message)
    this.name = 'GatewayError'
    this.code = code
    this.status = status
    this.detail = detail
  }
}

/** Success codes (000 §8). */
export const SUCCESS_CODES: ReadonlyArray<number | string> = [0, 200, '0', '200']
/** Network failure codes (000 §8). */
const NETWORK_FAILED_CODE = 400
const NETWORK_ERROR_CODE = 1

/** No answer came (offline, timeout, connection lost): the call may or may not have reached the gateway. */
export function isNoAnswer (error: unknown): boolean {
  return error instanceof GatewayError && error.status === undefined && (error.code === NETWORK_FAILED_CODE || error.code === NETWORK_ERROR_CODE)
}

export interface RawResponse {
  statusCode: number
  /** Hosts' request APIs do not pass the reason phrase on; derived from the code when absent. */
  statusText?: string
  data: unknown
}

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 405: 'Method Not Allowed', 408: 'Request Timeout',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout'
}

export function statusTextOf (res: RawResponse): string {
  return res.statusText || REASON_PHRASES[res.statusCode] || `HTTP ${res.statusCode}`
}

/** Tags and whitespace out of a text body, so an HTML error page becomes a readable line. */
function stripBody (body: string): string {
  return body.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
}

function parseBody (data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

function isEnvelope (value: unknown): value is GatewayEnvelope {
  return typeof value === 'object' && value !== null && 'code' in value
}

/**
 * Turns one HTTP answer into the data or a GatewayError, following the error
 * catalogue (000 §8): 403 → no permission; a JSON envelope with code 0/200 → data;
 * another code → the server's msg (or 'request failed'); a non-JSON body →
 * status text plus the stripped body.
 */
export function interpretResponse<T> (res: RawResponse): T {
  if (res.statusCode === 403) throw new GatewayError(t('error.noPermission'), 403, 403)
  const body = parseBody(res.data)
  if (isEnvelope(body)) {
    if (SUCCESS_CODES.includes(body.code)) return body.data as T
    throw new GatewayError(body.msg || t('error.requestFailed'), body.code, res.statusCode)
  }
  if (res.statusCode >= 200 && res.statusCode < 300 && typeof body === 'object' && body !== null) {
    // A 2xx JSON answer without an envelope is not the gateway's shape.
    throw new GatewayError(t('error.requestFailed'), res.statusCode, res.statusCode)
  }
  const text = typeof body === 'string' ? stripBody(body) : ''
  const message = [statusTextOf(res), text].filter(Boolean).join(' ') || t('error.requestFailed')
  throw new GatewayError(message, res.statusCode, res.statusCode)
}

/** Alipay's request error for a timeout (its `fail` carries `{error: 13}` and no errMsg). */
export const ALIPAY_TIMEOUT_ERROR = 13

/** A request that never got an answer (offline, DNS, timeout). */
function networkFailure (errMsg?: string): GatewayError {
  if (errMsg && /timeout|超时/i.test(errMsg)) return new GatewayError(t('error.networkError'), NETWORK_ERROR_CODE)
  return new GatewayError(t('error.networkRequestFailed'), NETWORK_FAILED_CODE)
}

/**
 * A rejected host request. Most hosts reject only when nothing came back, but
 * Alipay's `my.request` also rejects HTTP errors (error 19) and unparsable
 * bodies (error 14) with the answer attached: those are answers, read as such.
 */
export function failureOf (e: unknown): GatewayError {
  const failure = (typeof e === 'object' && e !== null ? e : {}) as { status?: unknown, statusCode?: unknown, data?: unknown, errMsg?: string, errorMessage?: string, error?: unknown }
  const status = typeof failure.status === 'number' ? failure.status : typeof failure.statusCode === 'number' ? failure.statusCode : undefined
  if (status !== undefined && status > 0) {
    try {
      interpretResponse({ statusCode: status, data: failure.data })
    } catch (error) {
      return error as GatewayError
    }
    return new GatewayError(t('error.requestFailed'), status, status)
  }
  if (failure.error === ALIPAY_TIMEOUT_ERROR) return networkFailure('timeout')
  return networkFailure(failure.errMsg ?? failure.errorMessage)
}
