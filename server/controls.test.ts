import { parseFault, serverNow, pick, fillTemplate, advanceClock, ControlError } from './controls'
import { HOSTILE_CORPUS, hostileAnswer } from './hostileCorpus'

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
    expect(parseFault('reset')).toEqual({ latencyMs: 0, kind: 'reset' })
    expect(parseFault('hostile')).toEqual({ latencyMs: 0, kind: 'hostile' })
    expect(parseFault('oversized')).toEqual({ latencyMs: 0, kind: 'oversized' })
    expect(parseFault('code=10409,hostilemsg')).toEqual({ latencyMs: 0, kind: 'code', code: 10409, hostileMsg: true })
  })

  it('treats blank as no fault and rejects what it does not know', () => {
    expect(parseFault('')).toBeUndefined()
    expect(parseFault(undefined)).toBeUndefined()
    expect(() => parseFault('explode')).toThrow(ControlError)
    expect(() => parseFault('latency=-1')).toThrow(ControlError)
    expect(() => parseFault('code=abc')).toThrow(ControlError)
    // A hostile message belongs to a business error: alone it would say nothing.
    expect(() => parseFault('hostilemsg')).toThrow(ControlError)
    expect(() => parseFault('http500,hostilemsg')).toThrow(ControlError)
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

describe('hostile answers', () => {
  it('replace every text in turn, keeping keys, ids, kinds, numbers and numeric or time strings', () => {
    const answer = { code: 0, msg: 'success', data: { id: 'p-1', uuid: 'u-1', type: 'banner', title: '标题', price: 12, dailyPrice: '4980.00',
      startTime: '2026-11-11 00:00:00', items: [{ name: '一', imageUrl: 'https://x.test/a.jpg', activityId: 'a-9', ok: true }] } }
    const hostile = hostileAnswer(answer) as typeof answer
    expect(Object.keys(hostile.data)).toEqual(Object.keys(answer.data))
    expect(hostile).toMatchObject({ code: 0, data: { id: 'p-1', uuid: 'u-1', type: 'banner', price: 12, dailyPrice: '4980.00', startTime: '2026-11-11 00:00:00', items: [{ activityId: 'a-9', ok: true }] } })
    // In document order: msg, title, name, imageUrl take the corpus's first four entries.
    expect([hostile.msg, hostile.data.title, hostile.data.items[0].name, hostile.data.items[0].imageUrl]).toEqual(HOSTILE_CORPUS.slice(0, 4))
    expect(hostileAnswer(answer)).toEqual(hostile)
  })

  it('cycle through a corpus holding runnable, off-site, markup, bidi, surrogate and long strings', () => {
    const texts = hostileAnswer(Array.from({ length: HOSTILE_CORPUS.length + 1 }, () => 'x')) as string[]
    expect(texts.slice(0, -1)).toEqual(HOSTILE_CORPUS)
    expect(texts[HOSTILE_CORPUS.length]).toBe(HOSTILE_CORPUS[0])
    for (const sample of ['JaVaScRiPt:alert(1)', '/\\evil.test/x', '<img src=x onerror=alert(1)>', '\u202eevil.test', '\ud800']) expect(HOSTILE_CORPUS).toContain(sample)
    expect(Math.max(...HOSTILE_CORPUS.map((t) => t.length))).toBeGreaterThan(1000)
  })
})

describe('moving a clock on (the QA home page)', () => {
  it('moves a fixed time, grows an offset, and turns the real time into an offset', () => {
    expect(advanceClock({ fixed: '2026-11-11T00:00:00+08:00' }, 60_000)).toEqual({ fixed: Date.parse('2026-11-11T00:01:00+08:00') })
    expect(advanceClock({ offsetMs: 3_600_000 }, 86_400_000)).toEqual({ offsetMs: 90_000_000 })
    expect(advanceClock(undefined, 3_600_000)).toEqual({ offsetMs: 3_600_000 })
    expect(serverNow(advanceClock(advanceClock(undefined, 60_000), 60_000), 1_000)).toBe(121_000)
  })

  it('refuses a step that is not a number', () => {
    expect(() => advanceClock(undefined, Number.NaN)).toThrow(ControlError)
  })
})
