import { action, computedStruct, makeObservable, observableRef } from 'mobx'
import { openClick } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import type { ComponentMeta } from '@/renderer/types'
import { LivePrices } from '@/product'
import type { RootStore } from '@/stores'
import { PRICE_QUERY, channelParams, gridItems, priceIds } from './model'
import type { GridItem, YanxuanProductModel } from './types'

type Deps = Pick<RootStore, 'platform' | 'page' | 'tracker' | 'services'>

/**
 * The curated grid's state: the live prices of its products (asked once on
 * creation with `needIouData`, coalesced by the service with the other
 * blocks' asks of the same tick), by product id, and the cards derived from
 * them (`LivePrices`). A refresh (same uuid) asks only for products not asked
 * before, or whose call failed.
 */
export class YanxuanProductStore {
  /** The live prices of its products, by id (a failed call is retried on the next refresh). */
  private readonly prices: LivePrices

  constructor (private model: YanxuanProductModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<YanxuanProductStore, 'model'>(this, {
      model: observableRef,
      items: computedStruct,
      update: action
    })
    this.prices = new LivePrices(root.services.products, PRICE_QUERY)
    this.prices.load(priceIds(model))
  }

  get settings (): YanxuanProductModel['settings'] {
    return this.model.settings
  }

  /** The cards shown (001 §4, §5): dropped by the price rules, sold out, installments. */
  get items (): GridItem[] {
    return gridItems(this.model, this.prices.byId)
  }

  /** The config after a refresh: new products get their prices, and those whose call failed are asked again; known ones keep theirs. */
  update (model: YanxuanProductModel): void {
    this.model = model
    this.prices.load(priceIds(model))
  }

  /** A card's tap: the curated channel page of its product (001 §2). */
  open (item: GridItem): void {
    openClick(this.root, destination('curatedChannel', channelParams(item.config)), this.component)
  }
}
