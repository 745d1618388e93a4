/**
 * The subscribe reminder (002 §1 item 3, §2): a banner image that opens the
 * host's subscribe page. 002 shows no field list beyond the page's
 * parameters: ours (this folder's README.md) are `imageUrl` (or `imgUrl`), an
 * optional `subscribedImageUrl` shown once subscribed, `imageWidth` /
 * `imageHeight`, and the page's scene (45, 44 or 101), templateIds,
 * activityCode, sceneId, businessId, pageCode. Pure.
 */
import { aspectRatioOf, imageUrl, isObject } from '@/lib/config'
import { t } from '@/i18n'
import { parseSubscribeTarget, type SubscribeTarget } from '@/flows/subscribe/subscribe'
import { invalid, valid, type ParseResult } from '@/renderer/types'

export interface SubscribeModel {
  image: string
  subscribedImage?: string
  aspectRatio?: number
  target: SubscribeTarget
}

export function parseSubscribe (contents: unknown): ParseResult<SubscribeModel> {
  const raw = isObject(contents) ? contents : {}
  const image = imageUrl(raw.imageUrl ?? raw.imgUrl)
  if (!image) return invalid(t('config.subscribe.noImage'))
  const target = parseSubscribeTarget(raw)
  if (!target) return invalid(t('config.subscribe.noTarget'))
  return valid({ image, subscribedImage: imageUrl(raw.subscribedImageUrl), aspectRatio: aspectRatioOf(raw.imageWidth, raw.imageHeight), target })
}

/** The banner shown: the subscribed image once the state says so (when configured), else the banner. */
export function bannerImage (model: SubscribeModel, subscribed: boolean | undefined): string {
  return subscribed && model.subscribedImage ? model.subscribedImage : model.image
}
