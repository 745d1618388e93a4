/**
 * Click tracking to the analytics collector (000 §7, §9): strings cut at 1000
 * characters, and a tap waits at most 100 ms for the collector before it
 * navigates, so tracking never blocks navigation. Only whitelisted fields are
 * sent, and URLs lose any ticket or token, so credentials never reach analytics.
 */
import { send } from '@/gateway/transport'
import { apiBase } from '@/gateway/request'

export const ANALYTICS_MAX_STRING = 1000
export const ANALYTICS_CALLBACK_TIMEOUT = 100
/** Collector path on the gateway origin unless `TARO_APP_ANALYTICS_URL` names another. */
export const ANALYTICS_PATH = '/analytics/collect'

export interface TrackingEvent {
  event: string
  activityId?: string | number
  componentType?: string
  uuid?: string
  url?: string
  message?: string
  [key: string]: string | number | boolean | undefined
}

const SECRET_PARAMS = /([?&#])(ticket|token|access[-_]?token)=[^&#]*/gi

/** Cuts strings to 1000 characters and strips credentials out of any URL-like value. */
export function sanitizeEvent (event: TrackingEvent): TrackingEvent {
  const clean: TrackingEvent = { event: event.event }
  for (const [key, value] of Object.entries(event)) {
    if (/token|ticket|password|cookie/i.test(key) || value === undefined) continue
    clean[key] = typeof value === 'string' ? value.replace(SECRET_PARAMS, '$1$2=').slice(0, ANALYTICS_MAX_STRING) : value
  }
  return clean
}

export function collectorUrl (): string {
  return process.env.TARO_APP_ANALYTICS_URL || `${apiBase()}${ANALYTICS_PATH}`
}

/** Sends one event; never throws or rejects (tracking must not break a tap or a render). */
export function sendEvent (event: TrackingEvent): Promise<void> {
  try {
    return send({ url: collectorUrl(), method: 'POST', data: sanitizeEvent(event), header: { 'content-type': 'application/json' }, timeout: 5000 })
      .then(() => undefined, () => undefined)
  } catch {
    return Promise.resolve()
  }
}

/** Tracks, then runs `next` as soon as the collector answers or 100 ms have passed. */
export function trackThen (event: TrackingEvent, next: () => void, timeoutMs = ANALYTICS_CALLBACK_TIMEOUT): void {
  let done = false
  const go = () => {
    if (done) return
    done = true
    next()
  }
  setTimeout(go, timeoutMs)
  sendEvent(event).then(go)
}
