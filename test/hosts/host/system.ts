/**
 * The device as the bundle asks about it: an iPhone 12 in each host's app (system, window, device and
 * app-base info, the menu button), its place, its network, its phone and its clipboard.
 */
import type { Dict, HostApis } from './api'
import type { MiniTarget } from './targets'

/** The window the page lays out in (px): one iPhone 12 screen under the status and navigation bars. */
export const WINDOW_WIDTH = 375
export const WINDOW_HEIGHT = 724

/** What getSystemInfo(Sync) answers on each host. */
export function systemInfo (target: MiniTarget, textSize?: TextSize): Dict {
  return {
    brand: 'iPhone', model: 'iPhone 12', pixelRatio: 2, screenWidth: WINDOW_WIDTH, screenHeight: 812, windowWidth: WINDOW_WIDTH,
    windowHeight: WINDOW_HEIGHT, statusBarHeight: 44, language: 'zh_CN', system: 'iOS 16.0', platform: 'ios', fontSizeSetting: 16,
    safeArea: { left: 0, right: WINDOW_WIDTH, top: 44, bottom: 778, width: WINDOW_WIDTH, height: 734 },
    ...(target === 'alipay' ? { app: 'alipay', version: '10.5.0', SDKVersion: '2.9.0', titleBarHeight: 44 }
      : target === 'tt' ? { appName: 'Douyin', version: '28.0.0', SDKVersion: '3.0.0' }
        : { version: '8.0.50', SDKVersion: '3.5.0', host: { env: target === 'meituan' ? 'meituan' : 'WeChat' } }),
    ...(textSize ? { fontSizeSetting: textSize.settingPx } : {})
  }
}

/** The visitor's text size in the host's settings: `fontSizeSetting` (px) and, where the host has it, WeChat's scale factor. */
export interface TextSize { settingPx: number, factor?: number }

/** getSystemInfo(Sync), getWindowInfo; not on Alipay: getDeviceInfo, getAppBaseInfo, getMenuButtonBoundingClientRect. */
export function registerSystemInfo (target: MiniTarget, { syncApi, asyncApi, ok }: HostApis, textSize?: TextSize): void {
  const info = systemInfo(target, textSize)
  syncApi('getSystemInfoSync', () => info)
  asyncApi('getSystemInfo', () => ok('getSystemInfo', info))
  syncApi('getWindowInfo', () => ({ pixelRatio: 2, screenWidth: WINDOW_WIDTH, screenHeight: 812, windowWidth: WINDOW_WIDTH, windowHeight: WINDOW_HEIGHT, statusBarHeight: 44, safeArea: info.safeArea, screenTop: 0 }))
  if (target !== 'alipay') {
    syncApi('getDeviceInfo', () => ({ brand: info.brand, model: info.model, system: info.system, platform: info.platform, pixelRatio: 2 }))
    syncApi('getAppBaseInfo', () => ({ SDKVersion: info.SDKVersion, version: info.version, language: 'zh_CN', theme: 'light', enableDebug: false, fontSizeSetting: info.fontSizeSetting, ...(textSize?.factor ? { fontSizeScaleFactor: textSize.factor } : {}) }))
    syncApi('getMenuButtonBoundingClientRect', () => ({ width: 87, height: 32, top: 48, left: 281, right: 368, bottom: 80 }))
  }
}

/**
 * getLocation (`location`: the device's place, GCJ-02, default central Shanghai; 'refused': the visitor said
 * no), makePhoneCall, the network (wifi), the clipboard (Alipay's setClipboard, the others' setClipboardData).
 */
export function registerDevice (target: MiniTarget, { syncApi, asyncApi, ok, failRes }: HostApis, location?: { latitude: number, longitude: number } | 'refused'): void {
  asyncApi('getLocation', () => {
    const place = location ?? { latitude: 31.2304, longitude: 121.4737 }
    if (place === 'refused') return { fail: failRes('getLocation', 'auth deny', 11, 10200) }
    return ok('getLocation', { ...place, speed: -1, accuracy: 65 })
  })
  asyncApi('makePhoneCall', () => ok('makePhoneCall'))
  asyncApi('getNetworkType', () => ok('getNetworkType', { networkType: 'wifi', networkAvailable: true }))
  syncApi('onNetworkStatusChange', () => undefined)
  syncApi('offNetworkStatusChange', () => undefined)
  if (target === 'alipay') asyncApi('setClipboard', () => ({ success: true }))
  else asyncApi('setClipboardData', () => ok('setClipboardData'))
}
