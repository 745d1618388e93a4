import { action, makeObservable, observableRef, reaction } from 'mobx'
import { errorDetail } from '@/lib/errors'
import { readDevice, type Device } from '@/platform/device'
import { extendBurst, openClick, startsBurst } from '@/renderer/click'
import type { ComponentMeta } from '@/renderer/types'
import type { HotQuery } from '@/services/hot'
import type { RootStore } from '@/stores'
import { hotCardOf, type HotLoad } from '@/product/hotCard'

type Deps = Pick<RootStore, 'services' | 'session' | 'city' | 'page' | 'platform' | 'tracker'>

/** Where a block's card comes from: its call's parameters and what they depend on (the device is the store's). */
export interface HotSource<M> {
  /** Changes of this key ask again (a new product or city, a login); a refresh with the same key does not. */
  key (model: M, root: Deps): string
  query (model: M, root: Deps): Promise<HotQuery>
}

/**
 * The hot-price card's state (002 §3, §7), for both blocks that show it: one
 * call when it mounts and again when the visitor logs in (their follows and
 * inquiry history are the server's to pick from), the city changes or a
 * refresh brings another product; an older answer never overwrites a newer
 * one. A card once shown stays through a failed re-ask (a stale price beats
 * a hole in the page); a failure before any card can be retried (the line's
 * tap: its placeholder again, one call per burst of taps). A tap on the card
 * opens Trade or Inquery (`hotCardTarget`) through the page's click handling:
 * one navigation per burst of taps. Every call carries the device's brand and
 * model when the host tells them (002 §7's payload; §3's productTag 1 "this
 * device" is the server's to find by them), read once per card.
 */
export class HotCardStore<M> {
  load: HotLoad = { kind: 'loading' }
  private model: M
  private asked = 0
  /** The phone does not change under the card: read once. */
  private device: Promise<Device> | undefined

  constructor (model: M, private readonly source: HotSource<M>, private readonly component: ComponentMeta, private readonly root: Deps) {
    this.model = model
    makeObservable<HotCardStore<M>, 'model' | 'settle'>(this, {
      load: observableRef,
      model: observableRef,
      update: action,
      settle: action
    })
  }

  get preview (): boolean {
    return this.root.page.preview
  }

  /** Asks now and whenever the key changes; returns the stop (the view's effect). */
  start (): () => void {
    return reaction(
      () => `${this.source.key(this.model, this.root)}|${this.root.session.loggedIn ? 'user' : 'guest'}|${this.root.city.id}`,
      () => { void this.fetch() },
      { fireImmediately: true }
    )
  }

  update (model: unknown): void {
    this.model = model as M
  }

  async fetch (): Promise<void> {
    const ask = ++this.asked
    try {
      const [own, device] = await Promise.all([this.source.query(this.model, this.root), this.device ??= readDevice(this.root.platform)])
      const query: HotQuery = { ...device, ...own }
      const answer = await this.root.services.hot.detail(query)
      if (ask === this.asked) this.settle(answer ? { kind: 'card', card: hotCardOf(answer) } : { kind: 'empty' })
    } catch (e) {
      if (ask === this.asked && this.load.kind !== 'card') this.settle({ kind: 'failed', reason: errorDetail(e) })
    }
  }

  /**
   * The failed line's tap: one ask per burst. Every tap counts toward the burst, and so does the answer: the
   * view draws bones while the call is out (no tap reaches here), and a finger's taps over a second against a
   * gateway that failed again in 800 ms landed on the line it brought back and asked twice (the tap sweep).
   */
  readonly retry = (): void => {
    const fresh = startsBurst(this, 'retry')
    if (this.load.kind !== 'failed' || !fresh) return
    this.settle({ kind: 'loading' })
    void this.fetch().finally(() => { extendBurst(this, 'retry') })
  }

  readonly tap = (): void => {
    if (this.load.kind === 'card') openClick(this.root, this.load.card.action.target, this.component)
  }

  private settle (load: HotLoad): void {
    this.load = load
  }
}
