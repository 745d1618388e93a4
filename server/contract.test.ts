/**
 * Contract: the emulator answers every gateway call the client makes in the
 * shape the client's own services accept. It runs the client's real services
 * (their valibot schemas are the client's types) over the H5 transport against
 * a running emulator, through realistic flows, and fails when an answer does
 * not match (GatewayError BAD_ANSWER) or when a service call has no flow here.
 */
import { createServices, type Services } from '@/services'
import { createHttp, type HttpHooks, type Send } from '@/services/http'
import { GatewayError } from '@/services/envelope'
import { send as fetchSend } from '@/services/transport.h5'
import { createQaService } from '@/services/qa'
import { startEmulator, EXPOSED_HEADERS, type RunningEmulator } from './app'
import { listScenarioIds, loadScenario } from './scenarios'

let emulator: RunningEmulator
beforeAll(async () => { emulator = await startEmulator({ port: 0, distDir: '/nonexistent' }) })
afterAll(async () => { await emulator.close() })

/** The client as a page would have it: one visitor's cookies, its token, and a record of the calls made. */
function client () {
  let cookie = ''
  let token: string | undefined
  const send: Send = async (request) => {
    const res = await fetchSend({ ...request, header: { ...request.header, ...(cookie ? { cookie } : {}) } })
    const set = res.header?.['set-cookie']
    if (typeof set === 'string') cookie = set.split(';')[0]
    return res
  }
  const hooks: HttpHooks = { token: () => token, agent: () => 'ahs_m', onToken: (t) => { token = t }, onServerTime: () => undefined }
  const services = createServices(createHttp({ send, base: emulator.origin, hooks }))
  const called = new Set<string>()
  for (const [domain, calls] of Object.entries(services)) {
    for (const [name, call] of Object.entries(calls as Record<string, (...args: unknown[]) => Promise<unknown>>)) {
      (calls as Record<string, unknown>)[name] = (...args: unknown[]) => { called.add(`${domain}.${name}`); return call(...args) }
    }
  }
  return { services: services as Services, called, token: () => token }
}

/** Resolves, or rejects with a business error, but never with an answer of the wrong shape. */
async function answered<T> (call: Promise<T>): Promise<T | GatewayError> {
  try {
    return await call
  } catch (e) {
    if (e instanceof GatewayError && e.code !== 'BAD_ANSWER') return e
    throw e
  }
}

