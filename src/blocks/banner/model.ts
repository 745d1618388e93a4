import { aspectRatioOf, bool, color, imageUrl, isObject, keyword, list, num, redirectsOf, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { BannerModel } from './types'

/**
 * Banner (000 §2, §3): one image, or the animated one when configured, with
 * click targets; an optional strip of short texts, heaviest first.
 */
export function parseBanner (raw: unknown): ParseResult<BannerModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const image = imageUrl(raw.gifImage) ?? imageUrl(raw.imageUrl)
  if (!image) return invalid(t('config.banner.noImage'))
  const texts = list(raw.bullets)
    .filter(isObject)
    .map((b, index) => ({ text: str(b.text), weight: num(b.weight) ?? 0, index }))
    .filter((b): b is { text: string, weight: number, index: number } => !!b.text)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((b) => b.text)
  return valid({
    image,
    aspectRatio: aspectRatioOf(raw.imageWidth, raw.imageHeight),
    redirects: redirectsOf(raw.redirects),
    bullets: bool(raw.bulletSwitch) && texts.length
      ? {
          texts,
          location: keyword(raw.bulletLocation) === 'TOP' ? 'top' : 'bottom',
          backgroundColor: color(raw.bulletBackgroundColor),
          textColor: color(raw.bulletTextColor)
        }
      : undefined
  })
}
