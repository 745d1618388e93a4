import { GatewayError } from '@/services/envelope'
import { PlatformError } from '@/platform/rules'
import type { PoolItem, SearchPage } from '@/services/productPool'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { PRE_STAT_DEBOUNCE_MS } from './filters'
import { parseProductPool } from './model'
import { ProductPoolStore } from './store'

const NOW = Date.parse('2026-11-26T10:00:00+08:00')
const SHANGHAI = { latitude: 31.2304, longitude: 121.4737 }

const item = (n: number, extra: Partial<PoolItem> = {}): PoolItem => ({
  saleGoodsNo: `SG${n}`, name: `手机${n}`, price: 1000 + n, salePrice: undefined, newProductPrice: undefined, originalPrice: undefined, allDiscountAmount: undefined,
  discountRateDesc: undefined, productTag: [], images: [], shopDistance: undefined, showShopStockTag: false, auraListImage: undefined, newGaeaFinenessImgUrl: undefined,
  newGaeaFinenessImgWidth: undefined, newGaeaFinenessImgHeight: undefined, jdIouPayTextImgUrl: undefined, todayDeliveryImage: undefined, officialImgUrl: undefined, ...extra
})
const page = (from: number, count: number): SearchPage => ({ items: Array.from({ length: count }, (_, i) => item(from + i)), pageIndex: undefined, total: undefined })

const CATEGORIES = [
  { id: 6, name: '手机', brands: [{ id: 1, name: '苹果' }, { id: 2, name: '华为' }] },
  { id: 9, name: '摄影', brands: [{ id: 20, name: '佳能' }] }
]

function make (options: StoreRootOptions & { location?: 'refused' | 'granted' } = {}) {
  jest.useFakeTimers({ now: NOW })
  const getLocation = options.location === 'granted' ? jest.fn(async () => SHANGHAI) : jest.fn(async () => { throw new PlatformError('已拒绝定位', 'GEO_REFUSED') })
  const storageGet = jest.fn(async (_key: string): Promise<string | undefined> => JSON.stringify({ userKey: 'u1', addressId: 8812 }))
  const made = storeRoot({
    ...options,
    platform: { getLocation, storage: { get: storageGet, set: jest.fn(async () => undefined), remove: jest.fn(async () => undefined) }, ...options.platform },
    services: (s) => {
      s.productPool.search.mockImplementation(async (body) => (body.pageIndex < 2 ? page(body.pageIndex * 20, 20) : page(0, 0)))
      s.productPool.categoryAndBrand.mockResolvedValue(CATEGORIES)
      s.productPool.models.mockImplementation(async (params) => (params.gaeaCategoryId === 9 ? [{ id: 9001, name: 'EOS R50' }] : [{ id: -1, name: '全部机型' }, { id: 5003, name: 'iPhone 15' }]))
      s.productPool.filterInfo.mockResolvedValue({ fineness: [{ id: '1', name: '全新' }, { id: '2', name: '99新' }], preferences: [], priceBuckets: [{ minPrice: 0, maxPrice: 1000 }, { minPrice: 1000, maxPrice: 3000 }] })
      s.productPool.ppnList.mockResolvedValue({
        sku: [{ id: '2', name: '颜色', options: Array.from({ length: 12 }, (_, i) => ({ id: String(201 + i), name: `色${i}` })) }, { id: '4', name: '网络制式', options: [] }],
        price: [], condition: [], secondary: [], warranty: [{ id: 'W6M', name: '6个月' }, { id: 'W12M', name: '12个月' }]
      })
      s.productPool.preStat.mockImplementation(async (body) => `共${body.gaeaFinenessIds?.length ?? 0}件`)
      options.services?.(s)
    }
  })
  const parsed = parseProductPool({ poolId: 101, configs: [{ poolId: 101, siftTitle: '手机' }, { poolId: 102, siftTitle: '平板' }] })
  if (!parsed.ok) throw new Error(parsed.reason)
  const store = new ProductPoolStore(parsed.value, made.root)
  const stop = store.start()
  return { ...made, store, stop, getLocation, storageGet }
}

