/**
 * Huge configs (issue 28: 100 000-character strings in many fields killed the browser tab): every block's
 * model reads strings through lib/config's capped readers, so whatever a field holds, what reaches a view
 * is bounded. Every kind, on every component of the emulator's scenarios, every string field made huge.
 */
import { BLOCKS } from '@/blocks/bundled.generated'
import { isComponentConfig, MAX_NAME, MAX_TEXT, MAX_URL } from '@/lib/config'
import type { ComponentConfig } from '@/lib/types'
import { scenarioComponents } from '../../test/utils/scenarioComponents'

const HUGE = 100_000
/** A link built from a capped text: each character percent-encoded, up to 9 units for one of three UTF-8 bytes. */
const LONGEST = Math.max(MAX_URL, 9 * MAX_TEXT + 200)

type Json = unknown

const componentsOf = scenarioComponents

/** Every string made 100 000 characters longer: all of them, or those that are not links or images (which are refused whole when too long). */
function swell (value: Json, which: 'all' | 'texts', key = ''): Json {
  if (typeof value === 'string') {
    // Links and images are refused whole when too long, times are no times, a component with a huge uuid is none: the other variant keeps them, so the block still parses.
    if (which === 'texts' && /url|image|img|path|scheme|href|src|poster|time|dt$|date|uuid|^type$|^id$|platform/i.test(key)) return value
    return value + '字'.repeat(HUGE)
  }
  if (Array.isArray(value)) return value.map((v) => swell(v, which, key))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swell(v, which, k)]))
  return value
}

/** The longest string in a model; a nested component (a tab's, a mutex group's) is read at its own block's edge, under its own kind. */
function longestString (value: Json, seen = new Set<unknown>()): number {
  if (typeof value === 'string') return value.length
  if (!value || typeof value !== 'object' || seen.has(value)) return 0
  seen.add(value)
  if (seen.size > 1 && isComponentConfig(value)) return 0
  return Math.max(0, ...Object.values(value).map((v) => longestString(v, seen)))
}

describe('a block never hands its view a huge string, whatever its config holds', () => {
  it.each(Object.keys(BLOCKS))('%s', (kind) => {
    const block = BLOCKS[kind as keyof typeof BLOCKS]
    const components = componentsOf(kind)
    let parsed = 0
    for (const component of components) {
      const contents = ((component.data ?? {})[kind] as { contents: unknown[] }).contents[0]
      for (const which of ['all', 'texts'] as const) {
        const swollen = swell(contents, which)
        const result = block.parse(swollen, { ...component, data: { [kind]: { contents: [swollen] } } } as ComponentConfig)
        if (!result.ok) continue
        parsed++
        expect([component.uuid, which, longestString(result.value) <= LONGEST]).toEqual([component.uuid, which, true])
      }
    }
    // A kind the scenarios show is checked on at least one config that still parses.
    if (components.length) expect(parsed).toBeGreaterThan(0)
  })
})

it(`takes a component only with an id, uuid and type of at most ${MAX_NAME} characters (the renderer's edge)`, () => {
  const component = { id: 1, uuid: 'u1', type: 'banner', data: {} }
  expect(isComponentConfig(component)).toBe(true)
  expect(isComponentConfig({ ...component, uuid: 'u'.repeat(HUGE) })).toBe(false)
  expect(isComponentConfig({ ...component, type: 'b'.repeat(HUGE) })).toBe(false)
  expect(isComponentConfig({ ...component, id: '1'.repeat(HUGE) })).toBe(false)
})
