/**
 * Stores domain: the nearby-store list (002 §3 "Store", §7), a call the spec
 * does not show (src/blocks/shopList/README.md): `POST /campaign-center/api/shop/nearby-list`
 * with shopIds (those stores, in that order), else shopTags / shopTypes /
 * shopServices (a store matches when it has any of each given list) within
 * cityId, the visitor's GCJ-02 latitude and longitude when known (each store's
 * distance in metres from it, nearest first) and size (at most 20).
 *
 * The stores are real-looking shops in Beijing (city 1), Shanghai (2) and
 * Shenzhen (3) with GCJ-02 coordinates, weekday and weekend hours, tags,
 * phones, 1–3 images and front categories (002 §2). Their business status
 * follows the emulator clock in Beijing time: open, closing soon in the last
 * hour before closing, resting outside the hours (openTimeTxt then says when
 * it opens: today's time, or 明日 and tomorrow's). `seed.stores.pinnedStatus`
 * { shopId: 1 | 2 | 3 } pins a store's status (a scenario showing all three
 * at any hour); `seed.stores.failTags` [tag] makes a request naming one of
 * those tags fail with code 50031 (the block's failed line).
 *
 * Codes: 400 a location that is not one (one coordinate, or out of range);
 * 50031 the seeded failure. Stores are the same for every visitor: there is
 * no per-user state.
 */
import type { FastifyInstance } from 'fastify'
import { BusinessError, gatewayRoute } from '../gateway'
import { lastScenario, seedOf, type Domain } from './types'

const NAME = 'stores'
const MINUTE = 60_000
const BEIJING_OFFSET = 8 * 60 * MINUTE
/** The last hour before closing is "closing soon" (002 §3: 2; the spec gives no length: ours). */
const CLOSING_SOON_MINUTES = 60
const MAX_SIZE = 20

export const STORES_CODES = { badLocation: 400, failing: 50031 } as const

export interface StoresSeed {
  pinnedStatus?: Record<string, 1 | 2 | 3>
  failTags?: string[]
}

interface Hours { start: string, end: string }

export interface ShopRecord {
  id: number
  cityId: number
  name: string
  address: string
  indoorLocation?: string
  latitude: number
  longitude: number
  /** Images under /assets, 1–3. */
  images: string[]
  weekday: Hours
  weekend: Hours
  tags: string[]
  mobile: string
  frontCategoryIds: number[]
  /** 1 trade-in, 2 home collection, 3 repair (numbers ours). */
  shopServiceIds: number[]
  /** 002 §3: luxury 8, gift 20, gold 21; 1 stands for the standard store (its value is not shown). */
  shopType: number
}

const PHONES = [6, 8, 7, 17, 9]
const h = (start: string, end: string): Hours => ({ start, end })

