/** The HarmonyOS webview bundle: as H5. */
export { FIRST_BATCH_IN_FIRST_RENDER, PAGE_BATCHES, afterRender } from './afterRender.h5'
