import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { APP_ID_ENV, QA_LOGIN_PAGE, qaLoginEnabled, settleSignalEnabled } from './env'
import ts from 'typescript'
import type * as Constants from '../src/services/constants'
import type * as Prefetch from '../src/services/prefetch'
import type * as Keys from '../src/stores/keys'
import type * as Batches from '../src/renderer/batches'
import type * as ViewportRem from '../src/platform/viewportRem'
import { readBlockMetas, readFirstScreens } from './blocks'
import { resolveExtensions } from './extensions'

/**
 * A module of src/ that imports nothing, compiled here (to ES2017, as the H5 targets run it) because Taro's config loader compiles config/ only.
 * index.html's first page call is built from the app's own constants and code, never a copy of them.
 * The compiled file goes to .tmp/source-modules (named by its content, so builds side by side never
 * overwrite one another's) and is loaded with `require`, like any other module of the build.
 */
function sourceModule<T> (file: string): T {
  const code = ts.transpileModule(readFileSync(path.resolve(__dirname, '..', file), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2017, removeComments: true }
  }).outputText
  const dir = path.resolve(__dirname, '..', '.tmp', 'source-modules')
  const compiled = path.join(dir, `${path.basename(file, '.ts')}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`)
  if (!existsSync(compiled)) {
    mkdirSync(dir, { recursive: true })
    // Written whole under another name, then renamed: a build running alongside never reads half a file.
    writeFileSync(`${compiled}.${process.pid}`, code)
    renameSync(`${compiled}.${process.pid}`, compiled)
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(compiled) as T
}

/**
 * One config for every target. `TARO_ENV` is the build type; the HarmonyOS
 * webview bundle is built by the harmony-hybrid platform plugin but lands in
 * `dist/harmony` so every target's folder is named by what QA opens.
 */
const target = process.env.TARO_ENV === 'harmony-hybrid' ? 'harmony' : (process.env.TARO_ENV ?? 'h5')
const isMiniTarget = ['weapp', 'alipay', 'tt', 'meituan'].includes(target)
/** `BENCH_BLANK=1` builds the load bench's blank reference app (bench/blank) into dist/blank instead. */
const benchBlank = process.env.BENCH_BLANK === '1'
/** The longest the app's scripts wait for the boot preview's images to paint (a slow config or image). */
const BOOT_PAINT_WAIT_MS = 1000
/** `BUILD_OUTPUT` puts a build elsewhere (build-all's release-settings check build); default dist/<target>. */
const outputRoot = path.resolve(__dirname, '..', process.env.BUILD_OUTPUT || (benchBlank ? 'dist/blank' : `dist/${target}`))

// Vendor devtools project files Taro does not copy by itself (Alipay has none in Taro).
const vendorProjectFiles: Record<string, { from: string, to: string }[]> = {
  alipay: [{ from: 'project.alipay.json', to: path.join(path.relative(path.resolve(__dirname, '..'), outputRoot), 'mini.project.json') }],
  tt: [{ from: 'project.tt.json', to: path.join(path.relative(path.resolve(__dirname, '..'), outputRoot), 'project.tt.json') }]
}

/**
 * npm packages shipped in newer syntax than the hosts run (valibot: ES2020). Babel transpiles them
 * with the app's own code, to ES2017 for mini-programs and to the browserslist for H5.
 */
const transpiledPackages = [(file: string) => /node_modules[\\/]valibot[\\/]/.test(file)]

/**
 * Per-target files (`*.weapp.ts`, `*.h5.tsx`, …) are picked by Taro's own resolver, which webpack's
 * persistent cache does not track: adding or removing one must start a fresh cache, or the build
 * keeps resolving to the old file. The cache is named after the list of those files.
 */
function perTargetFilesKey (): string {
  const root = path.resolve(__dirname, '..', 'src')
  const found = (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => /\.(weapp|alipay|tt|meituan|h5|harmony-hybrid)\.tsx?$/.test(f))
    .sort()
  return createHash('sha1').update(found.join('\n')).digest('hex').slice(0, 10)
}

/**
 * Writes the app id from `TARO_APP_ID_<TARGET>` into the devtools project file(s) Taro emitted for this
 * target (Taro writes project.config.json before webpack runs; tt's project.tt.json is copied in the
 * emit), so QA can open a build under their own app id. Unset: the file's own (tourist/test) id stays.
 */
