import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'

/**
 * One config for every target. `TARO_ENV` is the build type; the HarmonyOS
 * webview bundle is built by the harmony-hybrid platform plugin but lands in
 * `dist/harmony` so every target's folder is named by what QA opens.
 */
const target = process.env.TARO_ENV === 'harmony-hybrid' ? 'harmony' : (process.env.TARO_ENV ?? 'h5')

// Vendor devtools project files Taro does not copy by itself (Alipay has none in Taro).
const vendorProjectFiles: Record<string, { from: string, to: string }[]> = {
  alipay: [{ from: 'project.alipay.json', to: `dist/alipay/mini.project.json` }],
  tt: [{ from: 'project.tt.json', to: `dist/tt/project.tt.json` }]
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
    sourceRoot: 'src',
    outputRoot: `dist/${target}`,
    plugins: [
      '@tarojs/plugin-platform-harmony-hybrid',
      path.resolve(__dirname, '..', 'plugins/platform-meituan/index.js')
    ],
    alias: {
      '@': path.resolve(__dirname, '..', 'src')
    },
    defineConstants: {},
    copy: {
      patterns: vendorProjectFiles[target] ?? [],
      options: {}
    },
    framework: 'react',
    compiler: 'webpack5',
    cache: {
      // Persistent webpack cache: rebuilds drop from ~10 s to ~3 s. Off in CI, where every clone is cold.
      enable: !process.env.CI,
      name: `${process.env.NODE_ENV}-${process.env.TARO_ENV}-${perTargetFilesKey()}`
    },
    mini: {
      compile: { include: transpiledPackages },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false }
      }
    },
    h5: {
      compile: { include: transpiledPackages },
      // `BUNDLE_STATS=1 npm run build:h5` writes .tmp/h5-stats.json (modules per chunk) to see what a route weighs.
      webpackChain (chain) {
        if (!process.env.BUNDLE_STATS) return
        chain.plugin('stats-json').use(class StatsJson {
          apply (compiler: { hooks: { done: { tap: (name: string, fn: (stats: { toJson: (o: object) => unknown }) => void) => void } } }) {
            compiler.hooks.done.tap('stats-json', (stats) => {
              mkdirSync(path.resolve(__dirname, '..', '.tmp'), { recursive: true })
              writeFileSync(path.resolve(__dirname, '..', '.tmp', `${target}-stats.json`), JSON.stringify(stats.toJson({ all: false, chunks: true, modules: true, nestedModules: true, ids: true, modulesSpace: Infinity, nestedModulesSpace: Infinity })))
            })
          }
        })
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
