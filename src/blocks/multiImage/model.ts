/** Multi image (000 §2, §3): a stack of images, each with its own click targets. */
import { aspectRatioOf, imageUrl, isObject, list, redirectsOf } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

export interface MultiImageModel { images: Array<{ image: string, aspectRatio?: number, redirects: RedirectItem[] }> }

export function parseMultiImage (raw: unknown): ParseResult<MultiImageModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const images = list(raw.configs).filter(isObject).flatMap((c) => {
    const image = imageUrl(c.imageUrl)
    return image ? [{ image, aspectRatio: aspectRatioOf(c.imageWidth, c.imageHeight), redirects: redirectsOf(c.redirects) }] : []
  })
  return images.length ? valid({ images }) : invalid(t('config.multiImage.noImages'))
}
