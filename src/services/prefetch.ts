/**
 * The first page call, started by a small script in index.html while the
 * app's scripts still download (the H5 page's critical chain would otherwise
 * be HTML → scripts → city → page → block code → images). The app's own
 * request later takes the answer instead of asking again, through the H5
 * transport, when it is the very same request (method, URL and body); any
 * difference (a city chosen meanwhile, a failed prefetch) simply asks anew,
 * so the prefetch can only save time, never change what the page shows.
 *
 * `startPrefetch` is serialised into index.html (config/index.ts): it must be
 * self-contained ES2017 (no imports, no `?.` / `??`), and mirror what the page
 * sends: the query rules (000 §2), the city rules (000 §5: query, cookie,
 * server, 1) and the request headers (000 §7).
 */

export const PREFETCH_GLOBAL = '__AHS_PREFETCH__'

export interface PrefetchedAnswer {
  status: number
  statusText: string
  header: Record<string, string>
  body: string
  /** The phone's time its server-time header stands for (the middle of its round trip). */
  stampedAt: number
}

export interface PrefetchConfig {
  global: string
  base: string
  appId: number
  defaultAgent: string
  platform: string
  paths: { release: string, preview: string, locate: string }
  cookies: { token: string, agent: string, cityId: string }
  /** Chunk files of each block kind (`block-<kind>`), preloaded as soon as the page's config names them. */
  kindChunks: Record<string, string[]>
  publicPath: string
}

/** The key a request is known by: method, URL and body, exactly as sent. */
export const prefetchKey = (method: string, url: string, body: string | undefined): string => `${method} ${url} ${body || ''}`

/** The prefetched answer for this request, if the page started it; each is taken once. */
export function takePrefetched (key: string): Promise<PrefetchedAnswer> | undefined {
  if (typeof window === 'undefined') return undefined
  const store = (window as unknown as Record<string, { [key: string]: Promise<PrefetchedAnswer> | undefined } | undefined>)[PREFETCH_GLOBAL]
  const hit = store ? store[key] : undefined
  if (store && hit) delete store[key]
  return hit
}

