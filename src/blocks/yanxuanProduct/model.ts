/**
 * Curated product grid (001 §3 "Curated product block", "Product"; §4
 * "Curated grid filtering"; §5 card display filters, missing prices; §9
 * productCount, activity styles, theme colours, tag type). Pure: the store
 * and view apply it. Every price rule is the shared one of `@/product`.
 */
import { bool, imageUrl, isObject, list, num, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import {
  activityStyleOf, installmentOf, isSoldOut, parseProduct, parseTagSettings, passesPriceRules, tagOf, tipsColorOf, themeColorOf, withLivePrice,
  type ActivityStyle, type LivePriceLoad
} from '@/product'
import type { GridColumns, GridItem, GridPrices, YanxuanProductConfig, YanxuanProductModel, YanxuanProductSettings } from './types'

/** The card style when the config names none of the four (001 §9 lists NORMAL first). */
export const DEFAULT_ACTIVITY_STYLE: ActivityStyle = 'NORMAL'
/** Columns when productCount is neither 1 nor 3 (the two-column grid). */
export const DEFAULT_COLUMNS: GridColumns = 2
/** Selling points a card shows as chips (not in the spec: two fit every column width at 375 px). */
export const SALE_POINTS_SHOWN = 2
/** Price asks of this block: plain products with installments (001 §7). */
export const PRICE_QUERY = { needIouData: true } as const

/** An id from config; -1 means "all" and is no id (001 §5). */
function idOf (v: unknown): number | undefined {
  const n = num(v)
  return n === undefined || n === -1 ? undefined : n
}

/** 001 §9: "productCount 1 gives single-column, 3 gives three-column layout"; 2 and anything else: two columns. */
export function columnsOf (productCount: unknown): GridColumns {
  const n = num(productCount)
  return n === 1 || n === 3 ? n : DEFAULT_COLUMNS
}

export function parseSettings (raw: Record<string, unknown>, notes: string[] = []): YanxuanProductSettings {
  const activityStyle = activityStyleOf(raw.activityStyle) ?? DEFAULT_ACTIVITY_STYLE
  return {
    activityStyle,
    iouStyle: bool(raw.iouStyle),
    tag: { ...parseTagSettings(raw, notes), activityStyle },
    tipsTextColor: tipsColorOf(raw.tipsTextColor, notes),
    btnImage: imageUrl(raw.btnImage),
    btnText: str(raw.btnText),
    columns: columnsOf(raw.productCount),
    theme: themeColorOf(raw.themeColor, activityStyle)
  }
}

/** One line of `configs[]`, or undefined when its product cannot be shown (no id, no name). */
export function parseConfigLine (raw: unknown): YanxuanProductConfig | undefined {
  if (!isObject(raw)) return undefined
  const productId = idOf(raw.productId)
  const product = parseProduct(raw.product, productId)
  if (!product) return undefined
  return { productId: productId ?? product.id, categoryId: idOf(raw.categoryId), brandId: idOf(raw.brandId), product }
}

/** `contents[0]` (untrusted) → settings and product lines, or the reason it is refused (no usable product). */
export function parseYanxuanProduct (contents: unknown): ParseResult<YanxuanProductModel> {
  if (!isObject(contents)) return invalid(t('config.notObject'))
  const configs = list(contents.configs).map(parseConfigLine).filter((c): c is YanxuanProductConfig => c !== undefined)
  if (!configs.length) return invalid(t('config.yanxuanProduct.noProducts'))
  const notes: string[] = []
  return valid({ settings: parseSettings(contents, notes), configs }, notes)
}

/** The product ids whose prices the grid asks for (each once). */
export function priceIds (model: YanxuanProductModel): number[] {
  return [...new Set(model.configs.map((c) => c.product.id))]
}

function liveOf (prices: GridPrices, id: number): LivePriceLoad {
  if (prices === undefined || prices === 'error') return prices
  return prices.get(id)
}

/**
 * The cards (001 §4 "Curated grid filtering", §5 "Card display filters"):
 * live prices merged in; products dropped by the style's price rules
 * (a negative lowest price; a lowest price above the daily one); sold out
 * without a lowest price or when the load failed; the installment line only
 * with iouStyle; the daily price struck through only when it shows above
 * the lowest (compared as shown, floored).
 */
export function gridItems (model: YanxuanProductModel, prices: GridPrices): GridItem[] {
  const { settings } = model
  const items: GridItem[] = []
  for (const config of model.configs) {
    const product = withLivePrice(config.product, liveOf(prices, config.product.id))
    if (!passesPriceRules(settings.activityStyle, product)) continue
    const soldOut = isSoldOut(product)
    const { dailyPrice: daily, lowestPrice: lowest } = product
    const strikes = !soldOut && daily !== undefined && lowest !== undefined && Math.floor(daily) > Math.floor(lowest)
    items.push({
      config,
      product,
      soldOut,
      tag: tagOf(settings.tag, config.product),
      salePoints: product.salePoints.slice(0, SALE_POINTS_SHOWN),
      strikePrice: strikes ? daily : undefined,
      installment: soldOut ? undefined : installmentOf(settings.iouStyle, product)
    })
  }
  return items
}

/** The YanxuanChannel page's params for a card (001 §2); unknown values are left out. */
export function channelParams (config: YanxuanProductConfig): Record<string, string | number | undefined> {
  return { categoryId: config.categoryId, brandId: config.brandId, productId: config.productId, productName: config.product.name }
}
