/**
 * Shop distance (001 §5): "1000 m or more shows km with one decimal; below
 * that metres, with '<50m' under 50".
 */
import { t } from '@/i18n'

/** At or above this many metres the distance is in km (001 §5). */
export const KM_FROM_M = 1000
/** Under this many metres the distance reads '<50m' (001 §5). */
export const NEAR_UNDER_M = 50

/**
 * `30` → '<50m', `999.7` → '999m' (floored: a shop 999.7 m away is not '1000m'),
 * `1250` → '1.3km' (one decimal, half up), `12345` → '12.3km'; no distance (a
 * refused location, a negative or non-numeric value) → undefined.
 */
export function formatDistance (metres: number | undefined): string | undefined {
  if (metres === undefined || !Number.isFinite(metres) || metres < 0) return undefined
  if (metres < NEAR_UNDER_M) return t('yanxuanProductPool.distance.near')
  if (metres < KM_FROM_M) return t('yanxuanProductPool.distance.m', { m: Math.floor(metres) })
  // Tenths of a km as an integer first, so 1250 m is 1.3 and not 1.2 (1.25.toFixed(1) is '1.3', 1.45.toFixed(1) is '1.4').
  const tenths = Math.round(metres / 100)
  return t('yanxuanProductPool.distance.km', { km: (tenths / 10).toFixed(1) })
}
