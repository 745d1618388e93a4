/** Video (000 §1: "loaded lazily"): a poster until the block nears the viewport; only then the video element, so nothing downloads before. Fields: videoUrl, posterUrl, width, height. */
import { aspectRatioOf, imageUrl, isObject, urlStr } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

/** How far below the viewport the video starts to load, in px. */
export const VIDEO_PRELOAD_MARGIN = 200
export const DEFAULT_VIDEO_RATIO = 16 / 9

export interface VideoModel { src: string, poster?: string, aspectRatio: number }

export function parseVideo (raw: unknown): ParseResult<VideoModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const src = urlStr(raw.videoUrl)
  if (!src || !/^https?:\/\//i.test(src)) return invalid(t('config.video.noUrl'))
  return valid({ src, poster: imageUrl(raw.posterUrl), aspectRatio: aspectRatioOf(raw.width, raw.height) ?? DEFAULT_VIDEO_RATIO })
}
