/**
 * Lottery domain (002 §3, §7, §8): the prize draw's quota, eligibility, tasks,
 * draws, records and claims, and the address book (`/user-address/*`).
 *
 * Templates come from the scenario's `seed.lottery.templates`, by
 * lotteryTemplateId: `quota` (draws a new user starts with), `eligible`
 * (false: check-rule answers false for everyone), `ineligibleMobiles`,
 * `awards` [{ id, awardName, awardType (1 things, 2 third-party coupon,
 * 3 coupon, 4 balance), awardImageUrl, weight, stock, receiveType
 * ('automatic' | 'manual'), conditions [1 recycle order, 2 luxury order,
 * 3 fill form], expireInMinutes }], `missWeight` (the odds of no prize),
 * `tasks` [{ type (block's tasks.ts numbers), rule (2 unlimited), taskTimes,
 * lotteryTimes, status, productId, inquiryKey }], and `records` (every
 * user's starting records, in any state: { awardId, awardStatus, canReceive,
 * receiveType, conditions, expireInMinutes, failClaim, redeemCode, … }).
 * `seed.lottery.addresses`: every user's starting address book.
 *
 * State per user (the same account on every device): quota, task
 * completions (sign-in once a Beijing day on the emulator clock), records,
 * the address book (at most 20). Stock per scenario, template and award,
 * shared by every visitor. The component's `lotteryAwards` are filled from
 * the template when the scenario leaves them out, and `winningAwardRecords`
 * from the latest wins of anyone, as the real gateway would.
 *
 * Codes: 13606017 no draws left; 13606031 the daily task claimed today,
 * 13606032 invite and 13606033 vip rewards claimed (numbers ours, as the
 * block's model.ts); 13606027 a claim the gateway cannot make (a record
 * seeded `failClaim`); 13606040 not eligible; 13606041 no such record.
 * `POST /__emu/lottery/complete-task {templateId, type}` completes a task for
 * the logged-in visitor (as if they had placed that order).
 */
import type { FastifyInstance } from 'fastify'
import { serverNow } from '../controls'
import { BusinessError, gatewayRoute } from '../gateway'
import type { Scenario } from '../scenarios'
import { createHash } from 'node:crypto'
import type { SessionService, User } from '../sessions'
import type { VisitorState } from '../state'
import { lastScenario, requireUser, seedOf, userOf, userState, visitorState, type Component, type Domain } from './types'

const NAME = 'lottery'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const BEIJING_OFFSET = 8 * 60 * MINUTE

export const LOTTERY_CODES = {
  noQuota: 13606017,
  claimContact: 13606027,
  dailyClaimed: 13606031,
  inviteClaimed: 13606032,
  vipClaimed: 13606033,
  ineligible: 13606040,
  noRecord: 13606041
} as const
/** The block's task type numbers (src/blocks/lottery/tasks.ts). */
const TASK_SIGN_IN = 1
const TASK_INVITE = 4
const TASK_VIP = 5
const RULE_UNLIMITED = 2
/** 002 §5, §9. */
const ADDRESS_LIMIT = 20

export interface AwardSeed {
  id: number
  awardName: string
  awardType: number
  awardImageUrl?: string
  awardImageSecondUrl?: string
  weight?: number
  stock?: number
  receiveType?: 'automatic' | 'manual'
  conditions?: number[]
  expireInMinutes?: number
  desc?: string
  popDesc?: string
  useDesc?: string
  /** Not on the page and never drawn (a record's award of a type this build does not know). */
  hidden?: boolean
}

export interface TaskSeed {
  type: number
  taskName?: string
  rule?: number
  taskTimes?: number
  lotteryTimes?: number
  /** 2 not started, 3 ended (as the block reads them). */
  status?: number
  productId?: string
  inquiryKey?: string
}

export interface RecordSeed {
  awardId: number
  awardStatus: number
  canReceive?: boolean
  receiveType?: 'automatic' | 'manual'
  conditions?: number[]
  expireInMinutes?: number
  wonMinutesAgo?: number
  failClaim?: boolean
  redeemCode?: string
  redeemCodeSecondElement?: string
  address?: { address: string, username: string, mobile: string }
}

