/**
 * The daily password-guessing game's calls (002 §7) and the subscribe
 * state (not shown in 002: ours, blocks/subscribe/README.md), under the
 * campaign-center prefix. Answers are checked here: lists drop the entries
 * they cannot read one by one, numbers may come as numeric text; the blocks'
 * pure modules read the fields.
 */
import * as v from 'valibot'
import type { Http } from './http'

const PREFIX = '/campaign-center/api'
export const GUESS_PATHS = {
  detail: `${PREFIX}/guess-the-password/activity-detail`,
  records: `${PREFIX}/guess-the-password/user-award-records`,
  answer: `${PREFIX}/guess-the-password/take-part-in`,
  fillAddress: `${PREFIX}/guess-the-password/fill-in-address`
} as const
/** 002 §7: "Cashback status, subscribe … calls: not shown". Ours: GET {activityCode, sceneId?, businessId?} → { subscribed }. */
export const SUBSCRIBE_PATHS = {
  status: `${PREFIX}/subscribe/status`
} as const

const id = v.union([v.number(), v.pipe(v.string(), v.minLength(1), v.maxLength(64))])
const text = (max: number) => v.pipe(v.string(), v.transform((s) => s.slice(0, max)))
const optionalText = (max: number) => v.optional(v.nullable(text(max)))
/** A time as the gateway sends it: ms since the epoch or 'yyyy-MM-dd HH:mm:ss' (read by lib/time). */
const time = v.optional(v.nullable(v.union([v.number(), v.pipe(v.string(), v.maxLength(40))])))
const flag = v.optional(v.unknown())
/** A small code: a number or numeric text. */
const code = v.optional(v.nullable(v.union([v.number(), v.pipe(v.string(), v.maxLength(20))])))

/** A list answer as an array, or `{ list | records | rows | activityScenes: [...] }`; entries that do not fit are dropped. */
function listOf<T> (entry: v.GenericSchema<unknown, T>, keys: readonly string[], max = 100) {
  return v.pipe(
    v.unknown(),
    v.transform((data): unknown[] => {
      if (Array.isArray(data)) return data
      if (typeof data === 'object' && data !== null) {
        for (const key of keys) {
          const inner = (data as Record<string, unknown>)[key]
          if (Array.isArray(inner)) return inner
        }
      }
      return []
    }),
    v.transform((items) => items.slice(0, max).flatMap((item) => {
      const parsed = v.safeParse(entry, item)
      return parsed.success ? [parsed.output] : []
    }))
  )
}

/** 002 §3 "Guess game" activityScenes. */
const SceneSchema = v.looseObject({
  id,
  status: code,
  startDt: time,
  endDt: time,
  isSubscribe: flag,
  answer: optionalText(40),
  answerTip: optionalText(200),
  errorAnswerTip: optionalText(200),
  titleDescImg: optionalText(2000),
  awardDescImg: optionalText(2000)
})
export type GuessSceneAnswer = v.InferOutput<typeof SceneSchema>

/** activity-detail: "scenes" — `{ activityCode, activityScenes: [...] }` (or the list itself). */
const DetailSchema = listOf(SceneSchema, ['activityScenes', 'scenes', 'list'], 60)

/** 002 §3 "User award record". */
const RecordSchema = v.looseObject({
  recordId: id,
  sceneId: v.optional(v.nullable(id)),
  awardId: v.optional(v.nullable(id)),
  awardType: flag,
  sendStatus: code,
  awardName: text(60),
  awardImage: optionalText(2000),
  awardIllustrate: optionalText(500),
  externalCode: optionalText(200),
  externalSecondElement: optionalText(200),
  expireDt: time,
  winningDt: time,
  receiverName: optionalText(40),
  mobile: optionalText(20),
  address: optionalText(200),
  answer: optionalText(40)
})
export type GuessRecordAnswer = v.InferOutput<typeof RecordSchema>

/** 002 §3 "Answer result": isWin, failReasonCode, position, activityAwardRecord. */
const AnswerSchema = v.looseObject({
  isWin: flag,
  failReasonCode: code,
  position: v.optional(v.unknown()),
  activityAwardRecord: v.optional(v.nullable(v.unknown()))
})
export type GuessAnswerResult = v.InferOutput<typeof AnswerSchema>

/** The award record of a win, read leniently (a win whose record does not fit still shows the win dialog). */
export function awardRecordOf (raw: unknown): GuessRecordAnswer | undefined {
  const parsed = v.safeParse(RecordSchema, raw)
  return parsed.success ? parsed.output : undefined
}

/** subscribe/status: `{ subscribed }` (or a bare boolean); true, 1, 'true', '1' read as subscribed. */
const SubscribedSchema = v.pipe(
  v.unknown(),
  v.transform((x) => {
    const value = typeof x === 'object' && x !== null ? (x as Record<string, unknown>).subscribed : x
    return value === true || value === 1 || value === 'true' || value === '1'
  })
)

export interface GuessService {
  detail (params: { activityCode: string }): Promise<GuessSceneAnswer[]>
  /** Needs login. */
  records (params: { activityCode: string }): Promise<GuessRecordAnswer[]>
  answer (params: { activityCode: string, answer: string, sceneId: number | string }): Promise<GuessAnswerResult>
  fillAddress (params: { contactName: string, contactMobile: string, address: string, activityCode: string, recordId: number | string }): Promise<unknown>
}

export interface SubscribeService {
  /** Whether the visitor has subscribed to this activity's reminder (needs login). */
  status (params: { activityCode: string, sceneId?: number | string, businessId?: string }): Promise<boolean>
}

export function createGuessService (http: Http): GuessService {
  return {
    detail: (params) => http.request(GUESS_PATHS.detail, { method: 'GET', data: { ...params }, schema: DetailSchema }),
    records: (params) => http.request(GUESS_PATHS.records, { method: 'GET', data: { ...params }, schema: listOf(RecordSchema, ['list', 'records', 'rows'], 200) }),
    answer: (params) => http.request(GUESS_PATHS.answer, { data: { ...params }, schema: AnswerSchema }),
    fillAddress: (params) => http.request(GUESS_PATHS.fillAddress, { data: { ...params }, schema: v.unknown() })
  }
}

export function createSubscribeService (http: Http): SubscribeService {
  return {
    status: (params) => http.request(SUBSCRIBE_PATHS.status, { method: 'GET', data: { ...params }, schema: SubscribedSchema })
  }
}
