import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx'
import { t } from '@/i18n'
import { LOTTERY_FORM_LIMITS, type ClaimForm } from '@/flows/prizeClaim/address'
import { AddressBook } from '@/flows/prizeClaim/addressBook'
import { ClaimFormFlow, type ClaimPrompts } from '@/flows/prizeClaim/claimFormFlow'
import { prizeTexts } from '@/flows/prizeClaim/prizeTexts'
import { NAVIGATION_LOCK_MS, openClick, toastOncePerBurst } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import { prefersReducedMotion } from '@/platform/motion'
import type { ComponentMeta } from '@/renderer/types'
import { errorMessage } from '@/lib/errors'
import { GatewayError } from '@/services/envelope'
import type { DrawAnswer, LotteryRecordAnswer, LotteryTaskAnswer } from '@/services/lottery'
import { copyCode } from '@/flows/prizeClaim/copyCode'
import type { RootStore } from '@/stores'
import * as flow from './flow'
import { CODE_CLAIM_CONTACT, decideTap, lotteryErrorText, outcomeOf, quotaLine, showsTasks, statusLabel } from './model'
import { awardKindOf, claimsWithForm, conditionsOf, receiveTypeOf, recordButton, resultDialog, sortRecords, timeOf, type FollowUp, type PrizeRecord } from './records'
import { conditionDestination, RULE_UNLIMITED, TASK_TIP_MS, taskButton, taskDestination, taskStateOf, taskTypeOf, type LotteryTask } from './tasks'
import type { LotteryModel } from './types'
import { LOTTERY_FAILURES, LOTTERY_PATHS } from '@/services/lottery'

type Deps = Pick<RootStore, 'clock' | 'services' | 'platform' | 'actions' | 'session' | 'page' | 'dialogs' | 'tracker' | 'onShow'>

/** The result dialog's texts: the draw's outcome as the store words it. */
export interface ResultTexts {
  title: string
  prizeName?: string
  image?: string
  desc?: string
  buttons: FollowUp[]
}

/**
 * What the prize draw asks the visitor through the page's dialog host: panels.tsx draws each, index.ts
 * hands them in, a store test passes a fake. Each resolves when the visitor closes it.
 */
export interface LotteryPrompts extends ClaimPrompts {
  /** The draw's result: the follow-up chosen ('ok' for the mask). */
  result: (texts: ResultTexts) => Promise<FollowUp>
  tasks: (store: LotteryStore) => Promise<void>
  records: (store: LotteryStore) => Promise<void>
  detail: (store: LotteryStore, record: PrizeRecord) => Promise<void>
  /** 13606027, or a failed automatic prize: true for 联系客服, false for 我知道了 (or the mask). */
  contact: () => Promise<boolean>
}

/** 002 §9: "claim throttle 200 ms". */
export const CLAIM_THROTTLE_MS = 200

const errorCode = (e: unknown): number | string | undefined => (e instanceof GatewayError ? e.code : undefined)
const errorMsg = (e: unknown): string | undefined => (e instanceof GatewayError ? e.message : undefined)

/** A task answer as the block reads it. */
export function taskOf (a: LotteryTaskAnswer): LotteryTask {
  return {
    typeNumber: a.type,
    type: taskTypeOf(a.type),
    name: a.taskName ?? undefined,
    state: taskStateOf(a.status),
    unlimited: a.rule === RULE_UNLIMITED,
    completedCount: a.completedCount ?? 0,
    taskTimes: a.taskTimes ?? 0,
    lotteryTimes: a.lotteryTimes ?? 0,
    productId: a.productId === undefined || a.productId === null ? undefined : String(a.productId),
    inquiryKey: a.inquiryKey ?? undefined
  }
}

/** A record answer as the block reads it. */
export function recordOf (a: LotteryRecordAnswer): PrizeRecord {
  const address = a.address ?? undefined
  return {
    id: a.id,
    awardId: a.awardId ?? undefined,
    awardName: a.awardName,
    awardImage: a.awardImageUrl ?? undefined,
    kind: awardKindOf(a.awardType),
    receiveType: receiveTypeOf(a.awardReceiveType),
    conditions: conditionsOf(a.awardReceiveCondition),
    status: a.awardStatus,
    canReceive: a.canReceive === true || a.canReceive === 1 || a.canReceive === '1' || a.canReceive === 'true',
    expireAt: timeOf(a.awardExpireTime),
    wonAt: timeOf(a.lotteryDt),
    desc: a.winningAwardDesc ?? undefined,
    popDesc: a.winningAwardPopDesc ?? undefined,
    redeemCode: a.redeemCode ?? undefined,
    redeemSecret: a.redeemCodeSecondElement ?? undefined,
    redeemUseDesc: a.redeemCodeUseDesc ?? undefined,
    address: address ? { address: address.address ?? undefined, username: address.username ?? undefined, mobile: address.mobile ?? undefined } : undefined
  }
}

