/** Platform adapter for the Alipay mini-program build (`dist/alipay`). */
import { createMiniAdapter } from './mini'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter = createMiniAdapter({ queryEncoded: false, id: 'adapter.alipay', target: 'alipay', platform: 'alipay_mp', hasAuthorize: false })
