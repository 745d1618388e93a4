import { AppListeners, launchOptions, registerApp } from './app'
import type { MiniTarget } from './targets'
import { testHost } from './testHost'

function app (target: MiniTarget) {
  const t = testHost(target)
  const listeners = new AppListeners()
  registerApp(target, t.rt, 'pages/campaign/index', listeners)
  const answers: unknown[] = []
  const cb = (tag: string) => ({ success: (r: unknown) => answers.push([tag, r]) })
  return { ...t, listeners, answers, cb }
}

describe('the app as its host knows it', () => {
  it('login hands out a new code per call (Toutiao an anonymous code too, Alipay an auth code)', () => {
    const wx = app('weapp')
    wx.host.login(wx.cb('1'))
    wx.host.login(wx.cb('2'))
    wx.run()
    expect(wx.answers).toEqual([['1', { errMsg: 'login:ok', code: 'emu-code-1' }], ['2', { errMsg: 'login:ok', code: 'emu-code-2' }]])
    const tt = app('tt')
    tt.host.login(tt.cb('1'))
    tt.run()
    expect(tt.answers).toEqual([['1', { errMsg: 'login:ok', code: 'emu-code-1', anonymousCode: 'emu-anon-1', isLogin: true }]])
    const my = app('alipay')
    my.host.getAuthCode(my.cb('1'))
    my.run()
    expect(my.answers).toEqual([['1', { authCode: 'emu-auth-1', success: true }]])
    expect([my.host.login, my.host.checkSession, my.host.reportAnalytics]).toEqual([undefined, undefined, undefined])
  })

  it('keeps the show, hide and error listeners the bundle adds and removes', () => {
    const a = app('meituan')
    const show = () => undefined
    const hide = () => undefined
    a.host.onAppShow(show)
    a.host.onAppShow(show)
    a.host.onAppHide(hide)
    a.host.onError('not a function')
    a.host.offAppShow(show)
    expect([a.listeners.show, a.listeners.hide, a.listeners.error]).toEqual([[show], [hide], []])
    a.host.offAppHide(() => undefined)
    expect(a.listeners.hide).toEqual([hide])
  })

  it('was launched at its first page, scene 1001; its account is each host\'s; no update is ever waiting', () => {
    expect(launchOptions('weapp', 'pages/campaign/index')).toEqual({ path: 'pages/campaign/index', query: {}, scene: 1001, referrerInfo: {}, shareTicket: undefined })
    expect(Object.keys(launchOptions('alipay', 'p'))).toEqual(['path', 'query', 'scene', 'referrerInfo'])
    const tt = app('tt')
    expect(tt.host.getEnterOptionsSync()).toEqual({ path: 'pages/campaign/index', query: {}, scene: 1001, referrerInfo: {} })
    expect(tt.host.getAccountInfoSync()).toEqual({ miniProgram: { appId: 'tt0000000000000000', envVersion: 'develop', version: '' } })
    const my = app('alipay')
    expect(my.host.getAppIdSync()).toEqual({ appId: '2021000000000000' })
    const heard: unknown[] = []
    const manager = my.host.getUpdateManager()
    manager.onCheckForUpdate((r: unknown) => heard.push(r))
    expect(heard).toEqual([])
    my.run()
    expect(heard).toEqual([{ hasUpdate: false }])
    expect(my.calls.map(([api]) => api)).toEqual(['getAppIdSync', 'getUpdateManager'])
  })
})
