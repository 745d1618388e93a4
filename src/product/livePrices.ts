/**
 * The live prices of a product block (001 §7: POST /avatar/model/get-info-list
 * with `ids, needIouData`), as the curated grid, the card carousel and the
 * banner keep them in their stores.
 */
import { observable, runInAction } from 'mobx'
import type { PriceQuery, ProductService } from '@/services/products'
import type { LivePriceLoad } from './types'

/**
 * By product id: the answer's entry (an empty one when the answer left the
 * product out: no price, sold out), `'error'` when the call failed (001 §7:
 * "products are treated as errors and shown sold out"), absent while not
 * answered (the config's prices stand in).
 *
 * `load(ids)` asks, in one call (the service coalesces it with the other
 * blocks' asks of the same tick), for the ids never asked and those whose last
 * call failed; an id answered or awaiting its answer is not asked again. So the
 * page's silent refresh (the same ids again) costs no call, unless a call had
 * failed: then it retries those products instead of leaving them sold out
 * until a full reload. A failed id keeps 'error' until its new answer lands.
 */
export class LivePrices {
  /** Observed by the blocks' computed cards; entries are kept as answered (never deep-cloned). */
  readonly byId: ReadonlyMap<number, LivePriceLoad>
  private readonly entries = observable.map<number, LivePriceLoad>({}, { deep: false })
  /** Ids answered or awaiting their answer (bookkeeping: nothing observes it). */
  private readonly asked = new Set<number>()

  constructor (private readonly products: Pick<ProductService, 'prices'>, private readonly query: PriceQuery) {
    this.byId = this.entries
  }

  load (ids: readonly number[]): void {
    const wanted = [...new Set(ids)].filter((id) => !this.asked.has(id))
    if (!wanted.length) return
    for (const id of wanted) this.asked.add(id)
    this.products.prices(wanted, this.query).then(
      (answer) => runInAction(() => {
        for (const id of wanted) this.entries.set(id, answer.get(id) ?? { id })
      }),
      () => runInAction(() => {
        for (const id of wanted) {
          this.asked.delete(id)
          this.entries.set(id, 'error')
        }
      })
    )
  }
}
