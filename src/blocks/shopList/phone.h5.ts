/**
 * H5 (and the HarmonyOS webview): a tap on a store's phone navigates to a
 * `tel:` link, which mobile browsers, the WeChat browser and the app
 * webviews hand to the dialler (the number is checked digits only: model.ts
 * phoneOf). A desktop browser without a dialler ignores it.
 */
export async function dial (phone: string): Promise<void> {
  if (typeof window === 'undefined') throw new Error('no window')
  window.location.href = `tel:${phone}`
}
