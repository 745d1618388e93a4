/** Platform adapter for the HarmonyOS webview bundle (`dist/harmony`, built by plugin-platform-harmony-hybrid). */
import type { PlatformAdapter } from './types'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter: PlatformAdapter = {
  id: 'adapter.harmony-hybrid',
  target: 'harmony',
  platform: () => 'harmony',
  defaultApiBase: () => ''
}
