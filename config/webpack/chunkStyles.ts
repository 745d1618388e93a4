import { sourcePath, sourcesOf } from './sources'
import type { WebpackChunk, WebpackCompilation, WebpackModule } from './types'

/**
 * The styles of the blocks' code ride in their chunk's script on H5 (style-loader puts them in a `<style>`
 * when the chunk runs, before its block renders) instead of a stylesheet of each block chunk: a stylesheet
 * is one more request, a preload link in index.html's prefetch and a link webpack adds, each a main-thread
 * task and a style recalculation while the page loads (the load bench's blocking time). The first route's
 * styles stay extracted: index.html carries them inline, for the first paint. Which those are is this list;
 * the build fails if a block chunk still has a stylesheet or a first-route chunk a style in its script.
 */
export const FIRST_ROUTE_STYLES = ['src/app.scss', 'src/pages/', 'src/renderer/', 'src/ui/Dialog/', 'src/ui/LoadingMask/', 'src/ui/LoginWall/', 'src/ui/Placeholder/', 'src/ui/RatioImage/', 'src/ui/Tap/']
/** A style of src/ (its path from the project root) that only block chunks import (see FIRST_ROUTE_STYLES). */
export function isChunkStyle (source: string): boolean {
  return source.startsWith('src/') && !FIRST_ROUTE_STYLES.some((prefix) => source === prefix || (prefix.endsWith('/') && source.startsWith(prefix)))
}
const isChunkStyleFile = (file: string): boolean => isChunkStyle(sourcePath(file))
/** A style file, as webpack's rules and the check below see it. */
export const STYLE_FILE = /\.(css|scss|sass)(\?.*)?$/

/** The build fails where FIRST_ROUTE_STYLES and what the chunks import disagree. */
export function checkChunkStyles (compilation: WebpackCompilation): void {
  // An extracted style is a module of type css/mini-extract, named by its request (loaders!file|…).
  const sourcesWithSheets = (m: WebpackModule): string[] => m.type === 'css/mini-extract'
    ? [sourcePath(/([^!]+?)\|/.exec(m.identifier?.().split('!').pop() ?? '')?.[1] ?? '')]
    : sourcesOf(m)
  const stylesOf = (chunk: WebpackChunk) => [...new Set(compilation.chunkGraph.getChunkModules(chunk).flatMap(sourcesWithSheets))]
    .filter((source) => source.startsWith('src/') && STYLE_FILE.test(source))
  for (const chunk of compilation.chunks) {
    if (chunk.name?.startsWith('block-')) {
      const extracted = stylesOf(chunk).filter((source) => !isChunkStyle(source))
      if (extracted.length || [...chunk.files].some((f) => f.endsWith('.css'))) throw new Error(`chunk-styles: the block chunk ${chunk.name} has a stylesheet (${extracted.join(', ')}): a style only block chunks import is listed in FIRST_ROUTE_STYLES (config/webpack/chunkStyles.ts); take it off the list`)
    } else if (chunk.canBeInitial()) {
      const inScript = stylesOf(chunk).filter(isChunkStyle)
      if (inScript.length) throw new Error(`chunk-styles: the first route's chunk ${chunk.name ?? String(chunk.id)} carries ${inScript.join(', ')} in its script, not in index.html: add it to FIRST_ROUTE_STYLES (config/webpack/chunkStyles.ts)`)
    }
  }
}

export interface StyleRule {
  after (name: string): StyleRule
  exclude: { add (condition: (file: string) => boolean): unknown }
  test (condition: RegExp): StyleRule
  include: { add (condition: (file: string) => boolean): { end (): StyleRule } }
  use (name: string): { loader (path: string): { options (options: object): unknown } }
  before (name: string): StyleRule
}
export function chunkStylesInScripts (chain: { module: { rule (name: string): StyleRule } }): void {
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
