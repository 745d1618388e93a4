/**
 * The H5 bundle's platform layer, shared by the h5 and harmony-hybrid builds.
 * One bundle serves app webviews (iOS, Android, HarmonyOS: native bridge), the
 * WeChat browser and plain mobile browsers: the platform is detected once from
 * the user agent and each capability picks the way that host offers.
 */
import { t } from '@/i18n'
import { cleanTarget, encodeParam, isAppDeepLink, isHttpUrl, isMiniPagePath, safeNavigationOf } from '@/lib/url'
import type { ClickAction } from '@/lib/types'
import { callNative, nativeBridge } from './bridge'
import { browserCookieJar } from './cookies'
import { toGcj02 } from './coords'
import { detectWebPlatform } from './detect'
import { wechatSdk } from './wechat'
import { copyText } from './webClipboard'
import { createWebToast } from './webToast'
import {
  GEOLOCATION_MAX_AGE, PlatformError, stringParams, TIMEOUTS, TOAST_DURATION, alipayPaySucceeded, invalidUrl, isValidLocation, notSupported,
  wechatPaySucceeded, type Location
} from './rules'
import { APP_PLATFORMS, type BuildTarget, type HostPlatform, type PaymentParams, type PaymentResult, type PlatformAdapter } from './types'
/** A refused geolocation is remembered for the browser session (000 §4). */
const GEO_REFUSED_KEY = 'ahs_geo_refused'

function geolocationError (code: number): PlatformError {
  if (code === 1) {
    try { sessionStorage.setItem(GEO_REFUSED_KEY, '1') } catch { /* private mode: remember nothing */ }
    return new PlatformError(t('geo.refused'), 'GEO_REFUSED')
  }
  if (code === 3) return new PlatformError(t('geo.timeout'), 'GEO_TIMEOUT')
  return new PlatformError(t('geo.noCache'), 'GEO_UNAVAILABLE')
}

/**
 * Assigns a URL to `location` only when the page may go there: http(s), a
 * relative path or hash of this site, or the app's own deep link. Whatever
 * resolved the click, a `javascript:` or `data:` URL never runs.
 */
function navigate (raw: string): void {
  // What was checked is what is opened: the cleaned form (lib/url.ts cleanTarget).
  const url = safeNavigationOf(raw)
  if (url === undefined) throw invalidUrl()
  location.href = url
}

/** The title as text: Taro's H5 navigation bar sets its title with innerHTML, so it is not given the title at all. */
function setDocumentTitle (title: string): void {
  document.title = title
  const bar = document.querySelector('.taro-navigation-bar-title')
  if (bar) bar.textContent = title
}