const keys = (store: ProductPoolStore) => store.pages.flat().map((c) => c.key)
const lastBody = (services: ReturnType<typeof make>['services']) => services.productPool.search.mock.calls.at(-1)?.[0]

afterEach(() => { jest.useRealTimers() })

describe('product pool store: the list (001 §4, §9)', () => {
  it('a refused location still shows the list: page 0 of sort_composite without a city', async () => {
    const { store, services } = make()
    await answered()
    expect(services.productPool.locateCity).not.toHaveBeenCalled()
    expect(services.productPool.search).toHaveBeenCalledTimes(1)
    expect(lastBody(services)).toEqual({ sortValue: 'sort_composite', pageIndex: 0, poolId: '101', addressId: undefined, locateCityId: undefined })
    expect(keys(store)).toHaveLength(20)
    expect(store.footer).toBe('none')
  })

  it('a location finds its city (one retry) and a logged-in visitor\'s stored address joins the search', async () => {
    const { store, services, getLocation, storageGet } = make({
      location: 'granted',
      userKey: 'u1',
      services: (s) => s.productPool.locateCity.mockRejectedValueOnce(new Error('busy')).mockResolvedValueOnce({ id: 2, name: '上海' })
    })
    await answered()
    expect(getLocation).toHaveBeenCalledTimes(1)
    expect(storageGet).toHaveBeenCalledWith('yx_pool_address')
    expect(services.productPool.locateCity).toHaveBeenCalledTimes(2)
    expect(services.productPool.locateCity).toHaveBeenCalledWith({ longitude: SHANGHAI.longitude, latitude: SHANGHAI.latitude })
    expect(lastBody(services)).toMatchObject({ locateCityId: 2, addressId: '8812' })
    expect(store.place.locateCityId).toBe(2)
  })

  it('loads the next page 100 ms after the end comes within reach, until a page comes back empty ("no more content")', async () => {
    const { store, services } = make()
    await answered()
    store.nearBottom(true)
    jest.advanceTimersByTime(99)
    expect(services.productPool.search).toHaveBeenCalledTimes(1)
    store.nearBottom(true)
    jest.advanceTimersByTime(99)
    expect(services.productPool.search).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    await answered()
    expect(lastBody(services)?.pageIndex).toBe(1)
    expect(keys(store)).toHaveLength(40)
    // A full page pushes the end out of any screen: a report from before it rendered asks nothing more
    // (the second page came or not depending on the observer's timing).
    jest.advanceTimersByTime(500)
    await answered()
    expect(services.productPool.search).toHaveBeenCalledTimes(2)
    // The visitor scrolls to the end again: the next page, which comes back empty.
    store.nearBottom(true)
    jest.advanceTimersByTime(100)
    await answered()
    expect(lastBody(services)?.pageIndex).toBe(2)
    expect(store.footer).toBe('end')
    store.nearBottom(true)
    jest.advanceTimersByTime(500)
    await answered()
    expect(services.productPool.search).toHaveBeenCalledTimes(3)
  })

  it('appending keeps the earlier pages as they were (no copy of their cards)', async () => {
    const { store } = make()
    await answered()
    const first = store.pages[0]
    store.nearBottom(true)
    jest.advanceTimersByTime(100)
    await answered()
    expect(store.pages[0]).toBe(first)
  })

  it('an empty pool says "no content"', async () => {
    const { store } = make({ services: (s) => s.productPool.search.mockResolvedValue(page(0, 0)) })
    await answered()
    expect(store.footer).toBe('empty')
  })

  it('a failed page shows a retry at the end, which asks that page again', async () => {
    const { store, services } = make({ services: (s) => s.productPool.search.mockResolvedValueOnce(page(0, 20)).mockRejectedValueOnce(new Error('down')) })
    await answered()
    store.nearBottom(true)
    jest.advanceTimersByTime(100)
    await answered()
    expect(store.footer).toBe('retry')
    expect(keys(store)).toHaveLength(20)
    store.retry()
    await answered()
    expect(lastBody(services)?.pageIndex).toBe(1)
    expect(keys(store)).toHaveLength(40)
  })

  it('an answer to an older search never overwrites a newer one', async () => {
    const finishers: Array<(value: SearchPage) => void> = []
    const { store, services } = make({ services: (s) => s.productPool.search.mockImplementation(() => new Promise((resolve) => { finishers.push(resolve) })) })
    await answered()
    store.tapSort('price')
    await answered()
    expect(services.productPool.search).toHaveBeenCalledTimes(2)
    finishers[1]({ items: [item(900)], pageIndex: 0, total: 1 })
    await answered()
    finishers[0](page(0, 20))
    await answered()
    expect(keys(store)).toEqual(['SG900'])
  })
})

