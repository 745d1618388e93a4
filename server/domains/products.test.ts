import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { ASSET_DIR, buildEmulator } from '../app'
import { emulatorClient, RELEASE } from '../testClient'
import { SCENARIO_DIR, scenarioFiles, withScenarios, type Scenario } from '../scenarios'
import { CATALOGUE, CATALOGUE_BY_ID } from './products.data'
import { PRICE_FAULT, formatBeijing, orderCountIn, parseBeijing, resolveSession } from './products'
import { ANCHOR_TTL_MS } from './relativeTime'

/** Scenarios that exist only in these tests (seeds the shipped files do not need), handed to this file's emulator. */
const ownScenarios: Scenario[] = [
  { id: 'products-fault', title: 'price fault', description: '', page: { components: [] }, seed: { products: { priceFault: true } } },
  { id: 'products-soldout', title: 'sold out', description: '', page: { components: [] }, seed: { products: { soldOut: [100101] } } }
]

const INFO = '/avatar/model/get-info-list'
const COMPONENT = '/campaign-center/api/avatar/components/get-release'
const QUERY = '/activity-book/query-status'
const BOOK = '/activity-book/book'
const CANCEL = '/activity-book/cancel'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** 2026-11-23 10:00:00 Beijing time. */
const T = Date.parse('2026-11-23T10:00:00+08:00')

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent', scenarios: withScenarios(scenarioFiles(), ownScenarios) }) })
afterAll(async () => { await app.close() })
const { visitor, login } = emulatorClient(() => app)

async function post (url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, payload, headers })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

async function openPage (cookie: string, hash: string) {
  return (await post(RELEASE, { hash, cityId: 1, platform: 'PC' }, { cookie })).body.data
}

type Session = { sessId: number, seckillStartDt: number | string, seckillEndDt: number | string, startInMinutes?: number }
function seckillOf (page: { components: Array<{ uuid: string, data: Record<string, { sysTime: number, contents: Array<{ configs: Session[] }> }> }> }, uuid: string) {
  const block = page.components.find((c) => c.uuid === uuid)?.data.yanxuanSeckill
  if (!block) throw new Error(`no seckill ${uuid}`)
  return { sysTime: block.sysTime, sessions: block.contents[0].configs }
}

describe('catalogue', () => {
  it('has at least 24 phones, tablets and laptops, with the rule breakers the filters need', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(24)
    expect(new Set(CATALOGUE.map((i) => i.categoryId))).toEqual(new Set([6, 7, 8]))
    expect(CATALOGUE.filter((i) => i.lowestPrice === undefined).length).toBeGreaterThanOrEqual(2)
    expect(CATALOGUE.some((i) => (i.lowestPrice ?? 0) < 0)).toBe(true)
    expect(CATALOGUE.some((i) => (i.lowestPrice ?? 0) > i.dailyPrice)).toBe(true)
    expect(CATALOGUE.some((i) => !Number.isInteger(i.dailyPrice))).toBe(true)
    for (const i of CATALOGUE) expect([i.id, existsSync(path.join(ASSET_DIR, i.image))]).toEqual([i.id, true])
  })
})

describe('times', () => {
  it("parses and formats 'YYYY-MM-DD HH:mm:ss' in Beijing time, rejecting dates that do not exist", () => {
    expect(parseBeijing('2026-11-23 10:00:00')).toBe(T)
    expect(formatBeijing(T + 90 * MINUTE)).toBe('2026-11-23 11:30:00')
    expect(parseBeijing('2026-02-30 00:00:00')).toBeUndefined()
    expect(parseBeijing('2026-11-23T10:00:00')).toBeUndefined()
  })

  it('counts window orders from the clock: none before the start, base plus the hourly rate, frozen after the end', () => {
    const iphone = CATALOGUE_BY_ID.get(100101)! // flash { base 40, perHour 12 }
    expect(orderCountIn(iphone, T, T + 2 * HOUR, T - 1)).toBe(0)
    expect(orderCountIn(iphone, T, T + 2 * HOUR, T)).toBe(40)
    expect(orderCountIn(iphone, T, T + 2 * HOUR, T + 30 * MINUTE)).toBe(46)
    expect(orderCountIn(iphone, T, T + 2 * HOUR, T + 5 * HOUR)).toBe(64)
    expect(orderCountIn(CATALOGUE_BY_ID.get(100102)!, T, T + 2 * HOUR, T + HOUR)).toBe(2) // no flash: 2 an hour
  })

  it('turns startInMinutes / durationMinutes into ms from the anchor and leaves fixed times alone', () => {
    expect(resolveSession({ sessId: 1, startInMinutes: -30, durationMinutes: 90, productConfigs: [] }, T))
      .toEqual({ sessId: 1, seckillStartDt: T - 30 * MINUTE, seckillEndDt: T + 60 * MINUTE, productConfigs: [] })
    expect(resolveSession({ sessId: 2, startInMinutes: 5 }, T)).toEqual({ sessId: 2, seckillStartDt: T + 5 * MINUTE, seckillEndDt: T + 65 * MINUTE })
    const fixed = { sessId: 3, seckillStartDt: '2026-11-11 10:00:00', seckillEndDt: '2026-11-11 12:00:00' }
    expect(resolveSession(fixed, T)).toBe(fixed)
    expect(resolveSession(null, T)).toBeNull()
  })
})

