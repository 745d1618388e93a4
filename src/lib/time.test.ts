import { beijingClock, beijingDay, FIRST_SERVER_TIME, formatServerTime, LAST_SERVER_TIME, parseServerTime } from './time'

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
  it('is total over any JSON value: a wrong-typed sysTime is no time, never a throw (issue 28: "e.trim is not a function")', () => {
    for (const value of [{}, { sysTime: 1 }, [], [1762790400000], true, false, undefined, NaN, Infinity, -Infinity, '   ']) {
      expect(parseServerTime(value)).toBeUndefined()
    }
  })
  it('an impossible date or an endless number is no time, not NaN or Infinity', () => {
    expect(parseServerTime('2026-13-45 00:00:00')).toBeUndefined()
    expect(parseServerTime('9'.repeat(400))).toBeUndefined()
  })
})

describe('formatServerTime', () => {
  it('writes the gateway format (001 §7: YYYY-MM-DD HH:mm:ss) in Beijing time and reads back', () => {
    expect(formatServerTime(Date.parse('2026-11-10T16:00:00Z'))).toBe('2026-11-11 00:00:00')
    expect(formatServerTime(Date.parse('2026-11-11T15:59:59.900Z'))).toBe('2026-11-11 23:59:59')
    expect(parseServerTime(formatServerTime(1762790400000))).toBe(1762790400000)
  })
})

// Found by rules.property.test.ts: a time past the year 9999 (Beijing) was kept, and writing it back threw or garbled.
it('keeps only times the gateway can write back (years 0000 to 9999, Beijing): 1e17 and the year 10000 are no time', () => {
  expect(parseServerTime(1e17)).toBeUndefined()
  expect(parseServerTime('100000000000000000')).toBeUndefined()
  expect(parseServerTime('9999-12-31T16:00:00.000Z')).toBeUndefined()
  expect(formatServerTime(parseServerTime('9999-12-31 23:59:59') as number)).toBe('9999-12-31 23:59:59')
  expect(formatServerTime(parseServerTime('0000-01-01 00:00:00') as number)).toBe('0000-01-01 00:00:00')
})

describe('Beijing wall clock, whatever the phone\'s zone', () => {
  it('reads the day and the time in UTC+8', () => {
    const lateNight = Date.parse('2026-11-11T23:59:00+08:00')
    expect(beijingClock(lateNight)).toEqual({ month: 11, day: 11, time: '23:59' })
    expect(beijingDay(lateNight + 60_000)).toBe(beijingDay(lateNight) + 1)
    expect(beijingClock(Date.parse('2026-01-02T00:05:00+08:00'))).toEqual({ month: 1, day: 2, time: '00:05' })
  })
})

// Mutation testing (docs/testing.md): mutants of these lived.
describe('parseServerTime at its edges', () => {
  it('a Beijing wall-clock time with spaces around it is still Beijing\'s, and junk before a date is no time', () => {
    expect(parseServerTime(' 2026-11-11 00:00:00 ')).toBe(Date.parse('2026-11-10T16:00:00Z'))
    expect(parseServerTime('x2026-11-11 00:00:00')).toBeUndefined()
  })

  it('the last time the gateway can write is a time; a millisecond later is none', () => {
    expect(parseServerTime(LAST_SERVER_TIME)).toBe(LAST_SERVER_TIME)
    expect(parseServerTime(LAST_SERVER_TIME + 1)).toBeUndefined()
    expect(parseServerTime(FIRST_SERVER_TIME)).toBe(FIRST_SERVER_TIME)
    expect(parseServerTime(FIRST_SERVER_TIME - 1)).toBeUndefined()
  })
})
