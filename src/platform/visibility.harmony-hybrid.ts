/** The HarmonyOS webview bundle: as H5. */
export { usePageLifecycle, type PageLifecycle } from './visibility.h5'