describe('get-info-list', () => {
  it('answers the known ids with prices and installments, leaving unknown ids out and sold-out ones without lowestPrice', async () => {
    const { body } = await post(INFO, { ids: [100101, 100107, 424242, 100101], needIouData: true })
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: [
        { id: 100101, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, iouData: { perPeriodPrice: 491.66, period: 12 } },
        { id: 100107, dailyPrice: 2399, discountPrice: 0 }
      ]
    })
  })

  it('adds iouData only when asked, and order counts and sales only when asked', async () => {
    expect((await post(INFO, { ids: [100101] })).body.data).toEqual([{ id: 100101, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9 }])
    const { body } = await post(INFO, { ids: [100101, 100114], needOrderCount: true, needSoldCount: true })
    expect(body.data).toEqual([
      { id: 100101, dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, orderCount: 18620, soldCountDesc: '已售2.3万' },
      { id: 100114, dailyPrice: 4899.9, discountPrice: 300.2, lowestPrice: 4599.7, orderCount: 4460, soldCountDesc: '已售4900+' }
    ])
  })

  it("counts a seckill window's orders on the emulator clock", async () => {
    const window = { ids: [100101, 100114, 100102], needOrderCount: true, needSoldCount: true, startTime: '2026-11-23 10:00:00', endTime: '2026-11-23 12:00:00' }
    const at = async (iso: string) => (await post(INFO, window, { 'x-emu-now': iso })).body.data.map((p: { orderCount: number }) => p.orderCount)
    expect(await at('2026-11-23T09:59:59+08:00')).toEqual([0, 0, 0])
    expect(await at('2026-11-23T10:30:00+08:00')).toEqual([46, 150, 1])
    expect(await at('2026-11-23T13:00:00+08:00')).toEqual([64, 150, 4])
  })

  it('rejects a malformed body with code 400 and a Chinese message', async () => {
    const cases: Array<[object, string]> = [
      [{}, '商品 id 列表（ids）须为数字数组'],
      [{ ids: ['100101'] }, '商品 id 列表（ids）须为数字数组'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i) }, '一次最多查询 100 个商品'],
      [{ ids: [1], needIouData: 'yes' }, 'needIouData 须为布尔值'],
      [{ ids: [1], startTime: '2026-11-23 10:00:00' }, '开始时间与结束时间须同时传入'],
      [{ ids: [1], startTime: '2026/11/23 10:00', endTime: '2026-11-23 12:00:00' }, '时间须为 YYYY-MM-DD HH:mm:ss 格式'],
      [{ ids: [1], startTime: 1700000000000, endTime: '2026-11-23 12:00:00' }, '时间须为 YYYY-MM-DD HH:mm:ss 格式'],
      [{ ids: [1], startTime: '2026-11-23 12:00:00', endTime: '2026-11-23 10:00:00' }, '开始时间不能晚于结束时间']
    ]
    for (const [payload, msg] of cases) expect([payload, (await post(INFO, payload)).body]).toEqual([payload, { code: 400, data: null, msg }])
  })

  it('seed: priceFault answers a business code; soldOut drops lowestPrice (and installments)', async () => {
    const faulty = await visitor()
    await openPage(faulty, 'products-fault')
    expect((await post(INFO, { ids: [100101] }, { cookie: faulty })).body).toEqual({ code: PRICE_FAULT.code, data: null, msg: '商品价格服务繁忙，请稍后再试' })
    const soldOut = await visitor()
    await openPage(soldOut, 'products-soldout')
    expect((await post(INFO, { ids: [100101], needIouData: true }, { cookie: soldOut })).body.data).toEqual([{ id: 100101, dailyPrice: 6299.9, discountPrice: 400 }])
  })

  it('takes faults by its route name like every gateway call', async () => {
    const cookie = await visitor()
    await post('/__emu/visitor', { faults: { 'model/get-info-list': 'code=13606017' } }, { cookie })
    expect((await post(INFO, { ids: [100101] }, { cookie })).body).toMatchObject({ code: 13606017, data: null })
  })
})

