/**
 * Click tracking, exposures, error reports and the page-load trace, to the
 * analytics collector (000 §7, §9): strings cut at 1000 characters; a tap
 * waits at most 100 ms for the collector before it navigates, so tracking
 * never blocks navigation. Only whitelisted fields are sent, and tickets and
 * tokens are cut out of every string (URLs, messages, stacks), so credentials
 * never reach analytics. Errors are reported at rate 1, the trace at 0.25
 * (000 §9). One tracker per root store, that is per page view.
 */
import type { Send } from './http'
import { routeUncaught, type UncaughtContext } from './uncaught'

const ANALYTICS_MAX_STRING = 1000
const ANALYTICS_CALLBACK_TIMEOUT = 100
/** Collector path on the gateway origin unless `TARO_APP_ANALYTICS_URL` names another. */
export const ANALYTICS_PATH = '/analytics/collect'
/** Error reporting rate (000 §9): every error is reported. */
export const ERROR_SAMPLE_RATE = 1
/** Trace rate (000 §9): one page view in four sends its page-load trace. */
export const TRACE_SAMPLE_RATE = 0.25
/** Queued events (exposures, the trace) leave together this long after the first of them (not in the spec). */
export const BATCH_DELAY_MS = 1000
/** …or at once when this many are waiting (not in the spec): one POST stays small. */
export const BATCH_MAX = 20
/** Distinct errors one page view reports at most (not in the spec): a loop of ever-new messages cannot flood the collector. */
export const MAX_ERRORS_PER_VIEW = 20

export interface TrackingEvent {
  event: string
  activityId?: string | number
  componentType?: string
  uuid?: string
  url?: string
  message?: string
  [key: string]: string | number | boolean | undefined
}

/**
 * The only fields that reach the collector: what 000 §7 names (activity id, component type) and what
 * each event needs (the block's uuid, an error's text, a trace's durations). Anything else is dropped,
 * so a field that happens to hold a credential never leaves the page.
 */
const ALLOWED_FIELDS: ReadonlySet<string> = new Set([
  'event', 'activityId', 'componentType', 'uuid', 'url', 'message', 'stack', 'source', 'pageMs', 'firstBlocksMs',
  // 001 §7: the coupon module's component_id_show carries its package states (`CODE:1,CODE:0`).
  'packageStates'
])

// `ticket=…`, `token: …`, `"access_token":"…"`: the name is kept, the value goes (in URLs, messages and stacks alike).
const SECRETS = /(ticket|token|access[-_]?token)(["']?\s*[=:]\s*["']?)[^&#\s"',;:)}]*/gi

/** A string as the collector may see it: credentials' values removed, at most 1000 characters. */
export function scrubText (text: string): string {
  return text.replace(SECRETS, '$1$2').slice(0, ANALYTICS_MAX_STRING)
}

