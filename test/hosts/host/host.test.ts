import { HostCookieJar } from './cookies'
import { TimerQueue } from './timers'
import { hostAnswer, invalidUrlAnswer, wireRequest, type Outcome } from './request'
import { registerStorage } from './storage'

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

describe('the hosts\' request API', () => {
  it('sends the bundle\'s options to the gateway: headers lower-cased, GET data in the query, a JSON body, the jar\'s cookie', () => {
    const get = wireRequest('weapp', 'request', { url: 'http://127.0.0.1:8787/x?a=1', header: { App: '10002', token: undefined }, data: { b: 'c d' } }, 'http://127.0.0.1:9999', 0, 'emu_vid=v')
    expect(get).toEqual({ index: 0, url: 'http://127.0.0.1:9999/x?a=1&b=c%20d', bundleUrl: 'http://127.0.0.1:8787/x?a=1', method: 'GET', headers: { app: '10002', 'content-type': 'application/json', cookie: 'emu_vid=v' }, body: undefined, data: { b: 'c d' }, timeout: undefined })
    const post = wireRequest('alipay', 'request', { url: 'https://gw.example.cn/y', method: 'post', headers: { 'Content-Type': 'application/json' }, data: { n: 1 }, timeout: 2300 }, 'http://127.0.0.1:9999', 3)
    expect(post).toMatchObject({ url: 'http://127.0.0.1:9999/y', method: 'POST', body: '{"n":1}', timeout: 2300, headers: { 'content-type': 'application/json' } })
    expect(wireRequest('alipay', 'httpRequest', { url: 'http://h/z', method: 'POST', data: { n: 1 } }, 'http://g', 0)?.body).toBe('n=1')
    expect(wireRequest('weapp', 'request', { url: 'javascript:alert(1)' }, 'http://g', 0)).toBeUndefined()
    expect(invalidUrlAnswer('tt', 'request', 'x')).toEqual({ errMsg: 'request:fail invalid url', errNo: 20000 })
  })

  it('hands each host\'s callbacks what that host gives: WeChat every HTTP answer to success, Alipay a 500 or a non-JSON body to fail', () => {
    const answer500: Outcome = { ok: true, status: 500, headers: { 'x-server-time': '1' }, setCookies: ['a=b'], text: '{"code":500}' }
    expect(hostAnswer('weapp', 'request', {}, answer500)).toEqual({ failed: false, result: { data: { code: 500 }, statusCode: 500, header: { 'x-server-time': '1' }, errMsg: 'request:ok', cookies: ['a=b'] } })
    expect(hostAnswer('tt', 'request', {}, answer500).result.cookies).toBeUndefined()
    expect(hostAnswer('alipay', 'request', {}, answer500)).toEqual({ failed: true, result: { status: 500, headers: { 'x-server-time': '1' }, data: { code: 500 }, error: 19, errorMessage: 'http status error' } })
    const html: Outcome = { ok: true, status: 200, headers: {}, setCookies: [], text: '<html>' }
    expect(hostAnswer('alipay', 'request', {}, html)).toMatchObject({ failed: true, result: { error: 14 } })
    expect(hostAnswer('weapp', 'request', {}, html)).toMatchObject({ failed: false, result: { data: '<html>' } })
    expect(hostAnswer('alipay', 'request', {}, { ok: false, reason: 'timeout' })).toEqual({ failed: true, result: { error: 13, errorMessage: '请求超时' } })
    expect(hostAnswer('meituan', 'request', {}, { ok: false, reason: 'timeout' })).toEqual({ failed: true, result: { errMsg: 'request:fail timeout' } })
  })
})

describe('the hosts\' storage', () => {
  /** The registered APIs, called as the bundle would (async answers taken straight from `impl`). */
  function apis (target: 'weapp' | 'alipay', storage = new Map<string, unknown>()) {
    const sync: Record<string, (...a: unknown[]) => unknown> = {}
    const async: Record<string, (o: Record<string, unknown>) => unknown> = {}
    registerStorage(target, storage, {
      syncApi: (api, impl) => { sync[api] = impl },
      asyncApi: (api, impl) => { async[api] = impl },
      ok: (api, extra = {}) => (target === 'alipay' ? { success: true, ...extra } : { errMsg: `${api}:ok`, ...extra }),
      failRes: (api, msg) => ({ errMsg: `${api}:fail ${msg}` })
    })
    return { sync, async, storage }
  }

  it('WeChat takes (key, data) and answers the value, \'\' when absent; a kept value is a copy', () => {
    const { sync, async, storage } = apis('weapp')
    const value = { v: 'token' }
    sync.setStorageSync('cookie:ahs_token', value)
    value.v = 'changed'
    expect(sync.getStorageSync('cookie:ahs_token')).toEqual({ v: 'token' })
    expect(sync.getStorageSync('nothing')).toBe('')
    expect(async.getStorage({ key: 'nothing' })).toEqual({ fail: { errMsg: 'getStorage:fail data not found' } })
    sync.removeStorageSync('cookie:ahs_token')
    expect([...storage.keys()]).toEqual([])
  })

  it('Alipay takes ({ key, data }) and answers { data }, null when absent', () => {
    const { sync } = apis('alipay', new Map([['emu:visitor', 'mp-kept-visitor']]))
    expect(sync.getStorageSync({ key: 'emu:visitor' })).toEqual({ data: 'mp-kept-visitor' })
    expect(sync.getStorageSync({ key: 'nothing' })).toEqual({ data: null })
    expect(sync.getStorageInfoSync()).toEqual({ keys: ['emu:visitor'], currentSize: 0, limitSize: 10240 })
  })
})
