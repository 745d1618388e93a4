import { action, computedStruct, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { openClick } from '@/renderer/click'
import { destination } from '@/renderer/redirects/destinations'
import type { ComponentMeta } from '@/renderer/types'
import type { LivePriceLoad } from '@/product'
import type { RootStore } from '@/stores'
import { PRICE_QUERY, bigBannerView, channelParams, priceIds, smallCards } from './model'
import type { BannerProductLine, BigBannerView, SmallCard, YanxuanBannerModel } from './types'

type Deps = Pick<RootStore, 'platform' | 'page' | 'tracker' | 'services'>

/**
 * The banner's state: the live prices of its products (asked once on
 * creation with `needIouData`, coalesced by the service with the other
 * blocks' asks of the same tick), by product id, and the cards derived from
 * them. A refresh (same uuid) asks only for products not asked before.
 */
export class YanxuanBannerStore {
  /** By product id: the answer's entry (an empty one when the answer left the product out) or 'error'. */
  readonly prices = observable.map<number, LivePriceLoad>({}, { deep: false })

  private readonly asked = new Set<number>()

  constructor (private model: YanxuanBannerModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<YanxuanBannerStore, 'model'>(this, {
      model: observableRef,
      big: computedStruct,
      small: computedStruct,
      update: action
    })
    this.loadPrices()
  }

  get settings (): YanxuanBannerModel['settings'] {
    return this.model.settings
  }

  get style (): YanxuanBannerModel['style'] {
    return this.model.style
  }

  /** BIG_BANNER: its cards, or the empty state (001 §4). */
  get big (): BigBannerView {
    return bigBannerView(this.model, this.prices)
  }

  /** SMALL_BANNER: its cards with their gradients. */
  get small (): SmallCard[] {
    return smallCards(this.model, this.prices)
  }

  /** The config after a refresh: new products get their prices; known ones keep theirs. */
  update (model: YanxuanBannerModel): void {
    this.model = model
    this.loadPrices()
  }

  /** A product's tap (big card or small PRODUCT card): the curated channel page of its product (001 §2). */
  openProduct (line: BannerProductLine): void {
    openClick(this.root, destination('curatedChannel', channelParams(line)), this.component)
  }

  /** A small IMAGE card's tap: its configured redirects. */
  openImage (card: Extract<SmallCard, { type: 'IMAGE' }>): void {
    openClick(this.root, card.redirects, this.component)
  }

  /** Asks for the prices of the products not asked yet; a failure makes them errors (shown as the empty state or sold out). */
  private loadPrices (): void {
    const ids = priceIds(this.model).filter((id) => !this.asked.has(id))
    if (!ids.length) return
    for (const id of ids) this.asked.add(id)
    this.root.services.products.prices(ids, PRICE_QUERY).then(
      (answer) => runInAction(() => { for (const id of ids) this.prices.set(id, answer.get(id) ?? { id }) }),
      () => runInAction(() => { for (const id of ids) this.prices.set(id, 'error') })
    )
  }
}