class ProjectAppId {
  apply (compiler: { hooks: { afterEmit: { tap: (name: string, fn: () => void) => void } } }) {
    compiler.hooks.afterEmit.tap('project-app-id', () => {
      const appId = process.env[APP_ID_ENV[target] ?? '']
      if (!appId) return
      for (const name of ['project.config.json', 'project.tt.json', 'mini.project.json']) {
        const file = path.join(outputRoot, name)
        if (!existsSync(file)) continue
        const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
        // Alipay's mini.project.json has no app id field: its devtools bind the app when a project is opened.
        if (!('appid' in json)) continue
        json.appid = appId
        writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
      }
    })
  }
}

interface HtmlTag { tagName: string, voidTag: boolean, attributes: Record<string, string | boolean>, innerHTML?: string, meta?: Record<string, unknown> }
interface HtmlHooks { alterAssetTagGroups: { tap: (name: string, fn: (data: { headTags: HtmlTag[], bodyTags: HtmlTag[] }) => unknown) => void } }

/**
 * What the H5 page needs first, in index.html: the first page call started at once, with the blocks' chunk
 * files so that script can preload a page's blocks as soon as its config names them
 * (src/services/prefetch.ts), and the entry's scripts started after the first frame. The load bench
 * measures what it buys.
 */
