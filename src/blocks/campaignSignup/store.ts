import { action, actionBound, computed, makeObservable, observable, observableRef } from 'mobx'
import { t } from '@/i18n'
import { NAVIGATION_LOCK_MS, oncePerBurst, openClick } from '@/renderer/click'
import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import type { SignupModel } from './model'

type Deps = Pick<RootStore, 'platform' | 'page' | 'tracker' | 'services' | 'actions'>

/**
 * Sign-up's state and its one action (000 §4, §6, §8): not signed up → (login)
 * → the call → signed up, 'signup successful' and the applied image; a failure
 * shows the server's message (the guarded action toasts it) and leaves the
 * visitor able to try again; when signed up, a tap opens the configured
 * redirect or says 'already signed up'.
 *
 * The worked example of a stateful block: state here, not in the view; the
 * gateway through the root's services; the tap through the guarded action.
 */
export class SignupStore {
  signedUp: boolean

  constructor (private model: SignupModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    this.signedUp = model.signedUp
    // tap: the view hands it to onClick as it is.
    makeObservable<SignupStore, 'model' | 'markSignedUp'>(this, {
      model: observableRef,
      signedUp: observable,
      actionKey: computed,
      image: computed,
      busy: computed,
      update: action,
      tap: actionBound,
      markSignedUp: action
    })
  }

  /** The lock's key: one call per sign-up identifier at a time. */
  get actionKey (): string {
    return `signup:${this.model.uniqueIdentifier}`
  }

  get image (): string {
    return this.signedUp ? this.model.appliedImage : this.model.defaultImage
  }

  get busy (): boolean {
    return this.root.actions.isBusy(this.actionKey)
  }

  /** A refresh brought the config again: the server's signupStatus 1 wins; a sign-up made here is kept. */
  update (model: SignupModel): void {
    this.model = model
    if (model.signedUp) this.signedUp = true
  }

  async tap (): Promise<void> {
    if (this.signedUp) {
      // On the sign-up's key and burst window: the taps of the burst that signed up (the image changed under
      // the finger) say nothing over 报名成功; a tap after it opens the configured place or says 您已报名.
      await oncePerBurst(this.root, this.actionKey, () => {
        if (this.model.redirects.length) openClick(this.root, this.model.redirects, this.component)
        else this.root.platform.toast(t('signup.already'))
      })
      return
    }
    const { page, services } = this.root
    const outcome = await this.root.actions.run(this.actionKey, () => services.activity.takePartIn({
      pageId: page.page?.id ?? page.params?.activityId ?? '',
      uniqueIdentifier: this.model.uniqueIdentifier
    }), { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
    if (outcome.status !== 'done') return
    this.markSignedUp()
    this.root.platform.toast(t('signup.success'))
  }

  private markSignedUp (): void {
    this.signedUp = true
  }
}