/**
 * The prize draw's state (002 §4–§8): the visitor's quota and eligibility
 * (asked only once logged in), the draw flow (flow.ts) driven by one timer,
 * tasks, records, claims and the address form. Every call a visitor's tap
 * makes goes through the guarded action: the draw (250 ms throttle, one at a
 * time: twenty taps in a tick make one request), sign-in, claims (200 ms),
 * the address book's. Modal screens open through the page's dialog host
 * (the prompts panels.tsx draws); the view only observes.
 */
export class LotteryStore {
  draw: flow.DrawState = flow.IDLE
  /** The latest draw's answer (the result dialog's prize). */
  lastAnswer: DrawAnswer | undefined = undefined
  quota: number | undefined = undefined
  eligible: boolean | undefined = undefined
  tasks: LotteryTask[] | undefined = undefined
  records: PrizeRecord[] | undefined = undefined
  /** The task list's tip (the arrival-shop hint), hidden after 5 s. */
  tip: string | undefined = undefined

  readonly addressBook: AddressBook
  /** A physical prize's address form (002 §4, §5): receive-award with the address. */
  readonly claimForm: ClaimFormFlow<PrizeRecord>
  private timer: ReturnType<typeof setTimeout> | undefined
  private tipTimer: ReturnType<typeof setTimeout> | undefined
  private deadline: (() => void) | undefined
  private readonly openPanels = new Set<string>()

  /**
   * `reducedMotion`: whether the visitor asked for less motion (the one place the block reads it; a test passes
   * its own): the slot's and the claw's draws are cut to their result, the winners stand still (flow.ts, view.tsx).
   */
  constructor (private model: LotteryModel, private readonly component: ComponentMeta, private readonly root: Deps, private readonly prompts: LotteryPrompts, readonly now: () => number = Date.now,
    readonly reducedMotion: () => boolean = prefersReducedMotion) {
    const texts = prizeTexts('lottery')
    this.addressBook = new AddressBook(root, component, texts.addressBook, prompts)
    this.claimForm = new ClaimFormFlow(root, this.addressBook, prompts, {
      key: this.key, idOf: (record) => String(record.id), limits: LOTTERY_FORM_LIMITS, texts, send: (record, values) => this.claim(record, values)
    })
    makeObservable<LotteryStore, 'model' | 'setDraw'>(this, {
      model: observableRef,
      draw: observableRef,
      lastAnswer: observableRef,
      quota: observable,
      eligible: observable,
      tasks: observableRef,
      records: observableRef,
      tip: observable,
      settings: computed,
      quotaText: computed,
      showsTasks: computed,
      drawing: computed,
      spinning: computed,
      update: action,
      setDraw: action
    })
  }

  get settings (): LotteryModel {
    return this.model
  }

  /** 请登录后查看抽奖次数 for a guest, else the count (999+); the status or 暂无抽奖资格 take its place when they apply. */
  get quotaText (): string | undefined {
    const status = statusLabel(this.model.status)
    if (status) return status
    if (this.root.session.loggedIn && this.eligible === false) return t('lottery.ineligible')
    return quotaLine(this.root.session.loggedIn, this.quota)
  }

  get showsTasks (): boolean {
    return showsTasks({ loggedIn: this.root.session.loggedIn, eligible: this.eligible })
  }

  /** The server's time (record expiries are the server's). */
  serverNow (): number {
    return this.root.clock.now()
  }

  /** No new draw until the last one's result is closed. */
  get drawing (): boolean {
    return flow.isBusy(this.draw)
  }

  /** The button reads 抽奖中 only while the draw runs: behind its result the draw is over (002 §4: always reset). */
  get spinning (): boolean {
    return this.draw.phase === 'drawing'
  }

  private get key (): string {
    return `lottery:${this.component.uuid}`
  }

