/** Platform adapter for the Meituan mini-program build (`dist/meituan`). */
import { createMiniAdapter } from './mini'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter = createMiniAdapter({ queryEncoded: true, id: 'adapter.meituan', target: 'meituan', platform: 'meituan_mp' })
