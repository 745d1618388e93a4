/**
 * Click targets (000 §2 "Click targets", §5): a configured click is a list of
 * `{platform, scheme, path}`; the item for the current platform decides what a
 * tap does. Pure: the view hands the resulting action to the platform layer.
 */
import type { ClickAction, RedirectItem } from '@/lib/types'
import { cleanTarget, encodeParam, isAppDeepLink, isHttpUrl, isMiniPagePath, isRootPath, onSite, WEBVIEW_PAGE } from '@/lib/url'
import { isApp, isMiniProgram, type HostPlatform } from '@/platform/types'

/** The four host tab pages open as tabs (000 §2). */
const TAB_PAGES = ['/pages/index/index', '/pages/selected/selected', '/pages/nearby/index', '/pages/account/account'] as const

function withoutQuery (path: string): string {
  return path.split('?')[0].replace(/^\/?/, '/')
}

/**
 * A field of a click target as text: items reach here from config (lib/config redirectsOf reads them so) and
 * from code, and a number, array or object in `path` or `scheme` must cost the tap, never throw.
 */
const text = (value: unknown): string => (typeof value === 'string' ? cleanTarget(value) : '')

/** The item configured for this platform, if any. */
function pickRedirect (redirects: readonly RedirectItem[] | undefined, platform: HostPlatform): RedirectItem | undefined {
  if (!Array.isArray(redirects)) return undefined
  return redirects.find((r: unknown) => {
    const item = r as Partial<RedirectItem> | null
    return typeof item === 'object' && item !== null && item.platform === platform && !!(item.refused === true || text(item.path) || text(item.scheme))
  })
}

/**
 * What a tap on a configured click does on `platform`.
 * `currentUrl` (mobile web only) tells same-page hash links from other pages.
 */
export function resolveClick (redirects: readonly RedirectItem[] | undefined, platform: HostPlatform, currentUrl?: string): ClickAction {
  const item = pickRedirect(redirects, platform)
  if (!item) return { kind: 'none' }
  if (item.refused === true) return { kind: 'invalid', target: '' }
  const target = text(item.path) || text(item.scheme)

  if (isMiniProgram(platform)) {
    if (isMiniPagePath(target)) {
      const path = target.startsWith('/') ? target : `/${target}`
      return { kind: 'miniPage', path, tab: (TAB_PAGES as readonly string[]).includes(withoutQuery(path)) }
    }
    if (isHttpUrl(target)) return { kind: 'miniWebview', path: `${WEBVIEW_PAGE}?url=${encodeParam(target)}` }
    return { kind: 'invalid', target }
  }

  if (isApp(platform)) {
    // An app item's scheme (its deep link) comes before its path.
    const appTarget = text(item.scheme) || text(item.path)
    if (isMiniPagePath(appTarget)) return { kind: 'appMiniProgram', path: appTarget.startsWith('/') ? appTarget : `/${appTarget}` }
    // Apps take their own deep links (`ahsapp://…`) as well as web links; any other scheme
    // (`javascript:`, `data:`, another app's) is an 'invalid url'.
    if (isAppDeepLink(appTarget)) return { kind: 'appDeepLink', url: appTarget }
    if (isHttpUrl(appTarget)) return { kind: 'webUrl', url: appTarget, newTab: false }
    return { kind: 'invalid', target: appTarget }
  }

  // Mobile web (m, wechat browser, quick app webview).
  if (/^#[^\s]*$/.test(target)) return { kind: 'webHash', hash: target }
  if (isMiniPagePath(target)) return { kind: 'webUrl', url: target.startsWith('/') ? target : `/${target}`, newTab: true }
  // A root-relative link (a named destination on this site: `/#/new/product?…`) is an http(s) URL of this
  // origin; one that would leave it (`/\evil.test/x`, read by browsers as `//evil.test/x`) is no path of ours.
  if (isRootPath(target)) {
    const onThisSite = currentUrl ? onSite(target, currentUrl) : undefined
    if (!onThisSite) return { kind: 'invalid', target }
    if (sameDocument(onThisSite, currentUrl as string)) return { kind: 'webHash', hash: new URL(onThisSite).hash }
    return { kind: 'webUrl', url: onThisSite, newTab: false }
  }
  if (isHttpUrl(target)) {
    if (currentUrl && sameDocument(target, currentUrl)) return { kind: 'webHash', hash: new URL(target).hash }
    return { kind: 'webUrl', url: target, newTab: false }
  }
  return { kind: 'invalid', target }
}

/** Same origin and path with a hash: a link within this page, navigated relatively. */
function sameDocument (target: string, currentUrl: string): boolean {
  try {
    const a = new URL(target)
    const b = new URL(currentUrl)
    return !!a.hash && a.origin === b.origin && a.pathname === b.pathname && a.search === b.search
  } catch {
    return false
  }
}
