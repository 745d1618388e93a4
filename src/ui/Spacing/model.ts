/**
 * Spacing (002 §3, §9; 000 §1's "distance adjust"): a height in design pixels against the 375 base, the page width capped at 750. The
 * view sets it through Taro's px transform, in the page's rem, which the root font size scales
 * (platform/viewportRem.ts; the browser tests' design scale check).
 */
import { color, isObject, num } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/lib/types'

export interface SpacingModel { height: number, color?: string }

export function parseSpacing (raw: unknown): ParseResult<SpacingModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const height = num(raw.height)
  if (height === undefined || height < 0 || height > 2000) return invalid(t('config.spacing.badHeight'))
  return valid({ height, color: color(raw.bgColor ?? raw.backgroundColor) })
}