describe('activity-book', () => {
  it('needs login to query, book or cancel', async () => {
    expect((await post(QUERY, { sessId: 7202, actIds: [882201], actType: 1 })).body).toEqual({ code: 401, data: null, msg: '请先登录' })
    expect((await post(BOOK, { sessId: 7202, actId: 882201, actType: 1, sceneCode: 'yx_flash_sale' })).body.code).toBe(401)
    expect((await post(CANCEL, { sessId: 7202, actId: 882201, actType: 1, sceneCode: 'yx_flash_sale' })).body.code).toBe(401)
  })

  it('book → booked, cancel (code 200) → not booked, per user, with the seed booked for everyone', async () => {
    const cookie = await visitor()
    await openPage(cookie, 'seckill')
    const token = await login('13900000081')
    const headers = { cookie, token }
    const status = async (actType = 1) => (await post(QUERY, { sessId: 7202, actIds: [882201, 882202], actType }, headers)).body
    expect(await status()).toEqual({ code: 0, data: { 882201: true, 882202: false }, msg: 'success' })

    expect((await post(BOOK, { sessId: 7202, actId: 882202, actType: 1, sceneCode: 'yx_flash_sale' }, headers)).body).toEqual({ code: 0, data: true, msg: 'success' })
    expect((await status()).data).toEqual({ 882201: true, 882202: true })
    // Another act type (the coupon grab's reminders) is another booking.
    expect((await status(2)).data).toEqual({ 882201: false, 882202: false })

    // 001 §7: the cancel answers code 200 with data.
    expect((await post(CANCEL, { sessId: 7202, actId: 882201, actType: 1, sceneCode: 'yx_flash_sale' }, headers)).body).toEqual({ code: 200, data: true, msg: 'success' })
    expect((await status()).data).toEqual({ 882201: false, 882202: true })

    // The same account on another device; another user still has only the seed.
    const other = await visitor()
    await openPage(other, 'seckill')
    expect((await post(QUERY, { sessId: 7202, actIds: [882201, 882202], actType: 1 }, { cookie: other, token })).body.data).toEqual({ 882201: false, 882202: true })
    const stranger = await login('13900000082')
    expect((await post(QUERY, { sessId: 7202, actIds: [882201, 882202], actType: 1 }, { cookie: other, token: stranger })).body.data).toEqual({ 882201: true, 882202: false })
  })

  it('rejects malformed bookings with code 400 (a cancel error keeps its business code)', async () => {
    const token = await login('13900000083')
    expect((await post(QUERY, { sessId: 7202, actIds: [1], actType: 3 }, { token })).body).toEqual({ code: 400, data: null, msg: '预约类型（actType）须为 1 或 2' })
    expect((await post(QUERY, { actIds: [1], actType: 1 }, { token })).body.msg).toBe('场次 id（sessId）缺失')
    expect((await post(QUERY, { sessId: 1, actIds: 'x', actType: 1 }, { token })).body.msg).toBe('活动 id 列表（actIds）须为数组')
    expect((await post(BOOK, { sessId: 1, actType: 1, sceneCode: 'yx_flash_sale' }, { token })).body.msg).toBe('活动 id（actId）缺失')
    expect((await post(CANCEL, { sessId: 1, actId: 2, actType: 1 }, { token })).body).toEqual({ code: 400, data: null, msg: '预约场景码（sceneCode）缺失' })
  })
})

