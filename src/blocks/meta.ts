/**
 * What a kind declares about itself, once, in `blocks/<kind>/meta.ts`: its name and how the build
 * treats it. Every list the rest of the build needs (the kinds, the loaders per target, the message
 * catalogue, the boot script's hints, the tests' chunk expectations) is derived from these files
 * (`npm run blocks` writes the `*.generated.ts` lists; a test fails when one is stale), so adding a kind
 * is its folder. A meta file has no run-time imports: config/ compiles it on its own.
 */
export interface BlockMeta {
  /** The config kind (the key of `data` that holds `contents`); the folder's name. */
  kind: string
  /**
   * H5: the chunk that carries the block's code. `basic`: the small blocks of 000 that pages show
   * together; `product`: the curated product blocks of 001, which share most of their code; `own`: a
   * chunk of its own (a block a page often shows alone on its first screen). docs/performance.md has the
   * measurements behind the grouping.
   */
  chunk: 'basic' | 'product' | 'own'
  /** Floats over the page (fixed position) and takes no place in the stack: mounted with the first batch wherever it is listed. */
  floating?: boolean
  /**
   * Stays mounted once mounted, however far the page scrolls (the page's block window, renderer/useBlockWindow.ts):
   * a block that fixes itself to the screen once scrolled past (the floor bar), and a block whose view runs its
   * state's clock or loads (a countdown's refresh at zero, a sale starting, a list that grows, a status asked as it
   * mounts): given way, it would miss them, or ask again each time it came back.
   */
  stays?: boolean
  /**
   * Other config kinds this block draws: the names the spec gives the same block (000 §1's "distance adjust"
   * is the spacing block). A component of an alias is read from its own `data[alias]` and drawn by this
   * block, loaded from this block's chunk; an alias is no folder's name.
   */
  aliases?: readonly string[]
}

/** The name of a kind's H5 chunk (webpackChunkName). */
export const chunkName = (meta: Pick<BlockMeta, 'kind' | 'chunk'>): string => meta.chunk === 'own' ? `block-${meta.kind}` : `block-${meta.chunk}`
