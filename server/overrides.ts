/**
 * In-memory pages for the page fuzzer (issue 28, build 2): `PUT /__emu/pages/fuzz-…` with
 * `{page, seed?, clock?}` makes the page calls for that activity answer `page`, personalised as usual,
 * without writing a scenario file. Only ids starting `fuzz-`, at most MAX_OVERRIDES kept (the oldest
 * forgotten first), none kept across a restart: a scenario file always wins for any other id. Each
 * emulator keeps its own (buildEmulator): one emulator's pages are never seen by another.
 */
import type { FastifyInstance } from 'fastify'
import type { ClockSpec } from './controls'
import type { Scenario, ScenarioSource } from './scenarios'

export const OVERRIDE_ID = /^fuzz-[\w-]{1,59}$/
/** Two fuzzing workers need two pages (and their unmutated twins) at a time; a few more for replays. */
export const MAX_OVERRIDES = 32
/** A mutated page may hold thousands of components and 100 000-character strings. */
export const OVERRIDE_BODY_LIMIT = 64 * 1024 * 1024

/** One emulator's fuzz pages. */
export class FuzzPages {
  private readonly pages = new Map<string, Scenario>()

  /** The page PUT for `id`, as a scenario (undefined when there is none). */
  get (id: string): Scenario | undefined {
    const found = OVERRIDE_ID.test(id) ? this.pages.get(id) : undefined
    // A copy per call, as a scenario file is parsed anew per call: personalising an answer never changes the next.
    return found && structuredClone(found)
  }

  set (id: string, scenario: Omit<Scenario, 'id'>): void {
    if (!OVERRIDE_ID.test(id)) throw new Error(`not a fuzz id: ${id}`)
    this.pages.delete(id)
    this.pages.set(id, { ...scenario, id })
    while (this.pages.size > MAX_OVERRIDES) this.pages.delete(this.pages.keys().next().value as string)
  }
}

/** The scenarios of `source` with the fuzz pages in front (a fuzz id is never a file's). */
export function withFuzzPages (source: ScenarioSource, pages: FuzzPages): ScenarioSource {
  return { ids: source.ids, load: (id, origin) => pages.get(id) ?? source.load(id, origin) }
}

export function registerOverrideRoutes (app: FastifyInstance, pages: FuzzPages): void {
  app.put<{ Params: { activityId: string }, Body: unknown }>('/__emu/pages/:activityId', { bodyLimit: OVERRIDE_BODY_LIMIT }, async (req, reply) => {
    const { activityId } = req.params
    if (!OVERRIDE_ID.test(activityId)) return reply.code(400).send({ error: 'only activity ids fuzz-[A-Za-z0-9_-] (up to 64 characters) can be overridden' })
    const body = req.body
    if (!body || typeof body !== 'object' || !('page' in body)) return reply.code(400).send({ error: 'body must be {page, seed?, clock?}' })
    const { page, seed, clock } = body as { page: unknown, seed?: unknown, clock?: unknown }
    // The page is anything the fuzzer made (a wrong type included: the page call answers it as it is).
    pages.set(activityId, {
      title: activityId,
      description: 'page fuzzer override',
      page: page as Scenario['page'],
      seed: seed && typeof seed === 'object' ? seed as Record<string, unknown> : undefined,
      clock: clock && typeof clock === 'object' ? clock as ClockSpec : undefined
    })
    return { ok: true, activityId }
  })
}
