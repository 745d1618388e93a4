/** The HarmonyOS webview bundle: as H5. */
export { afterFirstPaint, bootTask, hideBootScreen } from './boot.h5'
