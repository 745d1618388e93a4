import { action, computedStruct, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { openClick } from '@/renderer/click'
import { destination } from '@/renderer/redirects/destinations'
import type { ComponentMeta } from '@/renderer/types'
import type { LivePriceLoad } from '@/product'
import type { RootStore } from '@/stores'
import { PRICE_QUERY, channelParams, gridItems, priceIds } from './model'
import type { GridItem, YanxuanProductModel } from './types'

type Deps = Pick<RootStore, 'platform' | 'page' | 'tracker' | 'services'>

/**
 * The curated grid's state: the live prices of its products (asked once on
 * creation with `needIouData`, coalesced by the service with the other
 * blocks' asks of the same tick), by product id, and the cards derived from
 * them. A refresh (same uuid) asks only for products not asked before.
 */
export class YanxuanProductStore {
  /** By product id: the answer's entry (an empty one when the answer left the product out) or 'error'. */
  readonly prices = observable.map<number, LivePriceLoad>({}, { deep: false })

  private readonly asked = new Set<number>()

  constructor (private model: YanxuanProductModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<YanxuanProductStore, 'model'>(this, {
      model: observableRef,
      items: computedStruct,
      update: action
    })
    this.loadPrices()
  }

  get settings (): YanxuanProductModel['settings'] {
    return this.model.settings
  }

  /** The cards shown (001 §4, §5): dropped by the price rules, sold out, installments. */
  get items (): GridItem[] {
    return gridItems(this.model, this.prices)
  }

  /** The config after a refresh: new products get their prices; known ones keep theirs. */
  update (model: YanxuanProductModel): void {
    this.model = model
    this.loadPrices()
  }

  /** A card's tap: the curated channel page of its product (001 §2). */
  open (item: GridItem): void {
    openClick(this.root, destination('curatedChannel', channelParams(item.config)), this.component)
  }

  /** Asks for the prices of the products not asked yet; a failure makes them errors (shown sold out). */
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
