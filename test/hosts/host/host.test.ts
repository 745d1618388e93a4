import { hostWords } from './api'
import { HostCookieJar } from './cookies'
import { errorText, HarnessError } from './errors'
import { TimerQueue } from './timers'
import { hostAnswer, invalidUrlAnswer, wireRequest, type Outcome } from './request'
import { registerStorage } from './storage'
import { tapDispatch } from './tap'
import { knownApiNames, stubTaroApis } from './taroApis'
import { parseTemplates } from './templates'
import { testHost } from './testHost'
import { applyPatch, describeNode, elementsMatchingText, hasClass, hostNodes, parseDataPath, type MpNode } from './tree'

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

describe('the host API runtime', () => {
  it('answers an async API on the host queue, success or fail then complete, in each host\'s words', () => {
    const t = testHost('tt')
    t.rt.asyncApi('getThing', (o) => (o.missing ? { fail: t.rt.failRes('getThing', 'not found') } : t.rt.ok('getThing', { n: 1 })))
    const seen: unknown[] = []
    const cbs = { success: (r: unknown) => seen.push(['success', r]), fail: (r: unknown) => seen.push(['fail', r]), complete: (r: unknown) => seen.push(['complete', r]) }
    t.host.getThing(cbs)
    t.host.getThing({ missing: true, ...cbs })
    expect(seen).toEqual([])
    t.run()
    expect(seen).toEqual([
      ['success', { errMsg: 'getThing:ok', n: 1 }], ['complete', { errMsg: 'getThing:ok', n: 1 }],
      ['fail', { errMsg: 'getThing:fail not found', errNo: 20000 }], ['complete', { errMsg: 'getThing:fail not found', errNo: 20000 }]
    ])
    expect(hostWords('alipay').failRes('x', 'no', 11)).toEqual({ error: 11, errorMessage: 'no' })
    expect(hostWords('alipay').ok('x', { a: 1 })).toEqual({ success: true, a: 1 })
    expect(hostWords('meituan').failRes('x', 'no', 11, 3)).toEqual({ errMsg: 'x:fail no' })
  })

  it('makes every API Taro knows and the harness does not emulate a stub that records, notes and throws', () => {
    expect(['chooseAddress', 'scanCode', 'getLocation'].every((n) => knownApiNames('weapp').has(n))).toBe(true)
    expect(knownApiNames('alipay').has('chooseCity')).toBe(true)
    const t = testHost('weapp')
    const unemulated: string[] = []
    const isStub = stubTaroApis('weapp', 'wx', t.rt, unemulated)
    expect(() => t.host.scanCode({ onlyFromCamera: true })).toThrow(new HarnessError('wx.scanCode() is not emulated by test/hosts/harness.ts'))
    expect(unemulated).toEqual(['scanCode'])
    expect(t.calls).toEqual([['scanCode', [{ onlyFromCamera: true }]]])
    expect(isStub(t.host.scanCode)).toBe(true)
    t.rt.asyncApi('getLocation', () => ({}))
    expect(isStub(t.host.getLocation)).toBe(false)
    expect(isStub(undefined)).toBe(false)
  })
})

