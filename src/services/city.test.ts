import { createCityService } from './city'
import { createHttp, DEFAULT_TIMEOUT_MS, LOCATE_TIMEOUT_MS, type WireRequest } from './http'

it(`the first visit's city call gives up at ${LOCATE_TIMEOUT_MS} ms, sooner than the others' ${DEFAULT_TIMEOUT_MS}: the page call waits for it (000 §5: on failure, city 1)`, async () => {
  const sent: WireRequest[] = []
  const http = createHttp({ base: 'https://gw.example.cn', send: async (request) => { sent.push(request); return { statusCode: 200, data: { code: 0, data: { id: 7 } } } } })
  await expect(createCityService(http).locate()).resolves.toMatchObject({ id: 7 })
  expect(sent.map((r) => [r.url, r.timeout])).toEqual([['https://gw.example.cn/campaign-center/api/regions/locate', LOCATE_TIMEOUT_MS]])
  expect(LOCATE_TIMEOUT_MS).toBeLessThan(DEFAULT_TIMEOUT_MS)
})
