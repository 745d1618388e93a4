/** The HarmonyOS webview bundle: as H5. */
export { TickWrapper } from './index.h5'
