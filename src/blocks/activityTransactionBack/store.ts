import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx'
import { t } from '@/i18n'
import { LOTTERY_FORM_LIMITS, type ClaimForm } from '@/flows/prizeClaim/address'
import { AddressBook } from '@/flows/prizeClaim/addressBook'
import { ClaimFormFlow, type ClaimPrompts } from '@/flows/prizeClaim/claimFormFlow'
import { prizeTexts } from '@/flows/prizeClaim/prizeTexts'
import { errorMessage } from '@/lib/errors'
import { parseServerTime } from '@/lib/time'
import { openSubscribePage, subscribeParams } from '@/flows/subscribe/subscribe'
import { NAVIGATION_LOCK_MS, openClick } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import type { ComponentMeta } from '@/renderer/types'
import type { CashbackAwardDetail, CashbackDetailAnswer } from '@/services/cashback'
import { copyCode } from '@/flows/prizeClaim/copyCode'
import type { RootStore } from '@/stores'
import { CLAIM_THROTTLE_MS, deadlinesAt, pollSlot, rowsOf, startReached, stateImageOf, stateView, statusOf, successDialog, taskButton, type CashbackModel, type CashbackRow, type CashbackStatus } from './model'

/** The success dialog's choice: where to see the prize, or 我知道了 (and the mask). */
export type SuccessChoice = 'ok' | 'wallet' | 'coupons'

/** The success dialog's texts: the prize, a line by its type and, for cash and coupons, where to see them. */
export interface SuccessTexts {
  name?: string
  image?: string
  desc: string
  follow?: 'wallet' | 'coupons'
}

/**
 * What the cashback campaign asks the visitor through the page's dialog host: panels.tsx draws each,
 * index.ts hands them in, a store test passes a fake. Each resolves when the visitor closes it.
 */
export interface CashbackPrompts extends ClaimPrompts {
  success: (texts: SuccessTexts) => Promise<SuccessChoice>
  awardDetail: (store: CashbackStore, row: CashbackRow, detail: CashbackAwardDetail) => Promise<void>
}

type Deps = Pick<RootStore, 'clock' | 'services' | 'platform' | 'actions' | 'session' | 'page' | 'dialogs' | 'tracker' | 'onShow'>

/** Recycle (Category 6): where 去完成 goes when the config names no place (002 §2's category ids). */
const RECYCLE_CATEGORY = 6

/**
 * The cashback campaign's state (002 §3–§9): the status call's answer (asked
 * for guests too; actions need login), sign-up, subscribe, the next session's
 * poll, claims (200 ms throttle, one per record at a time), the address form
 * for physical prizes, and the award detail. Modal screens open through the
 * page's dialog host (the prompts panels.tsx draws); the view only observes.
 */
export class CashbackStore {
  detail: CashbackDetailAnswer | undefined = undefined
  /** The status call failed with no earlier answer (the state's place offers a retry rather than a wrong state). */
  failed = false
  /** Whether the block is on screen: the poll runs only then (and only while the page is shown: the shared tick pauses). */
  onScreen = false

  readonly addressBook: AddressBook
  /** A physical prize's address form (002 §4, §5): claim-rewards with receiveAddress. */
  readonly claimForm: ClaimFormFlow<CashbackRow>
  /** The start a refresh was asked for already (one refresh per start, however many ticks pass it). */
  private refreshedFor: number | undefined
  private loadSeq = 0
  /** The visitor's token the last status call went out with (undefined: none asked yet, or asked without one). */
  private askedWith: string | undefined = undefined

  constructor (private model: CashbackModel, private readonly component: ComponentMeta, private readonly root: Deps, private readonly prompts: CashbackPrompts) {
    const texts = prizeTexts('cashback')
    this.addressBook = new AddressBook(root, component, texts.addressBook, prompts)
    this.claimForm = new ClaimFormFlow(root, this.addressBook, prompts, {
      key: this.key, idOf: (row) => String(row.record?.recordNo), limits: LOTTERY_FORM_LIMITS, texts, send: (row, values) => this.claim(row, values)
    })
    makeObservable<CashbackStore, 'model'>(this, {
      model: observableRef,
      detail: observableRef,
      failed: observable,
      onScreen: observable,
      status: computed,
      rows: computed,
      nextStart: computed,
      pollKey: computed,
      deadlinesReached: computed,
      emptyTasks: computed,
      setOnScreen: action,
      update: action
    })
  }

  get settings (): CashbackModel {
    return this.model
  }

  get status (): CashbackStatus | undefined {
    return statusOf(this.detail?.status)
  }

  get rows (): CashbackRow[] {
    const status = this.status
    if (!this.detail || !status || !stateView(status).showsTasks) return []
    return rowsOf(this.detail)
  }