export interface TemplateSeed {
  quota?: number
  eligible?: boolean
  ineligibleMobiles?: string[]
  awards: AwardSeed[]
  missWeight?: number
  tasks?: TaskSeed[]
  records?: RecordSeed[]
}

export interface AddressSeed {
  addressName?: string
  provinceName: string
  cityName: string
  districtName: string
  pointOfInterest?: string
  detailAddress: string
  contactName: string
  contactMobile: string
  isDefault?: boolean
}

export interface LotterySeed {
  templates: Record<string, TemplateSeed>
  addresses: AddressSeed[]
}

interface RecordState {
  id: number
  awardId: number
  awardStatus: number
  canReceive: boolean
  receiveType: 'automatic' | 'manual'
  conditions: number[]
  expireAt?: number
  lotteryDt: number
  failClaim: boolean
  redeemCode?: string
  redeemCodeSecondElement?: string
  address?: { address: string, username: string, mobile: string }
}

interface TemplateState {
  quota: number
  /** Task completions by type: count, and the Beijing day of the last one. */
  done: Record<number, { count: number, day: number }>
  records: RecordState[]
  /** Draws taken: the next draw's odds are fixed by it (drawRandom). */
  draws: number
}

interface LotteryUserState {
  templates: Record<string, TemplateState>
  addresses: Array<AddressSeed & { id: number, isDefault: boolean }> | undefined
  nextId: number
}

const fresh = (): LotteryUserState => ({ templates: {}, addresses: undefined, nextId: 1 })

/** The latest wins by scenario|template (the marquee), shared by every visitor. */
const wins = new Map<string, Array<{ mobile: string, awardName: string }>>()

const beijingDay = (ms: number) => Math.floor((ms + BEIJING_OFFSET) / DAY)
const mask = (mobile: string) => (mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile)
const formatTime = (ms: number) => new Date(ms + BEIJING_OFFSET).toISOString().slice(0, 19).replace('T', ' ')

function templateOf (scenario: Scenario | undefined, id: unknown): TemplateSeed {
  const key = typeof id === 'number' || typeof id === 'string' ? String(id) : ''
  const template = seedOf<LotterySeed>(scenario, NAME).templates?.[key]
  if (!key || !template) throw new BusinessError(400, '抽奖模板（templateId）不存在')
  return template
}

function awardOf (template: TemplateSeed, id: number): AwardSeed | undefined {
  return template.awards.find((a) => a.id === id)
}

function mineOf (sessions: SessionService, user: User, template: TemplateSeed, id: string, now: number): TemplateState {
  const state = userState(sessions, user, NAME, fresh)
  let mine = state.templates[id]
  if (!mine) {
    mine = state.templates[id] = { quota: template.quota ?? 1, done: {}, records: [], draws: 0 }
    for (const seed of template.records ?? []) {
      const award = awardOf(template, seed.awardId)
      if (!award) continue
      mine.records.push({
        id: state.nextId++,
        awardId: seed.awardId,
        awardStatus: seed.awardStatus,
        canReceive: seed.canReceive ?? false,
        receiveType: seed.receiveType ?? award.receiveType ?? 'manual',
        conditions: seed.conditions ?? award.conditions ?? [],
        expireAt: seed.expireInMinutes === undefined ? undefined : now + seed.expireInMinutes * MINUTE,
        lotteryDt: now - (seed.wonMinutesAgo ?? 60) * MINUTE,
        failClaim: seed.failClaim ?? false,
        redeemCode: seed.redeemCode,
        redeemCodeSecondElement: seed.redeemCodeSecondElement,
        address: seed.address
      })
    }
  }
  return mine
}

