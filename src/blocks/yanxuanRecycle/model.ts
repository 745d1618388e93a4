/**
 * Recycle list, the spec's "old-phone" component (001 §2 "Other blocks", §3
 * "Recycle item", §5 "Recycle maximum price"): tiles in a configurable
 * number of columns, styles QUICKLY and ATMOSPHERE_FRAME, a button text, a
 * promotion tag, the highest price (maxPrice + subsidyAmount, in decimal); a
 * tap opens the trade-in inquiry of the product.
 */
import Big from 'big.js'
import { backgroundImage, bool, imageUrl, isObject, keyword, list, num, str } from '@/lib/config'
import { t } from '@/i18n'
import { destination } from '@/platform/destinations'
import type { RedirectItem } from '@/lib/types'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import { highestPrice } from '@/product'

export type YanxuanRecycleStyle = 'QUICKLY' | 'ATMOSPHERE_FRAME'
/** Columns when the config gives none or one outside 1–4 (not in the spec; as the 000 recycle block). */
export const DEFAULT_COLUMNS = 2
export const MIN_COLUMNS = 1
export const MAX_COLUMNS = 4

export interface YanxuanRecycleItem {
  productId: number | string
  image: string
  name: string
  /** maxPrice + subsidyAmount, in yuan, as a decimal string (the view floors it). */
  highestPrice: string
  /** The subsidy included in the highest price, when positive. */
  subsidy?: string
  /** Promotion tag text (showPromotionTag). */
  promotionTag?: string
  /** The trade-in inquiry of this product, per platform. */
  redirects: RedirectItem[]
}

export interface YanxuanRecycleModel {
  style: YanxuanRecycleStyle
  columns: 1 | 2 | 3 | 4
  buttonText: string
  /** ATMOSPHERE_FRAME's frame image, ready for a style (`url("…")` of a checked URL); optional, as the 000 block's. */
  atmosphereImage?: string
  items: YanxuanRecycleItem[]
}

function productIdOf (v: unknown): number | string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? v : undefined
  return str(v)
}

function itemOf (raw: unknown): YanxuanRecycleItem | undefined {
  if (!isObject(raw) || !isObject(raw.product)) return undefined
  const p = raw.product
  const productId = productIdOf(raw.productId ?? p.id)
  const image = imageUrl(p.imageUrl)
  const name = str(p.name)
  const maxPrice = num(p.maxPrice)
  if (productId === undefined || !image || !name || maxPrice === undefined || maxPrice < 0) return undefined
  const subsidy = num(p.subsidyAmount)
  const positiveSubsidy = subsidy !== undefined && subsidy > 0 ? subsidy : undefined
  return {
    productId,
    image,
    name,
    highestPrice: highestPrice(maxPrice, positiveSubsidy ?? 0),
    subsidy: positiveSubsidy !== undefined ? new Big(positiveSubsidy).toString() : undefined,
    promotionTag: bool(raw.showPromotionTag) ? str(raw.promotionText) : undefined,
    redirects: destination('inquiry', { productId })
  }
}

/** columnSize 1–4 (rounded); anything else is the default 2. */
export function columnsOf (v: unknown): 1 | 2 | 3 | 4 {
  const n = num(v)
  const c = n === undefined ? DEFAULT_COLUMNS : Math.round(n)
  return (c >= MIN_COLUMNS && c <= MAX_COLUMNS ? c : DEFAULT_COLUMNS) as 1 | 2 | 3 | 4
}

export function parseYanxuanRecycle (raw: unknown): ParseResult<YanxuanRecycleModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const items = list(raw.configs).map(itemOf).filter((i): i is YanxuanRecycleItem => !!i)
  if (!items.length) return invalid(t('config.yanxuanRecycle.noItems'))
  return valid({
    style: keyword(raw.activityStyle) === 'ATMOSPHERE_FRAME' ? 'ATMOSPHERE_FRAME' : 'QUICKLY',
    columns: columnsOf(raw.columnSize),
    buttonText: str(raw.buttonText) ?? t('yanxuanRecycle.button'),
    atmosphereImage: backgroundImage(raw.atmosphereImage),
    items
  })
}
