import { t } from '@/i18n'
import type { ComponentConfig } from '@/lib/types'
import type { LivePrice } from '@/product'
import {
  APPOINTMENT_LABEL_MIN_MS, CHANNEL_FROM_SECKILL, DEFAULT_XPCT, DEFAULT_YPCT, MAX_SESSIONS, PROGRESS_CLAMP,
  SECKILL_ACT_TYPE, SECKILL_SCENE_CODE, SOON_WITHIN_MS, TOAST_AT_OR_BELOW_S,
  bookingExt, channelParams, countdownLabel, countdownTarget, grabbedPercent, isOversold, parseSeckill, pickSessions,
  progressLabel, progressOf, secondsLeft, seckillDisplay, sessionState, sessionsToShow, showsAppointmentLabel,
  startLabel, tabLabel, updateToastDue, visibleProducts
} from './model'
import type { SeckillSession, SeckillSettings, SessionPrices } from './types'

/** A Beijing wall-clock time. */
const BJ = (s: string) => Date.parse(`${s.replace(' ', 'T')}+08:00`)

const line = (productId: number, extra: Record<string, unknown> = {}) => ({
  productId,
  actId: 9000 + productId,
  categoryId: 6,
  brandId: 52,
  product: { id: productId, name: `手机${productId}`, imageUrl: 'https://img.example/p.png', dailyPrice: 5999, discountPrice: 1000, lowestPrice: 4999 },
  secondKillProgress: { virtualStock: 100, outdoStockUpperLimit: 20 },
  isShowProgressBar: true,
  isShowSales: true,
  orderCount: 30,
  soldCountDesc: '已抢30件',
  ...extra
})

const contents = {
  productCount: 2,
  selectedTabBgColor: '#FF3B30',
  selectedCharColor: '#fff',
  unselectedTabBgColor: 'url(x)',
  unselectedCharColor: 'rgb(51, 51, 51)',
  configs: [
    { sessId: 'S2', seckillStartDt: '2026-06-18 20:00:00', seckillEndDt: '2026-06-18 22:00:00', productConfigs: [line(2)] },
    { sessId: 'S1', seckillStartDt: BJ('2026-06-18 10:00:00'), seckillEndDt: BJ('2026-06-18 12:00:00'), productConfigs: [line(1), { product: null }] },
    { sessId: 'bad', seckillStartDt: '2026-06-18 12:00:00', seckillEndDt: '2026-06-18 10:00:00', productConfigs: [] }
  ]
}
const component: ComponentConfig = { id: 1, uuid: 'u1', type: 'yanxuanSeckill', data: { yanxuanSeckill: { sysTime: BJ('2026-06-18 09:00:00'), contents: [contents] } } }

