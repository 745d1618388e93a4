import { runInAction } from 'mobx'
import type { PlatformAdapter } from '../../src/platform/types'
import { createRootStore } from '../../src/stores'
import { fakePlatform } from './fakePlatform'
import { fakeServices, fakeTracker, type FakeServices } from './fakeServices'

export interface StoreRootOptions {
  userKey?: string
  preview?: boolean
  platform?: Partial<PlatformAdapter>
  /** Sets the fake services' answers before any store is made. */
  services?: (services: FakeServices) => void
  /** Whether the page's first screen is up already (default true). */
  firstScreenShown?: boolean
}

/**
 * A root store for driving a block's store without React or the block
 * registry: a fake platform, fake services and tracker, a page already
 * loaded. Its clock is the phone's `Date.now` read when it is made, so under
 * `jest.useFakeTimers({ now })` it starts at `now`, and the shared tick and
 * the stores' timers move with `jest.advanceTimersByTime`.
 */
export function storeRoot (options: StoreRootOptions = {}) {
  const services = fakeServices()
  options.services?.(services)
  const tracker = fakeTracker()
  const root = createRootStore(fakePlatform(options.platform), { services, tracker })
  runInAction(() => {
    root.page.params = { activityId: 'basic', cityId: 1, preview: !!options.preview }
    root.page.state = { kind: 'loaded' }
    root.page.page = { id: 90010 }
    root.session.userKey = options.userKey
    root.session.checked = true
  })
  // A page already loaded has its first screen up (unless the test is about what waits for it).
  if (options.firstScreenShown !== false) root.firstScreen.markShown()
  return { root, services, tracker, platform: root.platform as ReturnType<typeof fakePlatform> }
}

/** Lets the fake services' answers (resolved promises) land: a few rounds of microtasks. */
export async function answered (): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
