/**
 * The templates, not only the logic layer: every scenario's first render
 * (the data tree the page sent through setData) is rendered through the
 * build's own templates.
 * - weapp and meituan (WXML): WeChat's template compiler `wcc` (shipped in
 *   miniprogram-simulate's compiler package, Linux binary) compiles base.wxml,
 *   utils.wxs and the page; j-component renders the page with that data; every
 *   element the logic layer sent is there and every text reads the same.
 * - alipay and tt (AXML / TTML, no compiler here): every node the logic layer
 *   sends has its template in base.axml / base.ttml.
 * A template or WXS mistake (a renamed template, a wrong alias) fails this.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startEmulator, type RunningEmulator } from '../../server/app'
import { listScenarioIds, loadScenario } from '../../server/scenarios'
import { bootMiniProgram, readTemplates, type MiniTarget, type MpNode } from './harness'
import { readerGaps, ROLE_ATTRIBUTE } from './host/a11y'

import { JSDOM } from 'jsdom'

interface Simulate {
  load: (definition: Record<string, unknown>) => string
  render: (id: string, props?: Record<string, unknown>) => { dom: HTMLElement, attach: (parent: Element) => void, setData: (data: Record<string, unknown>) => void }
}
interface Compiler { wxmlToJs: (root: string, options: { wxmlList: string[], wxsList: string[], maxBuffer?: number }) => string }

/**
 * The view layer's DOM for j-component (the harness needs Node's own fetch, so this file runs in
 * the node environment and brings its jsdom itself), then miniprogram-simulate on top of it.
 */
function viewLayer (): { simulate: Simulate, compiler: Compiler, document: Document } {
  const dom = new JSDOM('<!doctype html><html><body></body></html>')
  const globals = globalThis as unknown as Record<string, unknown>
  globals.window = dom.window
  for (const name of ['document', 'Node', 'Element', 'HTMLElement', 'Event', 'CustomEvent', 'navigator']) {
    if (!(name in globals) || name !== 'navigator') globals[name] = (dom.window as unknown as Record<string, unknown>)[name]
  }
  // wcc's output expects the view layer's engine version.
  (dom.window as unknown as Record<string, unknown>).__webview_engine_version__ = 0.02
  /* eslint-disable @typescript-eslint/no-require-imports */
  return { simulate: require('miniprogram-simulate') as Simulate, compiler: require('miniprogram-compiler') as Compiler, document: dom.window.document }
  /* eslint-enable @typescript-eslint/no-require-imports */
}

const ROOT = path.resolve(__dirname, '..', '..')
const PAGE = 'pages/campaign/index'

let emulator: RunningEmulator
beforeAll(async () => { emulator = await startEmulator({ port: 0 }) })
afterAll(async () => { await emulator?.close() })

/** Every scenario as a visitor opens it (its own extra query, e.g. preview). */
const scenarios = listScenarioIds().filter((id) => id !== 'slow')

async function firstRender (target: MiniTarget, id: string): Promise<MpNode> {
  const h = await bootMiniProgram({ target, gatewayOrigin: emulator.origin, allowConsoleErrors: true })
  try {
    const query = Object.fromEntries(new URLSearchParams(loadScenario(id, emulator.origin)?.query?.replace(/^&/, '') ?? ''))
    await h.openPage(PAGE, { activityId: id, ...query })
    await h.settle()
    return (h.tree() as { root: MpNode }).root
  } finally {
    h.dispose()
  }
}

/** Element nodes (with their sid) and texts of a data tree, in document order. */
function walk (node: MpNode, out: { sids: string[], texts: string[] } = { sids: [], texts: [] }, templates?: Map<string, { tag: string }>) {
  for (const child of node.cn ?? []) {
    const tag = templates?.get(String(child.nn))?.tag
    if (tag === '#text' || (child.v !== undefined && !child.cn)) {
      if (String(child.v ?? '').trim()) out.texts.push(String(child.v).trim())
    } else if (child.sid && child.nn !== 'custom-wrapper') {
      // A CustomWrapper is a virtual host: its children render, it leaves no element of its own.
      out.sids.push(child.sid)
    }
    walk(child, out, templates)
  }
  return out
}

/** The build's templates compiled by wcc, ready to render the campaign page with a data tree. */
function compilePage (dist: string, view: ReturnType<typeof viewLayer>, name: string): string {
  const { compiler, simulate } = view
  const wxml = ['base.wxml', 'comp.wxml', 'custom-wrapper.wxml', `${PAGE}.wxml`].filter((f) => fs.existsSync(path.join(dist, f)))
  const code = compiler.wxmlToJs(dist, { wxmlList: wxml, wxsList: ['utils.wxs'], maxBuffer: 16 * 1024 * 1024 })
  // eslint-disable-next-line no-new-func
  const gwx = new Function(code)() as (file: string) => unknown
  // Taro's recursive components, as templates only (their JS needs Taro's runtime): the real markup.
  const node = { i: { type: Object, value: {} }, l: { type: String, value: '' } }
  const usingComponents: Record<string, string> = {}
  for (const component of ['custom-wrapper', 'comp']) {
    if (wxml.includes(`${component}.wxml`)) usingComponents[component] = simulate.load({ id: `${name}-${component}`, template: gwx(`${component}.wxml`), properties: node, options: { virtualHost: true } })
  }
  return simulate.load({ template: gwx(`${PAGE}.wxml`), usingComponents, data: { root: { cn: [] } }, methods: { eh () {} } })
}

