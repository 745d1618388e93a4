import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fillTemplate, type ClockSpec } from './controls'
import { overrideOf } from './overrides'

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
}

export const SCENARIO_DIR = path.resolve(__dirname, 'scenarios')
const ID = /^[\w-]{1,64}$/

export function listScenarioIds (dir = SCENARIO_DIR): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).filter((id) => ID.test(id)).sort()
}

/**
 * Loads one scenario with `{{assets}}` / `{{origin}}` filled for the asking origin; undefined when there is none.
 * A `fuzz-…` id is the page fuzzer's in-memory page (overrides.ts), taken as it was sent.
 */
export function loadScenario (id: string, origin: string, dir = SCENARIO_DIR): Scenario | undefined {
  if (!ID.test(id)) return undefined
  const override = overrideOf(id)
  if (override) return override
  let text: string
  try {
    text = readFileSync(path.join(dir, `${id}.json`), 'utf8')
  } catch {
    return undefined
  }
  const parsed = JSON.parse(fillTemplate(text, origin)) as Omit<Scenario, 'id'>
  return { ...parsed, id }
}