  /**
   * What the task list says when it has no rows: nothing yet while the page still asks who the visitor is
   * (a line that read 暂无任务 and then 登录后查看任务进度 moved on screen: the layout-shift test's #text);
   * for a guest, how to see them (the tasks and rewards are a participant's, the status call gives a guest
   * none); for a participant, 暂无任务.
   */
  get emptyTasks (): 'pending' | 'login' | 'none' | undefined {
    if (this.rows.length) return undefined
    const session = this.root.session
    if (!session.checked) return 'pending'
    return session.loggedIn ? 'none' : 'login'
  }

  /** The next session's start while the visitor waits for one (status 3, 4, 5). */
  get nextStart (): number | undefined {
    const status = this.status
    if (!status || !stateView(status).waitsForSession) return undefined
    return parseServerTime(this.detail?.nextSessionStartDt)
  }

  /**
   * The poll's 3 s slot on the shared tick, only while there is a start to wait
   * for and the block is on screen: otherwise it reads no tick, so the clock's
   * one timer stops when nothing else counts (and it pauses while the page is hidden).
   */
  get pollKey (): number | undefined {
    if (this.nextStart === undefined || !this.onScreen) return undefined
    return pollSlot(this.root.clock.tickNow)
  }

  /**
   * Unclaimed rewards' deadlines reached (model.deadlinesAt), read on the shared tick while one is ahead and
   * the block is on screen: a row renders again when this changes, so its button turns 已过期 as the
   * deadline passes, not at the next refresh; otherwise it reads no tick (the clock's timer may stop).
   */
  get deadlinesReached (): number {
    const rows = this.rows
    const at = deadlinesAt(rows, this.root.clock.now())
    return this.onScreen && at.ahead ? deadlinesAt(rows, this.root.clock.tickNow).reached : at.reached
  }

  image (): string | undefined {
    const status = this.status
    return status && this.detail ? stateImageOf(this.detail, status) : undefined
  }

  serverNow (): number {
    return this.root.clock.now()
  }

  private get key (): string {
    return `cashback:${this.component.uuid}`
  }

  /** While the view is mounted: the status call, again on login and when the page shows again; the poll. */
  start (): () => void {
    const stopLogin = reaction(() => this.root.session.loggedIn, (loggedIn) => {
      // The status asked with the visitor's token already answered for them: the user call that says they are
      // logged in, answering after it, asks nothing new (it asked every status twice on a logged-in load). A new
      // login (another token) or a logout asks again.
      if (loggedIn && this.detail && this.askedWith !== undefined && this.askedWith === this.root.session.token) return
      void this.load()
    }, { fireImmediately: true })
    // Back from the subscribe page, the login, the host's address page: the state may have changed.
    const stopShow = this.root.onShow(() => {
      void this.load()
      if (this.claimForm.form) void this.addressBook.load()
    })
    const stopPoll = reaction(() => this.pollKey, (slot) => { if (slot !== undefined) this.poll() })
    return () => {
      stopLogin()
      stopShow()
      stopPoll()
    }
  }

  setOnScreen (on: boolean): void {
    this.onScreen = on
  }

  update (model: CashbackModel): void {
    if (model.activityCode !== this.model.activityCode) this.detail = undefined
    this.model = model
  }

  dispose (): void {
    this.loadSeq++
  }

  /** One check of the poll: the start reached → a silent refresh of the block (once per start). */
  poll (): void {
    const start = this.nextStart
    if (!startReached(start, this.root.clock.now()) || this.refreshedFor === start) return
    this.refreshedFor = start
    void this.load()
  }

