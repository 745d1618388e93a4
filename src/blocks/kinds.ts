/**
 * Every config kind this build renders, derived from the block folders' declarations
 * (`blocks/<kind>/meta.ts`, listed in metas.generated.ts by `npm run blocks`). The only block list every
 * target loads at once: a kind's model and view come with its block (bundled in mini-programs, a chunk
 * on H5).
 */
import type { AnyBlock } from '@/renderer/types'
import { BLOCK_METAS } from './metas.generated'

export type BlockKind = typeof BLOCK_METAS[number]['kind']

export const BLOCK_KINDS: readonly BlockKind[] = BLOCK_METAS.map((meta) => meta.kind)

/** Kinds whose blocks stay mounted once mounted (meta.ts `stays`): the page's window never lets them give way. */
export const STAYING_KINDS: ReadonlySet<string> = new Set(BLOCK_METAS.filter((meta) => 'stays' in meta && meta.stays).map((meta) => meta.kind))

/** Another name a config may give a kind (its meta.ts `aliases`) → the kind whose block draws it. */
export const BLOCK_ALIASES: ReadonlyMap<string, BlockKind> = new Map(BLOCK_METAS.flatMap((meta) => ('aliases' in meta ? meta.aliases : []).map((alias): [string, BlockKind] => [alias, meta.kind])))

/** Every kind a config may name that this build draws: the blocks' own and their aliases. */
export const CONFIG_KINDS: readonly string[] = [...BLOCK_KINDS, ...BLOCK_ALIASES.keys()]

/**
 * Kinds that float over the page (fixed position: the entry popup, the floating icon, back-to-top) and
 * take no place in the stack. A page mounting its blocks in batches mounts these with the first: the
 * popup a visitor sees on arrival must not wait for the blocks above it in the config.
 */
export const FLOATING_KINDS: ReadonlySet<string> = new Set(BLOCK_METAS.filter((meta) => 'floating' in meta && meta.floating).map((meta) => meta.kind))

/** Each kind's block, its declared kind checked against the list's key (a mismatch would throw on H5 only). */
export type BlockOf = { [K in BlockKind]: AnyBlock & { kind: K } }
export type LoaderOf = { [K in BlockKind]: () => Promise<{ default: AnyBlock & { kind: K } }> }
