/**
 * The analytics collector (000 §7): keeps each visitor's last 200 events for
 * QA and tests (`GET /__emu/analytics`). Not a gateway call: no envelope.
 * A POST holds one event, or a batch: `{ events: [...] }` (what the page
 * sends) or a bare array; each event of a batch is stored on its own.
 */
import { visitorState, type Domain } from './types'

export const MAX_EVENTS = 200
/** Events one POST may carry; the rest of a larger batch is dropped (the page sends at most 20). */
export const MAX_BATCH = 100

/** The events one POST body carries. */
export function eventsOf (body: unknown): unknown[] {
  if (Array.isArray(body)) return body.slice(0, MAX_BATCH)
  if (body && typeof body === 'object' && Array.isArray((body as { events?: unknown }).events)) return ((body as { events: unknown[] }).events).slice(0, MAX_BATCH)
  return body === undefined || body === null ? [] : [body]
}

export const analyticsDomain: Domain = {
  name: 'analytics',
  register (app) {
    app.post('/analytics/collect', async (req) => {
      const events = visitorState<unknown[]>(req.visitor, 'analytics', () => [])
      events.push(...eventsOf(req.body))
      if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS)
      return { ok: true }
    })
    app.get('/__emu/analytics', async (req) => visitorState<unknown[]>(req.visitor, 'analytics', () => []))
  }
}
