/**
 * Floating icon (000 §2): a fixed image with click targets. Its fields are not
 * in the spec: imageUrl, imageWidth/imageHeight (design px, default 64 × 64), redirects.
 */
import { aspectRatioOf, imageUrl, isObject, positive, redirectsOf } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

const DEFAULT_ICON_SIZE = 64
const MAX_ICON_SIZE = 120
/** The icon's least hit area each way (issue 53: 44 × 44 CSS px at 375), design px: a smaller icon takes its tap around it. */
export const MIN_HIT_PX = 44
export interface SuspendIconModel { image: string, width: number, height: number, redirects: RedirectItem[] }

export function parseSuspendIcon (raw: unknown): ParseResult<SuspendIconModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const image = imageUrl(raw.imageUrl)
  if (!image) return invalid(t('config.suspendIcon.noImage'))
  const width = positive(raw.imageWidth) ?? DEFAULT_ICON_SIZE
  const height = positive(raw.imageHeight) ?? width
  // Keep the icon a thumb's size on any config: its longer side at most 120 design px, its shape within lib/config's ratio bounds.
  const ratio = aspectRatioOf(width, height) ?? 1
  const long = Math.min(MAX_ICON_SIZE, Math.max(width, height))
  return valid({ image, width: ratio >= 1 ? long : long * ratio, height: ratio >= 1 ? long / ratio : long, redirects: redirectsOf(raw.redirects) })
}
