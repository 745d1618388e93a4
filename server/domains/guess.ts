/**
 * Guess domain (002 §3, §7, §8): the daily password-guessing game's scenes,
 * answers, award records and address filling, and the subscribe state (our
 * `GET /subscribe/status`: 002 does not show the call).
 *
 * Activities come from the scenario's `seed.guess.activities`, by
 * activityCode: `scenes` [{ id, startInMinutes (negative: started),
 * durationMinutes, answer, answerTip, errorAnswerTip, titleDescImg,
 * awardDescImg, awardId, stock, subscribed (every user starts subscribed to
 * it) }], `awards` [{ id, awardName, awardType (1 things, 2 redeem code,
 * 3 coupon), awardImage, awardIllustrate, expireInDays }], `records` (every
 * user's starting records: { sceneId, awardId, sendStatus, externalCode,
 * externalSecondElement, receiverName, mobile, address, wonMinutesAgo }) and
 * `identityFailMobiles` (their answers are neither a win nor failReasonCode 1:
 * the block says 用户身份异常).
 *
 * A scene's times count from the visitor's anchor (relativeTime.ts), so it
 * goes to be opened → ongoing → ended under the emulator clock: status 1
 * before its start, 2 until its end, 3 after; 4 once its prizes are gone
 * (stock per scenario, activity and scene, shared by every visitor).
 *
 * State per user: subscriptions (activity and scene), the scenes answered
 * right, records, addresses filled.
 *
 * Codes: 13615002 the scene is not open for answers (not started, ended,
 * prizes all claimed; 002 §8: the block toasts msg and asks the detail
 * again); 13615003 this scene answered right already; 13615004 no such
 * record; 13615005 its address is filled already or it needs none; 400 a
 * form that breaks 002 §5 (all required, address ≤ 50, name ≤ 10, phone
 * ≤ 11); 401 not logged in. `POST /__emu/subscribe {activityCode, sceneId?}`
 * subscribes the logged-in visitor, as the host's subscribe page would.
 */
import type { FastifyInstance } from 'fastify'
import { serverNow } from '../controls'
import { BusinessError, gatewayRoute } from '../gateway'
import type { Scenario } from '../scenarios'
import type { SessionService, User } from '../sessions'
import type { VisitorState } from '../state'
import { anchorOf } from './relativeTime'
import { lastScenario, requireUser, seedOf, userState, type Domain } from './types'

const NAME = 'guess'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const BEIJING_OFFSET = 8 * 60 * MINUTE

export const GUESS_CODES = {
  notOpen: 13615002,
  answered: 13615003,
  noRecord: 13615004,
  addressDone: 13615005
} as const
/** 002 §4: "failReasonCode 1" is a wrong answer; ours: 2, a user the game does not accept (identityFailMobiles). */
const FAIL_WRONG = 1
const FAIL_IDENTITY = 2
/** 002 §5: the guessing game's form. */
const LIMITS = { address: 50, name: 10, mobile: 11 }

export interface GuessSceneSeed {
  id: number
  startInMinutes: number
  durationMinutes?: number
  answer: string
  answerTip?: string
  errorAnswerTip?: string
  titleDescImg?: string
  awardDescImg?: string
  awardId?: number
  stock?: number
  subscribed?: boolean
}

export interface GuessAwardSeed {
  id: number
  awardName: string
  awardType: number
  awardImage?: string
  awardIllustrate?: string
  expireInDays?: number
}

export interface GuessRecordSeed {
  sceneId: number
  awardId: number
  sendStatus: number
  externalCode?: string
  externalSecondElement?: string
  receiverName?: string
  mobile?: string
  address?: string
  wonMinutesAgo?: number
}

export interface GuessActivitySeed {
  scenes: GuessSceneSeed[]
  awards: GuessAwardSeed[]
  records?: GuessRecordSeed[]
  identityFailMobiles?: string[]
}

export interface GuessSeed {
  activities: Record<string, GuessActivitySeed>
}

