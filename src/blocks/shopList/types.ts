/** The nearby-store list's view models (002 §3 "Store", §9). */

/** 002 §1: "flat, and first-highlighted". */
export type ShopListStyle = 'flat' | 'highlight'

/** The component's config, as model.ts reads it. */
export interface ShopListModel {
  style: ShopListStyle
  /** The block's heading (the catalogue's 附近门店 when none). */
  title?: string
  /** The operator's stores, in their order; when given, the filters are not sent. */
  shopIds: string[]
  shopTags: string[]
  shopTypes: number[]
  shopServices: string[]
  /** The "more" link to StoreList (shown unless the config turns it off). */
  showMore: boolean
}

export type StatusTone = 'open' | 'closing' | 'resting'

export interface ShopStatus {
  tone: StatusTone
  label: string
  /** The time that goes with it (open until, closing at, opening at), when the answer gives it. */
  time?: string
}

/** One store as the view shows it. */
export interface ShopCard {
  id: string
  name: string
  address?: string
  /** 1–3 checked image URLs (the answer's imgUrl first, then shopImages). */
  images: string[]
  /** 002 §9: 2500 ms with more than one image, else 0 (no autoplay). */
  autoplayMs: number
  status?: ShopStatus
  /** Business hours, one line, or weekdays and weekend when they differ. */
  hours: string[]
  tags: string[]
  /** A number the phone can dial (digits, +, -). */
  phone?: string
  /** Formatted from the device's location; none without one. */
  distance?: string
  /** 002 §9: the nearest badge, on the first item only and only under 30000 m. */
  nearest: boolean
  /** 002 §3: luxury 8, gift 20, gold 21 have a label; the other types are not shown. */
  typeLabel?: string
  /** The category names (front categories of 002 §2), all for the flat style, 4 for the highlighted one. */
  categories: string[]
  indoorLocation?: string
}
