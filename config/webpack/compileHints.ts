import type { WebpackChunk } from './types'

/**
 * The first route's scripts open with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`: Chromium
 * (136 and later: Android WebView, HarmonyOS's and WeChat's Chromium-based webviews) then compiles their
 * functions on the thread that streams each script in, rather than one at a time on the main thread when
 * the page first calls them. Other engines read a comment. Only the scripts every page runs at start: a
 * block's chunk may be fetched for a kind the page shows later or never. Added after minification (which
 * drops comments) and before the content hashes are computed, so a file's name still follows its bytes.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export interface HintCompilation {
  chunks: Set<WebpackChunk>
  hooks: { processAssets: { tap: (options: { name: string, stage: number }, fn: () => void) => void } }
  updateAsset (file: string, update: (source: unknown) => unknown): void
}

export class CompileHints {
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
