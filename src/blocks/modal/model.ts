/**
 * Modal popup (000 §3, §4, §9): an image dialog with click targets and a close
 * control. EVERY_TIME shows it on each visit; DAILY sets a cookie flag for 1 day;
 * FIRST_TIME for 365 days. While the flag is there the popup stays hidden.
 */
import { aspectRatioOf, imageUrl, isObject, redirectsOf, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

export type ModalInterval = 'EVERY_TIME' | 'DAILY' | 'FIRST_TIME'
/** Days the "already shown" cookie lives per interval rule; EVERY_TIME sets none. */
export const MODAL_COOKIE_DAYS: Readonly<Record<ModalInterval, number | undefined>> = { EVERY_TIME: undefined, DAILY: 1, FIRST_TIME: 365 }

export interface ModalModel {
  image: string
  aspectRatio?: number
  redirects: RedirectItem[]
  interval: ModalInterval
  /** Names the cookie flag: one per configured popup. */
  cookieName: string
}

export function parseModal (raw: unknown, componentUuid = ''): ParseResult<ModalModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const redirect = isObject(raw.redirect) ? raw.redirect : {}
  const image = imageUrl(redirect.imageUrl)
  if (!image) return invalid(t('config.modal.noImage'))
  const interval = str(raw.modalInterval)?.toUpperCase()
  const rule: ModalInterval = interval === 'DAILY' || interval === 'FIRST_TIME' ? interval : 'EVERY_TIME'
  const id = str(raw.uniqueIdentifier) ?? componentUuid
  return valid({
    image,
    aspectRatio: aspectRatioOf(redirect.imageWidth, redirect.imageHeight),
    redirects: redirectsOf(redirect.redirects),
    interval: rule,
    cookieName: `ahs_modal_${id.replace(/[^\w-]/g, '_')}`
  })
}

/** Whether to show the popup now, given its cookie flag. */
export function shouldShowModal (model: Pick<ModalModel, 'interval'>, flag: string | undefined): boolean {
  return model.interval === 'EVERY_TIME' || !flag
}