async function logIn (services: Services): Promise<void> {
  const address = await services.session.authUrl('ahs_m')
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__login\?agent=ahs_m$/)
  const back = 'http://127.0.0.1/#/pages/campaign/index?activityId=basic'
  const res = await fetch(`${emulator.origin}/__login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `returnUrl=${encodeURIComponent(back)}&mobile=13900000009` })
  const ticket = decodeURIComponent(String(res.headers.get('location')).split('ticket=')[1])
  const session = await services.session.exchangeTicket(ticket)
  expect(session?.userKey).toBe('u_13900000009')
}

it('every scenario, release and preview: the page answer matches the client (or is a business error)', async () => {
  const { services } = client()
  for (const id of listScenarioIds()) {
    for (const preview of [false, true]) {
      const result = await answered(services.page.fetchPage({ activityId: id, cityId: 1, preview }))
      if (result instanceof GatewayError) expect([id, result.code]).toEqual([id, expect.anything()])
    }
  }
})

it('a whole visit: city, user, page, each component again, login, sign-up, promotion package', async () => {
  const { services, called, token } = client()
  const city = await services.city.locate()
  expect(city).toMatchObject({ id: expect.any(Number), name: '上海' })
  expect(await services.session.currentUser().catch((e) => e.code)).toBe(401)
  const page = await services.page.fetchPage({ activityId: 'basic', cityId: city?.id ?? 1, preview: false })
  await expect(services.page.recordView({ pageId: 90010 })).resolves.toBe(true)
  for (const c of (page?.components ?? []) as Array<{ id: number }>) {
    await answered(services.page.fetchComponent({ componentId: c.id, cityId: 1, preview: false }))
  }
  await logIn(services)
  expect(token()).toMatch(/^[0-9a-f]{32}$/)
  expect(await services.session.currentUser()).toMatchObject({ userKey: 'u_13900000009' })
  await expect(services.activity.takePartIn({ pageId: 90010, uniqueIdentifier: 'double11-signup' })).resolves.toBe(true)
  await expect(services.activity.takePartIn({ pageId: 90010, uniqueIdentifier: 'double11-signup' })).rejects.toMatchObject({ code: 10409 })
  await expect(services.activity.applyPromotionPackage({ code: 'NEW100' })).resolves.toMatchObject({ applied: true })

  // Products (001 §7): prices coalesced per parameter set, a seckill window with sales, bookings (login needed).
  const [grid, banner] = await Promise.all([
    services.products.prices([100101, 424242], { needIouData: true }),
    services.products.prices([100101, 100102], { needIouData: true })
  ])
  expect(grid.get(100101)?.iouData).toMatchObject({ period: 12 })
  expect([...grid.keys(), ...banner.keys()]).toEqual([100101, 100101, 100102])
  const window = await services.products.infoList({ ids: [100101], needOrderCount: true, needSoldCount: true, startTime: '2026-11-23 10:00:00', endTime: '2026-11-23 12:00:00' })
  expect(window[0]).toMatchObject({ id: 100101, orderCount: expect.any(Number) })
  await expect(services.products.infoList({ ids: [100101], needOrderCount: true, needSoldCount: true, startTime: 'soon', endTime: 'later' })).rejects.toMatchObject({ code: 400 })
  expect(await services.booking.queryStatus({ sessId: 7202, actIds: [882201], actType: 1 })).toEqual({ 882201: false })

  // The coupon grab (001 §7, §8): states, a grab (code 200), its per-user limit, a cancelled booking (code 200).
  await services.page.fetchPage({ activityId: 'coupons', cityId: 1, preview: false })
  const codes = ['GRAB-50', 'GRAB-SOLDOUT']
  expect(await services.coupons.packStatus({ packageCodes: codes, sessStartDt: 0, sessEndDt: 1 })).toEqual({ 'GRAB-50': 0, 'GRAB-SOLDOUT': 2 })
  await expect(services.coupons.sendSingle({ packageCode: 'GRAB-50' })).resolves.toMatchObject({ packageCode: 'GRAB-50' })
  expect(await services.coupons.packStatus({ packageCodes: codes, sessStartDt: 0, sessEndDt: 1 })).toEqual({ 'GRAB-50': 1, 'GRAB-SOLDOUT': 2 })
  await expect(services.coupons.sendSingle({ packageCode: 'GRAB-50' })).rejects.toMatchObject({ code: 14803003 })
  await expect(services.coupons.sendSingle({ packageCode: 'GRAB-SOLDOUT' })).rejects.toMatchObject({ code: 14803005 })
  await expect(services.coupons.sendSingle({ packageCode: 'GRAB-NEXT-30' })).rejects.toMatchObject({ code: 14803004 })
  expect(await services.booking.queryStatus({ sessId: 9503, actIds: ['g-act-7'], actType: 2 })).toEqual({ 'g-act-7': true })
  await expect(services.booking.cancel({ sessId: 9503, actId: 'g-act-7', actType: 2, sceneCode: 'yx_coupon_grab' })).resolves.toBe(true)
  expect(await services.booking.queryStatus({ sessId: 9503, actIds: ['g-act-7'], actType: 2 })).toEqual({ 'g-act-7': false })

  // The coupon module (001 §5, §7): the crowd, the packages, a claim by condition (what is issued), the list after it.
  expect(await services.coupons.userIdentity()).toEqual({ gwNewUser: false, registerSource: 1 })
  const listed = await services.coupons.couponList({ packageCodes: ['MOD-ALL-1'] })
  expect(listed[0]).toMatchObject({ packageCode: 'MOD-ALL-1', useState: 0, packagePrice: 40, couponList: [{ price: 30, minPriceLimit: 300 }, { price: 10, minPriceLimit: 0 }] })
  await expect(services.coupons.sendByCondition({ packageCodes: ['MOD-ALL-1'] })).resolves.toEqual(['MOD-ALL-1'])
  await expect(services.coupons.sendByCondition({ packageCodes: ['MOD-ALL-1'] })).resolves.toEqual([])
  expect((await services.coupons.couponList({ packageCodes: ['MOD-ALL-1'] }))[0]).toMatchObject({ useState: 1 })

  // Every call the client has, exercised above (the prize draw's and the pool's in their own flow below): a new call needs its flow here.
  const all = Object.entries(services).filter(([domain]) => !OWN_FLOW.includes(domain)).flatMap(([domain, calls]) => Object.keys(calls).map((name) => `${domain}.${name}`))
  expect(all.filter((name) => !called.has(name))).toEqual([])
})

/** Domains with a flow of their own (each checks that it made every one of its calls). */
const OWN_FLOW = ['lottery', 'address', 'productPool', 'hot', 'cashback', 'stores', 'guess', 'subscribe']

it('the prize draw (002 §7) and the product pool (001 §7): every call answers in the shape the client reads', async () => {
  const { services, called } = client()
  await logIn(services)
  await services.page.fetchPage({ activityId: 'lottery', cityId: 1, preview: false })
  const templateId = 7002
  expect(await services.lottery.eligible({ templateId })).toBe(true)
  expect(await services.lottery.quota({ templateId })).toBe(3)
  expect((await services.lottery.tasks({ templateId, cityId: 1 })).length).toBeGreaterThan(0)
  await expect(services.lottery.checkIn({ templateId })).resolves.not.toBeInstanceOf(GatewayError)
  await expect(services.lottery.checkIn({ templateId })).rejects.toMatchObject({ code: 13606031 })
  const draw = await services.lottery.draw({ templateId })
  expect(draw).toMatchObject({ recordId: expect.anything() })
  const records = await services.lottery.records({ templateId })
  const claimable = records.find((r) => r.canReceive)
  expect(claimable).toBeDefined()
  // A claim answers what it did, or a business error (a record whose prize this build cannot claim): never a wrong shape.
  await answered(services.lottery.receiveAward({ lotteryRecordId: claimable!.id, address: '上海市黄浦区人民大道 200 号', username: '张三', mobile: '13900000009' }))
  const book = await services.address.list()
  expect(book.length).toBeGreaterThan(1)
  await expect(services.address.setDefault({ id: book[1].id })).resolves.not.toBeInstanceOf(GatewayError)
  await expect(services.address.remove({ id: book[book.length - 1].id })).resolves.not.toBeInstanceOf(GatewayError)
  expect((await services.address.list()).length).toBe(book.length - 1)

  await services.page.fetchPage({ activityId: 'pool', cityId: 1, preview: false })
  const city = await services.productPool.locateCity({ longitude: 121.4737, latitude: 31.2304 })
  expect(city).toMatchObject({ id: expect.any(Number) })
  const scene = 'YANXUAN_POOL'
  const categories = await services.productPool.categoryAndBrand({ scene, poolId: '101' })
  expect(categories[0].brands.length).toBeGreaterThan(0)
  const categoryId = categories[0].id
  const brandId = categories[0].brands[0].id
  expect((await services.productPool.models({ scene, poolId: '101', gaeaCategoryId: categoryId, gaeaBrandId: brandId })).length).toBeGreaterThan(0)
  expect(await services.productPool.filterInfo({ cityId: 1 })).toMatchObject({ fineness: expect.any(Array) })
  expect(await answered(services.productPool.ppnList({ scene, poolId: '101', gaeaCategoryId: categoryId }))).not.toBeInstanceOf(GatewayError)
  expect(await answered(services.productPool.preStat({ page: 0, size: 20, cityId: 1, scene, poolId: '101', sortValue: 'sort_composite' }))).not.toBeInstanceOf(GatewayError)
  const first = await services.productPool.search({ poolId: '101', pageIndex: 0, sortValue: 'sort_price_asc' })
  expect(first.items).toHaveLength(20)

  // This flow's own domains only: the other OWN_FLOW domains check theirs in their own flows.
  const mine = Object.entries(services).filter(([domain]) => ['lottery', 'address', 'productPool'].includes(domain)).flatMap(([domain, calls]) => Object.keys(calls).map((name) => `${domain}.${name}`))
  expect(mine.filter((name) => !called.has(name))).toEqual([])
})

it('after signing up, the page answers the sign-up as done (per-user state)', async () => {
  const { services } = client()
  await logIn(services)
  const signupOf = (page: unknown) => ((page as { components: Array<{ type: string, data: Record<string, { contents: Array<{ signupStatus?: number }> }> }> }).components
    .find((c) => c.type === 'campaignSignup')?.data.campaignSignup.contents[0].signupStatus)
  const before = await services.page.fetchPage({ activityId: 'basic', cityId: 1, preview: false })
  const id = (loadScenario('basic', emulator.origin)?.page as { components: Array<{ type: string, data: { campaignSignup: { contents: Array<{ uniqueIdentifier: string }> } } }> })
    .components.find((c) => c.type === 'campaignSignup')?.data.campaignSignup.contents[0].uniqueIdentifier as string
  expect(signupOf(before)).toBe(0)
  await services.activity.takePartIn({ pageId: 1, uniqueIdentifier: id })
  expect(signupOf(await services.page.fetchPage({ activityId: 'basic', cityId: 1, preview: false }))).toBe(1)
})

it("the mini-programs' QA login: a ticket for a test user that the exchange takes", async () => {
  const { services } = client()
  const qa = createQaService(createHttp({ send: fetchSend, base: emulator.origin }))
  const ticket = await qa.ticketFor('13800000002')
  expect(ticket).toMatch(/^ST-/)
  await expect(services.session.exchangeTicket(ticket)).resolves.toMatchObject({ userKey: 'u_13800000002' })
  await expect(qa.ticketFor('123')).rejects.toMatchObject({ code: 400 })
})

it('exposes the server-time and token headers to pages on another origin (CORS), or their clock falls back to the phone\'s', async () => {
  const res = await fetch(`${emulator.origin}/get-login-user`, { headers: { origin: 'http://localhost:10086' } })
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:10086')
  expect(res.headers.get('access-control-allow-credentials')).toBe('true')
  const exposed = String(res.headers.get('access-control-expose-headers')).split(',').map((h) => h.trim())
  expect(exposed).toEqual(expect.arrayContaining(EXPOSED_HEADERS))
  expect(EXPOSED_HEADERS).toContain('x-server-time')
})

it('the identity QA picks on the login page is the coupon module\'s crowd (001 §5)', async () => {
  const { services } = client()
  const back = 'http://127.0.0.1/#/pages/campaign/index?activityId=coupons'
  const res = await fetch(`${emulator.origin}/__login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `returnUrl=${encodeURIComponent(back)}&mobile=13900000077&identity=new-recycle` })
  const ticket = decodeURIComponent(String(res.headers.get('location')).split('ticket=')[1])
  await services.session.exchangeTicket(ticket)
  expect(await services.coupons.userIdentity()).toEqual({ gwNewUser: true, registerSource: 2 })
  const qa = createQaService(createHttp({ send: fetchSend, base: emulator.origin }))
  const other = client()
  await other.services.session.exchangeTicket(await qa.ticketFor('13900000078'))
  expect(await other.services.coupons.userIdentity()).toEqual({ gwNewUser: false, registerSource: 1 })
})

