/** The HarmonyOS webview bundle uses the H5 carousel (its plugin resolves *.harmony-hybrid files, not *.h5). */
export { Carousel } from './index.h5'
export type { CarouselProps } from './types'
