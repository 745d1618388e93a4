import { act } from 'react'
import { zhCN } from '@/i18n/zh-CN'
import { component, flush, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
afterEach(() => jest.useRealTimers())
// The block's code loads on demand (as on H5): load it once up front, so no test waits for its first import.
beforeAll(async () => { await import('.') })

// 2026-11-11 10:00:00 Beijing time.
const NOW = Date.parse('2026-11-11T10:00:00+08:00')
const MIN = 60_000

const product = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  productId: id,
  actId: `act-${id}`,
  categoryId: 6,
  brandId: 2,
  product: { id, name, imageUrl: `https://img.example/${id}.png`, salePoint: '99新;电池健康95%', dailyPrice: 5999, lowestPrice: 4999.9 },
  secondKillProgress: { virtualStock: 100, outdoStockUpperLimit: 10 },
  isShowProgressBar: true,
  isShowSales: true,
  ...extra
})

const session = (sessId: number, startOffsetMin: number, durationMin: number, products = [product(1, 'iPhone 15 Pro'), product(2, '华为 Mate 60 Pro')]) => ({
  sessId,
  seckillStartDt: NOW + startOffsetMin * MIN,
  seckillEndDt: NOW + (startOffsetMin + durationMin) * MIN,
  productConfigs: products
})

const seckill = (sessions: unknown[]) => ({ ...component('yanxuanSeckill', { configs: sessions }), data: { yanxuanSeckill: { sysTime: NOW, contents: [{ configs: sessions }] } } })

/** The live answer: every asked product at its configured prices, with a few orders. */
const livePrices = async (ids: readonly number[]) => new Map(ids.map((id) => [id, { id, dailyPrice: 5999, lowestPrice: 4999.9, orderCount: 46, soldCountDesc: '已售2.3万' }]))

async function open (sessions: unknown[], options: Parameters<typeof renderBlocks>[1] = {}) {
  const made = await renderBlocks([seckill(sessions)], {
    ...options,
    services: (s) => {
      s.products.prices.mockImplementation(livePrices)
      options.services?.(s)
    }
  })
  // The fake prices answer in microtasks: let them land and render (whatever the timers).
  await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
  return made
}