it('the hot-price card (002 §7): the device, the pinned product, an unknown one', async () => {
  const { services, called } = client()
  await services.page.fetchPage({ activityId: 'hot', cityId: 1, preview: false })
  expect(await services.hot.detail({ cityId: 1, brand: 'iPhone', model: 'iPhone 12' })).toMatchObject({ productId: '30012', productTag: 1 })
  expect(await services.hot.detail({ productId: '50001', cityId: 1 })).toMatchObject({ productName: expect.any(String), inquiryPrice: expect.any(Number), inquiryKey: expect.any(String), trendStatus: 3 })
  await expect(services.hot.detail({ productId: '99999', cityId: 1 })).rejects.toMatchObject({ code: 13620001 })
  expect(Object.keys(services.hot).filter((name) => !called.has(`hot.${name}`))).toEqual([])
})

it('the cashback campaign (002 §7): the status call (ours), sign-up, claims, award detail', async () => {
  const { services, called } = client()
  await logIn(services)
  await services.page.fetchPage({ activityId: 'cashback', cityId: 1, preview: false })
  expect(await services.cashback.detail({ activityCode: 'CB-SIGNUP' })).toMatchObject({ status: 1 })
  await expect(services.cashback.signUp({ activityCode: 'CB-SIGNUP' })).resolves.not.toBeInstanceOf(GatewayError)
  expect((await services.cashback.detail({ activityCode: 'CB-SIGNUP' })).status).toBe(2)
  const open = await services.cashback.detail({ activityCode: 'CB-OPEN' })
  const record = (id: number) => open.records?.find((r) => r.taskTemplateId === id)?.recordNo ?? ''
  await expect(services.cashback.claimRewards({ recordNo: record(204) })).resolves.not.toBeInstanceOf(GatewayError)
  await expect(services.cashback.claimRewards({ recordNo: record(204) })).rejects.toMatchObject({ code: 13619001 })
  await expect(services.cashback.claimRewards({ recordNo: record(206), receiveAddress: { address: '上海市黄浦区人民大道200号', mobile: '13900000009', name: '张三' } })).resolves.not.toBeInstanceOf(GatewayError)
  expect(await services.cashback.awardDetail({ recordNo: record(206) })).toMatchObject({ entityReceiveData: { name: '张三' } })
  expect(Object.keys(services.cashback).filter((name) => !called.has(`cashback.${name}`))).toEqual([])
})

