import * as v from 'valibot'
import { zhCN } from '@/i18n/zh-CN'
import { ANSWER_TOO_LARGE, APP_ID, createHttp, type HttpHooks, type Send, type WireResponse } from './http'
import { MAX_ANSWER_BYTES } from './answerSize'
import { createSettleTracker } from '@/lib/settle'

function hooksSpy (over: Partial<HttpHooks> = {}): HttpHooks {
  return { token: () => 'tok-1', agent: () => 'huawei', onToken: jest.fn(), onServerTime: jest.fn(), ...over }
}

const answer = (res: Partial<WireResponse>): jest.MockedFunction<Send> => jest.fn(async (_request: Parameters<Send>[0]) => ({ statusCode: 200, data: { code: 0, data: null }, ...res }))

it('sends the app, timestamp, token and agent headers (000 §7)', async () => {
  expect(APP_ID).toBe(10002)
  const send = answer({})
  await createHttp({ send, base: '', hooks: hooksSpy(), localNow: () => 1700000000000 }).request('/x')
  expect(send.mock.calls[0][0].header).toEqual({
    'content-type': 'application/json', app: '10002', timestamp: '1700000000000', token: 'tok-1', agent: 'huawei'
  })
  const anonymous = answer({})
  await createHttp({ send: anonymous, base: '', hooks: hooksSpy({ token: () => undefined, agent: () => undefined }), localNow: () => 1 }).request('/x')
  expect(anonymous.mock.calls[0][0].header).toEqual({ 'content-type': 'application/json', app: '10002', timestamp: '1' })
})

it('reads response headers whatever their case', async () => {
  const hooks = hooksSpy()
  await createHttp({ send: answer({ header: { 'Access-Token': 'x', 'Access-Token-Expires-In': '60', 'X-Server-Time': '5000' } }), base: '', hooks }).request('/x')
  expect(hooks.onToken).toHaveBeenCalledWith('x', 60)
  expect(hooks.onServerTime).toHaveBeenCalledWith(5000, expect.any(Number))
  const none = hooksSpy()
  await createHttp({ send: answer({ header: undefined }), base: '', hooks: none }).request('/x')
  expect(none.onToken).not.toHaveBeenCalled()
})

it('keeps the access token from the response header and syncs the server clock at the middle of the round trip', async () => {
  const hooks = hooksSpy()
  let phone = 1_000
  const send = jest.fn(async () => {
    phone += 200
    return { statusCode: 200, data: { code: 0, data: { ok: 1 } }, header: { 'access-token': 'fresh', 'access-token-expires-in': '604800', 'x-server-time': '1800000000000' } }
  })
  const http = createHttp({ send, base: 'https://gw.example.cn/', hooks, localNow: () => phone })
  await expect(http.request('/x')).resolves.toEqual({ ok: 1 })
  expect(hooks.onToken).toHaveBeenCalledWith('fresh', 604800)
  expect(hooks.onServerTime).toHaveBeenCalledWith(1800000000000, 1_100)
  const sent = send.mock.calls[0] as unknown as [Parameters<Send>[0]]
  expect(sent[0]).toMatchObject({ url: 'https://gw.example.cn/x', method: 'POST', credentials: 'include' })
  expect(sent[0].url).not.toContain('tok-1')
})

it('two clients keep their own session: one page never rewires another', async () => {
  const a = hooksSpy({ token: () => 'token-a' })
  const b = hooksSpy({ token: () => 'token-b' })
  const sendA = answer({ header: { 'x-server-time': '5000' } })
  const sendB = answer({})
  await createHttp({ send: sendA, base: '', hooks: a }).request('/x')
  await createHttp({ send: sendB, base: '', hooks: b }).request('/x')
  expect(sendA.mock.calls[0][0].header.token).toBe('token-a')
  expect(sendB.mock.calls[0][0].header.token).toBe('token-b')
  expect(a.onServerTime).toHaveBeenCalledTimes(1)
  expect(b.onServerTime).not.toHaveBeenCalled()
})

it("rejects a failed transport with 'network request failed'", async () => {
  const http = createHttp({ send: jest.fn(async () => { throw { errMsg: 'request:fail' } }), base: '' })
  await expect(http.request('/x')).rejects.toMatchObject({ code: 400, message: '网络请求失败' })
})

it('checks the answer against its schema: a wrong shape is a clear error, not a crash later', async () => {
  const http = createHttp({ send: answer({ data: { code: 0, data: { id: 'not a number' } } }), base: '' })
  const error = await http.request('/x', { schema: v.object({ id: v.number() }) }).catch((e) => e)
  expect(error).toMatchObject({ code: 'BAD_ANSWER', message: zhCN['error.badAnswer'] })
  expect(error.detail).toContain('id')
  const ok = createHttp({ send: answer({ data: { code: 0, data: { id: 3, extra: 'kept' } } }), base: '' })
  await expect(ok.request('/x', { schema: v.looseObject({ id: v.number() }) })).resolves.toEqual({ id: 3, extra: 'kept' })
})

describe(`an answer above ${MAX_ANSWER_BYTES} bytes is the catalogue's request failure (000 §8 请求失败), never parsed`, () => {
  it.each([
    ['a transport that stopped reading it (H5)', { data: '', tooLarge: true }],
    ['a declared length above it', { data: '{"code":0,"data":{}}', header: { 'content-length': String(MAX_ANSWER_BYTES + 1) } }],
    ['a host that parsed it (mini-programs)', { data: { code: 0, data: { pad: 'x'.repeat(MAX_ANSWER_BYTES) } } }]
  ])('%s', async (_name, res) => {
    const parse = jest.spyOn(JSON, 'parse')
    const failed = createHttp({ send: answer(res as Partial<WireResponse>), base: '' }).request('/x')
    await expect(failed).rejects.toMatchObject({ name: 'GatewayError', message: zhCN['error.requestFailed'], code: ANSWER_TOO_LARGE, status: 200 })
    expect(parse).not.toHaveBeenCalled()
    parse.mockRestore()
  })
})

it('reports each call to the page settle signal until its answer is read, failed ones too (lib/settle.ts)', async () => {
  const tracker = createSettleTracker(() => 0)
  let answerNow: (res: WireResponse) => void = () => {}
  let failNow: (e: Error) => void = () => {}
  const send = jest.fn()
    .mockImplementationOnce(() => new Promise<WireResponse>((resolve) => { answerNow = resolve }))
    .mockImplementationOnce(() => new Promise<WireResponse>((_resolve, reject) => { failNow = reject }))
  const http = createHttp({ send, base: '', hooks: hooksSpy({ busy: tracker.begin }) })
  const first = http.request('/campaign-center/api/one')
  const second = http.request('/campaign-center/api/two').catch(() => 'failed')
  expect(tracker.pending()).toEqual(['request /campaign-center/api/one', 'request /campaign-center/api/two'])
  answerNow({ statusCode: 200, data: { code: 0, data: { ok: 1 } } })
  await expect(first).resolves.toEqual({ ok: 1 })
  expect(tracker.pending()).toEqual(['request /campaign-center/api/two'])
  failNow(new Error('reset'))
  await expect(second).resolves.toBe('failed')
  expect(tracker.pending()).toEqual([])
})
