import { t } from '@/i18n'
import { buttonOf, claimStateOf, grabFailureOf, multipleRows, nextChange, parseCouponGrab, perRow, sessionStatus, sessionsToShow } from './model'
import type { GrabSession } from './types'

const NOW = Date.parse('2026-11-11T12:00:00+08:00')
const MIN = 60_000
const HOUR = 60 * MIN

const coupon = (code: string, extra: Record<string, unknown> = {}) => ({ packageCode: code, actId: `act-${code}`, packagePrice: 50, promText1: '满500可用', ...extra })
const session = (sessId: number, startInMin: number, durationMin = 60, coupons: unknown[] = [coupon(`p${sessId}`)]) =>
  ({ sessId, sessStartDt: NOW + startInMin * MIN, sessEndDt: NOW + (startInMin + durationMin) * MIN, couponConfigs: coupons })

function model (contents: unknown) {
  const result = parseCouponGrab(contents)
  if (!result.ok) throw new Error(result.reason)
  return result.value
}

describe('coupon grab config (001 §3 "Limited-time coupon")', () => {
  it('reads showType, componentImg, sessTabTextColor and sessions {sessId, sessStartDt, sessEndDt, couponConfigs}', () => {
    const m = model({
      showType: 'line_1_item_3',
      componentImg: 'https://img.example.cn/grab.png',
      sessTabTextColor: '#ff0000',
      configs: [{
        sessId: 7,
        sessStartDt: '2026-11-11 12:00:00',
        sessEndDt: '2026-11-11 14:00:00',
        couponConfigs: [
          { packageCode: 'PK1', actId: 11, packageTagText: '新人专享', packagePrice: '30', promText1: '满300可用', promText2: '全场通用', btnJumpType: 'JUMP_TO_FLOOR', targetFloorUuid: 'floor-1' },
          { packageCode: 'PK2', btnJumpType: 'JUMP_TO_URL', jumpUrl: 'https://m.example.cn/coupons' },
          { packageCode: 'PK3', btnJumpType: 'JUMP_TO_URL', jumpUrl: 'javascript:alert(1)' }
        ]
      }]
    })
    expect(m.showType).toBe('LINE_1_ITEM_3')
    expect(m.image).toBe('https://img.example.cn/grab.png')
    // #ff0000 on the tab bar's white is 4.00:1: the darker text (issue 53; preview names it).
    expect(m.tabTextColor).toBe('#1f1f1f')
    expect(m.sessions).toHaveLength(1)
    const [s] = m.sessions
    expect(s.start).toBe(NOW)
    expect(s.end).toBe(NOW + 2 * HOUR)
    expect(s.coupons[0]).toEqual({ packageCode: 'PK1', actId: 11, tagText: '新人专享', price: 30, promText1: '满300可用', promText2: '全场通用', jump: { to: 'floor', uuid: 'floor-1' } })
    expect(s.coupons[1].jump).toEqual({ to: 'url', url: 'https://m.example.cn/coupons' })
    expect(s.coupons[2].jump).toEqual({ to: 'none' })
  })

  it('drops sessions without an id, times, or coupons, coupons without a packageCode, and a package listed twice', () => {
    const m = model({
      configs: [
        session(1, 0, 60, [coupon('A'), { packageCode: '' }, coupon('A', { packagePrice: 99 }), null, coupon('B')]),
        { sessId: 2, sessStartDt: 'never', sessEndDt: NOW, couponConfigs: [coupon('C')] },
        { sessId: 3, sessStartDt: NOW + HOUR, sessEndDt: NOW, couponConfigs: [coupon('D')] },
        session(4, 0, 60, []),
        'x'
      ]
    })
    expect(m.sessions.map((s) => s.sessId)).toEqual([1])
    expect(m.sessions[0].coupons.map((c) => [c.packageCode, c.price])).toEqual([['A', 50], ['B', 50]])
    expect(m.showType).toBe('LINE_1_ITEM_1')
  })

  it('no usable session: a reason for preview', () => {
    expect(parseCouponGrab({ configs: [] })).toEqual({ ok: false, reason: t('config.couponGrab.noSessions') })
    expect(parseCouponGrab(null).ok).toBe(false)
  })
})

