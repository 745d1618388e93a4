import { zhCN } from '@/i18n/zh-CN'
import { HOST_CANCELLED, hostCall, hostErrorText } from './hostErrors'
import { PlatformError } from './rules'

describe('host failures (WeChat/Meituan { errMsg }, Toutiao { errMsg, errNo }, Alipay { error, errorMessage })', () => {
  it('reads the host text and code from every shape', () => {
    expect(hostErrorText({ errMsg: 'navigateTo:fail page "pages/x/index" is not found' })).toEqual({ text: 'navigateTo:fail page "pages/x/index" is not found', code: undefined })
    expect(hostErrorText({ errMsg: 'navigateTo:fail', errNo: 20000 })).toEqual({ text: 'navigateTo:fail', code: 20000 })
    expect(hostErrorText({ error: 1, errorMessage: 'pages/x/index is not found' })).toEqual({ text: 'pages/x/index is not found', code: 1 })
    expect(hostErrorText(undefined)).toEqual({ text: 'undefined' })
  })

  it('a rejected call becomes one PlatformError with a message from the catalogue, the host text kept for reports', async () => {
    const failure = (error: unknown, kind: Parameters<typeof hostCall>[1]) => hostCall(() => Promise.reject(error), kind).then(() => undefined, (e: unknown) => e as PlatformError)
    const e = await failure({ error: 1, errorMessage: 'pages/x/index is not found' }, 'navigate')
    expect(e).toBeInstanceOf(PlatformError)
    expect([e?.message, e?.code, e?.detail]).toEqual([zhCN['error.host.navigate'], 'HOST_FAILED', '1 pages/x/index is not found'])
    expect((await failure({ errMsg: 'x:fail' }, 'other'))?.message).toBe('操作失败，请稍后重试')
    expect((await failure({ errMsg: 'requestPayment:fail cancel' }, 'payment'))?.code).toBe(HOST_CANCELLED)
    expect((await failure({ error: 6001, errorMessage: '用户取消' }, 'payment'))?.code).toBe(HOST_CANCELLED)
    const own = new PlatformError('已有', 'X')
    expect(await failure(own, 'navigate')).toBe(own)
  })

  it('wraps a rejected call', async () => {
    await expect(hostCall(() => Promise.reject({ errMsg: 'switchTab:fail' }), 'navigate')).rejects.toMatchObject({ message: '页面打开失败，请稍后重试' })
    await expect(hostCall(async () => 7, 'other')).resolves.toBe(7)
  })
})
