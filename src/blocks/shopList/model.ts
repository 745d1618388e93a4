/**
 * The nearby-store list (002 §1–§4, §9): its config, how many stores each
 * style shows, the business status and hours, images and their autoplay,
 * distances and the nearest badge, the category line's cut, store types and
 * where each tap goes. Pure; the store applies it (store.ts).
 */
import { t } from '@/i18n'
import { bool, imageUrl, isObject, keyword, list, str } from '@/lib/config'
import type { Location } from '@/platform/rules'
import { destination } from '@/platform/destinations'
import type { RedirectItem } from '@/lib/types'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { ShopAnswer } from '@/services/stores'
import type { ShopListMessageKey } from './messages'
import type { ShopCard, ShopListModel, ShopListStyle, ShopStatus } from './types'

// ---- The spec's limits (002 §9) -------------------------------------------

/** 002 §9: "The flat style shows at most 3 stores, the highlight style at most 2." */
export const FLAT_MAX_SHOPS = 3
export const HIGHLIGHT_MAX_SHOPS = 2
/** 002 §9: "The category list shows 4 in the highlight style." */
export const HIGHLIGHT_CATEGORIES = 4
/** 002 §9: "the nearest badge shows only on the first item and only when distance is under 30000". */
export const NEAREST_UNDER_M = 30000
/** 002 §9: "about 31 characters on wide screens (width above 413) and 28 otherwise". */
export const WIDE_SCREEN_ABOVE = 413
export const WIDE_CATEGORY_CHARS = 31
export const NARROW_CATEGORY_CHARS = 28
/** 002 §9: "The store image carousel autoplays every 2500 ms when there is more than one image." */
export const IMAGE_AUTOPLAY_MS = 2500
/** 002 §3: "Store types: … luxury (8), gift (20), gold (21)"; the other seven's values are not shown. */
export const SHOP_TYPE_LUXURY = 8
export const SHOP_TYPE_GIFT = 20
export const SHOP_TYPE_GOLD = 21
/** 002 §3: businessStatus "1 open, 2 closing soon, 3 resting". */
export const STATUS_OPEN = 1
export const STATUS_CLOSING = 2
export const STATUS_RESTING = 3

/** Not in the spec: "images 1–3 each" (this folder's README.md). */
export const MAX_IMAGES = 3
/** Not in the spec: a card shows at most 3 tags (this folder's README.md). */
export const MAX_TAGS = 3
/** Not in the spec: the filters a config may name, each. */
const MAX_FILTERS = 20

// ---- Reading the config ---------------------------------------------------

/** `style` / `showStyle`: 2, HIGHLIGHT or FIRST_HIGHLIGHT is the first-highlighted style; anything else is flat (this folder's README.md). */
export function styleOf (v: unknown): ShopListStyle {
  const k = keyword(v).replace(/[-\s]/g, '_')
  return k === '2' || k === 'HIGHLIGHT' || k === 'FIRST_HIGHLIGHT' || k === 'FIRSTHIGHLIGHT' ? 'highlight' : 'flat'
}

/** A list from an array or a comma-separated text, each entry trimmed, empty ones and duplicates dropped. */
function entries (v: unknown): string[] {
  const raw = Array.isArray(v) ? list(v, MAX_FILTERS * 2) : typeof v === 'string' ? v.split(/[,，]/) : typeof v === 'number' ? [v] : []
  const out: string[] = []
  for (const item of raw) {
    const s = typeof item === 'number' && Number.isFinite(item) ? String(item) : typeof item === 'string' ? item.trim().slice(0, 40) : ''
    if (s && !out.includes(s)) out.push(s)
  }
  return out.slice(0, MAX_FILTERS)
}

/** The component's `contents[0]` → its model; shopIds that are not ids refuse the block (preview says why). */
export function parseShopList (contents: unknown): ParseResult<ShopListModel> {
  const c = isObject(contents) ? contents : {}
  const shopIds = entries(c.shopIds)
  if (shopIds.some((id) => !/^\d{1,18}$/.test(id))) return invalid(t('config.shopList.badIds'))
  return valid({
    style: styleOf(c.style ?? c.showStyle),
    title: str(c.title, 20)?.trim() || undefined,
    shopIds,
    shopTags: entries(c.shopTags),
    shopTypes: entries(c.shopTypes).filter((s) => /^\d{1,4}$/.test(s)).map(Number),
    shopServices: entries(c.shopServices),
    showMore: c.showMore === undefined || c.showMore === null ? true : bool(c.showMore)
  })
}

/** 002 §9: 3 stores in the flat style, 2 in the highlighted one. */
export const shopLimit = (style: ShopListStyle): number => (style === 'highlight' ? HIGHLIGHT_MAX_SHOPS : FLAT_MAX_SHOPS)

// ---- One store --------------------------------------------------------------