describe('session status (001 §4: 1 in progress, 2 starts within an hour, 3 later)', () => {
  const s = { start: NOW, end: NOW + HOUR }
  it.each([
    [NOW - HOUR - 1, 3],
    [NOW - HOUR, 2],
    [NOW - 1, 2],
    [NOW, 1],
    [NOW + HOUR, 1],
    [NOW + HOUR + 1, undefined]
  ])('at %i: %p', (now, status) => {
    expect(sessionStatus(s, now)).toBe(status)
  })

  it('"Up to 4 session tabs": ended sessions dropped, the rest by start', () => {
    const m = model({ configs: [session(5, 300), session(1, -120, 60), session(2, -30), session(3, 30), session(4, 120), session(6, 500)] })
    const shown = sessionsToShow(m.sessions, NOW)
    expect(shown.map((x) => [x.session.sessId, x.status])).toEqual([[2, 1], [3, 2], [4, 3], [5, 3]])
  })

  it('looks again at the next start, end, and one hour and one minute before a start', () => {
    const sessions: GrabSession[] = [{ sessId: 1, start: NOW + 2 * HOUR, end: NOW + 3 * HOUR, coupons: [] }]
    expect(nextChange(sessions, NOW)).toBe(NOW + HOUR)
    expect(nextChange(sessions, NOW + HOUR)).toBe(NOW + 2 * HOUR - MIN)
    expect(nextChange(sessions, NOW + 2 * HOUR - MIN)).toBe(NOW + 2 * HOUR)
    expect(nextChange(sessions, NOW + 2 * HOUR)).toBe(NOW + 3 * HOUR + 1)
    expect(nextChange(sessions, NOW + 3 * HOUR + 1)).toBeUndefined()
  })
})

describe('claim state (001 §7 get-status: "0 (not got), 1 (got), other (sold out)")', () => {
  it.each([[0, 'notGot'], ['0', 'notGot'], [1, 'got'], ['1', 'got'], [2, 'soldOut'], [-1, 'soldOut'], [null, 'soldOut']])('%p → %s', (value, state) => {
    expect(claimStateOf(value)).toBe(state)
  })
})

describe('button label (001 §4)', () => {
  const label = (input: Partial<Parameters<typeof buttonOf>[0]>) => {
    const b = buttonOf({ status: 1, start: NOW, now: NOW, booked: false, bookable: true, ...input })
    return [t(b.label), b.action, b.disabled]
  }
  it('in progress: "grab now" becomes "go use" (got) or "sold out"', () => {
    expect(label({ claim: 'notGot' })).toEqual(['立即抢', 'grab', false])
    expect(label({})).toEqual(['立即抢', 'grab', false])
    expect(label({ claim: 'got' })).toEqual(['去使用', 'use', false])
    expect(label({ claim: 'soldOut' })).toEqual(['已抢光', 'none', true])
  })
  it('before start: "starting soon" (disabled) within 1 minute; otherwise "remind me", which becomes "booked"', () => {
    expect(label({ status: 2, start: NOW + MIN })).toEqual(['即将开抢', 'none', true])
    expect(label({ status: 2, start: NOW + MIN + 1 })).toEqual(['提醒我', 'book', false])
    expect(label({ status: 3, start: NOW + 2 * HOUR, booked: true })).toEqual(['已预约', 'cancel', false])
    expect(label({ status: 3, start: NOW + 2 * HOUR, bookable: false })).toEqual(['即将开抢', 'none', true])
  })
})

describe('grab answers (001 §8)', () => {
  it.each([
    [14803004, '活动未开始', false],
    [14803003, '优惠券已达领取上限', true],
    [14803005, '优惠券库存不足', true],
    [500, '优惠券发放失败，请重试', false],
    [undefined, '优惠券发放失败，请重试', false]
  ])('%p toasts %s (refresh statuses: %p)', (code, text, refresh) => {
    const failure = grabFailureOf(code)
    expect(t(failure.toast)).toBe(text)
    expect(failure.refreshStatuses).toBe(refresh)
  })
})

