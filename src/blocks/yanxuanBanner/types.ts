/**
 * The banner block's config as read (001 §3 "Banner content": bannerStyle,
 * bannerActivityStyle, iouStyle, bigConfigs, smallConfigs{bannerContentType
 * IMAGE or PRODUCT, imageConfig{bannerImageUrl, tipText, titleText,
 * redirects}, productConfig}, bannerImgColorStyles) and what the model derives.
 */
import type { RedirectItem } from '@/lib/types'
import type { IouData, LivePriceLoad, Product, ProductConfig, ProductTag, TagSettings, ThemeColor } from '@/product'
import type { CountUpRange } from '@/product'

/** The two banner layouts (001 §2 "Banner"). */
export type BannerStyle = 'BIG_BANNER' | 'SMALL_BANNER'

/** Card styles of the big banner (001 §2: "styles NORMAL, DIRECT_SUBSIDY, HEARTBEAT"). */
export type BannerActivityStyle = 'NORMAL' | 'DIRECT_SUBSIDY' | 'HEARTBEAT'

/** Small-card colours by position (001 §3 bannerImgColorStyles). */
export type BannerColorStyle = 'ORANGE' | 'PINK' | 'BLUE' | 'GREEN' | 'PURPLE' | 'CYAN'

/** A small card's background: a gradient from `from` (top) to `to`, with an accent for its title and tip. */
export interface BannerGradient {
  name: BannerColorStyle
  from: string
  to: string
  accent: string
}

export interface YanxuanBannerSettings {
  activityStyle: BannerActivityStyle
  /** Show the installment line (iouData) under a big card's price. */
  iouStyle: boolean
  /** Tag settings when the config carries them (not in "Banner content"): COLOR tags by default. */
  tag: TagSettings
  /** themeColor when given (not in "Banner content"), else the style's default: orange for DIRECT_SUBSIDY, red otherwise. */
  theme: ThemeColor
  tipsTextColor?: string
  btnImage?: string
  btnText?: string
}

/** One product line (`bigConfigs[]`, `smallConfigs[].productConfig`), as yanxuanProduct's configs. */
export interface BannerProductLine {
  productId: number
  categoryId?: number
  brandId?: number
  product: ProductConfig
}

/** A small card as configured; `position` is its index in `smallConfigs` (its colour slot). */
export type SmallCardConfig =
  | { type: 'IMAGE', position: number, imageUrl?: string, titleText?: string, tipText?: string, redirects: RedirectItem[] }
  | { type: 'PRODUCT', position: number, line: BannerProductLine }

interface BannerModelBase {
  settings: YanxuanBannerSettings
  /** bannerImgColorStyles as configured, one per position (an unknown name is undefined: ORANGE). */
  colorStyles: Array<BannerColorStyle | undefined>
}

export type YanxuanBannerModel =
  | BannerModelBase & { style: 'BIG_BANNER', lines: BannerProductLine[] }
  | BannerModelBase & { style: 'SMALL_BANNER', cards: SmallCardConfig[] }

/**
 * What the banner knows of the live prices: by product id the answer's entry
 * or 'error'; an id not in the map has not been answered yet (the config's
 * prices stand in); `'error'` for all; `undefined` before any answer.
 */
export type BannerPrices = ReadonlyMap<number, LivePriceLoad> | 'error' | undefined

/** How a big card's price shows: rolling from the daily to the lowest price, or one still price (`undefined`: '????'). */
export type PriceDisplay =
  | { kind: 'countUp', range: CountUpRange }
  | { kind: 'static', value: number | undefined }

/** A big banner card. */
export interface BigCard {
  line: BannerProductLine
  product: Product
  /** The live answer for it has not come yet (the config's prices stand in). */
  pending: boolean
  soldOut: boolean
  tag?: ProductTag
  salePoints: string[]
  /** DIRECT_SUBSIDY: the amount saved (001 §5 discount, floating-safe), when above zero. */
  subsidy?: number
  installment?: IouData
}

/** What the big banner shows: its cards in a carousel, or the empty state (001 §4). */
export type BigBannerView =
  | { kind: 'cards', cards: BigCard[] }
  | { kind: 'empty', reason: 'failed' | 'noPrice' }

/** A small card as shown, with its gradient. */
export type SmallCard =
  | { type: 'IMAGE', position: number, gradient: BannerGradient, imageUrl?: string, titleText?: string, tipText?: string, redirects: RedirectItem[] }
  | { type: 'PRODUCT', position: number, gradient: BannerGradient, line: BannerProductLine, product: Product, soldOut: boolean }

/** What a carousel of the banner is asked for (the shared Carousel's props without children). */
export interface CarouselPlan {
  count: number
  /** 0: no autoplay. */
  autoplayMs: number
  durationMs: number
  loop: boolean
  dots: boolean
  perView: number
  gap: number
}
