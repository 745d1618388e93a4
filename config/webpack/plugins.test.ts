/**
 * The build's webpack plugins (config/webpack/), each given objects of the shapes webpack hands it: what
 * each emits or changes. The built outputs are checked as a whole by test/dist.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { BOOT_STEPS, BootSteps, type BootCompilation, type BootModule, type EntryDescription } from './bootSteps'
import { kindChunksOf, rewriteTags, scriptLoader } from './campaignHtml'
import { ChunkManifest } from './chunkManifest'
import { checkChunkStyles, isChunkStyle } from './chunkStyles'
import { COMPILE_HINT, CompileHints, type HintCompilation } from './compileHints'
import { ProjectAppId } from './projectAppId'
import { remScript } from './remScript'
import { ROOT } from './sources'
import type { WebpackChunk, WebpackCompilation, WebpackModule } from './types'

/** A chunk of these files holding modules built from these source files (paths from the project root). */
function chunk (name: string | null, files: string[], sources: string[], { initial = false, group = [] as WebpackChunk[] } = {}): WebpackChunk & { sources: string[] } {
  const c: WebpackChunk & { sources: string[] } = { name, id: name, files: new Set(files), sources, canBeInitial: () => initial, groupsIterable: [] }
  c.groupsIterable = [{ chunks: [c, ...group] }]
  return c
}
function compilation (chunks: Array<WebpackChunk & { sources: string[] }>, assets: WebpackCompilation['assets'] = {}): WebpackCompilation {
  return {
    chunks: new Set(chunks),
    assets,
    chunkGraph: { getChunkModules: (c) => (c as WebpackChunk & { sources: string[] }).sources.map((s): WebpackModule => ({ resource: path.join(ROOT, s) })) }
  }
}
/** A hook that keeps what is tapped on it, to run it as webpack would. */
function hook<Args extends unknown[]> () {
  const taps: Array<(...args: Args) => void> = []
  return { tap: (_name: string, fn: (...args: Args) => void) => { taps.push(fn) }, run: (...args: Args) => taps.forEach((fn) => fn(...args)) }
}

describe('project-app-id', () => {
  it('writes TARO_APP_ID_<TARGET> into the project files that have an app id, and leaves the rest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-id-'))
    writeFileSync(path.join(dir, 'project.config.json'), JSON.stringify({ appid: 'touristappid', projectname: 'x' }))
    writeFileSync(path.join(dir, 'mini.project.json'), JSON.stringify({ format: 2 }))
    const afterEmit = hook()
    new ProjectAppId(dir, 'TARO_APP_ID_WEAPP', { TARO_APP_ID_WEAPP: 'wx1234567890abcdef' }).apply({ hooks: { afterEmit } })
    afterEmit.run()
    expect(JSON.parse(readFileSync(path.join(dir, 'project.config.json'), 'utf8'))).toEqual({ appid: 'wx1234567890abcdef', projectname: 'x' })
    expect(JSON.parse(readFileSync(path.join(dir, 'mini.project.json'), 'utf8'))).toEqual({ format: 2 })
  })

  it('unset, the file\'s own id stays', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-id-'))
    writeFileSync(path.join(dir, 'project.config.json'), '{"appid":"touristappid"}')
    const afterEmit = hook()
    new ProjectAppId(dir, 'TARO_APP_ID_WEAPP', {}).apply({ hooks: { afterEmit } })
    afterEmit.run()
    expect(readFileSync(path.join(dir, 'project.config.json'), 'utf8')).toBe('{"appid":"touristappid"}')
  })
})

