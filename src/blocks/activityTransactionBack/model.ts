/**
 * The transaction cashback campaign (002 §3, §4, §5, §9): its config, what
 * each status code shows, the next session's poll, the tasks' progress texts
 * and the task button table. Pure; the store applies it (store.ts).
 */
import { aspectRatioOf, color, imageUrl, isObject, keyword, num, redirectsOf, str } from '@/lib/config'
import { parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import type { RedirectItem } from '@/lib/types'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { CashbackDetailAnswer, CashbackRecordAnswer, CashbackTaskAnswer } from '@/services/cashback'
import { sceneOf, templateIdsOf, type SubscribeTarget } from '@/flows/subscribe/subscribe'
import type { CashbackMessageKey } from './messages'

/** 002 §5, §9: "Cashback claim button throttled 200 ms". */
export const CLAIM_THROTTLE_MS = 200
/** 002 §4, §9: "cashback start polling every 3 s". */
export const POLL_MS = 3000
/** 002 §2: the subscribe page's scene is 45, 44 or 101; which one cashback uses is not shown: 101 unless the config says. */
export const DEFAULT_SUBSCRIBE_SCENE = 101

// ---- Config ------------------------------------------------------------------

export interface CashbackModel {
  activityCode: string
  backgroundColor?: string
  rules?: string
  /** The state images' width / height when the config gives it (the box is kept while the status call is out). */
  aspectRatio?: number
  /** Where 去完成 goes; without it, the recycle category (Category 6, as the prize draw's plain recycle task). */
  goRedirects: RedirectItem[]
  /** The host's subscribe page for status 3 (product/subscribe.ts; the activityCode is the block's). */
  subscribe: SubscribeTarget
}

export function parseCashback (contents: unknown): ParseResult<CashbackModel> {
  const raw = isObject(contents) ? contents : {}
  const activityCode = str(typeof raw.activityCode === 'number' ? String(raw.activityCode) : raw.activityCode, 64)
  if (!activityCode) return invalid(t('config.cashback.noCode'))
  const redirectConfig = isObject(raw.redirectConfig) ? raw.redirectConfig : {}
  const idText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : str(v, 64))
  return valid({
    activityCode,
    backgroundColor: color(raw.bgColor),
    rules: str(raw.ruleText, 4000),
    aspectRatio: aspectRatioOf(raw.imageWidth, raw.imageHeight),
    goRedirects: redirectsOf(redirectConfig.redirects),
    subscribe: {
      scene: sceneOf(raw.subscribeScene ?? raw.scene) ?? DEFAULT_SUBSCRIBE_SCENE,
      templateIds: templateIdsOf(raw.templateIds),
      sceneId: idText(raw.sceneId),
      businessId: idText(raw.businessId),
      pageCode: idText(raw.pageCode)
    }
  })
}

// ---- Status codes (002 §3, §4) ------------------------------------------------

/** 002 §3: "1 can sign up, 2 signed up, 3 can subscribe, 4 subscribed, 5 grabbed out, 6 not eligible, 7 can join without sign-up". */
export type CashbackStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7

export function statusOf (v: unknown): CashbackStatus | undefined {
  const n = num(v)
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 7 ? n as CashbackStatus : undefined
}

type ImageField = 'signUpImage' | 'signedUpImage' | 'subscribeImage' | 'subscribedImage' | 'grabbedOutImage' | 'notEligibleImage' | 'entryImage'

export interface StateView {
  /** The answer's image for this state. */
  image: ImageField
  /** What a tap on it does. */
  action: 'signUp' | 'subscribe' | 'none'
  /** The text shown when the answer has no image for the state. */
  label: CashbackMessageKey
  /** Whether the tasks and their rewards show (a visitor taking part: signed up, or no sign-up needed). */
  showsTasks: boolean
  /** Whether the next session's start is shown and polled (waiting for a session). */
  waitsForSession: boolean
}

const STATE_VIEWS: Record<CashbackStatus, StateView> = {
  1: { image: 'signUpImage', action: 'signUp', label: 'cashback.state.1', showsTasks: false, waitsForSession: false },
  2: { image: 'signedUpImage', action: 'none', label: 'cashback.state.2', showsTasks: true, waitsForSession: false },
  3: { image: 'subscribeImage', action: 'subscribe', label: 'cashback.state.3', showsTasks: false, waitsForSession: true },
  4: { image: 'subscribedImage', action: 'none', label: 'cashback.state.4', showsTasks: false, waitsForSession: true },
  5: { image: 'grabbedOutImage', action: 'none', label: 'cashback.state.5', showsTasks: false, waitsForSession: true },
  6: { image: 'notEligibleImage', action: 'none', label: 'cashback.state.6', showsTasks: false, waitsForSession: false },
  7: { image: 'entryImage', action: 'none', label: 'cashback.state.7', showsTasks: true, waitsForSession: false }
}

/** 002 §4: "Sign-up, subscribe and entry-state images depend on the status code". */
export function stateView (status: CashbackStatus): StateView {
  return STATE_VIEWS[status]
}

