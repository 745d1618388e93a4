/**
 * The analytics collector (000 §7): keeps each visitor's last 200 events for
 * QA and tests (`GET /__emu/analytics`). Not a gateway call: no envelope.
 */
import { visitorState, type Domain } from './types'

export const MAX_EVENTS = 200

export const analyticsDomain: Domain = {
  name: 'analytics',
  register (app) {
    app.post('/analytics/collect', async (req) => {
      const events = visitorState<unknown[]>(req.visitor, 'analytics', () => [])
      events.push(req.body)
      if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS)
      return { ok: true }
    })
    app.get('/__emu/analytics', async (req) => visitorState<unknown[]>(req.visitor, 'analytics', () => []))
  }
}
