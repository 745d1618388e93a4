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

/** http(s) only (000 §5: "a URL to open must start with http, otherwise 'invalid url'"). */
export function isHttpUrl (target: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(target)
}

/** A mini-program page path: `/pages/…` (or `pages/…`). */
export function isMiniPagePath (target: string): boolean {
  return /^\/?pages\/[^\s]*$/.test(target)
}

/** One of the app's own deep links, `ahsapp://Name?…`. */
export function isAppDeepLink (target: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/\S*$/i.exec(target)
  return !!match && APP_DEEPLINK_SCHEMES.includes(match[1].toLowerCase())
}

/** Whether the web page may assign this to `location` (http(s), a relative path, a hash, an own deep link). */
export function isSafeNavigation (target: string): boolean {
  if (isHttpUrl(target) || isAppDeepLink(target)) return true
  // Relative: a path or a hash route of this site. `//host` is protocol-relative, so http(s) too.
  return /^(\/|#|\?)/.test(target) && !/^\/\/[^/]*[\s\\]/.test(target)
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
