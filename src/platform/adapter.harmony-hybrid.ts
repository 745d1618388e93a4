/** Platform adapter for the HarmonyOS webview bundle (`dist/harmony`, built by plugin-platform-harmony-hybrid). */
import { createWebAdapter } from './web'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter = createWebAdapter({ id: 'adapter.harmony-hybrid', target: 'harmony', platform: 'harmony' })
