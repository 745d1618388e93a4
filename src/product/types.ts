/**
 * Products as the curated blocks show them (001 §3 "Product"): the config's
 * product, the live price answer that replaces its prices, and the settings
 * shared by the grid, the card carousel, the banner and the seckill.
 */
import type { LivePrice } from '@/services/products'

/** Card styles of the curated blocks (001 §9). */
export type ActivityStyle = 'NORMAL' | 'NORMAL_2' | 'DIRECT_SUBSIDY' | 'HEARTBEAT'
export const ACTIVITY_STYLES: readonly ActivityStyle[] = ['NORMAL', 'NORMAL_2', 'DIRECT_SUBSIDY', 'HEARTBEAT']

/** Theme colour names (001 §3 "Product card content", §9). */
export type ThemeColorName = 'red' | 'orange' | 'pink' | 'eggplant' | 'purple' | 'blue'

/** A theme colour as styles use it: the main colour (prices, buttons) and its light tint (tag and label backgrounds). */
export interface ThemeColor {
  name: ThemeColorName
  main: string
  light: string
}

/** The three prices of a product, in yuan (may have decimals). Absent when unknown. */
export interface Prices {
  dailyPrice?: number
  discountPrice?: number
  lowestPrice?: number
}

/** Installment offer: so much per period, for so many periods. */
export interface IouData {
  perPeriodPrice: number
  period: number
}

/** A product as configured (`product` in a block's configs), read from untrusted config by `parseProduct`. */
export interface ProductConfig extends Prices {
  /** The id the live prices are asked for (POST /avatar/model/get-info-list `ids`). */
  id: number
  name: string
  imageUrl?: string
  /** A per-product tag image (IMAGE tags). */
  tagUrl?: string
  /** A per-product tag text (COLOR tags). */
  tag?: string
  tips?: string
  /** `salePoint` split on ';', trimmed, empties dropped. */
  salePoints: string[]
}

/**
 * One product of the live price answer (POST /avatar/model/get-info-list), as
 * the products service reads it: a missing lowestPrice means sold out.
 */
export type { LivePrice }

/**
 * What a block knows of one product's live price: the answer's entry,
 * `undefined` before the answer came (the config's prices stand in), or
 * `'error'` when the call failed (001 §7: "products are treated as errors and shown sold out").
 */
export type LivePriceLoad = LivePrice | undefined | 'error'

/** A configured product with its live price merged in (`withLivePrice`). */
export interface Product extends ProductConfig {
  /** The price call failed for it: no price is known, shown sold out. */
  priceFailed: boolean
  orderCount?: number
  soldCountDesc?: string
  iouData?: IouData
}

/** Tag settings of a curated block (001 §3: tagType, tagColor, tagTextColor, tagImage). */
export interface TagSettings {
  /** The block's card style: DIRECT_SUBSIDY cuts the tag text. */
  activityStyle?: ActivityStyle
  tagType: 'COLOR' | 'IMAGE'
  tagColor?: string
  tagTextColor?: string
  tagImage?: string
}

/** The tag a card shows. */
export type ProductTag =
  | { type: 'COLOR', text: string, color?: string, textColor?: string }
  | { type: 'IMAGE', imageUrl: string }
