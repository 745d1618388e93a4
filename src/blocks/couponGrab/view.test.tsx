import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
afterEach(() => jest.useRealTimers())
beforeAll(async () => { await import('.') })

// 2026-11-11 12:00:00 Beijing time.
const NOW = Date.parse('2026-11-11T12:00:00+08:00')
const MIN = 60_000

const coupon = (code: string, price: number, extra: Record<string, unknown> = {}) => ({ packageCode: code, actId: `act-${code}`, packagePrice: price, promText1: `满${price * 10}可用`, promText2: '二手手机通用', ...extra })
const session = (sessId: number, startMin: number, coupons: unknown[], minutes = 60) => ({ sessId, sessStartDt: NOW + startMin * MIN, sessEndDt: NOW + (startMin + minutes) * MIN, couponConfigs: coupons })

async function open (contents: Record<string, unknown>, options: Parameters<typeof renderBlocks>[1] = {}) {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const made = await renderBlocks([component('couponGrab', contents)], options)
  await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
  return made
}

describe('coupon grab view (001 §2, §3, §4)', () => {
  it('tabs with start and status; the active session\'s coupons with face value, texts and buttons; 3 per row', async () => {
    const made = await open({
      showType: 'LINE_1_ITEM_3',
      configs: [session(1, -10, [coupon('A', 50, { packageTagText: '爆款' }), coupon('B', 5.5), coupon('C', 100)]), session(2, 24 * 60, [coupon('D', 30)])]
    }, { services: (s) => s.coupons.packStatus.mockResolvedValue({ A: 0, B: 1, C: 2 }) })
    expect(texts('.coupon-grab__tab-time')).toEqual(['11:50', '明天 12:00'])
    expect(texts('.coupon-grab__tab-state')).toEqual(['抢券中', '未开始'])
    expect(q('.coupon-grab__grid--3')).not.toBeNull()
    expect(texts('.coupon-grab__price')).toEqual(['¥50', '¥5.5', '¥100'])
    expect(texts('.coupon-grab__tag')).toEqual(['爆款'])
    expect(texts('.coupon-grab__prom1')).toEqual(['满500可用', '满55可用', '满1000可用'])
    expect(texts('.coupon-grab__button')).toEqual(['立即抢', '去使用', '已抢光'])
    expect(q('.coupon-grab__coupon--gone .coupon-grab__button--off')).not.toBeNull()

    made.utils.fireEvent.click(qa('.coupon-grab__tab')[1])
    await act(async () => { await Promise.resolve() })
    expect(texts('.coupon-grab__button')).toEqual(['提醒我'])
  })

  it('issue 53: the session tabs are a tab list; each coupon\'s button is named by its amount, texts and words (去使用 a link, 已抢光 unavailable)', async () => {
    await open({
      configs: [session(1, -10, [coupon('A', 50), coupon('B', 5.5), coupon('C', 100)]), session(2, 24 * 60, [coupon('D', 30)])]
    }, { services: (s) => s.coupons.packStatus.mockResolvedValue({ A: 0, B: 1, C: 2 }) })
    const list = q('.coupon-grab__tabs') as HTMLElement
    expect([list.getAttribute('role'), list.getAttribute('aria-label')]).toEqual(['tablist', '抢券场次'])
    expect(qa('.coupon-grab__tab').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-selected')])).toEqual([
      ['tab', '11:50，抢券中', 'true'],
      ['tab', '明天 12:00，未开始', 'false']
    ])
    expect(qa('.coupon-grab__button').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.getAttribute('aria-disabled'), n.tabIndex])).toEqual([
      ['button', '50元优惠券，满500可用，二手手机通用，立即抢', null, 0],
      ['link', '5.5元优惠券，满55可用，二手手机通用，去使用', null, 0],
      ['button', '100元优惠券，满1000可用，二手手机通用，已抢光', 'true', 0]
    ])
    await act(async () => { qa('.coupon-grab__tab')[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    expect(qa('.coupon-grab__tab').map((n) => n.getAttribute('aria-selected'))).toEqual(['false', 'true'])
  })

  it('a grab from the page: one call for 20 taps, then the success dialog with OK and "go use"', async () => {
    const made = await open({ configs: [session(1, -10, [coupon('A', 50)])] }, { userKey: 'u1' })
    const button = q('.coupon-grab__button') as HTMLElement
    act(() => { for (let i = 0; i < 20; i++) made.utils.fireEvent.click(button) })
    await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve() })
    expect(made.services.coupons.sendSingle).toHaveBeenCalledTimes(1)
    expect(q('.confirm-dialog__title')?.textContent).toBe('领取成功，请尽快使用')
    expect(texts('.confirm-dialog__button')).toEqual(['好的'])
    made.utils.fireEvent.click(q('.confirm-dialog__button--confirm') as HTMLElement)
    await act(async () => { await Promise.resolve() })
    expect(q('.confirm-dialog')).toBeNull()
    expect(texts('.coupon-grab__button')).toEqual(['去使用'])
  })

  it('MULTIPLE: one scrolling row; one session: no tabs', async () => {
    await open({ showType: 'MULTIPLE', configs: [session(1, -10, [coupon('A', 5), coupon('B', 10), coupon('C', 15), coupon('D', 20)])] })
    expect(q('.coupon-grab__row')).not.toBeNull()
    expect(qa('.coupon-grab__row .coupon-grab__coupon')).toHaveLength(4)
    expect(q('.coupon-grab__tabs')).toBeNull()
  })

  it('MULTIPLE with 12 coupons: no row holds more than 10; the other 2 wrap onto a second row', async () => {
    const codes = Array.from({ length: 12 }, (_, i) => `M${i + 1}`)
    await open({ showType: 'MULTIPLE', configs: [session(1, -10, codes.map((code, i) => coupon(code, i + 1)))] })
    const rows = qa('.coupon-grab__row')
    expect(rows.map((row) => row.querySelectorAll('.coupon-grab__coupon').length)).toEqual([10, 2])
    expect(texts('.coupon-grab__price')).toEqual(codes.map((_c, i) => `¥${i + 1}`))
  })

  it('every session ended: the block shows nothing', async () => {
    await open({ configs: [session(1, -120, [coupon('A', 5)])] })
    expect(q('.coupon-grab')).toBeNull()
  })
})
