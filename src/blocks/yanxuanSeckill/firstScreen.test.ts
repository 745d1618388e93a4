import type { Http } from '@/services/http'
import { PRICE_LIST_PATH } from '@/services/constants'
import { createProductService } from '@/services/products'
import { flush, renderBlocks } from '../../../test/utils/renderBlocks'
import { firstCalls } from './firstScreen'

/** The bodies of the price calls the hint starts (every one is a price call). */
const seckillFirstPrices = (components: unknown, serverNow?: number): string[] => firstCalls(components, serverNow).map((call) => {
  expect(call.path).toBe('prices')
  return call.body
})

// The block's code loads on demand (as on H5): load it once up front.
beforeAll(async () => { await import('.') })

// 2026-11-11 10:00:00 Beijing time.
const NOW = Date.parse('2026-11-11T10:00:00+08:00')
const MIN = 60_000

const line = (id: unknown, name: unknown = `机型 ${String(id)}`, extra: Record<string, unknown> = {}) => ({ productId: id, actId: `act-${String(id)}`, product: { id, name, imageUrl: 'https://img.example/p.png', lowestPrice: 4999 }, ...extra })
const session = (sessId: unknown, start: unknown, end: unknown, lines: unknown[] = [line(1), line(2)]) => ({ sessId, seckillStartDt: start, seckillEndDt: end, productConfigs: lines })
const at = (offsetMin: number) => NOW + offsetMin * MIN
const seckill = (uuid: string, configs: unknown[], sysTime: unknown = NOW) => ({ id: 1, uuid, type: 'yanxuanSeckill', data: { yanxuanSeckill: { sysTime, contents: [{ configs }] } } })

/** The bodies of the price calls the real blocks make as they mount (the real product service, a recording gateway). */
async function sentBy (components: unknown[]): Promise<string[]> {
  const sent: string[] = []
  const http = {
    request: jest.fn(async (path: string, options: { data?: unknown }) => {
      expect(path).toBe(PRICE_LIST_PATH)
      // The H5 transport's body: JSON.stringify of the request's data (services/transport.h5.ts).
      sent.push(JSON.stringify(options.data ?? {}))
      return []
    })
  } as unknown as Http
  const products = createProductService(http)
  await renderBlocks(components, { services: (s) => { s.products.prices.mockImplementation(products.prices) } })
  await flush()
  return sent.sort()
}

const expectSame = async (components: unknown[]) => {
  const mirrored = seckillFirstPrices(components).sort()
  expect(await sentBy(components)).toEqual(mirrored)
  return mirrored
}

describe('the flash sales\' first price calls, as index.html starts them (mirrors the block)', () => {
  it('one running session and one later: a call per session window, the products in order', async () => {
    const bodies = await expectSame([seckill('a', [session(7, at(-30), at(30)), session(8, at(24 * 60), at(25 * 60), [line(3), line(4)])])])
    expect(bodies).toEqual([
      '{"needOrderCount":true,"needSoldCount":true,"startTime":"2026-11-11 09:30:00","endTime":"2026-11-11 10:30:00","ids":[1,2]}',
      '{"needOrderCount":true,"needSoldCount":true,"startTime":"2026-11-12 10:00:00","endTime":"2026-11-12 11:00:00","ids":[3,4]}'
    ])
  })

  it('sessions sharing a window, in one block or in two: one call, each product once, in the order asked', async () => {
    const one = await expectSame([seckill('a', [session(7, at(-30), at(30), [line(1), line(2)]), session(9, at(-30), at(30), [line(2), line(5)])])])
    expect(one.map((body) => JSON.parse(body).ids)).toEqual([[1, 2, 5]])
    const two = await expectSame([seckill('a', [session(7, at(-30), at(30), [line(1), line(2)])]), seckill('b', [session(9, at(-30), at(30), [line(2), line(5)]), session(10, at(60), at(120), [line(6)])])])
    expect(two.map((body) => JSON.parse(body).ids)).toEqual([[1, 2, 5], [6]])
  })

  it('however React slices the render that mounts them, the blocks shown together ask in one tick', async () => {
    // A product service whose batches close at the next microtask: only asks made in one synchronous run join.
    const sent: string[] = []
    const http = { request: jest.fn(async (_path: string, options: { data?: unknown }) => { sent.push(JSON.stringify(options.data ?? {})); return [] }) } as unknown as Http
    const products = createProductService(http, (run) => { queueMicrotask(run) })
    const components = [seckill('a', [session(7, at(-30), at(30), [line(1)])]), seckill('b', [session(9, at(-30), at(30), [line(2)])]), seckill('c', [session(9, at(-30), at(30), [line(3)])])]
    await renderBlocks(components, { services: (s) => { s.products.prices.mockImplementation(products.prices) } })
    await flush()
    expect(sent).toEqual(seckillFirstPrices(components))
    expect(sent.map((body) => JSON.parse(body).ids)).toEqual([[1, 2, 3]])
  })

  it('ended sessions left out, the rest by start, two at most; wall-clock and digit times; ids read as the model reads them', async () => {
    const lines = [line('11'), line(12, '  '), line(undefined), { productId: 13, product: { name: '无 id 的商品' } }, { productId: -1, product: { name: '全部' } }, line(14, 'ok', { product: { id: 14, name: 'iPad' } }), 'junk']
    const bodies = await expectSame([seckill('a', [
      session(1, at(-120), at(-60)),
      session(2, '2026-11-12 10:00:00', '2026-11-12 11:00', [line(21)]),
      session(3, String(at(-10)), String(at(50)), lines),
      session(4, at(60), at(120), [line(31)]),
      session(undefined, at(-5), at(5)),
      session(5, at(10), at(5)),
      null
    ])])
    expect(bodies.map((body) => JSON.parse(body).ids)).toEqual([[11, 13, 14], [31]])
  })

  it('no call for a block without usable sessions, products, or a configs list', async () => {
    expect(await expectSame([seckill('a', [session(1, at(-10), at(10), [line(undefined)])]), seckill('b', [])])).toEqual([])
    expect(seckillFirstPrices([{ data: { yanxuanSeckill: { contents: [{}] } } }, { data: { banner: { contents: [{}] } } }, null, 'x'])).toEqual([])
    expect(seckillFirstPrices(undefined)).toEqual([])
  })

  it('reads the server time it is given (the page answer\'s header) before the block\'s sysTime', () => {
    const components = [seckill('a', [session(1, at(-60), at(-30)), session(2, at(-10), at(10))])]
    expect(seckillFirstPrices(components).map((body) => JSON.parse(body).ids)).toEqual([[1, 2]])
    // An hour earlier on the server's clock the first session has not ended yet.
    expect(seckillFirstPrices(components, at(-60))).toHaveLength(2)
  })

  it('starts no call without a server time (no header, no sysTime): the phone\'s clock is never read', () => {
    const now = jest.spyOn(Date, 'now')
    const sale = seckill('a', [session(1, at(-10), at(10))])
    const components = [{ ...sale, data: { yanxuanSeckill: { contents: sale.data.yanxuanSeckill.contents } } }]
    expect(seckillFirstPrices(components)).toEqual([])
    expect(now).not.toHaveBeenCalled()
    now.mockRestore()
  })
})
