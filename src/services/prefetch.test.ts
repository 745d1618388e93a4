import { PREFETCH_GLOBAL, prefetchKey, startPrefetch, takePrefetched, type PrefetchConfig } from './prefetch'
import { send } from './transport.h5'

const config: PrefetchConfig = {
  global: PREFETCH_GLOBAL,
  base: 'https://gw.example.cn',
  appId: 10002,
  defaultAgent: 'ahs_m',
  platform: 'PC',
  paths: { release: '/release', preview: '/preview', locate: '/locate' },
  cookies: { token: 'ahs_token', agent: 'ahs_agent', cityId: 'ahs_city_id' },
  kindChunks: { banner: ['js/block-banner.1.js', 'css/block-banner.1.css'] },
  publicPath: '/'
}

function answer (body: unknown) {
  return {
    status: 200,
    statusText: 'OK',
    headers: { forEach: (fn: (v: string, k: string) => void) => fn('123', 'x-server-time') },
    text: async () => JSON.stringify(body)
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

beforeEach(() => {
  document.head.innerHTML = ''
  document.cookie = 'ahs_city_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  delete (window as { fetch?: unknown }).fetch
})

describe('the first page call, started by index.html', () => {
  it('asks the city, then the page, with the spec\'s headers; then preloads the blocks named and the first images', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&agent=huawei')
    const calls: Array<[string, RequestInit]> = []
    window.fetch = jest.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init])
      return url.endsWith('/locate')
        ? answer({ code: 0, data: { id: 7 } })
        : answer({ code: 0, data: { components: [{ id: 1, uuid: 'b', type: 'banner', data: { banner: { contents: [{ imageUrl: 'https://img.example/top.png' }] } } }] } })
    }) as never
    startPrefetch(config)
    await settle()
    expect(calls.map(([url, init]) => [url, init.body])).toEqual([
      ['https://gw.example.cn/locate', '{}'],
      ['https://gw.example.cn/release', '{"hash":"demo","cityId":7,"platform":"PC"}']
    ])
    expect(calls[1][1].headers).toMatchObject({ app: '10002', agent: 'huawei', 'content-type': 'application/json' })
    const links = Array.from(document.head.querySelectorAll('link')).map((l) => [l.rel, l.getAttribute('href')])
    expect(links).toEqual([
      ['preload', '/js/block-banner.1.js'],
      ['stylesheet', '/css/block-banner.1.css'],
      ['preload', 'https://img.example/top.png']
    ])
  })

  it('hands the app its answer once, through the H5 transport, with the time it was stamped at', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    const fetch = jest.fn(async () => answer({ code: 0, data: { components: [] } }))
    window.fetch = fetch as never
    startPrefetch(config)
    await settle()
    expect(fetch).toHaveBeenCalledTimes(1)
    const request = { url: 'https://gw.example.cn/release', method: 'POST' as const, data: { hash: 'demo', cityId: 3, platform: 'PC' }, header: {}, timeout: 5000, credentials: 'include' as const }
    const res = await send(request)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(res).toMatchObject({ statusCode: 200, data: '{"code":0,"data":{"components":[]}}', header: { 'x-server-time': '123' } })
    expect(typeof res.stampedAt).toBe('number')
    // Taken once: the same request again goes to the network.
    expect(takePrefetched(prefetchKey('POST', request.url, JSON.stringify(request.data)))).toBeUndefined()
  })

  it('starts nothing for a login ticket or without an activity', async () => {
    const fetch = jest.fn()
    window.fetch = fetch as never
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&ticket=ST-1')
    startPrefetch(config)
    history.replaceState(null, '', '/#/pages/campaign/index?cityId=1')
    startPrefetch(config)
    await settle()
    expect(fetch).not.toHaveBeenCalled()
  })
})
