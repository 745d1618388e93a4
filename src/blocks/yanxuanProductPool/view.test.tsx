import { act } from 'react'
import type { PoolItem, SearchPage } from '@/services/productPool'
import { measureFloors } from '@/renderer/floors'
import { scrollPageTo } from '@/renderer/pageScroll'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

jest.mock('@/renderer/floors', () => ({ ...jest.requireActual<object>('@/renderer/floors'), measureFloors: jest.fn(async () => ({ boxes: new Map(), pageHeight: 0 })) }))
jest.mock('@/renderer/pageScroll', () => ({ ...jest.requireActual<object>('@/renderer/pageScroll'), scrollPageTo: jest.fn(async () => undefined) }))

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
afterEach(() => jest.useRealTimers())
beforeAll(async () => { await import('.') })

const item = (n: number, extra: Partial<PoolItem> = {}): PoolItem => ({
  saleGoodsNo: `SG${n}`, name: `iPhone 15 ${n}`, price: 4599.9, salePrice: undefined, newProductPrice: 5999, originalPrice: undefined, allDiscountAmount: undefined,
  discountRateDesc: '7.6折', productTag: ['官方质检'], images: ['https://img.example/p.jpg'], shopDistance: 1250, showShopStockTag: n === 1, auraListImage: undefined,
  newGaeaFinenessImgUrl: undefined, newGaeaFinenessImgWidth: undefined, newGaeaFinenessImgHeight: undefined, jdIouPayTextImgUrl: undefined, todayDeliveryImage: undefined, officialImgUrl: undefined, ...extra
})

async function open (search: (pageIndex: number) => SearchPage) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const made = await renderBlocks([component('yanxuanProductPool', { poolId: 101, isSecondSift: true, configs: [{ poolId: 101, siftTitle: '手机' }, { poolId: 102, siftTitle: '平板' }] })], {
    services: (s) => {
      s.productPool.search.mockImplementation(async (body) => search(body.pageIndex))
      s.productPool.categoryAndBrand.mockResolvedValue([{ id: 6, name: '手机', brands: [{ id: 1, name: '苹果' }] }])
    }
  })
  await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve() })
  return made
}

