/**
 * Pure rules of the page store: the offline variants (000 §4), the page's own
 * attributes (000 §2), and the untrusted component list made safe to render.
 */
import { backgroundImage, color, isComponentConfig, isObject, str } from '@/lib/config'
import { parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import type { ActivityPage } from '@/services/types'
import type { ComponentConfig } from '@/lib/types'

/** Page status that hides the page (000 §4). */
export const OFFLINE = 'OFFLINE'

export type OfflineVariant = 'before' | 'after' | 'plain'

/**
 * Status OFFLINE shows the placeholder: the 'before' variant if now is earlier
 * than startDt, 'after' if later than endDt, otherwise the plain one (000 §4).
 * Undefined for a page that is not offline.
 */
export function offlineVariant (page: Pick<ActivityPage, 'status' | 'startDt' | 'endDt'>, now: number): OfflineVariant | undefined {
  if (page.status !== OFFLINE) return undefined
  const start = parseServerTime(page.startDt)
  const end = parseServerTime(page.endDt)
  if (start !== undefined && now < start) return 'before'
  if (end !== undefined && now > end) return 'after'
  return 'plain'
}

/** Longest title shown (a navigation bar holds about a dozen characters; a longer one is config noise). */
export const MAX_TITLE_LENGTH = 40

export interface PageAttributes {
  /** Plain text: set with `document.title` / the host's title API, never as markup. */
  title?: string
  backgroundColor?: string
  /** Ready for a style: `url("…")` of a checked http(s) URL. */
  backgroundImage?: string
}

/** `pageAttribute` (000 §2): colour and image checked before they reach a style, title as text. */
export function pageAttributesOf (raw: unknown): PageAttributes {
  if (!isObject(raw)) return {}
  return {
    title: str(raw.title)?.replace(/\s+/g, ' ').slice(0, MAX_TITLE_LENGTH),
    backgroundColor: color(raw.backgroundColor),
    backgroundImage: backgroundImage(raw.backgroundImageUrl)
  }
}

/** Most components one list may hold; the rest are dropped (preview says so). */
const MAX_COMPONENTS = 200

export interface SkippedEntry {
  index: number
  reason: string
}

/**
 * The components of a list as the renderer can take them: entries that are not
 * component objects (`null`, a string, one without uuid or type) are skipped
 * and named, so one bad entry costs only itself.
 */
export function sanitizeComponents (raw: unknown, max = MAX_COMPONENTS): { components: ComponentConfig[], skipped: SkippedEntry[] } {
  const components: ComponentConfig[] = []
  const skipped: SkippedEntry[] = []
  if (!Array.isArray(raw)) return { components, skipped }
  raw.forEach((entry, index) => {
    if (index >= max) {
      if (index === max) skipped.push({ index, reason: t('page.tooManyComponents', { max }) })
      return
    }
    if (isComponentConfig(entry)) components.push(entry)
    else skipped.push({ index, reason: t('page.badComponent', { index: index + 1 }) })
  })
  return { components, skipped }
}

/**
 * Server time carried in an answer's body: a component's `data[kind].sysTime`
 * (000 §3 countdown, 001 flash sale). The first valid one.
 */
export function sysTimeOf (components: readonly ComponentConfig[]): number | undefined {
  for (const component of components) {
    const data = component.data
    if (!isObject(data)) continue
    for (const entry of Object.values(data)) {
      if (!isObject(entry)) continue
      const ms = parseServerTime(entry.sysTime as number | string | undefined)
      if (ms !== undefined && ms > 0) return ms
    }
  }
  return undefined
}

/** How deep nested component lists (tab groups, mutex groups) are followed. */
export const MAX_NESTING = 3

/**
 * Every component uuid in the page, nested ones (a tab's components, a mutex's
 * groups) included: block stores of these survive a refresh.
 */
export function componentUuids (components: readonly unknown[]): Set<string> {
  const found = new Set<string>()
  let budget = 5000
  const walk = (value: unknown, depth: number): void => {
    if (--budget < 0 || depth > MAX_NESTING * 4 + 4) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1)
      return
    }
    if (!isObject(value)) return
    if (typeof value.uuid === 'string' && typeof value.type === 'string') found.add(value.uuid)
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) walk(child, depth + 1)
  }
  walk(components, 0)
  return found
}
