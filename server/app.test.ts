import path from 'node:path'
import { readdirSync, readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { buildEmulator, startEmulator } from './app'
import { HOSTILE_CORPUS } from './hostileCorpus'
import { listScenarioIds } from './scenarios'
import { MAX_ANSWER_BYTES } from '../src/services/constants'

const RELEASE = '/campaign-center/api/avatar/pages/get-release'
const PREVIEW = '/campaign-center/api/avatar/pages/preview'

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })

function cookieOf (res: { cookies: Array<{ name: string, value: string }> }): string {
  const c = res.cookies.find((x) => x.name === 'emu_vid')
  return c ? `emu_vid=${c.value}` : ''
}

describe('page calls', () => {
  it('answers the release call from the scenario file in the gateway envelope', async () => {
    const res = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo', cityId: 1, platform: 'PC' } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.code).toBe(0)
    expect(body.data.pageAttribute.title).toBe('双11 以旧换新焕新季')
    expect(Number(res.headers['x-server-time'])).toBeGreaterThan(0)
    // Asset placeholders become absolute URLs of the asking origin, so mini-programs can load them too.
    expect(body.data.pageAttribute.backgroundImageUrl).toBe('http://localhost:80/assets/bg-campaign.jpg')
  })

  it('answers the preview variant too', async () => {
    const res = await app.inject({ method: 'POST', url: PREVIEW, payload: { hash: 'demo', cityId: 1, platform: 'PC' } })
    expect(res.json().code).toBe(0)
  })

  it('rejects an unknown activity with a business code', async () => {
    const res = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'no-such-page' } })
    expect(res.json()).toMatchObject({ code: 10404, data: null })
  })

  it('every scenario file parses and has a title', async () => {
    for (const id of listScenarioIds()) {
      const res = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: id } })
      expect([id, res.statusCode]).toEqual([id, expect.any(Number)])
      const list = await app.inject({ method: 'GET', url: '/__emu/scenarios' })
      expect(list.json().find((s: { id: string }) => s.id === id).title).toBeTruthy()
    }
  })
})

describe('the emulator\'s own pages', () => {
  // A browser asks for it by itself on the home and login pages: a 404 was a console error in every browser test.
  it('answers the favicon a browser asks for with nothing, not a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' })
    expect([res.statusCode, res.body]).toEqual([204, ''])
  })
})

