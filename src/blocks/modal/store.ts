import { action, actionBound, makeObservable, observable, observableRef } from 'mobx'
import type { CookieJar } from '@/platform/types'
import { MODAL_COOKIE_DAYS, shouldShowModal, type ModalModel } from './model'

/**
 * Whether the popup is open (000 §4). It decides once per page: the flag is set
 * when it shows, and the store outlives a silent refresh, so an EVERY_TIME
 * popup does not pop up again when a countdown reloads the page's data.
 */
export class ModalStore {
  open = false
  private decided = false

  constructor (private model: ModalModel, private readonly cookies: CookieJar) {
    // close: the view hands it to onClick as it is.
    makeObservable<ModalStore, 'model'>(this, { model: observableRef, open: observable, decide: action, close: actionBound, update: action })
  }

  /** The popup's view is on the page: show it now if its interval rule allows. */
  decide (): void {
    if (this.decided) return
    this.decided = true
    if (!shouldShowModal(this.model, this.cookies.get(this.model.cookieName))) return
    this.open = true
    const days = MODAL_COOKIE_DAYS[this.model.interval]
    if (days) this.cookies.set(this.model.cookieName, '1', { days })
  }

  close (): void {
    this.open = false
  }

  update (model: ModalModel): void {
    this.model = model
  }
}
