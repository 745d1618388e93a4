/**
 * Floor navigation (001 §2 "Floor navigation", §3 "Navigation", §9): tabs
 * that scroll the page to the blocks their `targetFloorUuid` names; the
 * active tab follows the scroll; more than 5 tabs scroll sideways; the bar
 * sticks to the top once scrolled past. Pure.
 */
import { color, isObject } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { parseNavResources, type NavResource } from '@/lib/navResources'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

/** 001 §9: "Floor nav scroll debounce 50 ms; positions computed after 1 s; more than 5 tabs scroll horizontally". */
export const SCROLL_DEBOUNCE_MS = 50
export const MEASURE_AFTER_MS = 1000
export const MAX_FIXED_TABS = 5

export interface FloorNavModel {
  /** The tabs that name a floor (a tab without one cannot scroll anywhere). */
  tabs: Array<NavResource & { floor: string }>
  scrolls: boolean
  colors: { bg?: string, text?: string, activeText?: string, activeLine?: string }
}

export function parseFloorNav (contents: unknown): ParseResult<FloorNavModel> {
  const raw = isObject(contents) ? contents : {}
  const tabs = parseNavResources(raw.resources).filter((r): r is NavResource & { floor: string } => !!r.floor)
  if (!tabs.length) return invalid(t('config.floorNav.noItems'))
  // The operator's text colours on the bar's (white unless configured): readable, or replaced and named in preview.
  const bg = color(raw.bgColor)
  const notes: string[] = []
  const text = configuredText(t('floorNav.a11y.textColor'), color(raw.textColor), bg ?? '#ffffff', notes)
  const activeText = configuredText(t('floorNav.a11y.activeTextColor'), color(raw.activeTextColor), bg ?? '#ffffff', notes)
  return valid({
    tabs,
    scrolls: tabs.length > MAX_FIXED_TABS,
    colors: { bg, text, activeText, activeLine: color(raw.activeLineColor) }
  }, notes)
}

/**
 * The tab whose floor the visitor is in: the last floor whose top has
 * reached the bar's bottom edge (`scrollTop + offset`); above the first
 * floor, the first tab. Floors not on the page (no top) are skipped.
 */
export function activeTab (tops: ReadonlyArray<number | undefined>, scrollTop: number, offset: number): number {
  let active = 0
  tops.forEach((top, i) => {
    if (top !== undefined && top <= scrollTop + offset + 1) active = i
  })
  return active
}

/** The bar sticks to the top once the page is scrolled past its own place. */
export const sticks = (barTop: number | undefined, scrollTop: number): boolean => barTop !== undefined && barTop > 0 && scrollTop >= barTop

/**
 * How far a bar of more than 5 tabs is scrolled sideways (px) so the active tab is in view (001 §2): the bar
 * shows 5 tabs of a fifth of its width each; the active one is centred where the bar can scroll that far, else
 * the bar rests at its start or end. The bar alone scrolls: an element's scrollIntoView would move the page too.
 */
export function barScrollLeft (active: number, count: number, barWidth: number): number {
  if (count <= MAX_FIXED_TABS || !(barWidth > 0)) return 0
  const first = Math.min(Math.max(active - Math.floor(MAX_FIXED_TABS / 2), 0), count - MAX_FIXED_TABS)
  return Math.round(first * barWidth / MAX_FIXED_TABS)
}