describe('product pool store: sort, tabs, picker (001 §4, §5, §8)', () => {
  it('price toggles asc and desc, composite resets; each sends its sort from page 0', async () => {
    const { store, services } = make()
    await answered()
    store.tapSort('price')
    await answered()
    expect(lastBody(services)).toMatchObject({ sortValue: 'sort_price_asc', pageIndex: 0 })
    // A visitor's next tap, not the same burst (800 ms: renderer/click.ts).
    jest.advanceTimersByTime(800)
    store.tapSort('price')
    await answered()
    expect(lastBody(services)?.sortValue).toBe('sort_price_desc')
    store.tapSort('composite')
    await answered()
    expect(lastBody(services)?.sortValue).toBe('sort_composite')
  })

  it('a sighting of the end measured over the list a new sort emptied asks for no second page once the first came', async () => {
    const { store, services } = make()
    await answered()
    jest.advanceTimersByTime(800)
    store.tapSort('price')
    await answered()
    expect(lastBody(services)).toMatchObject({ sortValue: 'sort_price_asc', pageIndex: 0 })
    expect(store.pages).toHaveLength(1)
    // The emptied list had the end in reach; that report arrives after the new first page reached the store, and
    // the page that pushes the end away is yet to be drawn (a loaded machine: longer than the 100 ms debounce).
    store.nearBottom(true, 0)
    jest.advanceTimersByTime(500)
    await answered()
    expect(services.productPool.search).toHaveBeenCalledTimes(2)
    // Measured once that page was drawn and the end is still in reach: the next page, as a scroll would ask it.
    store.nearBottom(true, 1)
    jest.advanceTimersByTime(100)
    await answered()
    expect(lastBody(services)).toMatchObject({ sortValue: 'sort_price_asc', pageIndex: 1 })
  })

  it('twenty taps in one tick on the price sort are one tap: one search, ascending', async () => {
    const { store, services } = make()
    await answered()
    const before = services.productPool.search.mock.calls.length
    for (let i = 0; i < 20; i++) store.tapSort('price')
    await answered()
    expect(services.productPool.search.mock.calls.length - before).toBe(1)
    expect(lastBody(services)?.sortValue).toBe('sort_price_asc')
  })

  it('twenty taps in one tick on the picker\'s confirm are one tap: one search', async () => {
    const { store, services } = make()
    await answered()
    store.openPicker()
    await answered()
    store.pickModel('dropdown', 5003)
    const before = services.productPool.search.mock.calls.length
    for (let i = 0; i < 20; i++) store.confirmPickerDraft()
    await answered()
    expect(services.productPool.search.mock.calls.length - before).toBe(1)
    expect(lastBody(services)).toMatchObject({ gaeaCategoryId: 6, gaeaBrandId: 1, gaeaProductId: 5003 })
  })

  it('twenty taps in one tick on the filter panel\'s confirm are one tap: one search', async () => {
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    store.toggleOption(store.groups[0], '1')
    const before = services.productPool.search.mock.calls.length
    for (let i = 0; i < 20; i++) store.confirmPanel()
    await answered()
    expect(services.productPool.search.mock.calls.length - before).toBe(1)
    expect(lastBody(services)).toMatchObject({ gaeaFinenessIds: [1] })
  })

  it('a tab change resets the sort, the filters and the list', async () => {
    const { store, services } = make()
    await answered()
    store.tapSort('price')
    store.siftCategory(6)
    await answered()
    store.chooseTab(1)
    await answered()
    expect(lastBody(services)).toEqual({ sortValue: 'sort_composite', pageIndex: 0, poolId: '102', addressId: undefined, locateCityId: undefined })
    expect(store.picker).toEqual({})
    expect(services.productPool.categoryAndBrand).toHaveBeenLastCalledWith({ scene: 'YANXUAN_POOL', poolId: '102' })
  })

  it('a refresh keeps the pool on screen; a pool gone from the config gives the first one afresh', async () => {
    const { store, services } = make()
    await answered()
    store.chooseTab(1)
    await answered()
    const again = parseProductPool({ configs: [{ poolId: 300, siftTitle: '新池' }, { poolId: 102, siftTitle: '平板' }] })
    if (!again.ok) throw new Error(again.reason)
    store.update(again.value)
    expect(store.tab.poolId).toBe('102')
    const calls = services.productPool.search.mock.calls.length
    const gone = parseProductPool({ configs: [{ poolId: 400, siftTitle: '另一个' }] })
    if (!gone.ok) throw new Error(gone.reason)
    store.update(gone.value)
    await answered()
    expect(services.productPool.search).toHaveBeenCalledTimes(calls + 1)
    expect(lastBody(services)?.poolId).toBe('400')
    // Gone at the same index (the first tab's pool replaced): still a new list.
    const replaced = parseProductPool({ poolId: 500 })
    if (!replaced.ok) throw new Error(replaced.reason)
    store.update(replaced.value)
    await answered()
    expect(lastBody(services)?.poolId).toBe('500')
  })

  it('the picker opens on the first category and its first brand; a model list with "all" (-1) needs no model, sent as undefined', async () => {
    const { store, services } = make()
    await answered()
    store.openPicker()
    await answered()
    expect(store.pickerDraft).toEqual({ categoryId: 6, brandId: 1, modelId: undefined })
    expect(store.models?.map((m) => m.id)).toEqual([-1, 5003])
    store.pickModel('dropdown', -1)
    store.confirmPickerDraft()
    await answered()
    expect(store.picker.modelId).toBe(-1)
    expect(lastBody(services)).toMatchObject({ gaeaCategoryId: 6, gaeaBrandId: 1 })
    expect(lastBody(services)).not.toHaveProperty('gaeaProductId')
    expect(store.open).toBe('none')
  })

  it('without the all-models option the toast says "please choose a model"; the chosen model tapped again is deselected', async () => {
    const { store, platform, services } = make()
    await answered()
    store.openPicker()
    store.pickCategory('dropdown', 9)
    await answered()
    expect(store.pickerDraft).toEqual({ categoryId: 9, brandId: 20, modelId: undefined })
    store.confirmPickerDraft()
    expect(platform.toast).toHaveBeenCalledWith('请选择机型')
    expect(store.open).toBe('picker')
    store.pickModel('dropdown', 9001)
    store.pickModel('dropdown', 9001)
    expect(store.pickerDraft.modelId).toBeUndefined()
    store.pickModel('dropdown', 9001)
    jest.advanceTimersByTime(800)
    store.confirmPickerDraft()
    await answered()
    expect(lastBody(services)).toMatchObject({ gaeaCategoryId: 9, gaeaBrandId: 20, gaeaProductId: 9001 })
  })

  it('while the model list loads the confirm waits (no search, no toast); the first tap once it came applies', async () => {
    let finish: (models: Array<{ id: number, name: string }>) => void = () => undefined
    const { store, platform, services } = make({ services: (s) => s.productPool.models.mockImplementationOnce(() => new Promise((resolve) => { finish = resolve })) })
    await answered()
    store.openPicker()
    await answered()
    expect(store.modelsLoading('dropdown')).toBe(true)
    const before = services.productPool.search.mock.calls.length
    store.confirmPickerDraft()
    await answered()
    expect(services.productPool.search.mock.calls.length - before).toBe(0)
    expect(platform.toast).not.toHaveBeenCalled()
    expect(store.open).toBe('picker')
    finish([{ id: -1, name: '全部机型' }, { id: 5003, name: 'iPhone 15' }])
    await answered()
    expect(store.modelsLoading('dropdown')).toBe(false)
    // Within the 800 ms burst of the tap that waited: that tap did not count, this one does.
    jest.advanceTimersByTime(100)
    store.confirmPickerDraft()
    await answered()
    expect(services.productPool.search.mock.calls.length - before).toBe(1)
    expect(store.open).toBe('none')
  })

  it('the panel\'s confirm waits too while its nested picker\'s models load', async () => {
    let finish: (models: Array<{ id: number, name: string }>) => void = () => undefined
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    services.productPool.models.mockImplementationOnce(() => new Promise((resolve) => { finish = resolve }))
    store.pickCategory('panel', 6)
    await answered()
    expect(store.modelsLoading('panel')).toBe(true)
    const before = services.productPool.search.mock.calls.length
    store.confirmPanel()
    await answered()
    expect(services.productPool.search.mock.calls.length - before).toBe(0)
    expect(store.open).toBe('panel')
    finish([{ id: -1, name: '全部机型' }])
    await answered()
    store.confirmPanel()
    await answered()
    expect(services.productPool.search.mock.calls.length - before).toBe(1)
    expect(lastBody(services)).toMatchObject({ gaeaCategoryId: 6, gaeaBrandId: 1 })
  })

  it('a model list that does not load: the server\'s message (not "no models available"), the dropdown closes, and the next tap asks again', async () => {
    const { store, platform, services } = make({ services: (s) => s.productPool.models.mockRejectedValueOnce(new GatewayError('系统繁忙，请稍后再试', 500, 500)) })
    await answered()
    store.openPicker()
    await answered()
    expect(platform.toast).toHaveBeenCalledWith('系统繁忙，请稍后再试')
    expect(store.open).toBe('none')
    store.openPicker()
    await answered()
    expect(services.productPool.models).toHaveBeenCalledTimes(2)
    expect(store.open).toBe('picker')
    expect(store.models?.map((m) => m.id)).toEqual([-1, 5003])
  })

  it('the model list is asked again only after 60 s', async () => {
    const { store, services } = make()
    await answered()
    store.openPicker()
    await answered()
    store.pickBrand('dropdown', 2)
    await answered()
    store.pickBrand('dropdown', 1)
    await answered()
    expect(services.productPool.models).toHaveBeenCalledTimes(2)
    jest.advanceTimersByTime(60_000)
    store.pickBrand('dropdown', 2)
    await answered()
    expect(services.productPool.models).toHaveBeenCalledTimes(3)
  })
})

