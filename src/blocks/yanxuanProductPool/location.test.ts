import { addressIdFor, ADDRESS_TIMEOUT_MS, GEO_RETRY, placeKey, within, withRetry } from './location'

describe('pool location (001 §7: cached address id "matched by user key, 1 s time-out"; §9 "geo-locate retry 1")', () => {
  it('the spec\'s numbers', () => {
    expect([GEO_RETRY, ADDRESS_TIMEOUT_MS]).toEqual([1, 1000])
  })

  it('reads the address id of this user only', () => {
    const stored = JSON.stringify({ userKey: 'u1', addressId: 8812 })
    expect(addressIdFor(stored, 'u1')).toBe('8812')
    expect(addressIdFor(stored, 'u2')).toBeUndefined()
    expect(addressIdFor(stored, undefined)).toBeUndefined()
    expect(addressIdFor('{broken', 'u1')).toBeUndefined()
    expect(addressIdFor(JSON.stringify({ userKey: 'u1', addressId: '<script>' }), 'u1')).toBeUndefined()
  })

  it('retries a failed locate once, no more', async () => {
    const failTwice = jest.fn().mockRejectedValueOnce(new Error('a')).mockResolvedValueOnce('city')
    await expect(withRetry(failTwice)).resolves.toBe('city')
    const always = jest.fn().mockRejectedValue(new Error('down'))
    await expect(withRetry(always)).rejects.toThrow('down')
    expect(always).toHaveBeenCalledTimes(2)
  })

  it('gives up on a slow read after its time-out', async () => {
    jest.useFakeTimers()
    const slow = within(new Promise<string>(() => undefined), ADDRESS_TIMEOUT_MS, undefined)
    jest.advanceTimersByTime(ADDRESS_TIMEOUT_MS)
    await expect(slow).resolves.toBeUndefined()
    await expect(within(Promise.reject(new Error('x')), 10, 'none')).resolves.toBe('none')
    jest.useRealTimers()
  })

  it('places 100 m apart share a cache key', () => {
    expect(placeKey({ latitude: 31.23041, longitude: 121.47371 })).toBe(placeKey({ latitude: 31.2302, longitude: 121.4735 }))
  })
})
