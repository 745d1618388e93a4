/**
 * The personal hot-price card and the local-device valuation (`hot`
 * scenario, 002 §3, §5, §7, §9) on the four mini-program builds, a guest in
 * city 1 (the catalogue's own prices). The valuation asks with the host's
 * system info (the harness reports brand iPhone, model iPhone 12) and shows
 * that phone tagged 本机, as does the visitor's own card (every card sends the device); the pinned cards show their products tagged 热门,
 * the Rolex at 218600 as 21.8万; the unknown product keeps its place with
 * 估价加载失败，点击重试. A tap
 * opens Inquery with the productId (no inquiryKey) or Trade with the
 * inquiryKey, one navigateTo per tap.
 */
import { CATALOGUE } from '../../server/domains/hot'
import { zhCN } from '../../src/i18n/zh-CN'
import { MINI_TARGETS, type HostNode, type MiniProgramHarness, type MiniTarget } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget } from './budgets'

const PAGE = 'pages/campaign/index'
const DETAIL = '/campaign-center/api/my-product-hot/detail'


/** The scenario in city 1: the emulator moves prices a little in other cities (server/domains/hot.ts). */
const scenario = scenarioPage('hot')
const open = (target: MiniTarget): Promise<MiniProgramHarness> => scenario.open(target, undefined, { query: { cityId: '1' } })

type Key = keyof typeof zhCN
const fill = (key: Key, vars: Record<string, string | number> = {}) => zhCN[key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]))
const trend = (days: number, key: Key, amount?: number) => fill('hotCard.trend.days', { days }) + fill(key, amount === undefined ? {} : { amount })
const nameOf = (id: string) => {
  const product = CATALOGUE.find((p) => p.productId === id)
  if (!product) throw new Error(`no product ${id} in the emulator's catalogue`)
  return product.productName
}
const SYMBOL = zhCN['price.symbol']
const WAN = zhCN['price.tenThousand']
const HOT = zhCN['hotCard.tag.hot']

interface Seen { name: string, tag: string, price: string, trend: string, action: string }

/** The first node below `node` carrying `cls`. */
function within (node: HostNode, cls: string): HostNode | undefined {
  for (const child of node.children) {
    if (child.className.split(/\s+/).includes(cls)) return child
    const deeper = within(child, cls)
    if (deeper) return deeper
  }
  return undefined
}
const seen = (card: HostNode): Seen => ({
  name: within(card, 'hot-card__name')?.text ?? '',
  tag: within(card, 'hot-card__tag')?.text ?? '',
  price: within(card, 'hot-card__price')?.text ?? '',
  trend: within(card, 'hot-card__trend')?.text ?? '',
  action: within(card, 'hot-card__action')?.text ?? ''
})
/** The shown cards (not their loading placeholders), in page order. */
const cards = (h: MiniProgramHarness) => h.findByClass('hot-card').filter((n) => !n.className.includes('hot-card--'))

/** Page order: the valuation, the visitor's own card, then the pinned products (server/scenarios/hot.json); 99999 shows its failed line. */
const EXPECTED: Seen[] = [
  // 本机: the harness's iPhone 12 (brand iPhone, model iPhone 12), no inquiryKey → 去估价.
  { name: nameOf('30012'), tag: zhCN['hotCard.tag.thisDevice'], price: `${SYMBOL}1380`, trend: trend(30, 'hotCard.trend.down', 85), action: zhCN['hotCard.inquire'] },
  // The visitor's own card sends the device too (002 §7): the same phone, 本机.
  { name: nameOf('30012'), tag: zhCN['hotCard.tag.thisDevice'], price: `${SYMBOL}1380`, trend: trend(30, 'hotCard.trend.down', 85), action: zhCN['hotCard.inquire'] },
  { name: nameOf('30112'), tag: HOT, price: `${SYMBOL}5280`, trend: trend(7, 'hotCard.trend.down', 120), action: zhCN['hotCard.trade'] },
  { name: nameOf('31060'), tag: HOT, price: `${SYMBOL}3650`, trend: trend(15, 'hotCard.trend.up', 200), action: zhCN['hotCard.trade'] },
  { name: nameOf('32014'), tag: HOT, price: `${SYMBOL}2350`, trend: trend(7, 'hotCard.trend.flat'), action: zhCN['hotCard.inquire'] },
  // 10800: at or below 100000, a plain integer.
  { name: nameOf('40212'), tag: HOT, price: `${SYMBOL}10800`, trend: trend(30, 'hotCard.trend.down', 600), action: zhCN['hotCard.inquire'] },
  // 002 §9: 218600 above 100000 → 21.8万.
  { name: nameOf('50001'), tag: HOT, price: `${SYMBOL}21.8${WAN}`, trend: trend(30, 'hotCard.trend.up', 3500), action: zhCN['hotCard.trade'] }
]

describe.each(MINI_TARGETS)('%s: hot-price cards and the local-device valuation', (target) => {
  test('render within the first-render budget: the valuation is this phone (本机), the pinned cards 热门, 21.8万; the unknown product keeps its place with a retry line', async () => {
    const h = await open(target)
    expectFirstRenderWithinBudget(h)
    expect(h.findByClass('local-device-valuation')).toHaveLength(1)
    expect(cards(h).map(seen)).toEqual(EXPECTED)
    expect(h.findByClass('hot-card__note').map((n) => n.text)).toEqual([zhCN['hotCard.failed']])
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('every card asks with the host\'s brand and model (002 §7: productId, cityId, brand, model)', async () => {
    const h = await open(target)
    // What the bundle passed to the host's request (hosts serialise it their own way).
    const asks = h.requests.filter((r) => new URL(r.url).pathname.endsWith(DETAIL))
      .map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>)
    expect(asks).toHaveLength(8)
    expect(asks.every((a) => a.brand === 'iPhone' && a.model === 'iPhone 12' && a.cityId === 1)).toBe(true)
    expect(asks.map((a) => String(a.productId ?? '')).sort()).toEqual(['', '', '30112', '31060', '32014', '40212', '50001', '99999'])
  })

  test('a tap opens Inquery with the productId (the valuation) or Trade with the inquiryKey (the Rolex), once per tap', async () => {
    const h = await open(target)
    const opened = async (card: HostNode): Promise<string[]> => {
      const before = h.callsOf('navigateTo').length
      await h.tapAndSettle(card)
      // Past the lock that makes a burst of taps one navigation (800 ms, src/renderer/click.ts).
      await h.advance(1000)
      return h.callsOf('navigateTo').slice(before).map((c) => String((c.args[0] as { url: string }).url))
    }
    const shown = cards(h)
    expect(await opened(shown[0])).toEqual(['/pages/inquiry/index?productId=30012'])
    expect(await opened(shown[6])).toEqual(['/pages/trade/index?inquiryKey=IQ-50001-9D'])
    // Neither page is in this app (app.json): the host refuses, the campaign page stays.
    expect(h.pageStack().map((p) => p.route)).toEqual([PAGE])
  })
})
