import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { APP_ID_ENV, QA_LOGIN_PAGE, qaLoginEnabled } from './env'

/**
 * One config for every target. `TARO_ENV` is the build type; the HarmonyOS
 * webview bundle is built by the harmony-hybrid platform plugin but lands in
 * `dist/harmony` so every target's folder is named by what QA opens.
 */
const target = process.env.TARO_ENV === 'harmony-hybrid' ? 'harmony' : (process.env.TARO_ENV ?? 'h5')
const isMiniTarget = ['weapp', 'alipay', 'tt', 'meituan'].includes(target)
/** `BENCH_BLANK=1` builds the load bench's blank reference app (bench/blank) into dist/blank instead. */
const benchBlank = process.env.BENCH_BLANK === '1'
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

interface WebpackModule { resource?: string, modules?: WebpackModule[] }
interface WebpackChunk { files: Set<string>, name?: string | null, id?: string | number | null, canBeInitial (): boolean }
interface WebpackCompilation {
  chunks: Set<WebpackChunk>
  chunkGraph: { getChunkModules (chunk: WebpackChunk): WebpackModule[] }
}

/** Writes which source modules each output chunk holds (see the h5 config below). */
class ChunkManifest {
  apply (compiler: { hooks: { afterEmit: { tap: (name: string, fn: (compilation: WebpackCompilation) => void) => void } } }) {
    compiler.hooks.afterEmit.tap('chunk-manifest', (compilation) => {
      const root = path.resolve(__dirname, '..')
      const sources = (m: WebpackModule): string[] => (m.modules ? m.modules.flatMap(sources) : m.resource ? [path.relative(root, m.resource.split('?')[0])] : [])
      const chunks = [...compilation.chunks].map((chunk) => ({
        id: chunk.id,
        name: chunk.name ?? null,
        initial: chunk.canBeInitial(),
        files: [...chunk.files].filter((f) => f.endsWith('.js')),
        modules: [...new Set(compilation.chunkGraph.getChunkModules(chunk).flatMap(sources))].sort()
      }))
      mkdirSync(path.join(root, '.tmp'), { recursive: true })
      // Named after the output folder: h5, harmony, blank.
      writeFileSync(path.join(root, '.tmp', `${path.basename(outputRoot)}-chunks.json`), JSON.stringify(chunks, null, 1))
    })
  }
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
      QA_LOGIN: JSON.stringify(isMiniTarget && qaLoginEnabled())
    },
    copy: {
      patterns: vendorProjectFiles[target] ?? [],
      options: {}
    },
    framework: 'react',
    compiler: 'webpack5',
    cache: {
      // Persistent webpack cache: rebuilds drop from ~10 s to ~3 s. Off in CI, where every clone is cold.
      enable: !process.env.CI,
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
      // Every web build writes .tmp/<target>-chunks.json: each chunk's files, names and source modules. The
      // size report and the first-route test read it to tell what a page needs before it knows its blocks.
      webpackChain (chain) {
        chain.plugin('chunk-manifest').use(ChunkManifest)
      },
      publicPath: '/',
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
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
