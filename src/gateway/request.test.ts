import { requestHeaders, headerOf, configureGateway, request, APP_ID, type GatewaySession } from './request'
import * as transport from './transport'

jest.mock('./transport')
const send = transport.send as jest.MockedFunction<typeof transport.send>

function sessionSpy (over: Partial<GatewaySession> = {}): GatewaySession {
  return { token: () => 'tok-1', agent: () => 'huawei', onToken: jest.fn(), onServerTime: jest.fn(), ...over }
}

afterEach(() => configureGateway(undefined))

it('sends the app, timestamp, token and agent headers (000 §7)', () => {
  expect(APP_ID).toBe(10002)
  expect(requestHeaders(1700000000000, sessionSpy())).toEqual({
    'content-type': 'application/json', app: '10002', timestamp: '1700000000000', token: 'tok-1', agent: 'huawei'
  })
  expect(requestHeaders(1, sessionSpy({ token: () => undefined, agent: () => undefined }))).toEqual({ 'content-type': 'application/json', app: '10002', timestamp: '1' })
})

it('reads headers whatever their case', () => {
  expect(headerOf({ 'Access-Token': 'x' }, 'access-token')).toBe('x')
  expect(headerOf(undefined, 'a')).toBeUndefined()
})

it('keeps the access token from the response header and syncs the server clock', async () => {
  const s = sessionSpy()
  configureGateway(s)
  send.mockResolvedValueOnce({ statusCode: 200, data: { code: 0, data: { ok: 1 } }, header: { 'access-token': 'fresh', 'access-token-expires-in': '604800', 'x-server-time': '1800000000000' }, errMsg: 'ok' } as never)
  await expect(request('/x')).resolves.toEqual({ ok: 1 })
  expect(s.onToken).toHaveBeenCalledWith('fresh', 604800)
  expect(s.onServerTime).toHaveBeenCalledWith(1800000000000)
  const sent = send.mock.calls[0][0]
  expect(sent).toMatchObject({ method: 'POST', credentials: 'include' })
  expect(sent.url).not.toContain('tok-1')
})

it("rejects a failed transport with 'network request failed'", async () => {
  send.mockRejectedValueOnce({ errMsg: 'request:fail' })
  await expect(request('/x')).rejects.toMatchObject({ code: 400, message: '网络请求失败' })
})
