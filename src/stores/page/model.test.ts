import { offlineVariant } from './model'

const start = Date.parse('2026-11-11T00:00:00+08:00')
const end = Date.parse('2026-11-12T00:00:00+08:00')

describe('offline page variants (000 §4)', () => {
  const page = { status: 'OFFLINE', startDt: start, endDt: end }
  it("shows 'before' when now is earlier than startDt", () => {
    expect(offlineVariant(page, start - 1)).toBe('before')
  })
  it("shows 'after' when now is later than endDt", () => {
    expect(offlineVariant(page, end + 1)).toBe('after')
  })
  it('shows the plain one in between and at the edges', () => {
    expect(offlineVariant(page, start)).toBe('plain')
    expect(offlineVariant(page, end)).toBe('plain')
    expect(offlineVariant({ status: 'OFFLINE' }, start)).toBe('plain')
  })
  it('reads dates given as strings too', () => {
    expect(offlineVariant({ status: 'OFFLINE', startDt: '2026-11-11 00:00:00', endDt: String(end) }, end + 1)).toBe('after')
  })
  it('is undefined for a page that is not offline', () => {
    expect(offlineVariant({ status: 'ONLINE', startDt: start }, start - 1)).toBeUndefined()
  })
})
