import { action, computedStruct, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { openClick } from '@/renderer/click'
import { destination } from '@/renderer/redirects/destinations'
import type { ComponentMeta } from '@/renderer/types'
import type { LivePriceLoad } from '@/product'
import type { RootStore } from '@/stores'
import { PRICE_QUERY, cardItems, carouselOf, channelParams, isBlockEmpty, priceIds, type CardCarousel } from './model'
import type { CardItem, ProductCardModel } from './types'

type Deps = Pick<RootStore, 'platform' | 'page' | 'tracker' | 'services'>

/**
 * The product card carousel's state (as the curated grid's): the live prices
 * of its products (asked once on creation with `needIouData`, coalesced by the
 * service with the other blocks' asks of the same tick), by product id, and
 * the cards and slides derived from them. A refresh (same uuid) asks only for
 * products not asked before.
 */
export class YanxuanProductCardStore {
  /** By product id: the answer's entry (an empty one when the answer left the product out) or 'error'. */
  readonly prices = observable.map<number, LivePriceLoad>({}, { deep: false })

  private readonly asked = new Set<number>()

  constructor (private model: ProductCardModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<YanxuanProductCardStore, 'model'>(this, {
      model: observableRef,
      items: computedStruct,
      carousel: computedStruct,
      update: action
    })
    this.loadPrices()
  }

  get settings (): ProductCardModel['settings'] {
    return this.model.settings
  }

  /** The cards (001 §4, §5): dropped by the price rules, empty, installments, the count-up. */
  get items (): CardItem[] {
    return cardItems(this.model, this.prices, this.root.page.preview)
  }

  /** 001 §4: the block's empty state. */
  get isEmpty (): boolean {
    return isBlockEmpty(this.items)
  }

  /** The slides and how the carousel runs (001 §9). */
  get carousel (): CardCarousel {
    return carouselOf(this.model.settings, this.items)
  }

  /** The config after a refresh: new products get their prices; known ones keep theirs. */
  update (model: ProductCardModel): void {
    this.model = model
    this.loadPrices()
  }

  /** A card's tap: the curated channel page of its product (001 §2). */
  open (item: CardItem): void {
    openClick(this.root, destination('curatedChannel', channelParams(item.config)), this.component)
  }

  /** A tap on the header image: the block's own click targets. */
  openHeader (): void {
    openClick(this.root, this.model.settings.redirects, this.component)
  }

  /** Asks for the prices of the products not asked yet; a failure makes them errors (the empty state). */
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
