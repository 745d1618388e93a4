/**
 * The prize draw (002 §3–§9): its config, the activity's status, the quota's
 * display, what a tap on the draw button does, and what each answer and error
 * of the draw means. Pure; the store applies it (store.ts), the flow of one
 * draw is flow.ts, tasks tasks.ts, records records.ts.
 */
import { color, imageUrl, isObject, keyword, list, num, str } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { DrawOutcome, DrawStyle } from './flow'
import type { LotteryMessageKey } from './messages'
import type { ActivityStatus, LotteryAward, LotteryModel, WinnerLine } from './types'

/** 002 §3, §9: "Lottery status values: 1 not started, 3 ongoing". */
export const STATUS_NOT_STARTED = 1
export const STATUS_ONGOING = 3
/** 002 §5, §9: "Remaining draw count shows 999+ above 999". */
export const QUOTA_DISPLAY_CAP = 999
/** 002 §9: "Prize carousel shows 4 slides". */
export const PRIZE_SLIDES = 4
/** Not in the spec: more prizes than a reel can hold are a config error upstream; 20 are read. */
export const MAX_AWARDS = 20
/** Not in the spec: the winner marquee keeps the latest 50 lines. */
export const MAX_WINNERS = 50

/** 002 §8: "code 13606017 gives 抽奖次数不足，快去做任务赚更多次数吧". */
export const CODE_NO_QUOTA = 13606017
/**
 * 002 §8: "Per task-type codes give 已经领过啦，明天再来吧 (daily tasks) or
 * 已经领过啦 (invite, vip)". The numbers are not shown: ours, next to 002's
 * 136060xx codes (this folder's README.md), and the emulator answers them.
 */
export const CODE_DAILY_TASK_CLAIMED = 13606031
export const CODE_INVITE_CLAIMED = 13606032
export const CODE_VIP_CLAIMED = 13606033
/** 002 §8: the claim's "code 13606027 opens the contact-customer-service dialog". */
export const CODE_CLAIM_CONTACT = 13606027

// ---- Reading the config ---------------------------------------------------

const idOf = (v: unknown): number | string | undefined => (typeof v === 'number' ? (Number.isFinite(v) ? v : undefined) : str(v, 64))

/**
 * `activityStyle`: 002 §3 names common, slot machine and claw machine without
 * their values; read as COMMON / SLOT_MACHINE / CLAW_MACHINE, 1 / 2 / 3 or
 * SLOT / CLAW (this folder's README.md); anything else is the common style.
 */
export function styleOf (v: unknown): DrawStyle {
  const k = keyword(v).replace(/[-\s]/g, '_')
  if (k === 'SLOT_MACHINE' || k === 'SLOT' || k === '2' || k === 'SLOTMACHINE') return 'slot'
  if (k === 'CLAW_MACHINE' || k === 'CLAW' || k === '3' || k === 'CLAWMACHINE' || k === 'DOLL_MACHINE') return 'claw'
  return 'common'
}

/** 002 §3: 1 not started, 3 ongoing, anything else ended. */
export function statusOf (v: unknown): ActivityStatus {
  const n = num(v)
  if (n === STATUS_NOT_STARTED) return 'notStarted'
  if (n === STATUS_ONGOING) return 'ongoing'
  return 'ended'
}

/** What a visitor is told of a status: 活动未开始, 活动已结束; nothing while ongoing (002 §4). */
export function statusLabel (status: ActivityStatus): string | undefined {
  if (status === 'notStarted') return t('lottery.status.notStarted')
  if (status === 'ended') return t('lottery.status.ended')
  return undefined
}

/** A phone number as the marquee shows it: the middle four hidden, as 138****0000 (a masked one is kept). */
export function maskMobile (mobile: string): string {
  const digits = mobile.trim()
  if (/^\d{11}$/.test(digits)) return `${digits.slice(0, 3)}****${digits.slice(7)}`
  return digits
}

function parseAward (raw: unknown): LotteryAward | undefined {
  if (!isObject(raw)) return undefined
  const id = idOf(raw.id)
  const awardName = str(raw.awardName, 40)
  if (id === undefined || !awardName) return undefined
  return { id, awardName, awardImageUrl: imageUrl(raw.awardImageUrl), awardImageSecondUrl: imageUrl(raw.awardImageSecondUrl) }
}

function parseWinner (raw: unknown): WinnerLine | undefined {
  if (!isObject(raw)) return undefined
  const mobile = str(typeof raw.mobile === 'number' ? String(raw.mobile) : raw.mobile, 20)
  const awardName = str(raw.awardName, 40)
  return mobile && awardName ? { mobile: maskMobile(mobile), awardName } : undefined
}

