import { action, computedStruct, makeObservable, observableRef } from 'mobx'
import { openClick } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import type { ComponentMeta } from '@/renderer/types'
import { LivePrices } from '@/product'
import { RolledCounts } from '@/product/countUp'
import type { RootStore } from '@/stores'
import { PRICE_QUERY, cardItems, carouselOf, channelParams, isBlockEmpty, priceIds, type CardCarousel } from './model'
import type { CardItem, ProductCardModel } from './types'

type Deps = Pick<RootStore, 'platform' | 'page' | 'tracker' | 'services'>

/**
 * The product card carousel's state (as the curated grid's): the live prices
 * of its products (asked once on creation with `needIouData`, coalesced by the
 * service with the other blocks' asks of the same tick), by product id, and
 * the cards and slides derived from them (`LivePrices`). A refresh (same
 * uuid) asks only for products not asked before, or whose call failed.
 */
export class YanxuanProductCardStore {
  /** The live prices of its products, by id (a failed call is retried on the next refresh). */
  private readonly prices: LivePrices
  /** The cards' prices that have rolled (a card mounted again after giving way shows where it landed). */
  readonly rolled = new RolledCounts()

  constructor (private model: ProductCardModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<YanxuanProductCardStore, 'model'>(this, {
      model: observableRef,
      items: computedStruct,
      carousel: computedStruct,
      update: action
    })
    this.prices = new LivePrices(root.services.products, PRICE_QUERY)
    this.prices.load(priceIds(model))
  }

  get settings (): ProductCardModel['settings'] {
    return this.model.settings
  }

  /** The cards (001 §4, §5): dropped by the price rules, empty, installments, the count-up. */
  get items (): CardItem[] {
    return cardItems(this.model, this.prices.byId, this.root.page.preview)
  }

  /** 001 §4: the block's empty state. */
  get isEmpty (): boolean {
    return isBlockEmpty(this.items)
  }

  /** The slides and how the carousel runs (001 §9). */
  get carousel (): CardCarousel {
    return carouselOf(this.model.settings, this.items)
  }

  /** The config after a refresh: new products get their prices, and those whose call failed are asked again; known ones keep theirs. */
  update (model: ProductCardModel): void {
    this.model = model
    this.prices.load(priceIds(model))
  }

  /** A card's tap: the curated channel page of its product (001 §2). */
  open (item: CardItem): void {
    openClick(this.root, destination('curatedChannel', channelParams(item.config)), this.component)
  }

  /** A tap on the header image: the block's own click targets. */
  openHeader (): void {
    openClick(this.root, this.model.settings.redirects, this.component)
  }
}
