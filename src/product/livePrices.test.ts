import { autorun } from 'mobx'
import type { LivePrice } from '@/services/products'
import { LivePrices } from './livePrices'

const QUERY = { needIouData: true } as const

/** A products service whose calls the test settles one by one. */
function pendingService () {
  const calls: Array<{ ids: readonly number[], resolve: (answer: Map<number, LivePrice>) => void, reject: (e: unknown) => void }> = []
  const prices = jest.fn((ids: readonly number[]) => new Promise<Map<number, LivePrice>>((resolve, reject) => { calls.push({ ids, resolve, reject }) }))
  return { service: { prices }, calls }
}
const settled = async () => { for (let i = 0; i < 5; i++) await Promise.resolve() }

describe('live prices of a product block (001 §7: get-info-list with ids, needIouData)', () => {
  it('asks once for the ids given, each id once, with the block\'s query', () => {
    const { service } = pendingService()
    const prices = new LivePrices(service, QUERY)
    prices.load([1, 2, 2, 3])
    expect(service.prices).toHaveBeenCalledTimes(1)
    expect(service.prices).toHaveBeenCalledWith([1, 2, 3], QUERY)
  })

  it('keeps each answered entry by id; a product the answer left out is an empty entry (no price: sold out)', async () => {
    const { service, calls } = pendingService()
    const prices = new LivePrices(service, QUERY)
    prices.load([1, 2])
    expect(prices.byId.get(1)).toBeUndefined()
    calls[0].resolve(new Map([[1, { id: 1, dailyPrice: 10, lowestPrice: 9 }]]))
    await settled()
    expect(prices.byId.get(1)).toEqual({ id: 1, dailyPrice: 10, lowestPrice: 9 })
    expect(prices.byId.get(2)).toEqual({ id: 2 })
  })

  it('"other code: products are treated as errors": every id of a failed call is \'error\'', async () => {
    const { service, calls } = pendingService()
    const prices = new LivePrices(service, QUERY)
    prices.load([1, 2])
    calls[0].reject(new Error('50001'))
    await settled()
    expect([prices.byId.get(1), prices.byId.get(2)]).toEqual(['error', 'error'])
  })

  it('asks again only for the ids never asked and those whose call failed; a failed id stays \'error\' until its new answer', async () => {
    const { service, calls } = pendingService()
    const prices = new LivePrices(service, QUERY)
    prices.load([1, 2])
    // Awaiting the answer: nothing asked twice.
    prices.load([1, 2])
    expect(service.prices).toHaveBeenCalledTimes(1)
    calls[0].reject(new Error('timeout'))
    await settled()
    prices.load([1, 2, 3])
    expect(service.prices).toHaveBeenCalledTimes(2)
    expect(service.prices).toHaveBeenLastCalledWith([1, 2, 3], QUERY)
    expect(prices.byId.get(1)).toBe('error')
    calls[1].resolve(new Map([[1, { id: 1, lowestPrice: 5 }], [2, { id: 2, lowestPrice: 6 }], [3, { id: 3, lowestPrice: 7 }]]))
    await settled()
    expect(prices.byId.get(1)).toEqual({ id: 1, lowestPrice: 5 })
    // Answered: a later refresh asks nothing.
    prices.load([1, 2, 3])
    expect(service.prices).toHaveBeenCalledTimes(2)
  })

  it('is observable: a view of the prices updates when an answer lands', async () => {
    const { service, calls } = pendingService()
    const prices = new LivePrices(service, QUERY)
    const seen: unknown[] = []
    const stop = autorun(() => { seen.push(prices.byId.get(1)) })
    prices.load([1])
    calls[0].resolve(new Map([[1, { id: 1, lowestPrice: 5 }]]))
    await settled()
    stop()
    expect(seen).toEqual([undefined, { id: 1, lowestPrice: 5 }])
  })
})
