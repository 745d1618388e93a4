/**
 * The block folders' own declarations (src/blocks/<kind>/meta.ts), read without the app's module system:
 * the build config and the generator of the block lists (scripts/blocks.ts) both read them here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import ts from 'typescript'
import type { BlockMeta } from '../src/blocks/meta'

export const BLOCKS_DIR = path.resolve(__dirname, '..', 'src', 'blocks')

/** A module with no run-time imports, compiled and run on its own; its exports. */
export function evaluateStandalone<T> (file: string): T {
  const code = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2017, removeComments: true }
  }).outputText
  const module = { exports: {} as Record<string, unknown> }
  const require = (name: string) => { throw new Error(`${path.relative(BLOCKS_DIR, file)} imports "${name}" at run time: a block's meta.ts and firstScreen.ts must be self-contained`) }
  vm.runInNewContext(code, { module, exports: module.exports, require }, { filename: file })
  return module.exports as T
}

/** The folders under src/blocks that hold a block (a meta.ts), sorted. */
export function blockFolders (): string[] {
  return readdirSync(BLOCKS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(BLOCKS_DIR, entry.name, 'meta.ts')))
    .map((entry) => entry.name)
    .sort()
}

/**
 * Every block's declaration, checked: the kind is its folder's name, an identifier, and the chunk one of the
 * known groups; each alias an identifier that no folder and no other block claims.
 */
export function readBlockMetas (): BlockMeta[] {
  const metas = blockFolders().map((folder) => {
    const meta = evaluateStandalone<{ default?: BlockMeta }>(path.join(BLOCKS_DIR, folder, 'meta.ts')).default
    const where = `src/blocks/${folder}/meta.ts`
    if (!meta || typeof meta !== 'object') throw new Error(`${where}: no default export`)
    if (meta.kind !== folder) throw new Error(`${where}: kind "${String(meta.kind)}" is not the folder's name`)
    if (!/^[A-Za-z_$][\w$]*$/.test(meta.kind)) throw new Error(`${where}: kind "${meta.kind}" is not an identifier`)
    if (!['basic', 'product', 'own'].includes(meta.chunk)) throw new Error(`${where}: chunk "${String(meta.chunk)}" is not basic, product or own`)
    if (meta.aliases !== undefined && !Array.isArray(meta.aliases)) throw new Error(`${where}: aliases is not a list`)
    return meta
  })
  const claimed = new Map(metas.map((meta) => [meta.kind, `the folder ${meta.kind}`]))
  for (const meta of metas) {
    for (const alias of meta.aliases ?? []) {
      if (!/^[A-Za-z_$][\w$]*$/.test(alias)) throw new Error(`src/blocks/${meta.kind}/meta.ts: alias "${String(alias)}" is not an identifier`)
      const owner = claimed.get(alias)
      if (owner) throw new Error(`src/blocks/${meta.kind}/meta.ts: alias "${alias}" is already ${owner}`)
      claimed.set(alias, `an alias of ${meta.kind}`)
    }
  }
  return metas
}

/** Each alias a block's meta.ts declares → its block's kind. */
export function aliasesOf (metas: readonly BlockMeta[]): Array<[string, string]> {
  return metas.flatMap((meta) => (meta.aliases ?? []).map((alias): [string, string] => [alias, meta.kind]))
}

/** The kinds whose folder has a firstScreen.ts (hints for index.html's boot script), with its exports. */
export function readFirstScreens<T> (): Array<{ kind: string, hints: T }> {
  return blockFolders()
    .filter((kind) => existsSync(path.join(BLOCKS_DIR, kind, 'firstScreen.ts')))
    .map((kind) => ({ kind, hints: evaluateStandalone<T>(path.join(BLOCKS_DIR, kind, 'firstScreen.ts')) }))
}
