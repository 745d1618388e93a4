/**
 * What one host's app config needs beyond the shared one (src/app.config.ts, read in Node at build time,
 * where Taro's per-target files do not reach: it takes the app's config by the entry's name).
 * WeChat refuses wx.getLocation unless the app declares it (the product pool's and the store list's distances).
 */
export function hostAppConfig (target: string | undefined, locationReason: string): Record<string, unknown> {
  if (target !== 'weapp') return {}
  return { requiredPrivateInfos: ['getLocation'], permission: { 'scope.userLocation': { desc: locationReason } } }
}
