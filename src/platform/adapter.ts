/**
 * The platform interface (see ./types). Each build target has its own
 * `adapter.<target>.ts` (weapp, alipay, tt, meituan, h5, harmony-hybrid) that Taro
 * resolves in place of this file; this one is only what the type checker and an
 * unknown target see, and it supports nothing.
 */
import { notSupported, stringParams } from './rules'
import type { PlatformAdapter } from './types'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

const unsupported = (name: string) => () => Promise.reject(notSupported(name))

export const adapter: PlatformAdapter = {
  id: 'adapter.fallback',
  target: 'h5',
  platform: () => 'm',
  defaultApiBase: () => '',
  cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
  currentUrl: () => '',
  reload: () => undefined,
  replaceUrl: () => undefined,
  open: unsupported('open'),
  openUrl: unsupported('openUrl'),
  readNativeData: unsupported('readNativeData'),
  storage: { get: unsupported('storage.get'), set: unsupported('storage.set'), remove: unsupported('storage.remove') },
  requestPermission: unsupported('requestPermission'),
  getLocation: unsupported('getLocation'),
  loginNeedsAddress: true,
  login: unsupported('login'),
  decodeQuery: stringParams,
  pay: unsupported('pay'),
  share: unsupported('share'),
  openSubscribe: unsupported('openSubscribe'),
  copyText: async () => false,
  textSize: () => ({ hostScale: 1, nativeScale: 1 }),
  dial: async () => { throw new Error('no dialler') },
  toast: () => undefined,
  setTitle: () => undefined
}
