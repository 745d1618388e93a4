import type { ComponentConfig } from '@/gateway/types'
import type { BlockDefinition } from './types'

/**
 * Config kind → block. Registering a kind twice is a programming error and
 * throws at start-up rather than letting the last one silently win.
 */
export class BlockRegistry {
  private readonly blocks = new Map<string, BlockDefinition<unknown>>()

  register<T> (definition: BlockDefinition<T>): this {
    if (this.blocks.has(definition.kind)) throw new Error(`block kind "${definition.kind}" is registered twice`)
    this.blocks.set(definition.kind, definition as BlockDefinition<unknown>)
    return this
  }

  get (kind: string): BlockDefinition<unknown> | undefined {
    return this.blocks.get(kind)
  }

  kinds (): string[] {
    return [...this.blocks.keys()]
  }
}

/**
 * The kind of a component: its `type` when `data[type]` holds the contents, else
 * the first key of `data` that does (000 §3: "data keyed by a type-specific name").
 */
export function kindOf (component: ComponentConfig): string | undefined {
  const data = component.data
  if (!data || typeof data !== 'object') return undefined
  if (component.type && Array.isArray(data[component.type]?.contents)) return component.type
  return Object.keys(data).find((key) => Array.isArray(data[key]?.contents))
}

/** `data[kind].contents[0]`, the block's settings. */
export function contentsOf (component: ComponentConfig, kind: string): unknown {
  return component.data?.[kind]?.contents?.[0]
}

/** The login-blocking image (000 §4): a component with circleType and backStopImageUrl, while the visitor has no userKey. */
export function loginWallOf (contents: unknown): string | undefined {
  if (!contents || typeof contents !== 'object') return undefined
  const { circleType, backStopImageUrl } = contents as { circleType?: unknown, backStopImageUrl?: unknown }
  return circleType && typeof backStopImageUrl === 'string' && backStopImageUrl ? backStopImageUrl : undefined
}
