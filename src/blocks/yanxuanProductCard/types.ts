/**
 * The product card carousel's config as read (001 §3 "Product card content",
 * "Product"; shapes in .tmp/issue8-shapes.md and server/scenarios/products.json)
 * and what the model derives from it.
 */
import type { ActivityStyle, CountUpRange, IouData, LivePriceLoad, Product, ProductConfig, ProductTag, TagSettings, ThemeColor } from '@/product'
import type { RedirectItem } from '@/lib/types'

/** UP_DOWN: the image above the text; LEFT_RIGHT: the image beside it (001 §2). */
export type CardLayoutStyle = 'UP_DOWN' | 'LEFT_RIGHT'

/** `productCardCountType`: rows per slide, a dash, items per row; '1-3.2' is the strip of 3.27 in view. */
export type ProductCardCountType = '1-3' | '2-3' | '3-3' | '4-3' | '1-2' | '2-2' | '1-3.2'

/** How the cards fall into slides and how the carousel shows them (001 §9). */
export interface CardGrid {
  countType: ProductCardCountType
  rows: number
  /** Items per row: 2 or 3 (the strip's cards are as narrow as three's). */
  columns: 2 | 3
  /** Items per slide (3, 6, 9, 12; 2, 4; the strip: 1). */
  perSlide: number
  /** Slides in view at once (1; the strip: 3.27). */
  perView: number
  /** Space after each slide in design px (the strip: 4). */
  gap: number
  /** The '1-3.2' strip: one card per slide, looping only above 3 items. */
  strip: boolean
}

export interface ProductCardSettings {
  layout: CardLayoutStyle
  /** The card style (NORMAL when missing or unknown): price rules, the DIRECT_SUBSIDY tag cut, the price line. */
  activityStyle: ActivityStyle
  grid: CardGrid
  /** themeColor, or the style's default (orange for DIRECT_SUBSIDY, red otherwise). */
  theme: ThemeColor
  /** The header image above the carousel (`cardImg`); a tap on it follows `redirects`. */
  headerImage?: string
  /** The module's background (`productModuleBgImg`, as a quoted css url()) over `bgColor`. */
  moduleBackground?: string
  bgColor?: string
  /** Each card's background (`cardBgImg`, as a quoted css url()). */
  cardBackground?: string
  btnText?: string
  /** The button as an image (checked URL); wins over btnText. */
  btnImage?: string
  tag: TagSettings
  tipsTextColor?: string
  /** Installments (001 §3 `iouStyle`; per card `useModeIou`). */
  iouStyle: boolean
  redirects: RedirectItem[]
}

/** One configured product line (`configs[]`). */
export interface ProductCardConfig {
  productId: number
  categoryId?: number
  brandId?: number
  product: ProductConfig
}

export interface ProductCardModel {
  settings: ProductCardSettings
  /** The usable lines (a product with an id and a name), in config order. */
  configs: ProductCardConfig[]
}

/** By product id the answer's entry or 'error'; 'error' for all when the call failed; undefined before any answer. */
export type CardPrices = ReadonlyMap<number, LivePriceLoad> | 'error' | undefined

/** A card as the carousel shows it, with the derived values of 001 §3. */
export interface CardItem {
  config: ProductCardConfig
  /** The config's product with the live price merged in. */
  product: Product
  /** 001 §4: the card's empty state: the price load failed or there is no lowestPrice ('????', sold out, button off). */
  isEmpty: boolean
  /** 001 §3 useModeIou: the block asks for installments and this product has them. */
  useModeIou: boolean
  iouData?: IouData
  /** 001 §3 floorDiscountPrice: the discount (daily − lowest when not given or daily equals lowest), floored; absent when unknown or not above 0. */
  floorDiscountPrice?: number
  /** The daily price struck through, when it shows above the lowest (NORMAL, HEARTBEAT). */
  strikePrice?: number
  /** The price roll from the daily price to the lowest (001 §4: 1.2 s), once the live answer is here. */
  countUp?: CountUpRange
  tag?: ProductTag
}