describe('product pool store: the filter panel (001 §5, §7, §9)', () => {
  it('groups without options are left out; the count follows the choices; confirm swaps min > max and sends the body', async () => {
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    expect(store.groups.map((g) => g.key)).toEqual(['fineness', 'sku:2', 'warranty'])
    expect(store.preStat).toBe('共0件')
    const fineness = store.groups[0]
    store.toggleOption(fineness, '1')
    store.toggleOption(fineness, '2')
    jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS)
    await answered()
    expect(store.preStat).toBe('共2件')
    expect(services.productPool.preStat).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, size: 20, cityId: 1, scene: 'YANXUAN_POOL', poolId: '101', gaeaFinenessIds: [1, 2] }))
    const warranty = store.groups[2]
    store.toggleOption(warranty, 'W6M')
    store.toggleOption(warranty, 'W12M')
    store.setMin('3000')
    store.setMax('1000元')
    store.confirmPanel()
    await answered()
    expect(lastBody(services)).toMatchObject({ gaeaFinenessIds: [1, 2], warrantyPeriodTag: 'W12M', minPrice: 1000, maxPrice: 3000, pageIndex: 0 })
    expect([store.panel.minText, store.panel.maxText]).toEqual(['1000', '3000'])
    expect(store.filtersOn).toBe(true)
  })

  it('five quick changes ask the count once, 300 ms after the last (the button reads 确定 meanwhile)', async () => {
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    const before = services.productPool.preStat.mock.calls.length
    const colours = store.groups[1]
    for (const id of ['201', '202', '203', '204']) {
      store.toggleOption(colours, id)
      jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS - 1)
    }
    store.toggleOption(store.groups[0], '1')
    expect(store.preStat).toBeUndefined()
    jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS - 1)
    await answered()
    expect(services.productPool.preStat.mock.calls.length - before).toBe(0)
    jest.advanceTimersByTime(1)
    await answered()
    expect(services.productPool.preStat.mock.calls.length - before).toBe(1)
    expect(services.productPool.preStat).toHaveBeenLastCalledWith(expect.objectContaining({ gaeaFinenessIds: [1], gaeaSkuPpvIds: [201, 202, 203, 204] }))
    expect(store.preStat).toBe('共1件')
  })

  it('a count answered for an older selection never shows over a newer one', async () => {
    const pending: Array<(text: string) => void> = []
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    services.productPool.preStat.mockImplementation(() => new Promise((resolve) => { pending.push(resolve) }))
    const fineness = store.groups[0]
    store.toggleOption(fineness, '1')
    jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS)
    store.toggleOption(fineness, '2')
    // The first selection's answer comes while the second waits out its quiet time: not shown.
    pending[0]('共1件')
    await answered()
    expect(store.preStat).toBeUndefined()
    jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS)
    store.toggleOption(store.groups[1], '201')
    jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS)
    expect(pending).toHaveLength(3)
    // The newest answers first; the older one after it changes nothing.
    pending[2]('共2件')
    await answered()
    pending[1]('共9件')
    await answered()
    expect(store.preStat).toBe('共2件')
  })

  it('a count still waiting when the panel closes is not asked', async () => {
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    const before = services.productPool.preStat.mock.calls.length
    store.toggleOption(store.groups[0], '1')
    store.close()
    jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS)
    await answered()
    expect(services.productPool.preStat.mock.calls.length - before).toBe(0)
  })

  it('reopened with applied choices, the count is asked once the groups are known, with those choices', async () => {
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    store.toggleOption(store.groups[0], '2')
    // The visitor reads the count, then confirms.
    jest.advanceTimersByTime(PRE_STAT_DEBOUNCE_MS)
    await answered()
    store.confirmPanel()
    await answered()
    const calls = services.productPool.preStat.mock.calls.length
    store.openPanel()
    expect(store.preStat).toBeUndefined()
    await answered()
    // The same choices as last counted: the kept answer (5 minutes), not a count without the fineness.
    expect(store.preStat).toBe('共1件')
    expect(services.productPool.preStat).toHaveBeenCalledTimes(calls)
  })

  it('price inputs keep 6 digits; a bucket fills them; reset clears the panel', async () => {
    const { store } = make()
    await answered()
    store.openPanel()
    await answered()
    store.setMin('12345678')
    expect(store.panelDraft.minText).toBe('123456')
    // Whole yuan: a typed 12.5 is 12, not 125.
    store.setMax('12.5')
    expect(store.panelDraft.maxText).toBe('12')
    store.chooseBucket(store.buckets[2])
    expect([store.panelDraft.minText, store.panelDraft.maxText, store.bucketIndex]).toEqual(['1000', '3000', 2])
    store.resetPanel()
    expect(store.panelDraft).toEqual({ options: {}, minText: '', maxText: '' })
    expect(store.bucketIndex).toBe(0)
  })

  it('filter queries are kept 5 minutes on the server clock', async () => {
    const { store, services } = make()
    await answered()
    store.openPanel()
    await answered()
    store.close()
    store.openPanel()
    await answered()
    expect(services.productPool.filterInfo).toHaveBeenCalledTimes(1)
    expect(services.productPool.ppnList).toHaveBeenCalledTimes(1)
    store.close()
    jest.advanceTimersByTime(300_000)
    store.openPanel()
    await answered()
    expect(services.productPool.filterInfo).toHaveBeenCalledTimes(2)
  })

  it('a failing filter call says why and the list stays', async () => {
    const { store, platform } = make({ services: (s) => s.productPool.ppnList.mockRejectedValue(new PlatformError('筛选服务繁忙，请稍后再试', 'X')) })
    await answered()
    store.openPanel()
    await answered()
    expect(platform.toast).toHaveBeenCalledWith('筛选服务繁忙，请稍后再试')
    expect(store.groups.map((g) => g.key)).toEqual(['fineness'])
    expect(keys(store)).toHaveLength(20)
  })
})

