import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TerserPlugin from 'terser-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'
import { APP_ID_ENV, QA_LOGIN_PAGE, qaLoginEnabled, settleSignalEnabled } from './env'
import { resolveExtensions } from './extensions'
// The build's own webpack plugins, one a file, each with a test of what it emits.
import { BootSteps } from './webpack/bootSteps'
import { CampaignHtml } from './webpack/campaignHtml'
import { ChunkManifest } from './webpack/chunkManifest'
import { chunkStylesInScripts } from './webpack/chunkStyles'
import { CompileHints } from './webpack/compileHints'
import { ProjectAppId } from './webpack/projectAppId'
import { remScript } from './webpack/remScript'

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
 * The scripts are minified by swc instead of terser, with Taro's own terser options for each target (the
 * hosts' ES5 output and ASCII-only text, the web's kept function names). On two cores a build takes about a
 * third less time (h5 40 → 26 s, weapp 30 → 22 s alone) and the output is smaller (h5 first route 130.3 →
 * 124.5 KB brotli, weapp 980 → 968 KB), with no load difference an 8-round A/B could tell
 * (docs/performance.md). swc takes terser's option names but three: `output` is `format`, and `parse.ecma`
 * and `warnings` go.
 */
type TerserOptions = Record<string, unknown> & { output?: object, compress?: Record<string, unknown> | boolean }
interface MinimizerChain {
  optimization: {
    minimizers: { has: (name: string) => boolean }
    minimizer: (name: string) => { tap: (f: (args: Array<{ terserOptions?: TerserOptions }>) => unknown[]) => unknown }
  }
}
function minifyWithSwc (chain: MinimizerChain): void {
  if (!chain.optimization.minimizers.has('terserPlugin')) return
  chain.optimization.minimizer('terserPlugin').tap(([options]) => {
    const { output, warnings: _warnings, parse: _parse, compress, ...rest } = options.terserOptions ?? {}
    const swcCompress = typeof compress === 'object' ? (({ warnings: _w, ...c }) => c)(compress) : compress
    return [{ ...options, minify: TerserPlugin.swcMinify, terserOptions: { ...rest, compress: swcCompress, format: output } }]
  })
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
      // The hosts' accessibility attributes in the mini-program templates (docs/accessibility.md).
      path.resolve(__dirname, '..', 'plugins/a11y-attrs/index.js'),
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
        minifyWithSwc(chain as unknown as MinimizerChain)
        chain.plugin('project-app-id').use(ProjectAppId, [outputRoot, APP_ID_ENV[target]])
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
        // After pxtransform: text and line heights times the page root's --text-scale (the host's text size,
        // the elderly mode: docs/accessibility.md).
        './plugins/postcss-text-scale/index.js': { enable: true, config: {} }
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
        minifyWithSwc(chain as unknown as MinimizerChain)
        // HarmonyOS: its own files, else the H5 ones, else the shared ones (config/extensions.ts).
        const extensions = resolveExtensions(process.env.TARO_ENV, chain.resolve.extensions.values())
        chain.resolve.extensions.clear().merge(extensions)
        chain.plugin('chunk-manifest').use(ChunkManifest, [outputRoot, path.resolve(__dirname, '..', '.tmp')])
        if (!benchBlank) chunkStylesInScripts(chain as unknown as Parameters<typeof chunkStylesInScripts>[0])
        if (!benchBlank) chain.plugin('campaign-html').use(CampaignHtml, [process.env.TARO_APP_API_BASE || ''])
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
        cssModules: { enable: false },
        // After pxtransform: text and hit areas that hold in CSS px on a phone narrower than the design
        // (docs/accessibility.md; the plugin's comment). Its rem is remScript's (designWidth 375, deviceRatio 2:
        // 20 px); the a11y browser test at 320 px holds the two together.
        './plugins/postcss-floors/index.js': { enable: true, config: {} },
        // Then the visitor's text size, as in the mini-programs.
        './plugins/postcss-text-scale/index.js': { enable: true, config: {} }
      }
    }
  }
  if (baseConfig.h5?.htmlPluginOption) baseConfig.h5.htmlPluginOption.remScript = remScript(Number(baseConfig.designWidth), baseConfig.deviceRatio ?? {})
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
