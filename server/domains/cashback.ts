/**
 * Cashback domain (002 §3, §4, §7, §8): the transaction cashback campaign's
 * status call (ours: `GET /activity-transaction-back/detail {activityCode}`,
 * src/blocks/activityTransactionBack/README.md), sign-up, claim-rewards and award-detail.
 *
 * Activities come from the scenario's `seed.cashback.activities`, by
 * activityCode: `needsSignUp` (false: status 7, joined without sign-up),
 * `places` (sign-up places left, shared by every visitor; 0: grabbed out),
 * `sessions` [{ startInMinutes, durationMinutes }] relative to the visitor's
 * anchor (relativeTime.ts), `subscribed` (every user has subscribed to the
 * next session), `eligibleMobiles` (only those users are eligible; others see
 * 6), `status` (forces a code for everyone: any of 1–7 on demand), the state
 * images, and `tasks` [{ taskTemplateId, taskTemplateName, accumulateMode
 * (1 amount, 2 count, 3 both), targetAmount, targetCount, amountSum,
 * orderCount, taskStatus (1 ongoing, 2 done, 3 closed), awardName, awardType
 * (1 physical, 2 coupon pack, 3 cash), awardImage, cashAmount, record?:
 * { receiveStatus (1 unclaimed, 2 claimed, 3 expired), deadlineInMinutes,
 * failClaim, expressNo, expressCompany } }].
 *
 * State per user (the same account on every device): sign-ups by activity,
 * and claims by recordNo (when, and the address of a physical prize). A
 * record's deadline counts from the visitor's anchor, so it can pass under
 * clock control; an unclaimed one past it is answered expired (3).
 *
 * Codes (ours; 002 §8 only says claim errors toast msg): 13619001 already
 * claimed, 13619002 expired, 13619003 not achieved (no such record for this
 * user), 13619004 the prize cannot be issued (a record seeded `failClaim`),
 * 13619005 sign-up places gone, 13619006 not eligible, 13619007 already
 * signed up, 13619008 no sign-up now (no session running, or none needed),
 * 400 incomplete address.
 */
import type { FastifyInstance } from 'fastify'
import { BusinessError, gatewayRoute } from '../gateway'
import type { Scenario } from '../scenarios'
import type { SessionService, User } from '../sessions'
import { anchorOf, resolveRelative } from './relativeTime'
import { lastScenario, requireUser, seedOf, userOf, userState, type Domain } from './types'
import type { VisitorState } from '../state'

const NAME = 'cashback'
const MINUTE = 60_000
const BEIJING_OFFSET = 8 * 60 * MINUTE

export const CASHBACK_CODES = {
  claimed: 13619001,
  expired: 13619002,
  notAchieved: 13619003,
  cannotIssue: 13619004,
  full: 13619005,
  ineligible: 13619006,
  signedUp: 13619007,
  noSignUp: 13619008
} as const

export interface CashbackRecordSeed {
  receiveStatus: number
  deadlineInMinutes?: number
  receivedMinutesAgo?: number
  failClaim?: boolean
  expressNo?: string
  expressCompany?: string
}

export interface CashbackTaskSeed {
  taskTemplateId: number
  taskTemplateName: string
  taskTemplateType?: number
  accumulateMode: number
  targetAmount?: number
  targetCount?: number
  amountSum?: number
  orderCount?: number
  taskStatus: number
  awardName: string
  awardType: number
  awardImage?: string
  cashAmount?: number
  record?: CashbackRecordSeed
}

export interface CashbackActivitySeed {
  needsSignUp?: boolean
  places?: number
  sessions?: Array<{ startInMinutes: number, durationMinutes?: number }>
  subscribed?: boolean
  eligibleMobiles?: string[]
  status?: number
  images?: Record<string, string>
  tasks?: CashbackTaskSeed[]
}

export interface CashbackSeed {
  activities: Record<string, CashbackActivitySeed>
}

interface Claim {
  at: number
  address?: { address: string, mobile: string, name: string }
}

interface CashbackUserState {
  signedUp: Record<string, number>
  claims: Record<string, Claim>
}

const fresh = (): CashbackUserState => ({ signedUp: {}, claims: {} })
/** Places taken by scenario|activity, shared by every visitor. */
const taken = new Map<string, number>()

const formatTime = (ms: number) => new Date(ms + BEIJING_OFFSET).toISOString().slice(0, 19).replace('T', ' ')
const recordNoOf = (code: string, task: CashbackTaskSeed) => `CB${code.replace(/[^A-Za-z0-9]/g, '')}${task.taskTemplateId}`

function activityOf (scenario: Scenario | undefined, code: unknown): [string, CashbackActivitySeed] {
  const key = typeof code === 'string' || typeof code === 'number' ? String(code) : ''
  const activity = seedOf<CashbackSeed>(scenario, NAME).activities?.[key]
  if (!key || !activity) throw new BusinessError(400, '活动（activityCode）不存在')
  return [key, activity]
}

