/** Slide carousel (000 §2, §3, §9): images with click targets, autoplay every 2500 ms, looping, bullet pagination. */
import { aspectRatioOf, imageUrl, isObject, list, redirectsOf } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

const SLIDE_AUTOPLAY_MS = 2500
export const SLIDE_LOOP = true
/** Height / width used before the first image tells its own (not in the spec: the common 750 × 360 banner). */
export const DEFAULT_SLIDE_RATIO = 750 / 360

export interface SlideModel {
  slides: Array<{ image: string, redirects: RedirectItem[] }>
  aspectRatio: number
  autoplayMs: number
  loop: boolean
}

export function parseSlide (raw: unknown): ParseResult<SlideModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  let ratio: number | undefined
  const slides = list(raw.resources).filter(isObject).flatMap((r) => {
    const redirect = isObject(r.redirect) ? r.redirect : {}
    const image = imageUrl(redirect.imageUrl)
    if (!image) return []
    ratio ??= aspectRatioOf(redirect.imageWidth, redirect.imageHeight)
    return [{ image, redirects: redirectsOf(redirect.redirects) }]
  })
  if (!slides.length) return invalid(t('config.slide.noImages'))
  return valid({ slides, aspectRatio: ratio ?? aspectRatioOf(raw.imageWidth, raw.imageHeight) ?? DEFAULT_SLIDE_RATIO, autoplayMs: SLIDE_AUTOPLAY_MS, loop: SLIDE_LOOP })
}