export const SHOPS: readonly ShopRecord[] = [
  { id: 1101, cityId: 1, name: '爱回收·北京西单大悦城店', address: '北京市西城区西单北大街131号西单大悦城B1层', indoorLocation: 'B1层 近地铁4号线出口', latitude: 39.911203, longitude: 116.373405, images: ['store-front-blue.jpg', 'store-interior.jpg', 'store-counter.jpg'], weekday: h('10:00', '22:00'), weekend: h('10:00', '22:30'), tags: ['以旧换新', '免费检测', '地铁直达'], mobile: '010-66081234', frontCategoryIds: PHONES, shopServiceIds: [1, 3], shopType: 1 },
  { id: 1102, cityId: 1, name: '爱回收·王府井百货店', address: '北京市东城区王府井大街255号北京市百货大楼4层', latitude: 39.914248, longitude: 116.410937, images: ['store-front-green.jpg'], weekday: h('09:30', '21:30'), weekend: h('09:30', '22:00'), tags: ['当面打款', '免费检测'], mobile: '010-65126688', frontCategoryIds: [6, 8, 7], shopServiceIds: [1], shopType: 1 },
  { id: 1103, cityId: 1, name: '爱回收·三里屯太古里奢品店', address: '北京市朝阳区三里屯路19号三里屯太古里北区N4层', indoorLocation: 'N4层 N4-32', latitude: 39.936826, longitude: 116.454862, images: ['store-luxury.jpg', 'store-interior.jpg'], weekday: h('10:00', '22:00'), weekend: h('10:00', '22:00'), tags: ['名表名包', '专业鉴定', '免费停车'], mobile: '010-64176655', frontCategoryIds: [86, 50], shopServiceIds: [1, 2], shopType: 8 },
  { id: 1104, cityId: 1, name: '爱回收·中关村鼎好店', address: '北京市海淀区中关村大街3号鼎好大厦A座2层', latitude: 39.983731, longitude: 116.316143, images: ['store-counter.jpg', 'store-front-blue.jpg'], weekday: h('09:00', '21:00'), weekend: h('10:00', '20:00'), tags: ['以旧换新', '数码维修'], mobile: '010-82671234', frontCategoryIds: [7, 6, 8, 17, 9], shopServiceIds: [1, 3], shopType: 1 },
  { id: 1105, cityId: 1, name: '爱回收·国贸商城黄金回收店', address: '北京市朝阳区建国门外大街1号国贸商城B1层', latitude: 39.909124, longitude: 116.460331, images: ['store-gold.jpg', 'store-counter.jpg'], weekday: h('10:00', '21:30'), weekend: h('10:00', '22:00'), tags: ['实时金价', '光谱检测'], mobile: '010-65059966', frontCategoryIds: [], shopServiceIds: [1], shopType: 21 },
  { id: 1201, cityId: 2, name: '爱回收·上海来福士广场店', address: '上海市黄浦区西藏中路268号来福士广场B1层', indoorLocation: 'B1层 近人民广场8号线出口', latitude: 31.233912, longitude: 121.475238, images: ['store-front-green.jpg', 'store-interior.jpg', 'store-counter.jpg'], weekday: h('10:00', '22:00'), weekend: h('10:00', '22:30'), tags: ['以旧换新', '免费检测', '地铁直达'], mobile: '021-63401234', frontCategoryIds: PHONES, shopServiceIds: [1, 3], shopType: 1 },
  { id: 1202, cityId: 2, name: '爱回收·南京东路步行街店', address: '上海市黄浦区南京东路300号名人购物中心1层', latitude: 31.238613, longitude: 121.483405, images: ['store-front-blue.jpg'], weekday: h('09:30', '22:00'), weekend: h('09:30', '22:00'), tags: ['当面打款'], mobile: '021-63518899', frontCategoryIds: [6, 8], shopServiceIds: [1], shopType: 1 },
  { id: 1203, cityId: 2, name: '爱回收·静安嘉里中心奢品店', address: '上海市静安区南京西路1515号嘉里中心南区B1层', indoorLocation: 'B1层 B1-18', latitude: 31.224703, longitude: 121.447148, images: ['store-luxury.jpg', 'store-interior.jpg'], weekday: h('10:00', '22:00'), weekend: h('10:00', '22:00'), tags: ['名表名包', '专业鉴定', '免费停车'], mobile: '021-62886677', frontCategoryIds: [86, 50, 6], shopServiceIds: [1, 2], shopType: 8 },
  { id: 1204, cityId: 2, name: '爱回收·徐家汇港汇恒隆店', address: '上海市徐汇区虹桥路1号港汇恒隆广场5层', latitude: 31.194936, longitude: 121.437233, images: ['store-counter.jpg', 'store-front-green.jpg'], weekday: h('10:00', '22:00'), weekend: h('09:30', '22:30'), tags: ['以旧换新', '数码维修', '地铁直达'], mobile: '021-64073322', frontCategoryIds: [7, 6, 8, 17, 9, 50], shopServiceIds: [1, 3], shopType: 1 },
  { id: 1205, cityId: 2, name: '爱回收·陆家嘴正大广场黄金店', address: '上海市浦东新区陆家嘴西路168号正大广场3层', latitude: 31.237231, longitude: 121.499803, images: ['store-gold.jpg'], weekday: h('10:00', '22:00'), weekend: h('10:00', '22:00'), tags: ['实时金价', '光谱检测'], mobile: '021-68871188', frontCategoryIds: [], shopServiceIds: [1], shopType: 21 },
  { id: 1206, cityId: 2, name: '爱回收·五角场合生汇礼品卡店', address: '上海市杨浦区翔殷路1099号合生汇B1层', latitude: 31.303312, longitude: 121.514629, images: ['store-front-blue.jpg', 'store-counter.jpg'], weekday: h('10:00', '21:30'), weekend: h('10:00', '22:00'), tags: ['礼品卡回收', '秒到账'], mobile: '021-55661234', frontCategoryIds: [86], shopServiceIds: [1], shopType: 20 },
  { id: 1301, cityId: 3, name: '爱回收·深圳华强北赛格店', address: '深圳市福田区华强北路1002号赛格广场1层', latitude: 22.543614, longitude: 114.088542, images: ['store-front-green.jpg', 'store-interior.jpg'], weekday: h('09:00', '21:00'), weekend: h('09:00', '21:30'), tags: ['以旧换新', '数码维修', '地铁直达'], mobile: '0755-83261234', frontCategoryIds: PHONES, shopServiceIds: [1, 3], shopType: 1 },
  { id: 1302, cityId: 3, name: '爱回收·深圳万象城店', address: '深圳市罗湖区宝安南路1881号华润万象城B1层', latitude: 22.537652, longitude: 114.111736, images: ['store-counter.jpg'], weekday: h('10:00', '22:00'), weekend: h('10:00', '22:00'), tags: ['免费停车', '当面打款'], mobile: '0755-82668899', frontCategoryIds: [6, 8, 7], shopServiceIds: [1], shopType: 1 }
]

