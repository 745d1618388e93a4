/**
 * How prices are shown (001 §5: "Missing prices show as '????'; in preview the
 * price is masked with '?' … Prices shown are floored to integers"). Units of
 * ten thousand are the personal hot-price card's rule only (002 §5, §9: "Hot
 * price above 100000 shows in units of ten thousand"): an opt-in, so that a
 * curated grid's ¥128100 stays ¥128100 beside its struck ¥128999.
 */
import { t } from '@/i18n'

/** A price that is not known (no data, a failed load). */
export const UNKNOWN_PRICE = '????'
/** Each digit of a real price in preview mode: operators see the layout, not a price that may change. */
export const PREVIEW_MASK = '?'
/** Above this many yuan a hot price is shown in units of ten thousand (002 §9), when asked for. */
export const TEN_THOUSAND_THRESHOLD = 100000

export interface PriceFormat {
  preview?: boolean
  /** Units of ten thousand above 100000: the hot-price card only (002 §5, §9); off by default. */
  tenThousands?: boolean
}

/**
 * `4999.9` → `4999`, `128100.5` → `128100`; with `tenThousands`, `123456` →
 * `12.3万` (one decimal, floored, a trailing `.0` dropped); unknown or
 * negative → `????`; in preview every digit → `?`.
 */
export function formatPrice (value: number | null | undefined, { preview = false, tenThousands = false }: PriceFormat = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return UNKNOWN_PRICE
  // Floor against binary noise: 4999.9999999999 is 4999, and 0.29 * 100 is 29 (not 28.999…).
  const yuan = Math.floor(Math.round(value * 1e6) / 1e6)
  let text: string
  if (tenThousands && yuan > TEN_THOUSAND_THRESHOLD) {
    const tenths = Math.floor(yuan / 1000)
    text = `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}${t('price.tenThousand')}`
  } else {
    text = String(yuan)
  }
  return preview ? text.replace(/\d/g, PREVIEW_MASK) : text
}
