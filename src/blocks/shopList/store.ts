import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { t } from '@/i18n'
import { isValidLocation, type Location } from '@/platform/rules'
import { openClick, startsBurst } from '@/renderer/click'
import type { ComponentMeta } from '@/renderer/types'
import type { ShopAnswer } from '@/services/stores'
import type { RootStore } from '@/stores'
import { cardsOf, moreTarget, navigationTarget, shopDetailTarget, shopLimit } from './model'
import type { ShopCard, ShopListModel } from './types'

type Deps = Pick<RootStore, 'services' | 'platform' | 'page' | 'tracker' | 'city'>

/**
 * The list waits this long for the device's location before it asks without one (not in the spec:
 * this folder's README.md). The adapter's own limit is 5 s (000 §9); a location that comes later asks once more.
 */
export const LOCATION_WAIT_MS = 3000

export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/**
 * The nearby-store list's state (002 §3, §4, §7, §9): the device's location
 * (GCJ-02 from the platform; refused or failed: none, and the list shows
 * without distances), the store-list call with it, the stores as cards, and
 * the taps: a store's detail, its navigation, "more", its phone. The list is
 * asked once per store (a remount after a tab switch keeps it); a refreshed
 * config that changes which stores are asked asks again.
 */
export class ShopListStore {
  status: ListStatus = 'idle'
  /** A retry of a failed list is out: its line stays where it was (reading 加载中…) rather than the tall waiting box. */
  retrying = false
  /** The stores as the answer gave them (cards are derived: the style may change on a refresh). */
  answers: readonly ShopAnswer[] = []
  /** The location the shown answer was asked with. */
  device: Location | undefined = undefined

  private locating: Promise<Location | undefined> | undefined
  private seq = 0
  private started = false
  private disposed = false

  constructor (private model: ShopListModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<ShopListStore, 'model'>(this, {
      model: observableRef,
      status: observable,
      retrying: observable,
      answers: observableRef,
      device: observableRef,
      cards: computed,
      settings: computed,
      update: action
    })
  }

  get settings (): ShopListModel {
    return this.model
  }

  /** 002 §9: at most 3 (flat) or 2 (highlighted), nearest first when located. */
  get cards (): ShopCard[] {
    return cardsOf(this.answers, this.model.style, this.device)
  }

  /** The view mounted: locate and ask, once. Returns the view's cleanup (the store outlives the view). */
  start (): () => void {
    if (!this.started) {
      this.started = true
      this.locating = this.root.platform.getLocation().then((loc) => (isValidLocation(loc) ? { latitude: loc.latitude, longitude: loc.longitude } : undefined), () => undefined)
      void this.load(true)
    }
    return () => undefined
  }

  /** A refreshed config: a change of which stores are asked asks again; the style alone re-cuts the list. */
  update (model: unknown): void {
    const next = model as ShopListModel
    const before = queryKey(this.model)
    this.model = next
    if (this.started && queryKey(next) !== before) void this.load(false)
  }

  /**
   * The failed line's tap: ask again (a burst of taps is one). Every tap counts toward the burst, those while the
   * call is out too: a finger's taps spread over a second against a slow gateway asked twice.
   */
  retry (): void {
    const fresh = startsBurst(this, 'retry')
    if (this.status === 'loading' || !fresh) return
    runInAction(() => { this.retrying = true })
    void this.load(false).finally(() => runInAction(() => { this.retrying = false }))
  }

  openShop (card: ShopCard): void {
    openClick(this.root, shopDetailTarget(card.id), this.component)
  }

  navigate (card: ShopCard): void {
    openClick(this.root, navigationTarget(card.id), this.component)
  }

  openMore (): void {
    openClick(this.root, moreTarget(this.model), this.component)
  }

  /** The phone: the host dials it (mini-programs' sheet, a tel: link on H5); a host that cannot says the number. */
  async call (card: ShopCard): Promise<void> {
    const phone = card.phone
    if (!phone || !startsBurst(this, `call:${card.id}`)) return
    try {
      await this.root.platform.dial(phone)
    } catch (e) {
      // The visitor closing the host's sheet is no failure.
      if (/cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? (e as Error)?.message ?? ''))) return
      this.root.platform.toast(t('shopList.callFailed', { phone }), 2000)
    }
  }

  dispose (): void {
    this.disposed = true
    this.seq++
  }

  /**
   * Asks for the stores: the first time waits for the location (at most LOCATION_WAIT_MS); later asks use
   * whatever the location gave. A location that comes after the wait asks once more, quietly.
   */
  private async load (first: boolean): Promise<void> {
    const seq = ++this.seq
    runInAction(() => { if (this.status !== 'loaded') this.status = 'loading' })
    const device = first ? await waitFor(this.locating, LOCATION_WAIT_MS) : await settledNow(this.locating)
    if (seq !== this.seq || this.disposed) return
    const lateLocation = first && !device ? this.locating : undefined
    await this.ask(seq, device)
    void lateLocation?.then((loc) => {
      if (loc && seq === this.seq && !this.disposed && !this.device) void this.ask(++this.seq, loc)
    })
  }

  private async ask (seq: number, device: Location | undefined): Promise<void> {
    const m = this.model
    try {
      const answers = await this.root.services.stores.list({
        shopIds: m.shopIds,
        shopTags: m.shopTags,
        shopTypes: m.shopTypes,
        shopServices: m.shopServices,
        cityId: this.root.city.id,
        latitude: device?.latitude,
        longitude: device?.longitude,
        size: shopLimit(m.style)
      })
      if (seq !== this.seq || this.disposed) return
      runInAction(() => {
        this.answers = answers
        this.device = device
        this.status = 'loaded'
      })
    } catch {
      if (seq !== this.seq || this.disposed) return
      // A list already shown stays (a late location's second ask failing costs nothing visible).
      runInAction(() => { if (this.status !== 'loaded') this.status = 'failed' })
    }
  }
}

/** Which stores a config asks for: a change asks again. */
const queryKey = (m: ShopListModel): string => JSON.stringify([m.shopIds, m.shopTags, m.shopTypes, m.shopServices, shopLimit(m.style)])

/** `promise`'s value, or undefined once `ms` have passed. */
function waitFor<T> (promise: Promise<T | undefined> | undefined, ms: number): Promise<T | undefined> {
  if (!promise) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    void promise.then((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}

/** What `promise` has given by now (after the current microtasks), without waiting for it. */
const settledNow = <T>(promise: Promise<T | undefined> | undefined): Promise<T | undefined> => waitFor(promise, 0)
