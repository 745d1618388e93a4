/**
 * Click tracking and error reports to the analytics collector (000 §7, §9):
 * strings cut at 1000 characters; a tap waits at most 100 ms for the
 * collector before it navigates, so tracking never blocks navigation. Only
 * whitelisted fields are sent, and URLs lose any ticket or token, so
 * credentials never reach analytics. One tracker per root store.
 */
import type { Send } from './http'

const ANALYTICS_MAX_STRING = 1000
const ANALYTICS_CALLBACK_TIMEOUT = 100
/** Collector path on the gateway origin unless `TARO_APP_ANALYTICS_URL` names another. */
export const ANALYTICS_PATH = '/analytics/collect'
/** Error reporting rate (000 §9): every error is reported. (Its trace rate, 0.25: nothing reports traces.) */
const ERROR_SAMPLE_RATE = 1

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
function sanitizeEvent (event: TrackingEvent): TrackingEvent {
  const clean: TrackingEvent = { event: event.event }
  for (const [key, value] of Object.entries(event)) {
    if (/token|ticket|password|cookie/i.test(key) || value === undefined) continue
    clean[key] = typeof value === 'string' ? value.replace(SECRET_PARAMS, '$1$2=').slice(0, ANALYTICS_MAX_STRING) : value
  }
  return clean
}

/** The collector: `TARO_APP_ANALYTICS_URL`, else the gateway's own. */
export function collectorUrl (gatewayBase: string): string {
  return process.env.TARO_APP_ANALYTICS_URL || `${gatewayBase}${ANALYTICS_PATH}`
}

export interface BlockErrorContext {
  activityId?: string | number
  componentType: string
  uuid: string
}

export interface Tracker {
  /** Sends one event; never throws or rejects (tracking must not break a tap or a render). */
  send (event: TrackingEvent): Promise<void>
  /** Tracks, then runs `next` as soon as the collector answers or 100 ms have passed. */
  trackThen (event: TrackingEvent, next: () => void, timeoutMs?: number): void
  /** Reports a block that failed or whose config was refused, once per component and message; never throws. */
  reportBlockError (error: unknown, context: BlockErrorContext): void
}

export interface TrackerOptions {
  send: Send
  url: string
  random?: () => number
  /** Development builds also say it in the console. */
  warn?: (text: string) => void
}

export function createTracker ({ send, url, random = Math.random, warn }: TrackerOptions): Tracker {
  const reported = new Set<string>()
  const tracker: Tracker = {
    send (event) {
      try {
        return send({ url, method: 'POST', data: sanitizeEvent(event), header: { 'content-type': 'application/json' }, timeout: 5000, credentials: 'include' })
          .then(() => undefined, () => undefined)
      } catch {
        return Promise.resolve()
      }
    },
    trackThen (event, next, timeoutMs = ANALYTICS_CALLBACK_TIMEOUT) {
      let done = false
      const go = () => {
        if (done) return
        done = true
        next()
      }
      setTimeout(go, timeoutMs)
      tracker.send(event).then(go)
    },
    reportBlockError (error, context) {
      // Called while a page renders: reporting must never break it.
      try {
        const message = typeof error === 'string' ? error : (error as Error)?.message ?? String(error)
        const key = `${context.uuid}\n${message}`
        if (reported.has(key) || random() >= ERROR_SAMPLE_RATE) return
        reported.add(key)
        warn?.(`[block ${context.componentType} ${context.uuid}] ${message}`)
        void tracker.send({ event: 'block_error', activityId: context.activityId, componentType: context.componentType, uuid: context.uuid, message })
      } catch {
        // Nothing to do: the block is already skipped or isolated.
      }
    }
  }
  return tracker
}
