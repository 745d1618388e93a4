/**
 * The mini-program hosts (WeChat, Alipay, Toutiao, Meituan) share one
 * implementation through Taro's unified API; each `adapter.<target>.ts` only
 * says which host it is. Host differences Taro does not hide are passed in.
 */
import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { cleanTarget, encodeParam, isHttpUrl, isMiniPagePath, withoutParam } from '@/lib/url'
import type { ClickAction } from '@/lib/types'
import { WEBVIEW_PAGE } from '@/lib/url'
import { hostTextScale, type HostTextReport } from '@/lib/textSize'
import { LOCAL_GATEWAY } from './defaults'
import { hostCall, hostErrorText, isCancel } from './hostErrors'
import { PlatformError, TIMEOUTS, TOAST_DURATION, invalidUrl, isValidLocation, notSupported, withTimeout, type Location } from './rules'
import type { BuildTarget, CookieJar, HostPlatform, PlatformAdapter } from './types'

/** The host mini-program's own pages this package opens (not part of this build; paths chosen, not in the spec). */
export const HOST_LOGIN_PAGE = '/pages/login/index'
/**
 * Builds for the local emulator log in on their own QA page instead (config/env.ts). `QA_LOGIN` is a
 * build-time constant: a release build folds this to the host's page and carries no trace of the QA one.
 */
export const LOGIN_PAGE = QA_LOGIN ? '/pages/qa-login/index' : HOST_LOGIN_PAGE
export const HOST_SUBSCRIBE_PAGE = '/pages/subscribe/index'

const COOKIE_PREFIX = 'cookie:'

/** Cookies do not exist in mini-programs: keep the same values in storage with their expiry. */
function storageCookieJar (): CookieJar {
  return {
    get (name) {
      const raw = Taro.getStorageSync(COOKIE_PREFIX + name) as { v: string, exp?: number } | '' | undefined
      if (!raw || typeof raw !== 'object') return undefined
      if (raw.exp !== undefined && raw.exp <= Date.now()) {
        Taro.removeStorageSync(COOKIE_PREFIX + name)
        return undefined
      }
      return raw.v
    },
    set (name, value, options) {
      Taro.setStorageSync(COOKIE_PREFIX + name, { v: value, exp: options?.days !== undefined ? Date.now() + options.days * 86400_000 : undefined })
    },
    remove (name) {
      Taro.removeStorageSync(COOKIE_PREFIX + name)
    }
  }
}

