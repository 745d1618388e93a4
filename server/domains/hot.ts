/**
 * Hot-price domain (002 §3, §7): `POST /my-product-hot/detail` for the
 * personal hot-price card and the local-device valuation.
 *
 * A catalogue of real devices with second-hand prices in yuan (one above
 * 100000, shown in units of ten thousand), each with the brand and model
 * names hosts report for it (WeChat's `iPhone 13<iPhone14,5>`, Android model
 * codes such as `ALN-AL00`). The answer, for a pinned productId: that
 * product, tagged 1 when it is the calling device, else 2 when the user
 * follows it, 3 when it is in their inquiry history, else 4 hot. Without a
 * productId: the calling device's product (1), else the user's first
 * followed (2), else their latest inquiry (3), else the city's hottest (4).
 * Guests have no follows or history. A device the catalogue does not know is
 * no device. `seed.hot`: `followed` and `history` (product ids every user
 * starts with), `hottest` (the product of tag 4), `products` (extra or
 * replaced catalogue entries). Code 13620001 (ours; 002 §8 lists none for
 * this call): no such product. Prices are the catalogue's in city 1 and move
 * a little by city (a realistic spread, the same every time).
 */
import type { FastifyInstance } from 'fastify'
import { BusinessError, gatewayRoute } from '../gateway'
import type { Scenario } from '../scenarios'
import { lastScenario, seedOf, userOf, userState, type Domain } from './types'

const NAME = 'hot'
export const HOT_CODES = { noProduct: 13620001 } as const

export interface HotProduct {
  productId: string
  productName: string
  /** An asset name under /assets/. */
  image: string
  inquiryPrice: number
  couponPrice: number
  /** Present when the product can go straight to an order (Trade). */
  inquiryKey?: string
  trendDays: number
  trendStatus: 1 | 2 | 3
  trendChangeAmount: number
  /** How hosts name the maker ('Apple', 'iPhone', 'HUAWEI', '华为'…), lower case. */
  brands: string[]
  /** Model names and codes hosts report, lower case, without spaces. */
  models: string[]
}

const APPLE = ['apple', 'iphone', '苹果']
const HUAWEI = ['huawei', '华为']
const XIAOMI = ['xiaomi', 'redmi', '小米']

export const CATALOGUE: readonly HotProduct[] = [
  { productId: '30112', productName: 'Apple iPhone 15 Pro Max 256G 原色钛金属', image: 'yx-phone-titanium.jpg', inquiryPrice: 5280, couponPrice: 5430, inquiryKey: 'IQ-30112-7A', trendDays: 7, trendStatus: 1, trendChangeAmount: 120, brands: APPLE, models: ['iphone15promax', 'iphone16,2'] },
  { productId: '30101', productName: 'Apple iPhone 14 128G 午夜色', image: 'yx-phone-midnight.jpg', inquiryPrice: 2650, couponPrice: 2730, trendDays: 7, trendStatus: 2, trendChangeAmount: 0, brands: APPLE, models: ['iphone14', 'iphone14,7'] },
  { productId: '30012', productName: 'Apple iPhone 12 128G 蓝色', image: 'yx-phone-blue.jpg', inquiryPrice: 1380, couponPrice: 1430, trendDays: 30, trendStatus: 1, trendChangeAmount: 85, brands: APPLE, models: ['iphone12', 'iphone13,2'] },
  { productId: '31060', productName: '华为 Mate 60 Pro 12+512G 雅川青', image: 'yx-phone-green.jpg', inquiryPrice: 3650, couponPrice: 3800, inquiryKey: 'IQ-31060-2C', trendDays: 15, trendStatus: 3, trendChangeAmount: 200, brands: HUAWEI, models: ['mate60pro', 'aln-al00', 'aln-al10'] },
  { productId: '31051', productName: '华为 P60 Pro 8+256G 羽砂白', image: 'yx-phone-white.jpg', inquiryPrice: 2480, couponPrice: 2560, trendDays: 7, trendStatus: 1, trendChangeAmount: 60, brands: HUAWEI, models: ['p60pro', 'mna-al00'] },
  { productId: '32014', productName: '小米 14 Pro 16+512G 岩石青', image: 'yx-phone-mint.jpg', inquiryPrice: 2350, couponPrice: 2420, trendDays: 7, trendStatus: 2, trendChangeAmount: 0, brands: XIAOMI, models: ['xiaomi14pro', '23116pn5bc'] },
  { productId: '33007', productName: 'OPPO Find X7 Ultra 16+512G 松影墨韵', image: 'yx-phone-black.jpg', inquiryPrice: 3100, couponPrice: 3180, trendDays: 15, trendStatus: 1, trendChangeAmount: 150, brands: ['oppo'], models: ['findx7ultra', 'phy110'] },
  { productId: '34100', productName: 'vivo X100 Pro 16+512G 落日橙', image: 'yx-phone-orange.jpg', inquiryPrice: 2850, couponPrice: 2930, trendDays: 7, trendStatus: 3, trendChangeAmount: 40, brands: ['vivo'], models: ['x100pro', 'v2324a'] },
  { productId: '40212', productName: 'Apple MacBook Pro 14英寸 M3 Pro 18+512G 深空黑', image: 'yx-laptop-black.jpg', inquiryPrice: 10800, couponPrice: 11100, trendDays: 30, trendStatus: 1, trendChangeAmount: 600, brands: APPLE, models: ['macbookpro14m3pro'] },
  { productId: '50001', productName: '劳力士 宇宙计型迪通拿 116500LN 白盘', image: 'yx-laptop-silver.jpg', inquiryPrice: 218600, couponPrice: 221600, inquiryKey: 'IQ-50001-9D', trendDays: 30, trendStatus: 3, trendChangeAmount: 3500, brands: ['rolex', '劳力士'], models: ['116500ln'] }
]

