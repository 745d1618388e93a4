import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fillTemplate, type ClockSpec } from './controls'
import { PRODUCTS_LONG, productsLong } from './generated'

/**
 * A scenario is one JSON file in server/scenarios/: its file name is the
 * activityId the page asks for. Files are read on every request, so QA can edit
 * one and reload the page without restarting the emulator.
 */
export interface Scenario {
  id: string
  title: string
  description: string
  /** Extra query for the demo link (e.g. `&preview=1`). */
  query?: string
  /** More links to the same page with other queries (e.g. one per channel). */
  links?: Array<{ label: string, query: string }>
  /** Faults by route name or `*` (see controls.ts). */
  faults?: Record<string, string>
  clock?: ClockSpec
  /** What the page call answers with as `data`; null answers an empty page. */
  page: Record<string, unknown> | null
  /** The preview call's page, when it differs from the released one. */
  previewPage?: Record<string, unknown> | null
  /** Each domain's starting state, by domain name (see that domain's module in server/domains/). */
  seed?: Record<string, unknown>
  /** Made by the emulator from another scenario (generated.ts): the sweeps leave it out, its blocks are that one's. */
  generated?: boolean
}

export const SCENARIO_DIR = path.resolve(__dirname, 'scenarios')
const ID = /^[\w-]{1,64}$/

export function listScenarioIds (dir = SCENARIO_DIR): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).filter((id) => ID.test(id)).sort()
}

/** Loads one scenario file with `{{assets}}` / `{{origin}}` filled for the asking origin; undefined when there is none. */
export function loadScenario (id: string, origin: string, dir = SCENARIO_DIR): Scenario | undefined {
  if (!ID.test(id)) return undefined
  let text: string
  try {
    text = readFileSync(path.join(dir, `${id}.json`), 'utf8')
  } catch {
    return undefined
  }
  const parsed = JSON.parse(fillTemplate(text, origin)) as Omit<Scenario, 'id'>
  return { ...parsed, id }
}

/**
 * Where one emulator finds its scenarios: the files by default (buildEmulator's `scenarios`), with that
 * emulator's own fuzz pages in front (overrides.ts). Each emulator has its own: one emulator's pages are
 * never another's.
 */
export interface ScenarioSource {
  /** The ids the emulator's home page and /__emu/scenarios list. */
  ids: () => string[]
  load: (id: string, origin: string) => Scenario | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This emulator's scenarios (buildEmulator). */
    scenarios: ScenarioSource
  }
}

/** The scenario files of `dir`, read on every call, and the scenarios made from them (generated.ts). */
export function scenarioFiles (dir = SCENARIO_DIR): ScenarioSource {
  const files = (): string[] => listScenarioIds(dir)
  const generated = (): string[] => (files().includes('products') ? [PRODUCTS_LONG] : [])
  return {
    ids: () => [...files(), ...generated()].sort(),
    load: (id, origin) => (id === PRODUCTS_LONG && generated().length ? productsLong(loadScenario('products', origin, dir)) : loadScenario(id, origin, dir))
  }
}

/** A source with pages of a test's own in front (a page no file holds), taken as they are. */
export function withScenarios (source: ScenarioSource, extra: readonly Scenario[]): ScenarioSource {
  const byId = new Map(extra.map((s) => [s.id, s]))
  return {
    ids: source.ids,
    // A copy per call, as a file is parsed anew per call: personalising an answer never changes the next.
    load: (id, origin) => { const own = byId.get(id); return own ? structuredClone(own) : source.load(id, origin) }
  }
}
