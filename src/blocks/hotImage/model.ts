/**
 * Hot-zone image (000 §2, §3): one image with rectangles (top, left, width,
 * height) that each open click targets. Rectangles are in the image's own
 * pixels; they are turned into percentages of the image so they scale with it
 * on every screen width. The image's size comes from the config when given
 * (`img.width`, `img.height`), else from the loaded image.
 */
import { imageSizeOf, imageUrl, isObject, list, num, redirectsOf, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

export interface HotZone { top: number, left: number, width: number, height: number, redirects: RedirectItem[] }
export interface HotImageModel { image: string, size?: { width: number, height: number }, zones: HotZone[] }
export interface ZoneBox { top: string, left: string, width: string, height: string }

export function parseHotImage (raw: unknown): ParseResult<HotImageModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const img = isObject(raw.img) ? raw.img : { url: raw.img }
  const image = imageUrl(img.url ?? img.imageUrl ?? str(raw.img))
  if (!image) return invalid(t('config.hotImage.noImage'))
  const zones = list(raw.configs).filter(isObject).flatMap((z) => {
    const [top, left, w, h] = [num(z.top), num(z.left), num(z.width), num(z.height)]
    if (top === undefined || left === undefined || !w || !h || w <= 0 || h <= 0) return []
    return [{ top, left, width: w, height: h, redirects: redirectsOf(z.redirects) }]
  })
  // The size's ratio within lib/config's bounds: a size of 1e-300 × 1e308 never reserves a box millions of px high.
  return valid({ image, size: imageSizeOf(img.width, img.height), zones })
}

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(4)}%`

/** A zone's box as percentages of the image, clipped to the image. */
export function zoneBox (zone: HotZone, size: { width: number, height: number }): ZoneBox {
  const left = Math.max(0, Math.min(zone.left, size.width))
  const top = Math.max(0, Math.min(zone.top, size.height))
  return {
    left: pct(left, size.width),
    top: pct(top, size.height),
    width: pct(Math.min(zone.width, size.width - left), size.width),
    height: pct(Math.min(zone.height, size.height - top), size.height)
  }
}

/** A zone's least hit area (issue 53: 44 × 44 CSS px), in design px: the image is drawn at the page's full width. */
export const MIN_HIT_PX = 44
/** The design width the image is drawn at (config/index.ts designWidth; the page scales with it). */
const DESIGN_WIDTH = 375

/**
 * Where a zone takes a tap: its box (zoneBox), grown about its centre to MIN_HIT_PX each way where it is
 * smaller, inside the image. Nothing is drawn for a zone: only a finger's near miss and a reader's hit area
 * change. A zone of MIN_HIT_PX or more is its box as configured.
 */
export function hitBox (zone: HotZone, size: { width: number, height: number }): ZoneBox {
  // The hit area's side in the image's own pixels (both axes scale alike: the image keeps its ratio).
  const least = (size.width * MIN_HIT_PX) / DESIGN_WIDTH
  const grow = (start: number, length: number, whole: number): [number, number] => {
    const from = Math.max(0, Math.min(start, whole))
    const len = Math.min(length, whole - from)
    if (len >= least) return [from, len]
    const grown = Math.min(least, whole)
    return [Math.max(0, Math.min(from + len / 2 - grown / 2, whole - grown)), grown]
  }
  const [left, width] = grow(zone.left, zone.width, size.width)
  const [top, height] = grow(zone.top, zone.height, size.height)
  return { left: pct(left, size.width), top: pct(top, size.height), width: pct(width, size.width), height: pct(height, size.height) }
}
