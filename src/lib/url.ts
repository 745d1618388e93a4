/**
 * Which URLs the page may open or put into a style (000 §5): http(s) links,
 * mini-program page paths, and the app's own deep links. Never `javascript:`,
 * `data:` or anything else.
 */

/**
 * The app's own deep-link schemes. The spec names the app's destinations but
 * not its scheme; the destinations table (renderer/redirects/destinations.ts)
 * uses `ahsapp://`.
 */
export const APP_DEEPLINK_SCHEMES: readonly string[] = ['ahsapp']

/**
 * A target as a browser's URL parser reads it: C0 controls and spaces at either end dropped, tabs and
 * newlines dropped anywhere (WHATWG URL). Every check below is made on this form, and this form is what
 * is opened, so ` javascript:`, `java\tscript:` or `/\t/evil` cannot pass a check as one thing and open
 * as another.
 */
export function cleanTarget (raw: string): string {
  // eslint-disable-next-line no-control-regex -- the very characters the URL parser ignores
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
}

// eslint-disable-next-line no-control-regex -- controls left inside a cleaned target: refused
const CONTROL = /[\u0000-\u001f\u007f]/

/** http(s) only (000 §5: "a URL to open must start with http, otherwise 'invalid url'"). Checks a cleaned target. */
export function isHttpUrl (target: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(target) && !CONTROL.test(target)
}

/**
 * A path of this site: `/` and then neither `/` nor `\` (browsers read `/\evil.test` as `//evil.test`,
 * another site). Checks a cleaned target.
 */
export function isRootPath (target: string): boolean {
  return /^\/(?![/\\])/.test(target) && !CONTROL.test(target)
}

/** A root path made absolute on `base`, only when it stays on `base`'s origin; else undefined. */
export function onSite (path: string, base: string): string | undefined {
  if (!isRootPath(path)) return undefined
  try {
    const url = new URL(path, base)
    return url.origin === new URL(base).origin ? url.href : undefined
  } catch {
    return undefined
  }
}

/** A mini-program page path: `/pages/…` (or `pages/…`). */
export function isMiniPagePath (target: string): boolean {
  return /^\/?pages\/[^\s]*$/.test(target) && !CONTROL.test(target)
}

/** One of the app's own deep links, `ahsapp://Name?…`. */
export function isAppDeepLink (target: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/\S*$/i.exec(target)
  return !!match && APP_DEEPLINK_SCHEMES.includes(match[1].toLowerCase()) && !CONTROL.test(target)
}

/**
 * What the web page may assign to `location`, cleaned (`cleanTarget`): http(s), an own deep link, a path
 * of this site (`isRootPath`: never `//host` or `/\host`), a hash or a query of this page; else undefined.
 * The last check before any navigation (platform/web.ts), whatever resolved the click.
 */
export function safeNavigationOf (raw: string): string | undefined {
  const target = cleanTarget(raw)
  if (isHttpUrl(target) || isAppDeepLink(target) || isRootPath(target)) return target
  return /^[#?]/.test(target) && !CONTROL.test(target) ? target : undefined
}

/**
 * `encodeURIComponent` that survives any string: a lone UTF-16 surrogate (a product name cut in the
 * middle of an emoji, `"\ud800"`) makes the built-in throw `URIError: URI malformed`; here it becomes
 * U+FFFD, as the URL parser itself does. Every URL the page builds encodes through this (lint enforces it).
 */
export function encodeParam (value: string | number | boolean): string {
  // A pair is kept, a lone half replaced (no lookbehind: mini-program bundles are ES2017).
  const wellFormed = String(value).replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (c) => (c.length === 2 ? c : '\ufffd'))
  // eslint-disable-next-line no-restricted-globals -- the one place the built-in is called
  return encodeURIComponent(wellFormed)
}

/**
 * A URL ready for `url("…")` in a style: characters that could close the
 * string or the function, or start a new declaration, are percent-encoded.
 * Call it only on a URL already checked (`imageUrl` in lib/config).
 */
export function cssUrl (url: string): string {
  const safe = url.replace(/["'()\\\s;<>{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
  return `url("${safe}")`
}

/**
 * The URL without any `name` parameter, in the search and in a hash route's
 * query alike. Splits at the first `#` and the first `?` of each part, so
 * nothing after them is lost.
 */
export function withoutParam (url: string, name: string): string {
  const strip = (query: string) => query.split('&').filter((p) => p && p !== name && !p.startsWith(`${name}=`)).join('&')
  const cut = (text: string, at: string): [string, string | undefined] => {
    const i = text.indexOf(at)
    return i < 0 ? [text, undefined] : [text.slice(0, i), text.slice(i + 1)]
  }
  const [beforeHash, hash] = cut(url, '#')
  const [path, search = ''] = cut(beforeHash, '?')
  let out = path + (strip(search) ? `?${strip(search)}` : '')
  if (hash !== undefined) {
    const [route, hashQuery = ''] = cut(hash, '?')
    out += `#${route}${strip(hashQuery) ? `?${strip(hashQuery)}` : ''}`
  }
  return out
}

/** The web-view page that opens http links inside mini-programs (000 §5). */
export const WEBVIEW_PAGE = '/pages/webview/index'
