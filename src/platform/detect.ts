import type { HostPlatform } from './types'

/**
 * Host platform of an H5 page from its user agent.
 * Order matters: a HarmonyOS app webview also says "Mobile"; the WeChat browser
 * embeds "MicroMessenger" in an Android or iOS UA; the mini-program web-view adds
 * "miniProgram" to that.
 */
export function detectWebPlatform (userAgent: string): HostPlatform {
  const ua = userAgent.toLowerCase()
  if (ua.includes('micromessenger')) return ua.includes('miniprogram') ? 'wechat_mp' : 'wechat'
  if (ua.includes('alipayclient')) return 'alipay_mp'
  if (ua.includes('toutiaomicroapp') || ua.includes('bytedancewebview')) return 'toutiao_mp'
  if (ua.includes('quickapp') || ua.includes('hap/')) return 'quickapp'
  if (ua.includes('openharmony') || ua.includes('arkweb')) return 'harmony'
  // Native app webviews of the product add the app's token to their UA.
  if (ua.includes('ahsapp')) return /iphone|ipad|ipod/.test(ua) ? 'ios' : 'android'
  return 'm'
}
