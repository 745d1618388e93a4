import { listScenarioIds, loadScenario } from '../../server/scenarios'
import type { ComponentConfig } from '../../src/lib/types'

/** Every scenario, as the emulator serves it to a page on its own origin (read once). */
let scenarios: unknown[] | undefined
const allScenarios = (): unknown[] => (scenarios ??= listScenarioIds().map((id) => loadScenario(id, 'http://127.0.0.1:8787')))

/** Every component config of `kind` in the emulator's scenarios (nested ones in tabs and mutex groups too), with its contents list. */
export function scenarioComponents (kind: string): ComponentConfig[] {
  const found: ComponentConfig[] = []
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return
    if (Array.isArray(value)) { value.forEach(walk); return }
    const record = value as Record<string, unknown>
    const data = record.data as Record<string, { contents?: unknown[] } | undefined> | undefined
    if (typeof record.uuid === 'string' && data && typeof data === 'object' && Object.keys(data)[0] === kind && Array.isArray(data[kind]?.contents)) found.push(record as unknown as ComponentConfig)
    Object.values(record).forEach(walk)
  }
  allScenarios().forEach(walk)
  return found
}
