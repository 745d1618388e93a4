import type { Location } from '@/platform/rules'
import type { ShopAnswer } from '@/services/stores'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseShopList } from './model'
import { LOCATION_WAIT_MS, ShopListStore } from './store'


const T0 = Date.parse('2026-11-23T10:00:00+08:00')
const meta = { id: 9601, uuid: 'shops-1', type: 'shopList', kind: 'shopList' }
const HERE: Location = { latitude: 31.2304, longitude: 121.4737 }
const shop = (id: string, over: Partial<ShopAnswer> = {}): ShopAnswer => ({ id, name: `门店${id}`, shopImages: [], tags: [], frontCategoryIds: [], shopServiceIds: [], ...over } as ShopAnswer)

/** A promise the test settles when it wants. */
function later<T> () {
  let resolve: (v: T) => void = () => undefined
  let reject: (e: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

function make (contents: Record<string, unknown>, getLocation: () => Promise<Location>, options: StoreRootOptions = {}) {
  jest.useFakeTimers({ now: T0 })
  const made = storeRoot({ ...options, platform: { getLocation, ...options.platform } })
  const parsed = parseShopList(contents)
  if (!parsed.ok) throw new Error(parsed.reason)
  const store = new ShopListStore(parsed.value, meta, made.root)
  return { ...made, store }
}

const advance = async (ms: number) => {
  jest.advanceTimersByTime(ms)
  await answered()
}

afterEach(() => { jest.useRealTimers() })

describe('shop list store: the location (002 §7: "device geolocation is read to sort stores by distance")', () => {
  it('asks for the page\'s city as the city store has it (the address\'s cityId, the cookie, the located city)', async () => {
    const { store, services, root } = make({ shopIds: '1101' }, async () => HERE, { services: (s) => s.stores.list.mockResolvedValue([shop('1101')]) })
    root.city.choose({ id: 57 })
    store.start()
    await answered()
    expect(services.stores.list).toHaveBeenCalledWith(expect.objectContaining({ cityId: 57 }))
  })

  it('asks with the GCJ-02 location the device gave, the page\'s city and the style\'s count; distances and the badge show', async () => {
    const { store, services } = make({ shopIds: '1101,1102', shopTags: '以旧换新' }, async () => HERE, {
      services: (s) => s.stores.list.mockResolvedValue([shop('1101', { distance: 2400 }), shop('1102', { distance: 650 })])
    })
    store.start()
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(1)
    expect(services.stores.list).toHaveBeenCalledWith({ shopIds: ['1101', '1102'], shopTags: ['以旧换新'], shopTypes: [], shopServices: [], cityId: 1, latitude: 31.2304, longitude: 121.4737, size: 3 })
    expect(store.status).toBe('loaded')
    expect(store.cards.map((c) => [c.id, c.distance, c.nearest])).toEqual([['1102', '650m', true], ['1101', '2.4km', false]])
  })

  it('waits for the location at most 3000 ms, then asks without it; a location that comes later asks once more, quietly', async () => {
    const located = later<Location>()
    const { store, services } = make({ style: 'HIGHLIGHT' }, () => located.promise, {
      services: (s) => s.stores.list.mockResolvedValueOnce([shop('1'), shop('2')]).mockResolvedValueOnce([shop('2', { distance: 300 }), shop('1', { distance: 900 })])
    })
    store.start()
    await advance(LOCATION_WAIT_MS - 1)
    expect(services.stores.list).not.toHaveBeenCalled()
    expect(store.status).toBe('loading')
    await advance(1)
    expect(services.stores.list).toHaveBeenCalledTimes(1)
    expect(services.stores.list.mock.calls[0][0]).toMatchObject({ latitude: undefined, longitude: undefined, size: 2 })
    expect(store.cards.map((c) => [c.id, c.distance])).toEqual([['1', undefined], ['2', undefined]])
    located.resolve(HERE)
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(2)
    expect(services.stores.list.mock.calls[1][0]).toMatchObject({ latitude: 31.2304, longitude: 121.4737, size: 2 })
    // The list never went back to its loading line.
    expect(store.status).toBe('loaded')
    expect(store.cards.map((c) => [c.id, c.distance, c.nearest])).toEqual([['2', '300m', true], ['1', '900m', false]])
  })

  it('a refused or failed location: asked at once without one, no distances, no badge, the list still shows', async () => {
    for (const refuse of [() => Promise.reject(new Error('auth deny')), async () => ({ latitude: 0, longitude: 0 })]) {
      const { store, services } = make({}, refuse, { services: (s) => s.stores.list.mockResolvedValue([shop('1', { distance: 100 }), shop('2')]) })
      store.start()
      await answered()
      expect(services.stores.list).toHaveBeenCalledTimes(1)
      expect(services.stores.list.mock.calls[0][0]).toMatchObject({ latitude: undefined, longitude: undefined })
      expect(store.cards.map((c) => [c.id, c.distance, c.nearest])).toEqual([['1', undefined, false], ['2', undefined, false]])
      // Nothing more is asked later.
      await advance(10_000)
      expect(services.stores.list).toHaveBeenCalledTimes(1)
      jest.useRealTimers()
    }
  })
})

describe('shop list store: failures and taps', () => {
  it('a failed list shows the retry line; a burst of taps on it asks once; a remount asks nothing', async () => {
    const { store, services } = make({}, async () => HERE, {
      services: (s) => s.stores.list.mockRejectedValueOnce(new Error('500')).mockResolvedValue([shop('1')])
    })
    store.start()
    await answered()
    expect(store.status).toBe('failed')
    for (let i = 0; i < 20; i++) store.retry()
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(2)
    expect(store.status).toBe('loaded')
    store.start()
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(2)
  })

  it('taps spread over a second against a slow gateway ask once: those while the call is out count toward the burst', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') })
    const slowFailure = () => new Promise<never>((_resolve, reject) => { setTimeout(() => reject(new Error('500')), 900) })
    const { store, services } = make({}, async () => HERE, { services: (s) => s.stores.list.mockRejectedValueOnce(new Error('500')).mockImplementation(slowFailure) })
    store.start()
    await answered()
    expect(store.status).toBe('failed')
    store.retry()
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(2)
    await advance(500)
    store.retry()
    await advance(450)
    expect(store.status).toBe('failed')
    store.retry()
    await advance(1000)
    expect(services.stores.list).toHaveBeenCalledTimes(2)
  })

  it('a refreshed config asks again only when it changes which stores are asked', async () => {
    const { store, services } = make({ shopIds: '1' }, async () => HERE, { services: (s) => s.stores.list.mockResolvedValue([shop('1')]) })
    store.start()
    await answered()
    store.update({ ...store.settings, title: '新标题' })
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(1)
    store.update({ ...store.settings, shopIds: ['1', '2'] })
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(2)
    expect(services.stores.list.mock.calls[1][0]).toMatchObject({ shopIds: ['1', '2'], latitude: 31.2304 })
  })

  it('an answer after the store is gone changes nothing', async () => {
    const answer = later<ShopAnswer[]>()
    const { store, services } = make({}, async () => HERE, { services: (s) => s.stores.list.mockReturnValue(answer.promise) })
    store.start()
    await answered()
    store.dispose()
    answer.resolve([shop('1')])
    await answered()
    expect(services.stores.list).toHaveBeenCalledTimes(1)
    expect(store.cards).toEqual([])
  })

  it('taps open the detail (shop_id), the navigation preview (shopId, from=nearest) and StoreList (hideTab=1), once per burst', async () => {
    const { store, platform } = make({ shopTypes: [8, 21] }, async () => HERE, { services: (s) => s.stores.list.mockResolvedValue([shop('1101')]) })
    store.start()
    await answered()
    const card = store.cards[0]
    for (let i = 0; i < 20; i++) store.openShop(card)
    store.navigate(card)
    store.openMore()
    expect((platform.open as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      { kind: 'webHash', hash: '#/shop/detail?shop_id=1101' },
      { kind: 'webHash', hash: '#/shop/navigation?shopId=1101&from=nearest' },
      { kind: 'webHash', hash: '#/stores?shopTypes=8%2C21&hideTab=1' }
    ])
  })
})

describe('shop list store: the phone (tap to call where the host can: docs/decisions.md)', () => {
  it('dials the checked number once per burst; a host that cannot says the number; the visitor cancelling is silent', async () => {
    const { store, platform } = make({}, async () => HERE, { services: (s) => s.stores.list.mockResolvedValue([shop('1', { mobile: '021 6358 1234' }), shop('2', { mobile: 'tel:evil' })]) })
    store.start()
    await answered()
    const [first, second] = store.cards
    const dial = platform.dial as jest.Mock
    await Promise.all(Array.from({ length: 20 }, () => store.call(first)))
    expect(dial).toHaveBeenCalledTimes(1)
    expect(dial).toHaveBeenCalledWith('02163581234')
    await store.call(second)
    expect(dial).toHaveBeenCalledTimes(1)
    await advance(1000)
    ;dial.mockRejectedValueOnce({ errMsg: 'makePhoneCall:fail cancel' })
    await store.call(first)
    expect(platform.toast).not.toHaveBeenCalled()
    await advance(1000)
    ;dial.mockRejectedValueOnce(new Error('not supported'))
    await store.call(first)
    expect(platform.toast).toHaveBeenCalledWith('无法拨打电话，请手动拨打 02163581234', 2000)
  })
})

describe('shop list store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  it.each(TAPPINGS)('the failed list\'s retry tapped 20 times %s against a slow gateway: one more list call, no toast', async (how) => {
    const { store, services, platform } = make({}, async () => HERE, {
      services: (s) => s.stores.list.mockRejectedValueOnce(new Error('500')).mockImplementation(slow([shop('1')]))
    })
    store.start()
    await answered()
    expect(store.status).toBe('failed')
    await tap20(how, () => store.retry())
    expect(services.stores.list).toHaveBeenCalledTimes(2)
    expect(store.status).toBe('loaded')
    expect(platform.toast).not.toHaveBeenCalled()
  })

  const taps: Array<[string, (store: ShopListStore) => unknown, string]> = [
    ['a store', (store) => store.openShop(store.cards[0]), '#/shop/detail?shop_id=1101'],
    ['its 导航', (store) => store.navigate(store.cards[0]), '#/shop/navigation?shopId=1101&from=nearest'],
    ['更多', (store) => store.openMore(), '#/stores?hideTab=1']
  ]
  it.each(TAPPINGS.flatMap((how) => taps.map(([what, tap, hash]) => [what, how, tap, hash] as const)))('%s tapped 20 times %s, the host slow to open it: one navigation, no toast', async (_what, how, tap, hash) => {
    const { store, platform } = make({}, async () => HERE, { platform: { open: jest.fn(slow(undefined)) }, services: (s) => s.stores.list.mockResolvedValue([shop('1101')]) })
    store.start()
    await answered()
    await tap20(how, () => tap(store))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('the phone tapped 20 times %s, the host\'s sheet slow to answer: one dial, no toast', async (how) => {
    const { store, platform } = make({}, async () => HERE, { platform: { dial: jest.fn(slow(undefined)) }, services: (s) => s.stores.list.mockResolvedValue([shop('1', { mobile: '021 6358 1234' })]) })
    store.start()
    await answered()
    await tap20(how, () => store.call(store.cards[0]))
    expect(platform.dial).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