function recordAnswer (template: TemplateSeed, r: RecordState) {
  const award = awardOf(template, r.awardId)
  return {
    id: r.id,
    awardId: r.awardId,
    awardName: award?.awardName ?? '',
    awardType: award?.awardType,
    awardImageUrl: award?.awardImageUrl,
    awardReceiveType: r.receiveType,
    awardReceiveCondition: r.conditions,
    awardStatus: r.awardStatus,
    canReceive: r.canReceive,
    awardExpireTime: r.expireAt ?? null,
    lotteryDt: formatTime(r.lotteryDt),
    winningAwardDesc: award?.desc ?? null,
    winningAwardPopDesc: award?.popDesc ?? null,
    redeemCode: r.awardStatus === 2 ? r.redeemCode ?? null : null,
    redeemCodeSecondElement: r.awardStatus === 2 ? r.redeemCodeSecondElement ?? null : null,
    redeemCodeUseDesc: award?.useDesc ?? null,
    address: r.address ?? null
  }
}

function taskAnswer (task: TaskSeed, mine: TemplateState | undefined, now: number) {
  const done = mine?.done[task.type]
  const today = beijingDay(now)
  // The daily sign-in counts today's only; other tasks count every completion.
  const count = !done ? 0 : task.type === TASK_SIGN_IN ? (done.day === today ? done.count : 0) : done.count
  const times = task.taskTimes ?? 1
  const completed = task.rule !== RULE_UNLIMITED && count >= times
  return {
    type: task.type,
    taskName: task.taskName ?? null,
    status: task.status ?? (completed ? 1 : 0),
    rule: task.rule ?? 1,
    completedCount: count,
    taskTimes: times,
    lotteryTimes: task.lotteryTimes ?? 1,
    productId: task.productId ?? null,
    inquiryKey: task.inquiryKey ?? null
  }
}

/** Completes a task once: its draws granted; the sign-in once a Beijing day; invite and vip once. */
function complete (template: TemplateSeed, mine: TemplateState, type: number, now: number): void {
  const task = (template.tasks ?? []).find((t) => t.type === type)
  if (!task) throw new BusinessError(400, '任务不存在')
  const today = beijingDay(now)
  const done = mine.done[type] ?? { count: 0, day: today }
  const count = type === TASK_SIGN_IN && done.day !== today ? 0 : done.count
  const times = task.taskTimes ?? 1
  if (task.rule !== RULE_UNLIMITED && count >= times) {
    if (type === TASK_INVITE) throw new BusinessError(LOTTERY_CODES.inviteClaimed, '已经领过啦')
    if (type === TASK_VIP) throw new BusinessError(LOTTERY_CODES.vipClaimed, '已经领过啦')
    throw new BusinessError(LOTTERY_CODES.dailyClaimed, '已经领过啦，明天再来吧')
  }
  mine.done[type] = { count: count + 1, day: today }
  mine.quota += task.lotteryTimes ?? 1
}

function eligibleFor (template: TemplateSeed, user: User): boolean {
  return template.eligible !== false && !(template.ineligibleMobiles ?? []).includes(user.mobile)
}

/**
 * The n-th draw of any user on a template lands on the same point of the odds: a QA tester (and the tap sweep,
 * replaying what the crawl saw with a fresh user) gets the same prize for the same draw, while a user's draws
 * still vary. Stock that runs out still changes what that point wins.
 */
function drawRandom (scenario: Scenario | undefined, templateId: string, n: number): number {
  return createHash('sha1').update(`${scenario?.id ?? ''}|${templateId}|${n}`).digest().readUInt32BE(0) / 2 ** 32
}

/**
 * Stock left by scenario|template|award, per emulator visitor (a browser or devtools session): a tester sees a
 * prize run out across the users they log in as, while another session (a parallel test's fresh visitor, the
 * tap sweep replaying what the crawl saw) starts from the seed's stock, so the n-th draw wins the same.
 */
const stockOf = (visitor: VisitorState): Map<string, number> => visitorState(visitor, 'lottery-stock', () => new Map<string, number>())