function parsed () {
  const r = parseSeckill(contents, component)
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

const session = (start: string, end: string, products = parsed().sessions[0].products): SeckillSession => ({ sessId: start, start: BJ(start), end: BJ(end), products })

describe('flash sale config (001 §3 "Flash sale info")', () => {
  it('reads sysTime beside contents, colours (checked), sessions with ms or Beijing wall-clock times, and product lines', () => {
    const m = parsed()
    expect(m.sysTime).toBe(BJ('2026-06-18 09:00:00'))
    expect(m.settings).toEqual({
      productCount: 2,
      // White on #FF3B30 is 3.55:1: the darker text (issue 53; preview names it).
      colors: { selectedTabBg: '#FF3B30', selectedChar: '#1f1f1f', unselectedTabBg: undefined, unselectedChar: 'rgb(51, 51, 51)' },
      xpct: 10,
      ypct: 90,
      progressStartText: '热抢开始'
    })
    expect(m.sessions.map((s) => [s.sessId, s.start, s.end])).toEqual([
      ['S2', BJ('2026-06-18 20:00:00'), BJ('2026-06-18 22:00:00')],
      ['S1', BJ('2026-06-18 10:00:00'), BJ('2026-06-18 12:00:00')]
    ])
    expect(m.sessions[1].products).toHaveLength(1)
    expect(m.sessions[1].products[0]).toMatchObject({
      productId: 1, actId: 9001, categoryId: 6, brandId: 52, stock: { virtualStock: 100, outdoStockUpperLimit: 20 },
      showProgressBar: true, showSales: true, orderCount: 30, soldCountDesc: '已抢30件', product: { id: 1, name: '手机1', lowestPrice: 4999 }
    })
  })

  it('refuses a config without a sessions list; an empty list is valid (the ended message)', () => {
    expect(parseSeckill({ xpct: 10 }, component)).toEqual({ ok: false, reason: t('config.seckill.noSessions') })
    expect(parseSeckill(null, component)).toEqual({ ok: false, reason: t('config.notObject') })
    const empty = parseSeckill({ configs: [] })
    expect(empty.ok && empty.value.sessions).toEqual([])
  })

  it('takes thresholds xpct / ypct from config (their source is not shown: defaults 10 and 90) and the start text', () => {
    expect([DEFAULT_XPCT, DEFAULT_YPCT]).toEqual([10, 90])
    const r = parseSeckill({ configs: [], xpct: '20', ypct: 80, progressStartText: '马上开抢' })
    expect(r.ok && [r.value.settings.xpct, r.value.settings.ypct, r.value.settings.progressStartText]).toEqual([20, 80, '马上开抢'])
    const swapped = parseSeckill({ configs: [], xpct: 95, ypct: 50 })
    expect(swapped.ok && [swapped.value.settings.xpct, swapped.value.settings.ypct]).toEqual([10, 90])
    const outOfRange = parseSeckill({ configs: [], xpct: -5, ypct: 150 })
    expect(outOfRange.ok && [outOfRange.value.settings.xpct, outOfRange.value.settings.ypct]).toEqual([10, 90])
  })
})

describe('session state on the server clock (001 §4, §9)', () => {
  const s = session('2026-06-18 10:00:00', '2026-06-18 12:00:00')

  it('"Doing: now is between start and end, inclusive"; "End: end has passed"', () => {
    expect(sessionState(s, BJ('2026-06-18 10:00:00'))).toBe('Doing')
    expect(sessionState(s, BJ('2026-06-18 12:00:00'))).toBe('Doing')
    expect(sessionState(s, BJ('2026-06-18 12:00:00') + 1)).toBe('End')
    expect(sessionState(s, BJ('2026-06-18 10:00:00') - 1)).toBe('Soon')
  })

  it('"Soon: before start, on the same day or within 1 hour"; "Next: later start"', () => {
    expect(SOON_WITHIN_MS).toBe(3600000)
    // Within 1 hour across midnight: 23:30 → 00:30 next day (exactly 1 hour counts).
    expect(sessionState(session('2026-06-19 00:30:00', '2026-06-19 02:00:00'), BJ('2026-06-18 23:30:00'))).toBe('Soon')
    expect(sessionState(session('2026-06-19 00:30:00', '2026-06-19 02:00:00'), BJ('2026-06-18 23:30:00') - 1)).toBe('Next')
    // Same Beijing day, 13 hours ahead.
    expect(sessionState(session('2026-06-18 22:00:00', '2026-06-18 23:00:00'), BJ('2026-06-18 09:00:00'))).toBe('Soon')
    // Next day, more than an hour ahead.
    expect(sessionState(session('2026-06-19 23:30:00', '2026-06-20 01:00:00'), BJ('2026-06-18 22:00:00'))).toBe('Next')
  })

  it('counts days on the Beijing calendar whatever the phone\'s zone (an instant is an instant)', () => {
    // 2026-06-18 00:10 Beijing is still the 17th in UTC: start 2026-06-18 23:00 Beijing is the same Beijing day.
    expect(sessionState(session('2026-06-18 23:00:00', '2026-06-18 23:59:00'), BJ('2026-06-18 00:10:00'))).toBe('Soon')
    expect(sessionState(session('2026-06-19 01:30:00', '2026-06-19 02:00:00'), BJ('2026-06-18 23:59:59'))).toBe('Next')
  })

  it('"Sessions whose end is past are dropped, the rest are sorted by start and at most 2 kept"', () => {
    expect(MAX_SESSIONS).toBe(2)
    const all = [
      session('2026-06-18 20:00:00', '2026-06-18 22:00:00'),
      session('2026-06-18 08:00:00', '2026-06-18 09:00:00'),
      session('2026-06-19 10:00:00', '2026-06-19 12:00:00'),
      session('2026-06-18 10:00:00', '2026-06-18 12:00:00')
    ]
    expect(pickSessions(all, BJ('2026-06-18 11:00:00')).map((x) => x.sessId)).toEqual(['2026-06-18 10:00:00', '2026-06-18 20:00:00'])
  })

  it('tabs read "now seckilling" / "about to start" / "next preview" / "ended"', () => {
    expect(['Doing', 'Soon', 'Next', 'End'].map((k) => tabLabel(k as 'Doing'))).toEqual(['正在秒杀', '即将开始', '下场预告', '已结束'])
  })

  it('start times: "tomorrow HH:mm start", "MM month DD day HH:mm start", and today as "HH:mm start"', () => {
    const now = BJ('2026-06-18 23:30:00')
    expect(startLabel(BJ('2026-06-19 00:30:00'), now)).toBe('明天 00:30 开抢')
    expect(startLabel(BJ('2026-06-20 09:05:00'), now)).toBe('06月20日 09:05 开抢')
    expect(startLabel(BJ('2026-06-18 23:45:00'), now)).toBe('23:45 开抢')
    expect(startLabel(BJ('2027-01-01 10:00:00'), BJ('2026-12-31 08:00:00'))).toBe('明天 10:00 开抢')
  })

  it('counts to the end while Doing and to the start before; "at 3 seconds or less a toast … appears once"', () => {
    expect(TOAST_AT_OR_BELOW_S).toBe(3)
    const s2 = session('2026-06-18 10:00:00', '2026-06-18 12:00:00')
    expect(countdownTarget(s2, 'Doing')).toBe(s2.end)
    expect(countdownTarget(s2, 'Soon')).toBe(s2.start)
    expect(countdownTarget(s2, 'Next')).toBe(s2.start)
    expect(countdownTarget(s2, 'End')).toBeUndefined()
    expect(secondsLeft(10_000, 6_001)).toBe(4)
    expect(secondsLeft(10_000, 7_000)).toBe(3)
    expect(secondsLeft(10_000, 11_000)).toBe(0)
    expect(updateToastDue(4)).toBe(false)
    expect(updateToastDue(3)).toBe(true)
    expect(updateToastDue(0)).toBe(true)
    expect(updateToastDue(2, true)).toBe(false)
    expect(t('seckill.updating')).toBe('正在为您更新最新优惠状态')
  })
})

describe('product visibility in a session (001 §4)', () => {
  const s = session('2026-06-18 10:00:00', '2026-06-18 12:00:00', parsed().sessions[1].products)
  const live = (entry: Partial<LivePrice>): SessionPrices => new Map([[1, { id: 1, ...entry }]])

  it('"Overselling filter: a product is hidden when orderCount >= virtualStock + outdoStockUpperLimit" (equality hides)', () => {
    expect(isOversold(119, { virtualStock: 100, outdoStockUpperLimit: 20 })).toBe(false)
    expect(isOversold(120, { virtualStock: 100, outdoStockUpperLimit: 20 })).toBe(true)
    expect(isOversold(100, { virtualStock: 100 })).toBe(true)
    expect(isOversold(1000, {})).toBe(false)
    // The live order count wins over the config's 30.
    expect(visibleProducts(s, 'Doing', live({ lowestPrice: 4999, dailyPrice: 5999, orderCount: 120 }))).toEqual([])
    expect(visibleProducts(s, 'Doing', live({ lowestPrice: 4999, dailyPrice: 5999, orderCount: 119 }))).toHaveLength(1)
  })

  it('"In Doing: shown as sold out if there is no price data or price rules fail"', () => {
    const soldOut = (prices: SessionPrices) => visibleProducts(s, 'Doing', prices).map((i) => i.soldOut)
    expect(soldOut(live({ dailyPrice: 5999, lowestPrice: 4999 }))).toEqual([false])
    expect(soldOut('error')).toEqual([true])
    expect(soldOut(new Map())).toEqual([true])
    expect(soldOut(live({ dailyPrice: 5999 }))).toEqual([true])
    expect(soldOut(live({ dailyPrice: 4999, lowestPrice: 5999 }))).toEqual([true])
    expect(soldOut(live({ dailyPrice: 5999, lowestPrice: -1 }))).toEqual([true])
    // Before the answer, the config's prices stand in.
    expect(soldOut(undefined)).toEqual([false])
  })

  it('"In Soon or Next: shown if any price exists"', () => {
    expect(visibleProducts(s, 'Soon', 'error')).toEqual([])
    expect(visibleProducts(s, 'Next', live({}))).toEqual([])
    expect(visibleProducts(s, 'Next', live({ dailyPrice: 5999 }))).toHaveLength(1)
    expect(visibleProducts(s, 'End', live({ dailyPrice: 5999, lowestPrice: 1 }))).toEqual([])
  })

  it('shows the sales text only when the line asks, the live one first', () => {
    expect(visibleProducts(s, 'Doing', live({ lowestPrice: 1, dailyPrice: 2, soldCountDesc: '已抢88件' }))[0].soldCountDesc).toBe('已抢88件')
    const quiet = { ...s, products: [{ ...s.products[0], showSales: false }] }
    expect(visibleProducts(quiet, 'Doing', undefined)[0].soldCountDesc).toBeUndefined()
  })
})

describe('progress label and bar (001 §4, §5, §9)', () => {
  const settings: SeckillSettings = { colors: {}, xpct: 10, ypct: 90, progressStartText: t('seckill.progress.start') }

  it('grabbed percent is floor(orderCount / virtualStock × 100)', () => {
    expect(grabbedPercent(29, 100)).toBe(29)
    expect(grabbedPercent(1, 3)).toBe(33)
    expect(grabbedPercent(2, 3)).toBe(66)
    expect(grabbedPercent(130, 100)).toBe(130)
    expect(grabbedPercent(5, 0)).toBeUndefined()
  })

  it('"Below the low threshold: text (default \'hot grab start\')"; "Within range: \'already grabbed N%\'" (both thresholds inclusive)', () => {
    expect(progressLabel(9, settings)).toBe('热抢开始')
    expect(progressLabel(10, settings)).toBe('已抢10%')
    expect(progressLabel(90, settings)).toBe('已抢90%')
    expect(progressLabel(5, { ...settings, progressStartText: '马上开抢' })).toBe('马上开抢')
  })

  it('"Above the high threshold and under 100: \'about to sell out\'. At 100 or more: \'restock selling\'"', () => {
    expect(progressLabel(91, settings)).toBe('即将售罄')
    expect(progressLabel(99, settings)).toBe('即将售罄')
    expect(progressLabel(100, settings)).toBe('补货热卖中')
    expect(progressLabel(118, settings)).toBe('补货热卖中')
    expect(progressLabel(100, { ...settings, ypct: 100 })).toBe('补货热卖中')
  })

  it('"Progress bar width is clamped between 40% and 96.27%"', () => {
    expect(PROGRESS_CLAMP).toEqual([40, 96.27])
    const item = (orderCount: number) => ({ orderCount, config: parsed().sessions[1].products[0] })
    expect(progressOf(item(5), settings)).toEqual({ percent: 5, label: '热抢开始', width: 40 })
    expect(progressOf(item(50), settings)).toEqual({ percent: 50, label: '已抢50%', width: 50 })
    expect(progressOf(item(99), settings)).toEqual({ percent: 99, label: '即将售罄', width: 96.27 })
    expect(progressOf({ orderCount: 5, config: { ...item(5).config, showProgressBar: false } }, settings)).toBeUndefined()
  })
})

describe('what the block shows (001 §2 "Flash sale")', () => {
  const sessions = parsed().sessions
  const prices = (s: SeckillSession): SessionPrices => new Map(s.products.map((p) => [p.product.id, { id: p.product.id, dailyPrice: 5999, lowestPrice: 4999 }]))

  it('two sessions: tabs with their labels, start times and countdown targets', () => {
    const shown = sessionsToShow(sessions, BJ('2026-06-18 11:00:00'), prices)
    expect(shown.map((s) => [s.session.sessId, s.state, s.tabLabel, s.startLabel, s.countdownTarget])).toEqual([
      ['S1', 'Doing', '正在秒杀', '10:00 开抢', BJ('2026-06-18 12:00:00')],
      ['S2', 'Soon', '即将开始', '20:00 开抢', BJ('2026-06-18 20:00:00')]
    ])
    expect(seckillDisplay(shown).kind).toBe('tabs')
  })

  it('one session: header "brand goods limited-time seckill" and countdown "time left in this session"', () => {
    const shown = sessionsToShow(sessions, BJ('2026-06-18 21:00:00'), prices)
    expect(seckillDisplay(shown)).toMatchObject({ kind: 'single', header: '品牌好货限时秒杀', countdownLabel: '本场剩余', session: { state: 'Doing' } })
    expect(countdownLabel('Soon')).toBe('距开抢还有')
  })

  it('hides a session with no visible products (after keeping at most 2)', () => {
    const shown = sessionsToShow(sessions, BJ('2026-06-18 11:00:00'), (s) => (s.sessId === 'S2' ? 'error' : prices(s)))
    expect(shown.map((s) => s.session.sessId)).toEqual(['S1'])
  })

  it('"If all sessions are over or empty the block shows: This seckill session has ended, go browse other activities"', () => {
    expect(seckillDisplay(sessionsToShow(sessions, BJ('2026-06-18 22:00:01'), prices))).toEqual({ kind: 'ended', text: '本场秒杀已结束，去看看其他活动吧' })
    expect(seckillDisplay(sessionsToShow([], BJ('2026-06-18 11:00:00'), prices)).kind).toBe('ended')
  })
})

describe('booking (001 §5, §6, §7)', () => {
  const start = BJ('2026-06-18 20:00:00')

  it('"shows the appointment label when the start is more than 10 minutes away and the user is not logged in or not booked"', () => {
    expect(APPOINTMENT_LABEL_MIN_MS).toBe(600000)
    expect(showsAppointmentLabel(start, start - 600000, false, false)).toBe(false)
    expect(showsAppointmentLabel(start, start - 600001, false, false)).toBe(true)
    expect(showsAppointmentLabel(start, start - 600001, true, false)).toBe(true)
    expect(showsAppointmentLabel(start, start - 600001, false, true)).toBe(true)
    expect(showsAppointmentLabel(start, start - 600001, true, true)).toBe(false)
  })

  it('opens the subscribe page "with sceneCode yx_flash_sale (ext: sessId, actId, actType 1, actEntityId, pageId, sessStartDt, position)"', () => {
    expect([SECKILL_SCENE_CODE, SECKILL_ACT_TYPE]).toEqual(['yx_flash_sale', 1])
    expect(bookingExt({ sessId: 'S2', actId: 9002, actEntityId: 2, pageId: 77, sessStartDt: start, position: 0 })).toEqual({
      sceneCode: 'yx_flash_sale',
      ext: { sessId: 'S2', actId: 9002, actType: 1, actEntityId: 2, pageId: 77, sessStartDt: start, position: 0 }
    })
  })

  it('in a plain browser: "The browser does not support WeChat booking for now, please open in the WeChat mini-program or app~"', () => {
    expect(t('seckill.booking.browserUnsupported')).toBe('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
  })
})

describe('click destination (001 §2: YanxuanChannel)', () => {
  it('"categoryId, brandId, productId, title, productName; plus from=avatarYanxuanSeckill when a seckill is running"', () => {
    const config = parsed().sessions[1].products[0]
    expect(CHANNEL_FROM_SECKILL).toBe('avatarYanxuanSeckill')
    expect(channelParams(config, '品牌秒杀', 'Doing')).toEqual({ categoryId: 6, brandId: 52, productId: 1, title: '品牌秒杀', productName: '手机1', from: 'avatarYanxuanSeckill' })
    expect(channelParams(config, undefined, 'Soon')).toEqual({ categoryId: 6, brandId: 52, productId: 1, productName: '手机1' })
    expect(channelParams({ ...config, categoryId: undefined, brandId: undefined }, '', 'Next')).toEqual({ productId: 1, productName: '手机1' })
  })
})

describe('seckill: edges the mutation run found untested (docs/testing.md)', () => {
  const T = BJ('2026-11-11 10:00:00')
  const product = { productId: 101, product: { id: 101, name: '手机' } }
  const settingsOf = (over: Record<string, unknown>) => { const r = parseSeckill({ configs: [], ...over }); if (!r.ok) throw new Error(r.reason); return r.value.settings }
  const sessionOf = (over: Record<string, unknown>) => { const r = parseSeckill({ configs: [{ sessId: 1, seckillStartDt: T, seckillEndDt: T + 3600_000, productConfigs: [product], ...over }] }); if (!r.ok) throw new Error(r.reason); return r.value.sessions[0] }

  it('a session is kept up to and at its very end (001 §4: Doing to the end, inclusive), dropped a millisecond after', () => {
    const s = { sessId: 1, start: T, end: T + 1000, products: [] } as SeckillSession
    expect(sessionState(s, T + 1000)).toBe('Doing')
    expect(pickSessions([s], T + 1000)).toEqual([s])
    expect(pickSessions([s], T + 1001)).toEqual([])
  })

  it('thresholds at 0 and 100 are thresholds; equal ones are kept; the product count is a whole number from 1', () => {
    expect(settingsOf({ xpct: 0, ypct: 100 })).toMatchObject({ xpct: 0, ypct: 100 })
    expect(settingsOf({ xpct: 50, ypct: 50 })).toMatchObject({ xpct: 50, ypct: 50 })
    expect(settingsOf({ xpct: -1, ypct: 101 })).toMatchObject({ xpct: DEFAULT_XPCT, ypct: DEFAULT_YPCT })
    expect([1, 0, 1.5, 3].map((productCount) => settingsOf({ productCount }).productCount)).toEqual([1, undefined, undefined, 3])
  })

  it('a session needs an id, a start and an end after it (not equal); productId -1 means "all", so the product\'s own id counts', () => {
    expect(sessionOf({ seckillEndDt: T })).toBeUndefined()
    expect(sessionOf({ sessId: undefined })).toBeUndefined()
    expect(sessionOf({ seckillStartDt: undefined })).toBeUndefined()
    expect(sessionOf({ seckillEndDt: 'soon' })).toBeUndefined()
    expect(sessionOf({ productConfigs: [{ ...product, productId: -1, product: { id: 202, name: '平板' } }] })?.products[0].productId).toBe(202)
    expect(sessionOf({ productConfigs: [{ ...product, productId: 303 }] })?.products[0].productId).toBe(303)
  })

  it('sales: an order count of 0 is a count, a negative one none; oversold only with both the count and a virtual stock', () => {
    const counts = [0, -1, 5].map((orderCount) => sessionOf({ productConfigs: [{ ...product, orderCount }] })?.products[0].orderCount)
    expect(counts).toEqual([0, undefined, 5])
    expect(isOversold(undefined, { virtualStock: 0 })).toBe(false)
    expect(isOversold(10, { virtualStock: undefined, outdoStockUpperLimit: 0 })).toBe(false)
    expect(isOversold(10, { virtualStock: 8, outdoStockUpperLimit: 2 })).toBe(true)
    expect(isOversold(9, { virtualStock: 8, outdoStockUpperLimit: 2 })).toBe(false)
  })
})
