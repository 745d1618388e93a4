/* eslint-disable no-var */
import type { FirstCall } from '@/firstScreen/contract'

/**
 * The first price calls (POST get-info-list, 001 §7) the flash sales among
 * `components` (the page's first batch) will make when they mount, exactly as they will
 * send them. index.html's prefetch (src/firstScreen/start.ts) starts them as soon
 * as the page's config is here, while the app's scripts still download, and
 * the H5 transport hands an answer over when a store asks the very same thing:
 * the cards get their live prices, sold-out states and progress one round
 * trip sooner. A call that comes out different (a session that ended
 * meanwhile, a config the model reads otherwise) is simply asked anew.
 *
 * It mirrors parseSeckill / pickSessions (model.ts), SeckillStore.loadPrices
 * (store.ts) and ProductService.prices (services/products.ts: the asks of one
 * tick that share a window are one call, their ids in the order asked; the
 * block list creates the stores of the blocks it shows in one go, so every
 * first-batch flash sale asks in the same tick: renderer/BlockList.tsx
 * warmStores); firstScreen.test.ts holds it to them. `serverNow` is the server's time from
 * the page answer's headers; without one, the clock the store reads is set by
 * the block's own `sysTime` (store.ts syncClock). With neither, a block gets no
 * early call: only the phone's clock would be left to pick its sessions by.
 *
 * Bundled into index.html (src/firstScreen): imports no app code.
 */
export function firstCalls (components: unknown, serverNow?: number): FirstCall[] {
  var bodies: FirstCall[] = []
  if (!Array.isArray(components)) return bodies
  // One call per session window, whichever blocks ask for it: ids in the order asked, each once.
  var calls: Array<{ span: string, startTime: string, endTime: string, ids: number[] }> = []
  var num = function (v: unknown): number | undefined {
    var n = typeof v === 'string' && v.trim() ? Number(v) : v
    return typeof n === 'number' && isFinite(n) ? n : undefined
  }
  // model.ts timeOf / lib/time.ts parseServerTime: epoch ms, or a Beijing wall clock.
  var time = function (v: unknown): number | undefined {
    if (typeof v === 'number') return isFinite(v) ? v : undefined
    if (typeof v !== 'string' || v === '') return undefined
    var text = v.trim()
    if (/^\d+$/.test(text)) return Number(text)
    var wall = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
    var ms = wall ? Date.parse(wall[1] + '-' + wall[2] + '-' + wall[3] + 'T' + (wall[4] || '00') + ':' + (wall[5] || '00') + ':' + (wall[6] || '00') + '+08:00') : Date.parse(text)
    return isFinite(ms) ? ms : undefined
  }
  // lib/time.ts formatServerTime.
  var beijing = function (ms: number): string {
    var iso = new Date(ms + 8 * 3600000).toISOString()
    return iso.slice(0, 10) + ' ' + iso.slice(11, 19)
  }
  var isObject = function (v: unknown): v is Record<string, unknown> { return !!v && typeof v === 'object' && !Array.isArray(v) }
  for (var c = 0; c < components.length; c++) {
    var component = components[c]
    var data = isObject(component) && isObject(component.data) ? component.data : undefined
    var holder = data && isObject(data.yanxuanSeckill) ? data.yanxuanSeckill : undefined
    var contents = holder && Array.isArray(holder.contents) ? holder.contents[0] : undefined
    if (!isObject(contents) || !Array.isArray(contents.configs)) continue
    var sysTime = time(holder!.sysTime)
    var known = serverNow !== undefined ? serverNow : sysTime
    // No server time at all: the phone's clock may be hours off, so the block asks for itself.
    if (known === undefined) continue
    var now: number = known
    var sessions: Array<{ start: number, end: number, ids: number[] }> = []
    // MAX_SESSIONS_READ: the first 20 entries; parseSession's rules.
    var configs = contents.configs.slice(0, 20)
    for (var s = 0; s < configs.length; s++) {
      var raw = configs[s]
      if (!isObject(raw)) continue
      var sessId = raw.sessId
      var hasId = typeof sessId === 'number' ? isFinite(sessId) : typeof sessId === 'string' && !!sessId.trim()
      var start = time(raw.seckillStartDt)
      var end = time(raw.seckillEndDt)
      if (!hasId || start === undefined || end === undefined || end <= start) continue
      var ids: number[] = []
      var lines = Array.isArray(raw.productConfigs) ? raw.productConfigs.slice(0, 100) : []
      for (var p = 0; p < lines.length; p++) {
        var line = lines[p]
        if (!isObject(line) || !isObject(line.product)) continue
        // parseProduct: the product's id (the line's productId, unless -1, when it has none) and a name.
        var lineId = num(line.productId)
        var id = num(line.product.id)
        if (id === undefined) id = lineId === -1 ? undefined : lineId
        var name = line.product.name
        if (id === undefined || typeof name !== 'string' || !name.trim()) continue
        ids.push(id)
      }
      sessions.push({ start: start, end: end, ids: ids })
    }
    // pickSessions: not ended, by start (a stable sort), at most two.
    var picked = sessions.filter(function (session) { return now <= session.end }).sort(function (a, b) { return a.start - b.start }).slice(0, 2)
    for (var k = 0; k < picked.length; k++) {
      var startTime = beijing(picked[k].start)
      var endTime = beijing(picked[k].end)
      var span = startTime + '|' + endTime
      var call = calls.filter(function (one) { return one.span === span })[0]
      if (!call) {
        call = { span: span, startTime: startTime, endTime: endTime, ids: [] }
        calls.push(call)
      }
      for (var n = 0; n < picked[k].ids.length; n++) if (call.ids.indexOf(picked[k].ids[n]) < 0) call.ids.push(picked[k].ids[n])
    }
  }
  for (var m = 0; m < calls.length; m++) {
    if (calls[m].ids.length) bodies.push({ path: 'prices', body: JSON.stringify({ needOrderCount: true, needSoldCount: true, startTime: calls[m].startTime, endTime: calls[m].endTime, ids: calls[m].ids }) })
  }
  return bodies
}
/* eslint-enable no-var */
