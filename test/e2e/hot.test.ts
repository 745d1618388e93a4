/**
 * The personal hot-price card and the local-device valuation (002 §3, §5,
 * §7, §9; `hot` scenario) on H5, in city 1 (the catalogue's own prices: the
 * emulator moves them a little in other cities). A guest in a plain browser:
 * every card with its name, tag, trend and price; the Rolex at 218600 reads
 * 21.8万, the MacBook at 10800 a plain 10800; the card whose product the
 * gateway does not know (13620001) keeps its place with 估价加载失败，点击重试; the local-device valuation
 * asks without brand or model and shows the server's pick, tagged 热门
 * (src/blocks/localDeviceValuation/README.md, "A plain browser"). Logged in: the same card shows the
 * followed Mate 60 Pro (已关注) and the MacBook reads 询价记录. A tap opens
 * Trade with the card's inquiryKey, or Inquery with its productId.
 */
import { isDeepStrictEqual } from 'node:util'
import type { Page, Request } from 'playwright-core'
import { CATALOGUE } from '../../server/domains/hot'
import { zhCN } from '../../src/i18n/zh-CN'
import { setupE2E, screenshotOnFailure, scrollToMount, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

const QUERY = 'activityId=hot&cityId=1'
const DETAIL = '/campaign-center/api/my-product-hot/detail'
const isDetail = (r: Request) => new URL(r.url()).pathname.endsWith(DETAIL)

type Key = keyof typeof zhCN
const fill = (key: Key, vars: Record<string, string | number> = {}) => zhCN[key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]))
const WAN = zhCN['price.tenThousand']
const nameOf = (id: string) => {
  const product = CATALOGUE.find((p) => p.productId === id)
  if (!product) throw new Error(`no product ${id} in the emulator's catalogue`)
  return product.productName
}
const trend = (days: number, key: Key, amount?: number) => fill('hotCard.trend.days', { days }) + fill(key, amount === undefined ? {} : { amount })

interface Seen { name: string, tag: string, price: string, coupon: string, trend: string, action: string }

/** What each card shows, by component uuid (server/scenarios/hot.json, server/domains/hot.ts CATALOGUE in city 1). */
const IPHONE: Omit<Seen, 'tag'> = { name: nameOf('30112'), price: '5280', coupon: '5430', trend: trend(7, 'hotCard.trend.down', 120), action: zhCN['hotCard.trade'] }
const MATE: Omit<Seen, 'tag'> = { name: nameOf('31060'), price: '3650', coupon: '3800', trend: trend(15, 'hotCard.trend.up', 200), action: zhCN['hotCard.trade'] }
const XIAOMI: Omit<Seen, 'tag'> = { name: nameOf('32014'), price: '2350', coupon: '2420', trend: trend(7, 'hotCard.trend.flat'), action: zhCN['hotCard.inquire'] }
// 10800 and 11100: at or below 100000, plain integers.
const MACBOOK: Omit<Seen, 'tag'> = { name: nameOf('40212'), price: '10800', coupon: '11100', trend: trend(30, 'hotCard.trend.down', 600), action: zhCN['hotCard.inquire'] }
// 002 §9: above 100000 in units of ten thousand, one decimal floored (218600 → 21.8万, 221600 → 22.1万).
const ROLEX: Omit<Seen, 'tag'> = { name: nameOf('50001'), price: `21.8${WAN}`, coupon: `22.1${WAN}`, trend: trend(30, 'hotCard.trend.up', 3500), action: zhCN['hotCard.trade'] }
const HOT = zhCN['hotCard.tag.hot']
const SHOWN = ['hot-2', 'hot-3', 'hot-4', 'hot-5', 'hot-6', 'hot-7', 'hot-8']

const card = (page: Page, uuid: string) => page.locator(`[data-uuid="${uuid}"] .hot-card`)

/** Opens the scenario (logged in with a fresh number when asked) and waits until every card has its answer. */
async function openScenario (page: Page, { login = false } = {}): Promise<void> {
  const url = e2e.campaignUrl(QUERY)
  if (login) {
    await page.goto(`${e2e.emulator.origin}/__login?redirectUrl=${encodeURIComponent(url)}`)
    // A number of its own: follows and inquiry history are per user, seeded afresh (seed.hot).
    await page.locator('#mobile').fill(`137${String(Date.now()).slice(-8)}`)
    await page.locator('#login').click()
    await page.waitForURL((u) => !u.pathname.startsWith('/__login'))
  } else {
    await page.goto(url)
  }
  await scrollToMount(page, '[data-uuid="hot-9"]')
  await page.waitForFunction(() => document.querySelectorAll('.hot-card--loading').length === 0)
}

async function seen (page: Page, uuid: string): Promise<Seen> {
  const c = card(page, uuid)
  const text = (selector: string) => c.locator(selector).first().textContent().then((s) => (s ?? '').trim())
  return {
    name: await text('.hot-card__name'),
    tag: await text('.hot-card__tag'),
    price: await text('.hot-card__price .price__value'),
    coupon: await text('.hot-card__coupon-price .price__value'),
    trend: await text('.hot-card__trend'),
    action: await text('.hot-card__action')
  }
}

