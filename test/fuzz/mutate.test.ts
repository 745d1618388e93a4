import { buildEmulator } from '../../server/app'
import { OVERRIDE_BODY_LIMIT } from '../../server/overrides'
import { listScenarioIds, loadScenario } from '../../server/scenarios'
import { LONE_SURROGATES } from '../utils/hostile'
import { fuzzCase, MANY_COMPONENTS_BYTES, MUTATION_CLASSES, type FuzzBase } from './mutate'

const ORIGIN = 'http://localhost:80'
const bases: FuzzBase[] = listScenarioIds().map((id) => {
  const s = loadScenario(id, ORIGIN)
  return { id, page: s?.page ?? null, seed: s?.seed, clock: s?.clock }
})
const CASES = 200
const cases = Array.from({ length: CASES }, (_, i) => fuzzCase(bases, 28, i))

/** Every component (uuid and data) anywhere in a page, as a JSON text per uuid. */
function componentsOf (page: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const visit = (v: unknown, depth: number): void => {
    if (depth > 64 || !v || typeof v !== 'object') return
    if (!Array.isArray(v) && typeof (v as { uuid?: unknown }).uuid === 'string' && typeof (v as { data?: unknown }).data === 'object') {
      const uuid = (v as { uuid: string }).uuid
      found.set(uuid, [...found.get(uuid) ?? [], JSON.stringify(v)])
    }
    for (const x of Object.values(v)) visit(x, depth + 1)
  }
  visit(page, 0)
  return found
}

describe('page fuzzer mutations', () => {
  it('are the same page for the same seed and case, whichever cases ran before', () => {
    expect(JSON.stringify(fuzzCase(bases, 28, 137))).toBe(JSON.stringify(cases[137]))
    expect(JSON.stringify(fuzzCase(bases, 28, 5))).toBe(JSON.stringify(cases[5]))
    const other = Array.from({ length: 20 }, (_, i) => JSON.stringify(fuzzCase(bases, 29, i).mutations))
    expect(other.filter((m, i) => m !== JSON.stringify(cases[i].mutations)).length).toBeGreaterThan(10)
  })

  it(`produce every mutation class in ${CASES} cases of seed 28, and take every scenario`, () => {
    const seen = new Set(cases.flatMap((c) => c.mutations.map((m) => m.cls)))
    expect(MUTATION_CLASSES.filter((c) => !seen.has(c))).toEqual([])
    expect(new Set(cases.map((c) => c.base))).toEqual(new Set(listScenarioIds()))
    // One to three mutations a page.
    expect(cases.every((c) => c.mutations.length >= 1 && c.mutations.length <= 3)).toBe(true)
  })

  it('write what their class says: a lone surrogate, a 100 000-character string, thousands of components', () => {
    const values = (cls: string) => cases.flatMap((c) => c.mutations.filter((m) => m.cls === cls))
    expect(values('surrogate').every((m) => LONE_SURROGATES.some((s) => JSON.parse(m.value.replace(/…\(\d+ chars\)$/, '"')).includes(s)) || m.value.endsWith('chars)'))).toBe(true)
    expect(values('longString').every((m) => Number(/\((\d+) chars\)$/.exec(m.value)?.[1]) >= 100_000)).toBe(true)
    const many = cases.find((c) => c.mutations.some((m) => m.cls === 'manyComponents') && !c.pageTouched)
    expect((many?.page as { components: unknown[] }).components.length).toBeGreaterThanOrEqual(1000)
  })

  it('a case is the same page whatever was generated before it, and never circular: the values it inserts are copies', () => {
    // Case 8955 of seed 1126: wrongType put a shared ['a'] at components, then wrongType at components[0] put that same array in itself.
    const first = JSON.stringify(fuzzCase(bases, 1126, 8955).page)
    for (let i = 8800; i < 9200; i++) JSON.stringify(fuzzCase(bases, 1126, i).page)
    expect(JSON.stringify(fuzzCase(bases, 1126, 8955).page)).toBe(first)
    expect(JSON.stringify(fuzzCase(bases, 28, 7).page)).toBe(JSON.stringify(cases[7].page))
  })

  it('copy at most MANY_COMPONENTS_BYTES of a component: one made 100 000 characters long first is copied tens of times, and the page stays under the emulator\'s body limit', () => {
    // Case 2100 of seed 1126: a 100 002-character image URL in the smallest component, then 1000 copies of it (100 MB).
    const big = fuzzCase(bases, 1126, 2100)
    const copies = big.mutations.find((m) => m.cls === 'manyComponents')
    expect(copies?.value).toMatch(/"\d+ copies of /)
    const size = JSON.stringify(big.page).length
    expect(size).toBeLessThan(MANY_COMPONENTS_BYTES + 1_000_000)
    expect(size).toBeLessThan(OVERRIDE_BODY_LIMIT / 2)
  })

  it('leave every component they did not touch as it was', () => {
    for (const c of cases) {
      if (c.pageTouched) continue
      const before = componentsOf(bases.find((b) => b.id === c.base)?.page)
      const after = componentsOf(c.page)
      for (const [uuid, json] of before) {
        if (c.touched.includes(uuid)) continue
        expect([c.index, uuid, after.get(uuid)]).toEqual([c.index, uuid, json])
      }
    }
  })

  it('touch the components inside a touched one (they render through it)', () => {
    const mutex = { uuid: 'm', data: { ahsMutex: { contents: [{ groups: [{ component: { uuid: 'm-banner', data: { banner: { contents: [] } } } }] }] } } }
    const page = { components: [{ uuid: 'other', data: { spacing: { contents: [{ height: 8 }] } } }, mutex] }
    const hits = Array.from({ length: 60 }, (_, i) => fuzzCase([{ id: 'x', page }], 1, i)).filter((c) => c.touched.includes('m'))
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.every((c) => c.touched.includes('m-banner'))).toBe(true)
  })

  it('are JSON the emulator serves as the page call\'s answer', async () => {
    const app = await buildEmulator({ distDir: '/nonexistent' })
    try {
      // Every fourth case (the thousands-of-components pages take a while to send): each class is among them.
      for (const c of cases.filter((_, i) => i % 4 === 0)) {
        const text = JSON.stringify(c.page)
        expect(JSON.parse(text)).toEqual(c.page)
        const put = await app.inject({ method: 'PUT', url: `/__emu/pages/fuzz-t${c.index}`, payload: text.replace(/^/, '{"page":') + '}', headers: { 'content-type': 'application/json' } })
        expect([c.index, put.statusCode]).toEqual([c.index, 200])
        const res = await app.inject({ method: 'POST', url: '/campaign-center/api/avatar/pages/get-release', payload: { hash: `fuzz-t${c.index}` } })
        expect([c.index, res.statusCode, res.json().code]).toEqual([c.index, 200, 0])
        const components = (c.page as { components?: unknown }).components
        if (Array.isArray(components)) expect(res.json().data.components).toHaveLength(components.length)
      }
    } finally {
      await app.close()
    }
  }, 60_000)
})