describe('layout (001 §3, §9: "coupons per row 1, 2, 3 or up to 10")', () => {
  it('MULTIPLE: "up to 10 per row"; more wrap onto another row, in order, none lost', () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `C${i + 1}`)
    expect(multipleRows(codes(4)).map((r) => r.length)).toEqual([4])
    expect(multipleRows(codes(10)).map((r) => r.length)).toEqual([10])
    expect(multipleRows(codes(12)).map((r) => r.length)).toEqual([10, 2])
    expect(multipleRows(codes(25)).map((r) => r.length)).toEqual([10, 10, 5])
    expect(multipleRows(codes(12)).flat()).toEqual(codes(12))
    expect(multipleRows([])).toEqual([])
  })

  it.each([['LINE_1_ITEM_1', 5, 1], ['LINE_1_ITEM_2', 5, 2], ['LINE_1_ITEM_3', 5, 3], ['MULTIPLE', 4, 4], ['MULTIPLE', 14, 10], ['MULTIPLE', 0, 1]] as const)('%s with %i coupons: %i per row', (type, count, n) => {
    expect(perRow(type, count)).toBe(n)
  })
})

describe('coupon grab: edges the mutation run found untested (docs/testing.md)', () => {
  const NOW_T = Date.parse('2026-11-11T12:00:00+08:00')
  const sessionWith = (coupon: Record<string, unknown>, over: Record<string, unknown> = {}) => {
    const r = parseCouponGrab({ configs: [{ sessId: 1, sessStartDt: NOW_T, sessEndDt: NOW_T + 3600_000, couponConfigs: [{ packageCode: 'P', ...coupon }], ...over }] })
    return r.ok ? r.value.sessions[0] : undefined
  }

  it('a price from 0 up to (not at) 1e9; a negative or missing one is none', () => {
    expect([0, 50, 1e9 - 1, 1e9, -1, undefined].map((packagePrice) => sessionWith({ packagePrice })?.coupons[0].price)).toEqual([0, 50, 1e9 - 1, undefined, undefined, undefined])
  })

  it('"go use": a floor needs JUMP_TO_FLOOR and its uuid, a URL JUMP_TO_URL and its URL; a mismatch goes nowhere', () => {
    const jump = (c: Record<string, unknown>) => sessionWith(c)?.coupons[0].jump
    expect(jump({ btnJumpType: 'JUMP_TO_FLOOR', targetFloorUuid: 'f-1' })).toEqual({ to: 'floor', uuid: 'f-1' })
    expect(jump({ btnJumpType: 'JUMP_TO_FLOOR', jumpUrl: 'https://m.example.cn/a' })).toEqual({ to: 'none' })
    expect(jump({ btnJumpType: 'JUMP_TO_URL', targetFloorUuid: 'f-1' })).toEqual({ to: 'none' })
    expect(jump({ btnJumpType: 'JUMP_TO_URL', jumpUrl: 'https://m.example.cn/a' })).toEqual({ to: 'url', url: 'https://m.example.cn/a' })
    expect(jump({ targetFloorUuid: 'f-1', jumpUrl: 'https://m.example.cn/a' })).toEqual({ to: 'none' })
  })

  it('a session may start and end at the same instant; ending before it starts, or without an id, it is dropped; ids are numbers or texts', () => {
    expect(sessionWith({}, { sessEndDt: NOW_T })?.end).toBe(NOW_T)
    expect(sessionWith({}, { sessEndDt: NOW_T - 1 })).toBeUndefined()
    expect(sessionWith({}, { sessId: Number.NaN })).toBeUndefined()
    expect(sessionWith({}, { sessId: 's-1' })?.sessId).toBe('s-1')
    expect(sessionWith({ actId: Number.POSITIVE_INFINITY })?.coupons[0].actId).toBeUndefined()
    expect(sessionWith({ actId: 'act-9' })?.coupons[0].actId).toBe('act-9')
  })
})