describe('product pool store: 20 taps in one tick or over a second, against a slow search (tests in tiers)', () => {
  const taps: Array<[string, (store: ProductPoolStore) => void, (store: ProductPoolStore) => void]> = [
    ['the price sort', () => undefined, (store) => store.tapSort('price')],
    ['another tab', () => undefined, (store) => store.chooseTab(1)],
    ['a second-sift category', () => undefined, (store) => store.siftCategory(6)],
    ['the picker\'s confirm', (store) => { store.openPicker() }, (store) => store.confirmPickerDraft()],
    ['the filter panel\'s confirm', (store) => { store.openPanel() }, (store) => store.confirmPanel()]
  ]
  it.each(TAPPINGS.flatMap((how) => taps.map(([what, before, tap]) => [what, how, before, tap] as const)))('%s tapped 20 times %s against a slow search: one search, no toast', async (_what, how, before, tap) => {
    const { store, services, platform } = make()
    await answered()
    before(store)
    await answered()
    if (store.open === 'picker') store.pickModel('dropdown', 5003)
    if (store.open === 'panel') store.toggleOption(store.groups[0], '1')
    services.productPool.search.mockClear().mockImplementation(slow(page(0, 20)))
    await tap20(how, () => tap(store))
    expect(services.productPool.search).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('选机型 tapped 20 times %s against a slow model list: one model call, no toast', async (how) => {
    const { store, services, platform } = make({ services: (s) => s.productPool.models.mockImplementation(slow([{ id: 5003, name: 'iPhone 15' }])) })
    await answered()
    await tap20(how, () => store.openPicker())
    expect(services.productPool.models).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('筛选 tapped 20 times %s against slow filter calls: one filter-info, one ppn, one count, no toast', async (how) => {
    const { store, services, platform } = make()
    await answered()
    services.productPool.filterInfo.mockImplementation(slow({ fineness: [{ id: '1', name: '全新' }], preferences: [], priceBuckets: [] }))
    services.productPool.ppnList.mockImplementation(slow({ sku: [], price: [], condition: [], secondary: [], warranty: [] }))
    await tap20(how, () => store.openPanel())
    expect(services.productPool.filterInfo).toHaveBeenCalledTimes(1)
    expect(services.productPool.ppnList).toHaveBeenCalledTimes(1)
    expect(services.productPool.preStat).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('a failed page\'s retry tapped 20 times %s against a slow search: that page asked once, no toast', async (how) => {
    const { store, services, platform } = make({ services: (s) => s.productPool.search.mockResolvedValueOnce(page(0, 20)).mockRejectedValueOnce(new Error('down')) })
    await answered()
    store.nearBottom(true)
    jest.advanceTimersByTime(100)
    await answered()
    expect(store.footer).toBe('retry')
    store.nearBottom(false)
    services.productPool.search.mockClear().mockImplementation(slow(page(20, 20)))
    await tap20(how, () => store.retry())
    expect(services.productPool.search).toHaveBeenCalledTimes(1)
    expect(lastBody(services)?.pageIndex).toBe(1)
    expect(keys(store)).toHaveLength(40)
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