/** Metres between two GCJ-02 points (haversine on a 6371 km sphere). */
export function metresBetween (a: { latitude: number, longitude: number }, b: { latitude: number, longitude: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const x = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371000 * Math.asin(Math.min(1, Math.sqrt(x)))
}

const minutesOf = (hhmm: string): number => {
  const [hh, mm] = hhmm.split(':').map(Number)
  return hh * 60 + mm
}

/** The hours of a Beijing day (0 Sunday … 6 Saturday). */
const hoursOn = (shop: ShopRecord, weekday: number): Hours => (weekday === 0 || weekday === 6 ? shop.weekend : shop.weekday)

/** 002 §3 businessStatus on the emulator clock (Beijing time), with the texts that go with it. */
export function statusAt (shop: ShopRecord, now: number, pinned?: 1 | 2 | 3): { businessStatus: 1 | 2 | 3, openTimeTxt: string, closeTimeTxt: string } {
  const local = new Date(now + BEIJING_OFFSET)
  const weekday = local.getUTCDay()
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes()
  const today = hoursOn(shop, weekday)
  const tomorrow = hoursOn(shop, (weekday + 1) % 7)
  const open = minutesOf(today.start)
  const close = minutesOf(today.end)
  let status: 1 | 2 | 3 = minute < open || minute >= close ? 3 : close - minute <= CLOSING_SOON_MINUTES ? 2 : 1
  if (pinned) status = pinned
  const openTimeTxt = status === 3 && minute >= open ? `明日${tomorrow.start}` : today.start
  return { businessStatus: status, openTimeTxt, closeTimeTxt: today.end }
}

const numberOf = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN
  return Number.isFinite(n) ? n : undefined
}
const listOf = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).map((x) => String(x).trim()).filter(Boolean)

/** The stores a request asks for, each with its distance from the sent location (none without one). */
export function findShops (body: Record<string, unknown>, now: number, origin: string, seed: Partial<StoresSeed>) {
  const latitude = numberOf(body.latitude)
  const longitude = numberOf(body.longitude)
  if ((latitude === undefined) !== (longitude === undefined) || (latitude !== undefined && (Math.abs(latitude) > 90 || Math.abs(longitude as number) > 180))) {
    throw new BusinessError(STORES_CODES.badLocation, '定位信息（latitude, longitude）无效')
  }
  const tags = listOf(body.shopTags)
  if (tags.some((tag) => (seed.failTags ?? []).includes(tag))) throw new BusinessError(STORES_CODES.failing, '门店服务繁忙，请稍后再试')
  const size = Math.min(MAX_SIZE, Math.max(1, Math.floor(numberOf(body.size) ?? 10)))
  const ids = listOf(body.shopIds).map(Number)
  let found: ShopRecord[]
  if (ids.length) {
    found = ids.map((id) => SHOPS.find((s) => s.id === id)).filter((s): s is ShopRecord => !!s)
  } else {
    const cityId = numberOf(body.cityId)
    const types = listOf(body.shopTypes).map(Number)
    const services = listOf(body.shopServices).map(Number)
    found = SHOPS.filter((s) => (cityId === undefined || s.cityId === cityId) &&
      (!tags.length || s.tags.some((t) => tags.includes(t))) &&
      (!types.length || types.includes(s.shopType)) &&
      (!services.length || s.shopServiceIds.some((x) => services.includes(x))))
  }
  const here = latitude !== undefined ? { latitude, longitude: longitude as number } : undefined
  const measured = found.map((shop) => ({ shop, distance: here ? Math.round(metresBetween(here, shop)) : undefined }))
  if (here) measured.sort((a, b) => (a.distance as number) - (b.distance as number))
  return measured.slice(0, size).map(({ shop, distance }) => {
    const [first, ...rest] = shop.images.map((name) => `${origin}/assets/${name}`)
    return {
      id: shop.id,
      name: shop.name,
      address: shop.address,
      imgUrl: first,
      shopImages: rest,
      ...statusAt(shop, now, seed.pinnedStatus?.[String(shop.id)]),
      businessStartTime: shop.weekday.start,
      businessEndTime: shop.weekday.end,
      weekendBusinessStartTime: shop.weekend.start,
      weekendBusinessEndTime: shop.weekend.end,
      tags: shop.tags,
      mobile: shop.mobile,
      latitude: shop.latitude,
      longitude: shop.longitude,
      indoorLocation: shop.indoorLocation ?? null,
      distance: distance ?? null,
      frontCategoryIds: shop.frontCategoryIds,
      shopServiceIds: shop.shopServiceIds,
      shopType: shop.shopType
    }
  })
}

export const storesDomain: Domain = {
  name: NAME,
  register (app: FastifyInstance) {
    gatewayRoute(app, 'POST', '/campaign-center/api/shop/nearby-list', 'shop/nearby-list', lastScenario, (ctx) =>
      findShops(ctx.body, ctx.now, ctx.origin, seedOf<StoresSeed>(ctx.scenario, NAME)))
  }
}
