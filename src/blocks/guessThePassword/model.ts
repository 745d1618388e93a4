/**
 * The daily password-guessing game (002 §3–§9): its config, the scenes as
 * read from activity-detail, which scene shows first, what a scene in each
 * state shows (the 1800 s 'about to start' rule), the answer's validation,
 * what an answer result means, and the award records. Pure; the store
 * applies it (store.ts).
 */
import { aspectRatioOf, color, cut, imageUrl, isObject, keyword, num, str } from '@/lib/config'
import { beijingClock, parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import { parseSubscribeTarget, type SubscribeTarget } from '@/flows/subscribe/subscribe'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { GuessAnswerResult, GuessRecordAnswer, GuessSceneAnswer } from '@/services/guess'
import type { GuessMessageKey } from './messages'

/** 002 §3: "status (1 to be opened, 2 ongoing, 3 ended, 4 prizes all claimed)". */
export const SCENE_TO_BE_OPENED = 1
export const SCENE_ONGOING = 2
export const SCENE_ENDED = 3
export const SCENE_ALL_CLAIMED = 4
/** 002 §4, §9: "'about to start' when within 1800 s of start". */
export const ABOUT_TO_START_S = 1800
/** 002 §5, §9: "Answer: trimmed, max length 10". */
export const ANSWER_MAX = 10
/** 002 §9: "answer throttle 500 ms". */
export const ANSWER_THROTTLE_MS = 500
/** 002 §4: "A non-winning answer with failReasonCode 1 shows the wrong-answer dialog". */
export const FAIL_WRONG_ANSWER = 1
/** 002 §8: "code 13615002 toasts msg and refreshes the detail". */
export const CODE_REFRESH_DETAIL = 13615002
/** 002 §3 "User award record": sendStatus 1 waiting, 2 claimed, 3 failure, 4 expired. */
export const SEND_WAITING = 1
export const SEND_CLAIMED = 2
export const SEND_FAILED = 3
export const SEND_EXPIRED = 4

export type SceneStatus = 'toBeOpened' | 'ongoing' | 'ended' | 'allClaimed'

export interface GuessScene {
  id: number | string
  status: SceneStatus
  start?: number
  end?: number
  subscribed: boolean
  answer?: string
  answerTip?: string
  errorAnswerTip?: string
  titleImage?: string
  awardImage?: string
}

export interface GuessModel {
  activityCode: string
  /** The subscribe button's page (scene, templateIds, businessId, pageCode); none: to-be-opened scenes show no button. */
  subscribe?: SubscribeTarget
  background?: string
  backgroundColor?: string
  /** The rules' text, when configured (shown in a dialog). */
  rules?: string
  /**
   * Width / height of the scenes' title and award images (titleDescImg, awardDescImg), when the config
   * gives their design size: the images come only with activity-detail, so their boxes are reserved
   * (while the detail is on its way too) and the game does not grow when they load.
   */
  titleImageRatio?: number
  awardImageRatio?: number
}

const idText = (v: unknown): string | undefined => (typeof v === 'number' && Number.isFinite(v) ? String(v) : str(v, 64))

export function parseGuess (contents: unknown): ParseResult<GuessModel> {
  const raw = isObject(contents) ? contents : {}
  const activityCode = idText(raw.activityCode)
  if (!activityCode) return invalid(t('config.guess.noActivityCode'))
  return valid({
    activityCode,
    subscribe: parseSubscribeTarget({ ...(isObject(raw.subscribe) ? raw.subscribe : raw), activityCode }),
    background: imageUrl(raw.bgImageUrl),
    backgroundColor: color(raw.bgColor),
    rules: str(raw.ruleText ?? raw.activityRule, 4000),
    titleImageRatio: aspectRatioOf(raw.titleImageWidth, raw.titleImageHeight),
    awardImageRatio: aspectRatioOf(raw.awardImageWidth, raw.awardImageHeight)
  })
}

// ---- Scenes ---------------------------------------------------------------------

/** 002 §3: 1–4; any other value is no scene this build can show (dropped, this folder's README.md). */
export function sceneStatusOf (v: unknown): SceneStatus | undefined {
  switch (num(v)) {
    case SCENE_TO_BE_OPENED: return 'toBeOpened'
    case SCENE_ONGOING: return 'ongoing'
    case SCENE_ENDED: return 'ended'
    case SCENE_ALL_CLAIMED: return 'allClaimed'
    default: return undefined
  }
}

const yes = (v: unknown): boolean => v === true || v === 1 || keyword(v) === '1' || keyword(v) === 'TRUE' || keyword(v) === 'YES'

/** activity-detail's scenes as the block reads them: unknown statuses and repeated ids dropped, in the server's order. */
export function scenesOf (answers: readonly GuessSceneAnswer[]): GuessScene[] {
  const seen = new Set<string>()
  return answers.flatMap((a) => {
    const status = sceneStatusOf(a.status)
    if (!status || seen.has(String(a.id))) return []
    seen.add(String(a.id))
    return [{
      id: a.id,
      status,
      start: parseServerTime(a.startDt),
      end: parseServerTime(a.endDt),
      subscribed: yes(a.isSubscribe),
      answer: a.answer?.trim() || undefined,
      answerTip: a.answerTip?.trim() || undefined,
      errorAnswerTip: a.errorAnswerTip?.trim() || undefined,
      titleImage: imageUrl(a.titleDescImg),
      awardImage: imageUrl(a.awardDescImg)
    }]
  })
}

/**
 * 002 §4: "Initial scene: the one matching sceneId, else the first ongoing, else the first to-be-opened".
 * None of those (every scene over): the last one, the latest day (this folder's README.md).
 */
export function initialScene (scenes: readonly GuessScene[], sceneId: string | undefined): GuessScene | undefined {
  const wanted = sceneId?.trim()
  return (wanted ? scenes.find((s) => String(s.id) === wanted) : undefined) ??
    scenes.find((s) => s.status === 'ongoing') ??
    scenes.find((s) => s.status === 'toBeOpened') ??
    scenes[scenes.length - 1]
}

/** 002 §4, §9: within 1800 s of its start (or past it while the server still says to be opened). */
export function isAboutToStart (start: number | undefined, now: number): boolean {
  return start !== undefined && start - now <= ABOUT_TO_START_S * 1000
}

/** What one scene shows (002 §4 "Guess scene"); `countdownTo`: the server time its countdown runs to. */
export type SceneDisplay =
  | { kind: 'subscribe', countdownTo?: number }
  | { kind: 'subscribed', countdownTo?: number }
  | { kind: 'aboutToStart', countdownTo?: number }
  | { kind: 'notStarted', countdownTo?: number }
  | { kind: 'answer', countdownTo?: number }
  | { kind: 'over', answer?: string, label: GuessMessageKey }

/**
 * To be opened: 'about to start' within 1800 s of the start, else already subscribed, else the subscribe
 * button (a page without a subscribe config: 'not started', the countdown alone); a countdown to the start. Ongoing: the answer box, a countdown to the end. Ended and all claimed: the
 * answer and an end label. A countdown shows only while its time is ahead.
 */
export function sceneDisplay (scene: GuessScene, now: number, canSubscribe: boolean): SceneDisplay {
  const ahead = (at: number | undefined) => (at !== undefined && at > now ? at : undefined)
  switch (scene.status) {
    case 'toBeOpened': {
      const countdownTo = ahead(scene.start)
      if (isAboutToStart(scene.start, now)) return { kind: 'aboutToStart', countdownTo }
      if (scene.subscribed) return { kind: 'subscribed', countdownTo }
      return canSubscribe ? { kind: 'subscribe', countdownTo } : { kind: 'notStarted', countdownTo }
    }
    case 'ongoing': return { kind: 'answer', countdownTo: ahead(scene.end) }
    case 'ended': return { kind: 'over', answer: scene.answer, label: 'guess.over.ended' }
    default: return { kind: 'over', answer: scene.answer, label: 'guess.over.allClaimed' }
  }
}

/** A scene's tab: its Beijing date (one scene per date, 002 §1) and its state. */
export function sceneTab (scene: GuessScene, index: number): { date: string, state: string } {
  const at = scene.start ?? scene.end
  const date = at === undefined ? t('guess.tab.nth', { n: index + 1 }) : t('guess.tab.date', { month: beijingClock(at).month, day: beijingClock(at).day })
  return { date, state: t(`guess.tab.${scene.status}`) }
}

// ---- The answer -------------------------------------------------------------------

/** Typing: at most 10 characters (the input's maxlength, also for pasted text). */
export const limitAnswer = (value: string): string => cut(value, ANSWER_MAX)

/** 002 §5: trimmed, at most 10; empty → 请输入答案后再提交哦. */
export function validateAnswer (value: string): { ok: true, answer: string } | { ok: false, text: GuessMessageKey } {
  const answer = cut(value.trim(), ANSWER_MAX).trim()
  return answer ? { ok: true, answer } : { ok: false, text: 'guess.answer.empty' }
}

/**
 * 002 §4, §8: a win → the win dialog; not a win with failReasonCode 1 → the wrong-answer dialog; no win
 * and no failReasonCode 1 → 用户身份异常.
 */
export type AnswerOutcome = 'win' | 'wrong' | 'identity'
export function answerOutcome (result: Pick<GuessAnswerResult, 'isWin' | 'failReasonCode'> | null | undefined): AnswerOutcome {
  if (!result) return 'identity'
  if (yes(result.isWin)) return 'win'
  return num(result.failReasonCode) === FAIL_WRONG_ANSWER ? 'wrong' : 'identity'
}

// ---- Award records -------------------------------------------------------------------

/**
 * `awardType` is not given values for the game (002 §3): read as the prize draw's (1 things, 2 third-party
 * coupon, 3 coupon, 4 balance; also ENTITY / PHYSICAL for things). Only things need an address.
 */
export function isPhysical (awardType: unknown): boolean {
  const k = keyword(awardType)
  return k === '1' || k === 'ENTITY' || k === 'PHYSICAL' || k === 'THINGS'
}

export interface GuessRecord {
  recordId: number | string
  sceneId?: number | string
  awardName: string
  awardImage?: string
  illustrate?: string
  sendStatus?: number
  physical: boolean
  /** The redeem code and its second element (card secret). */
  code?: string
  secret?: string
  expireAt?: number
  wonAt?: number
  receiver?: { name: string, mobile: string, address: string }
  answer?: string
}

export function recordOf (a: GuessRecordAnswer): GuessRecord {
  const name = a.receiverName?.trim() ?? ''
  const mobile = a.mobile?.trim() ?? ''
  const address = a.address?.trim() ?? ''
  return {
    recordId: a.recordId,
    sceneId: a.sceneId ?? undefined,
    awardName: a.awardName,
    awardImage: imageUrl(a.awardImage),
    illustrate: a.awardIllustrate?.trim() || undefined,
    sendStatus: num(a.sendStatus),
    physical: isPhysical(a.awardType),
    code: a.externalCode?.trim() || undefined,
    secret: a.externalSecondElement?.trim() || undefined,
    expireAt: parseServerTime(a.expireDt),
    wonAt: parseServerTime(a.winningDt),
    receiver: name || mobile || address ? { name, mobile, address } : undefined,
    answer: a.answer?.trim() || undefined
  }
}

/** 002 §3: sendStatus 1 waiting, 2 claimed, 3 failure, 4 expired; another value shows no label. */
export function sendStatusLabel (status: number | undefined): GuessMessageKey | undefined {
  switch (status) {
    case SEND_WAITING: return 'guess.record.waiting'
    case SEND_CLAIMED: return 'guess.record.claimed'
    case SEND_FAILED: return 'guess.record.failed'
    case SEND_EXPIRED: return 'guess.record.expired'
    default: return undefined
  }
}

/** A things prize still waiting and without its receiver: the address form (002 §5). */
export const needsAddress = (r: GuessRecord): boolean => r.physical && r.sendStatus === SEND_WAITING && !(r.receiver?.name && r.receiver.mobile && r.receiver.address)

/** The win dialog's buttons (ours): a things prize → 填写收货地址; a redeem code → 查看兑换码; always 我知道了. */
export type WinFollowUp = 'address' | 'code' | 'ok'
export function winFollowUps (record: GuessRecord | undefined): WinFollowUp[] {
  if (record && needsAddress(record)) return ['address', 'ok']
  if (record?.code) return ['code', 'ok']
  return ['ok']
}
