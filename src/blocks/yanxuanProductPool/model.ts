/**
 * Product pool (001 §1, §2 "Product pool in-page bar", §3 "Product pool
 * block"): the config's pools as tabs (configs[poolId, siftTitle], or the one
 * `poolId`), the sift bar (`isSecondSift`), the sticky bar (`tabIsTop`) and
 * the tab colours. The block's rules live beside it: sort.ts, picker.ts,
 * filters.ts, priceBuckets.ts, item.ts, distance.ts, paging.ts, cache.ts.
 */
import { bool, color, isObject, list, str } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { PoolTab, ProductPoolModel } from './types'

/** Most tabs read from config (not in the spec: a bar of more than 10 pools is a mistake upstream). */
export const MAX_TABS = 10

/** A pool id: a positive integer or a short text. */
export function poolIdOf (v: unknown): string | undefined {
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? String(v) : undefined
  const s = str(v, 64)
  return s && /^[\w-]+$/.test(s) ? s : undefined
}

export function parseProductPool (contents: unknown): ParseResult<ProductPoolModel> {
  const raw = isObject(contents) ? contents : {}
  const seen = new Set<string>()
  const tabs: PoolTab[] = []
  for (const entry of list(raw.configs, MAX_TABS)) {
    if (!isObject(entry)) continue
    const poolId = poolIdOf(entry.poolId)
    if (!poolId || seen.has(poolId)) continue
    seen.add(poolId)
    tabs.push({ poolId, title: str(entry.siftTitle, 12) ?? '' })
  }
  const own = poolIdOf(raw.poolId)
  if (!tabs.length && own) tabs.push({ poolId: own, title: '' })
  if (!tabs.length) return invalid(t('config.yanxuanProductPool.noPool'))
  // The tabs' texts on their fills (14 px: 4.5:1), against the stylesheet's own where one side is unset.
  const notes: string[] = []
  const tabBg = color(raw.tabBgColor)
  const selectedBg = color(raw.selectedBgColor)
  const selectedText = color(raw.selectedTextColor)
  const unselectedText = color(raw.unselectedTextColor)
  return valid({
    tabs,
    secondSift: bool(raw.isSecondSift),
    sticky: bool(raw.tabIsTop),
    colors: {
      tabBg,
      selectedBg,
      selectedText: selectedText || selectedBg ? configuredText(t('yanxuanProductPool.a11y.selectedText'), selectedText ?? TAB_ON_TEXT, selectedBg ?? TAB_ON_FILL, notes) : undefined,
      unselectedText: unselectedText ? configuredText(t('yanxuanProductPool.a11y.unselectedText'), unselectedText, tabBg ?? '#ffffff', notes) : undefined
    }
  }, notes)
}

/** The chosen tab's own colours in style.scss (p.$accent under white). */
const TAB_ON_FILL = '#c93d1b'
const TAB_ON_TEXT = '#ffffff'

/** Tabs show only with two pools or more (one pool needs no choice). */
export const showsTabs = (model: Pick<ProductPoolModel, 'tabs'>): boolean => model.tabs.length > 1