interface RecordState {
  recordId: number
  sceneId: number
  awardId: number
  sendStatus: number
  externalCode?: string
  externalSecondElement?: string
  receiverName?: string
  mobile?: string
  address?: string
  winningDt: number
  expireDt?: number
  answer?: string
}

interface ActivityState {
  records: RecordState[]
  /** Scene ids answered right. */
  won: number[]
}

interface GuessUserState {
  activities: Record<string, ActivityState>
  /** `${activityCode}|${sceneId ?? ''}` */
  subscriptions: string[]
  nextId: number
}

const fresh = (): GuessUserState => ({ activities: {}, subscriptions: [], nextId: 1 })

/** Prizes left by scenario|activity|scene. */
const stock = new Map<string, number>()

const formatTime = (ms: number) => new Date(ms + BEIJING_OFFSET).toISOString().slice(0, 19).replace('T', ' ')
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const idOf = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN)

function activityOf (scenario: Scenario | undefined, code: unknown): GuessActivitySeed {
  const key = text(code)
  const activity = seedOf<GuessSeed>(scenario, NAME).activities?.[key]
  if (!key || !activity) throw new BusinessError(400, '猜口令活动（activityCode）不存在')
  return activity
}

function stockKey (scenario: Scenario | undefined, code: string, sceneId: number): string {
  return `${scenario?.id ?? ''}|${code}|${sceneId}`
}

function stockLeft (scenario: Scenario | undefined, code: string, scene: GuessSceneSeed): number {
  return stock.get(stockKey(scenario, code, scene.id)) ?? scene.stock ?? 100
}

interface Timed { start: number, end: number, status: number }

/** A scene's times from the visitor's anchor, and its status on the emulator clock (002 §3: 1, 2, 3, 4). */
function timed (scene: GuessSceneSeed, ctx: { visitor: VisitorState, scenario?: Scenario, now: number }, code: string): Timed {
  const anchor = anchorOf({ visitor: ctx.visitor, scenario: ctx.scenario }, ctx.now)
  const start = anchor + scene.startInMinutes * MINUTE
  const end = start + (scene.durationMinutes ?? 12 * 60) * MINUTE
  const status = ctx.now < start ? 1 : stockLeft(ctx.scenario, code, scene) <= 0 ? 4 : ctx.now < end ? 2 : 3
  return { start, end, status }
}

function mineOf (sessions: SessionService, user: User, code: string, activity: GuessActivitySeed, now: number): ActivityState {
  const state = userState(sessions, user, NAME, fresh)
  let mine = state.activities[code]
  if (!mine) {
    mine = state.activities[code] = { records: [], won: [] }
    for (const seed of activity.records ?? []) {
      const award = activity.awards.find((a) => a.id === seed.awardId)
      if (!award) continue
      const winningDt = now - (seed.wonMinutesAgo ?? 24 * 60) * MINUTE
      mine.records.push({
        recordId: state.nextId++,
        sceneId: seed.sceneId,
        awardId: seed.awardId,
        sendStatus: seed.sendStatus,
        externalCode: seed.externalCode,
        externalSecondElement: seed.externalSecondElement,
        receiverName: seed.receiverName,
        mobile: seed.mobile,
        address: seed.address,
        winningDt,
        expireDt: award.expireInDays === undefined ? undefined : winningDt + award.expireInDays * DAY,
        answer: activity.scenes.find((s) => s.id === seed.sceneId)?.answer
      })
    }
    // Seeded subscriptions (a scene every user starts subscribed to).
    for (const scene of activity.scenes) if (scene.subscribed && !state.subscriptions.includes(`${code}|${scene.id}`)) state.subscriptions.push(`${code}|${scene.id}`)
  }
  return mine
}

function recordAnswer (activity: GuessActivitySeed, r: RecordState) {
  const award = activity.awards.find((a) => a.id === r.awardId)
  return {
    recordId: r.recordId,
    sceneId: r.sceneId,
    awardId: r.awardId,
    awardType: award?.awardType ?? null,
    sendStatus: r.sendStatus,
    awardName: award?.awardName ?? '',
    awardImage: award?.awardImage ?? null,
    awardIllustrate: award?.awardIllustrate ?? null,
    externalCode: r.externalCode ?? null,
    externalSecondElement: r.externalSecondElement ?? null,
    expireDt: r.expireDt === undefined ? null : formatTime(r.expireDt),
    winningDt: formatTime(r.winningDt),
    receiverName: r.receiverName ?? null,
    mobile: r.mobile ?? null,
    address: r.address ?? null,
    answer: r.answer ?? null
  }
}

