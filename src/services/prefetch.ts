/**
 * The first page call, started by a small script in index.html while the
 * app's scripts still download (the H5 page's critical chain would otherwise
 * be HTML → scripts → city → page → block code → images). The app's own
 * request later takes the answer instead of asking again, through the H5
 * transport, when it is the very same request (method, URL and body); any
 * difference (a city chosen meanwhile, a failed prefetch) simply asks anew,
 * so the prefetch can only save time, never change what the page shows.
 *
 * `startPrefetch` is serialised into index.html (config/webpack/campaignHtml.ts): it must be
 * self-contained ES2017 (no imports, no `?.` / `??`), and mirror what the page
 * sends: the query rules (000 §2), the city rules (000 §5: query, cookie,
 * server, 1) and the request headers (000 §7).
 */

export const PREFETCH_GLOBAL = '__AHS_PREFETCH__'
/**
 * A promise index.html's script loader waits for before it runs the app's scripts (they download
 * meanwhile): settled once the boot preview has painted its first image, or at once when there is
 * none to paint. Evaluating the scripts first would hold that paint until the app had rendered.
 */
export const BOOT_PAINT_GLOBAL = '__AHS_BOOT_PAINT__'
/**
 * How many stacked blocks the boot preview drew, from the top (a number, set when it draws): on H5 the page's
 * first batch reaches at least that far (renderer/afterRender.h5.ts previewedBlocks), or what the preview
 * showed would vanish when the boot screen goes, until its own batch mounted.
 */
export const BOOT_BLOCKS_GLOBAL = '__AHS_BOOT_BLOCKS__'

export interface PrefetchedAnswer {
  status: number
  statusText: string
  header: Record<string, string>
  body: string
  /** The phone's time its server-time header stands for (the middle of its round trip). */
  stampedAt: number
  /** Above `maxAnswerBytes`: not read (or dropped), `body` empty; the app refuses it as the catalogue's request failure. */
  tooLarge?: boolean
}

export interface PrefetchConfig {
  global: string
  /** BOOT_PAINT_GLOBAL */
  paintGlobal: string
  /** BOOT_BLOCKS_GLOBAL */
  blocksGlobal: string
  base: string
  appId: number
  defaultAgent: string
  platform: string
  paths: { release: string, preview: string, locate: string, prices: string }
  cookies: { token: string, agent: string, cityId: string }
  /** Chunk files of each block kind (several kinds may share a chunk), preloaded as soon as the page's config names them. */
  kindChunks: Record<string, string[]>
  /** Kinds that float over the first screen wherever the config lists them (each kind's meta.ts, `floating`). */
  floatingKinds: string[]
  /** How many stacked blocks the page's first batch mounts (renderer/batches.ts WEB_PAGE_BATCHES.first). */
  firstBatch: number
  publicPath: string
  /**
   * How long the early calls wait for an answer, ms (http.ts DEFAULT_TIMEOUT_MS and LOCATE_TIMEOUT_MS when
   * absent: prefetch.test.ts holds the defaults to them). A call that timed out is aborted and its promise
   * rejects: the city falls back to 1 and the page call goes on; the app's transport asks again itself.
   */
  timeouts?: { page: number, locate: number }
  /** The largest answer read (constants.ts MAX_ANSWER_BYTES); a bigger one is neither read whole nor parsed. */
  maxAnswerBytes?: number
}

/** A call a block's first screen makes as it mounts: which of `PrefetchConfig.paths`, and its body exactly as sent. */
export interface FirstCall { path: 'prices', body: string }

/** What a hint may use: the URL and size rules every block reads images by, and the page's cookies. */
export interface FirstScreenContext {
  /** An http(s) image URL as the blocks accept it (a protocol-relative one made https), else undefined. */
  url: (value: unknown) => string | undefined
  /** Width / height from two config fields (numbers or numeric strings), when both are positive, within [1/20, 20] (lib/config.ts aspectRatioOf). */
  ratio: (width: unknown, height: unknown) => number | undefined
  cookie: (name: string) => string | undefined
}

