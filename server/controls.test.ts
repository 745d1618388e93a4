import { parseFault, serverNow, pick, fillTemplate, ControlError } from './controls'

describe('emulator fault specs', () => {
  it('parses each kind and latency', () => {
    expect(parseFault('http500')).toEqual({ latencyMs: 0, kind: 'http500' })
    expect(parseFault('500')).toEqual({ latencyMs: 0, kind: 'http500' })
    expect(parseFault('403')).toEqual({ latencyMs: 0, kind: '403' })
    expect(parseFault('nonjson')).toEqual({ latencyMs: 0, kind: 'nonjson' })
    expect(parseFault('timeout')).toEqual({ latencyMs: 0, kind: 'timeout' })
    expect(parseFault('empty')).toEqual({ latencyMs: 0, kind: 'empty' })
    expect(parseFault('code=13606017')).toEqual({ latencyMs: 0, kind: 'code', code: 13606017 })
    expect(parseFault('latency=800')).toEqual({ latencyMs: 800 })
    expect(parseFault('latency=250, http500')).toEqual({ latencyMs: 250, kind: 'http500' })
  })

  it('treats blank as no fault and rejects what it does not know', () => {
    expect(parseFault('')).toBeUndefined()
    expect(parseFault(undefined)).toBeUndefined()
    expect(() => parseFault('explode')).toThrow(ControlError)
    expect(() => parseFault('latency=-1')).toThrow(ControlError)
    expect(() => parseFault('code=abc')).toThrow(ControlError)
  })
})

describe('emulator clock', () => {
  const real = Date.parse('2026-11-21T10:00:00+08:00')
  it('pins, shifts or passes the real time through', () => {
    expect(serverNow(undefined, real)).toBe(real)
    expect(serverNow({ fixed: '2026-11-11T00:00:00+08:00' }, real)).toBe(Date.parse('2026-11-11T00:00:00+08:00'))
    expect(serverNow({ fixed: 1700000000000 }, real)).toBe(1700000000000)
    expect(serverNow({ fixed: '1700000000000' }, real)).toBe(1700000000000)
    expect(serverNow({ offsetMs: -60_000 }, real)).toBe(real - 60_000)
    expect(() => serverNow({ fixed: 'yesterday' }, real)).toThrow(ControlError)
  })

  it('lets the most specific setting win', () => {
    expect(pick(undefined, 'visitor', 'scenario')).toBe('visitor')
    expect(pick('request', 'visitor')).toBe('request')
    expect(pick<string>(undefined, undefined)).toBeUndefined()
  })
})

it('fills asset and origin placeholders in scenario text', () => {
  expect(fillTemplate('"{{assets}}/a.svg" "{{origin}}/x"', 'http://127.0.0.1:8787')).toBe('"http://127.0.0.1:8787/assets/a.svg" "http://127.0.0.1:8787/x"')
})
