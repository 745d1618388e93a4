import type * as Constants from '../../src/services/constants'
import type * as Boot from '../../src/firstScreen/contract'
import type * as Keys from '../../src/stores/keys'
import type * as Batches from '../../src/renderer/batches'
import { aliasesOf, readBlockMetas, readFirstScreens } from '../blocks'
import { checkChunkStyles } from './chunkStyles'
import { bootScript } from './bootScript'
import { sourceModule, sourcesOf } from './sources'
import type { HtmlHooks, HtmlTag, WebpackCompilation } from './types'

/** The longest the app's scripts wait for the boot preview's images to paint (a slow config or image). */
export const BOOT_PAINT_WAIT_MS = 1000

/**
 * Each kind's files: those of the block chunk holding its folder's index (a kind's meta.ts may put it in a
 * chunk with others), after those of any chunk its import() loads with it (its chunk group: webpack may
 * split code that several block chunks share into a chunk of its own).
 */
export function kindChunksOf (compilation: WebpackCompilation): Record<string, string[]> {
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
  return kindChunks
}

/**
 * The script that starts the entry's scripts. Every script downloads from the first frame on (at low
 * priority: the first image goes first); they run, in order and each in a task of its own (BootSteps), once
 * the boot preview has painted (`window[gateGlobal]`, a promise), or after `waitMs` at most.
 * Each preload link and each script element is added in a task of its own: adding one starts a request
 * on the main thread, and while the page loads a task waits for a core (on the load bench's two cores,
 * the seven links in one task took 30 to 50 ms for 6 to 8 ms of work: blocking time). `async=false`
 * keeps the scripts running in order whenever each is added. A script added stops the preloading.
 */
export function scriptLoader (entry: readonly string[], gateGlobal: string, waitMs: number): string {
  return `(function(e,g,w){function go(){var ran=false,p=0;(function preload(){if(ran||p>=e.length)return;var l=document.createElement('link');l.rel='preload';l.as='script';l.href=e[p++];l.setAttribute('fetchpriority','low');document.head.appendChild(l);setTimeout(preload,0)})();function run(){if(ran)return;ran=true;var r=0;(function add(){if(r>=e.length)return;var s=document.createElement('script');s.src=e[r++];s.async=false;document.head.appendChild(s);setTimeout(add,0)})()}var gate=window[g];if(gate&&typeof gate.then==='function'){gate.then(run,run);setTimeout(run,w)}else run()}typeof requestAnimationFrame==='function'?requestAnimationFrame(function(){setTimeout(go,0)}):setTimeout(go,0)})(${JSON.stringify(entry)},${JSON.stringify(gateGlobal)},${waitMs})`
}

export interface HeadAndBody { headTags: HtmlTag[], bodyTags: HtmlTag[] }

/**
 * index.html's tags rewritten: the entry's script tags taken out and started by `loader(entry)` at the end
 * of the body (the first paint waits for the HTML only, not for any script download); `prefetch` first in
 * the head; the entry's stylesheets (the app's and the campaign page's, 2.5 KB) inline, as links they would
 * hold the first paint for a round trip (the load bench's render-blocking resource).
 */
