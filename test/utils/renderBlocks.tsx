import { act } from 'react'
import { runInAction } from 'mobx'
import type { ComponentConfig } from '../../src/gateway/types'
import { createRegistry } from '../../src/blocks'
import { catalog } from '../../src/blocks/catalog'
import { BlockList } from '../../src/renderer/BlockList'
import { StoreContext, createRootStore, type RootStore } from '../../src/stores'
import { fakePlatform } from './fakePlatform'
import { mount } from './mount'
import type { PlatformAdapter } from '../../src/platform/types'

// One registry for all tests, like the app's own module-level one: a registry made per render would
// hand React new lazy component types on every render and suspend again each time.
const registry = createRegistry()

function Harness ({ root, components }: { root: RootStore, components: ComponentConfig[] }) {
  return <StoreContext.Provider value={root}><BlockList registry={registry} components={components} /></StoreContext.Provider>
}

/** One component config as the gateway sends it. */
export function component (kind: string, contents: unknown, uuid = `c-${kind}`): ComponentConfig {
  return { id: uuid, uuid, type: kind, data: { [kind]: { contents: [contents] } } }
}

/** Mounts components through the real registry and block list, with a fake platform. */
export async function renderBlocks (components: ComponentConfig[], options: { userKey?: string, preview?: boolean, platform?: Partial<PlatformAdapter> } = {}) {
  // H5 views are lazy: load every block module first, so React.lazy resolves from the module cache.
  await Promise.all(Object.keys(catalog).map((folder) => import(`../../src/blocks/${folder}`)))
  const root = createRootStore(fakePlatform(options.platform))
  runInAction(() => {
    root.page.params = { activityId: 'basic', cityId: 1, preview: !!options.preview }
    root.page.page = { id: 90010 }
    root.session.userKey = options.userKey
  })
  const utils = await mount(Harness, { root, components })
  await settleLazyViews()
  return { root, utils, platform: root.platform as ReturnType<typeof fakePlatform> }
}

/** Lets promises and React state updates settle. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * H5 loads block views on demand (React.lazy): let the imports resolve and React
 * render them. Microtasks only, no timers, so it also works under fake timers.
 */
export async function settleLazyViews (): Promise<void> {
  const fakeTimers = typeof (setTimeout as unknown as { clock?: unknown }).clock !== 'undefined'
  // Nested blocks (a tab's panel) resolve one level per round.
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      for (let j = 0; j < 20; j++) await Promise.resolve()
      // With real timers, also let a macrotask pass (a cold module load may take one).
      if (!fakeTimers) await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}