/** axe-core's rules on what is drawn here (the page-level ones, and contrast, which jsdom cannot compute, left out). Real timers: axe waits on its own. */
async function axeViolations (): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const axe = require('axe-core')
  const off = { enabled: false }
  const result = await axe.run(document.body, { rules: { 'color-contrast': off, region: off, 'landmark-one-main': off, 'page-has-heading-one': off } })
  return result.violations.map((v: { id: string, nodes: Array<{ target: string[] }> }) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('flash sale block (001 §2, §4)', () => {
  it('one running session: header, "time left in this session", cards with prices, progress and sales; prices asked for its window', async () => {
    fakeTimers()
    const { services } = await open([session(7, -30, 60)])
    expect(services.products.prices).toHaveBeenCalledWith([1, 2], { needOrderCount: true, needSoldCount: true, startTime: '2026-11-11 09:30:00', endTime: '2026-11-11 10:30:00' })
    expect(q('.yanxuan-seckill__title')?.textContent).toBe(zhCN['seckill.header'])
    expect(q('.yanxuan-seckill__clock-label')?.textContent).toBe(zhCN['seckill.countdown.left'])
    expect(texts('.yanxuan-seckill__name')).toEqual(['iPhone 15 Pro', '华为 Mate 60 Pro'])
    expect(texts('.yanxuan-seckill__price .price__value')).toEqual(['4999', '4999'])
    expect(texts('.yanxuan-seckill__button')).toEqual([zhCN['seckill.button.grab'], zhCN['seckill.button.grab']])
    // 46 of 100 grabbed: within 10-90 %.
    expect(texts('.yanxuan-seckill__progress .progress-bar__label')).toEqual(['已抢46%', '已抢46%'])
    expect(texts('.yanxuan-seckill__sales')).toEqual(['已售2.3万', '已售2.3万'])
  })

  it('a luxury price is floored yuan, not units of ten thousand: ¥128100 beside the struck ¥128999 (001 §5)', async () => {
    await open([session(7, -30, 60, [product(1, '爱马仕 Birkin 30')])], {
      services: (s) => s.products.prices.mockImplementation(async (ids: readonly number[]) => new Map(ids.map((id) => [id, { id, dailyPrice: 128999, lowestPrice: 128100.5, orderCount: 3 }])))
    })
    expect(texts('.yanxuan-seckill__price')).toEqual(['¥128100'])
    expect(texts('.yanxuan-seckill__daily')).toEqual(['¥128999'])
  })

  it('a long session shows every card, in order', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => product(i + 1, `机型 ${i + 1}`))
    await open([session(7, -30, 60, eight)])
    expect(texts('.yanxuan-seckill__name')).toEqual(eight.map((p) => p.product.name))
  })

  it('a failed price answer shows the running session\'s products "sold out" (001 §7)', async () => {
    const { services } = await open([session(7, -30, 60)], { services: (s) => s.products.prices.mockRejectedValue(new Error('50001')) })
    expect(services.products.prices).toHaveBeenCalledTimes(1)
    expect(texts('.yanxuan-seckill__price .price__value')).toEqual(['????', '????'])
    expect(texts('.yanxuan-seckill__button')).toEqual([zhCN['product.soldOut'], zhCN['product.soldOut']])
    expect(qa('.yanxuan-seckill__sold-out')).toHaveLength(2)
  })

  it('hides an oversold product: orderCount >= virtualStock + outdoStockUpperLimit (110 of 100 + 10)', async () => {
    await open([session(7, -30, 60)], { services: (s) => s.products.prices.mockImplementation(async (ids: readonly number[]) => new Map(ids.map((id) => [id, { id, dailyPrice: 5999, lowestPrice: 4999, orderCount: id === 1 ? 110 : 109 }]))) })
    expect(texts('.yanxuan-seckill__name')).toEqual(['华为 Mate 60 Pro'])
    expect(texts('.yanxuan-seckill__progress .progress-bar__label')).toEqual(['补货热卖中'])
  })

  it('two sessions: tabs with their states and start times; a tap switches the cards', async () => {
    fakeTimers()
    const later = session(8, 24 * 60 + 60, 60, [product(3, 'iPad Air 5')])
    await open([session(7, -30, 60), later])
    expect(texts('.yanxuan-seckill__tab-state')).toEqual([zhCN['seckill.tab.doing'], zhCN['seckill.tab.next']])
    expect(texts('.yanxuan-seckill__tab-time')).toEqual(['09:30 开抢', '明天 11:00 开抢'])
    await act(async () => { qa('.yanxuan-seckill__tab')[1].click() })
    expect(texts('.yanxuan-seckill__name')).toEqual(['iPad Air 5'])
    expect(q('.yanxuan-seckill__clock-label')?.textContent).toBe(zhCN['seckill.countdown.toStart'])
  })

  it('issue 53: the session tabs are a tab list with the chosen tab marked, each named by its start and state; cards are links named by product and price', async () => {
    fakeTimers()
    const later = session(8, 24 * 60 + 60, 60, [product(3, 'iPad Air 5')])
    const { platform } = await open([session(7, -30, 60), later], { platform: { platform: () => 'wechat_mp' } })
    const list = q('.yanxuan-seckill__tabs') as HTMLElement
    expect([list.getAttribute('role'), list.getAttribute('aria-label')]).toEqual(['tablist', '秒杀场次'])
    const tabs = () => qa('.yanxuan-seckill__tab').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-selected')])
    expect(tabs()).toEqual([['tab', '09:30 开抢，正在秒杀', 'true'], ['tab', '明天 11:00 开抢，下场预告', 'false']])
    expect(qa('.yanxuan-seckill__item').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])).toEqual([
      ['link', 'iPhone 15 Pro，到手价 4999 元'],
      ['link', '华为 Mate 60 Pro，到手价 4999 元']
    ])
    // A running session's button is drawn text inside the link, no control of its own.
    expect(qa('.yanxuan-seckill__button').map((n) => n.getAttribute('role'))).toEqual([null, null])
    await act(async () => { qa('.yanxuan-seckill__tab')[1].dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })) })
    expect(tabs().map((tab) => tab[2])).toEqual(['false', 'true'])
    expect(texts('.yanxuan-seckill__name')).toEqual(['iPad Air 5'])
    await act(async () => { qa('.yanxuan-seckill__item')[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    expect(platform.open).toHaveBeenCalledTimes(1)
  })

  it('all sessions over: "This seckill session has ended, go browse other activities"', async () => {
    await open([session(7, -120, 60)])
    expect(q('.yanxuan-seckill .empty__text')?.textContent).toBe('本场秒杀已结束，去看看其他活动吧')
  })

  // The toast's and the reload's timing are the store's: store.test.ts.
  it('mounted, it toasts "Updating the latest offer status for you" near zero and refreshes the page after it', async () => {
    fakeTimers()
    const { root, platform, services } = await open([session(7, -30, 60)])
    services.page.fetchPage.mockReturnValue(new Promise(() => undefined))
    act(() => { root.clock.sync(NOW + 30 * MIN - 5000) })
    await act(async () => { jest.advanceTimersByTime(2000) })
    expect(platform.toast).toHaveBeenCalledWith('正在为您更新最新优惠状态')
    await act(async () => { jest.advanceTimersByTime(3000 + 520) })
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
  })

  it('a session starting in a minute rolls from "about to start" to "now seckilling" on the server tick', async () => {
    fakeTimers()
    const { root, services } = await open([session(7, 1, 60)])
    services.page.fetchPage.mockReturnValue(new Promise(() => undefined))
    expect(q('.yanxuan-seckill__clock-label')?.textContent).toBe(zhCN['seckill.countdown.toStart'])
    expect(texts('.yanxuan-seckill__button')).toEqual([zhCN['seckill.button.soon'], zhCN['seckill.button.soon']])
    act(() => { root.clock.sync(NOW + MIN - 1000) })
    await act(async () => { jest.advanceTimersByTime(2000) })
    expect(q('.yanxuan-seckill__clock-label')?.textContent).toBe(zhCN['seckill.countdown.left'])
    expect(texts('.yanxuan-seckill__button')).toEqual([zhCN['seckill.button.grab'], zhCN['seckill.button.grab']])
  })
})

