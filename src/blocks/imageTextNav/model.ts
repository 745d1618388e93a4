/**
 * Image-text navigation (001 §2 "Other blocks", §3 "Navigation"): icons with
 * their titles, each opening its redirects (or scrolling to its floor). Pure.
 */
import { isObject } from '@/lib/config'
import { parseNavResources, type NavResource } from '@/lib/navResources'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

/** Items on one row before the row scrolls (not in the spec: five icons fit 375 px, as the floor bar's "more than 5 scroll"). */
export const PER_ROW = 5

export interface ImageTextNavModel {
  items: NavResource[]
  /** More than PER_ROW items: one row that scrolls sideways. */
  scrolls: boolean
}

export function parseImageTextNav (contents: unknown): ParseResult<ImageTextNavModel> {
  const items = parseNavResources(isObject(contents) ? contents.resources : undefined)
  if (!items.length) return invalid(t('config.imageTextNav.noItems'))
  return valid({ items, scrolls: items.length > PER_ROW })
}
