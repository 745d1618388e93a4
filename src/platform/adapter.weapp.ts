/** Platform adapter for the WeChat mini-program build (`dist/weapp`). */
import type { PlatformAdapter } from './types'
import { LOCAL_GATEWAY } from './defaults'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter: PlatformAdapter = {
  id: 'adapter.weapp',
  target: 'weapp',
  platform: () => 'wechat_mp',
  // Mini-programs have no origin of their own: default to the emulator on this machine.
  defaultApiBase: () => LOCAL_GATEWAY
}