export function rewriteTags (data: HeadAndBody, prefetch: string, loader: (entry: string[]) => string, assets: WebpackCompilation['assets']): HeadAndBody {
  const isScript = (tag: HtmlTag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string'
  const entry = [...data.headTags, ...data.bodyTags].filter(isScript).map((tag) => String(tag.attributes.src))
  const inline = (tag: HtmlTag): HtmlTag => {
    const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href ?? '') : ''
    const css = href ? assets?.[href.replace(/^\//, '')]?.source() : undefined
    return css === undefined ? tag : { tagName: 'style', voidTag: false, attributes: {}, innerHTML: String(css) }
  }
  const script = (innerHTML: string): HtmlTag => ({ tagName: 'script', voidTag: false, attributes: {}, innerHTML })
  return {
    headTags: [script(prefetch), ...data.headTags.filter((tag) => !isScript(tag)).map(inline)],
    bodyTags: [...data.bodyTags.filter((tag) => !isScript(tag)), script(loader(entry))]
  }
}

/**
 * What the H5 page needs first, in index.html: the first page call started at once, with the blocks' chunk
 * files so that script can preload a page's blocks as soon as its config names them
 * (src/firstScreen/start.ts, bundled by bootScript.ts), and the entry's scripts started after the first frame. The load bench
 * measures what it buys. `apiBase`: the gateway's origin ('' calls the page's own).
 */
export class CampaignHtml {
  constructor (private readonly apiBase: string) {}

  apply (compiler: { hooks: { compilation: { tap: (name: string, fn: (compilation: WebpackCompilation) => void) => void } } }) {
    const runner = require.resolve('@tarojs/webpack5-runner')
    // The html-webpack-plugin Taro itself uses: its hooks are per module instance.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [runner] })) as { getHooks: (compilation: unknown) => HtmlHooks }
    compiler.hooks.compilation.tap('campaign-html', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('campaign-html', (data) => {
        const metas = readBlockMetas()
        const kindChunks = kindChunksOf(compilation)
        checkChunkStyles(compilation)
        const unmapped = metas.map((meta) => meta.kind).filter((kind) => !kindChunks[kind])
        if (unmapped.length) throw new Error(`campaign-html: no block chunk holds the kinds ${unmapped.join(', ')}`)
        // A config may name a kind by an alias (its meta.ts): the same files, floating and hints as the kind.
        const aliases = aliasesOf(metas)
        for (const [alias, kind] of aliases) kindChunks[alias] = kindChunks[kind]
        const floating = metas.filter((meta) => meta.floating).map((meta) => meta.kind)
        const { APP_ID, CITY_LOCATE_PATH, MAX_ANSWER_BYTES, PAGE_PATHS, PAGE_PLATFORM, PRICE_LIST_PATH } = sourceModule<typeof Constants>('src/services/constants.ts')
        const { AGENT_COOKIE, CITY_COOKIES, DEFAULT_AGENT, TOKEN_COOKIE } = sourceModule<typeof Keys>('src/stores/keys.ts')
        const { BOOT_PAINT_GLOBAL } = sourceModule<typeof Boot>('src/firstScreen/contract.ts')
        const { WEB_PAGE_BATCHES } = sourceModule<typeof Batches>('src/renderer/batches.ts')
        const config: Boot.PrefetchConfig = {
          base: this.apiBase.replace(/\/+$/, ''),
          appId: APP_ID,
          defaultAgent: DEFAULT_AGENT,
          platform: PAGE_PLATFORM,
          paths: { release: PAGE_PATHS.release, preview: PAGE_PATHS.preview, locate: CITY_LOCATE_PATH, prices: PRICE_LIST_PATH },
          cookies: { token: TOKEN_COOKIE, agent: AGENT_COOKIE, cityId: CITY_COOKIES.id },
          kindChunks,
          floatingKinds: [...floating, ...aliases.filter(([, kind]) => floating.includes(kind)).map(([alias]) => alias)],
          firstBatch: WEB_PAGE_BATCHES.first,
          publicPath: '/',
          maxAnswerBytes: MAX_ANSWER_BYTES
        }
        // Each kind's first-screen hints (blocks/<kind>/firstScreen.ts), by the names its file exports.
        const kinds = readFirstScreens<Record<string, unknown>>().map(({ kind, hints }) => ({ kind, names: Object.keys(hints).filter((name) => typeof hints[name] === 'function') }))
        const withAliases = [...kinds, ...aliases.flatMap(([alias, kind]) => kinds.filter((k) => k.kind === kind).map((k) => ({ ...k, as: alias })))]
        const prefetch = bootScript(config, withAliases)
        const rewritten = rewriteTags(data, prefetch, (entry) => scriptLoader(entry, BOOT_PAINT_GLOBAL, BOOT_PAINT_WAIT_MS), compilation.assets)
        data.headTags = rewritten.headTags
        data.bodyTags = rewritten.bodyTags
        return data
      })
    })
  }
}
