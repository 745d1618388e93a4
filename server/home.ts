/**
 * The emulator's home page (`GET /`): every scenario with its links for the H5 and HarmonyOS builds, the
 * launch query for each mini-program devtools, QR codes for phones on the LAN, and the controls of the
 * visitor QA is testing as (clock, faults, reset). Plain HTML and one small script: QA open it on a
 * laptop; the script speaks only to the emulator's own `/__emu` controls.
 */
import QRCode from 'qrcode'
import type { Scenario } from './scenarios'
import type { GatewayRouteInfo } from './gateway'
import { escapeHtml } from './html'

/** The H5 app's page on this origin (hash router): the home page holds the root. */
export const H5_PAGE = '/index.html'
/** The HarmonyOS webview build (dist/harmony), served beside the H5 one: its file names are content-hashed. */
export const HARMONY_PAGE = '/harmony.html'
/** The page every mini-program build opens a campaign on (src/app.config.ts). */
export const MINI_PAGE = 'pages/campaign/index'

/** Each mini-program devtools, and what its compile mode calls the page and the query fields. */
export const MINI_TARGETS = [
  { target: 'weapp', name: '微信', tool: '微信开发者工具', where: '编译模式 → 添加编译模式：启动页面、启动参数' },
  { target: 'alipay', name: '支付宝', tool: '支付宝小程序开发者工具', where: '编译模式 → 新增编译模式：启动页面、页面参数' },
  { target: 'tt', name: '抖音', tool: '抖音开发者工具', where: '编译模式 → 新增编译模式：启动页面、启动参数' },
  { target: 'meituan', name: '美团', tool: '美团小程序开发者工具', where: '编译模式 → 添加编译模式：启动页面、启动参数' }
] as const

/** A scenario's page on the H5 build (or the HarmonyOS one). */
export function scenarioUrl (origin: string, id: string, query = '', page = H5_PAGE): string {
  return `${origin}${page}#/pages/campaign/index?activityId=${encodeURIComponent(id)}${query}`
}

/** The launch query a mini-program devtools takes for a scenario's link: `activityId=…&…`, no leading `?`. */
export function launchQuery (id: string, query = ''): string {
  return `activityId=${encodeURIComponent(id)}${query}`
}

export interface HomeLink {
  label: string
  /** The scenario's own query for this link (`&agent=huawei`, `&preview=1`, or ''). */
  query: string
}

/** The links a scenario offers: its own (a preview when its query says so), then its channel links. */
export function linksOf (scenario: Pick<Scenario, 'query' | 'links'>): HomeLink[] {
  const own = scenario.query ?? ''
  return [
    { label: /(^|&)preview=1(&|$)/.test(own.replace(/^&/, '')) ? '预览' : '页面', query: own },
    ...(scenario.links ?? []).map((l) => ({ label: l.label, query: l.query }))
  ]
}

export interface HomeData {
  /** The origin the page was asked on: the links a laptop opens. */
  origin: string
  /** The emulator's addresses on the LAN (HOST=0.0.0.0): QR codes for phones. */
  lanOrigins: readonly string[]
  hasH5: boolean
  hasHarmony: boolean
  scenarios: ReadonlyArray<Pick<Scenario, 'id' | 'title' | 'description' | 'query' | 'links'>>
  routes: readonly GatewayRouteInfo[]
  /** The home page asked with `?elderly=1`: every link opens its page in the elderly mode (docs/accessibility.md). */
  elderly?: boolean
}

/** What the elderly switch adds to every link's query. */
export const ELDERLY_QUERY = '&elderly=1'


/** An inline SVG QR code of `text` (drawn on the server: no network at run time). */
export async function qrSvg (text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', width: 148 })
}

function copyable (text: string): string {
  return `<code>${escapeHtml(text)}</code><button type="button" class="copy" data-copy="${escapeHtml(text)}">复制</button>`
}