/**
 * A kind's first-screen hints (`blocks/<kind>/firstScreen.ts`), each optional and self-contained ES2017
 * (serialised into index.html): what its inline script can do for that kind before the app's scripts run.
 * src/blocks/firstScreen.test.ts holds each kind's hints to its real model, view and store.
 */
export interface FirstScreenHints {
  /** A stacked block drawn at full width from the top: its first image, or undefined when it shows none the boot screen can draw. */
  firstImage?: (contents: Record<string, unknown>, ctx: FirstScreenContext) => BootShot | undefined
  /**
   * A stacked block the boot screen cannot draw but whose height the config alone decides: that height in
   * design px (375 wide; its margins included), or undefined when the config does not decide it. The
   * preview leaves an empty box of it and goes on to the blocks below (an image-text navigation, a floor bar
   * above a floor's first image). A box only leads to an image: one with no image below it is not drawn.
   */
  firstBox?: (contents: Record<string, unknown>, ctx: FirstScreenContext) => number | undefined
  /** A popup floating over the first screen: its image when it will show now, else undefined. */
  popupImage?: (contents: Record<string, unknown>, uuid: unknown, ctx: FirstScreenContext) => BootShot | undefined
  /** The calls the kind's blocks in the first batch (the page's components of that kind, in order) make as they mount; `serverNow`: the server's time, when known. */
  firstCalls?: (components: unknown[], serverNow?: number) => FirstCall[]
}

/** Every kind's hints, by kind (config/webpack/campaignHtml.ts reads them from the block folders). */
export type FirstScreenHintsByKind = Record<string, FirstScreenHints>

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

/** One image of the boot preview: its URL, its width / height when the config gives it, and whether it is the entry popup's. */
export interface BootShot { src: string, ratio?: number, popup?: boolean }
/** A stacked block of the boot preview drawn as an empty box: its height in design px (a `firstBox` hint's). */
export interface BootBox { box: number }
/** What the boot preview draws: its column of stacked blocks top down (images and boxes), then the popup's image. */
export type BootItem = BootShot | BootBox