  /** While the view is mounted: quota and eligibility once logged in (a guest asks neither), again when the page shows. */
  start (): () => void {
    const stopLogin = reaction(() => this.root.session.loggedIn, (loggedIn) => { if (loggedIn) this.loadVisitor() }, { fireImmediately: true })
    const stopShow = this.root.onShow(() => {
      if (!this.root.session.loggedIn) return
      this.loadVisitor()
      if (this.openPanels.has('tasks')) void this.loadTasks()
      if (this.claimForm.picking) void this.addressBook.load()
    })
    return () => {
      stopLogin()
      stopShow()
    }
  }

  update (model: LotteryModel): void {
    this.model = model
  }

  dispose (): void {
    if (this.timer) clearTimeout(this.timer)
    if (this.tipTimer) clearTimeout(this.tipTimer)
    this.deadline?.()
  }

  private loadVisitor (): void {
    const { templateId } = this.model
    this.root.services.lottery.quota({ templateId }).then((quota) => runInAction(() => { this.quota = quota }), () => undefined)
    this.root.services.lottery.eligible({ templateId }).then((eligible) => runInAction(() => { this.eligible = eligible }), () => undefined)
  }

  // ---- The draw -------------------------------------------------------------

  /** The draw button (002 §4 "Draw flow"). */
  async tapDraw (): Promise<void> {
    if (this.drawing) return
    const decision = decideTap(this.model.status, this.model.style, { loggedIn: this.root.session.loggedIn, eligible: this.eligible, quota: this.quota })
    if (decision.kind === 'toast') {
      await this.say(t(decision.text))
      return
    }
    if (decision.kind === 'tasks') {
      void this.openTasks()
      return
    }
    await this.root.actions.run(`${this.key}:draw`, () => this.drawOnce(), { needsLogin: true, throttleMs: flow.DRAW_THROTTLE_MS })
  }

  private async drawOnce (): Promise<void> {
    if (this.drawing) return
    const { templateId, style, awards } = this.model
    this.setDraw(flow.start(this.draw, this.now(), style, awards.length, this.reducedMotion()))
    // The guarded action's lock lasts as long as the call or the 2300 ms deadline, whichever ends first.
    const timedOut = new Promise<'timeout'>((resolve) => { this.deadline = () => resolve('timeout') })
    const answered = this.root.services.lottery.draw({ templateId }).then((a) => ({ ok: true as const, a }), (e: unknown) => ({ ok: false as const, e }))
    const result = await Promise.race([answered, timedOut])
    this.deadline = undefined
    if (result === 'timeout') return
    // The service's schema turns `data: null` into its bad-answer error; an answer that still is no object fails the same way.
    const usable = result.ok && typeof result.a === 'object' && result.a !== null
    if (result.ok && usable) {
      runInAction(() => { this.lastAnswer = result.a })
      this.setDraw(flow.answer(this.draw, this.now(), outcomeOf(result.a, this.model.awards)))
      return
    }
    this.setDraw(flow.fail(this.draw))
    this.root.platform.toast(result.ok ? t('error.badAnswer') : lotteryErrorText(errorCode(result.e), errorMsg(result.e)))
    this.loadVisitor()
  }

  /** One state change, and what it brings: the result dialog, or the timeout's toast and reset. */
  private setDraw (next: flow.DrawState): void {
    const before = this.draw
    if (next === before) return
    this.draw = next
    if (before.phase === 'drawing' && next.phase === 'idle' && next.timedOut) {
      this.root.platform.toast(t(LOTTERY_FAILURES[LOTTERY_PATHS.draw].timeoutText))
      this.deadline?.()
      this.loadVisitor()
    }
    if (before.phase !== 'result' && next.phase === 'result') {
      // The draw is counted when its result shows, in the same change: a count that moved while the reels spin is one more render then.
      if (this.quota !== undefined) this.quota = Math.max(0, this.quota - 1)
      void this.showResult(next.outcome)
    }
    this.schedule()
  }