/** 002 §4: "Store business status follows businessStatus (open, closing soon, resting)"; another value shows none. */
export function statusOf (businessStatus: number | undefined, openTimeTxt?: string, closeTimeTxt?: string): ShopStatus | undefined {
  if (businessStatus === STATUS_OPEN) return { tone: 'open', label: t('shopList.status.open'), time: closeTimeTxt ? t('shopList.status.openUntil', { time: closeTimeTxt }) : undefined }
  if (businessStatus === STATUS_CLOSING) return { tone: 'closing', label: t('shopList.status.closing'), time: closeTimeTxt ? t('shopList.status.closingAt', { time: closeTimeTxt }) : undefined }
  if (businessStatus === STATUS_RESTING) return { tone: 'resting', label: t('shopList.status.resting'), time: openTimeTxt ? t('shopList.status.opensAt', { time: openTimeTxt }) : undefined }
  return undefined
}

const clockTime = (s: string | undefined): string | undefined => (s && /^([01]?\d|2[0-4]):[0-5]\d$/.test(s) ? s.padStart(5, '0') : undefined)

/**
 * The hours (002 §3: "normal and weekend business start and end times"): one line when the weekend keeps
 * the normal hours (or gives none), else weekdays and weekend; a time that is not HH:mm is left out.
 */
export function hoursOf (shop: Partial<Pick<ShopAnswer, 'businessStartTime' | 'businessEndTime' | 'weekendBusinessStartTime' | 'weekendBusinessEndTime'>>): string[] {
  const start = clockTime(shop.businessStartTime)
  const end = clockTime(shop.businessEndTime)
  const wStart = clockTime(shop.weekendBusinessStartTime)
  const wEnd = clockTime(shop.weekendBusinessEndTime)
  const normal = start && end ? { start, end } : undefined
  const weekend = wStart && wEnd ? { start: wStart, end: wEnd } : undefined
  if (normal && (!weekend || (weekend.start === normal.start && weekend.end === normal.end))) return [t('shopList.hours', normal)]
  if (normal && weekend) return [t('shopList.hours.weekdays', normal), t('shopList.hours.weekend', weekend)]
  if (weekend) return [t('shopList.hours.weekend', weekend)]
  return []
}

/** The answer's imgUrl, then its shopImages: checked, without repeats, at most 3. */
export function imagesOf (shop: Partial<Pick<ShopAnswer, 'imgUrl' | 'shopImages'>>): string[] {
  const out: string[] = []
  for (const raw of [shop.imgUrl, ...(shop.shopImages ?? [])]) {
    const url = imageUrl(raw)
    if (url && !out.includes(url)) out.push(url)
  }
  return out.slice(0, MAX_IMAGES)
}

/** 002 §9: autoplay every 2500 ms only with more than one image; 0 is none. */
export const autoplayOf = (imageCount: number): number => (imageCount > 1 ? IMAGE_AUTOPLAY_MS : 0)

/** 002 §3 store types: the three whose values are shown have a label; any other type shows none. */
export function typeLabelOf (shopType: number | undefined): string | undefined {
  if (shopType === SHOP_TYPE_LUXURY) return t('shopList.type.luxury')
  if (shopType === SHOP_TYPE_GIFT) return t('shopList.type.gift')
  if (shopType === SHOP_TYPE_GOLD) return t('shopList.type.gold')
  return undefined
}

/** A number the phone can dial: digits with an optional leading + and dashes or spaces between; anything else is none. */
export function phoneOf (mobile: string | undefined): string | undefined {
  const s = mobile?.trim()
  if (!s || !/^\+?\d[\d\s-]{2,18}\d$/.test(s)) return undefined
  return s.replace(/\s+/g, '')
}

/** The front categories of 002 §2 that a store's frontCategoryIds name, in the answer's order; unknown ids are left out. */
const CATEGORY_KEYS: Readonly<Record<number, ShopListMessageKey>> = {
  50: 'shopList.category.50',
  86: 'shopList.category.86',
  6: 'shopList.category.6',
  7: 'shopList.category.7',
  8: 'shopList.category.8',
  17: 'shopList.category.17',
  9: 'shopList.category.9'
}
export function categoriesOf (ids: readonly number[], style: ShopListStyle): string[] {
  const names: string[] = []
  for (const id of ids) {
    const key = CATEGORY_KEYS[id]
    if (key && !names.includes(t(key))) names.push(t(key))
  }
  return style === 'highlight' ? names.slice(0, HIGHLIGHT_CATEGORIES) : names
}

/** 002 §9: the category line's length: 31 characters on screens wider than 413 px, 28 otherwise. */
export const categoryChars = (screenWidth: number): number => (screenWidth > WIDE_SCREEN_ABOVE ? WIDE_CATEGORY_CHARS : NARROW_CATEGORY_CHARS)

/**
 * The category line (回收品类：手机、平板…), cut to the screen's length: a longer line keeps its first
 * `chars − 1` characters and an ellipsis, so it is never longer than `chars`. Characters are code points
 * (an emoji or a rare CJK character counts once and is never split).
 */
