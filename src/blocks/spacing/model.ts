/** Spacing (002 §3, §9): a height in design pixels against the 375 base, the page width capped at 750. */
import { color, isObject, num } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

export const DESIGN_WIDTH = 375
export const MAX_DESIGN_WIDTH = 750

/** Pixels on a screen `screenWidth` wide: design px × min(screen, 750) / 375 (001 §9). */
export function scaleDesignPx (designPx: number, screenWidth: number): number {
  return (designPx * Math.min(screenWidth, MAX_DESIGN_WIDTH)) / DESIGN_WIDTH
}

export interface SpacingModel { height: number, color?: string }

export function parseSpacing (raw: unknown): ParseResult<SpacingModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const height = num(raw.height)
  if (height === undefined || height < 0 || height > 2000) return invalid(t('config.spacing.badHeight'))
  return valid({ height, color: color(raw.bgColor ?? raw.backgroundColor) })
}