/** A prize by weight among those in stock, or none (missWeight). */
function pick (template: TemplateSeed, scenario: Scenario | undefined, templateId: string, random: number, stock: Map<string, number>): AwardSeed | undefined {
  const left = (a: AwardSeed) => stock.get(`${scenario?.id ?? ''}|${templateId}|${a.id}`) ?? a.stock ?? 1000
  const pool = template.awards.filter((a) => !a.hidden && (a.weight ?? 1) > 0 && left(a) > 0)
  const total = pool.reduce((s, a) => s + (a.weight ?? 1), 0) + (template.missWeight ?? 0)
  let at = random * total
  for (const a of pool) {
    at -= a.weight ?? 1
    if (at < 0) {
      stock.set(`${scenario?.id ?? ''}|${templateId}|${a.id}`, left(a) - 1)
      return a
    }
  }
  return undefined
}

function addressesOf (sessions: SessionService, user: User, scenario: Scenario | undefined) {
  const state = userState(sessions, user, NAME, fresh)
  if (!state.addresses) {
    const seeded = seedOf<LotterySeed>(scenario, NAME).addresses ?? []
    state.addresses = seeded.map((a) => ({ ...a, id: state.nextId++, isDefault: a.isDefault ?? false }))
  }
  return state
}

const idOf = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN)

