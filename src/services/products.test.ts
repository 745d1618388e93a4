import { PRICE_LIST_PATH } from './constants'
import { createProductService } from './products'
import type { Http } from './http'
import { GatewayError } from './envelope'

/** An http client that records each call and answers with `answer(data)`. */
function recordingHttp (answer: (data: Record<string, unknown>) => unknown) {
  const calls: Array<{ path: string, data: Record<string, unknown> }> = []
  const http: Http = {
    base: '',
    async request (path, options) {
      const data = options?.data ?? {}
      calls.push({ path, data })
      const body = answer(data)
      if (body instanceof Error) throw body
      // Run the service's own schema, as the real client does.
      const schema = options?.schema
      if (!schema) return body as never
      const v = await import('valibot')
      return v.parse(schema, body) as never
    }
  }
  return { http, calls }
}

const catalogue = (ids: unknown) => (ids as number[]).map((id) => ({ id, dailyPrice: 5999, discountPrice: 600.5, lowestPrice: '5398.5', orderCount: 3 }))

describe('prices (001 §7: POST /avatar/model/get-info-list)', () => {
  it('coalesces the asks of one tick into one request per parameter set and shares the answer', async () => {
    const { http, calls } = recordingHttp((data) => catalogue(data.ids))
    const service = createProductService(http)
    const iou = { needIouData: true } as const
    const window = { needOrderCount: true, needSoldCount: true, startTime: '2026-11-11 10:00:00', endTime: '2026-11-11 12:00:00' } as const
    const [grid, banner, seckill] = await Promise.all([
      service.prices([1, 2], iou),
      service.prices([2, 3], iou),
      service.prices([9], window)
    ])
    expect(calls).toEqual([
      { path: PRICE_LIST_PATH, data: { needIouData: true, ids: [1, 2, 3] } },
      { path: PRICE_LIST_PATH, data: { ...window, ids: [9] } }
    ])
    expect([...grid.keys()]).toEqual([1, 2])
    expect([...banner.keys()]).toEqual([2, 3])
    expect(seckill.get(9)).toMatchObject({ id: 9, lowestPrice: 5398.5, orderCount: 3 })
  })

  it('asks of a later tick make a new request', async () => {
    const { http, calls } = recordingHttp((data) => catalogue(data.ids))
    const service = createProductService(http)
    await service.prices([1], { needIouData: true })
    await service.prices([1], { needIouData: true })
    expect(calls).toHaveLength(2)
  })

  it('a non-ok answer rejects every caller of the batch (their products are shown sold out)', async () => {
    const { http } = recordingHttp(() => new GatewayError('商品价格服务繁忙', 50001))
    const service = createProductService(http)
    const asks = [service.prices([1], { needIouData: true }), service.prices([2], { needIouData: true })]
    for (const ask of asks) await expect(ask).rejects.toMatchObject({ code: 50001 })
  })

  it('drops unreadable entries one by one and reads numeric strings; a missing lowestPrice stays missing', async () => {
    const { http } = recordingHttp(() => [{ id: 1, lowestPrice: null, dailyPrice: 'abc' }, 'junk', { name: 'no id' }, { id: '2', lowestPrice: 10.25 }])
    const prices = await createProductService(http).prices([1, 2], { needIouData: true })
    expect(prices.get(1)).toMatchObject({ id: 1, lowestPrice: undefined, dailyPrice: undefined })
    expect(prices.get(2)).toMatchObject({ id: 2, lowestPrice: 10.25 })
  })

  it('makes no request for no ids', async () => {
    const { http, calls } = recordingHttp(() => [])
    expect((await createProductService(http).prices([], { needIouData: true })).size).toBe(0)
    expect(calls).toHaveLength(0)
  })
})