it('the nearby-store list (not in 002 §7: docs/decisions.md): a city\'s stores with distances, chosen ones, the failing tag', async () => {
  const { services, called } = client()
  await services.page.fetchPage({ activityId: 'stores', cityId: 2, preview: false })
  const near = await services.stores.list({ cityId: 2, latitude: 31.2304, longitude: 121.4737, size: 3 })
  expect(near.map((s) => s.id)).toEqual(['1201', '1202', '1205'])
  expect(near[0]).toMatchObject({ name: expect.any(String), businessStatus: expect.any(Number), distance: expect.any(Number), shopImages: expect.any(Array), frontCategoryIds: expect.any(Array) })
  expect((await services.stores.list({ shopIds: ['1203', '1205'], size: 2 }))[0]).toMatchObject({ id: '1203', shopType: 8, distance: undefined })
  await expect(services.stores.list({ shopTags: ['故障演示'], size: 3 })).rejects.toMatchObject({ code: 50031 })
  expect(Object.keys(services.stores).filter((name) => !called.has(`stores.${name}`))).toEqual([])
})

it('the guessing game and the subscribe state (002 §7; subscribe/status ours): every call answers in the shape the client reads', async () => {
  const { services, called } = client()
  await logIn(services)
  await services.page.fetchPage({ activityId: 'guess', cityId: 1, preview: false })
  const activityCode = 'GUESS-2026'
  const scenes = await services.guess.detail({ activityCode })
  const ongoing = scenes.find((s) => Number(s.status) === 2)
  expect(ongoing).toBeDefined()
  expect(await services.guess.answer({ activityCode, answer: '不对', sceneId: ongoing!.id })).toMatchObject({ isWin: false, failReasonCode: 1 })
  expect(await services.guess.answer({ activityCode, answer: '爱回收', sceneId: ongoing!.id })).toMatchObject({ isWin: true })
  await expect(services.guess.answer({ activityCode, answer: '以旧换新', sceneId: scenes[0].id })).rejects.toMatchObject({ code: 13615002 })
  const records = await services.guess.records({ activityCode })
  const waiting = records.find((r) => Number(r.awardType) === 1 && Number(r.sendStatus) === 1 && !r.address)
  expect(waiting).toBeDefined()
  await expect(services.guess.fillAddress({ activityCode, recordId: waiting!.recordId, contactName: '张三', contactMobile: '13900000009', address: '上海市黄浦区人民大道200号' })).resolves.toBe(true)
  expect(await services.subscribe.status({ activityCode })).toBe(false)
  expect(await services.subscribe.status({ activityCode, sceneId: 3106 })).toBe(true)

  const mine = Object.entries(services).filter(([domain]) => ['guess', 'subscribe'].includes(domain)).flatMap(([domain, calls]) => Object.keys(calls).map((name) => `${domain}.${name}`))
  expect(mine.filter((name) => !called.has(name))).toEqual([])
})
