/** The HarmonyOS webview bundle: as H5. */
export { windowHeight } from './viewport.h5'
