import { formatServerTime, parseServerTime } from './time'

describe('parseServerTime', () => {
  it('reads epoch ms as numbers or digits', () => {
    expect(parseServerTime(1762790400000)).toBe(1762790400000)
    expect(parseServerTime('1762790400000')).toBe(1762790400000)
  })
  it('reads wall-clock strings as Beijing time, whatever the phone zone', () => {
    expect(parseServerTime('2026-11-11 00:00:00')).toBe(Date.parse('2026-11-10T16:00:00Z'))
    expect(parseServerTime('2026/11/11 08:30')).toBe(Date.parse('2026-11-11T00:30:00Z'))
    expect(parseServerTime('2026-11-11')).toBe(Date.parse('2026-11-10T16:00:00Z'))
  })
  it('keeps an explicit zone and rejects nonsense', () => {
    expect(parseServerTime('2026-11-11T00:00:00Z')).toBe(Date.parse('2026-11-11T00:00:00Z'))
    expect(parseServerTime('soon')).toBeUndefined()
    expect(parseServerTime('')).toBeUndefined()
    expect(parseServerTime(null)).toBeUndefined()
  })
})

describe('formatServerTime', () => {
  it('writes the gateway format (001 §7: YYYY-MM-DD HH:mm:ss) in Beijing time and reads back', () => {
    expect(formatServerTime(Date.parse('2026-11-10T16:00:00Z'))).toBe('2026-11-11 00:00:00')
    expect(formatServerTime(Date.parse('2026-11-11T15:59:59.900Z'))).toBe('2026-11-11 23:59:59')
    expect(parseServerTime(formatServerTime(1762790400000))).toBe(1762790400000)
  })
})
