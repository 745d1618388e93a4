/**
 * `npm run shots:weapp [-- <scenario> …] [--width 430] [--dist <dir>] [--html]`: a full-page screenshot of every scenario
 * (or those named), standard and elderly (the link's `elderly=1`), drawn as WeChat's own view layer would draw
 * the built mini-program (dist/weapp, or `--dist`), into `docs/screens/weapp/<scenario>.png` and
 * `docs/screens/weapp/elderly/<scenario>.png` (375 px wide, 1× pixels, through pngquant when it is installed;
 * another `--width` goes to `.tmp/screens/weapp-<width>/`; `--html` keeps each page's HTML in
 * `.tmp/screens/weapp-html/`). For comparing with the H5 shots by eye (issue 54).
 *
 * How: the host harness (test/hosts/harness.ts) boots the compiled WeChat bundle in Node against the gateway
 * emulator, opens the campaign page, settles and lets the clock run 3 s (carousels, dialogs), then 1 s more at a
 * time until the tree stops growing: the harness measures nothing (every box 0 px high), so the page's block
 * window mounts every block, as in test/hosts/audit.test.ts. The page's data tree, read through the build's
 * templates (base.wxml: each node's tag and the data key each attribute is bound to), becomes HTML the way
 * WeChat's webview has it: custom elements `wx-view`, `wx-text`, `wx-image`, … with the attributes the
 * template binds (hostTreeToHtml). The build's WXSS (app.wxss, the page's own, what they `@import`) becomes
 * CSS as WeChat's style compiler makes it (wxssToCss): `rpx` against the screen's width (750 rpx = 100vw), every
 * element name in a selector given the `wx-` prefix (so a rule for H5's `img` matches nothing, as in WeChat),
 * `page` → `body`. Debian's Chromium draws the result.
 *
 * What is approximated (the shots are the templates' and the WXSS's truth, not the host's pixels):
 * - The view layer's own styles for its components (WX_BASE_CSS): those the WeChat docs give (image 320×240,
 *   swiper 150 px high, video 300×225) and what copies of its stylesheet in pages saved from WeChat's webview
 *   show (view a block, text inline, scroll-view a block `width: 100%`, no margins). `wx-text` gets no
 *   `white-space` of its own (none is documented or in those copies); a line break in a text's value breaks
 *   the line (the docs' text example), as a `<br>`.
 * - `rpx` as an exact `calc()`; WeChat rounds each value down to whole px (at least 1 px). At 375 px Taro's px
 *   are 2 rpx each (config/index.ts: designWidth 375, deviceRatio 375: 2), so only odd rpx differ, by up to 0.5 px.
 * - image: an `<img>` inside `wx-image`, its `mode` as object-fit (scaleToFill fill, aspectFit contain,
 *   aspectFill cover, the crop modes none at their edge; widthFix / heightFix: the other side auto, where
 *   WeChat sets it in px once the image has loaded). No fade-in, lazy-load loads at once.
 * - swiper: the slide at `current` only, the others in a row beside it clipped (previous-/next-margin as
 *   margins, display-multiple-items as a share of the width); dots drawn plainly; no autoplay of the view
 *   layer's own (the page's `current` is what shows).
 * - scroll-view: scrolls in the direction its scroll-x / scroll-y says, at its start (scroll-left / scroll-top
 *   are not applied), no scrollbar; its children sit in an inner box unless enable-flex.
 * - input: its value or placeholder as text. video: a black 300×225 box with its poster; no native component
 *   (video, map, canvas, web-view) is drawn as the host draws it.
 * - Fonts are Debian's (fonts-noto-cjk), not PingFang; CSS animations and transitions are stopped at their
 *   end / start (Playwright's `animations: 'disabled'`); a fixed element (a floor bar, a dialog) stands where it
 *   would on the first screen; hover classes, touch and the navigation bar are not drawn.
 */
import postcss, { type AtRule, type ChildNode, type Node, type Root } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import type { TemplateInfo } from '../test/hosts/host/templates'
import type { HostNode } from '../test/hosts/host/tree'

/* ------------------------------------------------------------------ WXSS → CSS -- */

/** `rpx` of a value (outside quoted strings and url()) as a share of the screen's width: 750 rpx = 100vw. */
export function rpxToCss (value: string): string {
  if (!value.includes('rpx')) return value
  return value.split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\))/i)
    .map((part, i) => (i % 2 ? part : part.replace(/(^|[^\w.-])([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)rpx\b/g, (_m, before: string, n: string) => `${before}calc(${n} * 100vw / 750)`)))
    .join('')
}

