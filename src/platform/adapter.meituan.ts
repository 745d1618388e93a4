/** Platform adapter for the Meituan mini-program build (`dist/meituan`). */
import type { PlatformAdapter } from './types'
import { LOCAL_GATEWAY } from './defaults'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter: PlatformAdapter = {
  id: 'adapter.meituan',
  target: 'meituan',
  platform: () => 'meituan_mp',
  // Mini-programs have no origin of their own: default to the emulator on this machine.
  defaultApiBase: () => LOCAL_GATEWAY
}
