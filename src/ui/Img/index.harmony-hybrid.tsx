/** The HarmonyOS webview bundle uses the H5 image (its plugin resolves *.harmony-hybrid files, not *.h5). */
export { Img } from './index.h5'
export type { ImgProps } from './types'