describe('booking a reminder (001 §5, §6, §7)', () => {
  const upcoming = () => [session(9, 120, 60)]

  it('in a plain browser: the spec\'s toast, no login, no subscribe page', async () => {
    const { platform } = await open(upcoming())
    expect(texts('.yanxuan-seckill__button')).toEqual([zhCN['seckill.booking.remind'], zhCN['seckill.booking.remind']])
    await act(async () => { qa('.yanxuan-seckill__button--remind')[0].click() })
    expect(platform.toast).toHaveBeenCalledWith('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
    expect(platform.login).not.toHaveBeenCalled()
  })

  it('issue 53: the booking button is a button named by its product and words inside the card\'s link; its tap or key books, never opens the product', async () => {
    const { platform } = await open(upcoming())
    const button = qa('.yanxuan-seckill__button--remind')[0]
    expect([button.getAttribute('role'), button.getAttribute('aria-label'), button.tabIndex]).toEqual(['button', 'iPhone 15 Pro，开抢提醒', 0])
    expect(button.closest('.yanxuan-seckill__item')?.getAttribute('role')).toBe('link')
    await expect(axeViolations()).resolves.toEqual([])
    await act(async () => { button.click() })
    await act(async () => { button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    await act(async () => { qa('.yanxuan-seckill__button--remind')[1].dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })) })
    expect(platform.toast).toHaveBeenCalledWith('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
    expect(platform.open).not.toHaveBeenCalled()
    // The card itself still opens, after them.
    await act(async () => { qa('.yanxuan-seckill__item')[0].click() })
    expect(platform.open).toHaveBeenCalledTimes(1)
  })

  it('in a mini-program, anonymous: the login flow first', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { platform } = await open(upcoming(), { platform: { platform: () => 'wechat_mp', openSubscribe, loginNeedsAddress: false } })
    await act(async () => { qa('.yanxuan-seckill__button--remind')[0].click() })
    await act(async () => { await flush() })

    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(openSubscribe).not.toHaveBeenCalled()
  })

  it('logged in: 20 taps open the subscribe page once with sceneCode yx_flash_sale and the ext; the booked flags are asked for', async () => {
    let done: () => void = () => undefined
    const openSubscribe = jest.fn(() => new Promise<void>((resolve) => { done = resolve }))
    const { services } = await open(upcoming(), { userKey: 'u1', platform: { platform: () => 'wechat_mp', openSubscribe } })
    expect(services.booking.queryStatus).toHaveBeenCalledWith({ sessId: 9, actIds: ['act-1', 'act-2'], actType: 1 })
    const button = qa('.yanxuan-seckill__button--remind')[1]
    await act(async () => { for (let i = 0; i < 20; i++) button.click() })
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    const [params] = openSubscribe.mock.calls[0] as unknown as [{ sceneCode: string, ext: string }]
    expect(params.sceneCode).toBe('yx_flash_sale')
    expect(JSON.parse(params.ext)).toEqual({ sessId: 9, actId: 'act-2', actType: 1, actEntityId: 2, pageId: 90010, sessStartDt: NOW + 120 * MIN, position: 1 })
    await act(async () => { done(); await Promise.resolve() })
  })
  it('back from the subscribe page the booked flags are asked again: a booked card says "booked"', async () => {
    const { root, services } = await open(upcoming(), { userKey: 'u1', platform: { platform: () => 'wechat_mp' } })
    services.booking.queryStatus.mockResolvedValue({ 'act-1': true, 'act-2': false })
    await act(async () => { root.hide(); root.show(); await flush() })
    expect(texts('.yanxuan-seckill__button')).toEqual([zhCN['seckill.booking.booked'], zhCN['seckill.booking.remind']])
  })
})