class CampaignHtml {
  apply (compiler: { hooks: { compilation: { tap: (name: string, fn: (compilation: WebpackCompilation) => void) => void } } }) {
    const runner = require.resolve('@tarojs/webpack5-runner')
    // The html-webpack-plugin Taro itself uses: its hooks are per module instance.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [runner] })) as { getHooks: (compilation: unknown) => HtmlHooks }
    compiler.hooks.compilation.tap('campaign-html', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('campaign-html', (data) => {
        const metas = readBlockMetas()
        // Each kind's files: those of the block chunk holding its folder's index (a kind's meta.ts may put it
        // in a chunk with others), after those of any chunk its import() loads with it (its chunk group:
        // webpack may split code that several block chunks share into a chunk of its own).
        const kindChunks: Record<string, string[]> = {}
        for (const chunk of compilation.chunks) {
          if (!chunk.name?.startsWith('block-')) continue
          const withIt = [...chunk.groupsIterable].flatMap((group) => group.chunks).filter((c) => c !== chunk)
          const files = [...new Set([...withIt.flatMap((c) => [...c.files]), ...chunk.files])]
          for (const source of compilation.chunkGraph.getChunkModules(chunk).flatMap(sourcesOf)) {
            const kind = /^src\/blocks\/(\w+)\/index\.tsx?$/.exec(source)?.[1]
            if (kind) kindChunks[kind] = files
          }
        }
        checkChunkStyles(compilation)
        const unmapped = metas.map((meta) => meta.kind).filter((kind) => !kindChunks[kind])
        if (unmapped.length) throw new Error(`campaign-html: no block chunk holds the kinds ${unmapped.join(', ')}`)
        const { APP_ID, CITY_LOCATE_PATH, MAX_ANSWER_BYTES, PAGE_PATHS, PAGE_PLATFORM, PRICE_LIST_PATH } = sourceModule<typeof Constants>('src/services/constants.ts')
        const { AGENT_COOKIE, CITY_COOKIES, DEFAULT_AGENT, TOKEN_COOKIE } = sourceModule<typeof Keys>('src/stores/keys.ts')
        const { BOOT_BLOCKS_GLOBAL, BOOT_PAINT_GLOBAL, PREFETCH_GLOBAL, bootPreviewOf, firstScreenContext, startPrefetch } = sourceModule<typeof Prefetch>('src/services/prefetch.ts')
        const { WEB_PAGE_BATCHES } = sourceModule<typeof Batches>('src/renderer/batches.ts')
        // Each kind's first-screen hints (blocks/<kind>/firstScreen.ts), as an object literal of their functions' source.
        const hints = `{${readFirstScreens<Prefetch.FirstScreenHints>().map(({ kind, hints }) => `${JSON.stringify(kind)}:{${
          Object.entries(hints).filter(([, fn]) => typeof fn === 'function').map(([name, fn]) => `${name}:${String(fn)}`).join(',')
        }}`).join(',')}}`
        const config: Prefetch.PrefetchConfig = {
          global: PREFETCH_GLOBAL,
          paintGlobal: BOOT_PAINT_GLOBAL,
          blocksGlobal: BOOT_BLOCKS_GLOBAL,
          base: (process.env.TARO_APP_API_BASE || '').replace(/\/+$/, ''),
          appId: APP_ID,
          defaultAgent: DEFAULT_AGENT,
          platform: PAGE_PLATFORM,
          paths: { release: PAGE_PATHS.release, preview: PAGE_PATHS.preview, locate: CITY_LOCATE_PATH, prices: PRICE_LIST_PATH },
          cookies: { token: TOKEN_COOKIE, agent: AGENT_COOKIE, cityId: CITY_COOKIES.id },
          kindChunks,
          floatingKinds: metas.filter((meta) => meta.floating).map((meta) => meta.kind),
          firstBatch: WEB_PAGE_BATCHES.first,
          publicPath: '/',
          maxAnswerBytes: MAX_ANSWER_BYTES
        }
        // The entry's scripts start after the boot screen's first frame: the first paint waits for the HTML
        // only, not for any script download.
        const isScript = (tag: HtmlTag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string'
        const entry = [...data.headTags, ...data.bodyTags].filter(isScript).map((tag) => String(tag.attributes.src))
        data.headTags = data.headTags.filter((tag) => !isScript(tag))
        data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag))
        // Every script downloads from the first frame on (at low priority: the first image goes first); they
        // run, in order and each in a task of its own (BootSteps), once the boot preview has painted
        // (BOOT_PAINT_GLOBAL), or after BOOT_PAINT_WAIT_MS at most.
        // Each preload link and each script element is added in a task of its own: adding one starts a request
        // on the main thread, and while the page loads a task waits for a core (on the load bench's two cores,
        // the seven links in one task took 30 to 50 ms for 6 to 8 ms of work: blocking time). `async=false`
        // keeps the scripts running in order whenever each is added. A script added stops the preloading.
        const loader = `(function(e,g,w){function go(){var ran=false,p=0;(function preload(){if(ran||p>=e.length)return;var l=document.createElement('link');l.rel='preload';l.as='script';l.href=e[p++];l.setAttribute('fetchpriority','low');document.head.appendChild(l);setTimeout(preload,0)})();function run(){if(ran)return;ran=true;var r=0;(function add(){if(r>=e.length)return;var s=document.createElement('script');s.src=e[r++];s.async=false;document.head.appendChild(s);setTimeout(add,0)})()}var gate=window[g];if(gate&&typeof gate.then==='function'){gate.then(run,run);setTimeout(run,w)}else run()}typeof requestAnimationFrame==='function'?requestAnimationFrame(function(){setTimeout(go,0)}):setTimeout(go,0)})(${JSON.stringify(entry)},${JSON.stringify(BOOT_PAINT_GLOBAL)},${BOOT_PAINT_WAIT_MS})`
        const prefetch: HtmlTag = { tagName: 'script', voidTag: false, attributes: {}, innerHTML: `(${startPrefetch.toString()})(${JSON.stringify(config)},${hints},${bootPreviewOf.toString()},${firstScreenContext.toString()})` }
        const load: HtmlTag = { tagName: 'script', voidTag: false, attributes: {}, innerHTML: loader }
        // The entry's stylesheets (the app's and the campaign page's, 2.5 KB) go inline: as links they would hold
        // the first paint for a round trip (the load bench's render-blocking resource).
        data.headTags = data.headTags.map((tag) => {
          const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href ?? '') : ''
          const css = href ? compilation.assets?.[href.replace(/^\//, '')]?.source() : undefined
          return css === undefined ? tag : { tagName: 'style', voidTag: false, attributes: {}, innerHTML: String(css) }
        })
        data.headTags.unshift(prefetch)
        data.bodyTags.push(load)
        return data
      })
    })
  }
}

/**
 * The H5 entry's work, split into tasks (the load bench's Total Blocking Time counts each long task's time
 * over 50 ms, at 4× CPU). Taro's entry (generated from src/app.config.ts) evaluates every module it imports,
 * creates the app and router, then runs the campaign page's module, all in one script task: 60–90 ms on
 * the bench's machine. Each file in src/boot is an entry of its own, in this order, each depending on the
 * one before it (webpack `dependOn`), so each runs in its own script task and leaves only the app's creation
 * to Taro's entry. A step imports exactly what the entry itself imports, in the entry's order, so the
 * modules run in the order they always did; the build fails if a step imports anything the entry does not.
 */
