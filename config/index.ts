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
      enable: !process.env.CI
    },
    mini: {
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false }
      }
    },
    h5: {
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