export const lotteryDomain: Domain = {
  name: NAME,
  register (app: FastifyInstance, { sessions }) {
    const P = '/campaign-center/api'

    gatewayRoute(app, 'GET', `${P}/lottery/quota`, 'lottery/quota', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const id = String(ctx.query.templateId ?? '')
      return mineOf(sessions, user, templateOf(ctx.scenario, id), id, ctx.now).quota
    })

    gatewayRoute(app, 'POST', `${P}/lottery/check-rule`, 'lottery/check-rule', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      return eligibleFor(templateOf(ctx.scenario, ctx.body.templateId), user)
    })

    gatewayRoute(app, 'GET', `${P}/lottery/task-list`, 'lottery/task-list', lastScenario, (ctx) => {
      const id = String(ctx.query.templateId ?? '')
      const template = templateOf(ctx.scenario, id)
      const user = userOf(sessions, ctx)
      const mine = user ? mineOf(sessions, user, template, id, ctx.now) : undefined
      return (template.tasks ?? []).map((task) => taskAnswer(task, mine, ctx.now))
    })

    gatewayRoute(app, 'GET', `${P}/lottery/recode-list`, 'lottery/recode-list', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const id = String(ctx.query.templateId ?? '')
      const template = templateOf(ctx.scenario, id)
      const mine = mineOf(sessions, user, template, id, ctx.now)
      // An unclaimed prize past its expiry is expired now (on the emulator clock).
      for (const r of mine.records) if (r.awardStatus === 1 && r.expireAt !== undefined && r.expireAt <= ctx.now && !r.conditions.length) r.awardStatus = 4
      return [...mine.records].sort((a, b) => b.lotteryDt - a.lotteryDt).map((r) => recordAnswer(template, r))
    })

    gatewayRoute(app, 'POST', `${P}/lottery/check-in`, 'lottery/check-in', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const id = String(ctx.body.templateId ?? '')
      const template = templateOf(ctx.scenario, id)
      if (!eligibleFor(template, user)) throw new BusinessError(LOTTERY_CODES.ineligible, '暂无抽奖资格，请查看活动规则')
      complete(template, mineOf(sessions, user, template, id, ctx.now), TASK_SIGN_IN, ctx.now)
      return true
    }, { action: true })

    gatewayRoute(app, 'POST', `${P}/lottery/take-part-in`, 'lottery/take-part-in', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const id = String(ctx.body.templateId ?? '')
      const template = templateOf(ctx.scenario, id)
      if (!eligibleFor(template, user)) throw new BusinessError(LOTTERY_CODES.ineligible, '暂无抽奖资格，请查看活动规则')
      const mine = mineOf(sessions, user, template, id, ctx.now)
      if (mine.quota <= 0) throw new BusinessError(LOTTERY_CODES.noQuota, '抽奖次数不足')
      mine.quota -= 1
      const award = pick(template, ctx.scenario, id, drawRandom(ctx.scenario, id, mine.draws++), stockOf(ctx.visitor))
      if (!award) return { status: 'no', awardId: null, recordId: null }
      const state = userState(sessions, user, NAME, fresh)
      const record: RecordState = {
        id: state.nextId++,
        awardId: award.id,
        // Coupons and balance are sent at once; things and third-party coupons wait for a claim.
        awardStatus: award.awardType === 3 || award.awardType === 4 ? 2 : 1,
        canReceive: (award.receiveType ?? 'manual') === 'manual' && !(award.conditions ?? []).length,
        receiveType: award.receiveType ?? 'manual',
        conditions: award.conditions ?? [],
        expireAt: award.expireInMinutes === undefined ? undefined : ctx.now + award.expireInMinutes * MINUTE,
        lotteryDt: ctx.now,
        failClaim: false,
        redeemCode: award.awardType === 2 ? `CODE-${state.nextId}${String(ctx.now).slice(-5)}` : undefined,
        redeemCodeSecondElement: award.awardType === 2 ? `PW${String(ctx.now).slice(-6)}` : undefined
      }
      mine.records.push(record)
      const key = `${ctx.scenario?.id ?? ''}|${id}`
      wins.set(key, [{ mobile: mask(user.mobile), awardName: award.awardName }, ...(wins.get(key) ?? [])].slice(0, 20))
      return { status: 'yes', awardId: award.id, recordId: record.id, awardName: award.awardName, awardType: award.awardType, awardImageUrl: award.awardImageUrl ?? null, winningAwardPopDesc: award.popDesc ?? null }
    }, { action: true })

    gatewayRoute(app, 'POST', `${P}/lottery/receive-award`, 'lottery/receive-award', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const recordId = idOf(ctx.body.lotteryRecordId)
      const state = userState(sessions, user, NAME, fresh)
      for (const [templateId, mine] of Object.entries(state.templates)) {
        const record = mine.records.find((r) => r.id === recordId)
        if (!record) continue
        const template = templateOf(ctx.scenario, templateId)
        const award = awardOf(template, record.awardId)
        const claimable = (record.awardStatus === 1 && record.receiveType === 'manual' && (record.canReceive || record.conditions.includes(3))) ||
          (record.awardStatus === 3 && record.receiveType === 'manual')
        if (record.awardStatus === 2) throw new BusinessError(10409, '奖品已领取')
        if (!claimable) throw new BusinessError(10400, '奖品暂不可领取')
        if (record.failClaim) throw new BusinessError(LOTTERY_CODES.claimContact, '奖品发放失败，请联系客服')
        if (award?.awardType === 1 || record.conditions.includes(3)) {
          const { address, username, mobile } = ctx.body
          if (typeof address !== 'string' || !address.trim() || typeof username !== 'string' || !username.trim() || typeof mobile !== 'string' || !mobile.trim()) {
            throw new BusinessError(400, '请完整填写领奖信息')
          }
          if (mobile.length > 11) throw new BusinessError(400, '手机号格式不正确')
          record.address = { address: address.trim(), username: username.trim(), mobile: mobile.trim() }
        }
        if (award?.awardType === 2 && !record.redeemCode) {
          record.redeemCode = `CODE-${record.id}${String(ctx.now).slice(-5)}`
          record.redeemCodeSecondElement = `PW${String(ctx.now).slice(-6)}`
        }
        record.awardStatus = 2
        record.canReceive = false
        return true
      }
      throw new BusinessError(LOTTERY_CODES.noRecord, '中奖记录不存在')
    }, { action: true })

    gatewayRoute(app, 'GET', `${P}/user-address/list`, 'user-address/list', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      return addressesOf(sessions, user, ctx.scenario).addresses ?? []
    })

    gatewayRoute(app, 'POST', `${P}/user-address/set-default`, 'user-address/set-default', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const list = addressesOf(sessions, user, ctx.scenario).addresses ?? []
      const id = idOf(ctx.body.id)
      if (!list.some((a) => a.id === id)) throw new BusinessError(404, '地址不存在')
      for (const a of list) a.isDefault = a.id === id
      return true
    }, { action: true })

    gatewayRoute(app, 'POST', `${P}/user-address/delete`, 'user-address/delete', lastScenario, (ctx) => {
      const user = requireUser(sessions, ctx)
      const state = addressesOf(sessions, user, ctx.scenario)
      const id = idOf(ctx.body.id)
      if (!(state.addresses ?? []).some((a) => a.id === id)) throw new BusinessError(404, '地址不存在')
      state.addresses = (state.addresses ?? []).filter((a) => a.id !== id)
      return true
    }, { action: true })

    // QA controls (not gateway calls: no faults, not in /__emu/routes). The add page is the host's
    // (ShippingAddressAdd): this stands in for it, with the 20 limit (002 §5); a task completes as if its order were placed.
    const control = (url: string, handler: (user: User, scenario: Scenario | undefined, body: Record<string, unknown>, now: number) => unknown) => {
      app.post(url, async (req, reply) => {
        const now = serverNow(req.visitor.clock, Date.now())
        const user = sessions.userOf(req.headers.token as string | undefined, now)
        if (!user) return reply.code(401).send({ code: 401, data: null, msg: '请先登录' })
        const scenarioId = req.visitor.data.scenarioId as string | undefined
        const scenario = scenarioId ? app.scenarios.load(scenarioId, `${req.protocol}://${req.headers.host ?? 'localhost'}`) : undefined
        const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>
        try {
          return { code: 0, data: handler(user, scenario, body, now), msg: 'success' }
        } catch (e) {
          if (e instanceof BusinessError) return { code: e.code, data: null, msg: e.message }
          throw e
        }
      })
    }

    control('/__emu/lottery/add-address', (user, scenario, b) => {
      const state = addressesOf(sessions, user, scenario)
      const list = state.addresses ?? []
      if (list.length >= ADDRESS_LIMIT) throw new BusinessError(400, '最多只能添加20条哦')
      const entry = {
        provinceName: String(b.provinceName ?? '北京市'),
        cityName: String(b.cityName ?? '北京市'),
        districtName: String(b.districtName ?? '朝阳区'),
        pointOfInterest: typeof b.pointOfInterest === 'string' ? b.pointOfInterest : undefined,
        detailAddress: String(b.detailAddress ?? '1号楼101'),
        contactName: String(b.contactName ?? '测试用户'),
        contactMobile: String(b.contactMobile ?? user.mobile),
        id: state.nextId++,
        isDefault: list.length === 0
      }
      state.addresses = [...list, entry]
      return entry
    })

    control('/__emu/lottery/complete-task', (user, scenario, b, now) => {
      const id = String(b.templateId ?? '')
      const template = templateOf(scenario, id)
      const mine = mineOf(sessions, user, template, id, now)
      complete(template, mine, idOf(b.type), now)
      return { quota: mine.quota }
    })
  },

  /** The component's prizes from its template when the scenario leaves them out; the marquee from the latest wins. */
  personalise (component: Component, ctx) {
    const lottery = component.data?.lottery
    const content = lottery?.contents?.[0]
    if (!lottery || !content) return component
    const id = String(content.lotteryTemplateId ?? '')
    const template = seedOf<LotterySeed>(ctx.scenario, NAME).templates?.[id]
    if (!template) return component
    const latest = wins.get(`${ctx.scenario?.id ?? ''}|${id}`) ?? []
    const seeded = Array.isArray(content.winningAwardRecords) ? content.winningAwardRecords : []
    const filled = {
      ...content,
      lotteryAwards: Array.isArray(content.lotteryAwards) ? content.lotteryAwards : template.awards.filter((a) => !a.hidden).map((a) => ({ id: a.id, awardName: a.awardName, awardImageUrl: a.awardImageUrl, awardImageSecondUrl: a.awardImageSecondUrl ?? a.awardImageUrl })),
      winningAwardRecords: [...latest, ...seeded].slice(0, 30)
    }
    return { ...component, data: { ...component.data, lottery: { ...lottery, contents: [filled, ...(lottery.contents ?? []).slice(1)] } } }
  }
}