const BOOT_STEPS = ['taro', 'react', 'page'] as const

interface EntryDescription { import?: string[], dependOn?: string[] }
interface BootCompilation {
  entries: Map<string, { dependencies: unknown[] }>
  moduleGraph: { getModule (dep: unknown): BootModule | null, getOutgoingConnections (m: BootModule): Iterable<{ module: BootModule | null, dependency?: { sourceOrder?: number } }> }
  errors: Error[]
  hooks: { finishModules: { tap: (name: string, fn: () => void) => void } }
}
interface BootModule { resource?: string, identifier (): string }

class BootSteps {
  apply (compiler: {
    options: { entry: Record<string, EntryDescription> }
    webpack: { WebpackError: new (message: string) => Error }
    hooks: { compilation: { tap: (name: string, fn: (compilation: BootCompilation) => void) => void } }
  }) {
    const { app, ...rest } = compiler.options.entry
    if (!app) throw new Error('boot-steps: the build has no `app` entry')
    const entry: Record<string, EntryDescription> = {}
    let before: string | undefined
    for (const step of BOOT_STEPS) {
      entry[`boot-${step}`] = { import: [path.resolve(__dirname, '../src/boot', `${step}.ts`)], ...(before ? { dependOn: [before] } : {}) }
      before = `boot-${step}`
    }
    entry.app = { ...app, dependOn: [before!] }
    compiler.options.entry = { ...entry, ...rest }

    compiler.hooks.compilation.tap('boot-steps', (compilation) => {
      compilation.hooks.finishModules.tap('boot-steps', () => {
        const graph = compilation.moduleGraph
        const entryModule = (name: string) => {
          const dependency = compilation.entries.get(name)?.dependencies[0]
          return dependency ? graph.getModule(dependency) : null
        }
        const bootDir = path.resolve(__dirname, '../src/boot')
        // In source order: an import statement's dependency carries its place; an `import()` comes after them.
        const importsOf = (m: BootModule): BootModule[] => [...graph.getOutgoingConnections(m)]
          .map((c, i) => ({ c, at: c.dependency?.sourceOrder ?? Number.MAX_SAFE_INTEGER, i }))
          .sort((a, b) => a.at - b.at || a.i - b.i)
          .map(({ c }) => c.module)
          .filter((x): x is BootModule => x !== null)
          // A step's own helper files (platform.h5.ts) stand for what they import.
          .flatMap((x) => x.resource?.startsWith(bootDir + path.sep) ? importsOf(x) : [x])
        const appModule = entryModule('app')
        if (!appModule) return
        const name = (m: BootModule) => path.relative(path.resolve(__dirname, '..'), m.resource ?? m.identifier())
        const fail = (message: string) => compilation.errors.push(new compiler.webpack.WebpackError(`boot-steps: ${message}`))
        // The entry's imports in its order (a module imported for several names counts where it first is).
        const order = [...new Set(importsOf(appModule).map((m) => m.identifier()))]
        let last = -1
        let lastName = ''
        for (const step of BOOT_STEPS) {
          const stepModule = entryModule(`boot-${step}`)
          if (!stepModule) continue
          for (const m of new Set(importsOf(stepModule))) {
            const at = order.indexOf(m.identifier())
            if (at < 0) fail(`src/boot/${step}.ts imports ${name(m)}, which the app's entry does not import`)
            else if (at < last) fail(`src/boot/${step}.ts imports ${name(m)} after ${lastName}; the app's entry imports it before`)
            else if (at > last) { last = at; lastName = name(m) }
          }
        }
      })
    })
  }
}

/**
 * The styles of the blocks' code ride in their chunk's script on H5 (style-loader puts them in a `<style>`
 * when the chunk runs, before its block renders) instead of a stylesheet of each block chunk: a stylesheet
 * is one more request, a preload link in index.html's prefetch and a link webpack adds, each a main-thread
 * task and a style recalculation while the page loads (the load bench's blocking time). The first route's
 * styles stay extracted: index.html carries them inline, for the first paint. Which those are is this list;
 * the build fails if a block chunk still has a stylesheet or a first-route chunk a style in its script.
 */
