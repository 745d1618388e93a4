/**
 * Recycle tiles (000 §2, §3, §5): product tiles with the highest price
 * (maxPrice + subsidyAmount), the subsidy and a button; styles QUICKLY and
 * ATMOSPHERE_FRAME; a column count; optionally a horizontal slide.
 */
import Big from 'big.js'
import { backgroundImage, bool, color, imageUrl, isObject, keyword, list, num, redirectsOf, str } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { highestPrice } from '@/product/recycle'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

export type RecycleStyle = 'QUICKLY' | 'ATMOSPHERE_FRAME'
/** Columns when the config gives none or an unusable number (not in the spec). */
export const DEFAULT_COLUMNS = 2
export const MAX_COLUMNS = 4

export interface RecycleTile {
  image: string
  name: string
  /** maxPrice + subsidyAmount, in yuan. */
  highestPrice: string
  subsidy?: string
  redirects: RedirectItem[]
}

export interface RecycleModel {
  style: RecycleStyle
  columns: number
  slide: boolean
  /** The frame behind ATMOSPHERE_FRAME tiles, ready for a style (`url("…")` of a checked URL). */
  atmosphereImage?: string
  button: { text?: string, color?: string, textColor?: string }
  tiles: RecycleTile[]
}

/** The button's colour when none is configured (style.scss: ui/palette's accent). */
const BUTTON_ACCENT = '#c93d1b'

export function parseRecycle (raw: unknown): ParseResult<RecycleModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const tiles: RecycleTile[] = []
  for (const item of list(raw.recycleConfigs)) {
    if (!isObject(item) || !isObject(item.product)) continue
    const p = item.product
    const image = imageUrl(p.imageUrl)
    const name = str(p.name)
    const maxPrice = num(p.maxPrice)
    if (!image || !name || maxPrice === undefined) continue
    const subsidy = num(p.subsidyAmount)
    const link = isObject(item.imageAndRedirect) ? item.imageAndRedirect : {}
    tiles.push({
      image,
      name,
      highestPrice: highestPrice(maxPrice, subsidy ?? 0),
      subsidy: subsidy && subsidy > 0 ? new Big(subsidy).toString() : undefined,
      redirects: redirectsOf(link.redirects)
    })
  }
  if (!tiles.length) return invalid(t('config.recycle.noTiles'))
  const columns = Math.round(num(raw.columnSize) ?? DEFAULT_COLUMNS)
  // The button's text on the button (the accent unless configured): readable, or replaced and named in preview (issue 53).
  const notes: string[] = []
  const buttonColor = color(raw.btnColor)
  const buttonText = configuredText(t('recycle.a11y.buttonTextColor'), color(raw.btnTextColor), buttonColor ?? BUTTON_ACCENT, notes)
  return valid({
    style: keyword(raw.activityStyle) === 'ATMOSPHERE_FRAME' ? 'ATMOSPHERE_FRAME' : 'QUICKLY',
    columns: columns >= 1 && columns <= MAX_COLUMNS ? columns : DEFAULT_COLUMNS,
    slide: bool(raw.supportSlide),
    atmosphereImage: backgroundImage(raw.atmosphereImage),
    button: { text: str(raw.btnText), color: buttonColor, textColor: buttonText },
    tiles
  }, notes)
}