  /** 点击重试 on a failed status call: the loading state, and the call again (one per burst of taps). */
  async retry (): Promise<void> {
    await this.root.actions.run(`${this.key}:retry`, async () => {
      runInAction(() => { this.failed = false })
      await this.load()
    }, { throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  /** The status call; silent: the old answer stays until the new one comes, and only the latest answer counts. */
  async load (): Promise<boolean> {
    const seq = ++this.loadSeq
    this.askedWith = this.root.session.token
    try {
      const detail = await this.root.services.cashback.detail({ activityCode: this.model.activityCode })
      if (seq !== this.loadSeq) return false
      runInAction(() => {
        this.detail = detail
        this.failed = false
      })
      return true
    } catch {
      if (seq === this.loadSeq) runInAction(() => { this.failed = this.detail === undefined })
      return false
    }
  }

  // ---- The state image (002 §4) ------------------------------------------------

  async tapState (): Promise<void> {
    const status = this.status
    if (!status) return
    const { action: act } = stateView(status)
    if (act === 'signUp') await this.signUp()
    if (act === 'subscribe') await this.subscribe()
  }

  /** 002 §7: POST sign-up {activityCode}; success (code 200) → 报名成功 and the state again; an error toasts its msg (the guard). */
  async signUp (): Promise<void> {
    const outcome = await this.root.actions.run(`${this.key}:signUp`, () => this.root.services.cashback.signUp({ activityCode: this.model.activityCode }),
      { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
    if (outcome.status === 'done') this.root.platform.toast(t('cashback.signUp.success'))
    if (outcome.status === 'done' || outcome.status === 'failed') await this.load()
  }

  /**
   * Subscribe (002 §2): the host's subscribe page with scene, templateIds,
   * activityCode, sceneId, businessId and pageCode, as the flash sale's booking
   * opens it; a plain browser gets the same toast. Back on the page, the state
   * is asked again (onShow).
   */
  async subscribe (): Promise<void> {
    const { page } = this.root
    const target = { ...this.model.subscribe, pageCode: this.model.subscribe.pageCode ?? String(page.page?.id ?? page.params?.activityId ?? '') }
    await openSubscribePage(this.root, `${this.key}:subscribe`, subscribeParams(target, { activityCode: this.model.activityCode }), t('cashback.subscribe.browserUnsupported'))
  }

  /**
   * A guest's 登录后查看任务进度 (002 §6: a guest gets the login prompt on cashback actions): the login flow,
   * once per burst; back logged in, the status is asked again and brings the tasks (start's reaction).
   */
  async logInForTasks (): Promise<void> {
    await this.root.actions.run(`${this.key}:tasksLogin`, async () => undefined, { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  // ---- Task buttons (002 §4) ------------------------------------------------------

  async tapRow (row: CashbackRow): Promise<void> {
    const button = taskButton(row, this.serverNow())
    switch (button.action) {
      case 'go':
        openClick(this.root, this.model.goRedirects.length ? this.model.goRedirects : destination('category', { frontCategoryId: RECYCLE_CATEGORY }), this.component)
        return
      case 'view': await this.openAwardDetail(row); return
      case 'claim':
        if (row.awardType === 'physical') await this.claimForm.open(row)
        else await this.claim(row)
        return
      default:
    }
  }

  /**
   * 002 §7: POST claim-rewards {recordNo} (a physical prize with receiveAddress
   * {address, mobile, name}); 200 ms throttle and one call per record at a
   * time. Success: the cashback success dialog; an error toasts its msg; the
   * state is asked again either way (002 §8).
   */
  async claim (row: CashbackRow, address?: ClaimForm): Promise<boolean> {
    const record = row.record
    if (!record) return false
    const payload = address
      ? { recordNo: record.recordNo, receiveAddress: { address: address.address, mobile: address.mobile, name: address.name } }
      : { recordNo: record.recordNo }
    const outcome = await this.root.actions.run(this.recordKey(record.recordNo), async () => {
      let claimed: boolean
      try {
        await this.root.services.cashback.claimRewards(payload)
        // Claimed at once, before the state comes again: a tap in between would claim twice.
        this.markClaimed(record.recordNo)
        claimed = true
      } catch (e) {
        this.root.platform.toast(errorMessage(e))
        claimed = false
      }
      if (claimed && !address) void this.showSuccess(row)
      // The state again (002 §8: an error refreshes) before the button takes a tap again: after a refused
      // claim on a slow gateway, a tap while the refresh was out claimed a second time.
      await this.load()
      return claimed
    }, { needsLogin: true, throttleMs: CLAIM_THROTTLE_MS })
    return outcome.status === 'done' && outcome.value
  }

  /**
   * One lock and throttle per record for its claim and its award detail: a
   * claim turns the button into 查看 under the finger, and the same burst's
   * later taps opened the award detail over the success dialog.
   */
  private recordKey (recordNo: unknown): string {
    return `${this.key}:record:${String(recordNo)}`
  }

  /** A record the visitor has just claimed: 2 (claimed) in the answer shown, until the state comes again. */
  private markClaimed (recordNo: unknown): void {
    const detail = this.detail
    if (!detail?.records) return
    runInAction(() => {
      this.detail = { ...detail, records: detail.records?.map((r) => (r.recordNo === recordNo ? { ...r, receiveStatus: 2 } : r)) }
    })
  }

  private async showSuccess (row: CashbackRow): Promise<void> {
    const dialog = successDialog(row.awardType)
    const choice = await this.prompts.success({ name: row.awardName, image: row.awardImage, desc: t(dialog.desc), follow: dialog.follow })
    if (choice === 'wallet') openClick(this.root, destination('wallet'), this.component)
    if (choice === 'coupons') openClick(this.root, destination('couponList'), this.component)
  }

  /** 002 §7: GET award-detail {recordNo} → the cash and express data in a dialog; a failure toasts why. */
  async openAwardDetail (row: CashbackRow): Promise<void> {
    const record = row.record
    if (!record) return
    await this.root.actions.run(this.recordKey(record.recordNo), async () => {
      let detail: CashbackAwardDetail
      try {
        detail = await this.root.services.cashback.awardDetail({ recordNo: record.recordNo })
      } catch (e) {
        this.root.platform.toast(errorMessage(e))
        return
      }
      await this.prompts.awardDetail(this, row, detail)
      // A burst: the taps of one that claimed (the button turned 查看 under the finger) keep the detail shut.
    }, { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  async copy (text: string): Promise<void> {
    await copyCode(this.root, `cashback:${this.component.uuid}`, text, { copied: t('cashback.detail.copied'), longPress: t('cashback.detail.longPress') })
  }
}
