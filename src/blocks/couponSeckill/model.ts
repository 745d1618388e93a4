/**
 * Coupon flash sale (001 §3 "Coupon flash sale block", §9): packages claimed
 * as coupon packages, opening at `applyStartTime`; a countdown to it only
 * when the start is within `countdownHours` hours. Pure.
 */
import { color, imageUrl, isObject, list, num } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import { parseCouponPackage, type CouponPackage } from '@/product/coupons'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { CouponSeckillModel, CouponSeckillStyle } from './types'

export const MAX_PACKAGES = 20
export const MAX_COLUMNS = 3
const HOUR_MS = 3_600_000
/** `countdownHours` when none is configured (not in the spec: a day's notice). */
export const DEFAULT_COUNTDOWN_HOURS = 24

const styleOf = (v: unknown): CouponSeckillStyle => (num(v) === 1 ? 1 : 0)

export function parseCouponSeckill (contents: unknown): ParseResult<CouponSeckillModel> {
  const raw = isObject(contents) ? contents : {}
  const seen = new Set<string>()
  const packages = list(raw.configs, MAX_PACKAGES).flatMap((c): CouponPackage[] => {
    const pkg = parseCouponPackage(c)
    if (!pkg || seen.has(pkg.code)) return []
    seen.add(pkg.code)
    return [pkg]
  })
  if (!packages.length) return invalid(t('config.couponSeckill.noPackages'))
  const columns = num(raw.columnSize)
  const hours = num(raw.countdownHours)
  const start = typeof raw.applyStartTime === 'number' || typeof raw.applyStartTime === 'string' ? parseServerTime(raw.applyStartTime) : undefined
  // The countdown's text on its fill (12–14 px: 4.5:1), the stylesheet's p.$brand on white where one side is unset.
  const notes: string[] = []
  const countdownBg = color(raw.countdownBgColor)
  const countdownText = color(raw.countdownTextColor)
  return valid({
    style: styleOf(raw.style),
    columns: columns === undefined ? 1 : Math.min(MAX_COLUMNS, Math.max(1, Math.floor(columns))),
    packages,
    applyStart: start,
    countdownHours: hours !== undefined && hours >= 0 && hours <= 24 * 365 ? hours : DEFAULT_COUNTDOWN_HOURS,
    countdown: {
      bgColor: countdownBg,
      textColor: countdownText || countdownBg ? configuredText(t('couponSeckill.a11y.countdownTextColor'), countdownText ?? '#d0211a', countdownBg ?? '#ffffff', notes) : undefined,
      image: imageUrl(raw.countdownImage)
    }
  }, notes)
}

/** 001 §3, §9: "the countdown is shown when the start is within countdownHours hours" (and still ahead). */
export function showsCountdown (applyStart: number | undefined, countdownHours: number, now: number): boolean {
  return applyStart !== undefined && applyStart > now && applyStart - now <= countdownHours * HOUR_MS
}