describe('chunk-manifest', () => {
  it('writes each chunk\'s name, whether it starts the page, its scripts and its source modules, named after the output folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'))
    const afterEmit = hook<[WebpackCompilation]>()
    new ChunkManifest('/x/dist/harmony', dir).apply({ hooks: { afterEmit } })
    afterEmit.run(compilation([
      chunk('app', ['js/app.1.js', 'css/app.1.css'], ['src/app.ts', 'src/app.ts', 'src/pages/campaign/index.tsx'], { initial: true }),
      chunk('block-basic', ['js/block-basic.2.js'], ['src/blocks/banner/index.ts'])
    ]))
    expect(JSON.parse(readFileSync(path.join(dir, 'harmony-chunks.json'), 'utf8'))).toEqual([
      { id: 'app', name: 'app', initial: true, files: ['js/app.1.js'], modules: ['src/app.ts', 'src/pages/campaign/index.tsx'] },
      { id: 'block-basic', name: 'block-basic', initial: false, files: ['js/block-basic.2.js'], modules: ['src/blocks/banner/index.ts'] }
    ])
  })
})

describe('compile-hints', () => {
  it('opens every script of the first route with V8\'s compile hint, and no block chunk\'s', () => {
    const processAssets = { taps: [] as Array<{ options: { name: string, stage: number }, fn: () => void }>, tap (options: { name: string, stage: number }, fn: () => void) { this.taps.push({ options, fn }) } }
    const updated: Record<string, unknown> = {}
    const c: HintCompilation = {
      chunks: new Set([chunk('app', ['js/app.1.js', 'css/app.1.css'], [], { initial: true }), chunk('block-basic', ['js/block-basic.2.js'], [])]),
      hooks: { processAssets },
      updateAsset: (file, update) => { updated[file] = update('SOURCE') }
    }
    const thisCompilation = hook<[HintCompilation]>()
    class ConcatSource { parts: unknown[]; constructor (...parts: unknown[]) { this.parts = parts } }
    new CompileHints().apply({ webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 }, sources: { ConcatSource } }, hooks: { thisCompilation } })
    thisCompilation.run(c)
    // After minification (which drops comments), before the hashes.
    expect(processAssets.taps.map((t) => t.options.stage)).toEqual([401])
    processAssets.taps[0].fn()
    expect(updated).toEqual({ 'js/app.1.js': new ConcatSource(COMPILE_HINT, 'SOURCE') })
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})

describe('chunk-styles', () => {
  it('a style of src/ rides in its chunk\'s script unless the first route lists it', () => {
    expect(isChunkStyle('src/blocks/banner/index.scss')).toBe(true)
    expect(isChunkStyle('src/ui/Price/index.scss')).toBe(true)
    expect(isChunkStyle('src/app.scss')).toBe(false)
    expect(isChunkStyle('src/ui/Dialog/index.scss')).toBe(false)
    expect(isChunkStyle('src/renderer/BlockList.scss')).toBe(false)
    expect(isChunkStyle('node_modules/x/y.css')).toBe(false)
  })

  it('fails a build whose block chunk has a stylesheet, or whose first route carries a block\'s style in a script', () => {
    expect(() => checkChunkStyles(compilation([chunk('block-basic', ['js/b.js', 'css/b.css'], ['src/blocks/banner/index.ts'])]))).toThrow(/block chunk block-basic has a stylesheet/)
    expect(() => checkChunkStyles(compilation([chunk('app', ['js/app.js'], ['src/blocks/banner/index.scss'], { initial: true })]))).toThrow(/carries src\/blocks\/banner\/index.scss in its script/)
    expect(() => checkChunkStyles(compilation([
      chunk('app', ['js/app.js', 'css/app.css'], ['src/app.ts', 'src/app.scss'], { initial: true }),
      chunk('block-basic', ['js/b.js'], ['src/blocks/banner/index.ts', 'src/blocks/banner/index.scss'])
    ]))).not.toThrow()
  })
})