/* eslint-disable no-var */
/** The shared rules the hints read images by (`FirstScreenContext`); `cookie` reads the page's cookies. */
export function firstScreenContext (cookie: (name: string) => string | undefined): FirstScreenContext {
  return {
    url: function (v: unknown): string | undefined {
      if (typeof v !== 'string') return undefined
      var s = v.trim()
      // lib/config.ts urlStr: a URL field longer than MAX_URL (4096) is refused whole.
      if (s.length > 4096) return undefined
      if (s.indexOf('//') === 0) s = 'https:' + s
      return /^https?:\/\/[^\s"'()<>\\]+$/i.test(s) ? s : undefined
    },
    // lib/config.ts aspectRatioOf, number for number (prefetch.test.ts holds the two to each other): a field is
    // read as `num` reads it (a number, or a whole numeric string), and the ratio is kept within [1/20, 20].
    ratio: function (w: unknown, h: unknown): number | undefined {
      var width = typeof w === 'string' && w.trim() ? Number(w) : w
      var height = typeof h === 'string' && h.trim() ? Number(h) : h
      if (typeof width !== 'number' || typeof height !== 'number' || !isFinite(width) || !isFinite(height) || !(width > 0) || !(height > 0)) return undefined
      return Math.min(20, Math.max(1 / 20, width / height))
    },
    cookie: cookie
  }
}

/**
 * The images the page's first blocks open with, when those blocks are images at full width from the
 * top (each kind's `firstImage` hint says what its block shows): the boot screen shows them as soon as
 * the config is here, so the visitor sees the campaign's first screen before the app's scripts have run.
 * A block whose height the config decides (a `firstBox` hint: a navigation, a floor bar) is an empty box
 * of that height, so the images below it sit where the app will draw them. It stops at the first block it
 * cannot draw or measure as the app will (a kind without either hint, a block that shows no image, a
 * login wall), after three images, and after five blocks; boxes with no image below them are left out.
 *
 * A popup (the first component of a kind with a `popupImage` hint, anywhere in the first 40) floats over
 * that first screen: when its hint says it shows now, its image comes last, marked `popup`.
 *
 * Serialised into index.html with `startPrefetch`: keep it self-contained ES2017; `contextOf` is
 * `firstScreenContext`, passed in because a serialised function cannot reach another.
 */
export function bootPreviewOf (components: unknown, hints: FirstScreenHintsByKind, ctx: FirstScreenContext): BootItem[] {
  var shots: BootItem[] = []
  if (!Array.isArray(components)) return shots
  // A component's kind and settings as the renderer reads them for the first key of data, and whether a login wall stands in front.
  var read = function (component: unknown): { kind: string, contents: Record<string, unknown> | undefined } | undefined {
    var data = component && typeof component === 'object' ? (component as { data?: unknown }).data as Record<string, { contents?: unknown[] } | undefined> | undefined : undefined
    if (!data || typeof data !== 'object') return undefined
    var kind = Object.keys(data)[0]
    var holder = data[kind]
    var contents = holder && typeof holder === 'object' && Array.isArray(holder.contents) ? holder.contents[0] as Record<string, unknown> | undefined : undefined
    return { kind: kind, contents: contents && typeof contents === 'object' && !contents.circleType ? contents : undefined }
  }
  var images = 0
  // Five blocks at most: the app's first batch mounts every block drawn here (renderer/batches.ts firstBatchCount).
  for (var i = 0; i < components.length && images < 3 && shots.length < 5; i++) {
    var block = read(components[i])
    var kindHints = block && block.contents && Object.prototype.hasOwnProperty.call(hints, block.kind) ? hints[block.kind] : undefined
    var shot = kindHints && kindHints.firstImage ? kindHints.firstImage(block!.contents!, ctx) : undefined
    if (shot) {
      shots.push({ src: shot.src, ratio: shot.ratio })
      images++
      continue
    }
    var box = kindHints && kindHints.firstBox ? kindHints.firstBox(block!.contents!, ctx) : undefined
    // No hint gives a height over 2000 design px (five screens): one that does has gone wrong, and the column ends.
    if (typeof box !== 'number' || !(box >= 0 && box <= 2000)) break
    shots.push({ box: box })
  }
  while (shots.length && 'box' in shots[shots.length - 1]) shots.pop()
  for (var p = 0; p < components.length && p < 40; p++) {
    var floating = read(components[p])
    var popup = floating && Object.prototype.hasOwnProperty.call(hints, floating.kind) ? hints[floating.kind].popupImage : undefined
    if (!floating || !popup) continue
    // The first popup decides: behind a login wall, or not showing now, there is none.
    var popupShot = floating.contents ? popup(floating.contents, (components[p] as { uuid?: unknown }).uuid, ctx) : undefined
    if (popupShot) shots.push({ src: popupShot.src, ratio: popupShot.ratio, popup: true })
    break
  }
  return shots
}

/** Runs in index.html, before the app's scripts. Serialised with `toString()`: keep it self-contained. */
export function startPrefetch (c: PrefetchConfig, hints?: FirstScreenHintsByKind, previewOf?: typeof bootPreviewOf, contextOf?: typeof firstScreenContext): void {
  var painted = function () { /* replaced below */ }
  try {
    ;(window as unknown as Record<string, unknown>)[c.paintGlobal] = new Promise<void>(function (resolve) { painted = resolve })
  } catch {
    // No promise, no wait: the loader runs the scripts at once.
  }
  try {
    var store: Record<string, Promise<PrefetchedAnswer>> = {}
    ;(window as unknown as Record<string, unknown>)[c.global] = store
    var url = location.href
    if (/[?&]ticket(=|&|$)/.test(url)) { painted(); return }
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
      try { query[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' ')) } catch { painted(); return }
    }
    if (!query.activityId) { painted(); return }
    // Read once: each read of document.cookie may ask the browser process (a synchronous round trip), and
    // nothing this script waits for sets a cookie it reads (the city and the popup's flags are the app's).
    var jar: string | undefined
    var cookie = function (name: string): string | undefined {
      if (jar === undefined) jar = document.cookie
      var m = jar.match(new RegExp('(?:^|; )' + name.replace(/[-.]/g, '\\$&') + '=([^;]*)'))
      if (!m) return undefined
      try { return decodeURIComponent(m[1]) } catch { return m[1] }
    }
    var preview = Object.prototype.hasOwnProperty.call(query, 'preview')
    var headers: Record<string, string> = { 'content-type': 'application/json', app: String(c.appId), timestamp: String(Date.now()) }
    var token = cookie(c.cookies.token)
    var agent = query.agent || cookie(c.cookies.agent) || c.defaultAgent
    if (token) headers.token = token
    if (agent) headers.agent = agent
    var timeouts = c.timeouts || { page: 15000, locate: 5000 }
    var max = c.maxAnswerBytes || 8 * 1024 * 1024
    // An answer, body included, within `timeout` ms, else the request is aborted and the promise rejects (the
    // timer settles it even where fetch cannot be aborted).
    var send = function (path: string, body: string, timeout: number): Promise<PrefetchedAnswer> {
      var started = Date.now()
      var controller = typeof AbortController === 'function' ? new AbortController() : undefined
      var answer = new Promise<PrefetchedAnswer>(function (resolve, reject) {
        var timer = setTimeout(function () {
          if (controller) controller.abort()
          reject(new Error('timeout'))
        }, timeout)
        fetch(c.base + path, { method: 'POST', headers: headers, body: body, credentials: 'include', signal: controller ? controller.signal : undefined }).then(function (res) {
          var header: Record<string, string> = {}
          res.headers.forEach(function (value, key) { header[key] = value })
          var stampedAt = (started + Date.now()) / 2
          var declared = Number(header['content-length'])
          if (declared > max) {
            if (controller) controller.abort()
            return { status: res.status, statusText: res.statusText, header: header, body: '', stampedAt: stampedAt, tooLarge: true }
          }
          return res.text().then(function (text) {
            var big = text.length > max
            return { status: res.status, statusText: res.statusText, header: header, body: big ? '' : text, stampedAt: stampedAt, tooLarge: big }
          })
        }).then(function (done) { clearTimeout(timer); resolve(done) }, function (error) { clearTimeout(timer); reject(error) })
      })
      store[prefetchKeyOf('POST', c.base + path, body)] = answer
      return answer
    }
    var prefetchKeyOf = function (method: string, target: string, body: string): string { return method + ' ' + target + ' ' + body }
    var preload = function (href: string, as: string, high?: boolean) {
      // Already in the page (the app's own loader may have come first): once is enough.
      var links = document.getElementsByTagName('link')
      for (var l = 0; l < links.length; l++) if (links[l].getAttribute('href') === href) return
      var scripts = document.getElementsByTagName('script')
      for (var k = 0; k < scripts.length; k++) if (scripts[k].getAttribute('src') === href) return
      if (as === 'run') {
        // The first blocks' code runs as soon as it is here: a webpack chunk run before the app's own scripts
        // waits in webpack's chunk list, and the app's import() of it then resolves at once, with no script
        // element, download or task of its own between the page's config and its first screen. webpack's
        // loader takes a script element with the chunk's URL for its own and waits for its load event: one
        // that failed is taken away, so the app asks again with its own.
        var script = document.createElement('script')
        script.src = href
        script.async = true
        script.onerror = function () { if (script.parentNode) script.parentNode.removeChild(script) }
        document.head.appendChild(script)
        return
      }
      var link = document.createElement('link')
      // A block's stylesheet is added as one (webpack's CSS loader takes an existing link for loaded,
      // a mere preload included, and would never apply it); scripts and images are preloaded.
      if (as === 'style') link.rel = 'stylesheet'
      else {
        link.rel = 'preload'
        link.as = as
      }
      link.href = href
      // The first image goes first; the blocks' scripts do not compete with it.
      if (high) link.setAttribute('fetchpriority', 'high')
      else if (as === 'script') link.setAttribute('fetchpriority', 'low')
      document.head.appendChild(link)
    }
    // The first blocks' images on the boot screen, top down, where the page will show them. An image of
    // unknown height is the last one placed until it has loaded, so nothing drawn moves (no layout shift).
    // The entry popup, when it will show, over them as the modal block draws it (modal/style.scss, in the
    // rem the page's own stylesheets use).
    // Returns whether it drew anything; then `after` runs once its images have loaded (1 s at most).
    // How many stacked blocks the preview drew (paint).
    var previewed = 0
    var paint = function (all: BootItem[], after: () => void): boolean {
      var boot = document.getElementById('boot-screen')
      var shots = all.filter(function (shot) { return !('popup' in shot && shot.popup) })
      var popup = all.filter(function (shot): shot is BootShot { return 'popup' in shot && !!shot.popup })[0]
      if (!boot || !all.length) return false
      // The app's first batch mounts at least the blocks drawn here (renderer/afterRender.h5.ts previewedBlocks).
      previewed = shots.length
      ;(window as unknown as Record<string, unknown>)[c.blocksGlobal] = previewed
      // The app's scripts wait for every image drawn here (at most three, all on the first screen, and the
      // popup's): each painted in the frame after it loaded and decoded. A JPEG decodes off the main thread
      // and would otherwise paint a frame or more later, behind the app's first long script task.
      var placed = 0
      var pending = 0
      var stopped = false
      var finished = false
      var afterDone = false
      var afterOnce = function () { if (!afterDone) { afterDone = true; after() } }
      setTimeout(afterOnce, 1000)
      var check = function () {
        // Done when nothing drawn is loading and nothing more will be placed.
        if (finished || pending > 0 || (placed < shots.length && !stopped)) return
        finished = true
        afterOnce()
        requestAnimationFrame(function () { setTimeout(painted, 0) })
      }
      var image = function (shot: BootShot, style: string, first: boolean) {
        var img = document.createElement('img')
        img.alt = ''
        if (first) img.setAttribute('fetchpriority', 'high')
        img.style.cssText = 'display:block;width:100%;height:auto' + (shot.ratio ? ';aspect-ratio:' + shot.ratio + ';object-fit:fill' : '') + style
        img.src = shot.src
        pending++
        var settled = function () { pending--; check() }
        img.addEventListener('load', function () {
          if (typeof img.decode === 'function') img.decode().then(settled, settled)
          else settled()
        })
        // An image of unknown height that failed ends the column: nothing is placed below it.
        img.addEventListener('error', function () { if (!shot.ratio && !shot.popup) stopped = true; settled() })
        return img
      }
      var box = document.createElement('div')
      box.className = 'boot-preview'
      box.style.cssText = 'position:absolute;top:0;left:0;right:0'
      boot.appendChild(box)
      var firstImage = true
      var place = function (n: number) {
        if (n !== placed || n >= shots.length || !box.isConnected) return
        placed++
        var item = shots[n]
        if ('box' in item) {
          // An empty box of the block's height, in the rem the page's own stylesheets use (20 design px).
          var empty = document.createElement('div')
          empty.style.cssText = 'height:' + item.box / 20 + 'rem'
          box.appendChild(empty)
          place(n + 1)
          check()
          return
        }
        var img = image(item, '', firstImage)
        firstImage = false
        box.appendChild(img)
        if (item.ratio) place(n + 1)
        else img.onload = function () { place(n + 1) }
      }
      place(0)
      if (popup) {
        var layer = document.createElement('div')
        layer.className = 'boot-popup'
        layer.style.cssText = 'position:fixed;top:0;right:0;bottom:0;left:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)'
        var dialog = document.createElement('div')
        dialog.style.cssText = 'position:relative;width:80%;max-width:30rem;display:flex;flex-direction:column;align-items:center'
        dialog.appendChild(image(popup, ';border-radius:.6rem', true))
        var close = document.createElement('div')
        close.style.cssText = 'width:1.6rem;height:1.6rem;margin-top:1rem;border:.1rem solid #fff;border-radius:50%;color:#fff;font-size:1.2rem;line-height:1.4rem;text-align:center'
        close.textContent = '\u00d7'
        dialog.appendChild(close)
        layer.appendChild(dialog)
        boot.appendChild(layer)
      }
      return true
    }
    // The blocks' code, and the first screen's images, as soon as the config is here.
    var warm = function (answer: PrefetchedAnswer) {
      var page: { components?: unknown[] } | null = null
      if (answer.tooLarge) { painted(); return }
      try { page = JSON.parse(answer.body).data } catch { painted(); return }
      if (!page || !Array.isArray(page.components)) { painted(); return }
      var components = page.components
      // The first batch's calls (each kind's `firstCalls` hint), while the app's scripts still download: a
      // flash sale's cards wait for their prices (a session about to start shows only the products with one).
      var calls = function () {
        try {
          if (!hints) return
          // renderer/registry.ts kindOf: `type` when data holds it, else the first key of data that holds contents.
          var kindOf = function (entry: { type?: unknown, data?: Record<string, unknown> }): string {
            var holder = entry.data && typeof entry.data === 'object' ? entry.data : {}
            var holds = function (key: unknown): boolean {
              var h = typeof key === 'string' ? holder[key] as { contents?: unknown } | null : null
              return !!h && typeof h === 'object' && Array.isArray(h.contents)
            }
            return String(holds(entry.type) ? entry.type : Object.keys(holder).filter(holds)[0])
          }
          // renderer/BlockList.tsx firstScreenBlocks: the first batch of the blocks that are not floating, by kind.
          var byKind: Record<string, unknown[]> = {}
          var order: string[] = []
          for (var b = 0, stacked = 0; b < components.length && stacked < c.firstBatch; b++) {
            var entry = components[b] as { type?: unknown, data?: Record<string, unknown> } | null
            if (!entry || typeof entry !== 'object') continue
            var entryKind = kindOf(entry)
            if (c.floatingKinds.indexOf(entryKind) >= 0) continue
            stacked++
            if (!byKind[entryKind]) { byKind[entryKind] = []; order.push(entryKind) }
            byKind[entryKind].push(entry)
          }
          // The server's clock as http.ts reads it (x-server-time, else Date), moved on to now.
          var served = Number(answer.header['x-server-time']) || Date.parse(answer.header.date || '')
          for (var o = 0; o < order.length; o++) {
            var hint = Object.prototype.hasOwnProperty.call(hints, order[o]) ? hints[order[o]].firstCalls : undefined
            var made = hint ? hint(byKind[order[o]], served > 0 ? served + (Date.now() - answer.stampedAt) : undefined) : []
            for (var pb = 0; pb < made.length; pb++) if (c.paths[made[pb].path]) send(c.paths[made[pb].path], made[pb].body, timeouts.page).catch(function () { /* the block asks again */ })
          }
        } catch {
          // The blocks ask for themselves.
        }
      }
      var kinds: Record<string, true> = {}
      // The first blocks' kinds: their code is what the first screen waits for.
      var firstKinds: Record<string, true> = {}
      var images: string[] = []
      // The first blocks' kinds and images: the first three entries of each list at every level (the first
      // blocks, a flash sale's first sessions and products, a tab's first children), not the whole config.
      var walk = function (value: unknown, depth: number) {
        if (!value || typeof value !== 'object' || depth > 16) return
        if (Array.isArray(value)) { for (var j = 0; j < value.length && j < 3; j++) walk(value[j], depth + 1); return }
        var record = value as Record<string, unknown>
        if (typeof record.uuid === 'string' && typeof record.type === 'string' && record.data && typeof record.data === 'object') {
          var data = record.data as Record<string, unknown>
          for (var key in data) if (c.kindChunks[key]) firstKinds[key] = kinds[key] = true
        }
        for (var field in record) {
          var child = record[field]
          if (images.length < 3 && /^(imageUrl|img|defaultBgImageUrl)$/.test(field) && typeof child === 'string' && /^https?:\/\//.test(child) && images.indexOf(child) < 0) images.push(child)
          walk(child, depth + 1)
        }
      }
      // Every kind the page names, nested tab and mutex children included: read off the answer's text in one
      // pass, rather than by walking a config of thousands of fields (some 28 ms on a two-core machine, where
      // it held up the first screen). A component names its kind in `"type"` and as the first key of `"data"`
      // (the app's kindOf reads either); one named neither way is not preloaded and loads when the app asks.
      // A name found elsewhere costs at most a preload of a kind the page may not use.
      var kindPatterns = [/"data"\s*:\s*\{\s*"([A-Za-z_$][\w$]*)"\s*:/g, /"type"\s*:\s*"([A-Za-z_$][\w$]*)"/g]
      var collect = function () {
        // The first batch's own images first, as each kind's firstImage hint reads them (a header, a banner,
        // a multi image below a navigation): the first screen's largest paint is among them, and the icons the
        // walk meets first (an image-text navigation's) must not take all three places. Two, so the walk adds one;
        // among the first five blocks that are not floating (a header, a navigation and a floor bar above a
        // floor's first image still fill less than a phone's screen; the app's first batch is only two).
        try {
          var ctx = hints && contextOf ? contextOf(function (): undefined { return undefined }) : undefined
          for (var h = 0, stackedH = 0; ctx && hints && h < components.length && stackedH < 5 && images.length < 2; h++) {
            var comp = components[h] as { data?: Record<string, { contents?: unknown[] } | null> } | null
            var data = comp && typeof comp === 'object' && comp.data && typeof comp.data === 'object' ? comp.data : undefined
            var key = data ? Object.keys(data)[0] : undefined
            if (!data || !key || c.floatingKinds.indexOf(key) >= 0) continue
            stackedH++
            var holder = data[key]
            var contents = holder && typeof holder === 'object' && Array.isArray(holder.contents) ? holder.contents[0] : undefined
            var hint = Object.prototype.hasOwnProperty.call(hints, key) ? hints[key].firstImage : undefined
            var shot = hint && contents && typeof contents === 'object' ? hint(contents as Record<string, unknown>, ctx) : undefined
            if (shot && images.indexOf(shot.src) < 0) images.push(shot.src)
          }
        } catch {
          // The walk below finds images enough.
        }
        walk(components.slice(0, 3), 0)
        // The blocks the preview drew are all in the app's first batch: their code runs as it arrives, as the first three's.
        for (var d = 3; d < previewed && d < components.length; d++) {
          var drawn = components[d] as { data?: Record<string, unknown> } | null
          if (drawn && drawn.data && typeof drawn.data === 'object') for (var drawnKind in drawn.data) if (c.kindChunks[drawnKind]) firstKinds[drawnKind] = kinds[drawnKind] = true
        }
        for (var p = 0; p < kindPatterns.length; p++) {
          var found: RegExpExecArray | null
          while ((found = kindPatterns[p].exec(answer.body)) !== null) if (c.kindChunks[found[1]]) kinds[found[1]] = true
        }
        // A floating block (the entry popup, a floating icon) shows with the first blocks, wherever it is listed.
        for (var named in kinds) if (c.floatingKinds.indexOf(named) >= 0) firstKinds[named] = true
        // A popup floats over the first screen wherever the config lists it: its image too, whether or not
        // its rule shows it now (the preview decides that; a preload of an image it skips costs little).
        var anyCookie = function (): undefined { return undefined }
        var popups = previewOf && contextOf && hints ? previewOf(components, hints, contextOf(anyCookie)).filter(function (shot): shot is BootShot { return 'popup' in shot && !!shot.popup }) : []
        if (popups.length && images.indexOf(popups[0].src) < 0) images.push(popups[0].src)
      }
      // One link per task: each starts its request on the main thread (some 8 ms under a 4x CPU throttle), and
      // while the page loads its tasks wait for a core (two-core phone, the load bench's machine): two per
      // task made tasks of 13 to 30 ms of which 2 ms ran, each long enough to count as blocking. Kinds
      // sharing a chunk (their meta.ts) queue its files once. The first blocks' code first: the
      // first screen paints only once it has run, and an image that loaded before it would wait anyway (a
      // slow network shares its bandwidth between whatever is loading). Then the first screen's images, then
      // the other kinds' files.
      var rest = function () {
        var queue: Array<{ href: string, as: string, high: boolean }> = []
        var queued: Record<string, true> = {}
        // The first blocks' scripts run when they arrive; the others' are only preloaded (run when the app asks).
        var code = function (kind: string, run: boolean) {
          var files = c.kindChunks[kind]
          for (var f = 0; f < files.length; f++) {
            if (queued[files[f]]) continue
            queued[files[f]] = true
            queue.push({ href: c.publicPath + files[f], as: /\.css$/.test(files[f]) ? 'style' : run ? 'run' : 'script', high: false })
          }
        }
        for (var first in firstKinds) code(first, true)
        for (var m = 0; m < images.length; m++) queue.push({ href: images[m], as: 'image', high: m === 0 })
        for (var kind in kinds) if (!firstKinds[kind]) code(kind, false)
        var drain = function () {
          var link = queue.shift()
          if (link) preload(link.href, link.as, link.high)
          if (queue.length) setTimeout(drain, 0)
        }
        // Not in the task that read the config for them (collect).
        setTimeout(drain, 0)
      }
      // The preview first (the visitor's first screen), in this task; walking the whole config for the
      // kinds and images to preload in a task of its own. With a preview, its first images go first, alone:
      // the blocks' code and styles (needed only once the app runs, after that paint) follow when they have
      // loaded rather than sharing the connections with them.
      var laterDone = false
      var later = function () {
        if (laterDone) return
        laterDone = true
        collect()
        rest()
      }
      var drew = false
      // An activity that is offline shows the app's placeholder, not its blocks: no preview then.
      try { drew = !!previewOf && !!contextOf && !!hints && (page as { status?: unknown }).status !== 'OFFLINE' && paint(previewOf(components, hints, contextOf(cookie)), later) } catch { drew = false }
      // Each request starts on the main thread, and while the page loads a task that starts several waits
      // for a core (see `rest`): the preview's images first, the price calls in the next task; without a
      // preview the price calls here (a flash sale's cards wait for them), and the app's first script (the
      // loader waits for `painted`) in a task of its own.
      if (drew) setTimeout(calls, 0)
      else {
        calls()
        setTimeout(later, 0)
        setTimeout(painted, 0)
      }
    }
    var pagePath = preview ? c.paths.preview : c.paths.release
    var askPage = function (cityId: number) {
      send(pagePath, JSON.stringify({ hash: query.activityId, cityId: cityId, platform: c.platform }), timeouts.page).then(function (answer) {
        // The boot preview draws into the boot screen: an answer back before the body is parsed waits for it.
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { warm(answer) })
        else warm(answer)
      }, painted)
    }
    var queryCity = query.cityId ? parseInt(query.cityId, 10) : NaN
    var keptCity = parseInt(cookie(c.cookies.cityId) || '', 10)
    var start = function () {
      if (!isNaN(queryCity)) askPage(queryCity)
      else if (!isNaN(keptCity)) askPage(keptCity)
      else {
        // No answer in time is a failure too (000 §5: "if that fails, 1 is used"): the page call goes on.
        send(c.paths.locate, '{}', timeouts.locate).then(function (answer) {
          var id = NaN
          try { id = Number(JSON.parse(answer.body).data.id) } catch { id = NaN }
          askPage(answer.status === 200 && Number.isInteger(id) ? id : 1)
        }, function () { askPage(1) })
      }
    }
    // At once, from the HTML's parsing: the page's content waits for these two round trips, its first paint
    // for the few milliseconds the first request takes to start. Started after the boot screen's first frame
    // instead, that start was a task of its own after the first paint (7 ms of CPU, up to 37 ms on the load
    // bench's busy two cores: blocking time), and both calls left some 20 to 100 ms later.
    start()
  } catch {
    painted()
    // A prefetch that cannot start costs nothing: the app asks as usual.
  }
}
/* eslint-enable no-var */
