/**
 * The navigation blocks' items (001 §3 "Navigation": resources with title,
 * redirect{imageUrl, redirects}, defaultImageUrl, activeImageUrl,
 * targetFloorUuid), as the image-text, bottom and floor navigations read them.
 */
import { aspectRatioOf, imageUrl, isObject, list, redirectsOf, str } from './config'
import type { RedirectItem } from '@/lib/types'

export interface NavResource {
  title?: string
  /** The item's image (`redirect.imageUrl`), or its default one. */
  image?: string
  activeImage?: string
  /** Width / height of the image when the config gives its size. */
  aspect?: number
  redirects: RedirectItem[]
  /** The floor (a component uuid) it scrolls to. */
  floor?: string
}

/** Most items a navigation reads (not in the spec: a bar of more than 20 is a bug upstream). */
export const MAX_NAV_ITEMS = 20

export function parseNavResource (raw: unknown): NavResource | undefined {
  if (!isObject(raw)) return undefined
  const redirect = isObject(raw.redirect) ? raw.redirect : {}
  const item: NavResource = {
    title: str(raw.title, 20),
    image: imageUrl(redirect.imageUrl) ?? imageUrl(raw.defaultImageUrl),
    activeImage: imageUrl(raw.activeImageUrl),
    aspect: aspectRatioOf(redirect.imageWidth ?? raw.imageWidth, redirect.imageHeight ?? raw.imageHeight),
    redirects: redirectsOf(redirect.redirects ?? raw.redirects),
    floor: str(raw.targetFloorUuid, 64)
  }
  return item.title || item.image ? item : undefined
}

export const parseNavResources = (value: unknown): NavResource[] => list(value, MAX_NAV_ITEMS).flatMap((r) => parseNavResource(r) ?? [])
