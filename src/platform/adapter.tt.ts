/** Platform adapter for the Toutiao (ByteDance) mini-program build (`dist/tt`). */
import type { PlatformAdapter } from './types'
import { LOCAL_GATEWAY } from './defaults'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter: PlatformAdapter = {
  id: 'adapter.tt',
  target: 'tt',
  platform: () => 'toutiao_mp',
  // Mini-programs have no origin of their own: default to the emulator on this machine.
  defaultApiBase: () => LOCAL_GATEWAY
}
