/** The HarmonyOS webview bundle: as H5. */
export { useRevealed } from './index.h5'
