import { act } from 'react'
import type { ShopAnswer } from '@/services/stores'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
beforeAll(async () => { await import('.') })
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const HERE = { latitude: 31.2304, longitude: 121.4737 }
const img = (n: string) => `https://img.example/${n}.jpg`
const shops: ShopAnswer[] = [
  { id: '1101', name: '爱回收·上海来福士店', address: '上海市黄浦区西藏中路268号来福士广场B1层', imgUrl: img('a'), shopImages: [img('b'), img('c')], businessStatus: 1, closeTimeTxt: '22:00', businessStartTime: '10:00', businessEndTime: '22:00', weekendBusinessStartTime: '10:00', weekendBusinessEndTime: '22:30', tags: ['以旧换新', '免费检测'], mobile: '021-63581234', distance: 812, frontCategoryIds: [6, 8, 7, 17, 9], shopServiceIds: [], shopType: 8 },
  { id: '1102', name: '爱回收·人民广场店', address: '上海市黄浦区南京东路300号', imgUrl: img('d'), shopImages: [], businessStatus: 3, openTimeTxt: '明日10:00', tags: [], distance: 1650, frontCategoryIds: [6], shopServiceIds: [], shopType: 1 },
  { id: '1103', name: '爱回收·静安寺店', address: '上海市静安区南京西路1618号', shopImages: [], businessStatus: 2, closeTimeTxt: '21:00', tags: [], distance: 3900, frontCategoryIds: [], shopServiceIds: [] },
  { id: '1104', name: '爱回收·徐家汇店', shopImages: [], tags: [], distance: 5100, frontCategoryIds: [], shopServiceIds: [] }
]

async function open (contents: Record<string, unknown>, located = true) {
  const made = await renderBlocks([component('shopList', contents)], {
    platform: { getLocation: located ? async () => HERE : () => Promise.reject(new Error('auth deny')) },
    services: (s) => s.stores.list.mockResolvedValue(shops)
  })
  await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
  return made
}

