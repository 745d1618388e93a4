import type { RedirectItem } from '@/lib/types'

/** `data.banner.contents[0]` (000 §3). `imageWidth`/`imageHeight` are optional sizes that reserve space. */
export interface BannerConfig {
  imageUrl?: string
  gifImage?: string
  imageWidth?: number
  imageHeight?: number
  redirects?: RedirectItem[]
  bulletSwitch?: boolean | number
  bulletLocation?: 'TOP' | 'BOTTOM' | string
  bulletBackgroundColor?: string
  bulletTextColor?: string
  bullets?: Array<{ text?: string, weight?: number }>
}

export interface BannerModel {
  image: string
  /** Width / height when the config gives sizes; undefined lets the image size itself. */
  aspectRatio?: number
  redirects: RedirectItem[]
  bullets?: {
    texts: string[]
    location: 'top' | 'bottom'
    backgroundColor?: string
    textColor?: string
  }
}
