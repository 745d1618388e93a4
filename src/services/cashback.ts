/**
 * The transaction cashback campaign's calls (002 §7), under the campaign-center
 * prefix: sign-up, claim-rewards and award-detail as 002 lists them, and the
 * status call 002 says is "not shown": `GET /activity-transaction-back/detail`
 * {activityCode} (ours, the cashback block's README). Answers are checked here; lists
 * drop the entries they cannot read one by one; the block's model reads the
 * enumerations (status codes, modes, award types, receive and task status).
 */
import * as v from 'valibot'
import type { Http } from './http'

const PREFIX = '/campaign-center/api/activity-transaction-back'
export const CASHBACK_PATHS = {
  detail: `${PREFIX}/detail`,
  signUp: `${PREFIX}/sign-up`,
  claimRewards: `${PREFIX}/claim-rewards`,
  awardDetail: `${PREFIX}/award-detail`
} as const

const id = v.union([v.number(), v.pipe(v.string(), v.minLength(1), v.maxLength(64))])
const text = (max: number) => v.pipe(v.string(), v.transform((s) => s.slice(0, max)))
const optionalText = (max: number) => v.optional(v.nullable(text(max)))
/** A number, or numeric text (amounts in yuan may carry decimals). */
const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  v.transform(Number),
  v.finite()
)
const optionalAmount = v.optional(v.nullable(amount))
/** A time as ms or the gateway's 'YYYY-MM-DD HH:mm:ss' (read by lib/time's parseServerTime in the model). */
const time = v.optional(v.nullable(v.union([v.number(), text(40)])))

function listOf<T> (entry: v.GenericSchema<unknown, T>, max = 50) {
  return v.pipe(
    v.optional(v.nullable(v.unknown())),
    v.transform((data): T[] => (Array.isArray(data) ? data : []).slice(0, max).flatMap((item) => {
      const parsed = v.safeParse(entry, item)
      return parsed.success ? [parsed.output] : []
    }))
  )
}

/** A task (our shape): its template, accumulate mode (1 amount, 2 count, 3 both), targets, progress, status (1 ongoing, 2 done, 3 closed) and award. */
const TaskSchema = v.looseObject({
  taskTemplateId: id,
  taskTemplateName: optionalText(40),
  taskTemplateType: v.optional(v.unknown()),
  accumulateMode: v.optional(v.unknown()),
  targetAmount: optionalAmount,
  targetCount: optionalAmount,
  amountSum: optionalAmount,
  orderCount: optionalAmount,
  progress: optionalAmount,
  taskStatus: v.optional(v.unknown()),
  awardName: optionalText(60),
  awardType: v.optional(v.unknown()),
  awardImage: optionalText(2000),
  taskEndDt: time
})
export type CashbackTaskAnswer = v.InferOutput<typeof TaskSchema>

/** 002 §3 "Record fields", with the award and its receive status (1 unclaimed, 2 claimed, 3 expired). */
const RecordSchema = v.looseObject({
  recordNo: id,
  taskTemplateId: v.optional(v.nullable(id)),
  taskTemplateName: optionalText(40),
  taskTemplateType: v.optional(v.unknown()),
  awardName: optionalText(60),
  awardType: v.optional(v.unknown()),
  awardImage: optionalText(2000),
  receiveStatus: v.optional(v.unknown()),
  amountSum: optionalAmount,
  orderCount: optionalAmount,
  progress: optionalAmount,
  receiveDt: time,
  receiveDeadlineDt: time
})
export type CashbackRecordAnswer = v.InferOutput<typeof RecordSchema>

/** The status call (ours): the status code 1–7, the next session's start, the state images, tasks and records. */
const DetailSchema = v.looseObject({
  status: v.unknown(),
  nextSessionStartDt: time,
  signUpImage: optionalText(2000),
  signedUpImage: optionalText(2000),
  subscribeImage: optionalText(2000),
  subscribedImage: optionalText(2000),
  entryImage: optionalText(2000),
  grabbedOutImage: optionalText(2000),
  notEligibleImage: optionalText(2000),
  tasks: listOf(TaskSchema),
  records: listOf(RecordSchema)
})
export type CashbackDetailAnswer = v.InferOutput<typeof DetailSchema>

const EntitySchema = v.looseObject({
  expressNo: optionalText(64),
  expressCompany: optionalText(40),
  address: optionalText(200),
  mobile: optionalText(20),
  name: optionalText(40)
})

/** 002 §3 "Award detail": cashReceiveData (ours: amount, receiveDt, account), awardImage, awardName, entityReceiveData. */
const AwardDetailSchema = v.looseObject({
  awardName: optionalText(60),
  awardImage: optionalText(2000),
  cashReceiveData: v.optional(v.nullable(v.looseObject({ amount: optionalAmount, receiveDt: time, account: optionalText(60) }))),
  entityReceiveData: v.optional(v.nullable(EntitySchema))
})
export type CashbackAwardDetail = v.InferOutput<typeof AwardDetailSchema>

export interface ReceiveAddress {
  address: string
  mobile: string
  name: string
}

export interface CashbackService {
  /** The campaign's state for this visitor (a guest's too: no records). */
  detail (params: { activityCode: string }): Promise<CashbackDetailAnswer>
  /** 002 §7: success when code is 200. */
  signUp (params: { activityCode: string }): Promise<unknown>
  /** 002 §7: recordNo; a physical prize with receiveAddress {address, mobile, name}. */
  claimRewards (params: { recordNo: number | string, receiveAddress?: ReceiveAddress }): Promise<unknown>
  awardDetail (params: { recordNo: number | string }): Promise<CashbackAwardDetail>
}

export function createCashbackService (http: Http): CashbackService {
  return {
    detail: (params) => http.request(CASHBACK_PATHS.detail, { method: 'GET', data: { ...params }, schema: DetailSchema }),
    signUp: (params) => http.request(CASHBACK_PATHS.signUp, { data: { ...params }, schema: v.unknown() }),
    claimRewards: (params) => http.request(CASHBACK_PATHS.claimRewards, { data: { ...params }, schema: v.unknown() }),
    awardDetail: (params) => http.request(CASHBACK_PATHS.awardDetail, { method: 'GET', data: { ...params }, schema: AwardDetailSchema })
  }
}
