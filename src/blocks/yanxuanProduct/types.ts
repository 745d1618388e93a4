/**
 * The curated product grid's config as read (001 §3 "Curated product block",
 * "Product"; shapes in .tmp/issue8-shapes.md) and what the model derives from it.
 */
import type { ActivityStyle, IouData, LivePriceLoad, Product, ProductConfig, ProductTag, TagSettings, ThemeColor } from '@/product'

/** Columns of the grid (001 §9: "productCount 1 gives single-column, 3 gives three-column layout"; 2 and anything else two). */
export type GridColumns = 1 | 2 | 3

export interface YanxuanProductSettings {
  /** The card style (NORMAL when missing or unknown): which price rules apply, DIRECT_SUBSIDY cuts the tag. */
  activityStyle: ActivityStyle
  /** Show the installment line (iouData) under the price. */
  iouStyle: boolean
  /** tagType (COLOR or IMAGE), tagColor, tagTextColor, tagImage (checked). */
  tag: TagSettings
  tipsTextColor?: string
  /** The button as an image (checked URL); wins over btnText. */
  btnImage?: string
  btnText?: string
  columns: GridColumns
  /** themeColor, or the style's default (orange for DIRECT_SUBSIDY, red otherwise). */
  theme: ThemeColor
}

/** One configured product line (`configs[]`). */
export interface YanxuanProductConfig {
  productId: number
  categoryId?: number
  brandId?: number
  product: ProductConfig
}

export interface YanxuanProductModel {
  settings: YanxuanProductSettings
  /** The usable lines (a product with an id and a name), in config order. */
  configs: YanxuanProductConfig[]
}

/**
 * What the grid knows of the live prices: by product id the answer's entry
 * or 'error' (an id not in the map has not been answered yet: the config's
 * prices stand in); `'error'` for the whole grid when the call failed;
 * `undefined` before any answer.
 */
export type GridPrices = ReadonlyMap<number, LivePriceLoad> | 'error' | undefined

/** A card as the grid shows it. */
export interface GridItem {
  config: YanxuanProductConfig
  /** The config's product with the live price merged in. */
  product: Product
  /** No lowest price, or the price load failed: '????' and the sold-out overlay. */
  soldOut: boolean
  tag?: ProductTag
  /** The first two selling points, as chips. */
  salePoints: string[]
  /** The daily price, struck through, when it is shown above the lowest. */
  strikePrice?: number
  /** The installment offer, when the block has iouStyle and the answer carried iouData. */
  installment?: IouData
}
