/**
 * The little of webpack's and html-webpack-plugin's objects the build's plugins read, typed here: Taro's
 * runner brings webpack, and the config is compiled on its own, so its types are not at hand. A test
 * hands the plugins objects of these shapes.
 */
export interface WebpackModule { resource?: string, modules?: WebpackModule[], type?: string, identifier? (): string }
export interface WebpackChunk { files: Set<string>, name?: string | null, id?: string | number | null, canBeInitial (): boolean, groupsIterable: Iterable<{ chunks: WebpackChunk[] }> }
export interface WebpackCompilation {
  chunks: Set<WebpackChunk>
  assets?: Record<string, { source (): string | Buffer }>
  chunkGraph: { getChunkModules (chunk: WebpackChunk): WebpackModule[] }
}

export interface HtmlTag { tagName: string, voidTag: boolean, attributes: Record<string, string | boolean>, innerHTML?: string, meta?: Record<string, unknown> }
export interface HtmlHooks { alterAssetTagGroups: { tap: (name: string, fn: (data: { headTags: HtmlTag[], bodyTags: HtmlTag[] }) => unknown) => void } }

/** A compiler hook as the plugins tap it. */
export interface Hook<Args extends unknown[] = []> { tap: (name: string, fn: (...args: Args) => void) => void }
