/** The HarmonyOS webview bundle loads blocks like H5 (plugin-platform-harmony-hybrid resolves this file, not *.h5.ts). */
export { createRegistry } from './index.h5'
