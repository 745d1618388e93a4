import type { ComponentType } from 'react'
import type { ParseResult } from '@/lib/types'
import type { ComponentConfig } from '@/lib/types'
import type { RootStore } from '@/stores'
import type { BlockStore } from '@/stores/blocks'

// The blocks' declarations read the parse result from here, beside the rest of what a block declares.
export { invalid, valid, type ParseResult } from '@/lib/types'

/** What every block knows of the component it renders. */
export interface ComponentMeta {
  id: number | string
  uuid: string
  type: string
  /** The config kind: the key of `data` that holds `contents[0]`. */
  kind: string
}

export interface BlockProps<T, S = undefined> {
  model: T
  component: ComponentMeta
  /** The block's own store (kept by uuid in the root), for blocks that define `createStore`. */
  store: S
}

/**
 * One configured block: its kind, how its config is read, its view and,
 * for a block with state, how its store is made. Each block folder's index
 * exports one (`defineBlock`); the registry loads it on demand on H5.
 */
export interface BlockDefinition<T = unknown, S extends BlockStore | undefined = BlockStore | undefined> {
  kind: string
  /** Pure: raw `contents[0]` (untrusted input) → view model or reason (the block's model.ts). */
  parse: (contents: unknown, component: ComponentConfig) => ParseResult<T>
  View: ComponentType<BlockProps<T, S>>
  /** A stateful block's store, created with the root's services once per component uuid. */
  createStore?: (root: RootStore, model: T, component: ComponentMeta) => S
}

/**
 * Declares a block with its types checked together (model, store, view); its kind is the one its folder
 * declares (`meta.ts`), so the generated lists check it against their keys.
 */
export function defineBlock<T, S extends BlockStore | undefined = undefined, K extends string = string> (
  definition: Omit<BlockDefinition<T, S>, 'kind'> & { meta: { readonly kind: K } }
): BlockDefinition<T, S> & { kind: K } {
  const { meta, ...rest } = definition
  return { ...rest, kind: meta.kind }
}

/** Any block, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlock = BlockDefinition<any, any>