export function queryString (params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeParam(k)}=${encodeParam(Array.isArray(v) ? v.join(',') : String(v))}`)
    .join('&')
}

/** The host's word for the device's brand or model ('iPhone' / 'iPhone 13<iPhone14,5>', 'HUAWEI' / 'ALN-AL00'), if it gives one. */
function systemInfoOf (key: 'brand' | 'model'): string | undefined {
  try {
    const found = (Taro.getSystemInfoSync() as { brand?: unknown, model?: unknown })[key]
    return typeof found === 'string' && found.trim() ? found.trim() : undefined
  } catch {
    return undefined
  }
}

/**
 * The host's text size: WeChat's getAppBaseInfo scale factor (getSystemInfoSync is not kept up from its base
 * library 2.20.1), else `fontSizeSetting` (px) over the system's standard size. Alipay has no getAppBaseInfo.
 */
function hostTextReport (target: BuildTarget): HostTextReport {
  const report: HostTextReport = {}
  try {
    const info = Taro.getSystemInfoSync() as { fontSizeSetting?: unknown, fontSizeScaleFactor?: unknown, platform?: unknown }
    Object.assign(report, { factor: info.fontSizeScaleFactor, settingPx: info.fontSizeSetting, system: info.platform })
  } catch { /* no system info: the design's size */ }
  if (target === 'alipay') return report
  try {
    const base = (Taro as unknown as { getAppBaseInfo?: () => { fontSizeScaleFactor?: unknown, fontSizeSetting?: unknown } }).getAppBaseInfo?.()
    if (base?.fontSizeScaleFactor !== undefined) report.factor = base.fontSizeScaleFactor
    if (base?.fontSizeSetting !== undefined) report.settingPx = base.fontSizeSetting
  } catch { /* an older base library: the system info's */ }
  return report
}

/** The http URL a web-view page path carries (`/pages/webview/index?url=…`), or undefined for any other path. */
function webviewTargetOf (path: string): string | undefined {
  const prefix = `${WEBVIEW_PAGE}?url=`
  if (!path.startsWith(prefix)) return undefined
  const encoded = path.slice(prefix.length)
  if (encoded.includes('&')) return undefined
  try {
    return cleanTarget(decodeURIComponent(encoded))
  } catch {
    return undefined
  }
}

function timeoutError (name: string) {
  return () => new PlatformError(t('error.nativeTimeout', { name }), 'TIMEOUT')
}

export interface MiniHostOptions {
  id: string
  target: BuildTarget
  platform: HostPlatform
  /** Whether the host has `authorize` scopes (Alipay has none: asking for the location is the permission prompt). */
  hasAuthorize?: boolean
  /**
   * Whether the host hands `onLoad` its query values still percent-encoded.
   * WeChat (and Meituan, WeChat-compatible) does; Alipay decodes them itself
   * (app.json `behavior.decodeQuery`, on by default), and so does Toutiao as
   * far as its behaviour shows (its documentation is silent). Decoding twice
   * would break a value holding `%`.
   */
  queryEncoded: boolean
}

/** Taro's own key among the page's params (onLoad options plus it). */
const TARO_PARAMS = new Set(['$taroTimestamp'])

function decodeValue (value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The page's query as the page got it: Taro's router params, which Taro fills
 * from `onLoad(options)` on every host. (`getCurrentPages()[n].options` exists
 * on WeChat only; Alipay documents that getCurrentPages cannot give the
 * parameters.) Values come decoded, whatever the host.
 */
function pageQuery (params: Record<string, unknown> | undefined, queryEncoded: boolean): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, raw] of Object.entries(params ?? {})) {
    if (TARO_PARAMS.has(key) || raw === undefined || raw === null) continue
    const value = String(raw)
    query[key] = queryEncoded ? decodeValue(value) : value
  }
  return query
}

export function createMiniAdapter (options: MiniHostOptions): PlatformAdapter {
  let locationRefused = false
  // URLs pages replaced their own with (a failed ticket dropped), per page instance: two campaign pages in the stack stay apart.
  const replaced = new WeakMap<object, string>()

  const currentUrl = () => {
    const pages = Taro.getCurrentPages()
    const page = pages[pages.length - 1] as { route?: string, $taroParams?: Record<string, unknown> } | undefined
    if (!page) return ''
    const own = replaced.get(page)
    if (own !== undefined) return own
    // The router is the current page's while it is shown (Taro clears it on hide); the page keeps its own params.
    const router = Taro.getCurrentInstance().router
    const params = router?.params ?? page.$taroParams
    const query = queryString(pageQuery(params, options.queryEncoded))
    return `/${page.route ?? router?.path?.replace(/^\//, '').split('?')[0] ?? ''}${query ? `?${query}` : ''}`
  }

  const adapter: PlatformAdapter = {
    id: options.id,
    target: options.target,
    platform: () => options.platform,
    // Mini-programs have no origin of their own: default to the emulator on this machine.
    defaultApiBase: () => LOCAL_GATEWAY,
    cookies: storageCookieJar(),
    currentUrl,
    loginNeedsAddress: false,
    decodeQuery: (params) => pageQuery(params, options.queryEncoded),
    reload (url) {
      Taro.redirectTo({ url: url ?? currentUrl() }).catch(() => undefined)
    },
    replaceUrl (url) {
      // Mini-programs cannot change a page's query: remember it, so nothing passes the old one on.
      const pages = Taro.getCurrentPages()
      const page = pages[pages.length - 1]
      if (page) replaced.set(page, url)
    },
    async open (action: ClickAction) {
      switch (action.kind) {
        case 'none': return
        case 'miniPage': {
          // Checked again here, whatever resolved the click: a page path of this package, cleaned as checked.
          const path = cleanTarget(action.path)
          if (!isMiniPagePath(path) || !path.startsWith('/')) throw invalidUrl()
          await hostCall(() => (action.tab ? Taro.switchTab({ url: path.split('?')[0] }) : Taro.navigateTo({ url: path })), 'navigate')
          return
        }
        case 'miniWebview': {
          // Only the web-view page, with an http(s) URL (000 §5).
          const path = cleanTarget(action.path)
          const url = webviewTargetOf(path)
          if (url === undefined || !isHttpUrl(url)) throw invalidUrl()
          await hostCall(() => Taro.navigateTo({ url: path }), 'navigate')
          return
        }
        case 'invalid':
          throw invalidUrl()
        default:
          throw notSupported(`open:${action.kind}`)
      }
    },
    async openUrl (raw) {
      const url = cleanTarget(raw)
      if (isMiniPagePath(url)) return adapter.open({ kind: 'miniPage', path: url.startsWith('/') ? url : `/${url}`, tab: false })
      if (!isHttpUrl(url)) throw invalidUrl()
      await hostCall(() => Taro.navigateTo({ url: `${WEBVIEW_PAGE}?url=${encodeParam(url)}` }), 'navigate')
    },
    async readNativeData (key) {
      // A mini-program has no app behind it; the device's brand and model are the host's system info (platform/device.ts).
      if (key === 'brand' || key === 'model') return systemInfoOf(key)
      throw notSupported('readNativeData')
    },
    storage: {
      async get (key) {
        const res = await withTimeout(Taro.getStorage({ key }).catch(() => ({ data: undefined })), TIMEOUTS.storage, timeoutError('getStorage'))
        // Alipay answers a missing key with `data: null`.
        return res.data === undefined || res.data === null || res.data === '' ? undefined : String(res.data)
      },
      async set (key, value) {
        await withTimeout(hostCall(() => Taro.setStorage({ key, data: value }), 'storage'), TIMEOUTS.storage, timeoutError('setStorage'))
      },
      async remove (key) {
        await withTimeout(hostCall(() => Taro.removeStorage({ key }), 'storage'), TIMEOUTS.storage, timeoutError('removeStorage'))
      }
    },
    async requestPermission (name) {
      if (name !== 'location') throw notSupported(`requestPermission:${name}`)
      if (options.hasAuthorize === false) return adapter.getLocation().then(() => true, () => false)
      try {
        await withTimeout(Taro.authorize({ scope: 'scope.userLocation' }), TIMEOUTS.permission, timeoutError('authorize'))
        return true
      } catch {
        return false
      }
    },
    async getLocation (): Promise<Location> {
      if (locationRefused) throw new PlatformError(t('geo.refused'), 'GEO_REFUSED')
      let res: { latitude: number, longitude: number }
      try {
        res = await withTimeout(Taro.getLocation({ type: 'gcj02' }), TIMEOUTS.geolocation, () => new PlatformError(t('geo.timeout'), 'GEO_TIMEOUT'))
      } catch (e) {
        if (e instanceof PlatformError) throw e
        const message = hostErrorText(e).text
        if (/auth|deny|denied|拒绝/i.test(message)) {
          locationRefused = true
          throw new PlatformError(t('geo.refused'), 'GEO_REFUSED')
        }
        throw new PlatformError(t('geo.noCache'), 'GEO_UNAVAILABLE')
      }
      const location = { latitude: res.latitude, longitude: res.longitude }
      if (!isValidLocation(location)) throw new PlatformError(t('geo.noCache'), 'GEO_UNAVAILABLE')
      return location
    },
    async login () {
      // Mini-programs log in through the host's own login page, which comes back to this page.
      // Back to this page after login, never with a ticket that already failed.
      await hostCall(() => Taro.navigateTo({ url: `${LOGIN_PAGE}?${queryString({ redirect: withoutParam(currentUrl(), 'ticket') })}` }), 'navigate')
    },
    async pay (params) {
      if (!params.hostParams || !Object.keys(params.hostParams).length) throw new PlatformError(t('error.paymentParams'), 'PAY_PARAMS')
      try {
        await Taro.requestPayment(params.hostParams as unknown as Taro.requestPayment.Option)
        return { ok: true }
      } catch (e) {
        const { text, code } = hostErrorText(e)
        return { ok: false, code: isCancel(e) ? 'CANCELLED' : code, message: text }
      }
    },
    async share () {
      // Mini-program sharing is the page's onShareAppMessage; this only shows the menu.
      await hostCall(() => Taro.showShareMenu({ withShareTicket: false }), 'share')
    },
    async openSubscribe (params) {
      await hostCall(() => Taro.navigateTo({ url: `${HOST_SUBSCRIBE_PAGE}?${queryString(params)}` }), 'navigate')
    },
    async dial (phone) {
      await Taro.makePhoneCall({ phoneNumber: phone })
    },
    async copyText (text) {
      try {
        await Taro.setClipboardData({ data: text })
        return true
      } catch {
        return false
      }
    },
    toast (text, durationMs = TOAST_DURATION) {
      Taro.showToast({ title: text, icon: 'none', duration: durationMs }).catch(() => undefined)
    },
    textSize: () => ({ hostScale: hostTextScale(hostTextReport(options.target)), nativeScale: 1 }),
    setTitle (title) {
      Taro.setNavigationBarTitle({ title }).catch(() => undefined)
    }
  }
  return adapter
}
