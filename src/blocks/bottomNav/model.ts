/**
 * Bottom navigation bar (001 §2 "Other blocks", §3 "Navigation", §9): fixed
 * at the bottom; each item's image scaled to width 375 ÷ count; the active
 * item shows its active image, the others their default one. Pure.
 */
import { isObject } from '@/lib/config'
import { parseNavResources, type NavResource } from '@/lib/navResources'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

/** 001 §9: "Bottom nav images scaled to width 375 divided by count" (the design width). */
export const DESIGN_WIDTH = 375
/** Items on the bar (not in the spec: a tab bar holds at most 5, as the hosts' own). */
export const MAX_ITEMS = 5
/** An item's height when its image's size is not configured (not in the spec: a tab bar's usual 50 design px). */
export const DEFAULT_HEIGHT = 50

export interface BottomNavModel {
  items: NavResource[]
  /** Each item's width and the bar's height, design px. */
  itemWidth: number
  height: number
}

export function parseBottomNav (contents: unknown): ParseResult<BottomNavModel> {
  const items = parseNavResources(isObject(contents) ? contents.resources : undefined).filter((r) => r.image).slice(0, MAX_ITEMS)
  if (!items.length) return invalid(t('config.bottomNav.noItems'))
  const itemWidth = DESIGN_WIDTH / items.length
  const heights = items.flatMap((r) => (r.aspect ? [itemWidth / r.aspect] : []))
  return valid({ items, itemWidth, height: heights.length ? Math.max(...heights) : DEFAULT_HEIGHT })
}
