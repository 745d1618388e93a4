import type { FastifyInstance } from 'fastify'
import { buildEmulator } from '../app'
import { emulatorClient } from '../testClient'
import { findShops, metresBetween, SHOPS, statusAt, STORES_CODES } from './stores'

const LIST = '/campaign-center/api/shop/nearby-list'
/** 人民广场, GCJ-02. */
const PEOPLES_SQUARE = { latitude: 31.2304, longitude: 121.4737 }

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })
const emu = emulatorClient(() => app)

/** A fresh visitor who opened the stores scenario in Shanghai: its cookie. */
async function visitor (): Promise<string> {
  return (await emu.visit('stores', { cityId: 2 })).headers.cookie
}

const list = (cookie: string, payload: Record<string, unknown>) => emu.call('POST', LIST, { cookie }, payload)

/** A Beijing wall-clock time on 2026-11-23 (a Monday) or 2026-11-28 (a Saturday). */
const at = (day: '23' | '28', hhmm: string) => Date.parse(`2026-11-${day}T${hhmm}:00+08:00`)

describe('stores emulator: the catalogue', () => {
  it('every store has 1–3 images, weekday and weekend hours, a phone and GCJ-02 coordinates in its city', () => {
    for (const shop of SHOPS) {
      expect(shop.images.length).toBeGreaterThanOrEqual(1)
      expect(shop.images.length).toBeLessThanOrEqual(3)
      expect(`${shop.weekday.start}-${shop.weekday.end} ${shop.weekend.start}-${shop.weekend.end}`).toMatch(/^\d\d:\d\d-\d\d:\d\d \d\d:\d\d-\d\d:\d\d$/)
      expect(shop.mobile).toMatch(/^0\d{2,3}-\d{8}$/)
      const centre = { 1: { latitude: 39.9042, longitude: 116.4074 }, 2: PEOPLES_SQUARE, 3: { latitude: 22.5431, longitude: 114.0579 } }[shop.cityId as 1 | 2 | 3]
      expect(metresBetween(centre, shop)).toBeLessThan(20000)
    }
    expect(new Set(SHOPS.map((s) => s.shopType))).toEqual(new Set([1, 8, 20, 21]))
  })

  it('business status on the Beijing clock: open, closing soon in the last hour, resting outside the hours (weekend hours on Saturday)', () => {
    const laifushi = SHOPS.find((s) => s.id === 1201)!
    expect(statusAt(laifushi, at('23', '09:59'))).toEqual({ businessStatus: 3, openTimeTxt: '10:00', closeTimeTxt: '22:00' })
    expect(statusAt(laifushi, at('23', '10:00')).businessStatus).toBe(1)
    expect(statusAt(laifushi, at('23', '21:00')).businessStatus).toBe(2)
    expect(statusAt(laifushi, at('23', '22:00'))).toEqual({ businessStatus: 3, openTimeTxt: '明日10:00', closeTimeTxt: '22:00' })
    // Saturday: open until 22:30.
    expect(statusAt(laifushi, at('28', '22:10'))).toEqual({ businessStatus: 2, openTimeTxt: '10:00', closeTimeTxt: '22:30' })
    expect(statusAt(laifushi, at('23', '12:00'), 3).businessStatus).toBe(3)
  })
})

describe('stores emulator: the call', () => {
  it('a city\'s stores nearest first with distances in metres from the sent location; none without one', async () => {
    const cookie = await visitor()
    const located = await list(cookie, { cityId: 2, ...PEOPLES_SQUARE, size: 3 })
    expect(located.code).toBe(0)
    expect(located.data.map((s: { id: number }) => s.id)).toEqual([1201, 1202, 1205])
    const distances = located.data.map((s: { distance: number }) => s.distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeGreaterThan(300)
    expect(distances[0]).toBeLessThan(600)
    const plain = await list(cookie, { cityId: 2, size: 3 })
    expect(plain.data.every((s: { distance: unknown }) => s.distance === null)).toBe(true)
    expect(plain.data[0]).toMatchObject({ imgUrl: expect.stringMatching(/\/assets\/store-[\w-]+\.jpg$/), shopImages: expect.any(Array), tags: expect.any(Array) })
  })

  it('shopIds in their order (any city); else tags, types and services filter', async () => {
    const cookie = await visitor()
    expect((await list(cookie, { shopIds: ['1205', '1103'], cityId: 2, size: 3 })).data.map((s: { id: number }) => s.id)).toEqual([1205, 1103])
    expect((await list(cookie, { shopTypes: [21], size: 5 })).data.map((s: { id: number }) => s.id)).toEqual([1105, 1205])
    expect((await list(cookie, { cityId: 1, shopTags: ['名表名包'], size: 5 })).data.map((s: { id: number }) => s.id)).toEqual([1103])
    expect((await list(cookie, { cityId: 3, shopServices: [3], size: 5 })).data.map((s: { id: number }) => s.id)).toEqual([1301])
  })

  it('the scenario pins 1203 closing soon and 1206 resting; its failing tag answers 50031; a half location 400', async () => {
    const cookie = await visitor()
    const pinned = (await list(cookie, { shopIds: ['1203', '1206'], size: 2 })).data
    expect(pinned.map((s: { businessStatus: number }) => s.businessStatus)).toEqual([2, 3])
    expect(await list(cookie, { shopTags: ['故障演示'], size: 3 })).toMatchObject({ code: STORES_CODES.failing, data: null })
    expect(await list(cookie, { latitude: 31.2, size: 3 })).toMatchObject({ code: STORES_CODES.badLocation })
    expect(() => findShops({ latitude: 91, longitude: 0 }, 0, '', {})).toThrow()
  })
})
