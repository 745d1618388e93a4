/** Platform adapter for the Alipay mini-program build (`dist/alipay`). */
import { createMiniAdapter } from './mini'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter = createMiniAdapter({ id: 'adapter.alipay', target: 'alipay', platform: 'alipay_mp', hasAuthorize: false })