describe('the data tree and the nodes the templates make of it', () => {
  const templates = parseTemplates(`
    <template name="tmpl_0_0"><view class="{{i.cl}}" bindtap="eh" scroll-left="{{i.p31}}">…</view></template>
    <template name="tmpl_0_1">
      <button catchtap="eh" data-x="1">…</button></template>
    <template name="tmpl_0_2"><text onTap="eh">…</text></template>
    <template name="tmpl_0_3"><view catchTap="eh">…</view></template>
    <template name="tmpl_0_4"><image src="{{i.p3}}" /></template>
    <template name="tmpl_0_5"><view style="{{i.st}}">…</view></template>`)

  it('reads each alias\'s tag, tap binding (bind, catch, Alipay\'s onTap and catchTap) and bound attributes', () => {
    expect([...templates.keys()]).toEqual(['0', '1', '2', '3', '4', '5'])
    expect(templates.get('0')).toEqual({ tag: 'view', tapBound: true, tapCatch: false, attrs: new Map([['class', 'cl'], ['scroll-left', 'p31']]) })
    expect(templates.get('1')).toMatchObject({ tag: 'button', tapBound: true, tapCatch: true })
    expect(templates.get('2')).toMatchObject({ tag: 'text', tapBound: true, tapCatch: false })
    expect(templates.get('3')).toMatchObject({ tag: 'view', tapBound: true, tapCatch: true })
    expect(templates.get('4')).toMatchObject({ tag: 'image', tapBound: false, attrs: new Map([['src', 'p3']]) })
  })

  // <view.card (tap)> [ <view.row> [ <text>"以旧换新" ], <button.go (catch)> [ "领取" ] ]
  const root: MpNode = { cn: [{ nn: 0, sid: '_A', uid: 'card', cl: 'card big', cn: [{ nn: 5, sid: '_B', cl: 'row', cn: [{ nn: 2, sid: '_C', cn: [{ sid: '_D', v: '以旧换新' }] }] }, { nn: 1, sid: '_E', cl: 'go', cn: [{ sid: '_F', v: '领取' }] }] }] }

  it('walks the tree in document order: tags from the templates, text below each node, paths, ids (uid before sid)', () => {
    const nodes = hostNodes(root, templates)
    expect(nodes.map((n) => [n.tag, n.path, n.id, n.text])).toEqual([
      ['view', 'root.cn.[0]', 'card', '以旧换新领取'],
      ['view', 'root.cn.[0].cn.[0]', '_B', '以旧换新'],
      ['text', 'root.cn.[0].cn.[0].cn.[0]', '_C', '以旧换新'],
      ['#text', 'root.cn.[0].cn.[0].cn.[0].cn.[0]', '_D', '以旧换新'],
      ['button', 'root.cn.[0].cn.[1]', '_E', '领取'],
      ['#text', 'root.cn.[0].cn.[1].cn.[0]', '_F', '领取']
    ])
    nodes[0].raw.cl = 'changed'
    expect(root.cn![0].cl).toBe('card big')
    expect(elementsMatchingText(nodes, '以旧换新').map((n) => n.tag)).toEqual(['text'])
    expect(elementsMatchingText(nodes, /领取$/).map((n) => n.path)).toEqual(['root.cn.[0].cn.[1]'])
    expect(elementsMatchingText(nodes, '以旧换新领取').map((n) => n.path)).toEqual(['root.cn.[0]'])
    expect(nodes.filter((n) => hasClass(n, 'big')).map((n) => n.id)).toEqual(['card'])
    expect(describeNode(nodes[0])).toBe('<view.card.big> "以旧换新领取" (root.cn.[0])')
    expect(hostNodes({ cn: [{ nn: 9, sid: '_Z', cn: [] }] }, templates)[0].tag).toBe('unknown(nn=9)')
    expect(hostNodes(undefined, templates)).toEqual([])
  })

  it('applies setData paths, creating objects and arrays on the way', () => {
    expect(parseDataPath('root.cn.[0].cn[2].v')).toEqual(['root', 'cn', 0, 'cn', 2, 'v'])
    const data: Record<string, unknown> = {}
    const value = { v: 'a' }
    applyPatch(data, 'root.cn[1].v', 'b')
    applyPatch(data, 'root.x', value)
    value.v = 'changed'
    expect(data).toEqual({ root: { cn: [undefined, { v: 'b' }], x: { v: 'a' } } })
    expect(() => applyPatch(data, '', 1)).toThrow(/empty data path/)
  })

  it('a tap bubbles to every binding ancestor and stops at the first catch; Alipay\'s dataset is the handler\'s', () => {
    const nodes = hostNodes(root, templates)
    const text = nodes[3]
    expect(tapDispatch('weapp', text, 42).map(({ node, event }) => [node.id, event.target, event.currentTarget, event.timeStamp])).toEqual([
      ['_C', { id: '_C', dataset: { sid: '_C' }, offsetLeft: 0, offsetTop: 0 }, { id: '_C', dataset: { sid: '_C' }, offsetLeft: 0, offsetTop: 0 }, 42],
      ['card', { id: '_C', dataset: { sid: '_C' }, offsetLeft: 0, offsetTop: 0 }, { id: 'card', dataset: { sid: '_A' }, offsetLeft: 0, offsetTop: 0 }, 42]
    ])
    expect(tapDispatch('alipay', text, 0)[1].event.target).toEqual({ id: '_C', dataset: { sid: '_A' }, targetDataset: { sid: '_C' } })
    expect(tapDispatch('tt', nodes[5], 0).map(({ node }) => node.id)).toEqual(['_E'])
    const loose = hostNodes({ cn: [{ nn: 4, sid: '_I', cn: [] }] }, templates)[0]
    expect(() => tapDispatch('tt', loose, 0)).toThrow('tap(): nothing handles a tap on <image> (root.cn.[0]): neither it nor an ancestor binds tap in base.ttml (<image> nn=4)')
  })

  it('words a thrown value: an error\'s first six stack lines, an object as JSON, else its string', () => {
    const e = new Error('boom')
    e.stack = ['Error: boom', ...Array.from({ length: 9 }, (_, i) => `    at f${i}`)].join('\n')
    expect(errorText(e).split('\n')).toHaveLength(6)
    expect(errorText({ code: 1 })).toBe('{"code":1}')
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(errorText(circular)).toBe('[object Object]')
    expect(errorText(undefined)).toBe('undefined')
  })
})