const FIRST_ROUTE_STYLES = ['src/app.scss', 'src/pages/', 'src/renderer/', 'src/ui/Dialog/', 'src/ui/LoadingMask/', 'src/ui/LoginWall/', 'src/ui/Placeholder/', 'src/ui/RatioImage/']
/** A style of src/ (its path from the project root) that only block chunks import (see FIRST_ROUTE_STYLES). */
function isChunkStyle (source: string): boolean {
  return source.startsWith('src/') && !FIRST_ROUTE_STYLES.some((prefix) => source === prefix || (prefix.endsWith('/') && source.startsWith(prefix)))
}
const isChunkStyleFile = (file: string): boolean => isChunkStyle(sourcePath(file))
/** A style file, as webpack's rules and the check below see it. */
const STYLE_FILE = /\.(css|scss|sass)(\?.*)?$/

/** The build fails where FIRST_ROUTE_STYLES and what the chunks import disagree. */
function checkChunkStyles (compilation: WebpackCompilation): void {
  // An extracted style is a module of type css/mini-extract, named by its request (loaders!file|…).
  const sourcesWithSheets = (m: WebpackModule): string[] => m.type === 'css/mini-extract'
    ? [sourcePath(/([^!]+?)\|/.exec(m.identifier?.().split('!').pop() ?? '')?.[1] ?? '')]
    : sourcesOf(m)
  const stylesOf = (chunk: WebpackChunk) => [...new Set(compilation.chunkGraph.getChunkModules(chunk).flatMap(sourcesWithSheets))]
    .filter((source) => source.startsWith('src/') && STYLE_FILE.test(source))
  for (const chunk of compilation.chunks) {
    if (chunk.name?.startsWith('block-')) {
      const extracted = stylesOf(chunk).filter((source) => !isChunkStyle(source))
      if (extracted.length || [...chunk.files].some((f) => f.endsWith('.css'))) throw new Error(`chunk-styles: the block chunk ${chunk.name} has a stylesheet (${extracted.join(', ')}): a style only block chunks import is listed in FIRST_ROUTE_STYLES (config/index.ts); take it off the list`)
    } else if (chunk.canBeInitial()) {
      const inScript = stylesOf(chunk).filter(isChunkStyle)
      if (inScript.length) throw new Error(`chunk-styles: the first route's chunk ${chunk.name ?? String(chunk.id)} carries ${inScript.join(', ')} in its script, not in index.html: add it to FIRST_ROUTE_STYLES (config/index.ts)`)
    }
  }
}

interface StyleRule {
  after (name: string): StyleRule
  exclude: { add (condition: (file: string) => boolean): unknown }
  test (condition: RegExp): StyleRule
  include: { add (condition: (file: string) => boolean): { end (): StyleRule } }
  use (name: string): { loader (path: string): { options (options: object): unknown } }
  before (name: string): StyleRule
}
function chunkStylesInScripts (chain: { module: { rule (name: string): StyleRule } }): void {
  // Taro's H5 rules: `customStyle` puts a style of the app through mini-css-extract-plugin's loader, `css`
  // (after it) through css-loader; a rule placed between them puts style-loader first instead.
  const runner = require.resolve('@tarojs/webpack5-runner')
  chain.module.rule('customStyle').exclude.add(isChunkStyleFile)
  chain.module.rule('chunkStyle').test(STYLE_FILE).include.add(isChunkStyleFile).end()
    .before('css')
    .use('style-loader').loader(require.resolve('style-loader', { paths: [runner] })).options({})
  // Minified as the extracted stylesheets are (css-minimizer-webpack-plugin minifies only .css files): cssnano
  // after Taro's postcss (px to rem, prefixes), before css-loader turns the style into a string of the script.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cssnano = require(require.resolve('cssnano', { paths: [runner] })) as (options: object) => unknown
  chain.module.rule('chunkStyleMinify').test(STYLE_FILE).include.add(isChunkStyleFile).end()
    .after('css')
    .use('cssnano').loader(require.resolve('postcss-loader', { paths: [runner] })).options({ postcssOptions: { plugins: [cssnano({ preset: 'default' })] } })
}

