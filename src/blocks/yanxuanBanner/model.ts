/**
 * Banner block (001 §2 "Banner", §3 "Banner content", §4 "Banner and product
 * card", §5 card display filters, §9 carousel constants). Pure: the store and
 * the view apply it. Every price rule is the shared one of `@/product`.
 */
import { bool, imageUrl, isObject, list, num, redirectsOf, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import {
  countUpRange, discountOf, installmentOf, isSoldOut, parseProduct, parseTagSettings, passesPriceRules, tagOf, tipsColorOf, themeColorOf, withLivePrice,
  type LivePriceLoad
} from '@/product'
import type {
  BannerActivityStyle, BannerColorStyle, BannerGradient, BannerPrices, BannerProductLine, BannerStyle, BigBannerView, BigCard, CarouselPlan,
  PriceDisplay, SmallCard, SmallCardConfig, YanxuanBannerModel, YanxuanBannerSettings
} from './types'

/** 001 §2: "BIG_BANNER (one card per product; styles NORMAL, DIRECT_SUBSIDY, HEARTBEAT)". */
export const BANNER_ACTIVITY_STYLES: readonly BannerActivityStyle[] = ['NORMAL', 'DIRECT_SUBSIDY', 'HEARTBEAT']
/** The card style when the config names none of the three (001 §2 lists NORMAL first). */
export const DEFAULT_BANNER_ACTIVITY_STYLE: BannerActivityStyle = 'NORMAL'

/** 001 §9: "Big banner pagination when 3 or more items". */
export const BIG_BANNER_PAGINATION_MIN = 3
/** 001 §9: "small banner loops at 4 or more". */
export const SMALL_BANNER_LOOP_MIN = 4
/** 001 §9: "Carousel speed 500 ms". */
export const CAROUSEL_SPEED_MS = 500
/** 001 §9: "autoplay delay 2 s" (2.3 s is for card slides, not banners). */
export const BANNER_AUTOPLAY_MS = 2000
/** Small cards side by side in a looping row (not in the spec: three fit 375 px; the fourth is what makes it loop). */
export const SMALL_CARDS_PER_VIEW = SMALL_BANNER_LOOP_MIN - 1
/** Gap between small cards, in design px (not in the spec). */
export const SMALL_CARD_GAP = 8
/** Selling points a big card shows as chips (not in the spec: three fit one line of a full-width card). */
export const BIG_SALE_POINTS_SHOWN = 3
/** Price asks of this block: plain products with installments (001 §7), as the curated grid's (so they coalesce). */
export const PRICE_QUERY = { needIouData: true } as const

/** 001 §3 bannerImgColorStyles: ORANGE, PINK, BLUE, GREEN, PURPLE, CYAN. */
export const BANNER_COLOR_STYLES: readonly BannerColorStyle[] = ['ORANGE', 'PINK', 'BLUE', 'GREEN', 'PURPLE', 'CYAN']
/** The colour of a position whose entry is missing or unknown. */
export const DEFAULT_COLOR_STYLE: BannerColorStyle = 'ORANGE'

/**
 * The concrete gradient of each colour name (the spec names them only): a
 * soft tint at the top fading to near-white, so dark text and product photos
 * stay readable, with an accent of the same hue for the tip and price: a dark shade that reads at 4.5:1 on the
 * tint at the top (issue 53; they were #FF6A1A, #F0457E, #2F6BF2, #17A05D, #7A4CF0, #0E9AA7: 2.3–3.9:1).
 */
export const BANNER_GRADIENTS: Readonly<Record<BannerColorStyle, BannerGradient>> = {
  ORANGE: { name: 'ORANGE', from: '#FFE3CC', to: '#FFF8F2', accent: '#B83A16' },
  PINK: { name: 'PINK', from: '#FFDCE8', to: '#FFF6F9', accent: '#AD2E5E' },
  BLUE: { name: 'BLUE', from: '#D9E6FF', to: '#F5F8FF', accent: '#1F56D0' },
  GREEN: { name: 'GREEN', from: '#D4F2E0', to: '#F4FCF7', accent: '#0A7040' },
  PURPLE: { name: 'PURPLE', from: '#E6DCFF', to: '#F9F6FF', accent: '#6236D8' },
  CYAN: { name: 'CYAN', from: '#D1F1F5', to: '#F3FCFD', accent: '#0A6E78' }
}

/** An id from config; -1 means "all" and is no id (001 §5). */
function idOf (v: unknown): number | undefined {
  const n = num(v)
  return n === undefined || n === -1 ? undefined : n
}

const upper = (v: unknown): string => (typeof v === 'string' ? v.trim().toUpperCase() : '')

/** A configured big-card style (any case); NORMAL when it names none of the three (NORMAL_2 is a card-carousel style). */
export function bannerActivityStyleOf (value: unknown): BannerActivityStyle {
  const name = upper(value)
  return BANNER_ACTIVITY_STYLES.find((s) => s === name) ?? DEFAULT_BANNER_ACTIVITY_STYLE
}

/**
 * The layout: bannerStyle when it names one; otherwise (not in the spec)
 * BIG_BANNER when bigConfigs holds a usable product, else SMALL_BANNER.
 */
export function bannerStyleOf (value: unknown, hasBig: boolean): BannerStyle {
  const name = upper(value)
  if (name === 'BIG_BANNER' || name === 'SMALL_BANNER') return name
  return hasBig ? 'BIG_BANNER' : 'SMALL_BANNER'
}

/** A colour name (any case), or undefined when it is none of the six. */
export function colorStyleOf (value: unknown): BannerColorStyle | undefined {
  const name = upper(value)
  return BANNER_COLOR_STYLES.find((s) => s === name)
}

/**
 * The gradient of the small card at `position` (its index in smallConfigs):
 * bannerImgColorStyles[position]; a missing or unknown entry is ORANGE.
 */
export function gradientAt (colorStyles: ReadonlyArray<BannerColorStyle | undefined>, position: number): BannerGradient {
  return BANNER_GRADIENTS[colorStyles[position] ?? DEFAULT_COLOR_STYLE]
}

/** `linear-gradient(…)` for a card's background (colours are the table's own, never config text). */
export const gradientCss = (g: BannerGradient): string => `linear-gradient(180deg, ${g.from} 0%, ${g.to} 100%)`

/** One product line, or undefined when its product cannot be shown (no id, no name). */
export function parseProductLine (raw: unknown): BannerProductLine | undefined {
  if (!isObject(raw)) return undefined
  const productId = idOf(raw.productId)
  const product = parseProduct(raw.product, productId)
  if (!product) return undefined
  return { productId: productId ?? product.id, categoryId: idOf(raw.categoryId), brandId: idOf(raw.brandId), product }
}

/**
 * One entry of smallConfigs. IMAGE: needs an image or a title (a card with
 * neither shows nothing); PRODUCT: a usable productConfig. A missing
 * bannerContentType is read from what the entry carries (not in the spec).
 */
export function parseSmallCard (raw: unknown, position: number): SmallCardConfig | undefined {
  if (!isObject(raw)) return undefined
  const declared = upper(raw.bannerContentType)
  const type = declared === 'IMAGE' || declared === 'PRODUCT' ? declared : (isObject(raw.productConfig) ? 'PRODUCT' : 'IMAGE')
  if (type === 'PRODUCT') {
    const line = parseProductLine(raw.productConfig)
    return line ? { type, position, line } : undefined
  }
  const image = isObject(raw.imageConfig) ? raw.imageConfig : {}
  const card = {
    type,
    position,
    imageUrl: imageUrl(image.bannerImageUrl),
    titleText: str(image.titleText),
    tipText: str(image.tipText),
    redirects: redirectsOf(image.redirects)
  } as const
  return card.imageUrl || card.titleText ? card : undefined
}

export function parseSettings (raw: Record<string, unknown>, notes: string[] = []): YanxuanBannerSettings {
  const activityStyle = bannerActivityStyleOf(raw.bannerActivityStyle ?? raw.activityStyle)
  return {
    activityStyle,
    iouStyle: bool(raw.iouStyle),
    tag: { ...parseTagSettings(raw, notes), activityStyle },
    theme: themeColorOf(raw.themeColor, activityStyle),
    tipsTextColor: tipsColorOf(raw.tipsTextColor, notes),
    btnImage: imageUrl(raw.btnImage),
    btnText: str(raw.btnText)
  }
}

/** `contents[0]` (untrusted) → the banner, or the reason it is refused (nothing to show in its layout). */
export function parseYanxuanBanner (contents: unknown): ParseResult<YanxuanBannerModel> {
  if (!isObject(contents)) return invalid(t('config.notObject'))
  const lines = list(contents.bigConfigs).map(parseProductLine).filter((l): l is BannerProductLine => l !== undefined)
  const style = bannerStyleOf(contents.bannerStyle, lines.length > 0)
  const notes: string[] = []
  const base = { settings: parseSettings(contents, notes), colorStyles: list(contents.bannerImgColorStyles).map(colorStyleOf) }
  if (style === 'BIG_BANNER') {
    if (!lines.length) return invalid(t('config.yanxuanBanner.noBigProducts'))
    return valid({ ...base, style, lines }, notes)
  }
  const cards = list(contents.smallConfigs).map(parseSmallCard).filter((c): c is SmallCardConfig => c !== undefined)
  if (!cards.length) return invalid(t('config.yanxuanBanner.noSmallCards'))
  return valid({ ...base, style, cards }, notes)
}

/** The products of the banner whose live prices it asks for (each once). */
export function priceIds (model: YanxuanBannerModel): number[] {
  const lines = model.style === 'BIG_BANNER'
    ? model.lines
    : model.cards.flatMap((c) => (c.type === 'PRODUCT' ? [c.line] : []))
  return [...new Set(lines.map((l) => l.product.id))]
}

function liveOf (prices: BannerPrices, id: number): LivePriceLoad {
  if (prices === undefined || prices === 'error') return prices
  return prices.get(id)
}

/**
 * The big cards, one per product (001 §4, §5): live prices merged in;
 * dropped by the style's price rules (a negative lowest price; a lowest
 * price above the daily one); sold out without a lowest price or when the
 * load failed; the installment only with iouStyle; DIRECT_SUBSIDY's saving.
 */
export function bigCards (model: YanxuanBannerModel, prices: BannerPrices): BigCard[] {
  if (model.style !== 'BIG_BANNER') return []
  const { settings } = model
  const cards: BigCard[] = []
  for (const line of model.lines) {
    const live = liveOf(prices, line.product.id)
    const product = withLivePrice(line.product, live)
    if (!passesPriceRules(settings.activityStyle, product)) continue
    const soldOut = isSoldOut(product)
    const discount = soldOut ? undefined : discountOf(product)
    cards.push({
      line,
      product,
      pending: live === undefined,
      soldOut,
      tag: tagOf(settings.tag, line.product),
      salePoints: product.salePoints.slice(0, BIG_SALE_POINTS_SHOWN),
      subsidy: settings.activityStyle === 'DIRECT_SUBSIDY' && discount !== undefined && discount >= 1 ? discount : undefined,
      installment: soldOut ? undefined : installmentOf(settings.iouStyle, product)
    })
  }
  return cards
}

/**
 * What the big banner shows (001 §4: "An empty state appears after a price
 * load failure or when there is no lowestPrice"): the empty state when the
 * load failed for every product, or when no card left has a lowest price
 * (every product dropped or sold out; a card still awaiting its answer
 * counts as priced, so the config's prices never flash the empty state);
 * otherwise the cards, a sold-out one among priced ones marked sold out.
 */
export function bigBannerView (model: YanxuanBannerModel, prices: BannerPrices): BigBannerView {
  const cards = bigCards(model, prices)
  if (model.style === 'BIG_BANNER' && model.lines.length && model.lines.every((l) => liveOf(prices, l.product.id) === 'error')) {
    return { kind: 'empty', reason: 'failed' }
  }
  if (!cards.some((c) => !c.soldOut || c.pending)) return { kind: 'empty', reason: 'noPrice' }
  return { kind: 'cards', cards }
}

/**
 * A big card's price (001 §4: "The price counter animates from the daily
 * price down to the lowest price over 1.2 s"): while the live answer is
 * awaited, the config's daily price stands still (where the roll will start);
 * with the answer, the roll from its daily to its lowest price, or the lowest
 * still when there is no fall to show (equal prices, preview); '????' sold out.
 */
export function priceDisplayOf (card: BigCard, preview: boolean): PriceDisplay {
  if (card.soldOut) return { kind: 'static', value: undefined }
  const { dailyPrice, lowestPrice } = card.product
  if (card.pending) return { kind: 'static', value: preview ? lowestPrice : (dailyPrice ?? lowestPrice) }
  const range = countUpRange(card.product, { preview })
  return range ? { kind: 'countUp', range } : { kind: 'static', value: lowestPrice }
}

/** 001 §9: "Big banner pagination when 3 or more items". */
export const bigBannerPaginates = (count: number): boolean => count >= BIG_BANNER_PAGINATION_MIN

/** 001 §9: "small banner loops at 4 or more". */
export const smallBannerLoops = (count: number): boolean => count >= SMALL_BANNER_LOOP_MIN

/**
 * The big banner's carousel: one card per slide, dots at 3 or more, speed
 * 500 ms, autoplay every 2 s; with two or more cards it autoplays and loops
 * (not in the spec: a banner that stops at its last card looks broken).
 */
export function bigCarouselPlan (count: number): CarouselPlan {
  const moves = count > 1
  return {
    count,
    autoplayMs: moves ? BANNER_AUTOPLAY_MS : 0,
    durationMs: CAROUSEL_SPEED_MS,
    loop: moves,
    dots: bigBannerPaginates(count),
    perView: 1,
    gap: 0
  }
}

/**
 * The small banner's row: at 4 or more cards a looping carousel of three
 * cards per view, autoplay every 2 s at 500 ms, no dots (not in the spec);
 * below 4 no carousel (undefined): a static row sharing the width.
 */
export function smallCarouselPlan (count: number): CarouselPlan | undefined {
  if (!smallBannerLoops(count)) return undefined
  return {
    count,
    autoplayMs: BANNER_AUTOPLAY_MS,
    durationMs: CAROUSEL_SPEED_MS,
    loop: true,
    dots: false,
    perView: SMALL_CARDS_PER_VIEW,
    gap: SMALL_CARD_GAP
  }
}

/**
 * The small cards: IMAGE cards as configured; PRODUCT cards with live
 * prices, dropped by the price rules, sold out without a lowest price; each
 * coloured by its configured position (so dropping one does not recolour the rest).
 */
export function smallCards (model: YanxuanBannerModel, prices: BannerPrices): SmallCard[] {
  if (model.style !== 'SMALL_BANNER') return []
  const cards: SmallCard[] = []
  for (const card of model.cards) {
    const gradient = gradientAt(model.colorStyles, card.position)
    if (card.type === 'IMAGE') {
      cards.push({ ...card, gradient })
      continue
    }
    const product = withLivePrice(card.line.product, liveOf(prices, card.line.product.id))
    if (!passesPriceRules(model.settings.activityStyle, product)) continue
    cards.push({ type: 'PRODUCT', position: card.position, gradient, line: card.line, product, soldOut: isSoldOut(product) })
  }
  return cards
}

/** The YanxuanChannel page's params for a product (001 §2); unknown values are left out. */
export function channelParams (line: BannerProductLine): Record<string, string | number | undefined> {
  return { categoryId: line.categoryId, brandId: line.brandId, productId: line.productId, productName: line.product.name }
}