describe('seckill personaliser', () => {
  it('sets sysTime to the emulator now and resolves relative sessions against it; fixed times stay', async () => {
    const cookie = await visitor()
    await post('/__emu/visitor', { clock: { fixed: T } }, { cookie })
    const res = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'seckill' }, headers: { cookie } })
    expect(Number(res.headers['x-server-time'])).toBe(T)
    const page = res.json().data

    const single = seckillOf(page, 's-single')
    expect(single.sysTime).toBe(T)
    expect(single.sessions[0]).toMatchObject({ sessId: 7101, seckillStartDt: T - 30 * MINUTE, seckillEndDt: T + 90 * MINUTE })
    expect(single.sessions[0]).not.toHaveProperty('startInMinutes')
    expect(single.sessions[0]).not.toHaveProperty('durationMinutes')

    const two = seckillOf(page, 's-two')
    expect(two.sessions.map((s) => [s.sessId, s.seckillStartDt, s.seckillEndDt])).toEqual([
      [7201, T + MINUTE, T + 61 * MINUTE],
      [7202, T + 24 * HOUR, T + 26 * HOUR]
    ])

    const ended = seckillOf(page, 's-ended')
    expect(ended.sessions.map((s) => [s.seckillStartDt, s.seckillEndDt])).toEqual([
      ['2026-11-11 10:00:00', '2026-11-11 12:00:00'],
      [Date.parse('2026-11-11T20:00:00+08:00'), Date.parse('2026-11-11T22:00:00+08:00')]
    ])

    const products = seckillOf(await openPage(cookie, 'products'), 'p-seckill')
    expect(products.sessions.map((s) => [s.seckillStartDt, s.seckillEndDt])).toEqual([[T - 30 * MINUTE, T + 60 * MINUTE], [T + 120 * MINUTE, T + 180 * MINUTE]])
  })

  it('keeps the anchor while the clock moves (Soon → Doing), for page and component calls; re-anchors after the real-time TTL', async () => {
    const cookie = await visitor()
    await post('/__emu/visitor', { clock: { fixed: T } }, { cookie })
    const first = seckillOf(await openPage(cookie, 'seckill'), 's-two')
    await post('/__emu/visitor', { clock: { fixed: T + 2 * MINUTE } }, { cookie })
    const later = await openPage(cookie, 'seckill')
    const again = seckillOf(later, 's-two')
    expect(again.sysTime).toBe(T + 2 * MINUTE)
    expect(again.sessions[0].seckillStartDt).toBe(first.sessions[0].seckillStartDt)
    const id = later.components.find((c: { uuid: string }) => c.uuid === 's-two').id
    const component = (await post(COMPONENT, { componentId: id }, { cookie })).body.data
    expect(component.data.yanxuanSeckill.contents[0].configs[0].seckillStartDt).toBe(T + MINUTE)

    const realNow = Date.now()
    const spy = jest.spyOn(Date, 'now').mockReturnValue(realNow + ANCHOR_TTL_MS + 1)
    try {
      expect(seckillOf(await openPage(cookie, 'seckill'), 's-two').sessions[0].seckillStartDt).toBe(T + 3 * MINUTE)
    } finally {
      spy.mockRestore()
    }
  })

  it('anchors on a whole minute, so start times read HH:mm', async () => {
    const cookie = await visitor()
    await post('/__emu/visitor', { clock: { fixed: T + 20_000 } }, { cookie })
    const { sysTime, sessions } = seckillOf(await openPage(cookie, 'seckill'), 's-two')
    expect(sysTime).toBe(T + 20_000)
    expect(sessions[0].seckillStartDt).toBe(T + 2 * MINUTE)
  })

  it("the seckill scenario's running session shows each progress level the comments promise", async () => {
    const cookie = await visitor()
    await post('/__emu/visitor', { clock: { fixed: T } }, { cookie })
    const page = await openPage(cookie, 'seckill')
    const block = page.components.find((c: { uuid: string }) => c.uuid === 's-single').data.yanxuanSeckill
    const session = block.contents[0].configs[0]
    type Pc = { productId: number, secondKillProgress: { virtualStock: number, outdoStockUpperLimit: number } }
    const pcs: Pc[] = session.productConfigs
    const { body } = await post(INFO, {
      ids: pcs.map((p) => p.productId), needOrderCount: true, needSoldCount: true,
      startTime: formatBeijing(session.seckillStartDt), endTime: formatBeijing(session.seckillEndDt)
    }, { cookie })
    const levels = pcs.map((p) => {
      const live = body.data.find((d: { id: number }) => d.id === p.productId)
      const { virtualStock, outdoStockUpperLimit } = p.secondKillProgress
      if (live.lowestPrice === undefined) return 'sold out'
      if (live.orderCount >= virtualStock + outdoStockUpperLimit) return 'hidden'
      return Math.floor(live.orderCount / virtualStock * 100)
    })
    expect(levels).toEqual([5, 46, 94, 100, 123, 'hidden', 'hidden', 'sold out'])
  })
})

describe('scenario files', () => {
  const assetsOf = (text: string) => [...text.matchAll(/\{\{assets\}\}\/([\w.-]+)/g)].map((m) => m[1])
  it.each(['products', 'seckill'])('%s: products match the catalogue and every image exists', (id) => {
    const text = readFileSync(path.join(SCENARIO_DIR, `${id}.json`), 'utf8')
    for (const file of new Set(assetsOf(text))) expect([file, existsSync(path.join(ASSET_DIR, file))]).toEqual([file, true])
    const products: Array<{ id: number, name: string, dailyPrice: number }> = []
    JSON.parse(text, (key, value) => {
      if (key === 'product' && value && typeof value.id === 'number') products.push(value)
      return value
    })
    expect(products.length).toBeGreaterThan(0)
    for (const p of products) {
      const item = CATALOGUE_BY_ID.get(p.id)
      expect([p.id, p.name, p.dailyPrice]).toEqual([p.id, item?.name, item?.dailyPrice])
    }
  })
})