interface Ctx { visitor: VisitorState, scenario?: Scenario, now: number }

function sessionsOf (activity: CashbackActivitySeed, ctx: Ctx): Array<{ start: number, end: number }> {
  const anchor = anchorOf({ visitor: ctx.visitor, scenario: ctx.scenario }, ctx.now)
  return (activity.sessions ?? []).map((s) => resolveRelative(s, anchor, { start: 'start', end: 'end' }) as { start: number, end: number })
}

function placesLeft (scenario: Scenario | undefined, code: string, activity: CashbackActivitySeed): number {
  return (activity.places ?? 1000) - (taken.get(`${scenario?.id ?? ''}|${code}`) ?? 0)
}

const eligible = (activity: CashbackActivitySeed, user: User | undefined) => !user || !activity.eligibleMobiles || activity.eligibleMobiles.includes(user.mobile)

/** The status code 1–7 (002 §3) of this activity for this visitor now. */
export function statusFor (scenario: Scenario | undefined, code: string, activity: CashbackActivitySeed, mine: CashbackUserState | undefined, user: User | undefined, ctx: Ctx): { status: number, next?: number } {
  const sessions = sessionsOf(activity, ctx)
  const running = sessions.find((s) => s.start <= ctx.now && ctx.now < s.end)
  const next = sessions.filter((s) => s.start > ctx.now).sort((a, b) => a.start - b.start)[0]?.start
  if (activity.status !== undefined) return { status: activity.status, next }
  if (!eligible(activity, user)) return { status: 6, next }
  if (activity.needsSignUp === false && (running || !next)) return { status: 7, next }
  if (mine?.signedUp[code] !== undefined) return { status: 2, next }
  if (running) return { status: placesLeft(scenario, code, activity) > 0 ? 1 : 5, next }
  if (next) return { status: activity.subscribed ? 4 : 3, next }
  return { status: 5 }
}

function recordsOf (code: string, activity: CashbackActivitySeed, mine: CashbackUserState | undefined, ctx: Ctx) {
  const anchor = anchorOf({ visitor: ctx.visitor, scenario: ctx.scenario }, ctx.now)
  return (activity.tasks ?? []).flatMap((task) => {
    const seed = task.record
    if (!seed) return []
    const recordNo = recordNoOf(code, task)
    const claim = mine?.claims[recordNo]
    const deadline = seed.deadlineInMinutes === undefined ? undefined : anchor + seed.deadlineInMinutes * MINUTE
    let receiveStatus = claim ? 2 : seed.receiveStatus
    if (receiveStatus === 1 && deadline !== undefined && ctx.now >= deadline) receiveStatus = 3
    const receivedAt = claim?.at ?? (seed.receiveStatus === 2 ? anchor - (seed.receivedMinutesAgo ?? 60) * MINUTE : undefined)
    return [{
      task,
      seed,
      claim,
      answer: {
        recordNo,
        taskTemplateId: task.taskTemplateId,
        taskTemplateName: task.taskTemplateName,
        taskTemplateType: task.taskTemplateType ?? 1,
        awardName: task.awardName,
        awardType: task.awardType,
        awardImage: task.awardImage ?? null,
        receiveStatus,
        amountSum: task.amountSum ?? 0,
        orderCount: task.orderCount ?? 0,
        progress: 100,
        receiveDt: receivedAt === undefined ? null : formatTime(receivedAt),
        receiveDeadlineDt: deadline === undefined ? null : formatTime(deadline)
      }
    }]
  })
}

function progressOf (task: CashbackTaskSeed): number {
  const parts: number[] = []
  if (task.accumulateMode !== 2 && task.targetAmount) parts.push((task.amountSum ?? 0) / task.targetAmount)
  if (task.accumulateMode !== 1 && task.targetCount) parts.push((task.orderCount ?? 0) / task.targetCount)
  return parts.length ? Math.min(100, Math.floor(Math.min(...parts) * 100)) : 0
}

function findRecord (scenario: Scenario | undefined, mine: CashbackUserState, recordNo: unknown, ctx: Ctx) {
  const activities = seedOf<CashbackSeed>(scenario, NAME).activities ?? {}
  for (const [code, activity] of Object.entries(activities)) {
    const found = recordsOf(code, activity, mine, ctx).find((r) => r.answer.recordNo === String(recordNo))
    if (found) return found
  }
  return undefined
}

const mineOf = (sessions: SessionService, user: User) => userState(sessions, user, NAME, fresh)

