/**
 * index.html's first-screen script (src/firstScreen/start.ts), bundled for the page: the app's own modules and each
 * block kind's first-screen hints (src/blocks/<kind>/firstScreen.ts) in one ES2017 script, run with the
 * build's config. esbuild bundles it (Taro's own toolchain carries it), synchronously, as the HTML is written.
 */
import path from 'node:path'
import { buildSync } from 'esbuild'
import type { PrefetchConfig } from '../../src/firstScreen/contract'
import { ROOT } from './sources'

/** A kind's hints: the kind and the names its firstScreen.ts exports; `as`: the config kind they serve, when an alias. */
export interface KindHints { kind: string, names: string[], as?: string }

/** The entry: the script's start, each kind's hints imported by name, and the call with the build's config. */
export function bootEntry (config: PrefetchConfig, kinds: KindHints[]): string {
  const imports = kinds.map(({ kind, names }, i) =>
    `import { ${names.map((name) => `${name} as h${i}_${name}`).join(', ')} } from './src/blocks/${kind}/firstScreen'`)
  const hints = kinds.map(({ kind, names, as }, i) => `${JSON.stringify(as ?? kind)}: { ${names.map((name) => `${name}: h${i}_${name}`).join(', ')} }`)
  return [
    "import { startPrefetch } from './src/firstScreen/start'",
    ...imports,
    `startPrefetch(${JSON.stringify(config)}, { ${hints.join(', ')} })`
  ].join('\n')
}

/** The script's text: one function scope (no global of its own), ES2017 (the H5 targets' floor). */
export function bootScript (config: PrefetchConfig, kinds: KindHints[]): string {
  const result = buildSync({
    stdin: { contents: bootEntry(config, kinds), resolveDir: ROOT, sourcefile: 'boot-entry.ts', loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2017',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    // Minified here as well as by the HTML minifier after it: esbuild's own pass knows the modules' scopes (some 160 bytes fewer).
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent'
  })
  return result.outputFiles[0].text.trim()
}