/** The answer as the game compares it: trimmed, case and width of Latin letters ignored. */
const normal = (s: string) => s.trim().normalize('NFKC').toLowerCase()

export const guessDomain: Domain = {
  name: NAME,
  register (app: FastifyInstance, { sessions }) {
    const P = '/campaign-center/api'

    gatewayRoute(app, 'GET', `${P}/guess-the-password/activity-detail`, 'guess-the-password/activity-detail', lastScenario, (ctx) => {
      const code = text(ctx.query.activityCode)
      const activity = activityOf(ctx.scenario, code)
      const user = sessions.userOf(ctx.req.headers.token as string | undefined, ctx.now)
      const subscriptions = user ? (mineOf(sessions, user, code, activity, ctx.now), userState(sessions, user, NAME, fresh).subscriptions) : []
      return {
        activityCode: code,
        activityScenes: activity.scenes.map((scene) => {
          const { start, end, status } = timed(scene, ctx, code)
          return {
            id: scene.id,
            status,
            startDt: formatTime(start),
            endDt: formatTime(end),
            isSubscribe: subscriptions.includes(`${code}|${scene.id}`),
            // The answer is told once the scene is over, never before.
            answer: status === 3 || status === 4 ? scene.answer : null,
            answerTip: scene.answerTip ?? null,
            errorAnswerTip: scene.errorAnswerTip ?? null,
            titleDescImg: scene.titleDescImg ?? null,
            awardDescImg: scene.awardDescImg ?? null
          }
        })
      }
    })

    gatewayRoute(app, 'GET', `${P}/guess-the-password/user-award-records`, 'guess-the-password/user-award-records', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const code = text(ctx.query.activityCode)
      const activity = activityOf(ctx.scenario, code)
      const mine = mineOf(sessions, user, code, activity, ctx.now)
      // A prize still waiting past its expiry is expired now (on the emulator clock).
      for (const r of mine.records) if (r.sendStatus === 1 && r.expireDt !== undefined && r.expireDt <= ctx.now) r.sendStatus = 4
      return [...mine.records].sort((a, b) => b.winningDt - a.winningDt).map((r) => recordAnswer(activity, r))
    })

    gatewayRoute(app, 'POST', `${P}/guess-the-password/take-part-in`, 'guess-the-password/take-part-in', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const code = text(ctx.body.activityCode)
      const activity = activityOf(ctx.scenario, code)
      const sceneId = idOf(ctx.body.sceneId)
      const scene = activity.scenes.find((s) => s.id === sceneId)
      if (!scene) throw new BusinessError(GUESS_CODES.notOpen, '场次不存在，请刷新后重试')
      const { status } = timed(scene, ctx, code)
      if (status === 1) throw new BusinessError(GUESS_CODES.notOpen, '本场还未开始，请稍后再来')
      if (status === 3) throw new BusinessError(GUESS_CODES.notOpen, '本场已结束，明天再来吧')
      if (status === 4) throw new BusinessError(GUESS_CODES.notOpen, '本场奖品已领完，明天再来吧')
      const mine = mineOf(sessions, user, code, activity, ctx.now)
      if (mine.won.includes(scene.id)) throw new BusinessError(GUESS_CODES.answered, '本场口令已答对，明天再来吧')
      if ((activity.identityFailMobiles ?? []).includes(user.mobile)) return { isWin: false, failReasonCode: FAIL_IDENTITY, position: null, activityAwardRecord: null }
      const answer = text(ctx.body.answer)
      if (!answer.trim() || answer.trim().length > 10 || normal(answer) !== normal(scene.answer)) {
        return { isWin: false, failReasonCode: FAIL_WRONG, position: null, activityAwardRecord: null }
      }
      const left = stockLeft(ctx.scenario, code, scene)
      stock.set(stockKey(ctx.scenario, code, scene.id), left - 1)
      mine.won.push(scene.id)
      const award = activity.awards.find((a) => a.id === scene.awardId) ?? activity.awards[0]
      const state = userState(sessions, user, NAME, fresh)
      const record: RecordState = {
        recordId: state.nextId++,
        sceneId: scene.id,
        awardId: award.id,
        // Things wait for an address; redeem codes and coupons are sent at once.
        sendStatus: award.awardType === 1 ? 1 : 2,
        externalCode: award.awardType === 2 ? `GUESS-${scene.id}-${String(ctx.now).slice(-6)}` : undefined,
        externalSecondElement: award.awardType === 2 ? `PW${String(ctx.now).slice(-4)}` : undefined,
        winningDt: ctx.now,
        expireDt: award.expireInDays === undefined ? undefined : ctx.now + award.expireInDays * DAY,
        answer: scene.answer
      }
      mine.records.push(record)
      const position = (scene.stock ?? 100) - left + 1
      return { isWin: true, failReasonCode: null, position, activityAwardRecord: recordAnswer(activity, record) }
    }, { action: true })

    gatewayRoute(app, 'POST', `${P}/guess-the-password/fill-in-address`, 'guess-the-password/fill-in-address', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const code = text(ctx.body.activityCode)
      const activity = activityOf(ctx.scenario, code)
      const mine = mineOf(sessions, user, code, activity, ctx.now)
      const record = mine.records.find((r) => r.recordId === idOf(ctx.body.recordId))
      if (!record) throw new BusinessError(GUESS_CODES.noRecord, '中奖记录不存在')
      const award = activity.awards.find((a) => a.id === record.awardId)
      if (award?.awardType !== 1 || record.sendStatus !== 1 || record.address) throw new BusinessError(GUESS_CODES.addressDone, '领奖信息已提交，无需重复填写')
      const name = text(ctx.body.contactName).trim()
      const mobile = text(ctx.body.contactMobile).trim()
      const address = text(ctx.body.address).trim()
      if (!name || !mobile || !address) throw new BusinessError(400, '请完整填写领奖信息')
      if (name.length > LIMITS.name || address.length > LIMITS.address || mobile.length > LIMITS.mobile) throw new BusinessError(400, '领奖信息过长，请检查后重试')
      Object.assign(record, { receiverName: name, mobile, address })
      return true
    }, { action: true })

    gatewayRoute(app, 'GET', `${P}/subscribe/status`, 'subscribe/status', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const code = text(ctx.query.activityCode)
      const state = userState(sessions, user, NAME, fresh)
      const activity = seedOf<GuessSeed>(ctx.scenario, NAME).activities?.[code]
      if (activity) mineOf(sessions, user, code, activity, ctx.now)
      return { subscribed: state.subscriptions.includes(`${code}|${text(ctx.query.sceneId)}`) }
    })

    // QA control (not a gateway call): what the host's subscribe page records.
    app.post('/__emu/subscribe', async (req, reply) => {
      const now = serverNow(req.visitor.clock, Date.now())
      const user = sessions.userOf(req.headers.token as string | undefined, now)
      if (!user) return reply.code(401).send({ code: 401, data: null, msg: '请先登录' })
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>
      const code = text(body.activityCode)
      if (!code) return { code: 400, data: null, msg: 'activityCode 必填' }
      const scenarioId = req.visitor.data.scenarioId as string | undefined
      const scenario = scenarioId ? app.scenarios.load(scenarioId, `${req.protocol}://${req.headers.host ?? 'localhost'}`) : undefined
      const activity = seedOf<GuessSeed>(scenario, NAME).activities?.[code]
      if (activity) mineOf(sessions, user, code, activity, now)
      const state = userState(sessions, user, NAME, fresh)
      const key = `${code}|${text(body.sceneId)}`
      if (!state.subscriptions.includes(key)) state.subscriptions.push(key)
      return { code: 0, data: true, msg: 'success' }
    })
  }
}