export const cashbackDomain: Domain = {
  name: NAME,
  register (app: FastifyInstance, { sessions }) {
    const P = '/campaign-center/api/activity-transaction-back'

    gatewayRoute(app, 'GET', `${P}/detail`, 'activity-transaction-back/detail', lastScenario, (ctx) => {
      const [code, activity] = activityOf(ctx.scenario, ctx.query.activityCode)
      const user = userOf(sessions, ctx)
      const mine = user ? mineOf(sessions, user) : undefined
      const { status, next } = statusFor(ctx.scenario, code, activity, mine, user, ctx)
      // Tasks and records are the visitor's own: a guest and a visitor not taking part get none.
      const takingPart = user && (status === 2 || status === 7)
      return {
        activityCode: code,
        status,
        nextSessionStartDt: next ?? null,
        ...(activity.images ?? {}),
        tasks: takingPart
          ? (activity.tasks ?? []).map((t) => ({
              taskTemplateId: t.taskTemplateId,
              taskTemplateName: t.taskTemplateName,
              taskTemplateType: t.taskTemplateType ?? 1,
              accumulateMode: t.accumulateMode,
              targetAmount: t.targetAmount ?? null,
              targetCount: t.targetCount ?? null,
              amountSum: t.amountSum ?? 0,
              orderCount: t.orderCount ?? 0,
              progress: progressOf(t),
              taskStatus: t.taskStatus,
              awardName: t.awardName,
              awardType: t.awardType,
              awardImage: t.awardImage ?? null
            }))
          : [],
        records: takingPart ? recordsOf(code, activity, mine, ctx).map((r) => r.answer) : []
      }
    })

    gatewayRoute(app, 'POST', `${P}/sign-up`, 'activity-transaction-back/sign-up', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const [code, activity] = activityOf(ctx.scenario, ctx.body.activityCode)
      const mine = mineOf(sessions, user)
      const { status } = statusFor(ctx.scenario, code, activity, mine, user, ctx)
      if (status === 6) throw new BusinessError(CASHBACK_CODES.ineligible, '暂无参与资格')
      if (status === 2) throw new BusinessError(CASHBACK_CODES.signedUp, '您已报名')
      if (status === 5) throw new BusinessError(CASHBACK_CODES.full, '名额已抢光，下次早点来哦')
      if (status !== 1) throw new BusinessError(CASHBACK_CODES.noSignUp, '当前不在报名时间')
      taken.set(`${ctx.scenario?.id ?? ''}|${code}`, (taken.get(`${ctx.scenario?.id ?? ''}|${code}`) ?? 0) + 1)
      mine.signedUp[code] = ctx.now
      return true
    }, { action: true })

    gatewayRoute(app, 'POST', `${P}/claim-rewards`, 'activity-transaction-back/claim-rewards', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const mine = mineOf(sessions, user)
      const found = findRecord(ctx.scenario, mine, ctx.body.recordNo, ctx)
      if (!found) throw new BusinessError(CASHBACK_CODES.notAchieved, '任务未达成，暂无可领取奖励')
      const { answer, task, seed } = found
      if (answer.receiveStatus === 2) throw new BusinessError(CASHBACK_CODES.claimed, '奖励已领取，请勿重复领取')
      if (answer.receiveStatus === 3) throw new BusinessError(CASHBACK_CODES.expired, '奖励已过期')
      if (seed.failClaim) throw new BusinessError(CASHBACK_CODES.cannotIssue, '奖励发放失败，请稍后再试')
      let address: Claim['address']
      if (task.awardType === 1) {
        const a = ctx.body.receiveAddress as Record<string, unknown> | undefined
        const field = (k: string) => (typeof a?.[k] === 'string' ? (a[k] as string).trim() : '')
        if (!field('address') || !field('mobile') || !field('name')) throw new BusinessError(400, '请完整填写领奖信息')
        if (field('mobile').length > 11) throw new BusinessError(400, '手机号格式不正确')
        address = { address: field('address'), mobile: field('mobile'), name: field('name') }
      }
      mine.claims[answer.recordNo] = { at: ctx.now, address }
      return true
    }, { action: true })

    gatewayRoute(app, 'GET', `${P}/award-detail`, 'activity-transaction-back/award-detail', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const mine = mineOf(sessions, user)
      const found = findRecord(ctx.scenario, mine, ctx.query.recordNo, ctx)
      if (!found) throw new BusinessError(CASHBACK_CODES.notAchieved, '奖励记录不存在')
      const { answer, task, seed, claim } = found
      const address = claim?.address ?? (seed.receiveStatus === 2 ? { address: '北京市朝阳区望京SOHO T1座1201室', mobile: user.mobile, name: '张三' } : undefined)
      return {
        awardName: task.awardName,
        awardImage: task.awardImage ?? null,
        cashReceiveData: task.awardType === 3 && answer.receiveStatus === 2
          ? { amount: task.cashAmount ?? 0, receiveDt: answer.receiveDt, account: '钱包余额' }
          : null,
        entityReceiveData: task.awardType === 1 && answer.receiveStatus === 2
          ? { expressNo: seed.expressNo ?? null, expressCompany: seed.expressCompany ?? null, ...address }
          : null
      }
    })
  }
}
