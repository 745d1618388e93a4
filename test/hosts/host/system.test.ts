import { registerDevice, registerSystemInfo, systemInfo } from './system'
import type { MiniTarget } from './targets'
import { testHost } from './testHost'

function device (target: MiniTarget, location?: { latitude: number, longitude: number } | 'refused') {
  const t = testHost(target)
  registerSystemInfo(target, t.rt)
  registerDevice(target, t.rt, location)
  const answers: unknown[] = []
  const cb = (tag: string) => ({ success: (r: unknown) => answers.push([tag, r]), fail: (r: unknown) => answers.push([`${tag} fail`, r]) })
  return { ...t, answers, cb }
}

describe('the device', () => {
  it('is one iPhone 12 window (375 × 724) in each host\'s own app', () => {
    expect(systemInfo('alipay')).toMatchObject({ windowWidth: 375, windowHeight: 724, app: 'alipay', titleBarHeight: 44 })
    expect(systemInfo('tt')).toMatchObject({ appName: 'Douyin' })
    expect(systemInfo('weapp')).toMatchObject({ host: { env: 'WeChat' } })
    expect(systemInfo('meituan')).toMatchObject({ host: { env: 'meituan' } })
    const wx = device('weapp')
    expect(wx.host.getSystemInfoSync()).toEqual(systemInfo('weapp'))
    expect(wx.host.getWindowInfo()).toMatchObject({ windowWidth: 375, windowHeight: 724, safeArea: { top: 44, bottom: 778 } })
    expect(wx.host.getDeviceInfo()).toEqual({ brand: 'iPhone', model: 'iPhone 12', system: 'iOS 16.0', platform: 'ios', pixelRatio: 2 })
    expect(wx.host.getAppBaseInfo()).toMatchObject({ SDKVersion: '3.5.0', version: '8.0.50' })
    expect(wx.host.getMenuButtonBoundingClientRect()).toMatchObject({ width: 87, height: 32 })
    wx.host.getSystemInfo(wx.cb('info'))
    wx.run()
    expect(wx.answers).toEqual([['info', { errMsg: 'getSystemInfo:ok', ...systemInfo('weapp') }]])
    // Alipay has no getDeviceInfo, getAppBaseInfo or menu button here: the harness's stubs answer those.
    const my = device('alipay')
    expect([my.host.getDeviceInfo, my.host.getAppBaseInfo, my.host.getMenuButtonBoundingClientRect]).toEqual([undefined, undefined, undefined])
  })

  it('is in central Shanghai unless the test puts it elsewhere; a visitor who refuses is each host\'s auth failure', () => {
    const here = device('weapp')
    here.host.getLocation(here.cb('loc'))
    here.run()
    expect(here.answers).toEqual([['loc', { errMsg: 'getLocation:ok', latitude: 31.2304, longitude: 121.4737, speed: -1, accuracy: 65 }]])
    const there = device('tt', { latitude: 39.9, longitude: 116.4 })
    there.host.getLocation(there.cb('loc'))
    there.run()
    expect(there.answers).toMatchObject([['loc', { latitude: 39.9, longitude: 116.4 }]])
    const refused = (target: MiniTarget) => { const d = device(target, 'refused'); d.host.getLocation(d.cb('loc')); d.run(); return d.answers }
    expect(refused('alipay')).toEqual([['loc fail', { error: 11, errorMessage: 'auth deny' }]])
    expect(refused('tt')).toEqual([['loc fail', { errMsg: 'getLocation:fail auth deny', errNo: 10200 }]])
    expect(refused('meituan')).toEqual([['loc fail', { errMsg: 'getLocation:fail auth deny' }]])
  })

  it('is on wifi; its clipboard is Alipay\'s setClipboard, the others\' setClipboardData', () => {
    const my = device('alipay')
    my.host.getNetworkType(my.cb('net'))
    my.host.setClipboard({ text: 'x', ...my.cb('clip') })
    my.run()
    expect(my.answers).toEqual([['net', { success: true, networkType: 'wifi', networkAvailable: true }], ['clip', { success: true }]])
    expect(my.host.setClipboardData).toBeUndefined()
    expect(typeof device('tt').host.setClipboardData).toBe('function')
  })
})