describe('shop list view (002 §1–§4, §9)', () => {
  it('flat: 3 stores with name, type, status, hours, address, distance, categories, tags; the nearest badge once', async () => {
    await open({ style: 'FLAT', shopIds: '1101,1102,1103,1104' })
    expect(q('.shop-list')?.className).toContain('shop-list--flat')
    expect(texts('.shop-list__title')).toEqual(['附近门店'])
    expect(texts('.shop-list__name')).toEqual(['爱回收·上海来福士店', '爱回收·人民广场店', '爱回收·静安寺店'])
    expect(texts('.shop-list__type')).toEqual(['奢侈品'])
    expect(texts('.shop-list__nearest')).toEqual(['离你最近'])
    expect(texts('.shop-list__status')).toEqual(['营业中', '休息中', '即将打烊'])
    expect(texts('.shop-list__status-time')).toEqual(['22:00打烊', '明日10:00开始营业', '21:00打烊'])
    expect(texts('.shop-list__hour')).toEqual(['周一至周五 10:00-22:00', '周末 10:00-22:30'])
    expect(texts('.shop-list__distance')).toEqual(['812m', '1.7km', '3.9km'])
    expect(texts('.shop-list__categories')).toEqual(['回收品类：手机、平板、电脑/笔记本、智能数码、摄影摄像', '回收品类：手机'])
    expect(texts('.shop-list__tag')).toEqual(['以旧换新', '免费检测'])
    expect(texts('.shop-list__action--call')).toEqual(['电话'])
  })

  it('first-highlighted: 2 stores, the first across the block with at most 4 categories', async () => {
    await open({ style: 'HIGHLIGHT' })
    expect(qa('.shop-list__shop')).toHaveLength(2)
    expect(qa('.shop-list__shop')[0].className).toContain('shop-list__shop--highlight')
    expect(qa('.shop-list__shop')[1].className).not.toContain('--highlight')
    expect(texts('.shop-list__categories')[0]).toBe('回收品类：手机、平板、电脑/笔记本、智能数码')
  })

  it('a refused location: the list shows, without distances or the badge', async () => {
    await open({}, false)
    expect(qa('.shop-list__shop')).toHaveLength(3)
    expect(qa('.shop-list__distance')).toHaveLength(0)
    expect(qa('.shop-list__nearest')).toHaveLength(0)
  })

  it('taps: the store its detail; navigation and "more" their own page, not the store\'s', async () => {
    const made = await open({ shopTags: '以旧换新' })
    const opened = () => (made.platform.open as jest.Mock).mock.calls.map((c) => c[0].hash)
    made.utils.fireEvent.click(qa('.shop-list__action--navigate')[0])
    made.utils.fireEvent.click(qa('.shop-list__name')[1])
    made.utils.fireEvent.click(q('.shop-list__more') as HTMLElement)
    expect(opened()).toEqual(['#/shop/navigation?shopId=1101&from=nearest', '#/shop/detail?shop_id=1102', `#/stores?shopTags=${encodeURIComponent('以旧换新')}&hideTab=1`])
  })

  it('the image carousel autoplays (2500 ms) only for a store with more than one image, only on screen, and stops while the page is hidden', async () => {
    const intervals = jest.spyOn(window, 'setInterval')
    const autoplays = () => intervals.mock.results.filter((_, i) => intervals.mock.calls[i][1] === 2500)
    // Off screen (the test setup's observer never reports one in view): no timer at all.
    await open({})
    expect(qa('.shop-list__photos .carousel')).toHaveLength(1)
    expect(autoplays()).toHaveLength(0)
  })

  it('on screen: one 2500 ms autoplay; the page hidden clears it, shown again starts it', async () => {
    const Unseen = window.IntersectionObserver
    window.IntersectionObserver = class {
      constructor (private readonly report: IntersectionObserverCallback) {}
      observe (el: Element) { this.report([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver) }
      unobserve () {}
      disconnect () {}
      takeRecords () { return [] }
    } as unknown as typeof IntersectionObserver
    try {
      const intervals = jest.spyOn(window, 'setInterval')
      const cleared = jest.spyOn(window, 'clearInterval')
      await open({})
      const autoplays = intervals.mock.results.filter((_, i) => intervals.mock.calls[i][1] === 2500)
      expect(autoplays).toHaveLength(1)
      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
      act(() => { document.dispatchEvent(new Event('visibilitychange')) })
      expect(cleared).toHaveBeenCalledWith(autoplays[0].value)
      const before = intervals.mock.calls.length
      visibility.mockReturnValue('visible')
      act(() => { document.dispatchEvent(new Event('visibilitychange')) })
      expect(intervals.mock.calls.slice(before).map((c) => c[1])).toEqual([2500])
    } finally {
      window.IntersectionObserver = Unseen
    }
  })

  it('a failed list says so; its tap asks again', async () => {
    const made = await renderBlocks([component('shopList', {})], {
      platform: { getLocation: async () => HERE },
      services: (s) => s.stores.list.mockRejectedValueOnce(new Error('500')).mockResolvedValue(shops.slice(0, 1))
    })
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(q('.shop-list__note--failed')?.textContent).toBe('门店加载失败，点击重试')
    made.utils.fireEvent.click(q('.shop-list__note--failed') as HTMLElement)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(texts('.shop-list__name')).toEqual(['爱回收·上海来福士店'])
  })

  describe('for a reader and the keyboard', () => {
    const named = (el: Element | null | undefined) => [el?.getAttribute('role'), el?.getAttribute('aria-label')]
    const enter = (el: Element) => act(() => { el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })) })

    it('a store is a link named by what its card says; 导航 a link and 电话 a button, each with the store; 查看更多门店 a link', async () => {
      await open({ style: 'FLAT', shopIds: '1101,1102,1103,1104' })
      expect(named(qa('.shop-list__shop')[0])).toEqual(['link', '爱回收·上海来福士店 奢侈品 离你最近 营业中 22:00打烊 周一至周五 10:00-22:00 周末 10:00-22:30 上海市黄浦区西藏中路268号来福士广场B1层 812m 以旧换新 免费检测 回收品类：手机、平板、电脑/笔记本、智能数码、摄影摄像'])
      expect(named(qa('.shop-list__shop')[1])).toEqual(['link', '爱回收·人民广场店 休息中 明日10:00开始营业 上海市黄浦区南京东路300号 1.7km 回收品类：手机'])
      expect(named(qa('.shop-list__action--navigate')[0])).toEqual(['link', '导航到爱回收·上海来福士店'])
      expect(named(q('.shop-list__action--call'))).toEqual(['button', '电话 爱回收·上海来福士店 021-63581234'])
      expect(named(q('.shop-list__more'))).toEqual(['link', '查看更多门店'])
      expect([...qa('.shop-list__shop'), ...qa('.shop-list__action'), q('.shop-list__more') as HTMLElement].every((n) => n.tabIndex === 0)).toBe(true)
    })

    it('Enter on 导航 opens the navigation only, not the store it sits in; Enter on the store opens the store', async () => {
      const made = await open({})
      const opened = () => (made.platform.open as jest.Mock).mock.calls.map((c) => c[0].hash)
      enter(qa('.shop-list__action--navigate')[0])
      await act(async () => { for (let i = 0; i < 3; i++) await Promise.resolve() })
      expect(opened()).toEqual(['#/shop/navigation?shopId=1101&from=nearest'])
      enter(qa('.shop-list__shop')[1])
      expect(opened()).toEqual(['#/shop/navigation?shopId=1101&from=nearest', '#/shop/detail?shop_id=1102'])
    })

    it('a failed list\'s line is a button', async () => {
      await renderBlocks([component('shopList', {})], {
        platform: { getLocation: async () => HERE },
        services: (s) => s.stores.list.mockRejectedValueOnce(new Error('500'))
      })
      await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
      expect(named(q('.shop-list__note--failed'))).toEqual(['button', '门店加载失败，点击重试'])
    })
  })
})
