/**
 * In-memory pages for the page fuzzer (issue 28, build 2): `PUT /__emu/pages/fuzz-…` with
 * `{page, seed?, clock?}` makes the page calls for that activity answer `page`, personalised as usual,
 * without writing a scenario file. Only ids starting `fuzz-`, at most MAX_OVERRIDES kept (the oldest
 * forgotten first), none kept across a restart: a scenario file always wins for any other id.
 */
import type { FastifyInstance } from 'fastify'
import type { ClockSpec } from './controls'
import type { Scenario } from './scenarios'

export const OVERRIDE_ID = /^fuzz-[\w-]{1,59}$/
/** Two fuzzing workers need two pages (and their unmutated twins) at a time; a few more for replays. */
export const MAX_OVERRIDES = 32
/** A mutated page may hold thousands of components and 100 000-character strings. */
export const OVERRIDE_BODY_LIMIT = 64 * 1024 * 1024

const store = new Map<string, Scenario>()

/** The page PUT for `id`, as a scenario (undefined when there is none). */
export function overrideOf (id: string): Scenario | undefined {
  const found = OVERRIDE_ID.test(id) ? store.get(id) : undefined
  // A copy per call, as a scenario file is parsed anew per call: personalising an answer never changes the next.
  return found && structuredClone(found)
}

export function setOverride (id: string, scenario: Omit<Scenario, 'id'>): void {
  if (!OVERRIDE_ID.test(id)) throw new Error(`not a fuzz id: ${id}`)
  store.delete(id)
  store.set(id, { ...scenario, id })
  while (store.size > MAX_OVERRIDES) store.delete(store.keys().next().value as string)
}

export function registerOverrideRoutes (app: FastifyInstance): void {
  app.put<{ Params: { activityId: string }, Body: unknown }>('/__emu/pages/:activityId', { bodyLimit: OVERRIDE_BODY_LIMIT }, async (req, reply) => {
    const { activityId } = req.params
    if (!OVERRIDE_ID.test(activityId)) return reply.code(400).send({ error: 'only activity ids fuzz-[A-Za-z0-9_-] (up to 64 characters) can be overridden' })
    const body = req.body
    if (!body || typeof body !== 'object' || !('page' in body)) return reply.code(400).send({ error: 'body must be {page, seed?, clock?}' })
    const { page, seed, clock } = body as { page: unknown, seed?: unknown, clock?: unknown }
    // The page is anything the fuzzer made (a wrong type included: the page call answers it as it is).
    setOverride(activityId, {
      title: activityId,
      description: 'page fuzzer override',
      page: page as Scenario['page'],
      seed: seed && typeof seed === 'object' ? seed as Record<string, unknown> : undefined,
      clock: clock && typeof clock === 'object' ? clock as ClockSpec : undefined
    })
    return { ok: true, activityId }
  })
}