describe('boot-steps', () => {
  const bootFile = (step: string) => path.join(ROOT, 'src', 'boot', `${step}.ts`)

  it('runs the entry in steps, each an entry of its own depending on the one before, the app last', () => {
    const compiler = { options: { entry: { app: { import: ['./src/app'] }, other: { import: ['x'] } } as Record<string, EntryDescription> }, webpack: { WebpackError: Error }, hooks: { compilation: hook<[never]>() } }
    new BootSteps().apply(compiler)
    expect(compiler.options.entry).toEqual({
      'boot-taro': { import: [bootFile('taro')] },
      'boot-react': { import: [bootFile('react')], dependOn: ['boot-taro'] },
      'boot-page': { import: [bootFile('page')], dependOn: ['boot-react'] },
      app: { import: ['./src/app'], dependOn: ['boot-page'] },
      other: { import: ['x'] }
    })
    expect(BOOT_STEPS).toEqual(['taro', 'react', 'page'])
  })

  it('fails the build when a step imports what the entry does not, or out of the entry\'s order', () => {
    const mod = (resource: string): BootModule => ({ resource, identifier: () => resource })
    const [taro, react, page] = ['node_modules/@tarojs/runtime/index.js', 'node_modules/react/index.js', 'src/pages/campaign/index.tsx'].map((f) => mod(path.join(ROOT, f)))
    const stranger = mod(path.join(ROOT, 'src/lib/stranger.ts'))
    const imports = new Map<BootModule, BootModule[]>()
    const entries = new Map<string, { dependencies: unknown[] }>()
    const finishModules = hook()
    const compilationHook = hook<[BootCompilation]>()
    const errors: Error[] = []
    const run = (steps: Record<string, BootModule[]>) => {
      const app = mod(path.join(ROOT, 'src/app.ts'))
      imports.clear(); entries.clear(); errors.length = 0
      imports.set(app, [taro, react, page])
      entries.set('app', { dependencies: [app] })
      for (const [step, list] of Object.entries(steps)) {
        const m = mod(bootFile(step))
        imports.set(m, list)
        entries.set(`boot-${step}`, { dependencies: [m] })
      }
      finishModules.run()
      return errors.map((e) => e.message)
    }
    new BootSteps().apply({ options: { entry: { app: {} } }, webpack: { WebpackError: Error }, hooks: { compilation: compilationHook } })
    compilationHook.run({
      entries,
      errors,
      hooks: { finishModules },
      moduleGraph: { getModule: (dep: unknown) => dep as BootModule, getOutgoingConnections: (m: BootModule) => (imports.get(m) ?? []).map((x) => ({ module: x })) }
    })
    expect(run({ taro: [taro], react: [react], page: [page] })).toEqual([])
    expect(run({ taro: [taro, stranger] })).toEqual(['boot-steps: src/boot/taro.ts imports src/lib/stranger.ts, which the app\'s entry does not import'])
    expect(run({ taro: [react], react: [taro] })).toEqual(['boot-steps: src/boot/react.ts imports node_modules/@tarojs/runtime/index.js after node_modules/react/index.js; the app\'s entry imports it before'])
  })
})