/** Keeps the whitelisted fields only, cuts strings at 1000 characters and strips credentials out of them. */
export function sanitizeEvent (event: TrackingEvent): TrackingEvent {
  const clean: TrackingEvent = { event: scrubText(String(event.event)) }
  for (const [key, value] of Object.entries(event)) {
    if (!ALLOWED_FIELDS.has(key) || key === 'event' || value === undefined) continue
    if (typeof value === 'string') clean[key] = scrubText(value)
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) clean[key] = value
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

/** The moments of a page view's load trace, in milliseconds since the tracker (the page view) began. */
export type TraceMark = 'pageMs' | 'firstBlocksMs'

export interface Tracker {
  /** Sends one event; never throws or rejects (tracking must not break a tap or a render). */
  send (event: TrackingEvent): Promise<void>
  /** Tracks, then runs `next` as soon as the collector answers or 100 ms have passed. */
  trackThen (event: TrackingEvent, next: () => void, timeoutMs?: number): void
  /** Reports a block that failed or whose config was refused, once per component and message; never throws. */
  reportBlockError (error: unknown, context: BlockErrorContext): void
  /** Reports an uncaught error or rejection, once per message and stack in this page view; never throws. */
  reportError (error: unknown, context: UncaughtContext): void
  /** Queues an event: queued events leave together, in one POST (BATCH_DELAY_MS, BATCH_MAX, flush). */
  queue (event: TrackingEvent): void
  /** Sends what is queued now (the page is being hidden or left). */
  flush (): void
  /** Notes one moment of the page-load trace (the first note of each counts); sampled page views send it once both are known. */
  markTrace (mark: TraceMark, activityId?: string | number): void
}

export interface TrackerOptions {
  send: Send
  url: string
  /** Sampling (000 §9); tests pass their own. */
  random?: () => number
  /** Monotonic enough for durations; tests pass a fake clock. */
  now?: () => number
  /** Development builds also say it in the console. */
  warn?: (text: string) => void
}

/** An error's message and stack, whatever was thrown (a string, an Error, an object, nothing). */
export function errorParts (error: unknown): { message: string, stack?: string } {
  if (typeof error === 'string') return { message: error }
  if (error && typeof error === 'object') {
    const { message, stack } = error as { message?: unknown, stack?: unknown }
    return { message: typeof message === 'string' ? message : safeString(error), stack: typeof stack === 'string' ? stack : undefined }
  }
  return { message: String(error) }
}

function safeString (value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/**
 * One tracker per page view (root store): its dedupe sets, its queue and its trace belong to that view.
 * Every method swallows its own failures: tracking never breaks a tap, a render or an error handler.
 */
export function createTracker ({ send, url, random = Math.random, now = Date.now, warn }: TrackerOptions): Tracker {
  const reported = new Set<string>()
  const errors = new Set<string>()
  const queued: TrackingEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  // Sampled once per page view (000 §9: trace rate 0.25).
  const startedAt = now()
  let traced = !(random() < TRACE_SAMPLE_RATE)
  const trace: Partial<Record<TraceMark, number>> = {}
  const post = (data: unknown): Promise<void> => {
    try {
      return send({ url, method: 'POST', data: data as Record<string, unknown>, header: { 'content-type': 'application/json' }, timeout: 5000, credentials: 'include' })
        .then(() => undefined, () => undefined)
    } catch {
      return Promise.resolve()
    }
  }
  const tracker: Tracker = {
    send (event) {
      try {
        return post(sanitizeEvent(event))
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
        const { message } = errorParts(error)
        const key = `${context.uuid}\n${message}`
        if (reported.has(key) || random() >= ERROR_SAMPLE_RATE) return
        reported.add(key)
        warn?.(`[block ${context.componentType} ${context.uuid}] ${message}`)
        void tracker.send({ event: 'block_error', activityId: context.activityId, componentType: context.componentType, uuid: context.uuid, message })
      } catch {
        // Nothing to do: the block is already skipped or isolated.
      }
    },
    reportError (error, context) {
      try {
        const { message, stack } = errorParts(error)
        const key = `${message}\n${stack ?? ''}`
        if (errors.has(key) || errors.size >= MAX_ERRORS_PER_VIEW || random() >= ERROR_SAMPLE_RATE) return
        errors.add(key)
        void tracker.send({ event: 'error', source: context.source, message, stack, url: context.url })
      } catch {
        // An error handler that throws would report itself: never.
      }
    },
    queue (event) {
      try {
        queued.push(sanitizeEvent(event))
        if (queued.length >= BATCH_MAX) tracker.flush()
        else if (timer === undefined) timer = setTimeout(tracker.flush, BATCH_DELAY_MS)
      } catch {
        // Tracking never breaks the page.
      }
    },
    flush () {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      while (queued.length) void post({ events: queued.splice(0, BATCH_MAX) })
    },
    markTrace (mark, activityId) {
      if (traced || trace[mark] !== undefined) return
      trace[mark] = Math.max(0, Math.round(now() - startedAt))
      if (trace.pageMs === undefined || trace.firstBlocksMs === undefined) return
      traced = true
      tracker.queue({ event: 'page_trace', activityId, pageMs: trace.pageMs, firstBlocksMs: trace.firstBlocksMs })
    }
  }
  routeUncaught(tracker)
  return tracker
}
