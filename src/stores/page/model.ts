import type { ActivityPage } from '@/gateway/types'
import { parseServerTime } from '@/lib/time'

/** Page status that hides the page (000 §4). */
export const OFFLINE = 'OFFLINE'

export type OfflineVariant = 'before' | 'after' | 'plain'

/**
 * Status OFFLINE shows the placeholder: the 'before' variant if now is earlier
 * than startDt, 'after' if later than endDt, otherwise the plain one (000 §4).
 * Undefined for a page that is not offline.
 */
export function offlineVariant (page: ActivityPage, now: number): OfflineVariant | undefined {
  if (page.status !== OFFLINE) return undefined
  const start = parseServerTime(page.startDt)
  const end = parseServerTime(page.endDt)
  if (start !== undefined && now < start) return 'before'
  if (end !== undefined && now > end) return 'after'
  return 'plain'
}
