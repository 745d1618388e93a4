/**
 * Tab (000 §2, §3, §4, §9): a bar of tabs, each showing a group of components
 * picked by uuid from the tab's own `components`. Styles ACTIVITY and UNDERLINE;
 * the active index starts at 0; more than 4 tabs make the bar scroll; with
 * `ceiling` the bar sticks to the top once scrolled past.
 */
import { bool, color, imageUrl, isComponentConfig, isObject, keyword, list, str } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import type { ComponentConfig } from '@/lib/types'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

/** More tabs than this make the bar scroll horizontally. */
const TAB_SCROLL_THRESHOLD = 4
/** Most tabs one bar shows (not in the spec; a bar of 20 is already hard to use). */
export const MAX_TABS = 20
export type TabStyle = 'ACTIVITY' | 'UNDERLINE'

export interface TabGroup {
  name: string
  selectedImage?: string
  normalImage?: string
  components: ComponentConfig[]
}

export interface TabModel {
  style: TabStyle
  groups: TabGroup[]
  scrollable: boolean
  ceiling: boolean
  colors: { bar?: string, item?: string, text?: string, normalText?: string, underline?: string }
}

const isScrollable = (tabCount: number): boolean => tabCount > TAB_SCROLL_THRESHOLD

/** A scrolling bar's tab is this share of the bar's width (style.scss: 22 %, four and a bit show). */
export const SCROLL_TAB_SHARE = 0.22

/**
 * How far a bar of more than 4 tabs is scrolled sideways (px) to bring the active tab into view (000 §4): the
 * tab before it at the bar's start, so the choice is not at the very edge, up to the bar's end. The bar alone
 * scrolls: an element's scrollIntoView would move the page too.
 */
export function tabBarScrollLeft (active: number, count: number, barWidth: number): number {
  if (!isScrollable(count) || !(barWidth > 0)) return 0
  const tab = barWidth * SCROLL_TAB_SHARE
  const end = Math.max(0, count * tab - barWidth)
  return Math.round(Math.min(Math.max(0, active - 1) * tab, end))
}

export function parseTab (raw: unknown): ParseResult<TabModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const pool = list(raw.components).filter(isComponentConfig)
  const byUuid = new Map(pool.map((c) => [c.uuid, c]))
  const groups: TabGroup[] = list(raw.groups, MAX_TABS).filter(isObject).map((g, i) => ({
    name: str(g.navigationName) ?? `Tab ${i + 1}`,
    selectedImage: imageUrl(g.selectedImage),
    normalImage: imageUrl(g.normalImage),
    components: list(g.componentUuids).map((u) => byUuid.get(typeof u === 'string' || typeof u === 'number' ? String(u) : '')).filter((c): c is ComponentConfig => !!c)
  }))
  if (!groups.length) return invalid(t('config.tab.noGroups'))
  // The operator's text colours on their tabs (a tab's own colour, else the bar's, else white): readable, or
  // replaced and named in preview (issue 53).
  const bar = color(raw.tabBgColor)
  const item = color(raw.tabItemBgColor)
  const notes: string[] = []
  const text = configuredText(t('tab.a11y.textColor'), color(raw.tabItemTextColor), item ?? bar ?? '#ffffff', notes)
  const normalText = configuredText(t('tab.a11y.normalTextColor'), color(raw.notSelectedTextColor), bar ?? '#ffffff', notes)
  return valid({
    style: keyword(raw.tabStyle) === 'UNDERLINE' ? 'UNDERLINE' : 'ACTIVITY',
    groups,
    scrollable: isScrollable(groups.length),
    ceiling: bool(raw.ceiling),
    colors: { bar, item, text, normalText, underline: color(raw.underlineColor) }
  }, notes)
}
