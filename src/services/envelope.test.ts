import { interpretResponse, failureOf, GatewayError } from './envelope'
import { zhCN } from '@/i18n/zh-CN'

function rejectionOf (fn: () => unknown): GatewayError {
  try {
    fn()
  } catch (e) {
    return e as GatewayError
  }
  throw new Error('expected a rejection')
}

describe('gateway response (000 §8)', () => {
  it('passes data on for code 0 and code 200', () => {
    expect(interpretResponse({ statusCode: 200, data: { code: 0, data: { a: 1 }, msg: '' } })).toEqual({ a: 1 })
    expect(interpretResponse({ statusCode: 200, data: { code: 200, data: [1], msg: 'ok' } })).toEqual([1])
    expect(interpretResponse({ statusCode: 200, data: '{"code":"200","data":5}' })).toBe(5)
  })

  it('rejects any other code with the server message', () => {
    const e = rejectionOf(() => interpretResponse({ statusCode: 200, data: { code: 13606017, data: null, msg: '抽奖次数不足' } }))
    expect(e).toBeInstanceOf(GatewayError)
    expect(e.code).toBe(13606017)
    expect(e.message).toBe('抽奖次数不足')
  })

  it("says 'request failed' when the server gives no message", () => {
    expect(rejectionOf(() => interpretResponse({ statusCode: 200, data: { code: 500, data: null } })).message).toBe(zhCN['error.requestFailed'])
    expect(zhCN['error.requestFailed']).toBe('请求失败')
  })

  it("turns HTTP 403 into 'no permission, please contact the administrator'", () => {
    const e = rejectionOf(() => interpretResponse({ statusCode: 403, data: '' }))
    expect(e.message).toBe('没有权限，请联系管理员')
    expect(e.code).toBe(403)
  })

  it('gives the status text plus the stripped body for a non-JSON error', () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'
    const e = rejectionOf(() => interpretResponse({ statusCode: 502, data: html }))
    expect(e.message).toBe('Bad Gateway 502 Bad Gateway 502 Bad Gateway nginx')
    expect(rejectionOf(() => interpretResponse({ statusCode: 500, statusText: 'Oops', data: 'boom' })).message).toBe('Oops boom')
  })

  it('strips tags, scripts and styles from a text body', () => {
    const e = rejectionOf(() => interpretResponse({ statusCode: 500, data: '<style>a{}</style><p>hello <b>world</b></p><script>x()</script>' }))
    expect(e.message).toBe('Internal Server Error hello world')
  })
})

describe('rejected host requests', () => {
  it("reads Alipay's HTTP-error rejections (error 19) as answers", () => {
    expect(failureOf({ error: 19, status: 500, headers: {}, data: { code: 500, msg: '系统繁忙，请稍后再试' } }).message).toBe('系统繁忙，请稍后再试')
    expect(failureOf({ error: 19, status: 403, data: '' }).message).toBe('没有权限，请联系管理员')
    expect(failureOf({ error: 14, status: 502, data: '<h1>502 Bad Gateway</h1>' }).message).toBe('Bad Gateway 502 Bad Gateway')
  })
  it("maps network failures to code 400 'network request failed' and timeouts (Alipay's error 13 too) to code 1 'network error' (000 §8)", () => {
    expect(failureOf({ error: 13, errorMessage: '请求超时' })).toMatchObject({ code: 1, message: '网络错误' })
    expect(failureOf({ errMsg: 'request:fail timeout' })).toMatchObject({ code: 1, message: '网络错误' })
    expect(failureOf({ errMsg: 'request:fail 超时' })).toMatchObject({ code: 1 })
    expect(failureOf({ errMsg: 'request:fail' })).toMatchObject({ code: 400, message: '网络请求失败' })
    expect(failureOf(new TypeError('Failed to fetch'))).toMatchObject({ code: 400 })
  })
})