export function categoryLine (names: readonly string[], screenWidth: number): string | undefined {
  if (!names.length) return undefined
  const line = Array.from(t('shopList.categories', { names: names.join('、') }))
  const chars = categoryChars(screenWidth)
  return line.length <= chars ? line.join('') : `${line.slice(0, chars - 1).join('')}…`
}

// ---- Distance -----------------------------------------------------------------

/** Metres between two points (haversine on a 6371 km sphere): both GCJ-02, as the host gives and the answer holds. */
export function metresBetween (a: Location, b: Location): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371000 * Math.asin(Math.min(1, Math.sqrt(h)))
}

const validPoint = (lat: number | undefined, lon: number | undefined): lat is number => typeof lat === 'number' && typeof lon === 'number' && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && (lat !== 0 || lon !== 0)

/**
 * A store's distance from the device: the answer's (the server measured it from the location sent), else
 * measured here from the store's coordinates; without a device location, none (a refused or failed
 * location shows no distances).
 */
export function distanceOf (shop: Partial<Pick<ShopAnswer, 'distance' | 'latitude' | 'longitude'>>, device: Location | undefined): number | undefined {
  if (!device) return undefined
  if (shop.distance !== undefined && shop.distance >= 0) return shop.distance
  if (!validPoint(shop.latitude, shop.longitude)) return undefined
  return metresBetween(device, { latitude: shop.latitude, longitude: shop.longitude as number })
}

/**
 * 002 gives no format (the product pool's lives in its own block, 001 §5: not shared, so not reused):
 * under 1000 m whole metres (floored: 999.7 m is not "1000m"), under 100 km km with one decimal, farther
 * whole km.
 */
export function formatDistance (metres: number | undefined): string | undefined {
  if (metres === undefined || !Number.isFinite(metres) || metres < 0) return undefined
  if (metres < 1000) return t('shopList.distance.m', { m: Math.floor(metres) })
  // Tenths of a km as an integer first, so 1250 m is 1.3 (half up) and 99950 m is 100km, not 100.0km.
  const tenths = Math.round(metres / 100)
  if (tenths < 1000) return t('shopList.distance.km', { km: (tenths / 10).toFixed(1) })
  return t('shopList.distance.km', { km: Math.round(metres / 1000) })
}

/** 002 §9: the nearest badge: the first item only, and only under 30000 m. */
export const showsNearest = (index: number, metres: number | undefined): boolean => index === 0 && metres !== undefined && metres < NEAREST_UNDER_M

// ---- The list ---------------------------------------------------------------

/**
 * The answer's stores as cards: with a device location, nearest first (stores without a distance after,
 * in the answer's order); at most the style's limit; the nearest badge on the first under 30000 m.
 */
export function cardsOf (answers: readonly ShopAnswer[], style: ShopListStyle, device: Location | undefined): ShopCard[] {
  const seen = new Set<string>()
  const measured = answers
    .filter((a) => !seen.has(a.id) && !!seen.add(a.id))
    .map((answer, order) => ({ answer, order, metres: distanceOf(answer, device) }))
  if (device) measured.sort((a, b) => (a.metres ?? Infinity) - (b.metres ?? Infinity) || a.order - b.order)
  return measured.slice(0, shopLimit(style)).map(({ answer: a, metres }, index) => {
    const images = imagesOf(a)
    return {
      id: a.id,
      name: a.name,
      address: a.address,
      images,
      autoplayMs: autoplayOf(images.length),
      status: statusOf(a.businessStatus, a.openTimeTxt, a.closeTimeTxt),
      hours: hoursOf(a),
      tags: (a.tags ?? []).slice(0, MAX_TAGS),
      phone: phoneOf(a.mobile),
      distance: formatDistance(metres),
      nearest: showsNearest(index, metres),
      typeLabel: typeLabelOf(a.shopType),
      categories: categoriesOf(a.frontCategoryIds ?? [], style),
      indoorLocation: a.indoorLocation
    }
  })
}

// ---- Where taps go (002 §2) ---------------------------------------------------

/** 002 §2: "A store detail is opened by browsing to a shop-detail page carrying shop_id." */
export const shopDetailTarget = (shopId: string): RedirectItem[] => destination('shopDetail', { shop_id: shopId })

/** 002 §2: ShopNavigationPreview with "shopId, from=nearest". */
export const navigationTarget = (shopId: string): RedirectItem[] => destination('shopNavigation', { shopId, from: 'nearest' })

/** 002 §2: StoreList with "shopIds with hideTab=1; or shopTags, shopTypes, shopServices with hideTab=1" (lists comma-joined). */
export function moreTarget (model: ShopListModel): RedirectItem[] {
  if (model.shopIds.length) return destination('storeList', { shopIds: model.shopIds.join(','), hideTab: 1 })
  return destination('storeList', {
    shopTags: model.shopTags.join(',') || undefined,
    shopTypes: model.shopTypes.join(',') || undefined,
    shopServices: model.shopServices.join(',') || undefined,
    hideTab: 1
  })
}
