/**
 * Sign-up (000 §3, §4, §8): a background image that signs the visitor up.
 * Not signed up → (login) → the call → signed up, with 'signup successful' and
 * the applied image; failure shows the server message; when signed up, a tap
 * opens the configured redirect or says 'already signed up'.
 */
import { aspectRatioOf, imageUrl, isObject, num, redirectsOf, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { RedirectItem } from '@/lib/types'

/** signupStatus 1 means signed up (000 §3). */
const SIGNED_UP = 1

export interface SignupModel {
  uniqueIdentifier: string
  defaultImage: string
  appliedImage: string
  aspectRatio?: number
  signedUp: boolean
  redirects: RedirectItem[]
}

export function parseSignup (raw: unknown): ParseResult<SignupModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const uniqueIdentifier = str(raw.uniqueIdentifier)
  if (!uniqueIdentifier) return invalid(t('config.signup.noId'))
  const defaultImage = imageUrl(raw.defaultBgImageUrl)
  if (!defaultImage) return invalid(t('config.signup.noImage'))
  const redirectConfig = isObject(raw.redirectConfig) ? raw.redirectConfig : {}
  return valid({
    uniqueIdentifier,
    defaultImage,
    appliedImage: imageUrl(raw.bgImageUrlApplied) ?? defaultImage,
    aspectRatio: aspectRatioOf(raw.imageWidth, raw.imageHeight),
    signedUp: num(raw.signupStatus) === SIGNED_UP,
    redirects: redirectsOf(redirectConfig.redirects)
  })
}
