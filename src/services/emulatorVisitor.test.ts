import { EMULATOR_VISITOR_KEY, emulatorVisitorId, newVisitorId } from './emulatorVisitor'

function memory (initial: Record<string, unknown> = {}) {
  const data = { ...initial }
  return { data, get: (key: string) => data[key], set: (key: string, value: string) => { data[key] = value } }
}

describe('the emulator visitor of a QA mini-program build', () => {
  it('makes an id once and keeps it in the host storage', () => {
    const storage = memory()
    const first = emulatorVisitorId(storage, () => 'mp-first-visitor')
    expect(first).toBe('mp-first-visitor')
    expect(storage.data[EMULATOR_VISITOR_KEY]).toBe('mp-first-visitor')
    // Later calls (and later launches: the storage outlives the app) send the same visitor.
    expect(emulatorVisitorId(storage, () => 'mp-second-one')).toBe('mp-first-visitor')
  })

  it('replaces a kept value the emulator would not take', () => {
    for (const bad of ['', 'short', 'has space in it', 'x'.repeat(65), 42, { v: 'mp-object-value' }]) {
      const storage = memory({ [EMULATOR_VISITOR_KEY]: bad })
      expect(emulatorVisitorId(storage, () => 'mp-fresh-visitor')).toBe('mp-fresh-visitor')
    }
  })

  it('makes ids the emulator accepts (8–64 word characters or dashes), different per device', () => {
    const a = newVisitorId(() => 0.5, () => 1_790_000_000_000)
    expect(a).toMatch(/^[\w-]{8,64}$/)
    expect(a).toBe(`mp-${(1_790_000_000_000).toString(36)}-${'i'.repeat(16)}`)
    expect(newVisitorId()).not.toBe(newVisitorId())
  })
})
