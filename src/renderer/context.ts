import { createContext, useContext, useEffect, useRef } from 'react'
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

/**
 * The page's block window tells the blocks inside it each time it mounted blocks or gave them way, once that
 * is drawn (a mini-program's host says nothing of its layout changing, and what lies above a floor may have
 * moved: the floor bar measures again). usePageResize hears it with the host's own signals.
 */
export interface LayoutSignal {
  subscribe (listener: () => void): () => void
  emit (): void
}

export function createLayoutSignal (): LayoutSignal {
  const listeners = new Set<() => void>()
  return {
    subscribe (listener) {
      listeners.add(listener)
      return () => { listeners.delete(listener) }
    },
    emit () {
      for (const listener of [...listeners]) {
        try {
          listener()
        } catch {
          // One listener's failure is its own.
        }
      }
    }
  }
}

export const LayoutContext = createContext<LayoutSignal | undefined>(undefined)

/** Calls `listener` each time the page's window changed what is drawn (none outside the page's list). */
export function useWindowChanges (listener: () => void): void {
  const signal = useContext(LayoutContext)
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => signal?.subscribe(() => latest.current()), [signal])
}