interface WebpackModule { resource?: string, modules?: WebpackModule[], type?: string, identifier? (): string }
interface WebpackChunk { files: Set<string>, name?: string | null, id?: string | number | null, canBeInitial (): boolean, groupsIterable: Iterable<{ chunks: WebpackChunk[] }> }
interface WebpackCompilation {
  chunks: Set<WebpackChunk>
  assets?: Record<string, { source (): string | Buffer }>
  chunkGraph: { getChunkModules (chunk: WebpackChunk): WebpackModule[] }
}

/**
 * The first route's scripts open with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`: Chromium
 * (136 and later: Android WebView, HarmonyOS's and WeChat's Chromium-based webviews) then compiles their
 * functions on the thread that streams each script in, rather than one at a time on the main thread when
 * the page first calls them. Other engines read a comment. Only the scripts every page runs at start: a
 * block's chunk may be fetched for a kind the page shows later or never. Added after minification (which
 * drops comments) and before the content hashes are computed, so a file's name still follows its bytes.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

class CompileHints {
  apply (compiler: {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }, sources: { ConcatSource: new (...parts: unknown[]) => unknown } }
    hooks: { thisCompilation: { tap: (name: string, fn: (compilation: HintCompilation) => void) => void } }
  }) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
          }
        }
      })
    })
  }
}

interface HintCompilation {
  chunks: Set<WebpackChunk>
  hooks: { processAssets: { tap: (options: { name: string, stage: number }, fn: () => void) => void } }
  updateAsset (file: string, update: (source: unknown) => unknown): void
}

/** A file's path from the project root, with forward slashes (`src/ui/Price/index.scss`). */
function sourcePath (file: string): string {
  return path.relative(path.resolve(__dirname, '..'), file).split(path.sep).join('/')
}

/** The source files a module was built from (a concatenated module holds several), relative to the project. */
function sourcesOf (m: WebpackModule): string[] {
  return m.modules ? m.modules.flatMap(sourcesOf) : m.resource ? [sourcePath(m.resource.split('?')[0])] : []
}

/** Writes which source modules each output chunk holds (see the h5 config below). */
class ChunkManifest {
  apply (compiler: { hooks: { afterEmit: { tap: (name: string, fn: (compilation: WebpackCompilation) => void) => void } } }) {
    compiler.hooks.afterEmit.tap('chunk-manifest', (compilation) => {
      const root = path.resolve(__dirname, '..')
      const chunks = [...compilation.chunks].map((chunk) => ({
        id: chunk.id,
        name: chunk.name ?? null,
        initial: chunk.canBeInitial(),
        files: [...chunk.files].filter((f) => f.endsWith('.js')),
        modules: [...new Set(compilation.chunkGraph.getChunkModules(chunk).flatMap(sourcesOf))].sort()
      }))
      mkdirSync(path.join(root, '.tmp'), { recursive: true })
      // Named after the output folder: h5, harmony, blank.
      writeFileSync(path.join(root, '.tmp', `${path.basename(outputRoot)}-chunks.json`), JSON.stringify(chunks, null, 1))
    })
  }
}

/**
 * index.html's rem script, in place of Taro's H5 and harmony-hybrid ones (index.html reads it as
 * `htmlWebpackPlugin.options.remScript`): the design scale follows the viewport's width, capped at 750, on every
 * load, resize and rotation (src/platform/viewportRem.ts). Its rem at the design width is pxtransform's:
 * baseFontSize (20, its default: none is configured) × 2 / deviceRatio[designWidth].
 */
function remScript (designWidth: number, deviceRatio: Record<number, number>): string {
  const { LATE_RESIZE_MS, MAX_SCALED_WIDTH, setRootFontSize } = sourceModule<typeof ViewportRem>('src/platform/viewportRem.ts')
  const options: ViewportRem.RootFontOptions = { designWidth, remAtDesign: (20 * 2) / deviceRatio[designWidth], maxWidth: MAX_SCALED_WIDTH, lateMs: LATE_RESIZE_MS }
  return `(${setRootFontSize.toString()})(window,${JSON.stringify(options)})`
}

