/**
 * Limited-time coupon grab (001 §2, §3 "Limited-time coupon", §4 "Coupon
 * grab session status", §6–§9): up to 4 session tabs on the server clock, each
 * coupon's button from its session's status, its claim state and its booking,
 * and what each grab answer means. Pure; the store and view apply it.
 */
import { isObject, keyword, list, num, str, targetStr, color, imageUrl, type Raw } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { beijingClock, beijingDay, parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { ButtonAction, ClaimState, CouponGrabModel, CouponJump, GrabCoupon, GrabSession, SessionStatus, ShowType } from './types'
import type { CouponGrabMessageKey } from './messages'
import { COUPON_FAILURES, COUPON_PATHS } from '@/services/coupons'

/** 001 §9: "coupon grab max 4 session tabs". */
export const MAX_SESSION_TABS = 4
/** 001 §4, §9: status 2 "starts within an hour" (appointment-soon threshold 1 hour). */
export const SOON_WITHIN_MS = 3_600_000
/** 001 §4, §9: "starting soon" (disabled) within 1 minute of the start. */
export const STARTING_SOON_MS = 60_000
/** 001 §9: "coupons per row 1, 2, 3 or up to 10". */
export const MAX_PER_ROW = 10
/** 001 §7: the host's subscribe page for a coupon grab reminder. */
export const COUPON_GRAB_SCENE_CODE = 'yx_coupon_grab'
export const COUPON_GRAB_ACT_TYPE = 2
/** 001 §8: the grab's rejections that have their own toast. */
export const GRAB_NOT_STARTED = 14803004
export const GRAB_LIMIT_REACHED = 14803003
export const GRAB_OUT_OF_STOCK = 14803005
/** Most sessions and coupons read from config (not in the spec: only 4 tabs show; a session of tens of coupons is a bug upstream). */
export const MAX_SESSIONS_READ = 20
export const MAX_COUPONS_PER_SESSION = 30

const SHOW_TYPES: readonly ShowType[] = ['LINE_1_ITEM_1', 'LINE_1_ITEM_2', 'LINE_1_ITEM_3', 'MULTIPLE']

// ---- Reading the config -------------------------------------------------

/** An id that may be a number or a text (sessId, actId). */
function keyOf (v: unknown): number | string | undefined {
  return typeof v === 'number' ? (Number.isFinite(v) ? v : undefined) : str(v, 64)
}

const timeOf = (v: unknown): number | undefined => (typeof v === 'number' || typeof v === 'string' ? parseServerTime(v) : undefined)

function jumpOf (raw: Raw): CouponJump {
  const type = keyword(raw.btnJumpType)
  const uuid = str(raw.targetFloorUuid, 64)
  const url = targetStr(raw.jumpUrl)
  if (type === 'JUMP_TO_FLOOR' && uuid) return { to: 'floor', uuid }
  if (type === 'JUMP_TO_URL' && url) return { to: 'url', url }
  return { to: 'none' }
}

export function parseGrabCoupon (raw: unknown): GrabCoupon | undefined {
  if (!isObject(raw)) return undefined
  const packageCode = str(raw.packageCode, 64)
  if (!packageCode) return undefined
  const price = num(raw.packagePrice)
  return {
    packageCode,
    actId: keyOf(raw.actId),
    tagText: str(raw.packageTagText, 20),
    price: price !== undefined && price >= 0 && price < 1e9 ? price : undefined,
    promText1: str(raw.promText1, 40),
    promText2: str(raw.promText2, 40),
    jump: jumpOf(raw)
  }
}

export function parseGrabSession (raw: unknown): GrabSession | undefined {
  if (!isObject(raw)) return undefined
  const sessId = keyOf(raw.sessId)
  const start = timeOf(raw.sessStartDt)
  const end = timeOf(raw.sessEndDt)
  if (sessId === undefined || start === undefined || end === undefined || end < start) return undefined
  // A package listed twice in a session would be one button claimed twice: the first one is kept.
  const seen = new Set<string>()
  const coupons = list(raw.couponConfigs, MAX_COUPONS_PER_SESSION).flatMap((c) => {
    const coupon = parseGrabCoupon(c)
    if (!coupon || seen.has(coupon.packageCode)) return []
    seen.add(coupon.packageCode)
    return [coupon]
  })
  return { sessId, start, end, coupons }
}

export function parseCouponGrab (contents: unknown): ParseResult<CouponGrabModel> {
  const raw = isObject(contents) ? contents : {}
  const sessions = list(raw.configs, MAX_SESSIONS_READ).flatMap((s) => {
    const session = parseGrabSession(s)
    return session && session.coupons.length ? [session] : []
  })
  if (!sessions.length) return invalid(t('config.couponGrab.noSessions'))
  const type = keyword(raw.showType)
  // The operator's tab text is for the sessions not chosen, on the bar's near-white (the chosen one keeps the
  // stylesheet's white on the accent, the selection's own look): 15/12 px text, 4.5:1.
  const notes: string[] = []
  return valid({
    showType: (SHOW_TYPES as readonly string[]).includes(type) ? type as ShowType : 'LINE_1_ITEM_1',
    image: imageUrl(raw.componentImg),
    tabTextColor: configuredText(t('couponGrab.a11y.tabTextColor'), color(raw.sessTabTextColor), '#ffffff', notes),
    sessions
  }, notes)
}

// ---- The clock's consequences -------------------------------------------

/** 001 §4: 1 in progress (start ≤ now ≤ end), 2 starts within an hour, 3 later; undefined once ended. */
export function sessionStatus (session: Pick<GrabSession, 'start' | 'end'>, now: number): SessionStatus | undefined {
  if (now > session.end) return undefined
  if (now >= session.start) return 1
  return session.start - now <= SOON_WITHIN_MS ? 2 : 3
}

/** The tabs: ended sessions dropped, the rest by start, at most 4 (001 §9). */
export function sessionsToShow (sessions: readonly GrabSession[], now: number): Array<{ session: GrabSession, status: SessionStatus }> {
  return sessions
    .map((session) => ({ session, status: sessionStatus(session, now) }))
    .filter((s): s is { session: GrabSession, status: SessionStatus } => s.status !== undefined)
    .sort((a, b) => a.session.start - b.session.start)
    .slice(0, MAX_SESSION_TABS)
}

/** The next instant a shown tab changes status (a start, an end, one hour or one minute before a start), for the store to look again. */
export function nextChange (sessions: readonly GrabSession[], now: number): number | undefined {
  const times = sessions.flatMap((s) => [s.start - SOON_WITHIN_MS, s.start - STARTING_SOON_MS, s.start, s.end + 1])
  const later = times.filter((t) => t > now)
  return later.length ? Math.min(...later) : undefined
}

/** A tab's label for its status (001 §4 gives the codes; the wording is ours: this folder's README.md). */
export function tabLabel (status: SessionStatus): string {
  return t(status === 1 ? 'couponGrab.tab.doing' : status === 2 ? 'couponGrab.tab.soon' : 'couponGrab.tab.later')
}

/** A tab's start: 'HH:mm' today, 'tomorrow HH:mm', else 'MM月DD日 HH:mm' (Beijing calendar, as the flash sale's tabs). */
export function startLabel (start: number, now: number): string {
  const days = beijingDay(start) - beijingDay(now)
  const { month, day, time } = beijingClock(start)
  if (days <= 0) return t('couponGrab.start.today', { time })
  if (days === 1) return t('couponGrab.start.tomorrow', { time })
  return t('couponGrab.start.date', { month: String(month).padStart(2, '0'), day: String(day).padStart(2, '0'), time })
}

/** 001 §7 get-status's value for one package: 0 not got, 1 got, anything else sold out. */
export function claimStateOf (value: unknown): ClaimState {
  if (value === 0 || value === '0') return 'notGot'
  if (value === 1 || value === '1') return 'got'
  return 'soldOut'
}

export interface ButtonInput {
  status: SessionStatus
  start: number
  now: number
  /** Unknown while the status call is on its way or failed: the button offers the grab, whose answer says. */
  claim?: ClaimState
  booked: boolean
  /** A coupon without an actId cannot be booked: it waits for its start. */
  bookable: boolean
}

export interface GrabButton {
  label: CouponGrabMessageKey
  action: ButtonAction
  disabled: boolean
}

/**
 * 001 §4 "Button label": in progress "grab now", then "go use" (got) or
 * "sold out"; before the start "starting soon" (disabled) within 1 minute,
 * otherwise "remind me", "booked" once booked (a tap on it offers to cancel).
 */
export function buttonOf ({ status, start, now, claim, booked, bookable }: ButtonInput): GrabButton {
  if (status === 1) {
    if (claim === 'got') return { label: 'couponGrab.button.use', action: 'use', disabled: false }
    if (claim === 'soldOut') return { label: 'couponGrab.button.soldOut', action: 'none', disabled: true }
    return { label: 'couponGrab.button.grab', action: 'grab', disabled: false }
  }
  if (start - now <= STARTING_SOON_MS || !bookable) return { label: 'couponGrab.button.startingSoon', action: 'none', disabled: true }
  if (booked) return { label: 'couponGrab.button.booked', action: 'cancel', disabled: false }
  return { label: 'couponGrab.button.remind', action: 'book', disabled: false }
}

export interface GrabFailure {
  toast: CouponGrabMessageKey
  /** 001 §8: after a limit or stock rejection the statuses are asked again. */
  refreshStatuses: boolean
}

/** 001 §8: what a rejected grab (by business code; undefined for a network failure) toasts, and whether statuses refresh. */
export function grabFailureOf (code: number | undefined): GrabFailure {
  switch (code) {
    case GRAB_NOT_STARTED: return { toast: 'couponGrab.error.notStarted', refreshStatuses: false }
    case GRAB_LIMIT_REACHED: return { toast: 'couponGrab.error.limit', refreshStatuses: true }
    case GRAB_OUT_OF_STOCK: return { toast: 'couponGrab.error.noStock', refreshStatuses: true }
    default: return { toast: COUPON_FAILURES[COUPON_PATHS.sendSingle].ownText, refreshStatuses: false }
  }
}

/** A coupon's face value as configured, in yuan: 50, 5.5, 0.01 (not floored: a 5.5 coupon is not a 5 one). */
export function faceValue (price: number): string {
  return String(Math.round(price * 100) / 100)
}

/**
 * MULTIPLE's rows (001 §2, §9: "up to 10 per row"): each a scrolling row of at most 10, in order, so more
 * coupons than that wrap onto a further row rather than go unseen (this folder's README.md).
 */
export function multipleRows<T> (coupons: readonly T[]): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < coupons.length; i += MAX_PER_ROW) rows.push(coupons.slice(i, i + MAX_PER_ROW))
  return rows
}

/** Coupons per row: 1, 2, 3, or (MULTIPLE) all of them in one scrolling row, at most 10 (001 §9). */
export function perRow (showType: ShowType, count: number): number {
  switch (showType) {
    case 'LINE_1_ITEM_1': return 1
    case 'LINE_1_ITEM_2': return 2
    case 'LINE_1_ITEM_3': return 3
    default: return Math.max(1, Math.min(count, MAX_PER_ROW))
  }
}
