/**
 * How one pool item shows (001 §3 "Pool item", §5, §8): the price paid,
 * floored, '????' when unknown or sold out; the new-product price struck only
 * when the price is under 0.9 of it (the discount badge, with the discount
 * rate), else a higher original price struck; tags, the fineness image at its
 * own proportions, the installment, today-delivery and official images; the
 * shop distance and the shop-stock tag. A tap opens the item's detail.
 */
import Big from 'big.js'
import { aspectRatioOf, cut, imageUrl } from '@/lib/config'
import { destination } from '@/platform/destinations'
import type { RedirectItem } from '@/lib/types'
import { formatDistance } from './distance'

/** 001 §5 "Discount badge": the new-product price is shown only when the price is under 0.9 of it. */
export const DISCOUNT_BADGE_RATIO = '0.9'
/** Tags shown on a card (not in the spec: two columns hold three short tags). */
export const MAX_TAGS = 3
/** Longest tag (001 §9's tag corner cut, 6 characters). */
export const TAG_MAX_CHARS = 6
/** The fineness image's height on a card, design px; its width follows the image's own size. */
export const FINENESS_HEIGHT = 16
/** Without a size, the fineness image is this wide for its height (a short grade badge). */
export const FINENESS_DEFAULT_RATIO = 2.5

/** A pool item as the search answers it (services/productPool.ts reads it). */
export interface PoolItem {
  saleGoodsNo: string
  name: string
  price?: number
  salePrice?: number
  newProductPrice?: number
  originalPrice?: number
  allDiscountAmount?: number
  discountRateDesc?: string
  productTag: string[]
  images: string[]
  /** Metres; absent without a location. */
  shopDistance?: number
  showShopStockTag: boolean
  auraListImage?: string
  newGaeaFinenessImgUrl?: string
  newGaeaFinenessImgWidth?: number
  newGaeaFinenessImgHeight?: number
  jdIouPayTextImgUrl?: string
  todayDeliveryImage?: string
  officialImgUrl?: string
}

export interface PoolCard {
  /** Stable key: the sale goods number (a second copy of an item in later pages gets a suffix). */
  key: string
  name: string
  image?: string
  aura?: string
  /** The price paid, yuan (Price floors it; undefined: '????'). */
  price?: number
  soldOut: boolean
  /** Struck price: the new-product price under the badge rule, or a higher original price. */
  struck?: number
  /** The discount rate beside the struck new-product price ('3.5折'). */
  discountRate?: string
  tags: string[]
  fineness?: { url: string, width: number, height: number }
  iouImage?: string
  todayDeliveryImage?: string
  officialImage?: string
  distance?: string
  shopStock: boolean
  redirects: RedirectItem[]
}

const money = (v: number | undefined): number | undefined => (v !== undefined && Number.isFinite(v) && v >= 0 ? v : undefined)

/** The price the visitor pays: the sale price when given, else the price; unknown or negative: none. */
export function paidPrice (item: Pick<PoolItem, 'price' | 'salePrice'>): number | undefined {
  return money(item.salePrice) ?? money(item.price)
}

/** 001 §5: price < 0.9 × newProductPrice, in decimal (4499.1 against 0.9 × 4999 = 4499.1 is not under it). */
export function showsNewProductPrice (price: number, newProductPrice: number): boolean {
  if (!(newProductPrice > 0) || price < 0) return false
  return new Big(price).lt(new Big(newProductPrice).times(DISCOUNT_BADGE_RATIO))
}

/** What is struck beside the price, and whether the discount badge shows. */
export function struckOf (item: Pick<PoolItem, 'newProductPrice' | 'originalPrice' | 'discountRateDesc'>, price: number | undefined): { struck?: number, discountRate?: string } {
  if (price === undefined) return {}
  const newPrice = money(item.newProductPrice)
  if (newPrice !== undefined && showsNewProductPrice(price, newPrice)) return { struck: newPrice, discountRate: item.discountRateDesc ? cut(item.discountRateDesc, 8) : undefined }
  const original = money(item.originalPrice)
  return original !== undefined && original > price ? { struck: original } : {}
}

/** The fineness image at FINENESS_HEIGHT, as wide as its own proportions say. */
export function finenessOf (item: Pick<PoolItem, 'newGaeaFinenessImgUrl' | 'newGaeaFinenessImgWidth' | 'newGaeaFinenessImgHeight'>): PoolCard['fineness'] {
  const url = imageUrl(item.newGaeaFinenessImgUrl)
  if (!url) return undefined
  const ratio = aspectRatioOf(item.newGaeaFinenessImgWidth, item.newGaeaFinenessImgHeight) ?? FINENESS_DEFAULT_RATIO
  return { url, width: Math.round(FINENESS_HEIGHT * ratio), height: FINENESS_HEIGHT }
}

/** The item's detail: the curated second-hand product page with its sale goods number (this folder's README.md). */
export const detailOf = (saleGoodsNo: string): RedirectItem[] => destination('selectedProduct', { saleGoodsNo })

export function cardOf (item: PoolItem, key = item.saleGoodsNo): PoolCard {
  const price = paidPrice(item)
  return {
    key,
    name: item.name,
    image: item.images.map(imageUrl).find((u) => u !== undefined),
    aura: imageUrl(item.auraListImage),
    price,
    soldOut: price === undefined,
    ...struckOf(item, price),
    tags: item.productTag.map((tag) => cut(tag.trim(), TAG_MAX_CHARS)).filter(Boolean).slice(0, MAX_TAGS),
    fineness: finenessOf(item),
    iouImage: imageUrl(item.jdIouPayTextImgUrl),
    todayDeliveryImage: imageUrl(item.todayDeliveryImage),
    officialImage: imageUrl(item.officialImgUrl),
    distance: formatDistance(item.shopDistance),
    shopStock: item.showShopStockTag,
    redirects: detailOf(item.saleGoodsNo)
  }
}

/**
 * A page's cards, keyed stably: an item already listed on an earlier page (the
 * pool changed between pages) gets a suffix instead of a duplicate key.
 */
export function cardsOf (items: readonly PoolItem[], seen: Map<string, number>): PoolCard[] {
  return items.map((item) => {
    const n = seen.get(item.saleGoodsNo) ?? 0
    seen.set(item.saleGoodsNo, n + 1)
    return cardOf(item, n ? `${item.saleGoodsNo}#${n}` : item.saleGoodsNo)
  })
}
