import { ADDRESS_CACHE_MS, FILTER_CACHE_MS, GEO_CACHE_MS, MODEL_CACHE_MS, TtlCache } from './cache'

describe('answer cache on the server clock (001 §9: filter and geo 5 minutes (300000 ms), model list 60 s, address 5 minutes)', () => {
  it('the spec\'s durations', () => {
    expect([FILTER_CACHE_MS, GEO_CACHE_MS, MODEL_CACHE_MS, ADDRESS_CACHE_MS]).toEqual([300000, 300000, 60000, 300000])
  })

  it('keeps an answer for its ttl, then asks again', async () => {
    let now = 1_000
    const cache = new TtlCache<number>(MODEL_CACHE_MS, () => now)
    const load = jest.fn(async () => now)
    await expect(cache.get('k', load)).resolves.toBe(1_000)
    now += MODEL_CACHE_MS - 1
    await expect(cache.get('k', load)).resolves.toBe(1_000)
    expect(load).toHaveBeenCalledTimes(1)
    now += 1
    await expect(cache.get('k', load)).resolves.toBe(now)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares a call on its way; forgets a failure; a clock set back asks again', async () => {
    let now = 0
    const cache = new TtlCache<string>(FILTER_CACHE_MS, () => now)
    const fail = jest.fn(async () => { throw new Error('down') })
    const first = cache.get('a', fail)
    const second = cache.get('a', fail)
    expect(second).toBe(first)
    await expect(first).rejects.toThrow('down')
    const ok = jest.fn(async () => 'yes')
    await expect(cache.get('a', ok)).resolves.toBe('yes')
    now = -10
    await cache.get('a', ok)
    expect(ok).toHaveBeenCalledTimes(2)
  })
})
