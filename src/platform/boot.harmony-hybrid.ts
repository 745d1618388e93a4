/** The HarmonyOS webview bundle: as H5. */
export { hideBootScreen } from './boot.h5'