export default defineConfig<'webpack5'>((merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'campaign-page',
    date: '2026-11-21',
    // The spec's design width: 375, scaled up to at most 750 on wide screens.
    designWidth: 375,
    deviceRatio: {
      375: 2,
      640: 2.34 / 2,
      750: 1,
      828: 1.81 / 2
    },
    sourceRoot: benchBlank ? 'bench/blank/src' : 'src',
    outputRoot: path.relative(path.resolve(__dirname, '..'), outputRoot),
    plugins: [
      '@tarojs/plugin-platform-harmony-hybrid',
      path.resolve(__dirname, '..', 'plugins/platform-meituan/index.js'),
      // Mini-program builds for the local emulator carry the QA login page (config/env.ts).
      [path.resolve(__dirname, '..', 'plugins/qa-login/index.js'), { enabled: isMiniTarget && qaLoginEnabled(), page: QA_LOGIN_PAGE }]
    ],
    alias: {
      '@': path.resolve(__dirname, '..', 'src')
    },
    defineConstants: {
      // Whether this build carries the QA login page (config/env.ts).
      QA_LOGIN: JSON.stringify(isMiniTarget && qaLoginEnabled()),
      // Whether this build carries the page's settle signal for browser tests (config/env.ts).
      SETTLE_SIGNAL: JSON.stringify(settleSignalEnabled())
    },
    copy: {
      patterns: vendorProjectFiles[target] ?? [],
      options: {}
    },
    framework: 'react',
    compiler: 'webpack5',
    cache: {
      // Persistent webpack cache: rebuilds drop from ~10 s to ~3 s. Off in CI, where every clone is cold,
      // and off for mini-programs: a warm cache there was seen to drop Taro's custom-wrapper component
      // from the bundle (countdown ticks then go through the page's setData), so they always build cold.
      enable: !process.env.CI && !isMiniTarget && process.env.SOURCE_MAP !== '1',
      name: `${process.env.NODE_ENV}-${process.env.TARO_ENV}-${benchBlank ? 'blank' : qaLoginEnabled() ? 'qa' : 'noqa'}-${perTargetFilesKey()}`
    },
    mini: {
      compile: { include: transpiledPackages },
      webpackChain (chain) {
        chain.plugin('project-app-id').use(ProjectAppId)
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false }
      }
    },
    h5: {
      compile: { include: transpiledPackages },
      // View, Text, Image, ScrollView, Button as plain React/HTML components (@tarojs/components-react)
      // rather than Stencil web components: less script to run before the first paint (the load bench).
      useHtmlComponents: true,
      // Every web build writes .tmp/<target>-chunks.json: each chunk's files, names and source modules. The
      // size report and the first-route test read it to tell what a page needs before it knows its blocks.
      webpackChain (chain) {
        // HarmonyOS: its own files, else the H5 ones, else the shared ones (config/extensions.ts).
        const extensions = resolveExtensions(process.env.TARO_ENV, chain.resolve.extensions.values())
        chain.resolve.extensions.clear().merge(extensions)
        chain.plugin('chunk-manifest').use(ChunkManifest)
        if (!benchBlank) chunkStylesInScripts(chain as unknown as Parameters<typeof chunkStylesInScripts>[0])
        if (!benchBlank) chain.plugin('campaign-html').use(CampaignHtml)
        // AB_WITHOUT=steps,hints builds without either, for the load bench's A/B (docs/performance.md).
        const without = (process.env.AB_WITHOUT || '').split(',')
        if (!benchBlank && !without.includes('steps')) chain.plugin('boot-steps').use(BootSteps)
        if (!benchBlank && !without.includes('hints')) chain.plugin('compile-hints').use(CompileHints)
      },
      publicPath: '/',
      // index.html's inline scripts (the first page call and the boot preview, the script loader) minified
      // with the rest of the page: it is the one file on the first paint's path (First Contentful Paint).
      htmlPluginOption: {
        minify: {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
          minifyCSS: true,
          minifyJS: { ecma: 2017, safari10: true }
        }
      },
      // `SOURCE_MAP=1` writes source maps beside the scripts (for profiling a build; releases ship none).
      enableSourceMap: process.env.SOURCE_MAP === '1',
      sourceMapType: 'source-map',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js'
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false }
      }
    }
  }
  if (baseConfig.h5?.htmlPluginOption) baseConfig.h5.htmlPluginOption.remScript = remScript(Number(baseConfig.designWidth), baseConfig.deviceRatio ?? {})
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