describe('fault injection', () => {
  it('per request: header and query parameter', async () => {
    const r500 = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' }, headers: { 'x-emu-fault': 'http500' } })
    expect(r500.statusCode).toBe(500)
    expect(r500.json().code).toBe(500)
    const r403 = await app.inject({ method: 'POST', url: `${RELEASE}?__fault=403`, payload: { hash: 'demo' } })
    expect([r403.statusCode, r403.body]).toEqual([403, ''])
    const html = await app.inject({ method: 'POST', url: `${RELEASE}?__fault=nonjson`, payload: { hash: 'demo' } })
    expect(html.statusCode).toBe(502)
    expect(html.headers['content-type']).toMatch(/text\/html/)
    const code = await app.inject({ method: 'POST', url: `${RELEASE}?__fault=code=13606017`, payload: { hash: 'demo' } })
    expect(code.json()).toMatchObject({ code: 13606017, data: null })
  })

  it('oversized: the real answer padded past the app\'s limit, streamed without a content-length, still a valid envelope', async () => {
    const res = await app.inject({ method: 'POST', url: `${RELEASE}?__fault=oversized`, payload: { hash: 'demo' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.body.length).toBeGreaterThan(MAX_ANSWER_BYTES)
    const answer = res.json()
    expect(answer).toMatchObject({ code: 0, data: { id: expect.anything() } })
    expect(answer.data.components.length).toBeGreaterThan(0)
  })

  it('adds latency before answering', async () => {
    const started = Date.now()
    const res = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' }, headers: { 'x-emu-fault': 'latency=120' } })
    expect(res.json().code).toBe(0)
    expect(Date.now() - started).toBeGreaterThanOrEqual(110)
  })

  it('per visitor: set through /__emu/visitor, kept by cookie, cleared with null', async () => {
    const first = await app.inject({ method: 'GET', url: '/__emu/visitor' })
    const cookie = cookieOf(first)
    expect(cookie).toMatch(/^emu_vid=/)
    const set = await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { faults: { 'pages/get-release': 'empty' } } })
    expect(set.statusCode).toBe(200)
    const faulted = await app.inject({ method: 'POST', url: RELEASE, headers: { cookie }, payload: { hash: 'demo' } })
    expect(faulted.json()).toEqual({ code: 0, data: null, msg: '' })
    const other = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' } })
    expect(other.json().data).not.toBeNull()
    await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { faults: { 'pages/get-release': null } } })
    const cleared = await app.inject({ method: 'POST', url: RELEASE, headers: { cookie }, payload: { hash: 'demo' } })
    expect(cleared.json().data).not.toBeNull()
  })

  it('reset drops the connection without an answer', async () => {
    const emu = await startEmulator({ port: 0, distDir: '/nonexistent' })
    try {
      const sent = fetch(`${emu.origin}${RELEASE}?__fault=reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hash":"demo"}' })
      await expect(sent).rejects.toThrow(/fetch failed/)
    } finally {
      await emu.close()
    }
  })

  it('hostile answers the page with its texts from the corpus, its kinds and ids kept; a hostile business message too', async () => {
    const clean = (await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' } })).json()
    const res = await app.inject({ method: 'POST', url: `${RELEASE}?__fault=hostile`, payload: { hash: 'demo' } })
    const body = res.json()
    expect(body.code).toBe(0)
    expect(HOSTILE_CORPUS).toContain(body.msg)
    expect(HOSTILE_CORPUS).toContain(body.data.pageAttribute.title)
    const kinds = (page: { components: Array<{ type: string, uuid: string }> }) => page.components.map((c) => `${c.type}:${c.uuid}`)
    expect(kinds(body.data)).toEqual(kinds(clean.data))
    const code = await app.inject({ method: 'POST', url: `${RELEASE}?__fault=code=10409,hostilemsg`, payload: { hash: 'demo' } })
    expect(code.json()).toMatchObject({ code: 10409, data: null, msg: expect.any(String) })
    expect(HOSTILE_CORPUS).toContain(code.json().msg)
  })

  it('refuses a fault it does not know', async () => {
    const res = await app.inject({ method: 'POST', url: '/__emu/visitor', payload: { faults: { '*': 'explode' } } })
    expect(res.statusCode).toBe(400)
  })
})

describe('route list and counts', () => {
  it('lists every gateway call by name, method and URL, the visitor actions marked', async () => {
    const routes = (await app.inject({ method: 'GET', url: '/__emu/routes' })).json() as Array<{ name: string, method: string, url: string, action: boolean }>
    expect(routes).toEqual(expect.arrayContaining([
      { name: 'pages/get-release', method: 'POST', url: RELEASE, action: false },
      { name: 'get-login-user', method: 'GET', url: '/get-login-user', action: false },
      { name: 'activity/takePartIn', method: 'POST', url: '/campaign-center/api/activity/apply/takePartIn', action: true }
    ]))
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length)
  })

  it('counts each call per route and visitor, faulted or not, until the visitor is forgotten', async () => {
    const cookie = cookieOf(await app.inject({ method: 'GET', url: '/__emu/visitor' }))
    await app.inject({ method: 'POST', url: RELEASE, headers: { cookie }, payload: { hash: 'demo' } })
    await app.inject({ method: 'POST', url: `${RELEASE}?__fault=http500`, headers: { cookie }, payload: { hash: 'demo' } })
    await app.inject({ method: 'GET', url: '/get-login-user', headers: { cookie } })
    await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' } })
    expect((await app.inject({ method: 'GET', url: '/__emu/counts', headers: { cookie } })).json()).toEqual({ 'pages/get-release': 2, 'get-login-user': 1 })
    expect((await app.inject({ method: 'GET', url: '/__emu/visitor', headers: { cookie } })).json().counts).toEqual({ 'pages/get-release': 2, 'get-login-user': 1 })
    await app.inject({ method: 'DELETE', url: '/__emu/visitor', headers: { cookie } })
    expect((await app.inject({ method: 'GET', url: '/__emu/counts', headers: { cookie } })).json()).toEqual({})
  })
})

describe('clock control', () => {
  it('reports a fixed server time per request and per visitor', async () => {
    const fixed = Date.parse('2026-11-11T00:00:00+08:00')
    const res = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' }, headers: { 'x-emu-now': String(fixed) } })
    expect(Number(res.headers['x-server-time'])).toBe(fixed)
    const first = await app.inject({ method: 'GET', url: '/__emu/visitor' })
    const cookie = cookieOf(first)
    await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { clock: { offsetMs: 3_600_000 } } })
    const shifted = await app.inject({ method: 'POST', url: RELEASE, headers: { cookie }, payload: { hash: 'demo' } })
    const skew = Number(shifted.headers['x-server-time']) - Date.now()
    expect(skew).toBeGreaterThan(3_590_000)
    expect(skew).toBeLessThanOrEqual(3_600_000)
  })
})

it('serves local image assets, and its home page says when there is no H5 build', async () => {
  const img = await app.inject({ method: 'GET', url: '/assets/banner-trade-in.jpg' })
  expect(img.statusCode).toBe(200)
  expect(img.headers['content-type']).toBe('image/jpeg')
  const index = await app.inject({ method: 'GET', url: '/' })
  expect(index.body).toContain('npm run build:h5')
  expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404)
  // The SVG sources the images are drawn from are not served.
  expect((await app.inject({ method: 'GET', url: '/assets/src/banner-trade-in.svg' })).statusCode).toBe(404)
  expect((await app.inject({ method: 'GET', url: '/assets/render.ts' })).statusCode).toBe(404)
})

it('the home page\'s elderly switch: with ?elderly=1 every link and launch query opens its page in the elderly mode', async () => {
  const plain = (await app.inject({ method: 'GET', url: '/' })).body
  expect(plain).toContain('<a href="/?elderly=1">打开</a>')
  expect(plain).not.toContain('&amp;elderly=1')
  const elderly = (await app.inject({ method: 'GET', url: '/?elderly=1' })).body
  expect(elderly).toContain('已打开')
  expect(elderly).toContain('activityId=demo&amp;elderly=1')
  // Every H5 link and launch query of the page carries it.
  const links = [...elderly.matchAll(/activityId=[^"<]*/g)].map((m) => m[0])
  expect(links.length).toBeGreaterThan(40)
  expect(links.filter((l) => !l.includes('elderly=1'))).toEqual([])
})

it('every image a scenario or the catalogue names is served, as JPEG or PNG (the scenarios serve no SVG)', async () => {
  const names = new Set<string>()
  for (const file of [...readdirSync(path.join(__dirname, 'scenarios')).map((n) => path.join(__dirname, 'scenarios', n)), path.join(__dirname, 'domains', 'products.data.ts')]) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/\{\{assets\}\}\/([\w.-]+)/g)) names.add(m[1])
    for (const m of text.matchAll(/image: '([\w.-]+)'/g)) names.add(m[1])
  }
  expect(names.size).toBeGreaterThan(40)
  for (const name of names) {
    expect(name).toMatch(/\.(jpg|png|mp4)$/)
    const res = await app.inject({ method: 'GET', url: `/assets/${name}` })
    expect([name, res.statusCode]).toEqual([name, 200])
  }
})

describe('seeds', () => {
  it('a scenario seeds its domains: the city it locates and the sign-up places already taken', async () => {
    const page = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'signup-full' } })
    const cookie = cookieOf(page)
    const city = await app.inject({ method: 'POST', url: '/campaign-center/api/regions/locate', payload: {}, headers: { cookie } })
    expect(city.json().data).toEqual({ id: 1, name: '北京', aflCityCode: '110100' })
  })
})

describe('a visitor without cookies (a mini-program on a phone names itself: x-emu-visitor)', () => {
  const GUESS = '/campaign-center/api/guess-the-password/activity-detail?activityCode=GUESS-2026'

  it('finds the visitor and its scenario by the header, as a cookie would, and sets no cookie', async () => {
    const headers = { 'x-emu-visitor': 'mp-phone-visitor-1' }
    const page = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'guess' }, headers })
    expect(page.json().code).toBe(0)
    expect(page.cookies.find((c) => c.name === 'emu_vid')).toBeUndefined()
    // The guessing game names no scenario in its call: the visitor's last page does (issue 40's 400 without it).
    const detail = await app.inject({ method: 'GET', url: GUESS, headers })
    expect(detail.json()).toMatchObject({ code: 0, data: expect.anything() })
    const anonymous = await app.inject({ method: 'GET', url: GUESS })
    expect(anonymous.json().code).toBe(400)
  })

  it('wins over a cookie, and its controls are that visitor\'s', async () => {
    const cookie = cookieOf(await app.inject({ method: 'GET', url: '/__emu/visitor' }))
    const headers = { cookie, 'x-emu-visitor': 'mp-phone-visitor-2' }
    await app.inject({ method: 'POST', url: '/__emu/visitor', headers, payload: { faults: { 'pages/get-release': 'http500' } } })
    expect((await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' }, headers })).statusCode).toBe(500)
    expect((await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' }, headers: { cookie } })).statusCode).toBe(200)
    const seen = (await app.inject({ method: 'GET', url: '/__emu/visitor', headers })).json()
    expect(seen).toMatchObject({ id: 'mp-phone-visitor-2', via: 'header', counts: { 'pages/get-release': 1 } })
  })

  it('an id the emulator would not take falls back to the cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/__emu/visitor', headers: { 'x-emu-visitor': 'bad id!' } })
    expect(res.json().id).not.toBe('bad id!')
    expect(cookieOf(res)).toMatch(/^emu_vid=/)
  })

  it('lists the visitors that called lately, newest first, with the host their user agent names', async () => {
    await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'coupons' }, headers: { 'x-emu-visitor': 'mp-phone-visitor-3', 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50 miniProgram' } })
    const list = (await app.inject({ method: 'GET', url: '/__emu/visitors' })).json() as Array<{ id: string, via: string, host?: string, scenarioId?: string }>
    expect(list[0]).toMatchObject({ id: 'mp-phone-visitor-3', via: 'header', host: '微信', scenarioId: 'coupons' })
  })
})

describe('the home page\'s controls', () => {
  async function visitor () {
    return cookieOf(await app.inject({ method: 'GET', url: '/__emu/visitor' }))
  }

  it('a fault on the next call of a route answers that call only', async () => {
    const cookie = await visitor()
    await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { next: { 'pages/get-release': 'http500' } } })
    expect((await app.inject({ method: 'GET', url: '/__emu/visitor', headers: { cookie } })).json().nextFaults).toEqual({ 'pages/get-release': 'http500' })
    // Another route's call leaves it set.
    await app.inject({ method: 'POST', url: '/campaign-center/api/regions/locate', payload: {}, headers: { cookie } })
    expect((await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' }, headers: { cookie } })).statusCode).toBe(500)
    expect((await app.inject({ method: 'POST', url: RELEASE, payload: { hash: 'demo' }, headers: { cookie } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/__emu/visitor', headers: { cookie } })).json().nextFaults).toEqual({})
    const bad = await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { next: { '*': 'explode' } } })
    expect(bad.statusCode).toBe(400)
  })

  it('moves the clock on by steps from where it stands, and back to now', async () => {
    const cookie = await visitor()
    const step = async (advanceMs: number) => (await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { advanceMs } })).json()
    expect((await step(60_000)).clock).toEqual({ offsetMs: 60_000 })
    expect((await step(3_600_000)).clock).toEqual({ offsetMs: 3_660_000 })
    const state = (await app.inject({ method: 'GET', url: '/__emu/visitor', headers: { cookie } })).json()
    expect(state.serverTime - Date.now()).toBeGreaterThan(3_650_000)
    await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { clock: null } })
    expect((await app.inject({ method: 'GET', url: '/__emu/visitor', headers: { cookie } })).json().clock).toBeUndefined()
    expect((await app.inject({ method: 'POST', url: '/__emu/visitor', headers: { cookie }, payload: { advanceMs: 'soon' } })).statusCode).toBe(400)
  })
})

describe('the home page', () => {
  let home: FastifyInstance
  beforeAll(async () => {
    home = await buildEmulator({ distDir: '/nonexistent', lanOrigins: ['http://192.168.1.20:8787'] })
  })
  afterAll(async () => { await home.close() })

  it('lists every scenario with its H5 link, channel links and mini-program launch queries', async () => {
    const html = (await home.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:8787' } })).body
    for (const id of listScenarioIds()) expect(html).toContain(`data-id="${id}"`)
    expect(html).toContain('href="http://127.0.0.1:8787/index.html#/pages/campaign/index?activityId=demo"')
    expect(html).toContain('activityId=login&amp;agent=huawei')
    expect(html).toContain('data-copy="pages/campaign/index"')
    expect(html).toContain('data-copy="activityId=broken&amp;preview=1"')
    for (const tool of ['微信开发者工具', '支付宝小程序开发者工具', '抖音开发者工具', '美团小程序开发者工具']) expect(html).toContain(tool)
    // Phones on the LAN scan a QR code per link, drawn on the server.
    expect(html).toContain('data-url="http://192.168.1.20:8787/index.html#/pages/campaign/index?activityId=demo"')
    expect(html.match(/<figure class="qr"/g)?.length).toBeGreaterThanOrEqual(listScenarioIds().length)
    expect(html).toContain('<svg')
  })

  it('shows no QR code when it listens on this machine only', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body
    expect(html).not.toContain('<figure class="qr"')
    expect(html).toContain('HOST=0.0.0.0 npm start')
  })
})
