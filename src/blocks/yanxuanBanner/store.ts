import { action, computedStruct, makeObservable, observableRef } from 'mobx'
import { openClick } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import type { ComponentMeta } from '@/renderer/types'
import { LivePrices } from '@/product'
import { RolledCounts } from '@/product/countUp'
import type { RootStore } from '@/stores'
import { PRICE_QUERY, bigBannerView, channelParams, priceIds, smallCards } from './model'
import type { BannerProductLine, BigBannerView, SmallCard, YanxuanBannerModel } from './types'

type Deps = Pick<RootStore, 'platform' | 'page' | 'tracker' | 'services'>

/**
 * The banner's state: the live prices of its products (asked once on
 * creation with `needIouData`, coalesced by the service with the other
 * blocks' asks of the same tick), by product id, and the cards derived from
 * them (`LivePrices`). A refresh (same uuid) asks only for products not asked
 * before, or whose call failed.
 */
export class YanxuanBannerStore {
  /** The live prices of its products, by id (a failed call is retried on the next refresh). */
  private readonly prices: LivePrices
  /** The big cards' prices that have rolled (a card mounted again after giving way shows where it landed). */
  readonly rolled = new RolledCounts()

  constructor (private model: YanxuanBannerModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<YanxuanBannerStore, 'model'>(this, {
      model: observableRef,
      big: computedStruct,
      small: computedStruct,
      update: action
    })
    this.prices = new LivePrices(root.services.products, PRICE_QUERY)
    this.prices.load(priceIds(model))
  }

  get settings (): YanxuanBannerModel['settings'] {
    return this.model.settings
  }

  get style (): YanxuanBannerModel['style'] {
    return this.model.style
  }

  /** BIG_BANNER: its cards, or the empty state (001 §4). */
  get big (): BigBannerView {
    return bigBannerView(this.model, this.prices.byId)
  }

  /** SMALL_BANNER: its cards with their gradients. */
  get small (): SmallCard[] {
    return smallCards(this.model, this.prices.byId)
  }

  /** The config after a refresh: new products get their prices, and those whose call failed are asked again; known ones keep theirs. */
  update (model: YanxuanBannerModel): void {
    this.model = model
    this.prices.load(priceIds(model))
  }

  /** A product's tap (big card or small PRODUCT card): the curated channel page of its product (001 §2). */
  openProduct (line: BannerProductLine): void {
    openClick(this.root, destination('curatedChannel', channelParams(line)), this.component)
  }

  /** A small IMAGE card's tap: its configured redirects. */
  openImage (card: Extract<SmallCard, { type: 'IMAGE' }>): void {
    openClick(this.root, card.redirects, this.component)
  }
}
