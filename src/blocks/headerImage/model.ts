/** Header image (001 §1, "header image block"): a full-width top image, optionally clickable. Fields are not in the spec: imageUrl, imageWidth, imageHeight, redirects. */
import { aspectRatioOf, imageUrl, isObject, redirectsOf } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

export interface HeaderImageModel { image: string, aspectRatio?: number, redirects: RedirectItem[] }

export function parseHeaderImage (raw: unknown): ParseResult<HeaderImageModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const image = imageUrl(raw.imageUrl)
  if (!image) return invalid(t('config.headerImage.noImage'))
  return valid({ image, aspectRatio: aspectRatioOf(raw.imageWidth, raw.imageHeight), redirects: redirectsOf(raw.redirects) })
}
