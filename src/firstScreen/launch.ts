/**
 * What the page was opened with, read as the app reads it (000 §2: the launch query, from the address's search
 * and its hash route), and the page's cookies.
 */

/**
 * The launch query of a page address, or undefined when the script should ask nothing: a login ticket in the
 * address (the app exchanges it first, and the page call then carries the new token), a malformed
 * escape, or no `activityId`. Search first, then the hash route's query, a later name winning.
 */
export function launchQueryOf (where: { href: string, search: string, hash: string }): Record<string, string> | undefined {
  if (/[?&]ticket(=|&|$)/.test(where.href)) return undefined
  const qi = where.hash.indexOf('?')
  const parts = (where.search ? where.search.slice(1).split('&') : []).concat(qi >= 0 ? where.hash.slice(qi + 1).split('&') : [])
  const query: Record<string, string> = {}
  for (const part of parts) {
    if (!part) continue
    const eq = part.indexOf('=')
    const name = eq >= 0 ? part.slice(0, eq) : part
    const value = eq >= 0 ? part.slice(eq + 1) : ''
    try {
      query[decodeURIComponent(name)] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      return undefined
    }
  }
  return query.activityId ? query : undefined
}

/**
 * A reader of the page's cookies, reading `document.cookie` once, at the first read: each read may ask the
 * browser process (a synchronous round trip), and nothing the script waits for sets a cookie it reads (the
 * city and the popup's flags are the app's).
 */
export function cookieReader (read: () => string): (name: string) => string | undefined {
  let jar: string | undefined
  return (name) => {
    if (jar === undefined) jar = read()
    const m = jar.match(new RegExp('(?:^|; )' + name.replace(/[-.]/g, '\\$&') + '=([^;]*)'))
    if (!m) return undefined
    try {
      return decodeURIComponent(m[1])
    } catch {
      return m[1]
    }
  }
}

/**
 * The city the page is asked for (000 §5): the launch query's, else the one the visitor's cookie keeps, else
 * undefined (the server locates the visitor; if that fails, 1 is used).
 */
export function knownCityOf (query: Record<string, string>, keptCity: string | undefined): number | undefined {
  const fromQuery = query.cityId ? parseInt(query.cityId, 10) : NaN
  if (!isNaN(fromQuery)) return fromQuery
  const kept = parseInt(keptCity || '', 10)
  return isNaN(kept) ? undefined : kept
}

/** The city id in a locate answer (000 §5), else 1. */
export function locatedCityOf (status: number, body: string): number {
  let id = NaN
  try {
    id = Number(JSON.parse(body).data.id)
  } catch {
    id = NaN
  }
  return status === 200 && Number.isInteger(id) ? id : 1
}
