import { runInAction } from 'mobx'
import type { ComponentConfig } from '../../src/gateway/types'
import { createRegistry } from '../../src/blocks'
import { BlockList } from '../../src/renderer/BlockList'
import { StoreContext, createRootStore, type RootStore } from '../../src/stores'
import { fakePlatform } from './fakePlatform'
import { mount } from './mount'
import type { PlatformAdapter } from '../../src/platform/types'

function Harness ({ root, components }: { root: RootStore, components: ComponentConfig[] }) {
  return <StoreContext.Provider value={root}><BlockList registry={createRegistry()} components={components} /></StoreContext.Provider>
}

/** One component config as the gateway sends it. */
export function component (kind: string, contents: unknown, uuid = `c-${kind}`): ComponentConfig {
  return { id: uuid, uuid, type: kind, data: { [kind]: { contents: [contents] } } }
}

/** Mounts components through the real registry and block list, with a fake platform. */
export async function renderBlocks (components: ComponentConfig[], options: { userKey?: string, preview?: boolean, platform?: Partial<PlatformAdapter> } = {}) {
  const root = createRootStore(fakePlatform(options.platform))
  runInAction(() => {
    root.page.params = { activityId: 'basic', cityId: 1, preview: !!options.preview }
    root.page.page = { id: 90010 }
    root.session.userKey = options.userKey
  })
  const utils = await mount(Harness, { root, components })
  return { root, utils, platform: root.platform as ReturnType<typeof fakePlatform> }
}

/** Lets promises and React state updates settle. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
