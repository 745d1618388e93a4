/**
 * My prizes (002 §3 "Lottery record", §4 "Record button state", §8): what each
 * record's button says and does, which prizes may be claimed and how, and
 * what the result dialog offers after a win. Pure.
 */
import { parseServerTime } from '@/lib/time'
import type { LotteryMessageKey } from './messages'

/** 002 §3 awardType: things 1, third-party coupon 2, coupon 3; balance's value is not shown: 4 (this folder's README.md). */
export const AWARD_THINGS = 1
export const AWARD_THIRD_PARTY_COUPON = 2
export const AWARD_COUPON = 3
export const AWARD_BALANCE = 4
export type AwardKind = 'things' | 'thirdParty' | 'coupon' | 'balance'

/** 002 §3 awardStatus: 1 waiting, 2 claimed, 3 failure, 4 expired. */
export const RECORD_WAITING = 1
export const RECORD_CLAIMED = 2
export const RECORD_FAILED = 3
export const RECORD_EXPIRED = 4

/** 002 §3 awardReceiveType: automatic or manual (values not shown: 1 automatic, 2 manual, or the words; this folder's README.md). */
export type ReceiveType = 'automatic' | 'manual'

/** 002 §3 awardReceiveCondition: recycle order, luxury order, fill claim form. */
export type ReceiveCondition = 'recycleOrder' | 'luxuryOrder' | 'fillForm'

export function awardKindOf (type: unknown): AwardKind | undefined {
  switch (Number(type)) {
    case AWARD_THINGS: return 'things'
    case AWARD_THIRD_PARTY_COUPON: return 'thirdParty'
    case AWARD_COUPON: return 'coupon'
    case AWARD_BALANCE: return 'balance'
    default: return undefined
  }
}

export function receiveTypeOf (v: unknown): ReceiveType {
  const k = typeof v === 'string' ? v.trim().toUpperCase() : v
  return k === 1 || k === '1' || k === 'AUTOMATIC' || k === 'AUTO' ? 'automatic' : 'manual'
}

/** Conditions read from numbers (1 recycle order, 2 luxury order, 3 fill claim form) or names; unknown ones dropped. */
export function conditionsOf (v: unknown): ReceiveCondition[] {
  const raw = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]
  const out: ReceiveCondition[] = []
  for (const c of raw.slice(0, 10)) {
    const k = typeof c === 'string' ? c.trim().toUpperCase() : c
    const cond: ReceiveCondition | undefined = k === 1 || k === '1' || k === 'RECYCLE_ORDER' ? 'recycleOrder'
      : k === 2 || k === '2' || k === 'LUXURY_ORDER' ? 'luxuryOrder'
        : k === 3 || k === '3' || k === 'FILL_CLAIM_FORM' || k === 'FILL_FORM' ? 'fillForm' : undefined
    if (cond && !out.includes(cond)) out.push(cond)
  }
  return out
}

/** One record as the block reads it (the service's schema keeps the raw fields). */
export interface PrizeRecord {
  id: number | string
  awardId?: number | string
  awardName: string
  awardImage?: string
  kind?: AwardKind
  receiveType: ReceiveType
  conditions: ReceiveCondition[]
  status: number
  canReceive: boolean
  /** Epoch ms. */
  expireAt?: number
  wonAt?: number
  desc?: string
  popDesc?: string
  redeemCode?: string
  redeemSecret?: string
  redeemUseDesc?: string
  address?: { address?: string, username?: string, mobile?: string }
}

export const timeOf = (v: unknown): number | undefined => (typeof v === 'number' || typeof v === 'string' ? parseServerTime(v) : undefined)

/** What a record's button does. */
export type RecordAction =
  | 'none' // disabled
  | 'viewCoupon' // the coupon page
  | 'viewDetail' // the prize detail (redeem codes, shipping)
  | 'claim' // receive-award (things: the address form first)
  | 'completeTask' // the condition's page (or the form)
  | 'contact' // the contact-support dialog
  | 'unsupported' // a record this build cannot claim (lottery.error.unknownRecord)
  | 'badParams' // its parameters are wrong (lottery.error.badRecord)