/** What of the tree did not come out of the templates: elements (by sid) and texts. */
function unrendered (view: ReturnType<typeof viewLayer>, pageId: string, root: MpNode, templates: Map<string, { tag: string }>) {
  const expected = walk(root, undefined, templates)
  const page = view.simulate.render(pageId)
  page.attach(view.document.createElement('parent-wrapper'))
  page.setData({ root })
  const rendered = new Set(Array.from(page.dom.querySelectorAll('[data-sid]')).map((el) => el.getAttribute('data-sid')))
  const shownText = (page.dom.textContent ?? '').replace(/\s+/g, '')
  return {
    elements: expected.sids.length,
    missingElements: expected.sids.filter((sid) => !rendered.has(sid)),
    missingTexts: expected.texts.filter((text) => !shownText.includes(text.replace(/\s+/g, '')))
  }
}

describe.each(['weapp', 'meituan'] as const)('%s templates (wcc) render every scenario', (target) => {
  const dist = path.join(ROOT, 'dist', target)
  let pageId = ''
  let view: ReturnType<typeof viewLayer>

  beforeAll(() => {
    view = viewLayer()
    pageId = compilePage(dist, view, target)
  })

  it.each(scenarios)('%s', async (id) => {
    const root = await firstRender(target, id)
    const result = unrendered(view, pageId, root, readTemplates(dist, target) as Map<string, { tag: string }>)
    expect(result.elements).toBeGreaterThan(0)
    expect(result.missingElements).toEqual([])
    expect(result.missingTexts).toEqual([])
    // What takes a tap is a control with a name, and a dialog is one, in the host's own attributes (issue 54).
    expect(readerGaps(root, readTemplates(dist, target), target)).toEqual([])
  })

  it('fails as it should when a template is broken (the text template renamed)', async () => {
    const broken = fs.mkdtempSync(path.join(ROOT, '.tmp', `broken-${target}-`))
    try {
      for (const file of ['base.wxml', 'comp.wxml', 'custom-wrapper.wxml', 'utils.wxs', `${PAGE}.wxml`]) {
        if (!fs.existsSync(path.join(dist, file))) continue
        fs.mkdirSync(path.dirname(path.join(broken, file)), { recursive: true })
        fs.copyFileSync(path.join(dist, file), path.join(broken, file))
      }
      const templates = readTemplates(dist, target) as Map<string, { tag: string }>
      const textAlias = [...templates].find(([, info]) => info.tag === 'block')?.[0] as string
      const base = path.join(broken, 'base.wxml')
      fs.writeFileSync(base, fs.readFileSync(base, 'utf8').replace(`name="tmpl_0_${textAlias}"`, `name="tmpl_0_${textAlias}_renamed"`))
      const result = unrendered(view, compilePage(broken, view, `${target}-broken`), await firstRender(target, 'demo'), templates)
      expect(result.missingTexts.length).toBeGreaterThan(0)
    } finally {
      fs.rmSync(broken, { recursive: true, force: true })
    }
  })
})

/**
 * Node types whose template renders the children itself, as literal elements (the swiper's
 * `<swiper-item … data-sid="{{item.sid}}">`), so the children need no template of their own.
 */
function rendersChildrenInline (distDir: string, target: 'alipay' | 'tt'): Set<string> {
  const src = fs.readFileSync(path.join(distDir, `base.${target === 'alipay' ? 'axml' : 'ttml'}`), 'utf8')
  const inline = new Set<string>()
  for (const m of src.matchAll(/<template name="tmpl_0_([^"]+)">([\s\S]*?)<\/template>/g)) {
    if (m[2].includes('data-sid="{{item.sid}}"')) inline.add(m[1])
  }
  return inline
}

describe.each(['alipay', 'tt'] as const)('%s templates hold every node the page sends', (target) => {
  it.each(scenarios)('%s', async (id) => {
    const dist = path.join(ROOT, 'dist', target)
    const templates = readTemplates(dist, target)
    const inline = rendersChildrenInline(dist, target)
    const root = await firstRender(target, id)
    const missing = new Set<string>()
    const visit = (node: MpNode) => {
      for (const child of node.cn ?? []) {
        const covered = inline.has(String(node.nn))
        if (!covered && child.nn !== undefined && !templates.has(String(child.nn))) missing.add(String(child.nn))
        visit(child)
      }
    }
    visit(root)
    expect([...missing]).toEqual([])
    expect(readerGaps(root, templates, target)).toEqual([])
  })
})

describe.each(['weapp', 'alipay'] as const)('%s: a reader\'s gaps are found', (target) => {
  it('a template without the host\'s role attribute leaves every control without its role; without aria-modal, a dialog', async () => {
    const dist = path.join(ROOT, 'dist', target)
    const root = await firstRender(target, 'basic')
    const strip = (attribute: string) => new Map([...readTemplates(dist, target)].map(([nn, info]) => [nn, { ...info, attrs: new Map([...info.attrs].filter(([name]) => name !== attribute)) }]))
    const noRole = readerGaps(root, strip(ROLE_ATTRIBUTE[target]), target)
    expect(noRole.filter((gap) => gap.includes('takes a tap')).length).toBeGreaterThan(3)
    expect(noRole.some((gap) => gap.includes('a dialog'))).toBe(true)
    expect(readerGaps(root, strip('aria-modal'), target).filter((gap) => gap.includes('a dialog')).length).toBeGreaterThan(0)
  })
})
