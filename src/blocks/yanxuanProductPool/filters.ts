/**
 * The full-screen filter panel's rules (001 §2, §3 "Pool filter", §5, §9):
 * option groups (fineness, preference service, PPV groups, tags, warranty),
 * the 9-option collapse, single-select warranty, the price inputs (at most 6
 * digits, whole yuan, empty clears), and what confirming sends (min > max
 * swapped, a non-numeric bound dropped, an unlimited lower bound beside a
 * finite upper one dropped).
 */
import type { PoolFilter } from '@/services/productPool'
import { pickerParams, type PickerChoice } from './picker'

/** 001 §5, §9: "A group with more than 9 options collapses to 9 with an expand/collapse toggle". */
export const COLLAPSE_AT = 9
/** 001 §9: "Price input 6 characters max". */
export const PRICE_INPUT_MAX = 6
/**
 * Quiet time before the confirm button's count is asked (001 §7 pre-stat): the spec names none for it
 * (its debounces are the list's 100 ms and the floor bar's 50 ms); 300 ms covers a visitor's run of taps.
 */
export const PRE_STAT_DEBOUNCE_MS = 300

/**
 * Which search-body field a group's choices go to (001 §3). Secondary tags have
 * no field of their own in the body: they go with the condition tags (this folder's README.md).
 */
export type GroupField = 'gaeaFinenessIds' | 'preferenceTagList' | 'gaeaSkuPpvIds' | 'gaeaPricePpvIds' | 'conditionTagList' | 'warrantyPeriodTag'

export interface FilterOption { id: string, name: string }
export interface FilterGroup {
  /** Unique in the panel: the field, and the PPN id for PPV groups. */
  key: string
  title: string
  field: GroupField
  options: FilterOption[]
}

/** 001 §5: "The warranty period filter is single-select; other filter groups are multi-select". */
export const isSingleSelect = (group: Pick<FilterGroup, 'field'>): boolean => group.field === 'warrantyPeriodTag'

/** 001 §5: "Empty PPV groups are removed from the filter" (and any other group with nothing to choose). */
export function withoutEmptyGroups (groups: readonly FilterGroup[]): FilterGroup[] {
  return groups.filter((g) => g.options.length > 0)
}

/** The options shown: all when expanded or at most 9, else the first 9; whether the toggle shows. */
export function visibleOptions (options: readonly FilterOption[], expanded: boolean): { shown: readonly FilterOption[], toggle: 'expand' | 'collapse' | undefined } {
  if (options.length <= COLLAPSE_AT) return { shown: options, toggle: undefined }
  return expanded ? { shown: options, toggle: 'collapse' } : { shown: options.slice(0, COLLAPSE_AT), toggle: 'expand' }
}

/** A group's chosen ids after a tap: single-select replaces (a second tap clears), multi-select toggles. */
export function toggleOption (group: Pick<FilterGroup, 'field'>, chosen: readonly string[], id: string): string[] {
  const on = chosen.includes(id)
  if (isSingleSelect(group)) return on ? [] : [id]
  return on ? chosen.filter((c) => c !== id) : [...chosen, id]
}

/** A decimal point as typed: the ASCII one, and a Chinese keyboard's full stops. */
const DECIMAL_POINT = /[.．。]/

/**
 * What a price input keeps of typed text (001 §5, §9: "numeric, parsed to an
 * integer", at most 6): a bound is whole yuan, so only the digits before the
 * first decimal point count (12.5 is 12; deleting the point alone made it 125).
 * Leading zeros go, a lone 0 stays (the unlimited lower bound).
 */
export function priceInput (text: string): string {
  const whole = text.split(DECIMAL_POINT)[0].replace(/\D/g, '')
  return whole.replace(/^0+(?=\d)/, '').slice(0, PRICE_INPUT_MAX)
}

/** A typed bound: an integer, or undefined for empty ("an empty value clears the bound") or non-numeric text. */
export function parseBound (text: string | undefined): number | undefined {
  const s = (text ?? '').trim()
  if (!/^\d{1,6}$/.test(s)) return undefined
  return Number.parseInt(s, 10)
}

/**
 * The price bounds sent on confirm (001 §5): a non-numeric bound is dropped;
 * min greater than max swaps; an unlimited lower bound (0 or none) with a
 * finite upper bound sends only the upper.
 */
export function confirmPrices (minText: string | undefined, maxText: string | undefined): { minPrice?: number, maxPrice?: number } {
  let min = parseBound(minText)
  let max = parseBound(maxText)
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (max !== undefined && (min === undefined || min === 0)) return { maxPrice: max }
  return { ...(min !== undefined ? { minPrice: min } : {}), ...(max !== undefined ? { maxPrice: max } : {}) }
}

/** The panel's choices: chosen option ids by group key, and the two price inputs as typed. */
export interface PanelChoice {
  options: Record<string, string[]>
  minText: string
  maxText: string
}

export const EMPTY_PANEL: PanelChoice = Object.freeze({ options: Object.freeze({}) as Record<string, string[]>, minText: '', maxText: '' })

/** The filter part of the search body (001 §3 "Pool filter"), from the panel's choices and its groups. */
export type FilterParams = PoolFilter

const numericIds = (ids: readonly string[]): number[] => ids.map(Number).filter((n) => Number.isInteger(n) && n !== -1)

/**
 * The search body's filter fields: the picker's ids (-1 sent as undefined),
 * each group's choices in its field (ids of groups no longer listed are not
 * sent), the confirmed price bounds. Empty lists are left out.
 */
export function filterParams (picker: PickerChoice, panel: PanelChoice, groups: readonly FilterGroup[]): FilterParams {
  const lists: Partial<Record<GroupField, string[]>> = {}
  for (const group of groups) {
    const known = new Set(group.options.map((o) => o.id))
    const chosen = (panel.options[group.key] ?? []).filter((id) => known.has(id))
    if (chosen.length) lists[group.field] = [...(lists[group.field] ?? []), ...chosen]
  }
  const params: FilterParams = { ...pickerParams(picker), ...confirmPrices(panel.minText, panel.maxText) }
  if (lists.gaeaFinenessIds?.length) params.gaeaFinenessIds = numericIds(lists.gaeaFinenessIds)
  if (lists.preferenceTagList?.length) params.preferenceTagList = lists.preferenceTagList
  if (lists.conditionTagList?.length) params.conditionTagList = lists.conditionTagList
  if (lists.warrantyPeriodTag?.length) params.warrantyPeriodTag = lists.warrantyPeriodTag[0]
  if (lists.gaeaSkuPpvIds?.length) params.gaeaSkuPpvIds = numericIds(lists.gaeaSkuPpvIds)
  if (lists.gaeaPricePpvIds?.length) params.gaeaPricePpvIds = numericIds(lists.gaeaPricePpvIds)
  for (const key of Object.keys(params) as Array<keyof FilterParams>) if (params[key] === undefined || (Array.isArray(params[key]) && !(params[key] as unknown[]).length)) delete params[key]
  return params
}

/** How many choices the panel holds (the bar's filter button shows it as on). */
export function choiceCount (panel: PanelChoice): number {
  const options = Object.values(panel.options).reduce((n, ids) => n + ids.length, 0)
  return options + (parseBound(panel.minText) !== undefined || parseBound(panel.maxText) !== undefined ? 1 : 0)
}