export interface RecordButton {
  label: LotteryMessageKey
  action: RecordAction
  disabled: boolean
  /** complete-task: the expiry to count down to (ms), when it is in the future. */
  countdownTo?: number
}

const button = (label: LotteryMessageKey, action: RecordAction, disabled = false, countdownTo?: number): RecordButton =>
  countdownTo === undefined ? { label, action, disabled } : { label, action, disabled, countdownTo }

/**
 * 002 §4 "Record button state", in its order:
 * - expired: a disabled expired button;
 * - claimed: view (a coupon goes to the coupon page; balance: a disabled claimed button);
 * - waiting: automatic → disabled sending; manual and canReceive → claim;
 *   with conditions → complete-task, with a countdown when the expiry is in the future;
 *   otherwise parameter error (参数异常);
 * - failure: automatic → the contact-support dialog; manual → claim;
 * - anything else: expired.
 * A record of a type this build does not know says 暂不支持此记录 (002 §8).
 */
export function recordButton (r: Pick<PrizeRecord, 'kind' | 'status' | 'receiveType' | 'canReceive' | 'conditions' | 'expireAt'>, now: number): RecordButton {
  if (!r.kind) return button('lottery.record.view', 'unsupported')
  switch (r.status) {
    case RECORD_EXPIRED: return button('lottery.record.expired', 'none', true)
    case RECORD_CLAIMED:
      if (r.kind === 'coupon') return button('lottery.record.viewCoupon', 'viewCoupon')
      if (r.kind === 'balance') return button('lottery.record.claimed', 'none', true)
      return button('lottery.record.view', 'viewDetail')
    case RECORD_WAITING:
      if (r.receiveType === 'automatic') return button('lottery.record.sending', 'none', true)
      if (r.canReceive) return button('lottery.record.claim', 'claim')
      if (r.conditions.length) return button('lottery.record.completeTask', 'completeTask', false, r.expireAt !== undefined && r.expireAt > now ? r.expireAt : undefined)
      return button('lottery.record.claim', 'badParams')
    case RECORD_FAILED:
      return r.receiveType === 'automatic' ? button('lottery.record.contact', 'contact') : button('lottery.record.claim', 'claim')
    default: return button('lottery.record.expired', 'none', true)
  }
}

/** A physical prize is claimed through the address form; the rest by receive-award alone. */
export const claimsWithForm = (r: Pick<PrizeRecord, 'kind' | 'conditions'>): boolean => r.kind === 'things' || r.conditions.includes('fillForm')

/** Newest first (not in the spec: the list's order as a visitor expects it). */
export function sortRecords (records: readonly PrizeRecord[]): PrizeRecord[] {
  return [...records].sort((a, b) => (b.wonAt ?? 0) - (a.wonAt ?? 0))
}

/** 002 §4: the result dialog says 恭喜您！中奖啦！ or 谢谢参与 再接再厉; its buttons depend on the prize type (ours: this folder's README.md). */
export type FollowUp = 'ok' | 'address' | 'code' | 'useCoupon' | 'wallet'

export interface ResultDialog {
  title: LotteryMessageKey
  /** The main button first; 'ok' closes. */
  buttons: FollowUp[]
}

export function resultDialog (win: boolean, kind: AwardKind | undefined): ResultDialog {
  if (!win) return { title: 'lottery.result.lose', buttons: ['ok'] }
  switch (kind) {
    case 'things': return { title: 'lottery.result.win', buttons: ['address', 'ok'] }
    case 'thirdParty': return { title: 'lottery.result.win', buttons: ['code', 'ok'] }
    case 'coupon': return { title: 'lottery.result.win', buttons: ['useCoupon', 'ok'] }
    case 'balance': return { title: 'lottery.result.win', buttons: ['wallet', 'ok'] }
    default: return { title: 'lottery.result.win', buttons: ['ok'] }
  }
}

export const FOLLOW_UP_LABELS: Record<FollowUp, LotteryMessageKey> = {
  ok: 'lottery.follow.ok',
  address: 'lottery.follow.address',
  code: 'lottery.follow.code',
  useCoupon: 'lottery.follow.useCoupon',
  wallet: 'lottery.follow.wallet'
}
