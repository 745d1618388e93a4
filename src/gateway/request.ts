import { adapter } from '@/platform/adapter'
import { interpretResponse, networkFailure } from './response'
import { send, type TransportResult } from './transport'

/** The product's app id, sent as the `app` header (000 §9). */
export const APP_ID = 10002

/** Gateway origin: `TARO_APP_API_BASE` from .env files / the shell, else the adapter's default. */
export function apiBase (): string {
  return (process.env.TARO_APP_API_BASE || adapter.defaultApiBase()).replace(/\/+$/, '')
}

export interface RequestOptions {
  method?: 'GET' | 'POST'
  data?: Record<string, unknown>
  timeout?: number
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
      credentials: 'include',
      header: {
        'content-type': 'application/json',
        app: String(APP_ID),
        timestamp: String(Date.now())
      }
    })
  } catch (e) {
    throw networkFailure((e as { errMsg?: string }).errMsg)
  }
  return interpretResponse<T>({ statusCode: res.statusCode, data: res.data })
}