/** A selector's element names as WeChat's style compiler writes them: `page` → `body`, any other `x` → `wx-x`. */
export function wxSelector (selector: string): string {
  return selectorParser((root) => {
    root.walkTags((tag) => {
      const name = tag.value.toLowerCase()
      if (name === 'page') tag.value = 'body'
      else if (!name.startsWith('wx-')) tag.value = `wx-${name}`
    })
  }).processSync(selector)
}

/** The file an `@import` names (`"a.wxss"`, `'./a.wxss'`, `url(a.wxss)`), or undefined. */
function importTarget (params: string): string | undefined {
  const m = /^\s*(?:url\(\s*)?(["']?)([^"')\s]+)\1\s*\)?/.exec(params)
  return m?.[2]
}

const insideKeyframes = (node: ChildNode): boolean => {
  for (let p: Node | undefined = node.parent; p && p.type !== 'root'; p = p.parent) {
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true
  }
  return false
}

/**
 * One WXSS file as the CSS WeChat's webview applies: each `@import` replaced by the file it names (through
 * `read(target, fromFile)`, which answers the file's source and its own name, or undefined: then the import is
 * dropped with a comment), `rpx` as a share of the screen's width, element names `wx-` prefixed and `page` as
 * `body` (keyframe stops left alone). Pure: what it reads comes through `read`.
 */
export function wxssToCss (source: string, read: (target: string, from: string) => { css: string, file: string } | undefined = () => undefined, file = 'app.wxss'): string {
  const seen = new Set<string>([file])
  const convert = (root: Root, from: string): Root => {
    root.walkAtRules('import', (rule) => {
      const target = importTarget(rule.params)
      const found = target ? read(target, from) : undefined
      if (!found || seen.has(found.file)) {
        rule.replaceWith(postcss.comment({ text: `@import ${rule.params}: ${found ? 'imported already' : 'not found'}` }))
        return
      }
      seen.add(found.file)
      const inner = convert(postcss.parse(found.css, { from: found.file }), found.file)
      rule.replaceWith(...inner.nodes)
    })
    root.walkDecls((decl) => { decl.value = rpxToCss(decl.value) })
    root.walkRules((rule) => {
      if (!insideKeyframes(rule)) rule.selector = wxSelector(rule.selector)
    })
    return root
  }
  return convert(postcss.parse(source, { from: file }), file).toString()
}

/* ------------------------------------------------------------- host tree → HTML -- */

/**
 * The view layer's own styles for the components the templates use: what the WeChat docs give (image 320×240,
 * swiper 150 px high, video 300×225) and what pages saved from WeChat's webview carry of its stylesheet (a view a
 * block, a text inline with no white-space of its own, a scroll-view a block of the whole width, an input one
 * line 1.4rem high, a placeholder gray, no element's margins).
 */
export const WX_BASE_CSS = `
html { -webkit-text-size-adjust: none; }
* { margin: 0; }
wx-view, wx-swiper, wx-swiper-item, wx-input, wx-web-view, wx-rich-text { display: block; }
wx-text { user-select: none; }
wx-image { display: inline-block; overflow: hidden; width: 320px; height: 240px; }
wx-image > img { display: block; width: 100%; height: 100%; }
wx-swiper { height: 150px; }
wx-swiper-item { overflow: hidden; height: 100%; }
wx-scroll-view { display: block; width: 100%; }
wx-input { height: 1.4rem; min-height: 1.4rem; overflow: hidden; white-space: nowrap; text-overflow: clip; }
.input-placeholder { color: gray; }
wx-video { display: inline-block; position: relative; overflow: hidden; width: 300px; height: 225px; background: #000; line-height: 0; }
.wx-scroller { position: relative; width: 100%; height: 100%; scrollbar-width: none; }
.wx-scroller::-webkit-scrollbar { display: none; }
`

/** `mode` of an image → how its `<img>` fills the box (object-fit, object-position), and what the box lets go. */
const IMAGE_MODES: Record<string, { fit: string, position?: string, auto?: 'height' | 'width' }> = {
  scaleToFill: { fit: 'fill' },
  aspectFit: { fit: 'contain' },
  aspectFill: { fit: 'cover' },
  widthFix: { fit: 'fill', auto: 'height' },
  heightFix: { fit: 'fill', auto: 'width' },
  top: { fit: 'none', position: 'center top' },
  bottom: { fit: 'none', position: 'center bottom' },
  center: { fit: 'none', position: 'center' },
  left: { fit: 'none', position: 'left center' },
  right: { fit: 'none', position: 'right center' },
  'top left': { fit: 'none', position: 'left top' },
  'top right': { fit: 'none', position: 'right top' },
  'bottom left': { fit: 'none', position: 'left bottom' },
  'bottom right': { fit: 'none', position: 'right bottom' }
}

export const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;')

const truthy = (v: unknown): boolean => v === true || v === 'true'

/** A node's template: the harness's info for its alias; an input's (`tmpl_N_33`) is its focus or blur variant. */
function templateOf (node: HostNode, templates: Map<string, TemplateInfo>): TemplateInfo | undefined {
  const info = templates.get(node.nn)
  if (info?.tag === 'template') return templates.get(`${node.nn}_${node.raw.focus !== undefined ? 'focus' : 'blur'}`) ?? info
  return info
}

/** Every attribute the node's template binds, with the value it renders (`id` is `uid || sid`); unset ones left out. */
export function boundAttributes (node: HostNode, templates: Map<string, TemplateInfo>): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const [name, key] of templateOf(node, templates)?.attrs ?? []) {
    const value = name === 'id' ? node.id || undefined : node.raw[key]
    if (value === undefined || value === null || value === '') continue
    let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    if (name === 'style') text = rpxToCss(text)
    out.push([name, text])
  }
  return out
}

/** The bound value of `name` on `node` (undefined when unbound or unset). */
function bound (node: HostNode, templates: Map<string, TemplateInfo>, name: string): unknown {
  const key = templateOf(node, templates)?.attrs.get(name)
  return key === undefined ? undefined : node.raw[key]
}

const tagName = (tag: string): string => `wx-${tag.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`

/**
 * The host's nodes (the page's top-level ones, each with its children) as the HTML of WeChat's webview: each
 * element a `wx-<tag>` with the attributes its template binds (style's `rpx` converted), text escaped, and
 * the components the view layer draws itself (image, swiper, scroll-view, input, video) given the inner
 * boxes that draw them (see the header for what that approximates). A tag the templates do not know is
 * drawn as `wx-unknown` around its children.
 */
export function hostTreeToHtml (roots: HostNode[], templates: Map<string, TemplateInfo>): string {
  const attrsOf = (node: HostNode, extraStyle = ''): string => {
    const attrs = boundAttributes(node, templates)
    if (extraStyle) {
      const at = attrs.findIndex(([name]) => name === 'style')
      if (at >= 0) attrs[at] = ['style', `${attrs[at][1].replace(/;?\s*$/, ';')} ${extraStyle}`]
      else attrs.push(['style', extraStyle])
    }
    return attrs.map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('')
  }
  const children = (node: HostNode, inText: boolean): string => node.children.map((c) => draw(c, inText)).join('')
  const draw = (node: HostNode, inText = false): string => {
    if (node.tag === '#text') {
      const text = escapeText(String(node.raw.v ?? ''))
      return inText ? text.replace(/\r?\n/g, '<br>') : text
    }
    const info = templateOf(node, templates)
    const tag = info?.tag ?? 'unknown'
    const el = info ? tagName(tag) : 'wx-unknown'
    switch (tag) {
      case 'text':
        return `<${el}${attrsOf(node)}>${children(node, true)}</${el}>`
      case 'image': {
        const mode = String(bound(node, templates, 'mode') ?? 'scaleToFill')
        const how = IMAGE_MODES[mode] ?? IMAGE_MODES.scaleToFill
        const box = how.auto ? `${how.auto}: auto;` : ''
        const img = [`object-fit: ${how.fit};`, how.position && `object-position: ${how.position};`, how.auto && `${how.auto}: auto;`].filter(Boolean).join(' ')
        const src = bound(node, templates, 'src')
        return `<${el}${attrsOf(node, box)}>${src ? `<img alt="" src="${escapeAttr(String(src))}" style="${img}">` : ''}</${el}>`
      }
      case 'swiper': {
        const items = node.children.filter((c) => c.tag !== '#text')
        const vertical = truthy(bound(node, templates, 'vertical'))
        const multiple = Math.max(1, Number(bound(node, templates, 'display-multiple-items') ?? 1) || 1)
        const current = items.length ? ((Number(bound(node, templates, 'current') ?? 0) || 0) % items.length + items.length) % items.length : 0
        const before = rpxToCss(String(bound(node, templates, 'previous-margin') ?? '0px'))
        const after = rpxToCss(String(bound(node, templates, 'next-margin') ?? '0px'))
        const axis = vertical ? 'Y' : 'X'
        const track = `display: flex; flex-direction: ${vertical ? 'column' : 'row'}; height: ${vertical ? 'auto' : '100%'}; ${vertical ? `margin: ${before} 0 ${after}` : `margin: 0 ${after} 0 ${before}`}; transform: translate${axis}(${-current * 100 / multiple}%);`
        const slides = items.map((c) => draw(c)).map((html) => `<div style="flex: 0 0 ${100 / multiple}%; min-width: 0; min-height: 0; ${vertical ? `height: calc(100% / ${multiple});` : 'height: 100%;'}">${html}</div>`).join('')
        const dots = truthy(bound(node, templates, 'indicator-dots'))
          ? `<div style="position: absolute; left: 0; right: 0; bottom: 10px; display: flex; justify-content: center; gap: 8px;">${items.map((_c, i) => `<span style="width: 8px; height: 8px; border-radius: 50%; background: ${escapeAttr(String(bound(node, templates, i === current ? 'indicator-active-color' : 'indicator-color') ?? (i === current ? '#000000' : 'rgba(0, 0, 0, .3)')))};"></span>`).join('')}</div>`
          : ''
        return `<${el}${attrsOf(node)}><div style="position: relative; width: 100%; height: 100%; overflow: hidden;"><div style="${track}">${slides}</div>${dots}</div></${el}>`
      }
      case 'scroll-view': {
        const x = truthy(bound(node, templates, 'scroll-x'))
        const y = truthy(bound(node, templates, 'scroll-y'))
        const flex = truthy(bound(node, templates, 'enable-flex'))
        const scroller = `overflow-x: ${x ? 'auto' : 'hidden'}; overflow-y: ${y ? 'auto' : 'hidden'};${flex ? ' display: inherit; flex-direction: inherit; flex-wrap: inherit; align-items: inherit; justify-content: inherit; gap: inherit;' : ''}`
        const inner = flex ? children(node, false) : `<div>${children(node, false)}</div>`
        return `<${el}${attrsOf(node)}><div class="wx-scroller" style="${scroller}">${inner}</div></${el}>`
      }
      case 'input': {
        const value = bound(node, templates, 'value')
        const placeholderClass = String(bound(node, templates, 'placeholder-class') ?? 'input-placeholder')
        const placeholderStyle = rpxToCss(String(bound(node, templates, 'placeholder-style') ?? ''))
        const shown = value !== undefined && value !== null && String(value) !== ''
          ? escapeText(String(value))
          : `<span class="${escapeAttr(placeholderClass)}" style="${escapeAttr(placeholderStyle)}">${escapeText(String(bound(node, templates, 'placeholder') ?? ''))}</span>`
        return `<${el}${attrsOf(node)}>${shown}</${el}>`
      }
      case 'video': {
        const poster = bound(node, templates, 'poster')
        const fit = String(bound(node, templates, 'object-fit') ?? 'contain')
        return `<${el}${attrsOf(node)}>${poster ? `<img alt="" src="${escapeAttr(String(poster))}" style="width: 100%; height: 100%; object-fit: ${escapeAttr(fit === 'fill' ? 'fill' : fit === 'cover' ? 'cover' : 'contain')};">` : ''}${children(node, false)}</${el}>`
      }
      default:
        return `<${el}${info ? '' : ` data-nn="${escapeAttr(node.nn)}"`}${attrsOf(node)}>${children(node, inText)}</${el}>`
    }
  }
  return roots.map((n) => draw(n)).join('')
}

/** The whole document: the view layer's styles, the page's CSS (converted), the tree; `<base>` for relative sources. */
export function pageHtml ({ body, css, base }: { body: string, css: string[], base?: string }): string {
  const style = (text: string) => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${base ? `<base href="${escapeAttr(base)}">` : ''}${style(WX_BASE_CSS)}${css.map(style).join('')}</head><body>${body}</body></html>`
}

/* ------------------------------------------------------------------------ main -- */

const PAGE = 'pages/campaign/index'

async function main (): Promise<void> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { spawnSync } = await import('node:child_process')
  const { chromium } = await import('playwright-core')
  const { startEmulator } = await import('../server/app')
  const { listScenarioIds, loadScenario } = await import('../server/scenarios')
  const { bootMiniProgram, readTemplates } = await import('../test/hosts/harness')
  const { CHROMIUM, MISSING_CHROMIUM, chromiumArgs } = await import('../test/utils/chromium')

  const args = process.argv.slice(2)
  const valueOf = (flag: string): string | undefined => { const at = args.indexOf(flag); return at >= 0 ? args[at + 1] : undefined }
  const width = Number(valueOf('--width') ?? 375)
  const keepHtml = args.includes('--html')
  const root = path.resolve(__dirname, '..')
  const distDir = path.resolve(valueOf('--dist') ?? path.join(root, 'dist', 'weapp'))
  const ids = args.filter((a, i) => !a.startsWith('--') && !['--width', '--dist'].includes(args[i - 1]))
  if (!fs.existsSync(path.join(distDir, 'app.wxss'))) throw new Error(`${distDir} has no app.wxss: build it (npm run build:weapp) or name a build with --dist`)
  if (!fs.existsSync(CHROMIUM)) throw new Error(MISSING_CHROMIUM)
  const outDir = width === 375 ? path.join(root, 'docs', 'screens', 'weapp') : path.join(root, '.tmp', 'screens', `weapp-${width}`)

  const templates = readTemplates(distDir, 'weapp')
  /** A WXSS file of the build as CSS, its imports relative to it (or, from `/`, to the build's root). */
  const cssOf = (file: string): string => {
    const abs = path.join(distDir, file)
    if (!fs.existsSync(abs)) return ''
    const read = (target: string, from: string) => {
      const rel = target.startsWith('/') ? target.slice(1) : path.posix.join(path.posix.dirname(from), target)
      const withExt = /\.wxss$/.test(rel) ? rel : `${rel}.wxss`
      const full = path.join(distDir, withExt)
      return fs.existsSync(full) ? { css: fs.readFileSync(full, 'utf8'), file: withExt } : undefined
    }
    return wxssToCss(fs.readFileSync(abs, 'utf8'), read, file)
  }

  const emulator = await startEmulator({ port: 0 })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs() })
  const shots: string[] = []
  let failed = 0
  try {
    for (const id of ids.length ? ids : listScenarioIds()) {
      const scenario = loadScenario(id, emulator.origin)
      if (!scenario) { console.log(`${id}: no such scenario`); failed++; continue }
      const query = Object.fromEntries(new URLSearchParams((scenario.query ?? '').replace(/^&/, '')))
      for (const elderly of [false, true]) {
        const file = path.join(outDir, ...(elderly ? ['elderly'] : []), `${id}.png`)
        const started = Date.now()
        const h = await bootMiniProgram({ target: 'weapp', gatewayOrigin: emulator.origin, distDir, allowConsoleErrors: true })
        try {
          await h.openPage(PAGE, { activityId: id, ...query, ...(elderly ? { elderly: '1' } : {}) })
          await h.settle()
          await h.advance(3000)
          // Every block mounted (the harness measures nothing: the block window mounts the page a batch at a time).
          for (let more = 0, count = h.nodes().length; more < 5; more++) {
            await h.advance(1000)
            const now = h.nodes().length
            if (now === count) break
            count = now
          }
          const nodes = h.nodes()
          const route = h.pageStack().at(-1)?.route ?? PAGE
          const html = pageHtml({ body: hostTreeToHtml(nodes.filter((n) => !n.parent), templates), css: [cssOf('app.wxss'), cssOf(`${route}.wxss`)], base: `${emulator.origin}/` })
          if (keepHtml) {
            const htmlFile = path.join(root, '.tmp', 'screens', 'weapp-html', ...(elderly ? ['elderly'] : []), `${id}.html`)
            fs.mkdirSync(path.dirname(htmlFile), { recursive: true })
            fs.writeFileSync(htmlFile, html)
          }
          const context = await browser.newContext({ viewport: { width, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN' })
          try {
            const page = await context.newPage()
            await page.setContent(html, { waitUntil: 'load', timeout: 20_000 })
            await page.evaluate('document.fonts.ready.then(() => undefined)')
            fs.mkdirSync(path.dirname(file), { recursive: true })
            await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
          } finally {
            await context.close()
          }
          shots.push(file)
          const unknown = nodes.filter((n) => n.tag.startsWith('unknown')).length
          console.log(`${path.relative(root, file)}: ${nodes.length} nodes${route !== PAGE ? ` (${route})` : ''}${unknown ? `, ${unknown} of unknown tags` : ''}, ${((Date.now() - started) / 1000).toFixed(1)} s`)
        } catch (e) {
          failed++
          console.log(`${path.relative(root, file)}: failed: ${(e as Error).message.split('\n')[0]}`)
        } finally {
          h.dispose()
        }
      }
    }
  } finally {
    await browser.close()
    await emulator.close()
  }
  // Smaller files for the repository when Debian's pngquant is there (as scripts/screens.ts does).
  if (shots.length && width === 375) {
    if (spawnSync('sh', ['-c', 'command -v pngquant']).status === 0) {
      spawnSync('pngquant', ['--force', '--skip-if-larger', '--ext', '.png', '--quality', '70-90', ...shots], { stdio: 'inherit' })
    } else {
      console.log('(no pngquant: the shots are as taken)')
    }
  }
  if (failed) process.exit(1)
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
