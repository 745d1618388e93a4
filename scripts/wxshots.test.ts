/** The WeChat screenshots' two pure steps (scripts/wxshots.ts): the build's WXSS as CSS, the host's tree as HTML. */
import type { TemplateInfo } from '../test/hosts/host/templates'
import type { HostNode, MpNode } from '../test/hosts/host/tree'
import { hostTreeToHtml, pageHtml, rpxToCss, wxSelector, wxssToCss } from './wxshots'

const squash = (css: string) => css.replace(/\s+/g, ' ').trim()

describe('wxssToCss', () => {
  it('rpx in values as a share of the screen (750 rpx = 100vw), inside calc() too, not in strings or urls', () => {
    expect(rpxToCss('0 -2rpx 1.5rpx .5rpx')).toBe('0 calc(-2 * 100vw / 750) calc(1.5 * 100vw / 750) calc(.5 * 100vw / 750)')
    expect(rpxToCss('calc(28rpx*var(--text-scale, 1))')).toBe('calc(calc(28 * 100vw / 750)*var(--text-scale, 1))')
    expect(rpxToCss('"10rpx" url(a-2rpx.png) 60PX')).toBe('"10rpx" url(a-2rpx.png) 60PX')
    expect(squash(wxssToCss('.a{margin:4rpx 0;border:2rpx solid #ddd}'))).toBe('.a{margin:calc(4 * 100vw / 750) 0;border:calc(2 * 100vw / 750) solid #ddd}')
  })

  it('element names get wx- inside compound and complex selectors; page is body; a class that holds a tag name stays', () => {
    expect(wxSelector('view')).toBe('wx-view')
    expect(wxSelector('.card > view.title + text, image:first-child')).toBe('.card > wx-view.title + wx-text, wx-image:first-child')
    expect(wxSelector('.lottery__banner img')).toBe('.lottery__banner wx-img')
    expect(wxSelector('page')).toBe('body')
    expect(wxSelector('.preview .view-more, #text, [data-view=view]')).toBe('.preview .view-more, #text, [data-view=view]')
    expect(squash(wxssToCss('page{color:red} .preview view{display:flex}'))).toBe('body{color:red} .preview wx-view{display:flex}')
  })

  it('keyframe stops are left alone', () => {
    expect(squash(wxssToCss('@keyframes spin{from{top:0}to{top:10rpx}50%{left:0}}'))).toBe('@keyframes spin{from{top:0}to{top:calc(10 * 100vw / 750)}50%{left:0}}')
  })

  it('an @import is replaced by the file it names, converted; a missing or repeated one is dropped with a note', () => {
    const files: Record<string, string> = { 'app.wxss': '/* the file itself */', 'common.wxss': '@import "app.wxss"; text{width:2rpx}', 'pages/a/b.wxss': '.b{top:1rpx}' }
    const read = (target: string, from: string) => {
      const file = target.startsWith('/') ? target.slice(1) : `${from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : ''}${target}`
      return files[file] === undefined ? undefined : { css: files[file], file }
    }
    const css = squash(wxssToCss('@import "common.wxss";\n@import url(/pages/a/b.wxss);\n@import "gone.wxss";\nview{color:red}', read, 'app.wxss'))
    expect(css).toBe('/* @import "app.wxss": imported already */ wx-text{width:calc(2 * 100vw / 750)} .b{top:calc(1 * 100vw / 750)} /* @import "gone.wxss": not found */ wx-view{color:red}')
  })
})

