/**
 * Floating icon (000 §2): a fixed image with click targets. Its fields are not
 * in the spec: imageUrl, imageWidth/imageHeight (design px, default 64 × 64), redirects.
 */
import { imageUrl, isObject, num, redirectsOf } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/renderer/redirects/model'

export const DEFAULT_ICON_SIZE = 64
export interface SuspendIconModel { image: string, width: number, height: number, redirects: RedirectItem[] }

export function parseSuspendIcon (raw: unknown): ParseResult<SuspendIconModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const image = imageUrl(raw.imageUrl)
  if (!image) return invalid(t('config.suspendIcon.noImage'))
  const width = num(raw.imageWidth) ?? DEFAULT_ICON_SIZE
  const height = num(raw.imageHeight) ?? width
  // Keep the icon a thumb's size on any config: at most 120 design px.
  const scale = Math.min(1, 120 / Math.max(width, height))
  return valid({ image, width: width * scale, height: height * scale, redirects: redirectsOf(raw.redirects) })
}
