import { createContext, useContext } from 'react'
import type { BlockRegistry } from './registry'

/** The registry, for blocks that nest other components (tab, mutex) without importing the block list's own module. */
export const RegistryContext = createContext<BlockRegistry | null>(null)

/** How many component lists deep this one sits (the page's own list is 0). */
export const NestingContext = createContext(0)

export function useRegistry (): BlockRegistry {
  const registry = useContext(RegistryContext)
  if (!registry) throw new Error('useRegistry outside <RegistryContext.Provider>')
  return registry
}
