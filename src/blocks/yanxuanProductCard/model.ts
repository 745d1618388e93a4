/**
 * Product card carousel (001 §2 "Product card"; §3 "Product card content",
 * "Product"; §4 "Banner and product card"; §5 card display filters, missing
 * prices, discount; §9 carousel constants, items per slide, theme colours).
 * Pure: the store and view apply it. Every price rule is the shared one of
 * `@/product`; the carousel's own rules are `@/ui/Carousel/model`.
 */
import { backgroundImage, bool, color, imageUrl, isObject, list, num, redirectsOf, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import {
  activityStyleOf, countUpRange, discountOf, installmentOf, isSoldOut, parseProduct, parseTagSettings, passesPriceRules, tagOf, tipsColorOf,
  themeColorOf, withLivePrice, type ActivityStyle, type LivePriceLoad
} from '@/product'
import { CAROUSEL_DURATION_MS, shouldLoop, slidesOf } from '@/ui/Carousel/model'
import type {
  CardGrid, CardItem, CardLayoutStyle, CardPrices, ProductCardConfig, ProductCardCountType, ProductCardModel, ProductCardSettings
} from './types'

/** 001 §9: "autoplay delay 2 s (2.3 s for card slides)". */
export const CARD_AUTOPLAY_MS = 2300
/** 001 §9: "Carousel speed 500 ms". */
export const CARD_SPEED_MS = CAROUSEL_DURATION_MS
/** 001 §9: "the 1-3.2 layout shows 3.27 slides with 4-unit spacing and loops when there are more than 3 items". */
export const STRIP_PER_VIEW = 3.27
export const STRIP_GAP = 4
export const STRIP_LOOP_ABOVE = 3
/** The strip's config value. */
export const STRIP_COUNT_TYPE = '1-3.2'
/** 001 §9: "Items per slide: 3, 6, 9, 12 for 1 to 4 rows of 3; 2 and 4 for rows of 2". */
export const MAX_ROWS: Readonly<Record<2 | 3, number>> = { 3: 4, 2: 2 }

/** When the config names no known count type (not in the spec): one row of three, the smallest grid of the main family. */
export const DEFAULT_COUNT_TYPE: ProductCardCountType = '1-3'
/** When the config names neither layout (not in the spec): the image above the text, listed first. */
export const DEFAULT_LAYOUT: CardLayoutStyle = 'UP_DOWN'
/** The card style when the config names none of the four (001 §9 lists NORMAL first). */
export const DEFAULT_ACTIVITY_STYLE: ActivityStyle = 'NORMAL'
/** Price asks of this block: plain products with installments (001 §7). */
export const PRICE_QUERY = { needIouData: true } as const

/**
 * Geometry at the 375 px design width (not in the spec): the module sits 12 px
 * from the page edges with 8 px of padding, so the carousel is 335 px wide;
 * cards in a slide are 6 px apart; each card has a fixed height (the Swiper of
 * mini-programs needs the carousel's height up front).
 */
export const MODULE_MARGIN = 12
export const MODULE_PADDING = 8
export const CAROUSEL_WIDTH = 375 - 2 * MODULE_MARGIN - 2 * MODULE_PADDING
export const CARD_GAP = 6
/**
 * Card heights in design px by layout and width class (2: half the carousel;
 * 3: a third, and the strip): room for every line a card can have (name in
 * two lines, price, subsidy, installment, button); style.scss keeps within them.
 */
export const CARD_HEIGHT: Readonly<Record<CardLayoutStyle, Readonly<Record<2 | 3, number>>>> = {
  UP_DOWN: { 3: 206, 2: 264 },
  LEFT_RIGHT: { 3: 110, 2: 116 }
}

/** An id from config; -1 means "all" and is no id (001 §5). */
function idOf (v: unknown): number | undefined {
  const n = num(v)
  return n === undefined || n === -1 ? undefined : n
}

/**
 * `productCardCountType` → how the cards fall into slides (001 §2, §9): 'R-3'
 * with R of 1–4 (3, 6, 9, 12 per slide), 'R-2' with R of 1–2 (2, 4), and
 * '1-3.2', the strip: one card per slide, 3.27 in view, 4 apart. Anything
 * else is the default '1-3'.
 */
export function gridOf (countType: unknown): CardGrid {
  const raw = typeof countType === 'string' ? countType.trim() : typeof countType === 'number' ? String(countType) : ''
  if (raw === STRIP_COUNT_TYPE) {
    return { countType: STRIP_COUNT_TYPE, rows: 1, columns: 3, perSlide: 1, perView: STRIP_PER_VIEW, gap: STRIP_GAP, strip: true }
  }
  const match = /^([1-4])-([23])$/.exec(raw)
  const columns = match ? (Number(match[2]) as 2 | 3) : 3
  const rows = match ? Number(match[1]) : 1
  if (!match || rows > MAX_ROWS[columns]) return gridOf(DEFAULT_COUNT_TYPE)
  return { countType: `${rows}-${columns}` as ProductCardCountType, rows, columns, perSlide: rows * columns, perView: 1, gap: 0, strip: false }
}

/** UP_DOWN or LEFT_RIGHT (any case); anything else the default. */
export function layoutOf (value: unknown): CardLayoutStyle {
  const name = typeof value === 'string' ? value.trim().toUpperCase() : ''
  return name === 'LEFT_RIGHT' || name === 'UP_DOWN' ? name : DEFAULT_LAYOUT
}

export function parseSettings (raw: Record<string, unknown>, notes: string[] = []): ProductCardSettings {
  const activityStyle = activityStyleOf(raw.activityStyle) ?? DEFAULT_ACTIVITY_STYLE
  return {
    layout: layoutOf(raw.cardLayoutStyle),
    activityStyle,
    grid: gridOf(raw.productCardCountType),
    theme: themeColorOf(raw.themeColor, activityStyle),
    headerImage: imageUrl(raw.cardImg),
    moduleBackground: backgroundImage(raw.productModuleBgImg),
    bgColor: color(raw.bgColor),
    cardBackground: backgroundImage(raw.cardBgImg),
    btnText: str(raw.btnText),
    btnImage: imageUrl(raw.btnImage),
    tag: { ...parseTagSettings(raw, notes), activityStyle },
    tipsTextColor: tipsColorOf(raw.tipsTextColor, notes),
    iouStyle: bool(raw.iouStyle),
    redirects: redirectsOf(raw.redirects)
  }
}

/** One line of `configs[]`, or undefined when its product cannot be shown (no id, no name). */
export function parseConfigLine (raw: unknown): ProductCardConfig | undefined {
  if (!isObject(raw)) return undefined
  const productId = idOf(raw.productId)
  const product = parseProduct(raw.product, productId)
  if (!product) return undefined
  return { productId: productId ?? product.id, categoryId: idOf(raw.categoryId), brandId: idOf(raw.brandId), product }
}

/** `contents[0]` (untrusted) → settings and product lines, or the reason it is refused (no usable product). */
export function parseYanxuanProductCard (contents: unknown): ParseResult<ProductCardModel> {
  if (!isObject(contents)) return invalid(t('config.notObject'))
  const configs = list(contents.configs).map(parseConfigLine).filter((c): c is ProductCardConfig => c !== undefined)
  if (!configs.length) return invalid(t('config.yanxuanProductCard.noProducts'))
  const notes: string[] = []
  return valid({ settings: parseSettings(contents, notes), configs }, notes)
}

/** The product ids whose prices the block asks for (each once). */
export function priceIds (model: ProductCardModel): number[] {
  return [...new Set(model.configs.map((c) => c.product.id))]
}

function liveOf (prices: CardPrices, id: number): LivePriceLoad {
  if (prices === undefined || prices === 'error') return prices
  return prices.get(id)
}

/** 001 §3 floorDiscountPrice: the shown discount (§5 recomputed when missing or daily = lowest), floored; only above 0. */
export function floorDiscountOf (product: Parameters<typeof discountOf>[0]): number | undefined {
  const discount = discountOf(product)
  if (discount === undefined) return undefined
  const floored = Math.floor(Math.round(discount * 1e6) / 1e6)
  return floored > 0 ? floored : undefined
}

/**
 * The cards (001 §4 "Banner and product card", §5 "Card display filters"):
 * live prices merged in; products dropped by the style's price rules; each
 * card's derived values (isEmpty, useModeIou / iouData, floorDiscountPrice);
 * the daily price struck through when it shows above the lowest (NORMAL,
 * HEARTBEAT: NORMAL_2 and DIRECT_SUBSIDY show the saving instead); and the
 * count-up from the daily price to the lowest, only once the live answer for
 * the product is in (the config's prices would roll, then roll again) and
 * never in preview.
 */
export function cardItems (model: ProductCardModel, prices: CardPrices, preview = false): CardItem[] {
  const { settings } = model
  const items: CardItem[] = []
  for (const config of model.configs) {
    const live = liveOf(prices, config.product.id)
    const product = withLivePrice(config.product, live)
    if (!passesPriceRules(settings.activityStyle, product)) continue
    const isEmpty = isSoldOut(product)
    const iouData = isEmpty ? undefined : installmentOf(settings.iouStyle, product)
    const { dailyPrice: daily, lowestPrice: lowest } = product
    const strikes = !isEmpty && (settings.activityStyle === 'NORMAL' || settings.activityStyle === 'HEARTBEAT') &&
      daily !== undefined && lowest !== undefined && Math.floor(daily) > Math.floor(lowest)
    items.push({
      config,
      product,
      isEmpty,
      useModeIou: iouData !== undefined,
      iouData,
      floorDiscountPrice: isEmpty ? undefined : floorDiscountOf(product),
      strikePrice: strikes ? daily : undefined,
      countUp: !isEmpty && typeof live === 'object' ? countUpRange(product, { preview }) : undefined,
      tag: tagOf(settings.tag, config.product)
    })
  }
  return items
}

/** 001 §4: the block's empty state: no card left, or every card empty (the price load failed, no lowest price anywhere). */
export function isBlockEmpty (items: readonly CardItem[]): boolean {
  return items.every((item) => item.isEmpty)
}

/** How the carousel runs for these cards (001 §9). */
export interface CardCarousel {
  slides: CardItem[][]
  perView: number
  gap: number
  loop: boolean
  autoplayMs: number
  durationMs: number
  /** The carousel's height in design px (rows of fixed-height cards). */
  height: number
}

/**
 * Slides of `perSlide` cards; the strip shows 3.27 with 4 apart and loops
 * above 3 items; a grid loops when it has more than one slide (not in the
 * spec: the original carousel runs on); autoplay 2.3 s, speed 500 ms.
 */
export function carouselOf (settings: ProductCardSettings, items: readonly CardItem[]): CardCarousel {
  const { grid, layout } = settings
  const slides = slidesOf(items, grid.perSlide)
  const rowsUsed = grid.strip ? 1 : Math.min(grid.rows, Math.ceil(items.length / grid.columns))
  const cardHeight = CARD_HEIGHT[layout][grid.columns]
  return {
    slides,
    perView: grid.perView,
    gap: grid.gap,
    loop: grid.strip ? shouldLoop(items.length, STRIP_LOOP_ABOVE) : shouldLoop(slides.length, 1),
    autoplayMs: CARD_AUTOPLAY_MS,
    durationMs: CARD_SPEED_MS,
    height: Math.max(1, rowsUsed) * cardHeight + Math.max(0, rowsUsed - 1) * CARD_GAP
  }
}

/** The YanxuanChannel page's params for a card (001 §2); unknown values are left out. */
export function channelParams (config: ProductCardConfig): Record<string, string | number | undefined> {
  return { categoryId: config.categoryId, brandId: config.brandId, productId: config.productId, productName: config.product.name }
}
