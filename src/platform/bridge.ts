/**
 * The native app bridge seen from the H5 page inside the product's iOS, Android
 * and HarmonyOS apps. The spec names what is asked of the app (native data,
 * storage, permissions, location, login, payment, share, subscribe, opening
 * pages) but not the bridge itself; the contract chosen here:
 *
 *   window.AHSJSBridge.invoke(method, params, callback)
 *   callback({ code: 0, data }) on success, ({ code: non-zero, msg }) on failure
 *
 * Apps that inject no bridge get PLATFORM_NOT_SUPPORTED for native-only calls.
 */
import { PlatformError, notSupported, withTimeout } from './rules'
import { t } from '@/i18n'

export interface BridgeAnswer { code: number | string, data?: unknown, msg?: string }
export interface NativeBridge { invoke (method: string, params: Record<string, unknown>, callback: (answer: BridgeAnswer) => void): void }

declare global {
  interface Window { AHSJSBridge?: NativeBridge }
}

export function nativeBridge (): NativeBridge | undefined {
  return typeof window !== 'undefined' ? window.AHSJSBridge : undefined
}

/** Calls a native method with a timeout; rejects PLATFORM_NOT_SUPPORTED without a bridge. */
export function callNative<T> (method: string, params: Record<string, unknown>, timeoutMs: number): Promise<T> {
  const bridge = nativeBridge()
  if (!bridge) return Promise.reject(notSupported(method))
  const call = new Promise<T>((resolve, reject) => {
    bridge.invoke(method, params, (answer) => {
      if (String(answer.code) === '0') resolve(answer.data as T)
      else reject(new PlatformError(answer.msg || t('error.requestFailed'), String(answer.code)))
    })
  })
  return withTimeout(call, timeoutMs, () => new PlatformError(t('error.nativeTimeout', { name: method }), 'TIMEOUT'))
}