/* eslint-disable no-var */
/** Runs in index.html, before the app's scripts. Serialised with `toString()`: keep it self-contained. */
export function startPrefetch (c: PrefetchConfig): void {
  try {
    var store: Record<string, Promise<PrefetchedAnswer>> = {}
    ;(window as unknown as Record<string, unknown>)[c.global] = store
    var url = location.href
    if (/[?&]ticket(=|&|$)/.test(url)) return
    var hash = location.hash
    var query: Record<string, string> = {}
    var qi = hash.indexOf('?')
    var parts = qi >= 0 ? hash.slice(qi + 1).split('&') : []
    var search = location.search ? location.search.slice(1).split('&') : []
    parts = search.concat(parts)
    for (var i = 0; i < parts.length; i++) {
      if (!parts[i]) continue
      var eq = parts[i].indexOf('=')
      var k = eq >= 0 ? parts[i].slice(0, eq) : parts[i]
      var v = eq >= 0 ? parts[i].slice(eq + 1) : ''
      try { query[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' ')) } catch { return }
    }
    if (!query.activityId) return
    var cookie = function (name: string): string | undefined {
      var m = document.cookie.match(new RegExp('(?:^|; )' + name.replace(/[-.]/g, '\\$&') + '=([^;]*)'))
      if (!m) return undefined
      try { return decodeURIComponent(m[1]) } catch { return m[1] }
    }
    var preview = Object.prototype.hasOwnProperty.call(query, 'preview')
    var headers: Record<string, string> = { 'content-type': 'application/json', app: String(c.appId), timestamp: String(Date.now()) }
    var token = cookie(c.cookies.token)
    var agent = query.agent || cookie(c.cookies.agent) || c.defaultAgent
    if (token) headers.token = token
    if (agent) headers.agent = agent
    var send = function (path: string, body: string): Promise<PrefetchedAnswer> {
      var started = Date.now()
      var answer = fetch(c.base + path, { method: 'POST', headers: headers, body: body, credentials: 'include' }).then(function (res) {
        var header: Record<string, string> = {}
        res.headers.forEach(function (value, key) { header[key] = value })
        var stampedAt = (started + Date.now()) / 2
        return res.text().then(function (text) { return { status: res.status, statusText: res.statusText, header: header, body: text, stampedAt: stampedAt } })
      })
      store[prefetchKeyOf('POST', c.base + path, body)] = answer
      return answer
    }
    var prefetchKeyOf = function (method: string, target: string, body: string): string { return method + ' ' + target + ' ' + body }
    var preload = function (href: string, as: string, high?: boolean) {
      var link = document.createElement('link')
      // A block's stylesheet is added as one (webpack's CSS loader takes an existing link for loaded,
      // a mere preload included, and would never apply it); scripts and images are preloaded.
      if (as === 'style') link.rel = 'stylesheet'
      else {
        link.rel = 'preload'
        link.as = as
      }
      link.href = href
      if (high) link.setAttribute('fetchpriority', 'high')
      document.head.appendChild(link)
    }
    // The blocks' code, and the first screen's images, as soon as the config is here.
    var warm = function (answer: PrefetchedAnswer) {
      var page: { components?: unknown[] } | null = null
      try { page = JSON.parse(answer.body).data } catch { return }
      if (!page || !Array.isArray(page.components)) return
      var kinds: Record<string, true> = {}
      var images: string[] = []
      var walk = function (value: unknown, depth: number, top: boolean) {
        if (!value || typeof value !== 'object' || depth > 16) return
        if (Array.isArray(value)) { for (var j = 0; j < value.length; j++) walk(value[j], depth + 1, top && j < 3); return }
        var record = value as Record<string, unknown>
        if (typeof record.uuid === 'string' && typeof record.type === 'string' && record.data && typeof record.data === 'object') {
          var data = record.data as Record<string, unknown>
          for (var key in data) if (c.kindChunks[key]) kinds[key] = true
        }
        for (var field in record) {
          var child = record[field]
          if (top && images.length < 3 && /^(imageUrl|img|defaultBgImageUrl)$/.test(field) && typeof child === 'string' && /^https?:\/\//.test(child)) images.push(child)
          walk(child, depth + 1, top)
        }
      }
      walk(page.components.slice(0, 40), 0, true)
      for (var kind in kinds) {
        var files = c.kindChunks[kind]
        for (var f = 0; f < files.length; f++) preload(c.publicPath + files[f], /\.css$/.test(files[f]) ? 'style' : 'script')
      }
      for (var m = 0; m < images.length; m++) preload(images[m], 'image', m === 0)
    }
    var pagePath = preview ? c.paths.preview : c.paths.release
    var askPage = function (cityId: number) {
      send(pagePath, JSON.stringify({ hash: query.activityId, cityId: cityId, platform: c.platform })).then(warm, function () { return undefined })
    }
    var queryCity = query.cityId ? parseInt(query.cityId, 10) : NaN
    var keptCity = parseInt(cookie(c.cookies.cityId) || '', 10)
    var start = function () {
      if (!isNaN(queryCity)) askPage(queryCity)
      else if (!isNaN(keptCity)) askPage(keptCity)
      else {
        send(c.paths.locate, '{}').then(function (answer) {
          var id = NaN
          try { id = Number(JSON.parse(answer.body).data.id) } catch { id = NaN }
          askPage(answer.status === 200 && Number.isInteger(id) ? id : 1)
        }, function () { askPage(1) })
      }
    }
    // Right after the boot screen's first frame: the first paint waits for nothing but the HTML and CSS.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(function () { setTimeout(start, 0) })
    else setTimeout(start, 0)
  } catch {
    // A prefetch that cannot start costs nothing: the app asks as usual.
  }
}
/* eslint-enable no-var */
