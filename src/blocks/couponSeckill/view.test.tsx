import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const texts = (sel: string) => Array.from(document.querySelectorAll(sel)).map((n) => n.textContent)
afterEach(() => jest.useRealTimers())
beforeAll(async () => { await import('.') })

const NOW = Date.parse('2026-11-11T12:00:00+08:00')

async function open (contents: Record<string, unknown>) {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const made = await renderBlocks([component('couponSeckill', contents)])
  await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
  return made
}

describe('coupon flash sale view (001 §3)', () => {
  it('activity style: title and the countdown to the claim within countdownHours; the packages with their labels', async () => {
    await open({
      style: 1, columnSize: 2, countdownHours: 2, applyStartTime: NOW + 90 * 60_000,
      configs: [{ promotionPackage: { code: 'A', name: '整点券', avatarPackageStatus: 'NOT_STARTED' }, coupons: [{ price: 30, minPriceLimit: 300 }] }, { promotionPackage: { code: 'B', avatarPackageStatus: 'EXHAUSTED' } }]
    })
    expect(q('.coupon-seckill__title')?.textContent).toBe('限时秒券')
    expect(q('.coupon-seckill__countdown-label')?.textContent).toBe('距开抢')
    expect(q('.coupon-seckill__countdown-time')?.textContent).toBe('01:30:00')
    expect(texts('.coupon-seckill__button')).toEqual(['敬请期待', '已抢光'])
    expect(texts('.coupon-ticket__threshold')).toEqual(['满300元可用'])
  })

  it('quick style with the start further than countdownHours: no countdown, no head', async () => {
    await open({ style: 0, countdownHours: 1, applyStartTime: NOW + 3 * 3_600_000, configs: [{ packageCode: 'A' }] })
    expect(q('.coupon-seckill__countdown')).toBeNull()
    expect(q('.coupon-seckill__head')).toBeNull()
    expect(texts('.coupon-seckill__button')).toEqual(['立即领取'])
  })

  it('issue 53: each button is named by its package, coupons and words; not started or gone, unavailable', async () => {
    await open({
      style: 1, columnSize: 2, countdownHours: 2, applyStartTime: NOW - 60_000,
      configs: [
        { promotionPackage: { code: 'A', name: '整点券', avatarPackageStatus: 'AVAILABLE' }, coupons: [{ price: 30, minPriceLimit: 300 }] },
        { promotionPackage: { code: 'B', avatarPackageStatus: 'EXHAUSTED' }, coupons: [{ price: 20 }] }
      ]
    })
    expect(Array.from(document.querySelectorAll('.coupon-seckill__button')).map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-disabled')])).toEqual([
      ['button', '整点券，满300减30元优惠券，立即领取', null],
      ['button', '20元无门槛优惠券，已抢光', 'true']
    ])
  })
})
