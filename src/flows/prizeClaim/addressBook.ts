/**
 * The address book's state and actions (002 §5, §7), shared by every block
 * with a physical prize (the prize draw, the guessing game, cashback): the
 * list (load errors ignored silently), set-default, delete after
 * 确定删除收货地址吗？, add (at most 20, else 最多只能添加20条哦) and edit on the
 * host's ShippingAddressAdd / ShippingAddressEdit(id) pages, and picking one
 * after a confirmation that it cannot be changed afterwards. Each call goes
 * through the guarded action; its questions are a prompt handed in. The block
 * supplies every text (`texts`).
 */
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { NAVIGATION_LOCK_MS, openClick, toastOncePerBurst } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import { canAddAddress, sortAddresses, withDefault, type AddressEntry } from './address'

export interface AddressBookTexts {
  /** 最多只能添加20条哦 */
  limit: string
  /** 确定删除收货地址吗？ */
  deleteConfirm: string
  /** 删除成功 */
  deleted: string
  /** 操作成功 */
  done: string
  /** Picking: that it cannot be changed afterwards. */
  pickConfirm: string
  ok: string
  cancel: string
}

/** The book's words (the block's). */
export interface AddressBookLabels {
  title: string
  add: string
  edit: string
  remove: string
  isDefault: string
  setDefault: string
  complete: string
  empty: string
}

/** A yes-or-no question to the visitor: 确定删除收货地址吗？, or that a picked address cannot be changed. */
export interface Question {
  title: string
  confirmText: string
  cancelText: string
}

/** What the book asks the visitor (panels.tsx draws it; a test passes a fake). */
export interface AddressBookPrompts {
  /** True for the confirming button; false for the other or the mask. */
  ask: (question: Question) => Promise<boolean>
}

type Deps = Pick<RootStore, 'services' | 'actions' | 'platform' | 'page' | 'tracker'>

export class AddressBook {
  entries: AddressEntry[] | undefined = undefined
  loading = false

  constructor (private readonly root: Deps, private readonly component: Pick<ComponentMeta, 'type' | 'uuid'>, private readonly texts: AddressBookTexts, private readonly prompts: AddressBookPrompts) {
    makeObservable(this, {
      entries: observableRef,
      loading: observable,
      sorted: computed,
      load: action
    })
  }

  /** The default first. */
  get sorted (): AddressEntry[] {
    return sortAddresses(this.entries ?? [])
  }

  /** Asks for the list; a failure leaves it as it was, silently (002 §8: "Address-book load errors are ignored silently"). */
  async load (): Promise<void> {
    this.loading = true
    try {
      const list = await this.root.services.address.list()
      runInAction(() => { this.entries = list })
    } catch {
      // Ignored on purpose (002 §8).
    } finally {
      runInAction(() => { this.loading = false })
    }
  }

  async setDefault (id: AddressEntry['id']): Promise<void> {
    // Once for a burst of taps, however fast the gateway answers (twenty taps were twenty calls and toasts).
    const outcome = await this.root.actions.run(`address:default:${id}`, () => this.root.services.address.setDefault({ id }), { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
    if (outcome.status !== 'done') return
    runInAction(() => { this.entries = withDefault(this.entries ?? [], id) })
    this.root.platform.toast(this.texts.done)
  }

  /** Deletes after 确定删除收货地址吗？; 删除成功. */
  async remove (id: AddressEntry['id']): Promise<void> {
    const { actions, services, platform } = this.root
    const outcome = await actions.run(`address:delete:${id}`, async () => {
      const sure = await this.prompts.ask({ title: this.texts.deleteConfirm, confirmText: this.texts.ok, cancelText: this.texts.cancel })
      if (!sure) return false
      await services.address.remove({ id })
      return true
    }, { needsLogin: true })
    if (outcome.status !== 'done' || !outcome.value) return
    runInAction(() => { this.entries = (this.entries ?? []).filter((e) => String(e.id) !== String(id)) })
    platform.toast(this.texts.deleted)
  }

  /** The host's add page, below 20 addresses (the list is asked again when the page shows again). */
  add (): void {
    if (!canAddAddress(this.entries ?? [])) {
      void toastOncePerBurst(this.root, `address:limit:${this.component.uuid}`, this.texts.limit)
      return
    }
    openClick(this.root, destination('shippingAddressAdd'), this.component)
  }

  /** Edit, and the complete-it link of an entry without a point of interest: the host's edit page. */
  edit (id: AddressEntry['id']): void {
    openClick(this.root, destination('shippingAddressEdit', { id: String(id) }), this.component)
  }

  /** Resolves true when the visitor confirms that the picked address cannot be changed afterwards. */
  confirmPick (): Promise<boolean> {
    return this.prompts.ask({ title: this.texts.pickConfirm, confirmText: this.texts.ok, cancelText: this.texts.cancel })
  }
}
