/**
 * Coupon module (001 §3 "Coupon module config", "Coupon package (module)",
 * "User identity"; §4 "Coupon module"; §5 crowd targeting; §8; §9): which
 * crowd's packages a visitor sees, the packages' states, the countdown to the
 * nearest expiry and its notice and reload. Pure.
 */
import { bool, color, imageUrl, isObject, keyword, list, num, str, targetStr, type Raw } from '@/lib/config'
import { beijingDay, parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { UserIdentity } from '@/services/coupons'
import type { CouponJump, CouponModuleModel, Crowd, CrowdConfig, ModuleCoupon, ModulePackage } from './types'

/** 001 §9: "Auto-claim modal countdown 5 s". */
export const AUTO_MODAL_SECONDS = 5
/** 001 §4, §8: the notice "about 4 s before expiry". */
export const NOTICE_BEFORE_MS = 4000
/** 001 §4, §9: "When the nearest expiry is within 1 s the page reloads". */
export const RELOAD_WITHIN_MS = 1000
/** 001 §4: "If expiry is more than 24 h away the countdown targets the end of the current day". */
export const FAR_EXPIRY_MS = 24 * 3_600_000
/** 001 §5: registerSource of a second-hand (1) and a recycle (2) new user. */
export const REGISTER_SOURCE_SECOND_HAND = 1
export const REGISTER_SOURCE_RECYCLE = 2
export const MAX_CONFIGS = 10
export const MAX_PACKAGES = 20

const CROWDS: readonly Crowd[] = ['ALL', 'RECYCLE_NEW_USER', 'SECOND_HAND_NEW_USER', 'OLD_USER']
const DAY_MS = 86_400_000
const BEIJING_OFFSET_MS = 8 * 3_600_000

// ---- Reading the config -------------------------------------------------

function jumpOf (raw: Raw): CouponJump {
  const type = keyword(raw.btnJumpType)
  const uuid = str(raw.targetFloorUuid, 64)
  const url = targetStr(raw.jumpUrl)
  if (type === 'JUMP_TO_FLOOR' && uuid) return { to: 'floor', uuid }
  if (type === 'JUMP_TO_URL' && url) return { to: 'url', url }
  return { to: 'none' }
}

/** `packageList`: codes, or packages carrying `packageCode` / `code`. */
function codesOf (v: unknown): string[] {
  const codes = list(v, MAX_PACKAGES).flatMap((p) => {
    const code = typeof p === 'string' ? str(p, 64) : isObject(p) ? str(p.packageCode, 64) ?? str(p.code, 64) : undefined
    return code ? [code] : []
  })
  return [...new Set(codes)]
}

function crowdConfigOf (raw: unknown): CrowdConfig | undefined {
  if (!isObject(raw)) return undefined
  const crowd = keyword(raw.targetCrowd)
  const packageCodes = codesOf(raw.packageList)
  if (!packageCodes.length) return undefined
  return {
    crowd: (CROWDS as readonly string[]).includes(crowd) ? crowd as Crowd : 'ALL',
    packageCodes,
    markImage: imageUrl(raw.markImage),
    modal: raw.modalSwitch === undefined ? true : bool(raw.modalSwitch),
    button: raw.actionSwitch === undefined ? true : bool(raw.actionSwitch),
    priceColor: color(raw.priceColor),
    textColor: color(raw.textColor),
    modalImage: imageUrl(raw.modalCutImage),
    buttonImage: imageUrl(raw.btnCutImage)
  }
}

/** `sendType`: AUTO / AUTOMATIC / 1 claim on load; anything else is one-tap (this folder's README.md). */
export function sendTypeOf (v: unknown): CouponModuleModel['sendType'] {
  const k = keyword(v)
  return k === 'AUTO' || k === 'AUTOMATIC' || k === '1' ? 'automatic' : 'oneTap'
}

export function parseCouponModule (contents: unknown): ParseResult<CouponModuleModel> {
  const raw = isObject(contents) ? contents : {}
  const configs = list(raw.configs, MAX_CONFIGS).flatMap((c) => crowdConfigOf(c) ?? [])
  if (!configs.length) return invalid(t('config.yanxuanCoupon.noConfigs'))
  const style = num(raw.moduleStyle)
  return valid({
    title: str(raw.moduleTitle, 30) ?? t('yanxuanCoupon.title'),
    titleColor: color(raw.moduleTitleColor),
    style: style === 2 ? 2 : 1,
    sendType: sendTypeOf(raw.sendType),
    jump: jumpOf(raw),
    countdownColor: color(raw.countdownColor),
    images: { area: imageUrl(raw.areaCutImage), coupon: imageUrl(raw.couponCutImage), button: imageUrl(raw.btnImage) },
    configs
  })
}

// ---- Crowd targeting (001 §5) ---------------------------------------------

/**
 * "all users match ALL; the recycle new-user crowd is a new user with
 * registerSource 2; the second-hand new-user crowd is a new user with
 * registerSource 1; an old user is a non-new user". An anonymous visitor
 * (identity unknown) matches ALL only.
 */
export function matchesCrowd (crowd: Crowd, identity: UserIdentity | undefined): boolean {
  if (crowd === 'ALL') return true
  if (!identity) return false
  if (crowd === 'OLD_USER') return !identity.gwNewUser
  if (crowd === 'RECYCLE_NEW_USER') return identity.gwNewUser && identity.registerSource === REGISTER_SOURCE_RECYCLE
  return identity.gwNewUser && identity.registerSource === REGISTER_SOURCE_SECOND_HAND
}

/** The config a visitor sees: the first one aimed at their own crowd, else the first for ALL (this folder's README.md). */
export function pickConfig (configs: readonly CrowdConfig[], identity: UserIdentity | undefined): CrowdConfig | undefined {
  return configs.find((c) => c.crowd !== 'ALL' && matchesCrowd(c.crowd, identity)) ?? configs.find((c) => c.crowd === 'ALL')
}

// ---- The list call's packages ----------------------------------------------

const amountOf = (v: unknown): number | undefined => {
  const n = num(v)
  return n !== undefined && n >= 0 && n < 1e9 ? n : undefined
}

/** One answered package (the shape is not in the spec: these fields of 001 §3), or undefined without a code. */
export function parseModulePackage (raw: unknown): ModulePackage | undefined {
  if (!isObject(raw)) return undefined
  const packageCode = str(raw.packageCode, 64) ?? str(raw.code, 64)
  if (!packageCode) return undefined
  const end = typeof raw.endTime === 'number' || typeof raw.endTime === 'string' ? parseServerTime(raw.endTime) : undefined
  const coupons = list(raw.couponList, 10).flatMap((c): ModuleCoupon[] => {
    if (!isObject(c)) return []
    const price = amountOf(c.price)
    return price === undefined ? [] : [{ code: str(c.code, 64) ?? '', price, minPriceLimit: amountOf(c.minPriceLimit) }]
  })
  return { packageCode, claimed: num(raw.useState) === 1, endTime: end, newUser: bool(raw.newUserTag), packagePrice: amountOf(raw.packagePrice), coupons }
}

/** The answered packages in the config's order (those the config does not name are left out). */
export function packagesFor (codes: readonly string[], answer: readonly unknown[]): ModulePackage[] {
  const byCode = new Map<string, ModulePackage>()
  for (const entry of answer) {
    const pkg = parseModulePackage(entry)
    if (pkg && !byCode.has(pkg.packageCode)) byCode.set(pkg.packageCode, pkg)
  }
  return codes.flatMap((code) => byCode.get(code) ?? [])
}

/** 001 §4: "All-claimed or not (value 1 means already used)". */
export const allClaimed = (packages: readonly ModulePackage[]): boolean => packages.length > 0 && packages.every((p) => p.claimed)

// ---- The countdown ------------------------------------------------------------

/** The end of the Beijing day `now` is in (ms). */
export const endOfDay = (now: number): number => (beijingDay(now) + 1) * DAY_MS - BEIJING_OFFSET_MS

/**
 * 001 §4: the nearest expiry still ahead drives the countdown; more than 24 h
 * away, it counts to the end of the current day instead. Undefined: nothing to count to.
 */
export function countdownTargetOf (packages: readonly ModulePackage[], now: number): { target: number, expiry: number } | undefined {
  const ends = packages.map((p) => p.endTime).filter((end): end is number => end !== undefined && end > now)
  if (!ends.length) return undefined
  const expiry = Math.min(...ends)
  return { target: expiry - now > FAR_EXPIRY_MS ? endOfDay(now) : expiry, expiry }
}

/** What the tick owes at `now` for an expiry: the notice (about 4 s before), the reload (under 1 s). */
export function expiryDue (expiry: number, now: number): { notice: boolean, reload: boolean } {
  const left = expiry - now
  return { notice: left <= NOTICE_BEFORE_MS, reload: left < RELOAD_WITHIN_MS }
}
