/** Platform adapter for the WeChat mini-program build (`dist/weapp`). */
import { createMiniAdapter } from './mini'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter = createMiniAdapter({ queryEncoded: true, id: 'adapter.weapp', target: 'weapp', platform: 'wechat_mp' })