export function parseLottery (contents: unknown): ParseResult<LotteryModel> {
  const raw = isObject(contents) ? contents : {}
  const templateId = idOf(raw.lotteryTemplateId)
  if (templateId === undefined) return invalid(t('config.lottery.noTemplate'))
  const style = styleOf(raw.activityStyle)
  const seen = new Set<string>()
  const awards = list(raw.lotteryAwards, MAX_AWARDS).flatMap((a) => {
    const award = parseAward(a)
    if (!award || seen.has(String(award.id))) return []
    seen.add(String(award.id))
    return [award]
  })
  // Reels and the claw show prizes: without any they have nothing to land on.
  if (style !== 'common' && !awards.length) return invalid(t('config.lottery.noAwards'))
  // The draw button's text on its fill (18 px bold is not large text: 4.5:1), the stylesheet's white on BUTTON_FILL unset.
  const notes: string[] = []
  const buttonColor = color(raw.buttonColor)
  const configuredButtonText = color(raw.buttonTextColor)
  const buttonTextColor = configuredButtonText || buttonColor
    ? configuredText(t('lottery.a11y.buttonTextColor'), configuredButtonText ?? BUTTON_TEXT, buttonColor ?? BUTTON_FILL, notes)
    : undefined
  return valid({
    templateId,
    style,
    status: statusOf(raw.lotteryActivityStatus),
    awards,
    winners: list(raw.winningAwardRecords, MAX_WINNERS).flatMap((w) => parseWinner(w) ?? []),
    rules: str(raw.ruleText ?? raw.activityRule, 4000),
    look: {
      background: imageUrl(raw.bgImageUrl),
      backgroundColor: color(raw.bgColor),
      banner: imageUrl(raw.bannerImageUrl),
      drawButtonImage: imageUrl(raw.drawButtonImageUrl),
      buttonColor,
      buttonTextColor,
      taskHeaderImage: imageUrl(raw.taskHeaderImageUrl),
      taskHeaderColor: color(raw.taskHeaderColor)
    }
  }, notes)
}

/** The prize carousel's pages of 4 (002 §9: "Prize carousel shows 4 slides"). */
export function prizeSlides<T> (awards: readonly T[]): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < awards.length; i += PRIZE_SLIDES) pages.push(awards.slice(i, i + PRIZE_SLIDES))
  return pages
}

// ---- Quota and eligibility -------------------------------------------------

/** The draw button's own colours in style.scss (p.$brand under white), what an operator's one colour is read against. */
const BUTTON_FILL = '#d0211a'
const BUTTON_TEXT = '#ffffff'

/** 002 §5: "Remaining draw count shows 999+ above 999". */
export function quotaText (count: number): string {
  return count > QUOTA_DISPLAY_CAP ? `${QUOTA_DISPLAY_CAP}+` : String(Math.max(0, Math.floor(count)))
}

/** The quota line: a guest sees 请登录后查看抽奖次数 (002 §6); unknown (loading, failed): nothing. */
export function quotaLine (loggedIn: boolean, quota: number | undefined): string | undefined {
  if (!loggedIn) return t('lottery.quota.guest')
  return quota === undefined ? undefined : t('lottery.quota.count', { count: quotaText(quota) })
}

export interface Visitor {
  loggedIn: boolean
  /** check-rule's answer; undefined while unknown. */
  eligible?: boolean
  /** quota's answer; undefined while unknown. */
  quota?: number
}

/**
 * 002 §6: an ineligible user sees 暂无抽奖资格，请查看活动规则 and no task list.
 * A guest sees the entry: its tap is how a guest gets the login prompt on tasks (the store's guarded action).
 */
export const showsTasks = (v: Visitor): boolean => !(v.loggedIn && v.eligible === false)

/**
 * What a tap on the draw button does (002 §4 "Draw flow", §6): not started or
 * ended toasts; a guest logs in; an ineligible user is told so; with no draws
 * left the slot and claw styles open the task list and the common style
 * toasts; otherwise a draw. A quota not known yet (its call failed) draws: the
 * server answers 13606017 if none is left.
 */
export type TapDecision =
  | { kind: 'toast', text: LotteryMessageKey }
  | { kind: 'login' }
  | { kind: 'tasks' }
  | { kind: 'draw' }

export function decideTap (status: ActivityStatus, style: DrawStyle, v: Visitor): TapDecision {
  if (status === 'notStarted') return { kind: 'toast', text: 'lottery.status.notStarted' }
  if (status === 'ended') return { kind: 'toast', text: 'lottery.status.ended' }
  if (!v.loggedIn) return { kind: 'login' }
  if (v.eligible === false) return { kind: 'toast', text: 'lottery.ineligible' }
  if (v.quota !== undefined && v.quota <= 0) return style === 'common' ? { kind: 'toast', text: 'lottery.error.noQuota' } : { kind: 'tasks' }
  return { kind: 'draw' }
}

// ---- Answers and errors -----------------------------------------------------

/** 002 §3 "Draw result": status yes/no (read as true, 1, 'yes', 'y'; this folder's README.md) → whether it won. */
export function isWin (status: unknown): boolean {
  if (status === true || status === 1) return true
  const k = keyword(status)
  return k === 'YES' || k === 'Y' || k === '1' || k === 'TRUE'
}

/** The draw's answer as the flow needs it: a win on a prize of the list lands the reels on it. */
export function outcomeOf (answer: { status?: unknown, awardId?: unknown, recordId?: unknown }, awards: readonly LotteryAward[]): DrawOutcome {
  const awardId = idOf(answer.awardId)
  const recordId = idOf(answer.recordId)
  const win = isWin(answer.status) && awardId !== undefined
  const index = win ? awards.findIndex((a) => String(a.id) === String(awardId)) : -1
  return { win, awardId, recordId, prizeIndex: index >= 0 ? index : undefined }
}

/**
 * 002 §8: what a rejected draw, check-in or task claim toasts: 13606017 and
 * the per-task-type codes have their texts; anything else shows the server's
 * msg (the catalogue's request-failed text when it sent none).
 */
export function lotteryErrorText (code: number | string | undefined, msg: string | undefined): string {
  switch (Number(code)) {
    case CODE_NO_QUOTA: return t('lottery.error.noQuota')
    case CODE_DAILY_TASK_CLAIMED: return t('lottery.error.dailyClaimed')
    case CODE_INVITE_CLAIMED:
    case CODE_VIP_CLAIMED: return t('lottery.error.claimed')
    default: return msg || t('error.requestFailed')
  }
}
