import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const texts = (sel: string) => Array.from(document.querySelectorAll(sel)).map((n) => n.textContent)
afterEach(() => jest.useRealTimers())
beforeAll(async () => { await import('.') })

const NOW = Date.parse('2026-11-11T12:00:00+08:00')
const contents = { moduleTitle: '今日专属优惠券', sendType: 'ONE_TAP', configs: [{ targetCrowd: 'ALL', packageList: ['A', 'B'] }] }
const list = [
  { packageCode: 'A', useState: 0, endTime: NOW + 2 * 3_600_000, newUserTag: true, packagePrice: 40, couponList: [{ code: 'a1', price: 30, minPriceLimit: 300 }] },
  { packageCode: 'B', useState: 1, endTime: NOW + 3 * 3_600_000, couponList: [{ code: 'b1', price: 10, minPriceLimit: 0 }] }
]

async function open (options: Parameters<typeof renderBlocks>[1] = {}) {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const made = await renderBlocks([component('yanxuanCoupon', contents)], {
    ...options,
    services: (s) => { s.coupons.couponList.mockResolvedValue(list); options.services?.(s) }
  })
  await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
  return made
}

describe('coupon module view (001 §3, §4)', () => {
  it('title, the countdown to the nearest expiry, each package\'s coupons, worth, new-user tag and claimed mark, the one-tap button', async () => {
    await open()
    expect(q('.yanxuan-coupon__title')?.textContent).toBe('今日专属优惠券')
    expect(q('.yanxuan-coupon__countdown-time')?.textContent).toBe('02:00:00')
    expect(texts('.coupon-ticket__face')).toEqual(['¥30', '¥10'])
    expect(texts('.coupon-ticket__threshold')).toEqual(['满300元可用', '无门槛券'])
    expect(texts('.yanxuan-coupon__worth')).toEqual(['价值¥40'])
    expect(texts('.yanxuan-coupon__new-user')).toEqual(['新人专享'])
    expect(texts('.yanxuan-coupon__claimed')).toEqual(['已领取'])
    expect(q('.yanxuan-coupon__button-text')?.textContent).toBe('一键领取')
  })

  it('a tap claims (logged in) and toasts "claimed successfully"', async () => {
    const made = await open({ userKey: 'u1' })
    made.utils.fireEvent.click(q('.yanxuan-coupon__button') as HTMLElement)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(made.services.coupons.sendByCondition).toHaveBeenCalledWith({ packageCodes: ['A'] })
    expect(made.platform.toast).toHaveBeenCalledWith('领取成功')
  })

  it('a list call that fails keeps the module with its title and a retry line; a tap on it asks again and shows the packages', async () => {
    const made = await open({ services: (s) => s.coupons.couponList.mockRejectedValueOnce(new Error('down')) })
    expect(q('.yanxuan-coupon__title')?.textContent).toBe('今日专属优惠券')
    expect(q('.yanxuan-coupon__retry')?.textContent).toBe('优惠券加载失败，点击重试')
    expect(q('.yanxuan-coupon__package')).toBeNull()
    made.utils.fireEvent.click(q('.yanxuan-coupon__retry') as HTMLElement)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(made.services.coupons.couponList).toHaveBeenCalledTimes(2)
    expect(q('.yanxuan-coupon__retry')).toBeNull()
    expect(texts('.yanxuan-coupon__worth')).toEqual(['价值¥40'])
  })

  it('while its list is on its way the module keeps its packages\' and button\'s place (the blocks below do not move when they come), then shows them', async () => {
    let answer: (value: typeof list) => void = () => undefined
    const made = await open({ services: (s) => s.coupons.couponList.mockReturnValueOnce(new Promise((resolve) => { answer = resolve })) })
    expect(q('.yanxuan-coupon__title')?.textContent).toBe('今日专属优惠券')
    expect(document.querySelectorAll('.yanxuan-coupon__package--placeholder')).toHaveLength(2)
    expect(q('.yanxuan-coupon__button-placeholder')).not.toBeNull()
    // Each place is a package's frame around a ticket drawn invisible, hidden from readers: no coupon is shown yet.
    expect(Array.from(document.querySelectorAll('.yanxuan-coupon__package--placeholder')).map((p) => [p.getAttribute('aria-hidden'), p.querySelectorAll('.coupon-ticket').length])).toEqual([['true', 1], ['true', 1]])
    expect(document.querySelectorAll('.yanxuan-coupon__package:not(.yanxuan-coupon__package--placeholder) .coupon-ticket')).toHaveLength(0)
    await act(async () => { answer(list); for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(q('.yanxuan-coupon__package--placeholder')).toBeNull()
    expect(texts('.coupon-ticket__face')).toEqual(['¥30', '¥10'])
    expect(made.services.coupons.couponList).toHaveBeenCalledTimes(1)
  })
  it('issue 53: the one-tap button is a button named by the module\'s title and its words; all claimed, a link; the retry line a button', async () => {
    await open()
    const button = q('.yanxuan-coupon__button') as HTMLElement
    expect([button.getAttribute('role'), button.getAttribute('aria-label'), button.tabIndex]).toEqual(['button', '今日专属优惠券，一键领取', 0])
    document.body.innerHTML = ''
    await open({ services: (s) => s.coupons.couponList.mockResolvedValue(list.map((p) => ({ ...p, useState: 1 }))) })
    expect([q('.yanxuan-coupon__button')?.getAttribute('role'), q('.yanxuan-coupon__button')?.getAttribute('aria-label')]).toEqual(['link', '今日专属优惠券，去使用'])
    document.body.innerHTML = ''
    await open({ services: (s) => s.coupons.couponList.mockRejectedValueOnce(new Error('down')) })
    expect([q('.yanxuan-coupon__retry')?.getAttribute('role'), q('.yanxuan-coupon__retry')?.getAttribute('aria-label')]).toEqual(['button', '优惠券加载失败，点击重试'])
  })

  it('issue 53: the automatic claim\'s modal is the host\'s dialog named "已为您自动领取优惠券" (its content sets no role of its own); its button closes it', async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const auto = await renderBlocks([component('yanxuanCoupon', { ...contents, sendType: 'AUTO', configs: [{ targetCrowd: 'ALL', packageList: ['A', 'B'] }] })], {
      userKey: 'u1',
      services: (s) => { s.coupons.couponList.mockResolvedValue(list); s.coupons.userIdentity.mockResolvedValue({ gwNewUser: false, registerSource: undefined }) }
    })
    await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve() })
    const modal = q('.yanxuan-coupon__modal') as HTMLElement
    expect(modal).not.toBeNull()
    expect(modal.getAttribute('role')).toBeNull()
    expect(modal.closest('[role="dialog"]')?.getAttribute('aria-label')).toBe('已为您自动领取优惠券')
    const ok = q('.yanxuan-coupon__modal-ok') as HTMLElement
    expect([ok.getAttribute('role'), ok.getAttribute('aria-label')]).toEqual(['button', '我知道了'])
    await act(async () => { ok.click() })
    expect(auto.root.dialogs.top).toBeUndefined()
  })
})
