import { makeObservable, observable, observableRef, reaction, runInAction } from 'mobx'
import { t } from '@/i18n'
import { openSubscribePage, subscribeParams } from '@/flows/subscribe/subscribe'
import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import type { SubscribeModel } from './model'

type Deps = Pick<RootStore, 'services' | 'platform' | 'actions' | 'session' | 'onShow'>

/**
 * The subscribe reminder's state: whether the visitor has subscribed (our
 * subscribe/status call, asked once logged in and with an activityCode, again
 * when the page shows: back from the host's subscribe page), and the tap that
 * opens the host's page (002 §2). A subscribed visitor may tap again: a
 * mini-program's subscription is good for one message, so subscribing again
 * is how the next reminder is asked for.
 */
export class SubscribeStore {
  subscribed: boolean | undefined = undefined

  constructor (private model: SubscribeModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<SubscribeStore, 'model'>(this, { model: observableRef, subscribed: observable })
  }

  get settings (): SubscribeModel {
    return this.model
  }

  update (model: SubscribeModel): void {
    runInAction(() => { this.model = model })
  }

  start (): () => void {
    const stopLogin = reaction(() => this.root.session.loggedIn, (loggedIn) => { if (loggedIn) this.load() }, { fireImmediately: true })
    const stopShow = this.root.onShow(() => { if (this.root.session.loggedIn) this.load() })
    return () => {
      stopLogin()
      stopShow()
    }
  }

  /** Asks the state; a failure leaves it unknown (the banner shows as not subscribed). */
  load (): void {
    const { activityCode, sceneId, businessId } = this.model.target
    if (!activityCode) return
    const params = { activityCode, ...(sceneId ? { sceneId } : {}), ...(businessId ? { businessId } : {}) }
    this.root.services.subscribe.status(params).then((subscribed) => runInAction(() => { this.subscribed = subscribed }), () => undefined)
  }

  /** The banner's tap: the host's subscribe page, or in a browser the toast that it cannot subscribe there. */
  async tap (): Promise<void> {
    await openSubscribePage(this.root, `subscribe:${this.component.uuid}`, subscribeParams(this.model.target), t('subscribe.browserUnsupported'))
  }
}
