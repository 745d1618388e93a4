/**
 * The WeChat JS-SDK in the WeChat browser. Loading and signing it (`wx.config`)
 * is the host page's business (the signature service is not in the spec); this
 * page only waits for it to be ready, at most 3 s (000 §8), before using it.
 */
import { PlatformError, TIMEOUTS, notSupported, withTimeout } from './rules'
import { t } from '@/i18n'

export interface WechatSdk {
  ready (callback: () => void): void
  error (callback: (err: unknown) => void): void
  updateAppMessageShareData (options: { title: string, desc: string, link: string, imgUrl?: string, success?: () => void, fail?: (err: unknown) => void }): void
}

declare global {
  interface Window { wx?: Partial<WechatSdk> }
}

/** The wait for the SDK the host page loaded: one per SDK object (a page that loads it again is waited for again). */
let ready: { wx: Partial<WechatSdk>, sdk: Promise<WechatSdk> } | undefined

/** Resolves with the SDK once ready; rejects PLATFORM_NOT_SUPPORTED without it and a timeout after 3 s. */
export function wechatSdk (): Promise<WechatSdk> {
  const wx = typeof window !== 'undefined' ? window.wx : undefined
  if (!wx || typeof wx.ready !== 'function' || typeof wx.updateAppMessageShareData !== 'function') return Promise.reject(notSupported('wx.ready'))
  if (ready?.wx === wx) return ready.sdk
  const sdk = withTimeout(new Promise<WechatSdk>((resolve, reject) => {
    const loaded = wx as WechatSdk
    loaded.ready(() => resolve(loaded))
    if (typeof loaded.error === 'function') loaded.error((err) => reject(new PlatformError(String((err as { errMsg?: string })?.errMsg ?? err), 'WECHAT_SDK')))
  }), TIMEOUTS.wechatSdkInit, () => new PlatformError(t('error.nativeTimeout', { name: 'wx.ready' }), 'TIMEOUT'))
  ready = { wx, sdk }
  // A failed attempt may be retried later (the host page can still load the SDK).
  sdk.catch(() => { if (ready?.sdk === sdk) ready = undefined })
  return sdk
}
