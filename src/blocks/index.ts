import { BlockRegistry } from '@/renderer/registry'
import { bannerBlock } from './banner/block'

/** Every block the page can render, by config kind. */
export function createRegistry (): BlockRegistry {
  return new BlockRegistry()
    .register(bannerBlock)
}

export const registry = createRegistry()
