/** The HarmonyOS webview bundle: as H5. */
export { useInView, type InViewOptions, type InView } from './index.h5'
