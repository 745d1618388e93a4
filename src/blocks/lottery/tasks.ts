/**
 * The task list (002 §3 "Lottery task", §4 "Task button", §8, §9): the task
 * types' numbers (not shown in 002: defined here once, this folder's README.md),
 * each task's button and where a task leads. Pure.
 */
import { t } from '@/i18n'
import { encodeParam } from '@/lib/url'
import { destination } from '@/platform/destinations'
import { HOST_PLATFORMS, isApp, isMiniProgram } from '@/platform/types'
import type { RedirectItem } from '@/lib/types'
import type { LotteryMessageKey } from './messages'
import type { ActivityStatus } from './types'

/** 002 §3 "Task types", in its order, numbered from 1 (ours). */
export const TASK_TYPES = {
  signIn: 1,
  recycleInquiry: 2,
  recycleOrder: 3,
  invite: 4,
  vip: 5,
  luxuryInquiry: 6,
  luxuryOrder: 7,
  goldOrder: 8,
  liquorOrder: 9,
  clothingOrder: 10,
  diamondInquiry: 11,
  diamondOrder: 12,
  selected: 13,
  giftCard: 14,
  gold: 15,
  clothing: 16,
  aflOrder: 17,
  arrivalShopOrder: 18,
  mobileInquiry: 19,
  mobileRecycle: 20,
  computerInquiry: 21,
  computerRecycle: 22,
  tabletInquiry: 23,
  tabletRecycle: 24,
  intelligentInquiry: 25,
  intelligentRecycle: 26,
  photographyInquiry: 27,
  photographyRecycle: 28,
  clothesWeight: 29,
  returnGift: 30
} as const
export type TaskType = keyof typeof TASK_TYPES
const TYPE_BY_NUMBER = new Map<number, TaskType>(Object.entries(TASK_TYPES).map(([k, n]) => [n, k as TaskType]))

export function taskTypeOf (v: unknown): TaskType | undefined {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' ? TYPE_BY_NUMBER.get(n) : undefined
}

/** The daily tasks (their "already claimed" code says come back tomorrow); invite and vip say only 已经领过啦 (002 §8). */
export const DAILY_TASKS: ReadonlySet<TaskType> = new Set(['signIn'])

/** 002 §2: Category's frontCategoryId: 50 liquor, 86 gift cards, 6 mobile, 7 computer, 8 tablet, 17 intelligent digital, 9 photography. */
export const FRONT_CATEGORY = { liquor: 50, giftCard: 86, mobile: 6, computer: 7, tablet: 8, intelligent: 17, photography: 9 } as const

/** 002 §3: rule 2 means unlimited. */
export const RULE_UNLIMITED = 2
/** 002 §9: "Task tip auto-hides after 5 s". */
export const TASK_TIP_MS = 5000

/** 002 §3 task status: incomplete or completed (values not shown: 1 / 'COMPLETED' / true is completed; this folder's README.md). */
export type TaskState = 'incomplete' | 'completed' | 'notStarted' | 'ended'

export function taskStateOf (v: unknown): TaskState {
  const k = typeof v === 'string' ? v.trim().toUpperCase() : v
  if (k === 1 || k === '1' || k === true || k === 'COMPLETED' || k === 'DONE') return 'completed'
  if (k === 2 || k === '2' || k === 'NOT_STARTED') return 'notStarted'
  if (k === 3 || k === '3' || k === 'ENDED' || k === 'EXPIRED') return 'ended'
  return 'incomplete'
}

export interface LotteryTask {
  /** The raw type number (kept for unknown types: they still show, and say 暂不支持此任务). */
  typeNumber: number | string
  type?: TaskType
  name?: string
  state: TaskState
  unlimited: boolean
  completedCount: number
  taskTimes: number
  lotteryTimes: number
  productId?: string
  inquiryKey?: string
}

/**
 * The name a task shows: the answer's own taskName; else its type's catalogue
 * name (by the type, so "01" reads as 1); else the catalogue's generic task label.
 */
export function taskName (task: Pick<LotteryTask, 'type' | 'name'>): string {
  const own = task.name?.trim()
  if (own) return own
  if (task.type) return t(`lottery.taskType.${TASK_TYPES[task.type]}` as LotteryMessageKey)
  return t('lottery.task.generic')
}

/** `closed`: the activity is not running; a tap says so (活动未开始 / 活动已结束) and sends nothing. */
export type TaskAction = 'none' | 'checkIn' | 'navigate' | 'hint' | 'unsupported' | 'closed'

export interface TaskButton {
  label: LotteryMessageKey
  action: TaskAction
  disabled: boolean
}

/**
 * 002 §4 "Task button": completed shows done; not started or ended shows that
 * state; the sign-in task calls check-in; other tasks navigate. The
 * arrival-shop task completes by itself on an on-site order: its button shows
 * the hint (002 §8). A type this build does not know says 暂不支持此任务.
 * 002 §4 "Lottery activity": tasks work only while the activity is ongoing, so
 * while it is not started or ended every task not done shows that state (the
 * activity's, before the task's own), and a tap toasts it.
 */