/** The status code's image from the answer, through the same check as any configured image (http(s), no break-out characters). */
export function stateImageOf (detail: Partial<Record<ImageField, string | null>>, status: CashbackStatus): string | undefined {
  return imageUrl(detail[stateView(status).image])
}

// ---- The next session's start (002 §4, §9) -------------------------------------

/**
 * 002 §4, §9: "The next session start is polled every 3 s and a refresh
 * happens when it is reached". Checked on the shared clock's tick, at the
 * tick that enters each 3 s slot: the slot number changes once every 3 s.
 */
export const pollSlot = (now: number): number => Math.floor(now / POLL_MS)

/** Whether the next session's start has been reached at `now` (server time). */
export const startReached = (start: number | undefined, now: number): boolean => start !== undefined && now >= start

// ---- Tasks and records (002 §3, §4) -------------------------------------------

/** 002 §3 "Task accumulate modes: amount, count, both" (values not shown: 1 / AMOUNT, 2 / COUNT, 3 / BOTH). */
export type AccumulateMode = 'amount' | 'count' | 'both'
/** 002 §3 "Award types: physical, coupon pack, cash" (values not shown: 1 / PHYSICAL, 2 / COUPON_PACK, 3 / CASH). */
export type AwardType = 'physical' | 'couponPack' | 'cash' | 'unknown'
/** 002 §3 "Receive status: 1 unclaimed, 2 claimed, 3 expired". */
export type ReceiveStatus = 'unclaimed' | 'claimed' | 'expired' | 'unknown'
/** 002 §3 "Task status: 1 ongoing, 2 done, 3 closed". */
export type TaskStatus = 'ongoing' | 'done' | 'closed'

export function modeOf (v: unknown): AccumulateMode {
  const k = keyword(v)
  if (k === '2' || k === 'COUNT') return 'count'
  if (k === '3' || k === 'BOTH' || k === 'AMOUNT_AND_COUNT') return 'both'
  return 'amount'
}

export function awardTypeOf (v: unknown): AwardType {
  const k = keyword(v)
  if (k === '1' || k === 'PHYSICAL' || k === 'ENTITY') return 'physical'
  if (k === '2' || k === 'COUPON_PACK' || k === 'COUPON') return 'couponPack'
  if (k === '3' || k === 'CASH') return 'cash'
  return 'unknown'
}

export function receiveStatusOf (v: unknown): ReceiveStatus {
  const n = num(v)
  return n === 1 ? 'unclaimed' : n === 2 ? 'claimed' : n === 3 ? 'expired' : 'unknown'
}

export function taskStatusOf (v: unknown): TaskStatus {
  const n = num(v)
  return n === 2 ? 'done' : n === 3 ? 'closed' : 'ongoing'
}

export interface CashbackRecord {
  recordNo: number | string
  receiveStatus: ReceiveStatus
  receiveAt?: number
  deadline?: number
}

/** One row of the task list: a task with its reward's record, or a record whose task is no longer listed. */
export interface CashbackRow {
  key: string
  name: string
  mode: AccumulateMode
  targetAmount?: number
  targetCount?: number
  amountSum: number
  orderCount: number
  /** 0–100. */
  progress: number
  status: TaskStatus
  awardName?: string
  awardType: AwardType
  awardImage?: string
  record?: CashbackRecord
}

const clampProgress = (p: number | null | undefined): number => Math.max(0, Math.min(100, p ?? 0))

function recordOf (r: CashbackRecordAnswer): CashbackRecord {
  return { recordNo: r.recordNo, receiveStatus: receiveStatusOf(r.receiveStatus), receiveAt: parseServerTime(r.receiveDt), deadline: parseServerTime(r.receiveDeadlineDt) }
}

function taskRow (task: CashbackTaskAnswer, record: CashbackRecordAnswer | undefined): CashbackRow {
  return {
    key: `task-${String(task.taskTemplateId)}`,
    name: task.taskTemplateName ?? record?.taskTemplateName ?? t('cashback.task.generic'),
    mode: modeOf(task.accumulateMode),
    targetAmount: task.targetAmount ?? undefined,
    targetCount: task.targetCount ?? undefined,
    amountSum: task.amountSum ?? record?.amountSum ?? 0,
    orderCount: task.orderCount ?? record?.orderCount ?? 0,
    progress: clampProgress(task.progress ?? record?.progress),
    status: taskStatusOf(task.taskStatus),
    awardName: task.awardName ?? record?.awardName ?? undefined,
    awardType: awardTypeOf(task.awardType ?? record?.awardType),
    awardImage: imageUrl(task.awardImage) ?? imageUrl(record?.awardImage),
    record: record ? recordOf(record) : undefined
  }
}

/**
 * The rows: each task with the record of its template (the newest when there
 * are several), then records whose task is not listed (a finished task the
 * status call no longer sends: its reward may still be claimed or viewed).
 */
