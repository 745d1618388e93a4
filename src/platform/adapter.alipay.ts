/** Platform adapter for the Alipay mini-program build (`dist/alipay`). */
import type { PlatformAdapter } from './types'
import { LOCAL_GATEWAY } from './defaults'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter: PlatformAdapter = {
  id: 'adapter.alipay',
  target: 'alipay',
  platform: () => 'alipay_mp',
  // Mini-programs have no origin of their own: default to the emulator on this machine.
  defaultApiBase: () => LOCAL_GATEWAY
}
