/** The HarmonyOS webview bundle: as H5. */
export { afterRender } from './afterRender.h5'
