/**
 * New-product sale list, the spec's "new-phone" component (001 §2 "Other
 * blocks", §3 "New-product item", §5 "Discount badge"): cards with image,
 * name, floored price, the official price struck through only when the price
 * is under 0.9 of it, a subsidy tag, a promotion text, a marketing tag image
 * and a button; the avatar (product image) on the LEFT or RIGHT of each card;
 * one item per row when there is only one, else two per row. A tap opens the
 * new-product detail.
 */
import Big from 'big.js'
import { bool, imageUrl, isObject, keyword, list, num, str } from '@/lib/config'
import { t } from '@/i18n'
import { destination } from '@/platform/destinations'
import type { RedirectItem } from '@/lib/types'
import { invalid, valid, type ParseResult } from '@/renderer/types'

export type AvatarSide = 'LEFT' | 'RIGHT'
/** The avatar side when the block gives none or an unknown one (not in the spec). */
export const DEFAULT_SIDE: AvatarSide = 'LEFT'
/** 001 §5: the original new-product price is shown only when the price is under 0.9 of it. */
export const OFFICIAL_PRICE_RATIO = '0.9'

export interface NewProductItem {
  productId: number | string
  image: string
  name: string
  /** Yuan, as configured (the view floors it). */
  price: number
  /** The new-product (official) price to strike through; only when configured on and `showsOfficialPrice`. */
  officialPrice?: number
  /** Subsidy tag text (showSubsidyTag). */
  subsidyTag?: string
  /** Promotion text (showPromotionText). */
  promotionText?: string
  /** Marketing tag image over the product image (showMarketingTag, a checked URL). */
  marketingTag?: string
  buttonText: string
  /** The new-product detail of this product, per platform. */
  redirects: RedirectItem[]
}

export interface NewProductModel {
  side: AvatarSide
  /** 1 when there is only one item (001 §2), else 2 (chosen: the spec says only "one item per row when there is only one"). */
  columns: 1 | 2
  items: NewProductItem[]
}

/**
 * 001 §5 "Discount badge": the official price is shown only when price < 0.9 × officialPrice,
 * compared in decimal (4499.1 against 0.9 × 4999 = 4499.1 is not under it).
 */
export function showsOfficialPrice (price: number, officialPrice: number): boolean {
  if (!(officialPrice > 0) || price < 0) return false
  return new Big(price).lt(new Big(officialPrice).times(OFFICIAL_PRICE_RATIO))
}

/** A product id usable in a link: a positive number or a non-empty string. */
function productIdOf (v: unknown): number | string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? v : undefined
  return str(v)
}

function itemOf (raw: unknown): NewProductItem | undefined {
  if (!isObject(raw) || !isObject(raw.product)) return undefined
  const p = raw.product
  const productId = productIdOf(raw.productId ?? p.id)
  const image = imageUrl(p.imageUrl)
  const name = str(p.name)
  const price = num(p.price)
  if (productId === undefined || !image || !name || price === undefined || price < 0) return undefined
  const official = num(p.officialPrice)
  const subsidy = num(p.subsidy)
  const subsidyTag = bool(raw.showSubsidyTag)
    ? str(raw.subsidyText) ?? (subsidy && subsidy > 0 ? t('yanxuanNewProduct.subsidy', { amount: new Big(subsidy).toString() }) : undefined)
    : undefined
  return {
    productId,
    image,
    name,
    price,
    officialPrice: bool(raw.showOfficialStrikePrice) && official !== undefined && showsOfficialPrice(price, official) ? official : undefined,
    subsidyTag,
    promotionText: bool(raw.showPromotionText) ? str(raw.promotionText) : undefined,
    marketingTag: bool(raw.showMarketingTag) ? imageUrl(raw.marketingTagUrl) : undefined,
    buttonText: str(raw.buttonText) ?? t('yanxuanNewProduct.button'),
    redirects: destination('newProductDetail', { productId })
  }
}

export function parseNewProduct (raw: unknown): ParseResult<NewProductModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const items = list(raw.configs).map(itemOf).filter((i): i is NewProductItem => !!i)
  if (!items.length) return invalid(t('config.yanxuanNewProduct.noItems'))
  return valid({
    side: keyword(raw.position) === 'RIGHT' ? 'RIGHT' : DEFAULT_SIDE,
    columns: items.length === 1 ? 1 : 2,
    items
  })
}
