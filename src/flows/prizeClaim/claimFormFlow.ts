/**
 * The physical prize's claim form (002 §4 "Physical prize address", §5),
 * shared by every block with one (the prize draw, the guessing game,
 * cashback): the form of one record, typing within the block's limits,
 * 提交 (all three fields, else the block's 请完整填写领奖信息) → the
 * confirmation (fields locked) → the block's call → 提交成功 and the form
 * locked for good, or back to the confirmation on a failure; and the address
 * book to fill it from, picking after a confirmation that it cannot be
 * changed afterwards. Each tap goes through the guarded action; the dialogs
 * are prompts handed in (panels.tsx draws them in the page's dialog host; a
 * test passes a fake). The block supplies its texts, its limits and its call
 * (`send`).
 */
import { makeObservable, observableRef, runInAction } from 'mobx'
import { toastOncePerBurst } from '@/renderer/click'
import type { RootStore } from '@/stores'
import { cleanForm, formFromEntry, limitInput, nextFormStep, validateForm, type AddressEntry, type ClaimForm, type FormLimits, type FormStep } from './address'
import type { AddressBook, AddressBookLabels, AddressBookPrompts } from './addressBook'

/** The form of one record: its fields and its step. */
export interface ClaimFormState<R> {
  record: R
  values: ClaimForm
  step: FormStep
}

/** The form's words (the block's: its texts say 奖品 or 奖励). */
export interface ClaimFormLabels {
  title: string
  address: string
  pickAddress: string
  name: string
  namePlaceholder: string
  mobile: string
  mobilePlaceholder: string
  /** 保存后无法修改，请谨慎填写 (while entering) */
  warnSave: string
  /** 提交后无法修改，请谨慎确认 (at the confirmation) */
  warnSubmit: string
  submit: string
  confirm: string
  back: string
  submitted: string
}

/**
 * What the claim asks the visitor through the page's dialog host: panels.tsx draws each, a block's
 * prompts include them (its index.ts hands them in), a test passes a fake.
 */
export interface ClaimPrompts extends AddressBookPrompts {
  /** The flow's form, up until the visitor closes it (the mask: the form stays unsent). */
  claimForm: (flow: ClaimFormFlow<unknown>, labels: ClaimFormLabels) => Promise<void>
  /** The address book to pick the form's address from; picking closes it once confirmed (`pick`). */
  addressPicker: (flow: ClaimFormFlow<unknown>, labels: AddressBookLabels) => Promise<void>
}

export interface ClaimFormTexts {
  /** 请完整填写领奖信息 */
  incomplete: string
  form: ClaimFormLabels
  addresses: AddressBookLabels
}

export interface ClaimFormOptions<R> {
  /** The guarded actions' key: the block's and its component's (two blocks' forms never share a lock). */
  key: string
  /** A record's id (the lock of its form and of its call). */
  idOf: (record: R) => string
  /** Each field at most this long, as typed, as picked and as sent (002 §5). */
  limits: FormLimits
  texts: ClaimFormTexts
  /** The block's call with the address: true once the server took it (its errors are the block's to say). */
  send: (record: R, values: ClaimForm) => Promise<boolean>
}

type Deps = Pick<RootStore, 'actions' | 'platform'>

const EMPTY: ClaimForm = { address: '', name: '', mobile: '' }

export class ClaimFormFlow<R> {
  form: ClaimFormState<R> | undefined = undefined
  /** Whether the address book is up: the page shown again (back from the host's address pages) asks its list again. */
  picking = false

  constructor (private readonly root: Deps, readonly addressBook: AddressBook, private readonly prompts: ClaimPrompts, private readonly options: ClaimFormOptions<R>) {
    makeObservable(this, { form: observableRef })
  }

  /**
   * The form of one record: a guarded tap by record (twenty taps in a tick open one form), held while the
   * form is up. No throttle: the lock is the form itself, and a form closed on its mask opens again on
   * the next tap (a throttle from the opening dropped a reopening within 800 ms).
   */
  async open (record: R): Promise<void> {
    const { key, idOf, texts } = this.options
    await this.root.actions.run(`${key}:form:${idOf(record)}`, async () => {
      runInAction(() => { this.form = { record, values: EMPTY, step: 'enter' } })
      await this.prompts.claimForm(this as ClaimFormFlow<unknown>, texts.form)
      runInAction(() => { this.form = undefined })
    }, { needsLogin: true })
  }

  /** Typing: only while entering (002 §5: nothing can be changed after submission), each field within its limit. */
  edit (field: keyof ClaimForm, value: string): void {
    const form = this.form
    if (!form || form.step !== 'enter') return
    const max = this.options.limits[field]
    runInAction(() => { this.form = { ...form, values: { ...form.values, [field]: max ? limitInput(value, max) : value } } })
  }

  /**
   * 提交: all three filled (else the block's 请完整填写领奖信息, said once for a burst of taps on the same
   * values: twenty taps on an incomplete form were twenty toasts, while a tap after typing says it again)
   * goes to the confirmation.
   */
  submit (): void {
    const form = this.form
    if (!form || form.step !== 'enter') return
    if (validateForm(form.values)) {
      void toastOncePerBurst(this.root, `${this.options.key}:incomplete:${this.options.idOf(form.record)}:${JSON.stringify(form.values)}`, this.options.texts.incomplete)
      return
    }
    runInAction(() => { this.form = { ...form, values: cleanForm(form.values, this.options.limits), step: nextFormStep(form.step, 'submit', form.values) } })
  }

  back (): void {
    const form = this.form
    if (form) runInAction(() => { this.form = { ...form, step: nextFormStep(form.step, 'back') } })
  }

  /** 确认提交: the block's call, once however many taps; 提交成功 and the form locked for good, or (failed) the confirmation again. */
  async confirm (): Promise<void> {
    const form = this.form
    if (!form || form.step !== 'confirm') return
    const { key, idOf, send, texts } = this.options
    const id = idOf(form.record)
    runInAction(() => { this.form = { ...form, step: nextFormStep(form.step, 'send') } })
    const outcome = await this.root.actions.run(`${key}:fill:${id}`, () => send(form.record, form.values), { needsLogin: true })
    const ok = outcome.status === 'done' && outcome.value
    runInAction(() => {
      // The visitor may have closed this form meanwhile (and opened another).
      if (!this.form || idOf(this.form.record) !== id) return
      this.form = { ...this.form, step: nextFormStep(this.form.step, ok ? 'sent' : 'failed') }
    })
    if (ok) this.root.platform.toast(texts.form.submitted)
  }

  /** The address book, to pick the form's address from (a tap that asks the list: guarded, held while the book is up, as the form). */
  async openAddressBook (): Promise<void> {
    await this.root.actions.run(`${this.options.key}:addresses`, async () => {
      void this.addressBook.load()
      this.picking = true
      try {
        await this.prompts.addressPicker(this as ClaimFormFlow<unknown>, this.options.texts.addresses)
      } finally {
        this.picking = false
      }
    }, { needsLogin: true })
  }

  /** Picking asks that it cannot be changed afterwards, then fills the form (within its limits) and goes to its confirmation. */
  async pick (entry: AddressEntry, close: () => void): Promise<void> {
    if (!(await this.addressBook.confirmPick())) return
    const form = this.form
    if (!form || form.step !== 'enter') return
    close()
    runInAction(() => { this.form = { ...form, values: cleanForm(formFromEntry(entry), this.options.limits) } })
    this.submit()
  }
}