export function taskButton (task: Pick<LotteryTask, 'type' | 'state'>, activity: ActivityStatus): TaskButton {
  if (task.state === 'completed') return { label: 'lottery.task.done', action: 'none', disabled: true }
  if (activity === 'notStarted') return { label: 'lottery.task.notStarted', action: 'closed', disabled: true }
  if (activity === 'ended') return { label: 'lottery.task.ended', action: 'closed', disabled: true }
  if (task.state === 'notStarted') return { label: 'lottery.task.notStarted', action: 'none', disabled: true }
  if (task.state === 'ended') return { label: 'lottery.task.ended', action: 'none', disabled: true }
  if (!task.type) return { label: 'lottery.task.go', action: 'unsupported', disabled: false }
  if (task.type === 'signIn') return { label: 'lottery.task.signIn', action: 'checkIn', disabled: false }
  if (task.type === 'arrivalShopOrder') return { label: 'lottery.task.go', action: 'hint', disabled: false }
  return { label: 'lottery.task.go', action: 'navigate', disabled: false }
}

/**
 * A task's progress line: unlimited tasks count what is done; the rest done /
 * times; the arrival-shop task's limit is hidden (002 §3), so it shows its reward.
 */
export function taskProgress (task: Pick<LotteryTask, 'type' | 'unlimited' | 'completedCount' | 'taskTimes'>): { key: LotteryMessageKey, params: Record<string, number> } | undefined {
  if (task.type === 'arrivalShopOrder') return undefined
  if (task.unlimited) return { key: 'lottery.task.unlimited', params: { done: task.completedCount } }
  if (task.taskTimes > 0) return { key: 'lottery.task.progress', params: { done: Math.min(task.completedCount, task.taskTimes), total: task.taskTimes } }
  return undefined
}

/** The invite mini-program page, opened through the host app (002 §2: "A mini-program invite page (from=avatar)"). */
export const INVITE_PAGE = '/pages/invite/index?from=avatar'

function invitePage (): RedirectItem[] {
  return HOST_PLATFORMS.map((platform) => {
    // Apps open the mini-program page themselves; mini-programs go there; browsers have no such page.
    if (isApp(platform)) return { platform, scheme: `ahsapp://MiniProgram?path=${encodeParam(INVITE_PAGE)}` }
    if (isMiniProgram(platform)) return { platform, path: INVITE_PAGE }
    return { platform }
  })
}

/**
 * Where a task leads (002 §2's named pages; which task goes where is ours,
 * this folder's README.md). Inquiry tasks with a product go to Inquery(productId),
 * order tasks with an inquiry to Trade(inquiryKey); otherwise the category.
 * The arrival-shop task leads nowhere: its draw comes by itself (its button shows the hint).
 */
export function taskDestination (task: Pick<LotteryTask, 'type' | 'productId' | 'inquiryKey'>): RedirectItem[] | undefined {
  const category = (id: number) => destination('category', { frontCategoryId: id })
  const inquiry = (fallback: number) => (task.productId ? destination('inquiry', { productId: task.productId }) : category(fallback))
  const trade = (fallback: number) => (task.inquiryKey ? destination('trade', { inquiryKey: task.inquiryKey }) : category(fallback))
  switch (task.type) {
    case 'recycleInquiry': return inquiry(FRONT_CATEGORY.mobile)
    case 'recycleOrder': return trade(FRONT_CATEGORY.mobile)
    case 'invite': return invitePage()
    case 'vip': return destination('wallet')
    case 'luxuryInquiry':
    case 'luxuryOrder':
    case 'aflOrder': return destination('fineGoodsHome')
    case 'goldOrder':
    case 'gold': return destination('goldAppointment')
    case 'liquorOrder': return category(FRONT_CATEGORY.liquor)
    case 'clothingOrder':
    case 'clothing':
    case 'clothesWeight': return destination('clothingOrder')
    case 'diamondInquiry':
    case 'diamondOrder': return destination('diamondInquiry')
    case 'selected': return destination('selectedHome')
    case 'giftCard': return category(FRONT_CATEGORY.giftCard)
    case 'mobileInquiry': return inquiry(FRONT_CATEGORY.mobile)
    case 'mobileRecycle': return trade(FRONT_CATEGORY.mobile)
    case 'computerInquiry': return inquiry(FRONT_CATEGORY.computer)
    case 'computerRecycle': return trade(FRONT_CATEGORY.computer)
    case 'tabletInquiry': return inquiry(FRONT_CATEGORY.tablet)
    case 'tabletRecycle': return trade(FRONT_CATEGORY.tablet)
    case 'intelligentInquiry': return inquiry(FRONT_CATEGORY.intelligent)
    case 'intelligentRecycle': return trade(FRONT_CATEGORY.intelligent)
    case 'photographyInquiry': return inquiry(FRONT_CATEGORY.photography)
    case 'photographyRecycle': return trade(FRONT_CATEGORY.photography)
    case 'returnGift': return destination('returnWithGift')
    default: return undefined
  }
}

/** A record's complete-task condition leads to its orders' pages (002 §3 awardReceiveCondition). */
export function conditionDestination (condition: 'recycleOrder' | 'luxuryOrder'): RedirectItem[] {
  return condition === 'recycleOrder' ? destination('category', { frontCategoryId: FRONT_CATEGORY.mobile }) : destination('fineGoodsHome')
}
