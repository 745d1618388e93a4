import type { ComponentType } from 'react'
import type { ComponentConfig } from '@/gateway/types'

/** A block's config turned into its view model, or the reason it cannot be shown. */
export type ParseResult<T> = { ok: true, value: T } | { ok: false, reason: string }

export const valid = <T>(value: T): ParseResult<T> => ({ ok: true, value })
export const invalid = <T = never>(reason: string): ParseResult<T> => ({ ok: false, reason })

/** What every block knows of the component it renders. */
export interface ComponentMeta {
  id: number | string
  uuid: string
  type: string
  /** The config kind: the key of `data` that holds `contents[0]`. */
  kind: string
}

export interface BlockProps<T> {
  model: T
  component: ComponentMeta
}

/** One configured block: its kind, how its config is read, and its view. */
export interface BlockDefinition<T = unknown> {
  kind: string
  /** Pure: raw `contents[0]` (untrusted input) → view model or reason (the block's model.ts). */
  parse: (contents: unknown, component: ComponentConfig) => ParseResult<T>
  View: ComponentType<BlockProps<T>>
}
