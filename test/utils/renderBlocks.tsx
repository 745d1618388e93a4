import { act } from 'react'
import type { ComponentConfig } from '../../src/lib/types'
import { createRegistry } from '../../src/blocks'
import { BlockList } from '../../src/renderer/BlockList'
import type { BlockRegistry } from '../../src/renderer/registry'
import { StoreContext, type RootStore } from '../../src/stores'
import { DialogHost } from '../../src/ui/Dialog'
import type { PlatformAdapter } from '../../src/platform/types'
import type { FakeServices, FakeTracker } from './fakeServices'
import { mount } from './mount'
import { storeRoot } from './storeRoot'

function Harness ({ root, registry, components }: { root: RootStore, registry: BlockRegistry, components: unknown[] }) {
  return (
    <StoreContext.Provider value={root}>
      <BlockList registry={registry} components={components} />
      <DialogHost />
    </StoreContext.Provider>
  )
}

/** One component config as the gateway sends it. */
export function component (kind: string, contents: unknown, uuid = `c-${kind}`): ComponentConfig {
  return { id: uuid, uuid, type: kind, data: { [kind]: { contents: [contents] } } }
}

export interface RenderOptions {
  userKey?: string
  preview?: boolean
  platform?: Partial<PlatformAdapter>
  registry?: BlockRegistry
  /** Sets the fake services' answers before anything mounts. */
  services?: (services: FakeServices) => void
  /** Whether the page's first screen is up already (default true). */
  firstScreenShown?: boolean
}

/** A root store on a fake platform, fake services and a fake tracker, with a page already loaded. */
export const testRoot = (options: Omit<RenderOptions, 'registry'> = {}) => storeRoot(options)

/** Mounts components through the real registry (H5's: each kind loads on demand) and block list. */
export async function renderBlocks (components: unknown[], options: RenderOptions = {}): Promise<ReturnType<typeof testRoot> & { utils: Awaited<ReturnType<typeof mount>>, services: FakeServices, tracker: FakeTracker }> {
  const made = testRoot(options)
  const utils = await mount(Harness, { root: made.root, registry: options.registry ?? createRegistry(), components })
  await settle()
  return { ...made, utils }
}

/**
 * Mounts the same components again for the same root (its block stores by uuid), as the page's block window
 * does for a block that gave way and comes back; unmount the first mount before.
 */
export async function remountBlocks (root: RootStore, components: unknown[], registry: BlockRegistry = createRegistry()): Promise<Awaited<ReturnType<typeof mount>>> {
  const utils = await mount(Harness, { root, registry, components })
  await settle()
  return utils
}

/** Lets promises and React state updates settle. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Lets on-demand block code load and React render it (nested blocks resolve
 * one level per round). Microtasks, plus a macrotask when timers are real.
 */
export async function settle (): Promise<void> {
  // Jest's fake timers mark each function they replace with its `clock`.
  const faked = (fn: unknown) => typeof (fn as { clock?: unknown }).clock !== 'undefined'
  const fakeTimers = faked(setTimeout)
  // Fake timers with real animation frames (tests that move the clock while mounting waits for a frame):
  // a frame is wall-clock time, which microtasks alone never give. Without it, a frame the mount left
  // pending had passed or not by chance (a countdown test failed so in a full CI run, on a loaded machine).
  const realFrames = fakeTimers && typeof requestAnimationFrame === 'function' && !faked(requestAnimationFrame)
  for (let i = 0; i < 6; i++) {
    await act(async () => {
      for (let j = 0; j < 20; j++) await Promise.resolve()
      if (!fakeTimers) await new Promise((resolve) => setTimeout(resolve, 0))
      else if (realFrames) await new Promise((resolve) => requestAnimationFrame(resolve))
    })
  }
}
