/** The HarmonyOS webview bundle: as H5. */
export { bootTask, hideBootScreen } from './boot.h5'