  private schedule (): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    const wake = flow.nextWake(this.draw)
    if (wake === undefined) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.setDraw(flow.tick(this.draw, this.now()))
    }, Math.max(0, wake - this.now()))
  }

  private async showResult (outcome: flow.DrawOutcome): Promise<void> {
    const answer = this.lastAnswer
    const kind = awardKindOf(answer?.awardType)
    const dialog = resultDialog(outcome.win, kind)
    const prize = outcome.win ? this.model.awards[outcome.prizeIndex ?? -1] : undefined
    const choice = await this.prompts.result({
      title: t(dialog.title),
      prizeName: outcome.win ? answer?.awardName ?? prize?.awardName : undefined,
      image: outcome.win ? answer?.awardImageUrl ?? prize?.awardImageUrl : undefined,
      desc: outcome.win ? answer?.winningAwardPopDesc ?? undefined : undefined,
      buttons: dialog.buttons
    })
    this.setDraw(flow.close(this.draw))
    if (this.records) void this.loadRecords()
    await this.followUp(choice, outcome.recordId)
  }

  private async followUp (choice: FollowUp, recordId: number | string | undefined): Promise<void> {
    if (choice === 'useCoupon') openClick(this.root, destination('couponList'), this.component)
    if (choice === 'wallet') openClick(this.root, destination('wallet'), this.component)
    if ((choice === 'address' || choice === 'code') && recordId !== undefined) {
      await this.loadRecords()
      const record = this.records?.find((r) => String(r.id) === String(recordId))
      if (!record) return
      if (choice === 'address') void this.claimForm.open(record)
      else void this.prompts.detail(this, record)
    }
  }

  /** Where the reels land (the answer's), while drawing or showing the result. */
  get reelTargets (): number[] | undefined {
    const s = this.draw
    const outcome = s.phase === 'result' ? s.outcome : s.phase === 'drawing' ? s.answer?.outcome : undefined
    return outcome ? flow.reelTargets(outcome, this.model.awards.length) : undefined
  }

  // ---- Tasks ----------------------------------------------------------------

  /** The task list (needs login; an ineligible user has none: 002 §6). */
  async openTasks (): Promise<void> {
    if (this.root.session.loggedIn && this.eligible === false) {
      await this.say(t('lottery.ineligible'))
      return
    }
    await this.root.actions.run(`${this.key}:tasks`, async () => {
      // A list that does not load says why and opens nothing (an empty panel would read "no tasks"); a tap asks again.
      if (!await this.loadTasks(true)) return
      await this.panel('tasks', () => this.prompts.tasks(this))
    }, { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS })
  }

  /** Whether the list came; `say`: a failure toasts its message (000 §8), else the list stays as it was. */
  async loadTasks (say = false): Promise<boolean> {
    try {
      const list = await this.root.services.lottery.tasks({ templateId: this.model.templateId, cityId: this.root.page.params?.cityId })
      runInAction(() => { this.tasks = list.map(taskOf) })
      return true
    } catch (error) {
      if (say) this.root.platform.toast(errorMessage(error))
      runInAction(() => { this.tasks = this.tasks ?? [] })
      return false
    }
  }

  /** A task's button (002 §4 "Task button"). */
  async tapTask (task: LotteryTask): Promise<void> {
    const button = taskButton(task, this.model.status)
    switch (button.action) {
      case 'closed': await this.toastClosed(); return
      case 'unsupported': await this.say(t('lottery.error.unknownTask')); return
      case 'hint': this.showTip(t('lottery.task.arrivalShopHint')); return
      case 'navigate': {
        const target = taskDestination(task)
        if (target) openClick(this.root, target, this.component)
        return
      }
      case 'checkIn': await this.checkIn(); return
      default:
    }
  }

  /** Sign-in: POST check-in, then the quota and the list again; its codes mapped (002 §8). */
  async checkIn (): Promise<void> {
    if (await this.toastClosed()) return
    const outcome = await this.root.actions.run(`${this.key}:checkIn`, async () => {
      try {
        await this.root.services.lottery.checkIn({ templateId: this.model.templateId })
        // Signed in for today: the button shows done at once, not when the list comes again (a tap meanwhile would check in twice).
        runInAction(() => { this.tasks = this.tasks?.map((t) => (t.type === 'signIn' ? { ...t, state: 'completed', completedCount: t.completedCount + 1 } : t)) })
        return true
      } catch (e) {
        this.root.platform.toast(lotteryErrorText(errorCode(e), errorMsg(e)))
        return false
      }
    }, { needsLogin: true, throttleMs: flow.DRAW_THROTTLE_MS, burst: true })
    if (outcome.status === 'done' && outcome.value) this.root.platform.toast(t('lottery.task.signedIn'))
    if (outcome.status === 'done') {
      this.loadVisitor()
      void this.loadTasks()
    }
  }

  /** 002 §4: tasks work only while the activity is ongoing; otherwise 活动未开始 / 活动已结束, and whether it said so. */
  private async toastClosed (): Promise<boolean> {
    const status = statusLabel(this.model.status)
    if (status) await this.say(status)
    return !!status
  }

  /** A button that says why instead of acting says it once for a burst of taps (twenty taps were twenty toasts). */
  private async say (text: string): Promise<void> {
    await toastOncePerBurst(this.root, `${this.key}:say:${text}`, text)
  }

  /** 002 §9: "Task tip auto-hides after 5 s". */
  showTip (text: string): void {
    if (this.tipTimer) clearTimeout(this.tipTimer)
    runInAction(() => { this.tip = text })
    this.tipTimer = setTimeout(() => runInAction(() => { this.tip = undefined }), TASK_TIP_MS)
  }

  // ---- My prizes --------------------------------------------------------------

  async openRecords (): Promise<void> {
    await this.root.actions.run(`${this.key}:records`, async () => {
      if (!await this.loadRecords(true)) return
      await this.panel('records', () => this.prompts.records(this))
    }, { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS })
  }

  /** Whether the records came; `say`: a failure toasts its message (000 §8). */
  async loadRecords (say = false): Promise<boolean> {
    try {
      const list = await this.root.services.lottery.records({ templateId: this.model.templateId })
      runInAction(() => { this.records = sortRecords(list.map(recordOf)) })
      return true
    } catch (error) {
      if (say) this.root.platform.toast(errorMessage(error))
      runInAction(() => { this.records = this.records ?? [] })
      return false
    }
  }

  /** A record's button (002 §4 "Record button state"). */
  async tapRecord (record: PrizeRecord): Promise<void> {
    const button = recordButton(record, this.serverNow())
    switch (button.action) {
      case 'unsupported': await this.say(t('lottery.error.unknownRecord')); return
      case 'badParams': await this.say(t('lottery.error.badRecord')); return
      case 'viewCoupon': openClick(this.root, destination('couponList'), this.component); return
      case 'viewDetail': void this.once(`detail:${record.id}`, () => this.prompts.detail(this, record)); return
      case 'contact': void this.once(`contact:${record.id}`, () => this.contactSupport()); return
      case 'completeTask': {
        const condition = record.conditions.find((c) => c !== 'fillForm')
        if (condition) openClick(this.root, conditionDestination(condition), this.component)
        else void this.claimForm.open(record)
        return
      }
      case 'claim':
        if (claimsWithForm(record)) void this.claimForm.open(record)
        else await this.claim(record)
        return
      default:
    }
  }

  /**
   * receive-award {lotteryRecordId} (200 ms throttle): 操作成功 and the list
   * again; 13606027 opens the contact-customer-service dialog; other errors
   * toast msg and refresh the records (002 §8).
   */
  async claim (record: PrizeRecord, address?: ClaimForm): Promise<boolean> {
    const payload = address
      ? { lotteryRecordId: record.id, address: address.address, username: address.name, mobile: address.mobile }
      : { lotteryRecordId: record.id }
    const outcome = await this.root.actions.run(`${this.key}:claim:${record.id}`, async () => {
      try {
        await this.root.services.lottery.receiveAward(payload)
        return true
      } catch (e) {
        if (Number(errorCode(e)) === CODE_CLAIM_CONTACT) void this.contactSupport()
        else this.root.platform.toast(errorMsg(e) || t('error.requestFailed'))
        return false
      }
    }, { needsLogin: true, throttleMs: CLAIM_THROTTLE_MS })
    const ok = outcome.status === 'done' && outcome.value
    if (ok && !address) this.root.platform.toast(t('lottery.address.done'))
    if (outcome.status === 'done') void this.loadRecords()
    return ok
  }

  /** The contact-customer-service dialog (002 §4, §8): 联系客服 opens the help centre, as the package claim's 'Prize being issued' does. */
  /** A dialog a record's button opens: one however many taps, held while it is up (as the form is). */
  private async once (what: string, open: () => Promise<unknown>): Promise<void> {
    await this.root.actions.run(`${this.key}:${what}`, async () => { await open() }, { throttleMs: NAVIGATION_LOCK_MS })
  }

  async contactSupport (): Promise<void> {
    if (await this.prompts.contact()) openClick(this.root, destination('helpCenter'), this.component)
  }

  /** A redeem code's copy button: 已复制, or (the host refused) the hint to long-press the code shown. */
  async copy (text: string): Promise<void> {
    await copyCode(this.root, `lottery:${this.component.uuid}`, text, { copied: t('lottery.detail.copied'), longPress: t('lottery.detail.longPress') })
  }

  private async panel (name: string, open: () => Promise<unknown>): Promise<void> {
    this.openPanels.add(name)
    try {
      await open()
    } finally {
      this.openPanels.delete(name)
    }
  }
}
