import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sourcesOf } from './sources'
import type { Hook, WebpackCompilation } from './types'

/** What the manifest says of one output chunk. */
export interface ChunkEntry { id?: string | number | null, name: string | null, initial: boolean, files: string[], modules: string[] }

/** Each chunk's id, name, whether it starts the page, its scripts and the source modules it holds. */
export function chunkEntries (compilation: WebpackCompilation): ChunkEntry[] {
  return [...compilation.chunks].map((chunk) => ({
    id: chunk.id,
    name: chunk.name ?? null,
    initial: chunk.canBeInitial(),
    files: [...chunk.files].filter((f) => f.endsWith('.js')),
    modules: [...new Set(compilation.chunkGraph.getChunkModules(chunk).flatMap(sourcesOf))].sort()
  }))
}

/**
 * Writes which source modules each output chunk holds to `<dir>/<output folder>-chunks.json` (h5, harmony,
 * blank): the size report and the first-route test read it to tell what a page needs before it knows its blocks.
 */
export class ChunkManifest {
  constructor (private readonly outputRoot: string, private readonly dir: string) {}

  apply (compiler: { hooks: { afterEmit: Hook<[WebpackCompilation]> } }) {
    compiler.hooks.afterEmit.tap('chunk-manifest', (compilation) => {
      mkdirSync(this.dir, { recursive: true })
      writeFileSync(path.join(this.dir, `${path.basename(this.outputRoot)}-chunks.json`), JSON.stringify(chunkEntries(compilation), null, 1))
    })
  }
}