describe('hostTreeToHtml', () => {
  const info = (tag: string, attrs: Record<string, string>): TemplateInfo => ({ tag, tapBound: false, tapCatch: false, attrs: new Map(Object.entries(attrs)) })
  const templates = new Map<string, TemplateInfo>([
    ['0', info('view', { 'aria-role': 'p5', 'aria-label': 'p3', style: 'st', class: 'cl', id: 'uid', 'data-sid': 'sid' })],
    ['5', info('text', { 'max-lines': 'p2', style: 'st', class: 'cl', id: 'uid', 'data-sid': 'sid' })],
    ['4', info('image', { src: 'p6', mode: 'p4', style: 'st', class: 'cl', id: 'uid', 'data-sid': 'sid' })],
    ['75', info('swiper', { current: 'p3', 'indicator-dots': 'p10', style: 'st', class: 'cl', id: 'uid', 'data-sid': 'sid' })],
    ['76', info('swiper-item', { class: 'cl', id: 'uid', 'data-sid': 'sid' })],
    ['66', info('scroll-view', { 'scroll-x': 'p34', 'scroll-y': 'p35', 'enable-flex': 'p6', style: 'st', class: 'cl', id: 'uid', 'data-sid': 'sid' })],
    ['9', info('block', {})]
  ])
  /** Host nodes of a hand-made data tree, as the harness makes them (tag from the template, `#text` for text). */
  const tree = (nodes: MpNode[]): HostNode[] => {
    const make = (n: MpNode, parent?: HostNode): HostNode => {
      const isText = n.v !== undefined && !n.cn
      const hn: HostNode = { raw: n, tag: isText ? '#text' : templates.get(String(n.nn))?.tag ?? `unknown(nn=${String(n.nn)})`, nn: String(n.nn), id: String(n.uid ?? n.sid ?? ''), sid: String(n.sid ?? ''), className: String(n.cl ?? ''), style: String(n.st ?? ''), text: '', path: '', tapBound: false, tapCatch: false, parent, children: [] }
      hn.children = (n.cn ?? []).map((c) => make(c, hn))
      return hn
    }
    return nodes.map((n) => make(n))
  }
  const text = (v: string): MpNode => ({ nn: '9', sid: `t${v.length}`, v })

  it('each element a wx-<tag> with the attributes its template binds (id is uid or sid), rpx in style converted, text escaped', () => {
    const html = hostTreeToHtml(tree([{ nn: '0', sid: '_A', cl: 'card', st: 'padding: 20rpx;', p5: 'button', p3: 'Say "hi" & <go>', cn: [
      { nn: '5', sid: '_B', uid: 'title', p2: 2, cn: [text('a < b & c\nd')] },
      text('<script>x</script>')
    ] }]), templates)
    expect(html).toBe('<wx-view aria-role="button" aria-label="Say &quot;hi&quot; &amp; &lt;go&gt;" style="padding: calc(20 * 100vw / 750);" class="card" id="_A" data-sid="_A">' +
      '<wx-text max-lines="2" id="title" data-sid="_B">a &lt; b &amp; c<br>d</wx-text>&lt;script&gt;x&lt;/script&gt;</wx-view>')
  })

  it('an image: an <img> filling the box as its mode says; widthFix and heightFix let the other side follow', () => {
    const img = (mode?: string) => hostTreeToHtml(tree([{ nn: '4', sid: 'i', p6: 'a.png?x=1&y=2', ...(mode ? { p4: mode } : {}), st: 'width: 100rpx' }]), templates)
    expect(img()).toBe('<wx-image src="a.png?x=1&amp;y=2" style="width: calc(100 * 100vw / 750)" id="i" data-sid="i"><img alt="" src="a.png?x=1&amp;y=2" style="object-fit: fill;"></wx-image>')
    expect(img('aspectFit')).toContain('object-fit: contain;')
    expect(img('aspectFill')).toContain('object-fit: cover;')
    expect(img('widthFix')).toContain('style="width: calc(100 * 100vw / 750); height: auto;"')
    expect(img('widthFix')).toContain('<img alt="" src="a.png?x=1&amp;y=2" style="object-fit: fill; height: auto;">')
    expect(img('heightFix')).toContain('width: auto;"')
    expect(img('top left')).toContain('object-fit: none; object-position: left top;')
  })

  it('a swiper shows the slide at current, its items in a row; a scroll-view scrolls the way scroll-x / scroll-y say', () => {
    const swiper = hostTreeToHtml(tree([{ nn: '75', sid: 's', p3: 2, cn: [0, 1, 2].map((i) => ({ nn: '76', sid: `it${i}`, cn: [text(`slide ${i}`)] })) }]), templates)
    expect(swiper).toContain('transform: translateX(-200%);')
    expect(swiper.match(/<wx-swiper-item /g)).toHaveLength(3)
    expect(swiper).not.toContain('border-radius: 50%')
    const scroll = (raw: Partial<MpNode>) => hostTreeToHtml(tree([{ nn: '66', sid: 'sv', ...raw, cn: [text('x')] }]), templates)
    expect(scroll({ p34: true })).toContain('<div class="wx-scroller" style="overflow-x: auto; overflow-y: hidden;"><div>x</div></div>')
    expect(scroll({ p35: true })).toContain('overflow-x: hidden; overflow-y: auto;')
    expect(scroll({ p34: true, p6: true })).toContain('display: inherit;')
  })

  it('a tag the templates do not know wraps its children, marked with its alias', () => {
    expect(hostTreeToHtml(tree([{ nn: '99', sid: 'u', cn: [text('x')] }]), templates)).toBe('<wx-unknown data-nn="99">x</wx-unknown>')
  })

  it('the document carries the view layer\'s styles, then the page\'s, a </style> inside them defused', () => {
    const doc = pageHtml({ body: '<wx-view></wx-view>', css: ['.a{content:"</style>"}'], base: 'http://127.0.0.1:1/' })
    expect(doc).toContain('<base href="http://127.0.0.1:1/">')
    expect(doc.indexOf('wx-image { display: inline-block')).toBeLessThan(doc.indexOf('.a{'))
    expect(doc).toContain('.a{content:"<\\/style>"}')
    expect(doc).toMatch(/<body><wx-view><\/wx-view><\/body><\/html>$/)
  })
})