/** Appends `redirect_url` to the WeChat cashier URL (000 §7). */
function wechatPayRedirect (payUrl: string, redirectUrl: string): string {
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}redirect_url=${encodeParam(redirectUrl)}`
}

function postForm (action: string, fields: Record<string, string>): void {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = action
  form.style.display = 'none'
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.appendChild(input)
  }
  document.body.appendChild(form)
  form.submit()
}

/**
 * A web view's own text zoom, where it shows: Chromium's (an Android webview's text zoom, the WeChat browser's
 * on Android) multiplies computed font sizes, so a 100 px probe measures 130 px at 130 %. Where it does not
 * show (iOS's, which adjusts text at layout) this reads 1: the page's text still follows the zoom, and the
 * elderly mode comes from the link alone (docs/accessibility.md).
 */
function webTextZoom (): number {
  try {
    const probe = document.createElement('div')
    probe.style.cssText = 'position:absolute;visibility:hidden;font-size:100px;line-height:1'
    document.body.appendChild(probe)
    const px = parseFloat(getComputedStyle(probe).fontSize)
    probe.remove()
    return Number.isFinite(px) && px > 0 ? Math.round(px) / 100 : 1
  } catch {
    return 1
  }
}

export function createWebAdapter (options: { id: string, target: BuildTarget, platform?: HostPlatform }): PlatformAdapter {
  let detected: HostPlatform | undefined
  const platform = (): HostPlatform => options.platform ?? (detected ??= detectWebPlatform(navigator.userAgent))
  const inApp = () => APP_PLATFORMS.has(platform()) && !!nativeBridge()
  const showToast = createWebToast()

  const adapter: PlatformAdapter = {
    id: options.id,
    target: options.target,
    platform,
    defaultApiBase: () => '',
    cookies: browserCookieJar(typeof location !== 'undefined' ? location.hostname : ''),
    currentUrl: () => location.href,
    loginNeedsAddress: true,
    // Taro's H5 router hands the hash route's query decoded.
    decodeQuery: stringParams,
    reload (url) {
      if (url && url !== location.href) {
        const safe = safeNavigationOf(url)
        if (safe === undefined) throw invalidUrl()
        location.replace(safe)
      } else location.reload()
    },
    replaceUrl (url) {
      try {
        if (url !== location.href) history.replaceState(history.state, '', url)
      } catch {
        // Another origin or a sandboxed frame: the URL stays; the caller strips the ticket from what it passes on.
      }
    },
    async open (action: ClickAction) {
      switch (action.kind) {
        case 'none': return
        case 'webHash':
          if (!action.hash.startsWith('#')) throw invalidUrl()
          location.hash = action.hash
          return
        case 'webUrl': {
          const url = safeNavigationOf(action.url)
          if (url === undefined) throw invalidUrl()
          if (action.newTab) window.open(url, '_blank', 'noopener')
          else navigate(url)
          return
        }
        case 'appDeepLink': {
          const url = cleanTarget(action.url)
          if (!isAppDeepLink(url)) throw invalidUrl()
          if (inApp()) await callNative('openUrl', { url }, TIMEOUTS.nativeData)
          else navigate(url)
          return
        }
        case 'appMiniProgram': {
          const path = cleanTarget(action.path)
          if (!isMiniPagePath(path)) throw invalidUrl()
          await callNative('openMiniProgram', { path }, TIMEOUTS.nativeData)
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
      if (!isHttpUrl(url)) throw invalidUrl()
      navigate(url)
    },
    readNativeData (key) {
      return callNative<string | undefined>('getNativeData', { key }, TIMEOUTS.nativeData)
    },
    storage: {
      async get (key) {
        if (inApp()) return callNative<string | undefined>('getStorage', { key }, TIMEOUTS.storage)
        return localStorage.getItem(key) ?? undefined
      },
      async set (key, value) {
        if (inApp()) return callNative<void>('setStorage', { key, value }, TIMEOUTS.storage)
        localStorage.setItem(key, value)
      },
      async remove (key) {
        if (inApp()) return callNative<void>('removeStorage', { key }, TIMEOUTS.storage)
        localStorage.removeItem(key)
      }
    },
    async requestPermission (name) {
      if (!inApp()) throw notSupported(`requestPermission:${name}`)
      return !!(await callNative<boolean>('requestPermission', { name }, TIMEOUTS.permission))
    },
    async getLocation (): Promise<Location> {
      let refused = false
      try { refused = sessionStorage.getItem(GEO_REFUSED_KEY) === '1' } catch { /* no session storage */ }
      if (refused) throw new PlatformError(t('geo.refused'), 'GEO_REFUSED')
      let location: Location
      if (inApp()) {
        location = await callNative<Location>('getLocation', {}, TIMEOUTS.geolocation)
      } else {
        if (typeof navigator === 'undefined' || !navigator.geolocation) throw new PlatformError(t('geo.unsupported'), 'GEO_UNSUPPORTED')
        const position = await new Promise<GeolocationPosition>((resolve, reject) => {
          navigator.geolocation.getCurrentPosition(resolve, (err) => reject(geolocationError(err.code)), {
            timeout: TIMEOUTS.geolocation,
            maximumAge: GEOLOCATION_MAX_AGE,
            enableHighAccuracy: false
          })
        })
        location = await toGcj02({ latitude: position.coords.latitude, longitude: position.coords.longitude })
      }
      if (!isValidLocation(location)) throw new PlatformError(t('geo.noCache'), 'GEO_UNAVAILABLE')
      return location
    },
    async login (loginUrl) {
      if (!isHttpUrl(loginUrl)) throw invalidUrl()
      navigate(loginUrl)
    },
    async pay (params: PaymentParams): Promise<PaymentResult> {
      if (inApp() && params.hostParams) {
        const result = await callNative<{ resultStatus?: string, code?: number, errCode?: number }>('pay', params.hostParams, TIMEOUTS.permission)
        const ok = result.resultStatus !== undefined ? alipayPaySucceeded(result.resultStatus) : wechatPaySucceeded(result)
        return ok ? { ok: true } : { ok: false, code: result.resultStatus ?? result.code ?? result.errCode }
      }
      if (params.wechatPayUrl && params.redirectUrl) {
        if (!isHttpUrl(params.wechatPayUrl)) throw invalidUrl()
        navigate(wechatPayRedirect(params.wechatPayUrl, params.redirectUrl))
        return { ok: true }
      }
      if (params.alipayForm) {
        // A form posts to its action: a `javascript:` action would run on submit.
        if (!isHttpUrl(params.alipayForm.action)) throw invalidUrl()
        postForm(params.alipayForm.action, params.alipayForm.fields)
        return { ok: true }
      }
      throw new PlatformError(t('error.paymentParams'), 'PAY_PARAMS')
    },
    async share (shareOptions) {
      const content = {
        title: shareOptions.title || t('share.title'),
        desc: shareOptions.desc || t('share.desc'),
        imageUrl: shareOptions.imageUrl,
        link: shareOptions.link || location.href,
        appName: t('share.appName')
      }
      if (inApp()) return callNative<void>('share', content, TIMEOUTS.nativeData)
      if (platform() === 'wechat') {
        const sdk = await wechatSdk()
        await new Promise<void>((resolve, reject) => sdk.updateAppMessageShareData({
          title: content.title, desc: content.desc, link: content.link, imgUrl: content.imageUrl, success: resolve, fail: reject
        }))
        return
      }
      if (typeof navigator !== 'undefined' && navigator.share) {
        await navigator.share({ title: content.title, text: content.desc, url: content.link })
        return
      }
      throw notSupported('share')
    },
    openSubscribe (params) {
      return callNative<void>('openSubscribe', params, TIMEOUTS.nativeData)
    },
    toast (text, durationMs = TOAST_DURATION) {
      showToast(text, durationMs)
    },
    copyText,
    textSize () {
      const zoom = webTextZoom()
      return { hostScale: zoom, nativeScale: zoom }
    },
    async dial (phone) {
      // A tel: link the browser, the WeChat browser and the app webviews hand to the dialler; clicked as a
      // link (in the document, so the page's own listeners see it) rather than assigned to location.
      const link = document.createElement('a')
      link.href = `tel:${phone}`
      link.style.display = 'none'
      document.body.appendChild(link)
      try {
        link.click()
      } finally {
        document.body.removeChild(link)
      }
    },
    setTitle (title) {
      setDocumentTitle(title)
    }
  }
  return adapter
}
