/**
 * The prize draw's calls (002 §7), under the campaign-center prefix (the
 * address book's, which every prize claim uses, are in address.ts). Answers are checked here: lists drop the entries
 * they cannot read one by one (one bad record never costs the list), numbers
 * may come as numeric text; the block's pure modules read the fields.
 */
import * as v from 'valibot'
import type { Http } from './http'
import type { CallFailures } from './failure'
import { count, id, listOf, optionalCount, optionalText, text } from './answerParts'

const PREFIX = '/campaign-center/api'
export const LOTTERY_PATHS = {
  quota: `${PREFIX}/lottery/quota`,
  tasks: `${PREFIX}/lottery/task-list`,
  records: `${PREFIX}/lottery/recode-list`,
  receiveAward: `${PREFIX}/lottery/receive-award`,
  checkIn: `${PREFIX}/lottery/check-in`,
  draw: `${PREFIX}/lottery/take-part-in`,
  checkRule: `${PREFIX}/lottery/check-rule`
} as const
/** 002 §7, §9: "POST /lottery/take-part-in … 2300 ms timeout". */
export const DRAW_CALL_TIMEOUT_MS = 2300

/** 002 §8, §9: a draw with no answer in 2300 ms says 网络不给力，请稍后再试 (the draw resets). */
export const LOTTERY_FAILURES = {
  [LOTTERY_PATHS.draw]: { timeoutMs: DRAW_CALL_TIMEOUT_MS, timeoutText: 'lottery.error.timeout' }
} as const satisfies CallFailures

/** GET quota: "remaining draw count" (a number, or `{ quota }` / `{ remainTimes }`). */
const QuotaSchema = v.pipe(
  v.union([count, v.looseObject({ quota: v.optional(count), remainTimes: v.optional(count) })]),
  v.transform((x) => (typeof x === 'number' ? x : x.quota ?? x.remainTimes ?? 0))
)

/** 002 §3 "Lottery task": type, status, rule, completedCount, taskTimes, lotteryTimes (+ a name and destinations' parameters). */
const TaskSchema = v.looseObject({
  type: id,
  status: v.optional(v.unknown()),
  rule: optionalCount,
  completedCount: optionalCount,
  taskTimes: optionalCount,
  lotteryTimes: optionalCount,
  taskName: optionalText(40),
  productId: v.optional(v.nullable(v.union([v.number(), text(64)]))),
  inquiryKey: optionalText(128)
})
export type LotteryTaskAnswer = v.InferOutput<typeof TaskSchema>

const RecordAddressSchema = v.looseObject({ address: optionalText(200), username: optionalText(40), mobile: optionalText(20) })

/** 002 §3 "Lottery record". */
const RecordSchema = v.looseObject({
  id,
  awardId: v.optional(v.nullable(id)),
  awardName: text(60),
  awardType: v.optional(v.unknown()),
  awardImageUrl: optionalText(2000),
  awardReceiveType: v.optional(v.unknown()),
  awardReceiveCondition: v.optional(v.unknown()),
  awardStatus: count,
  canReceive: v.optional(v.unknown()),
  awardExpireTime: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  lotteryDt: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  winningAwardDesc: optionalText(500),
  winningAwardPopDesc: optionalText(500),
  redeemCode: optionalText(200),
  redeemCodeSecondElement: optionalText(200),
  redeemCodeUseDesc: optionalText(1000),
  address: v.optional(v.nullable(RecordAddressSchema))
})
export type LotteryRecordAnswer = v.InferOutput<typeof RecordSchema>

/** 002 §3 "Draw result": status (yes/no), awardId, recordId, and the prize's fields. */
const DrawSchema = v.looseObject({
  status: v.unknown(),
  awardId: v.optional(v.nullable(id)),
  recordId: v.optional(v.nullable(id)),
  awardName: optionalText(60),
  awardType: v.optional(v.unknown()),
  awardImageUrl: optionalText(2000),
  winningAwardPopDesc: optionalText(500)
})
export type DrawAnswer = v.InferOutput<typeof DrawSchema>

/** check-rule: "data is a boolean (eligible)" (true, 1, 'true' read as eligible). */
const EligibleSchema = v.pipe(v.unknown(), v.transform((x) => x === true || x === 1 || x === 'true' || x === '1'))

export interface LotteryService {
  /** Remaining draws (needs login). */
  quota (params: { templateId: number | string }): Promise<number>
  tasks (params: { templateId: number | string, cityId?: number }): Promise<LotteryTaskAnswer[]>
  records (params: { templateId: number | string }): Promise<LotteryRecordAnswer[]>
  /** Claims a prize; a physical one with its address, username and mobile. */
  receiveAward (params: { lotteryRecordId: number | string, address?: string, username?: string, mobile?: string }): Promise<unknown>
  checkIn (params: { templateId: number | string }): Promise<unknown>
  /** One draw, answered within 2300 ms or a timeout. */
  draw (params: { templateId: number | string }): Promise<DrawAnswer>
  eligible (params: { templateId: number | string }): Promise<boolean>
}

export function createLotteryService (http: Http): LotteryService {
  return {
    quota: (params) => http.request(LOTTERY_PATHS.quota, { method: 'GET', data: { ...params }, schema: QuotaSchema }),
    tasks: (params) => http.request(LOTTERY_PATHS.tasks, { method: 'GET', data: { ...params }, schema: listOf(TaskSchema) }),
    records: (params) => http.request(LOTTERY_PATHS.records, { method: 'GET', data: { ...params }, schema: listOf(RecordSchema) }),
    receiveAward: (params) => http.request(LOTTERY_PATHS.receiveAward, { data: { ...params }, schema: v.unknown() }),
    checkIn: (params) => http.request(LOTTERY_PATHS.checkIn, { data: { ...params }, schema: v.unknown() }),
    draw: (params) => http.request(LOTTERY_PATHS.draw, { data: { ...params }, timeout: LOTTERY_FAILURES[LOTTERY_PATHS.draw].timeoutMs, schema: DrawSchema }),
    eligible: (params) => http.request(LOTTERY_PATHS.checkRule, { data: { ...params }, schema: EligibleSchema })
  }
}
