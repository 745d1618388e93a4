/**
 * The platform interface. Each build target has its own `adapter.<target>.ts`
 * (weapp, alipay, tt, meituan, h5, harmony-hybrid) that Taro resolves in place of
 * this file; this one is only what the type checker and an unknown target see.
 */
import type { PlatformAdapter } from './types'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter: PlatformAdapter = {
  id: 'adapter.fallback',
  target: 'h5',
  platform () {
    throw new Error(`no platform adapter for build target ${process.env.TARO_ENV}`)
  },
  defaultApiBase () {
    throw new Error(`no platform adapter for build target ${process.env.TARO_ENV}`)
  }
}
