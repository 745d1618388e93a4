/** The HarmonyOS webview bundle uses the H5 carousel (its plugin resolves *.harmony-hybrid files, not *.h5). */
export { default } from './view.h5'
