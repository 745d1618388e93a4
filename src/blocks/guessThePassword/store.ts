import { action, computed, computedStruct, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { ReloadAfterZero } from '@/lib/countdown'
import { queryValues } from '@/lib/campaignQuery'
import { GUESS_FORM_LIMITS, type ClaimForm } from '@/flows/prizeClaim/address'
import { AddressBook } from '@/flows/prizeClaim/addressBook'
import { ClaimFormFlow, type ClaimPrompts } from '@/flows/prizeClaim/claimFormFlow'
import { prizeTexts } from '@/flows/prizeClaim/prizeTexts'
import { openSubscribePage, subscribeParams } from '@/flows/subscribe/subscribe'
import { NAVIGATION_LOCK_MS, toastOncePerBurst } from '@/renderer/click'
import type { ComponentMeta } from '@/renderer/types'
import { GatewayError } from '@/services/envelope'
import { awardRecordOf } from '@/services/guess'
import { copyCode } from '@/flows/prizeClaim/copyCode'
import type { RootStore } from '@/stores'
import {
  ANSWER_THROTTLE_MS, answerOutcome, CODE_REFRESH_DETAIL, initialScene, limitAnswer, needsAddress, recordOf, sceneDisplay, scenesOf, validateAnswer, winFollowUps,
  type GuessModel, type GuessRecord, type GuessScene, type SceneDisplay, type WinFollowUp
} from './model'

/**
 * What the guessing game asks the visitor through the page's dialog host: panels.tsx draws each, index.ts
 * hands them in, a store test passes a fake. Each resolves when the visitor closes it.
 */
export interface GuessPrompts extends ClaimPrompts {
  /** failReasonCode 1 (002 §4): the scene's errorAnswerTip; true for 再试一次, false for the mask. */
  wrong: (tip: string) => Promise<boolean>
  /** A right answer: the follow-up chosen ('ok' for the mask). */
  win: (record: GuessRecord | undefined, buttons: WinFollowUp[]) => Promise<WinFollowUp>
  records: (store: GuessStore) => Promise<void>
  detail: (store: GuessStore, record: GuessRecord) => Promise<void>
}

type Deps = Pick<RootStore, 'clock' | 'services' | 'platform' | 'actions' | 'session' | 'page' | 'dialogs' | 'tracker' | 'onShow'>

const errorCode = (e: unknown): number | string | undefined => (e instanceof GatewayError ? e.code : undefined)
const errorMsg = (e: unknown): string | undefined => (e instanceof GatewayError ? e.message : undefined)

/**
 * The guessing game's state (002 §3–§9): the scenes (activity-detail, asked
 * on mount, on login and when the page shows again: back from the host's
 * subscribe page), the scene shown (the visitor's tab, else the initial
 * scene), the answer box, my awards and the address form. Every tap that
 * calls the gateway goes through the guarded action: the answer (login,
 * 500 ms throttle, one at a time: twenty taps in a tick make one request),
 * the subscribe page, my awards, the address form and book. A countdown that
 * reaches its time asks the detail again 520 ms later (the server decides
 * what comes next), as every countdown of the page does.
 */
export class GuessStore {
  scenes: GuessScene[] | undefined = undefined
  failed = false
  /** The scene the visitor picked on the tabs (its id as text). */
  chosen: string | undefined = undefined
  input = ''
  records: GuessRecord[] | undefined = undefined

  readonly addressBook: AddressBook
  /** A physical award's address form (002 §4, §5): fill-in-address. */
  readonly claimForm: ClaimFormFlow<GuessRecord>
  private readonly reload = new ReloadAfterZero(() => { void this.loadDetail() })
  private readonly openPanels = new Set<string>()
  /** The `sceneId` query parameter (002 §2: "The guessing game reads an optional sceneId query parameter"). */
  private readonly querySceneId: string | undefined

  constructor (private model: GuessModel, private readonly component: ComponentMeta, private readonly root: Deps, private readonly prompts: GuessPrompts) {
    const values = queryValues(root.platform.currentUrl()).get('sceneId')
    this.querySceneId = values?.length ? values[values.length - 1] : undefined
    const texts = prizeTexts('guess')
    this.addressBook = new AddressBook(root, component, texts.addressBook, prompts)
    this.claimForm = new ClaimFormFlow(root, this.addressBook, prompts, {
      key: this.key, idOf: (record) => String(record.recordId), limits: GUESS_FORM_LIMITS, texts, send: (record, values) => this.fillAddress(record, values)
    })
    makeObservable<GuessStore, 'model'>(this, {
      model: observableRef,
      scenes: observableRef,
      failed: observable,
      chosen: observable,
      input: observable,
      records: observableRef,
      settings: computed,
      scene: computed,
      display: computedStruct,
      setInput: action,
      choose: action
    })
  }

  get settings (): GuessModel {
    return this.model
  }

  private get key (): string {
    return `guess:${this.component.uuid}`
  }

  /** The scene shown: the visitor's tab, else the initial scene (002 §4). */
  get scene (): GuessScene | undefined {
    const scenes = this.scenes ?? []
    return (this.chosen !== undefined ? scenes.find((s) => String(s.id) === this.chosen) : undefined) ?? initialScene(scenes, this.querySceneId)
  }

  /** What the scene shows now, on the shared tick (the 1800 s rule moves with the clock). */
  get display (): SceneDisplay | undefined {
    const scene = this.scene
    return scene ? sceneDisplay(scene, this.root.clock.tickNow, !!this.model.subscribe) : undefined
  }

  update (model: GuessModel): void {
    if (model === this.model) return
    const codeChanged = model.activityCode !== this.model.activityCode
    runInAction(() => { this.model = model })
    if (codeChanged) void this.loadDetail()
  }

  /** While the view is mounted: the detail now, again on login (isSubscribe is the visitor's) and on show; the countdown's zero. */
  start (): () => void {
    void this.loadDetail()
    const stopLogin = reaction(() => this.root.session.loggedIn, (loggedIn) => { if (loggedIn) void this.loadDetail() })
    const stopShow = this.root.onShow(() => {
      void this.loadDetail()
      if (this.openPanels.has('records') && this.root.session.loggedIn) void this.loadRecords()
      if (this.claimForm.picking) void this.addressBook.load()
    })
    // The scene's next time (its start, or its end while ongoing): once reached, the server says what comes next.
    // Reads the tick only while such a time exists: an ended scene keeps no tick alive.
    const stopZero = reaction(() => {
      const scene = this.scene
      const target = scene?.status === 'toBeOpened' ? scene.start : scene?.status === 'ongoing' ? scene.end : undefined
      return target !== undefined && this.root.clock.tickNow >= target ? target : undefined
    }, (target) => { if (target !== undefined) this.reload.reached(target) }, { fireImmediately: true })
    return () => {
      stopLogin()
      stopShow()
      stopZero()
      this.reload.cancel()
    }
  }

  dispose (): void {
    this.reload.cancel()
  }

  /** 活动加载失败，点击重试: the detail asked again, once for a burst of taps (twenty were twenty calls). */
  async retry (): Promise<void> {
    await this.root.actions.run(`${this.key}:retry`, () => this.loadDetail(), { throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  /** activity-detail; a failure keeps the scenes shown (or says the game failed to load, tap to retry). */
  async loadDetail (): Promise<void> {
    try {
      const answers = await this.root.services.guess.detail({ activityCode: this.model.activityCode })
      runInAction(() => {
        this.scenes = scenesOf(answers)
        this.failed = false
      })
    } catch {
      runInAction(() => { this.failed = this.scenes === undefined })
    }
  }

  choose (scene: GuessScene): void {
    this.chosen = String(scene.id)
  }

  /** Typing: at most 10 characters (002 §5). */
  setInput (value: string): void {
    this.input = limitAnswer(value)
  }

  // ---- The answer -----------------------------------------------------------------

  /**
   * 提交 (002 §4, §5, §8): a guest goes to login (002 §6: the answer is an action that asks a guest to log
   * in, typed or not); an empty answer toasts 请输入答案后再提交哦, once per burst of taps (twenty taps in
   * one tick or over a second, one toast); take-part-in once per 500 ms and one at a time. failReasonCode 1 → the wrong-answer dialog with the scene's
   * errorAnswerTip; a win → the win dialog and my awards again; neither → 用户身份异常; 13615002 → its msg
   * and the detail again; another error → its msg.
   */
  async submit (): Promise<void> {
    const scene = this.scene
    if (!scene || scene.status !== 'ongoing') return
    await this.root.actions.run(`${this.key}:answer`, async () => {
      const checked = validateAnswer(this.input)
      if (!checked.ok) {
        // Once a burst: taps spread over a second pass the 500 ms throttle two or three times.
        await toastOncePerBurst(this.root, `${this.key}:empty`, t(checked.text))
        return
      }
      await this.answerOnce(scene, checked.answer)
    }, { needsLogin: true, throttleMs: ANSWER_THROTTLE_MS })
  }

  private async answerOnce (scene: GuessScene, answer: string): Promise<void> {
    const { services, platform } = this.root
    let result
    try {
      result = await services.guess.answer({ activityCode: this.model.activityCode, answer, sceneId: scene.id })
    } catch (e) {
      platform.toast(errorMsg(e) || errorMessage(e))
      if (Number(errorCode(e)) === CODE_REFRESH_DETAIL) void this.loadDetail()
      return
    }
    const outcome = answerOutcome(result)
    if (outcome === 'identity') {
      platform.toast(t('guess.answer.identity'))
      return
    }
    if (outcome === 'wrong') {
      void this.prompts.wrong(scene.errorAnswerTip ?? t('guess.wrong.default'))
      return
    }
    runInAction(() => { this.input = '' })
    const raw = awardRecordOf(result.activityAwardRecord)
    const record = raw ? recordOf(raw) : undefined
    void this.loadRecords()
    void this.loadDetail()
    void this.showWin(record)
  }

  private async showWin (record: GuessRecord | undefined): Promise<void> {
    const choice = await this.prompts.win(record, winFollowUps(record))
    await this.followUp(choice, record)
  }

  private async followUp (choice: WinFollowUp, won: GuessRecord | undefined): Promise<void> {
    if (choice === 'ok' || !won) return
    // The refreshed list's record (its address, its code) when it came; else the answer's.
    const record = this.records?.find((r) => String(r.recordId) === String(won.recordId)) ?? won
    if (choice === 'address') await this.openForm(record)
    else void this.prompts.detail(this, record)
  }

  // ---- Subscribe ----------------------------------------------------------------------

  /** The to-be-opened scene's subscribe button: the host's subscribe page with this game's code and scene (002 §2). */
  async subscribe (): Promise<void> {
    const target = this.model.subscribe
    const scene = this.scene
    if (!target || !scene) return
    await openSubscribePage(this.root, `${this.key}:subscribe:${String(scene.id)}`,
      subscribeParams(target, { activityCode: this.model.activityCode, sceneId: String(scene.id) }), t('guess.subscribe.browserUnsupported'))
  }

  // ---- My awards ----------------------------------------------------------------------------

  async openRecords (): Promise<void> {
    await this.root.actions.run(`${this.key}:records`, async () => {
      if (!await this.loadRecords(true)) return
      await this.panel('records', () => this.prompts.records(this))
    }, { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS })
  }

  /** Whether the records came; `say`: a failure toasts its message (000 §8). A guest asks nothing. */
  async loadRecords (say = false): Promise<boolean> {
    if (!this.root.session.loggedIn) return false
    try {
      const list = await this.root.services.guess.records({ activityCode: this.model.activityCode })
      runInAction(() => { this.records = list.map(recordOf).sort((a, b) => (b.wonAt ?? 0) - (a.wonAt ?? 0)) })
      return true
    } catch (error) {
      if (say) this.root.platform.toast(errorMessage(error))
      runInAction(() => { this.records = this.records ?? [] })
      return false
    }
  }

  /** A redeem code's copy: 已复制, or (the host refused) the hint to long-press the code shown. */
  async copy (text: string): Promise<void> {
    await copyCode(this.root, `guess:${this.component.uuid}`, text, { copied: t('guess.record.copied'), longPress: t('guess.record.longPress') })
  }

  openDetail (record: GuessRecord): void {
    void this.prompts.detail(this, record)
  }

  // ---- The address form (002 §4, §5) -----------------------------------------------------------

  /** The form of a record that waits for its address (the form: a guarded tap by record, held while it is up). */
  async openForm (record: GuessRecord): Promise<void> {
    if (needsAddress(record)) await this.claimForm.open(record)
  }

  /** The form's call, fill-in-address: an error toasts msg (the form may be confirmed again); my awards again either way. */
  private async fillAddress (record: GuessRecord, values: ClaimForm): Promise<boolean> {
    try {
      await this.root.services.guess.fillAddress({ contactName: values.name, contactMobile: values.mobile, address: values.address, activityCode: this.model.activityCode, recordId: record.recordId })
      return true
    } catch (e) {
      this.root.platform.toast(errorMsg(e) || errorMessage(e))
      return false
    } finally {
      void this.loadRecords()
    }
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