interface HotSeed {
  followed: string[]
  history: string[]
  hottest: string
  products: HotProduct[]
}

interface Mine { followed: string[], history: string[] }

/** 'iPhone 13<iPhone14,5>' → ['iphone13', 'iphone14,5']; 'ALN-AL00' → ['aln-al00']. */
export function modelNames (model: string): string[] {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '')
  const inner = /<([^>]*)>/.exec(model)?.[1]
  return [squash(model.replace(/<[^>]*>/, '')), ...(inner ? [squash(inner)] : [])].filter(Boolean)
}

/** The catalogue's product for a host's brand and model, if it knows the device. */
export function deviceProduct (catalogue: readonly HotProduct[], brand: unknown, model: unknown): HotProduct | undefined {
  if (typeof model !== 'string' || !model.trim()) return undefined
  const names = modelNames(model)
  const maker = typeof brand === 'string' ? brand.trim().toLowerCase() : ''
  return catalogue.find((p) => (!maker || p.brands.includes(maker)) && names.some((n) => p.models.includes(n)))
}

function catalogueOf (scenario: Scenario | undefined): HotProduct[] {
  const extra = seedOf<HotSeed>(scenario, NAME).products ?? []
  return [...extra, ...CATALOGUE.filter((p) => !extra.some((e) => e.productId === p.productId))]
}

/** Prices move a little by city (000 §5's cityId); city 1 is the catalogue's own. */
const cityFactor = (cityId: unknown): number => {
  const id = Number(cityId)
  return Number.isInteger(id) && id > 1 ? 1 - (id % 7) / 100 : 1
}

function answerOf (p: HotProduct, tag: number, cityId: unknown, origin: string) {
  const f = cityFactor(cityId)
  return {
    productId: Number(p.productId) || p.productId,
    productName: p.productName,
    productImage: `${origin}/assets/${p.image}`,
    inquiryPrice: Math.round(p.inquiryPrice * f),
    couponPrice: Math.round(p.couponPrice * f),
    inquiryKey: p.inquiryKey ?? null,
    productTag: tag,
    trendDays: p.trendDays,
    trendStatus: p.trendStatus,
    trendChangeAmount: p.trendChangeAmount
  }
}

export const hotDomain: Domain = {
  name: NAME,
  register (app: FastifyInstance, { sessions }) {
    gatewayRoute(app, 'POST', '/campaign-center/api/my-product-hot/detail', 'my-product-hot/detail', lastScenario, (ctx) => {
      const seed = seedOf<HotSeed>(ctx.scenario, NAME)
      const catalogue = catalogueOf(ctx.scenario)
      const user = userOf(sessions, ctx)
      const mine: Mine = user
        ? userState(sessions, user, NAME, () => ({ followed: [...(seed.followed ?? [])], history: [...(seed.history ?? [])] }))
        : { followed: [], history: [] }
      const device = deviceProduct(catalogue, ctx.body.brand, ctx.body.model)
      const byId = (id: string | undefined) => catalogue.find((p) => p.productId === id)
      const { productId, cityId } = ctx.body
      if (productId !== undefined && productId !== null && productId !== '') {
        const product = byId(String(productId))
        if (!product) throw new BusinessError(HOT_CODES.noProduct, '商品不存在')
        const tag = device === product ? 1 : mine.followed.includes(product.productId) ? 2 : mine.history.includes(product.productId) ? 3 : 4
        return answerOf(product, tag, cityId, ctx.origin)
      }
      if (device) return answerOf(device, 1, cityId, ctx.origin)
      const followed = byId(mine.followed[0])
      if (followed) return answerOf(followed, 2, cityId, ctx.origin)
      const inquired = byId(mine.history[mine.history.length - 1])
      if (inquired) return answerOf(inquired, 3, cityId, ctx.origin)
      const hottest = byId(seed.hottest) ?? catalogue[0]
      return hottest ? answerOf(hottest, 4, cityId, ctx.origin) : null
    })
  }
}