describe('campaign-html', () => {
  it('gives each kind the files of the block chunk holding its index, after those loaded with it', () => {
    const shared = chunk(null, ['js/shared.9.js'], ['src/ui/Price/index.tsx'])
    expect(kindChunksOf(compilation([
      chunk('app', ['js/app.1.js'], ['src/app.ts'], { initial: true }),
      chunk('block-basic', ['js/block-basic.2.js'], ['src/blocks/banner/index.ts', 'src/blocks/spacing/index.tsx', 'src/blocks/banner/model.ts'], { group: [shared] }),
      chunk('block-lottery', ['js/block-lottery.3.js'], ['src/blocks/lottery/index.ts'])
    ]))).toEqual({
      banner: ['js/shared.9.js', 'js/block-basic.2.js'],
      spacing: ['js/shared.9.js', 'js/block-basic.2.js'],
      lottery: ['js/block-lottery.3.js']
    })
  })

  it('index.html: the first page call first, the entry\'s stylesheets inline, its scripts started by the loader at the end', () => {
    const tag = (tagName: string, attributes: Record<string, string>) => ({ tagName, voidTag: false, attributes })
    const out = rewriteTags(
      { headTags: [tag('link', { rel: 'stylesheet', href: '/css/app.1.css' }), tag('script', { src: '/js/boot-taro.1.js' }), tag('meta', { name: 'x' })], bodyTags: [tag('script', { src: '/js/app.2.js' })] },
      'PREFETCH()',
      (entry) => `LOAD(${entry.join(',')})`,
      { 'css/app.1.css': { source: () => '.a{color:red}' } }
    )
    expect(out.headTags).toEqual([
      { tagName: 'script', voidTag: false, attributes: {}, innerHTML: 'PREFETCH()' },
      { tagName: 'style', voidTag: false, attributes: {}, innerHTML: '.a{color:red}' },
      tag('meta', { name: 'x' })
    ])
    expect(out.bodyTags).toEqual([{ tagName: 'script', voidTag: false, attributes: {}, innerHTML: 'LOAD(/js/boot-taro.1.js,/js/app.2.js)' }])
  })

  it('the loader preloads every script at once and runs them in order once the boot preview painted, or after the wait', async () => {
    const load = (gate: Promise<void> | undefined) => {
      const added: string[] = []
      const timers: Array<{ fn: () => void, ms: number }> = []
      const document = {
        createElement: (tag: string) => ({ tag, setAttribute () {} }),
        head: { appendChild: (el: { tag: string, rel?: string, href?: string, src?: string, async?: boolean }) => { added.push(el.tag === 'link' ? `${el.rel} ${el.href}` : `script ${el.src} async=${String(el.async)}`) } }
      }
      const context = vm.createContext({ document, window: { __painted: gate }, setTimeout: (fn: () => void, ms: number) => { timers.push({ fn, ms }) }, requestAnimationFrame: (fn: () => void) => fn() })
      vm.runInContext(scriptLoader(['/js/a.js', '/js/b.js'], '__painted', 1000), context)
      /** Runs the timers due within `ms` (the loader's own steps are 0 ms apart). */
      const pass = (ms: number) => {
        for (let t = timers.findIndex((x) => x.ms <= ms); t >= 0; t = timers.findIndex((x) => x.ms <= ms)) timers.splice(t, 1)[0].fn()
      }
      return { added, pass }
    }
    const PRELOADS = ['preload /js/a.js', 'preload /js/b.js']
    const SCRIPTS = ['script /js/a.js async=false', 'script /js/b.js async=false']

    let painted: () => void = () => undefined
    const waiting = load(new Promise<void>((resolve) => { painted = resolve }))
    waiting.pass(0)
    expect(waiting.added).toEqual(PRELOADS)
    painted()
    await Promise.resolve()
    waiting.pass(0)
    expect(waiting.added).toEqual([...PRELOADS, ...SCRIPTS])

    // A preview that never paints: the scripts run after the wait, once.
    const stuck = load(new Promise<void>(() => undefined))
    stuck.pass(0)
    expect(stuck.added).toEqual(PRELOADS)
    stuck.pass(1000)
    expect(stuck.added).toEqual([...PRELOADS, ...SCRIPTS])

    // No boot preview at all: at once (a script added stops the preloading).
    const none = load(undefined)
    none.pass(0)
    expect(none.added).toEqual(['preload /js/a.js', ...SCRIPTS])
  })
})

describe('rem script', () => {
  it('sets the root font size from the viewport\'s width, pxtransform\'s 20 px × 2 / deviceRatio at the design width, capped', () => {
    const run = (clientWidth: number) => {
      const root = { clientWidth, style: { fontSize: '' } }
      const window = { document: { documentElement: root }, innerWidth: clientWidth, addEventListener () {} }
      vm.runInContext(remScript(375, { 375: 2 }), vm.createContext({ window, setTimeout () {} }))
      return root.style.fontSize
    }
    expect(run(375)).toBe('20px')
    expect(run(430)).toBe(`${(20 * 430) / 375}px`)
    expect(run(1200)).toBe('40px')
  })
})