const seenAll = async (page: Page) => Object.fromEntries(await Promise.all(SHOWN.map(async (uuid) => [uuid, await seen(page, uuid)] as const)))

/**
 * The cards as seen once they match `expected`, or as last seen after 10 s. Who the visitor is comes after
 * the first screen (stores/index.ts), so a user's cards show the guest's answer first and then ask again.
 */
async function settledCards (page: Page, expected: Record<string, Seen>): Promise<Record<string, Seen>> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const now = await seenAll(page)
    if (isDeepStrictEqual(now, expected) || Date.now() > deadline) return now
    await page.waitForTimeout(200)
  }
}

describe('hot-price cards and the local-device valuation on H5 (002 §3, §5, §7, §9)', () => {
  it('a guest in a plain browser: names, 热门 tags, trends, 万 above 100000; the unknown product keeps its place with a retry line; no brand or model is sent', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'hot-guest', async () => {
      const asks: Record<string, unknown>[] = []
      const codes: number[] = []
      page.on('request', (r) => { if (isDetail(r)) asks.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>) })
      page.on('response', (r) => {
        if (isDetail(r.request()) && String((JSON.parse(r.request().postData() ?? '{}') as { productId?: unknown }).productId) === '99999') {
          void r.json().then((b: { code?: number }) => { codes.push(Number(b.code)) }, () => undefined)
        }
      })
      await openScenario(page)
      await expect(page.locator('.local-device-valuation').count()).resolves.toBe(1)
      // The six pinned or own cards and the refused one.
      await expect(page.locator('.my-product-hot').count()).resolves.toBe(SHOWN.length)
      // No device in a plain browser: the valuation shows the server's pick for a guest, the hottest product.
      await expect(seenAll(page)).resolves.toEqual({
        'hot-2': { ...IPHONE, tag: HOT },
        'hot-3': { ...IPHONE, tag: HOT },
        'hot-4': { ...IPHONE, tag: HOT },
        'hot-5': { ...MATE, tag: HOT },
        'hot-6': { ...XIAOMI, tag: HOT },
        'hot-7': { ...MACBOOK, tag: HOT },
        'hot-8': { ...ROLEX, tag: HOT }
      })
      // The card the gateway refuses (13620001, no such product) keeps its placeholder's height with the retry line (its
      // collapse moved every block below it), without preview's reason.
      expect(codes).toEqual([13620001])
      await expect(card(page, 'hot-9').locator('.hot-card__note').textContent()).resolves.toBe(zhCN['hotCard.failed'])
      await expect(page.locator('.hot-card__note').count()).resolves.toBe(1)
      const height = (uuid: string) => page.locator(`[data-uuid="${uuid}"]`).evaluate((el) => el.getBoundingClientRect().height)
      await expect(height('hot-9')).resolves.toBe(await height('hot-8'))
      // Every card asked once in the page's city, none with a device.
      expect(asks).toHaveLength(8)
      expect(asks.every((a) => a.cityId === 1 && !('brand' in a) && !('model' in a))).toBe(true)
      expect(asks.map((a) => a.productId ?? '').sort()).toEqual(['', '', '30112', '31060', '32014', '40212', '50001', '99999'])
    })
  })

  it('logged in: the valuation shows the followed Mate 60 Pro (已关注); the MacBook is 询价记录, the rest 热门', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'hot-user', async () => {
      await openScenario(page, { login: true })
      const followed = zhCN['hotCard.tag.followed']
      const expected = {
        'hot-2': { ...MATE, tag: followed },
        'hot-3': { ...MATE, tag: followed },
        'hot-4': { ...IPHONE, tag: HOT },
        'hot-5': { ...MATE, tag: followed },
        'hot-6': { ...XIAOMI, tag: HOT },
        'hot-7': { ...MACBOOK, tag: zhCN['hotCard.tag.history'] },
        'hot-8': { ...ROLEX, tag: HOT }
      }
      await expect(settledCards(page, expected)).resolves.toEqual(expected)
      // 本机 needs a device: a plain browser has none.
      await expect(page.getByText(zhCN['hotCard.tag.thisDevice'], { exact: true }).count()).resolves.toBe(0)
    })
  })

  it.each([
    ['the valuation card', 'trade', 'inquiryKey=IQ-30112-7A', 'hot-2'],
    ['a card with an inquiryKey', 'trade', 'inquiryKey=IQ-50001-9D', 'hot-8'],
    ['a card without one', 'inquiry', 'productId=32014', 'hot-6']
  ])('a tap on %s opens %s with %s', async (_what, route, param, uuid) => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, `hot-tap-${uuid}`, async () => {
      await openScenario(page)
      await card(page, uuid).locator('.hot-card__name').click()
      // No destructuring in the page's function: the test's transpiler would call its own helpers there.
      await page.waitForFunction((want) => location.hash.startsWith(want.prefix) && location.hash.includes(want.param), { prefix: `#/${route}?`, param })
    })
  })
})
