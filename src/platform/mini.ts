/**
 * The mini-program hosts (WeChat, Alipay, Toutiao, Meituan) share one
 * implementation through Taro's unified API; each `adapter.<target>.ts` only
 * says which host it is. Host differences Taro does not hide are passed in.
 */
import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { isHttpUrl, isMiniPagePath } from '@/lib/url'
import { WEBVIEW_PAGE, type ClickAction } from '@/renderer/redirects/model'
import { LOCAL_GATEWAY } from './defaults'
import { PlatformError, TIMEOUTS, TOAST_DURATION, invalidUrl, isValidLocation, notSupported, withTimeout, type Location } from './rules'
import type { BuildTarget, CookieJar, HostPlatform, PlatformAdapter } from './types'

/** The host mini-program's own pages this package opens (not part of this build; paths chosen, not in the spec). */
export const HOST_LOGIN_PAGE = '/pages/login/index'
export const HOST_SUBSCRIBE_PAGE = '/pages/subscribe/index'

const COOKIE_PREFIX = 'cookie:'

/** Cookies do not exist in mini-programs: keep the same values in storage with their expiry. */
export function storageCookieJar (now: () => number = Date.now): CookieJar {
  return {
    get (name) {
      const raw = Taro.getStorageSync(COOKIE_PREFIX + name) as { v: string, exp?: number } | '' | undefined
      if (!raw || typeof raw !== 'object') return undefined
      if (raw.exp !== undefined && raw.exp <= now()) {
        Taro.removeStorageSync(COOKIE_PREFIX + name)
        return undefined
      }
      return raw.v
    },
    set (name, value, options) {
      Taro.setStorageSync(COOKIE_PREFIX + name, { v: value, exp: options?.days !== undefined ? now() + options.days * 86400_000 : undefined })
    },
    remove (name) {
      Taro.removeStorageSync(COOKIE_PREFIX + name)
    }
  }
}

export function queryString (params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`)
    .join('&')
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
}

export function createMiniAdapter (options: MiniHostOptions): PlatformAdapter {
  let locationRefused = false
  // URLs pages replaced their own with (a failed ticket dropped), per page instance: two campaign pages in the stack stay apart.
  const replaced = new WeakMap<object, string>()

  const currentUrl = () => {
    const pages = Taro.getCurrentPages()
    const page = pages[pages.length - 1]
    if (!page) return ''
    const own = replaced.get(page)
    if (own !== undefined) return own
    const query = queryString((page as { options?: Record<string, string> }).options ?? {})
    return `/${page.route}${query ? `?${query}` : ''}`
  }

  const adapter: PlatformAdapter = {
    id: options.id,
    target: options.target,
    platform: () => options.platform,
    // Mini-programs have no origin of their own: default to the emulator on this machine.
    defaultApiBase: () => LOCAL_GATEWAY,
    cookies: storageCookieJar(),
    currentUrl,
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
        case 'miniPage':
          await (action.tab ? Taro.switchTab({ url: action.path.split('?')[0] }) : Taro.navigateTo({ url: action.path }))
          return
        case 'miniWebview':
          await Taro.navigateTo({ url: action.path })
          return
        case 'invalid':
          throw invalidUrl()
        default:
          throw notSupported(`open:${action.kind}`)
      }
    },
    async openUrl (url) {
      if (isMiniPagePath(url)) return adapter.open({ kind: 'miniPage', path: url.startsWith('/') ? url : `/${url}`, tab: false })
      if (!isHttpUrl(url)) throw invalidUrl()
      await Taro.navigateTo({ url: `${WEBVIEW_PAGE}?url=${encodeURIComponent(url)}` })
    },
    async readNativeData () {
      throw notSupported('readNativeData')
    },
    storage: {
      async get (key) {
        const res = await withTimeout(Taro.getStorage({ key }).catch(() => ({ data: undefined })), TIMEOUTS.storage, timeoutError('getStorage'))
        // Alipay answers a missing key with `data: null`.
        return res.data === undefined || res.data === null || res.data === '' ? undefined : String(res.data)
      },
      async set (key, value) {
        await withTimeout(Taro.setStorage({ key, data: value }), TIMEOUTS.storage, timeoutError('setStorage'))
      },
      async remove (key) {
        await withTimeout(Taro.removeStorage({ key }), TIMEOUTS.storage, timeoutError('removeStorage'))
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
        const message = (e as { errMsg?: string }).errMsg ?? ''
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
      await Taro.navigateTo({ url: `${HOST_LOGIN_PAGE}?${queryString({ redirect: currentUrl() })}` })
    },
    async pay (params) {
      if (!params.hostParams || !Object.keys(params.hostParams).length) throw new PlatformError(t('error.paymentParams'), 'PAY_PARAMS')
      try {
        await Taro.requestPayment(params.hostParams as unknown as Taro.requestPayment.Option)
        return { ok: true }
      } catch (e) {
        return { ok: false, message: (e as { errMsg?: string }).errMsg }
      }
    },
    async share () {
      // Mini-program sharing is the page's onShareAppMessage; this only shows the menu.
      await Taro.showShareMenu({ withShareTicket: false })
    },
    async openSubscribe (params) {
      await Taro.navigateTo({ url: `${HOST_SUBSCRIBE_PAGE}?${queryString(params)}` })
    },
    toast (text, durationMs = TOAST_DURATION) {
      Taro.showToast({ title: text, icon: 'none', duration: durationMs }).catch(() => undefined)
    },
    setTitle (title) {
      Taro.setNavigationBarTitle({ title }).catch(() => undefined)
    }
  }
  return adapter
}