export function rowsOf (detail: Pick<CashbackDetailAnswer, 'tasks' | 'records'>): CashbackRow[] {
  const used = new Set<CashbackRecordAnswer>()
  const records = detail.records ?? []
  const rows = (detail.tasks ?? []).map((task) => {
    const record = records.find((r) => r.taskTemplateId !== undefined && r.taskTemplateId !== null && String(r.taskTemplateId) === String(task.taskTemplateId))
    if (record) used.add(record)
    return taskRow(task, record)
  })
  for (const r of records) {
    if (used.has(r)) continue
    rows.push({
      key: `record-${String(r.recordNo)}`,
      name: r.taskTemplateName ?? t('cashback.task.generic'),
      mode: 'amount',
      amountSum: r.amountSum ?? 0,
      orderCount: r.orderCount ?? 0,
      progress: clampProgress(r.progress ?? 100),
      status: 'done',
      awardName: r.awardName ?? undefined,
      awardType: awardTypeOf(r.awardType),
      awardImage: imageUrl(r.awardImage),
      record: recordOf(r)
    })
  }
  return rows
}

/** Yuan as shown: whole yuan without decimals, else two (12 → 12, 12.5 → 12.50). */
export function formatYuan (amount: number): string {
  const cents = Math.round(amount * 100)
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}

/** 002 §3, §4: the progress line of a task by its accumulate mode (amount, count or both), with the target when there is one. */
export function progressText (row: Pick<CashbackRow, 'mode' | 'amountSum' | 'orderCount' | 'targetAmount' | 'targetCount'>): string {
  const sum = formatYuan(row.amountSum)
  const count = Math.floor(row.orderCount)
  if (row.mode === 'count') {
    return row.targetCount !== undefined ? t('cashback.progress.count', { count, target: Math.floor(row.targetCount) }) : t('cashback.progress.countOnly', { count })
  }
  if (row.mode === 'both' && row.targetAmount !== undefined && row.targetCount !== undefined) {
    return t('cashback.progress.both', { sum, targetAmount: formatYuan(row.targetAmount), count, targetCount: Math.floor(row.targetCount) })
  }
  if (row.mode === 'both') return t('cashback.progress.bothOnly', { sum, count })
  return row.targetAmount !== undefined ? t('cashback.progress.amount', { sum, target: formatYuan(row.targetAmount) }) : t('cashback.progress.amountOnly', { sum })
}

export type ButtonAction = 'go' | 'claim' | 'view' | 'none'

export interface TaskButton {
  label: CashbackMessageKey
  action: ButtonAction
  disabled: boolean
}

const CLAIM_LABELS: Record<AwardType, CashbackMessageKey> = {
  cash: 'cashback.button.claimCash',
  couponPack: 'cashback.button.claimReward',
  physical: 'cashback.button.exchange',
  unknown: 'cashback.button.claimReward'
}

/**
 * 002 §4 "Task button": ongoing cumulative task → 去完成; closed → 未达成, a
 * reward past its deadline (or receive status 3) → 已过期; unclaimed → 领取现金
 * (cash), 领取奖励 (coupon pack), 立即兑换 (physical, with the address form);
 * claimed → 查看 (cash and physical: the award detail) or 已领取 (coupon pack).
 * A done task without a record yet (the reward on its way) reads 已完成.
 */
export function taskButton (row: Pick<CashbackRow, 'status' | 'awardType' | 'record'>, now: number): TaskButton {
  const record = row.record
  if (record) {
    if (record.receiveStatus === 'claimed') {
      return row.awardType === 'couponPack' || row.awardType === 'unknown'
        ? { label: 'cashback.button.claimed', action: 'none', disabled: true }
        : { label: 'cashback.button.view', action: 'view', disabled: false }
    }
    if (record.receiveStatus === 'expired' || (record.deadline !== undefined && now >= record.deadline)) {
      return { label: 'cashback.button.expired', action: 'none', disabled: true }
    }
    if (record.receiveStatus === 'unclaimed') return { label: CLAIM_LABELS[row.awardType], action: 'claim', disabled: false }
  }
  if (row.status === 'closed') return { label: 'cashback.button.notAchieved', action: 'none', disabled: true }
  if (row.status === 'done') return { label: 'cashback.button.done', action: 'none', disabled: true }
  return { label: 'cashback.button.go', action: 'go', disabled: false }
}

/**
 * How many unclaimed rewards' deadlines `now` has reached, and whether one is still ahead: the task buttons
 * turn 已过期 as a deadline passes (taskButton), so the view follows this count on the clock's tick while
 * a deadline is ahead, and renders again only when it changes.
 */
export function deadlinesAt (rows: ReadonlyArray<Pick<CashbackRow, 'record'>>, now: number): { reached: number, ahead: boolean } {
  let reached = 0
  let ahead = false
  for (const { record } of rows) {
    if (record?.receiveStatus !== 'unclaimed' || record.deadline === undefined) continue
    if (now >= record.deadline) reached++
    else ahead = true
  }
  return { reached, ahead }
}

/** The cashback success dialog's line and second button by award type (ours). */
export function successDialog (type: AwardType): { desc: CashbackMessageKey, follow?: 'wallet' | 'coupons' } {
  if (type === 'cash') return { desc: 'cashback.success.cash', follow: 'wallet' }
  if (type === 'couponPack') return { desc: 'cashback.success.coupon', follow: 'coupons' }
  return { desc: 'cashback.success.physical' }
}