/** axe-core's rules on what is drawn here (the page-level ones, and contrast, which jsdom cannot compute, left out). Real timers from here on: axe waits on its own. */
async function axeViolations (): Promise<string[]> {
  jest.useRealTimers()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const axe = require('axe-core')
  const off = { enabled: false }
  const result = await axe.run(document.body, { rules: { 'color-contrast': off, region: off, 'landmark-one-main': off, 'page-has-heading-one': off } })
  return result.violations.map((v: { id: string, nodes: Array<{ target: string[] }> }) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('product pool view (001 §2, §3, §5, §8)', () => {
  it('tabs, the bar, the second sift row and two-column cards with floored prices, the struck new-product price, distance and sold out', async () => {
    await open((pageIndex) => ({ items: pageIndex === 0 ? [item(1), item(2, { price: undefined })] : [], pageIndex, total: 2 }))
    expect(texts('.yanxuan-product-pool__tab')).toEqual(['手机', '平板'])
    expect(texts('.yanxuan-product-pool__bar > *')).toEqual(['综合', '价格', '机型', '筛选'])
    expect(texts('.yanxuan-product-pool__chip')).toEqual(['全部', '手机'])
    expect(texts('.yanxuan-product-pool__price')).toEqual(['¥4599', '¥????'])
    expect(texts('.yanxuan-product-pool__struck')).toEqual(['¥5999'])
    expect(texts('.yanxuan-product-pool__distance')).toEqual(['1.3km', '1.3km'])
    expect(texts('.yanxuan-product-pool__stock')).toEqual(['门店有货'])
    expect(texts('.yanxuan-product-pool__sold-out')).toEqual(['已售罄'])
  })

  it('while the categories are on their way the second sift row keeps its place with 全部 (the list below does not move); a failed call takes the row away', async () => {
    let answer: (value: Array<{ id: number, name: string, brands: Array<{ id: number, name: string }> }>) => void = () => undefined
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const config = { poolId: 101, isSecondSift: true, configs: [{ poolId: 101, siftTitle: '手机' }, { poolId: 103, siftTitle: '故障' }] }
    const made = await renderBlocks([component('yanxuanProductPool', config)], {
      services: (s) => {
        s.productPool.search.mockImplementation(async (body) => ({ items: [item(1)], pageIndex: body.pageIndex, total: 1 }))
        s.productPool.categoryAndBrand.mockImplementation(async (body) => String(body.poolId) === '103' ? Promise.reject(new Error('down')) : new Promise((resolve) => { answer = resolve }))
      }
    })
    await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve() })
    expect(texts('.yanxuan-product-pool__chip')).toEqual(['全部'])
    await act(async () => { answer([{ id: 6, name: '手机', brands: [] }]); for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(texts('.yanxuan-product-pool__chip')).toEqual(['全部', '手机'])
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__tab')[1])
    await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve() })
    expect(made.services.productPool.categoryAndBrand.mock.calls.map(([body]) => String(body.poolId))).toEqual(['101', '103'])
    expect(texts('.yanxuan-product-pool__chip')).toEqual([])
  })

  it('an empty pool says "no content"', async () => {
    await open(() => ({ items: [], pageIndex: 0, total: 0 }))
    expect(texts('.yanxuan-product-pool__footer')).toEqual(['暂无内容'])
  })

  it('a failed first page shows the retry, not a blank list; a tap asks again', async () => {
    let fail = true
    const made = await open((pageIndex) => {
      if (fail) throw new Error('down')
      return { items: [item(pageIndex + 1)], pageIndex, total: 1 }
    })
    expect(texts('.yanxuan-product-pool__footer')).toEqual(['加载失败，点击重试'])
    fail = false
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__footer--retry')[0])
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(qa('.yanxuan-product-pool__card')).toHaveLength(1)
  })

  it('while the model list loads the picker says so and its confirm shows as disabled', async () => {
    let finish: (models: Array<{ id: number, name: string }>) => void = () => undefined
    const made = await open((pageIndex) => ({ items: pageIndex === 0 ? [item(1)] : [], pageIndex, total: 1 }))
    made.services.productPool.models.mockImplementationOnce(() => new Promise((resolve) => { finish = resolve }))
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__bar > *')[2])
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(texts('.yanxuan-product-pool__dropdown .yanxuan-product-pool__loading')).toEqual(['机型加载中…'])
    const confirm = qa('.yanxuan-product-pool__confirm')[0]
    expect(confirm.classList.contains('yanxuan-product-pool__confirm--disabled')).toBe(true)
    expect(confirm.getAttribute('aria-disabled')).toBe('true')
    await act(async () => { finish([{ id: 5003, name: 'iPhone 15' }]) })
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(qa('.yanxuan-product-pool__loading')).toHaveLength(0)
    expect(qa('.yanxuan-product-pool__confirm')[0].classList.contains('yanxuan-product-pool__confirm--disabled')).toBe(false)
  })

  it('the filter panel opens full screen with the price inputs and buckets; reset and confirm', async () => {
    const made = await open((pageIndex) => ({ items: pageIndex === 0 ? [item(1)] : [], pageIndex, total: 1 }))
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__filter')[0])
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(qa('.yanxuan-product-pool__panel')).toHaveLength(1)
    expect(texts('.yanxuan-product-pool__panel .yanxuan-product-pool__label')).toContain('价格区间（元）')
    expect(texts('.yanxuan-product-pool__reset')).toEqual(['重置'])
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__apply')[0])
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(qa('.yanxuan-product-pool__panel')).toHaveLength(0)
  })

  it('issue 53: the pool tabs and the sift row are tab lists with the chosen tab marked; the bar\'s buttons say their state; cards are links named by product and price', async () => {
    const made = await open((pageIndex) => ({ items: pageIndex === 0 ? [item(1), item(2, { price: undefined })] : [], pageIndex, total: 2 }))
    const named = (n: HTMLElement) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-selected')]
    expect(named(qa('.yanxuan-product-pool__tabs .yanxuan-product-pool__tablist')[0])).toEqual(['tablist', '商品分类', null])
    expect(qa('.yanxuan-product-pool__tab').map(named)).toEqual([['tab', '手机', 'true'], ['tab', '平板', 'false']])
    expect(named(qa('.yanxuan-product-pool__sift .yanxuan-product-pool__tablist')[0])).toEqual(['tablist', '品类筛选', null])
    expect(qa('.yanxuan-product-pool__sift .yanxuan-product-pool__chip').map(named)).toEqual([['tab', '全部', 'true'], ['tab', '手机', 'false']])
    expect(qa('.yanxuan-product-pool__bar > *').map(named)).toEqual([
      ['button', '综合，已选中', null], ['button', '价格', null], ['button', '机型', null], ['button', '筛选', null]
    ])
    expect(qa('.yanxuan-product-pool__card').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.tabIndex])).toEqual([
      ['link', 'iPhone 15 1，到手价 4599 元', 0],
      ['link', 'iPhone 15 2，已售罄', 0]
    ])
    // The keyboard: Space on the price sort sorts (a button), the name says which way.
    await act(async () => { qa('.yanxuan-product-pool__sort')[1].dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })) })
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(qa('.yanxuan-product-pool__sort').map((n) => n.getAttribute('aria-label'))).toEqual(['综合', '价格，从低到高'])
    // The model dropdown: its button says it is open; its options and its mask are buttons.
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__drop')[0])
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(qa('.yanxuan-product-pool__drop')[0].getAttribute('aria-label')).toBe('机型，已展开')
    expect(qa('.yanxuan-product-pool__dropdown .yanxuan-product-pool__option').map(named)[0]).toEqual(['button', '手机，已选中', null])
    expect(named(qa('.yanxuan-product-pool__confirm')[0])).toEqual(['button', '确定', null])
    await expect(axeViolations()).resolves.toEqual([])
    const mask = qa('.yanxuan-product-pool__mask')[0]
    expect(named(mask)).toEqual(['button', '关闭机型选择', null])
    // The list behind the mask is out of the keyboard's and a reader's reach while it is open, and back after.
    expect(qa('.yanxuan-product-pool__list')[0].hasAttribute('inert')).toBe(true)
    made.utils.fireEvent.click(mask)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(qa('.yanxuan-product-pool__list')[0].hasAttribute('inert')).toBe(false)
    expect(qa('.yanxuan-product-pool__dropdown')).toHaveLength(0)
  })

  it('issue 53: the filter panel is a modal dialog named 筛选 that takes the focus, closes on Escape and gives the focus back; its close is a named button', async () => {
    const made = await open((pageIndex) => ({ items: pageIndex === 0 ? [item(1)] : [], pageIndex, total: 1 }))
    const opener = qa('.yanxuan-product-pool__filter')[0]
    opener.focus()
    made.utils.fireEvent.click(opener)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    await act(async () => { await new Promise((resolve) => requestAnimationFrame(resolve)) })
    const panel = qa('.yanxuan-product-pool__panel')[0]
    expect([panel.getAttribute('role'), panel.getAttribute('aria-modal'), panel.getAttribute('aria-label')]).toEqual(['dialog', 'true', '筛选'])
    expect(panel.contains(document.activeElement)).toBe(true)
    const close = qa('.yanxuan-product-pool__panel-close')[0]
    expect([close.getAttribute('role'), close.getAttribute('aria-label')]).toEqual(['button', '关闭'])
    expect(qa('.yanxuan-product-pool__panel .yanxuan-product-pool__chip').every((n) => n.getAttribute('role') === 'button' && !!n.getAttribute('aria-label'))).toBe(true)
    expect([qa('.yanxuan-product-pool__reset')[0].getAttribute('role'), qa('.yanxuan-product-pool__apply')[0].getAttribute('aria-label')]).toEqual(['button', '确定'])
    await expect(axeViolations()).resolves.toEqual([])
    await act(async () => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })) })
    expect(qa('.yanxuan-product-pool__panel')).toHaveLength(0)
    expect(document.activeElement).toBe(opener)
  })

  it('a page far from the viewport gives way to a box of its height, and comes back as it nears', async () => {
    const observers: Array<{ el: Element, callback: IntersectionObserverCallback, margin?: string }> = []
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    class FakeObserver {
      constructor (private readonly callback: IntersectionObserverCallback, private readonly options?: IntersectionObserverInit) {}
      observe (el: Element) { observers.push({ el, callback: this.callback, margin: this.options?.rootMargin }) }
      disconnect () {}
      unobserve () {}
    }
    Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true })
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(2900)
    try {
      await open((pageIndex) => ({ items: pageIndex === 0 ? [item(1), item(2)] : [], pageIndex, total: 2 }))
      const slot = observers.find((o) => (o.el as HTMLElement).classList.contains('yanxuan-product-pool__page'))
      expect(slot?.margin).toBe('1200px 0px 1200px 0px')
      const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry]
      act(() => { slot?.callback(entry(false), {} as IntersectionObserver) })
      expect(qa('.yanxuan-product-pool__card')).toHaveLength(0)
      expect((slot?.el as HTMLElement).style.height).toBe('2900px')
      act(() => { slot?.callback(entry(true), {} as IntersectionObserver) })
      expect(qa('.yanxuan-product-pool__card')).toHaveLength(2)
    } finally {
      height.mockRestore()
      Object.defineProperty(globalThis, 'IntersectionObserver', { value: original, configurable: true, writable: true })
    }
  })

  it('a sort tapped while the list\'s top is above the screen scrolls back to the block\'s top; not when it is below', async () => {
    const made = await open((pageIndex) => ({ items: pageIndex === 0 ? [item(1)] : [], pageIndex, total: 1 }))
    jest.mocked(measureFloors).mockResolvedValue({ boxes: new Map([['c-yanxuanProductPool', { top: 600, height: 5000, width: 375 }]]), pageHeight: 6000 })
    const scroller = (document.scrollingElement ?? document.documentElement) as HTMLElement
    const scrollTo = async (top: number) => {
      scroller.scrollTop = top
      act(() => { document.dispatchEvent(new Event('scroll')) })
    }
    const settle = async () => { await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() }) }
    await scrollTo(2400)
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__sort')[1])
    await settle()
    expect(measureFloors).toHaveBeenCalledWith(['c-yanxuanProductPool'])
    expect(scrollPageTo).toHaveBeenCalledWith(600, 300)
    jest.mocked(scrollPageTo).mockClear()
    await scrollTo(100)
    made.utils.fireEvent.click(qa('.yanxuan-product-pool__sort')[0])
    await settle()
    expect(scrollPageTo).not.toHaveBeenCalled()
  })
})
