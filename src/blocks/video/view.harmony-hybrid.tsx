/** The HarmonyOS webview bundle uses the H5 video view. */
export { default } from './view.h5'