async function scenarioCard (s: HomeData['scenarios'][number], data: HomeData): Promise<string> {
  const links = linksOf(s).map((link) => data.elderly ? { ...link, query: `${link.query}${ELDERLY_QUERY}` } : link)
  const rows: string[] = []
  for (const link of links) {
    const h5 = scenarioUrl(data.origin, s.id, link.query)
    const cells = [`<a class="h5" href="${escapeHtml(h5)}" target="_blank" rel="noopener">H5</a>`]
    if (data.hasHarmony) cells.push(`<a class="harmony" href="${escapeHtml(scenarioUrl(data.origin, s.id, link.query, HARMONY_PAGE))}" target="_blank" rel="noopener">鸿蒙</a>`)
    const qrs: string[] = []
    for (const lan of data.lanOrigins) {
      const url = scenarioUrl(lan, s.id, link.query)
      qrs.push(`<figure class="qr" data-url="${escapeHtml(url)}">${await qrSvg(url)}<figcaption>${escapeHtml(url)}</figcaption></figure>`)
    }
    rows.push(`<li class="link"><span class="label">${escapeHtml(link.label)}</span> ${cells.join(' ')}${qrs.length ? `<div class="qrs">${qrs.join('')}</div>` : ''}</li>`)
  }
  const mini = MINI_TARGETS.map((t) => links.map((link) => `<tr><th>${t.name}</th><td>${escapeHtml(link.label)}</td><td>${copyable(MINI_PAGE)}</td><td>${copyable(launchQuery(s.id, link.query))}</td></tr>`).join('')).join('')
  return `<section class="scenario" id="s-${escapeHtml(s.id)}" data-id="${escapeHtml(s.id)}">
<h3>${escapeHtml(s.title || s.id)} <small>${escapeHtml(s.id)}</small></h3>
${s.description ? `<p class="desc">${escapeHtml(s.description)}</p>` : ''}
<ul class="links">${rows.join('')}</ul>
<details class="mini"><summary>小程序启动页面与参数</summary><table><thead><tr><th>小程序</th><th>链接</th><th>启动页面</th><th>启动参数</th></tr></thead><tbody>${mini}</tbody></table></details>
</section>`
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1f2329;background:#f5f6f8}
header{background:#1f2329;color:#fff;padding:12px 16px}header h1{font-size:18px;margin:0}header p{margin:4px 0 0;color:#c9cdd4}
main{max-width:1100px;margin:0 auto;padding:12px}
.panel,.scenario{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.06)}
h2{font-size:16px;margin:0 0 8px}h3{font-size:15px;margin:0}h3 small{color:#86909c;font-weight:normal;margin-left:6px}
.desc{color:#4e5969;margin:4px 0}.links{list-style:none;padding:0;margin:6px 0}.link{margin:4px 0}.label{display:inline-block;min-width:7em;color:#4e5969}
a{color:#1664ff}a.h5,a.harmony{display:inline-block;padding:2px 10px;border:1px solid #1664ff;border-radius:12px;text-decoration:none;margin-right:4px}
.qrs{display:flex;flex-wrap:wrap;gap:8px;margin:4px 0 8px}.qr{margin:0;text-align:center}.qr svg{width:148px;height:148px;display:block}.qr figcaption{font-size:11px;color:#86909c;max-width:200px;word-break:break-all}
table{border-collapse:collapse;width:100%;margin-top:6px}th,td{border-bottom:1px solid #e5e6eb;padding:4px 6px;text-align:left;vertical-align:top}th{white-space:nowrap}
code{font:12px/1.4 ui-monospace,Menlo,monospace;background:#f2f3f5;padding:1px 4px;border-radius:3px;word-break:break-all}
button{font:inherit;padding:3px 10px;margin:2px 4px 2px 0;border:1px solid #c9cdd4;background:#fff;border-radius:4px;cursor:pointer}button:hover{border-color:#1664ff}
button.copy{font-size:12px;padding:0 6px;margin-left:4px}.row{margin:6px 0}.row>label{display:inline-block;min-width:6em;color:#4e5969}
select{font:inherit;max-width:100%}#fault-route{width:100%;max-width:460px}.state{color:#00a870}.warn{color:#d25f00}.note{color:#86909c;font-size:12px}
@media (max-width:600px){.label{display:block}}
`

/** The controls' script: plain browser JavaScript, reading and setting the picked visitor through `/__emu`. */
const SCRIPT = `
(function () {
  var picked = ''
  var $ = function (id) { return document.getElementById(id) }
  function call (method, url, body) {
    var headers = body ? { 'content-type': 'application/json' } : {}
    if (picked) headers['x-emu-visitor'] = picked
    return fetch(url, { method: method, headers: headers, credentials: 'same-origin', body: body ? JSON.stringify(body) : undefined })
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) throw new Error(j.error || r.status); return j }) })
  }
  function beijing (ms) {
    return new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(new Date(ms))
  }
  function clockText (clock) {
    if (!clock) return '实时'
    if (clock.fixed !== undefined) return '固定于 ' + beijing(typeof clock.fixed === 'number' ? clock.fixed : Date.parse(clock.fixed))
    var m = Math.round((clock.offsetMs || 0) / 60000)
    var sign = m < 0 ? '−' : '+'
    m = Math.abs(m)
    var d = Math.floor(m / 1440), h = Math.floor((m % 1440) / 60), min = m % 60
    var parts = (d ? [d + ' 天'] : []).concat(h ? [h + ' 小时'] : []).concat(min || (!d && !h) ? [min + ' 分钟'] : [])
    return '偏移 ' + sign + parts.join(' ')
  }
  function faultText (faults) {
    var keys = Object.keys(faults || {})
    return keys.length ? keys.map(function (k) { return k + '：' + faults[k] }).join('；') : '无'
  }
  function show (v) {
    $('visitor-id').textContent = v.id
    $('server-time').textContent = beijing(v.serverTime)
    $('clock').textContent = clockText(v.clock)
    $('faults').textContent = faultText(v.faults)
    $('next-faults').textContent = faultText(v.nextFaults)
    $('last-scenario').textContent = v.scenarioId || '（尚未打开页面）'
    var n = 0
    Object.keys(v.counts || {}).forEach(function (k) { n += v.counts[k] })
    $('calls').textContent = String(n)
  }
  function say (text, bad) {
    var el = $('status')
    el.textContent = text
    el.className = bad ? 'warn' : 'state'
  }
  function refresh () { return call('GET', '/__emu/visitor').then(show).catch(function (e) { say('读取失败：' + e.message, true) }) }
  function visitors () {
    return fetch('/__emu/visitors').then(function (r) { return r.json() }).then(function (list) {
      var sel = $('visitor')
      var keep = picked
      sel.innerHTML = ''
      var own = document.createElement('option')
      own.value = ''
      own.textContent = '本浏览器（Cookie）'
      sel.appendChild(own)
      list.filter(function (v) { return v.via === 'header' }).forEach(function (v) {
        var o = document.createElement('option')
        o.value = v.id
        var ago = Math.max(0, Math.round((Date.now() - v.seenAt) / 60000))
        o.textContent = (v.host || '小程序') + ' · ' + (v.scenarioId || '—') + ' · ' + (ago ? ago + ' 分钟前' : '刚刚') + ' · ' + v.id.slice(0, 8)
        sel.appendChild(o)
      })
      sel.value = keep
      if (sel.value !== keep) { picked = ''; sel.value = '' }
    })
  }
  $('visitor').addEventListener('change', function (e) { picked = e.target.value; refresh() })
  $('reload-visitors').addEventListener('click', function () { visitors().then(refresh) })
  Array.prototype.forEach.call(document.querySelectorAll('[data-advance]'), function (b) {
    b.addEventListener('click', function () {
      call('POST', '/__emu/visitor', { advanceMs: Number(b.getAttribute('data-advance')) }).then(function () { say('时钟已调整：' + b.textContent); return refresh() }).catch(function (e) { say('调整失败：' + e.message, true) })
    })
  })
  $('clock-now').addEventListener('click', function () {
    call('POST', '/__emu/visitor', { clock: null }).then(function () { say('时钟已回到现在'); return refresh() }).catch(function (e) { say('调整失败：' + e.message, true) })
  })
  $('fault-set').addEventListener('click', function () {
    var route = $('fault-route').value, spec = $('fault-kind').value, once = $('fault-once').checked
    var body = {}
    body[once ? 'next' : 'faults'] = {}
    body[once ? 'next' : 'faults'][route] = spec
    call('POST', '/__emu/visitor', body).then(function () { say((once ? '下一次调用 ' : '每次调用 ') + route + ' 将返回 ' + spec); return refresh() }).catch(function (e) { say('设置失败：' + e.message, true) })
  })
  $('fault-clear').addEventListener('click', function () {
    call('GET', '/__emu/visitor').then(function (v) {
      var faults = {}, next = {}
      Object.keys(v.faults || {}).forEach(function (k) { faults[k] = null })
      Object.keys(v.nextFaults || {}).forEach(function (k) { next[k] = null })
      return call('POST', '/__emu/visitor', { faults: faults, next: next })
    }).then(function () { say('故障已清除'); return refresh() }).catch(function (e) { say('清除失败：' + e.message, true) })
  })
  $('reset').addEventListener('click', function () {
    call('DELETE', '/__emu/visitor').then(function () { say('访客已重置'); return refresh() }).catch(function (e) { say('重置失败：' + e.message, true) })
  })
  document.addEventListener('click', function (e) {
    var b = e.target
    if (!b || !b.getAttribute || !b.getAttribute('data-copy')) return
    var text = b.getAttribute('data-copy')
    function done () { b.textContent = '已复制'; setTimeout(function () { b.textContent = '复制' }, 1500) }
    function fallback () {
      var area = document.createElement('textarea')
      area.value = text
      document.body.appendChild(area)
      area.select()
      try { document.execCommand('copy'); done() } catch (err) { b.textContent = '请手动复制' }
      document.body.removeChild(area)
    }
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback)
    else fallback()
  })
  visitors().then(refresh)
  setInterval(function () { if (!document.hidden) refresh() }, 5000)
})()
`

const FAULTS = [
  ['http500', 'HTTP 500（系统繁忙）'],
  ['nonjson', 'HTTP 502 网页（非 JSON）'],
  ['403', 'HTTP 403（无权限）'],
  ['timeout', '超时（无应答）'],
  ['reset', '连接中断'],
  ['empty', '空数据（data: null）'],
  ['code=13606017', '业务错误码 13606017'],
  ['latency=3000', '慢 3 秒'],
  ['hostile', '不可信文本'],
  ['oversized', '超大应答']
] as const

/** The whole home page. */
export async function renderHome (data: HomeData): Promise<string> {
  const cards: string[] = []
  for (const s of data.scenarios) cards.push(await scenarioCard(s, data))
  const routeOptions = data.routes.map((r) => `<option value="${escapeHtml(r.name)}"${r.name === 'pages/get-release' ? ' selected' : ''}>${escapeHtml(r.name)}（${r.method} ${escapeHtml(r.url)}）</option>`).join('')
  const faultOptions = FAULTS.map(([spec, label]) => `<option value="${spec}">${escapeHtml(label)}</option>`).join('')
  const lan = data.lanOrigins.length
    ? `<p>局域网地址：${data.lanOrigins.map((o) => `<code>${escapeHtml(o)}</code>`).join('、')}。手机与本机在同一网络时，扫描场景下方的二维码即可打开。</p>`
    : '<p class="note">只在本机可访问。用 <code>HOST=0.0.0.0 npm start</code> 启动后，这里会为每个链接显示局域网二维码，手机扫码即可打开。</p>'
  const noH5 = data.hasH5 ? '' : '<p class="warn">尚无 H5 构建（dist/h5）：运行 <code>npm run build:h5</code>（或 <code>npm start</code>）后刷新本页，H5 链接才能打开。</p>'
  const buildBase = data.lanOrigins[0] ?? data.origin
  const targets = MINI_TARGETS.map((t) => `<tr><th>${t.name}</th><td>${t.tool}：${t.where}</td><td><code>TARO_APP_API_BASE=${escapeHtml(buildBase)} npm run build:${t.target}</code>，打开 <code>dist/${t.target}</code></td></tr>`).join('')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>活动页本地网关 · 测试首页</title>
<script>if (location.hash.indexOf('#/pages/') === 0) location.replace('${H5_PAGE}' + location.search + location.hash)</script><style>${STYLE}</style></head>
<body>
<header><h1>活动页本地网关 · 测试首页</h1><p>每个场景的 H5、鸿蒙与小程序入口，以及当前测试访客的时钟、故障与重置。</p></header>
<main>
${noH5}
<section class="panel" id="controls"><h2>测试访客</h2>
<div class="row"><label for="visitor">访客</label><select id="visitor"><option value="">本浏览器（Cookie）</option></select> <button type="button" id="reload-visitors">刷新列表</button>
<div class="note">本浏览器打开的 H5 页面与这里是同一访客；手机和开发者工具里的小程序以自己的访客编号调用，调用过后会出现在列表里。</div></div>
<div class="row"><label>访客编号</label><code id="visitor-id">—</code>，最后打开的场景 <b id="last-scenario">—</b>，已调用 <b id="calls">0</b> 次</div>
<div class="row"><label>服务器时间</label><b id="server-time">—</b>（<span id="clock">实时</span>）</div>
<div class="row"><label>时钟</label><button type="button" data-advance="60000">+1 分钟</button><button type="button" data-advance="3600000">+1 小时</button><button type="button" data-advance="86400000">+1 天</button><button type="button" id="clock-now">回到现在</button></div>
<div class="row"><label for="fault-route">故障</label><select id="fault-route">${routeOptions}</select> <select id="fault-kind">${faultOptions}</select>
<label><input type="checkbox" id="fault-once" checked> 仅下一次调用</label> <button type="button" id="fault-set">设置故障</button><button type="button" id="fault-clear">清除故障</button></div>
<div class="row"><label>当前故障</label>每次：<span id="faults">无</span>；下一次：<span id="next-faults">无</span></div>
<div class="row"><label>适老模式</label>${data.elderly
    ? '<b class="state">已打开</b>：下面的每个链接与启动参数都带 <code>elderly=1</code>（大字、60 px 点击区域、轮播不自动播放）。 <a href="/">关闭</a>'
    : '<a href="/?elderly=1">打开</a> <span class="note">下面的每个链接与启动参数带上 <code>elderly=1</code>，页面以适老模式打开</span>'}</div>
<div class="row"><label>重置</label><button type="button" id="reset">重置访客</button> <span class="note">清空时钟、故障、调用计数与访客状态（最后打开的场景、秒杀时间锚点、奖品库存）；账号下的报名、领取记录随账号保留</span></div>
<p id="status" class="state" role="status"></p>
</section>
<section class="panel" id="mini"><h2>小程序</h2>${lan}
<table><tbody>${targets}</tbody></table>
<p class="note">每个场景的“小程序启动页面与参数”里有可复制的启动页面 <code>${MINI_PAGE}</code> 与启动参数。</p></section>
<h2>场景（${data.scenarios.length}）</h2>
${cards.join('\n')}
</main>
<script>${SCRIPT}</script>
</body></html>`
}
