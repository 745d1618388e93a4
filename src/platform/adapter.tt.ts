/** Platform adapter for the Toutiao (ByteDance) mini-program build (`dist/tt`). */
import { createMiniAdapter } from './mini'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter = createMiniAdapter({ queryEncoded: false, id: 'adapter.tt', target: 'tt', platform: 'toutiao_mp' })
