import { HostCookieJar } from './cookies'
import { TimerQueue } from './timers'

describe('the host timer queue', () => {
  it('runs timers in time order (queue order among equals), moving the clock to each; intervals come again', () => {
    const ran: string[] = []
    const q = new TimerQueue(1000, () => undefined)
    q.add(() => ran.push('b@20'), 20, [], false, 'b')
    q.add((x: unknown) => ran.push(`a@0 ${String(x)}`), 0, ['arg'], false, 'a')
    q.add(() => ran.push('tick'), 10, [], true, 'tick')
    q.task(() => ran.push('host@0'), 'host')
    for (let i = 0; i < 5; i++) q.run(q.next()!)
    expect(ran).toEqual(['a@0 arg', 'host@0', 'tick', 'b@20', 'tick'])
    expect(q.now).toBe(1020)
    expect(q.describe()).toEqual(['tick in 10 ms every 10 ms'])
  })

  it('a cleared timer never runs; a throwing callback is reported, not thrown; strings are refused', () => {
    const errors: string[] = []
    const q = new TimerQueue(0, (where) => errors.push(where))
    const id = q.add(() => { throw new Error('x') }, 5, [], false, 'gone')
    q.clear(id)
    q.add(() => { throw new Error('boom') }, 5, [], false, 'setTimeout')
    q.run(q.next()!)
    expect(errors).toEqual(['a setTimeout callback'])
    expect(q.size).toBe(0)
    expect(() => q.add('alert(1)', 0, [], false, 'setTimeout')).toThrow(TypeError)
  })
})

describe('the host cookie jar', () => {
  it('keeps cookies only as the devtools do; an expired one is removed', () => {
    const devtools = new HostCookieJar(true)
    devtools.store(['emu_vid=abc; Path=/; HttpOnly', 'x=1'])
    expect(devtools.header()).toBe('emu_vid=abc; x=1')
    devtools.store(['x=; Max-Age=0'])
    expect(devtools.entries()).toEqual({ emu_vid: 'abc' })
    const phone = new HostCookieJar(false)
    phone.store(['emu_vid=abc'])
    expect(phone.header()).toBeUndefined()
    expect(phone.entries()).toEqual({})
  })
})
