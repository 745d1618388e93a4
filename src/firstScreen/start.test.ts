import { readFirstScreens } from '../../config/blocks'
import { DEFAULT_TIMEOUT_MS, LOCATE_TIMEOUT_MS } from '@/services/http'
import { MAX_ANSWER_BYTES } from '@/services/answerSize'
import { send } from '@/services/transport.h5'
import { firstScreenContext } from './context'
import { BOOT_BLOCKS_GLOBAL, BOOT_PAINT_GLOBAL, PREFETCH_GLOBAL, prefetchKey, takePrefetched, type FirstScreenHints, type FirstScreenHintsByKind, type PrefetchConfig } from './contract'
import { bootPreviewOf } from './preview'
import { DEFAULT_TIMEOUTS, startPrefetch } from './start'
import { prefetchConfig } from '../../test/utils/prefetchConfig'

const config: PrefetchConfig = prefetchConfig()

/** Every kind's first-screen hints, as index.html gets them (config/webpack/campaignHtml.ts reads the same folders). */
const HINTS: FirstScreenHintsByKind = Object.fromEntries(readFirstScreens<FirstScreenHints>().map(({ kind, hints }) => [kind, hints]))
/** The boot preview of these components, with these cookies. */
const previewOf = (components: unknown, cookie: (name: string) => string | undefined = () => undefined) => bootPreviewOf(components, HINTS, firstScreenContext(cookie))
/** The prefetch as index.html starts it, optionally with other hints. */
const start = (c: PrefetchConfig, hints: FirstScreenHintsByKind = HINTS) => startPrefetch(c, hints)

function answer (body: unknown) {
  return {
    status: 200,
    statusText: 'OK',
    headers: { forEach: (fn: (v: string, k: string) => void) => fn('123', 'x-server-time') },
    text: async () => JSON.stringify(body)
  }
}

/** What the prefetch added to the head, in order: links (preloads, stylesheets) and the scripts it runs. */
const added = () => Array.from(document.head.querySelectorAll('link, script[src]'))
const hrefOf = (el: Element) => el.getAttribute('href') ?? el.getAttribute('src')
const settle = () => new Promise((resolve) => setTimeout(resolve, 30))
/** Settles until `n` links are in the head (the prefetch adds them over a few timer tasks), 1.5 s at most. */
const linksSettled = async (n: number) => { for (let i = 0; i < 50 && added().length < n; i++) await settle() }

// A test's prefetch may still be adding its last links (a few per timer task): let it finish before the next.
// A preview whose images never loaded would add them a second later (its 1 s fallback), in another test's
// head (CI, under load: a `top.png` preload in the offline test's list): its images load here.
afterEach(async () => {
  for (const img of Array.from(document.querySelectorAll('#boot-screen img'))) img.dispatchEvent(new Event('load'))
  await settle()
  await settle()
})

beforeEach(() => {
  document.head.innerHTML = ''
  document.cookie = 'ahs_city_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  delete (window as { fetch?: unknown }).fetch
})

describe('the first page call, started by index.html', () => {
  it(`waits ${DEFAULT_TIMEOUT_MS} ms for the page and ${LOCATE_TIMEOUT_MS} ms for the city when the build names no timeouts, as the app's transport does (http.ts)`, () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ page: DEFAULT_TIMEOUT_MS, locate: LOCATE_TIMEOUT_MS })
  })

  it('asks the city, then the page, with the spec\'s headers; then preloads the blocks named and the first images', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&agent=huawei')
    const calls: Array<[string, RequestInit]> = []
    window.fetch = jest.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init])
      return url.endsWith('/locate')
        ? answer({ code: 0, data: { id: 7 } })
        : answer({ code: 0, data: { components: [{ id: 1, uuid: 'b', type: 'banner', data: { banner: { contents: [{ imageUrl: 'https://img.example/top.png' }] } } }] } })
    }) as never
    start(config)
    await linksSettled(3)
    expect(calls.map(([url, init]) => [url, init.body])).toEqual([
      ['https://gw.example.cn/locate', '{}'],
      ['https://gw.example.cn/release', '{"hash":"demo","cityId":7,"platform":"PC"}']
    ])
    expect(calls[1][1].headers).toMatchObject({ app: '10002', agent: 'huawei', 'content-type': 'application/json' })
    const links = added().map((l) => [l instanceof HTMLScriptElement ? 'run' : (l as HTMLLinkElement).rel, hrefOf(l)])
    expect(links).toEqual([
      ['run', '/js/block-banner.1.js'],
      ['stylesheet', '/css/block-banner.1.css'],
      ['preload', 'https://img.example/top.png']
    ])
  })

  it('adds its links one per task: the first three blocks\' code, the first screen\'s image, the other blocks\' code (each link starts a request on the main thread)', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    const kinds = ['banner', 'spacing', 'tab', 'video', 'recycle']
    const many = { ...config, kindChunks: Object.fromEntries(kinds.map((k) => [k, [`js/block-${k}.js`, `css/block-${k}.css`]])) }
    const components = kinds.map((k, i) => ({ id: i, uuid: k, type: k, data: { [k]: { contents: [k === 'banner' ? { imageUrl: 'https://img.example/top.png' } : {}] } } }))
    window.fetch = jest.fn(async () => answer({ code: 0, data: { components } })) as never
    const counts: number[] = []
    const observer = new MutationObserver(() => { counts.push(added().length) })
    observer.observe(document.head, { childList: true })
    start(many)
    await linksSettled(11)
    observer.disconnect()
    const links = added().map(hrefOf)
    expect(links).toEqual([
      '/js/block-banner.js', '/css/block-banner.css', '/js/block-spacing.js', '/css/block-spacing.css', '/js/block-tab.js', '/css/block-tab.css',
      'https://img.example/top.png',
      '/js/block-video.js', '/css/block-video.css', '/js/block-recycle.js', '/css/block-recycle.css'
    ])
    // The first blocks' scripts run as they arrive (webpack takes them from its chunk list); the others' are preloaded.
    const scripts = added().filter((el) => el.tagName === 'SCRIPT').map(hrefOf)
    expect(scripts).toEqual(['/js/block-banner.js', '/js/block-spacing.js', '/js/block-tab.js'])
    expect(added().filter((el) => el.getAttribute('rel') === 'preload' && /\.js$/.test(hrefOf(el) ?? '')).map(hrefOf)).toEqual(['/js/block-video.js', '/js/block-recycle.js'])
    // Mutation records arrive once per task: one link each.
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('preloads the first batch\'s own large images before the icons a navigation lists first (the navigation page\'s largest paint is its first floor\'s image)', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=navigation&cityId=3')
    const icons = [1, 2, 3].map((n) => ({ imageUrl: `https://img.example/icon-${n}.png`, title: `入口${n}` }))
    const components = [
      { id: 1, uuid: 'h', type: 'headerImage', data: { headerImage: { contents: [{ imageUrl: 'https://img.example/header.jpg', imageWidth: 750, imageHeight: 320 }] } } },
      { id: 2, uuid: 'n', type: 'imageTextNav', data: { imageTextNav: { contents: [{ configs: icons }] } } },
      { id: 3, uuid: 'f', type: 'floorNav', data: { floorNav: { contents: [{}] } } },
      { id: 4, uuid: 'm', type: 'multiImage', data: { multiImage: { contents: [{ configs: [{ imageUrl: 'https://img.example/floor-1.jpg', imageWidth: 750, imageHeight: 480 }] }] } } }
    ]
    window.fetch = jest.fn(async () => answer({ code: 0, data: { components } })) as never
    start({ ...config, kindChunks: {} })
    await settle()
    // The boot screen draws the header (the first blocks' images up to one without a hint); the preloads follow once it has loaded.
    for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('#boot-screen .boot-preview img'))) img.dispatchEvent(new Event('load'))
    await linksSettled(3)
    await settle()
    expect(added().filter((el) => el.getAttribute('rel') === 'preload').map(hrefOf)).toEqual(['https://img.example/header.jpg', 'https://img.example/floor-1.jpg', 'https://img.example/icon-1.png'])
  })

  it('queues and adds each file once when kinds share a chunk, and runs a shared chunk when a first block needs it', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    const basic = ['js/block-basic.js', 'css/block-basic.css']
    const shared = { ...config, kindChunks: { banner: basic, tab: basic, video: basic, spacing: ['js/block-spacing.js'] } }
    // The video is the fourth block: past the first batch of three, so only preloaded on its own.
    const components = ['spacing', 'banner', 'tab', 'video'].map((k, i) => ({ id: i, uuid: k, type: k, data: { [k]: { contents: [{}] } } }))
    window.fetch = jest.fn(async () => answer({ code: 0, data: { components } })) as never
    const timers = jest.spyOn(window, 'setTimeout')
    start(shared)
    await linksSettled(3)
    await settle()
    expect(added().map(hrefOf)).toEqual(['/js/block-spacing.js', '/js/block-basic.js', '/css/block-basic.css'])
    expect(added().filter((el) => el.tagName === 'SCRIPT').map(hrefOf)).toEqual(['/js/block-spacing.js', '/js/block-basic.js'])
    // Three files, one per task: three tasks, none spent on a file already queued.
    expect(timers.mock.calls.filter(([fn]) => (fn as { name?: string }).name === 'drain')).toHaveLength(3)
    timers.mockRestore()
  })

  it('takes away a first block\'s script that failed, so the app\'s own loader asks again; adds none the app already added', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    const kinds = { banner: ['js/block-banner.js'], spacing: ['js/block-spacing.js'] }
    const components = Object.keys(kinds).map((k) => ({ id: 1, uuid: k, type: k, data: { [k]: { contents: [{}] } } }))
    window.fetch = jest.fn(async () => answer({ code: 0, data: { components } })) as never
    // webpack's loader got there first for the spacing block.
    const own = document.createElement('script')
    own.src = '/js/block-spacing.js'
    document.head.appendChild(own)
    start({ ...config, kindChunks: kinds })
    await linksSettled(2)
    await settle()
    expect(added().map(hrefOf)).toEqual(['/js/block-spacing.js', '/js/block-banner.js'])
    const banner = added()[1]
    banner.dispatchEvent(new Event('error'))
    expect(banner.isConnected).toBe(false)
    expect(added().map(hrefOf)).toEqual(['/js/block-spacing.js'])
  })

  it('preloads every kind the page names, however deep or far down (read off the answer\'s text, spaced or not)', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    const kinds = ['banner', 'spacing', 'tab', 'video', 'recycle', 'backTop']
    const many = { ...config, kindChunks: Object.fromEntries(kinds.map((k) => [k, [`js/block-${k}.js`]])) }
    const component = (kind: string, contents: unknown) => ({ id: 1, uuid: kind, type: kind, data: { [kind]: { contents: [contents] } } })
    // The video is the fifth child of a tab group that is itself the fifth block: no walk of the first blocks reaches it.
    const tabs = component('tab', { children: [1, 2, 3, 4].map(() => component('spacing', {})).concat(component('video', {})) })
    // The recycle block's kind is not data's first key: its type names it.
    const recycle = { id: 9, uuid: 'r', type: 'recycle', data: { style: {}, recycle: { contents: [{}] } } }
    const components = [component('banner', {}), component('spacing', {}), component('spacing', {}), component('spacing', {}), tabs, component('backTop', {}), recycle]
    const body = JSON.stringify({ code: 0, data: { components } }, null, 2)
    window.fetch = jest.fn(async () => ({ ...answer(null), text: async () => body })) as never
    start(many)
    await linksSettled(6)
    await settle()
    const links = added().map(hrefOf)
    // The first blocks' kinds first (a floating one, listed last, with them: it shows over the first screen), then the
    // others in the order the page names them; a kind named nowhere is not asked for.
    expect(links).toEqual(['/js/block-banner.js', '/js/block-spacing.js', '/js/block-backTop.js', '/js/block-tab.js', '/js/block-video.js', '/js/block-recycle.js'])
    expect(added().filter((el) => el.tagName === 'SCRIPT').map(hrefOf)).toEqual(['/js/block-banner.js', '/js/block-spacing.js', '/js/block-backTop.js'])
  })

  it('hands the app its answer once, through the H5 transport, with the time it was stamped at', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    const fetch = jest.fn(async () => answer({ code: 0, data: { components: [] } }))
    window.fetch = fetch as never
    start(config)
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

  describe(`an answer above ${MAX_ANSWER_BYTES} bytes (constants.ts MAX_ANSWER_BYTES) is neither read whole nor parsed`, () => {
    const big = (declared: boolean) => ({
      status: 200,
      statusText: 'OK',
      headers: { forEach: (fn: (v: string, k: string) => void) => { if (declared) fn(String(MAX_ANSWER_BYTES + 1), 'content-length') } },
      text: jest.fn(async () => `{"code":0,"data":{"components":[],"pad":"${'x'.repeat(MAX_ANSWER_BYTES)}"}}`)
    })

    it.each([[true, 'declared: its body is never read'], [false, 'not declared: dropped once read']])('content-length %s (%s); the app is told, and no preview is drawn', async (declared) => {
      history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
      const res = big(declared)
      window.fetch = jest.fn(async () => res) as never
      const parse = jest.spyOn(JSON, 'parse')
      start(config)
      await settle()
      expect(res.text).toHaveBeenCalledTimes(declared ? 0 : 1)
      const store = (window as unknown as Record<string, Record<string, Promise<unknown>>>)[PREFETCH_GLOBAL]
      await expect(Object.values(store)[0]).resolves.toMatchObject({ status: 200, body: '', tooLarge: true })
      expect(parse).not.toHaveBeenCalled()
      parse.mockRestore()
      const request = { url: 'https://gw.example.cn/release', method: 'POST' as const, data: { hash: 'demo', cityId: 3, platform: 'PC' }, header: {}, timeout: 5000, credentials: 'include' as const }
      await expect(send(request)).resolves.toMatchObject({ statusCode: 200, data: '', tooLarge: true })
    })
  })

  describe('no early call hangs the page (issue 28: a hanging city call left the spinner up and the page call was never sent)', () => {
    /** A fetch that never answers unless aborted, recording each call and whether its signal fired. */
    const hanging = () => {
      const calls: Array<{ url: string, body: string, aborted: () => boolean }> = []
      window.fetch = jest.fn((url: string, init: RequestInit) => {
        calls.push({ url, body: String(init.body), aborted: () => !!init.signal?.aborted })
        return new Promise((_resolve, reject) => { init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))) })
      }) as never
      return calls
    }
    afterEach(() => { jest.useRealTimers() })

    it(`a city call with no answer is aborted at ${LOCATE_TIMEOUT_MS} ms (http.ts LOCATE_TIMEOUT_MS), and the page call goes on with city 1 (000 §5)`, async () => {
      jest.useFakeTimers()
      history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo')
      const calls = hanging()
      start(config)
      await jest.advanceTimersByTimeAsync(LOCATE_TIMEOUT_MS - 1)
      expect(calls.map((c) => [c.url, c.aborted()])).toEqual([['https://gw.example.cn/locate', false]])
      await jest.advanceTimersByTimeAsync(1)
      expect(calls.map((c) => [c.url, c.body, c.aborted()])).toEqual([
        ['https://gw.example.cn/locate', '{}', true],
        ['https://gw.example.cn/release', '{"hash":"demo","cityId":1,"platform":"PC"}', false]
      ])
    })

    it(`a page call with no answer is aborted at ${DEFAULT_TIMEOUT_MS} ms (http.ts DEFAULT_TIMEOUT_MS): the boot screen lets the app run, and the app's transport takes the timeout as its answer (asking again would double the visitor's wait)`, async () => {
      jest.useFakeTimers()
      history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
      const calls = hanging()
      start(config)
      const paint = (window as unknown as Record<string, Promise<void>>)[BOOT_PAINT_GLOBAL]
      let painted = false
      void paint.then(() => { painted = true })
      // The app asks for the same page meanwhile: the transport waits for the early answer.
      const request = { url: 'https://gw.example.cn/release', method: 'POST' as const, data: { hash: 'demo', cityId: 3, platform: 'PC' }, header: {}, timeout: DEFAULT_TIMEOUT_MS, credentials: 'include' as const }
      const asked = send(request).catch((e: unknown) => e)
      await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1)
      expect([calls.length, calls[0].aborted(), painted]).toEqual([1, false, false])
      await jest.advanceTimersByTimeAsync(1)
      expect([calls[0].aborted(), painted]).toEqual([true, true])
      // No second request: the visitor has waited the whole timeout already (a7dfa12).
      expect(await asked).toEqual({ errMsg: 'request:fail timeout' })
      expect(calls.map((c) => c.url)).toEqual(['https://gw.example.cn/release'])
    })

    it('takes its timeouts from the config when given; an answer in time is never aborted', async () => {
      jest.useFakeTimers()
      history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo')
      const calls = hanging()
      start({ ...config, timeouts: { page: 300, locate: 100 } })
      await jest.advanceTimersByTimeAsync(100)
      expect(calls.map((c) => [c.url, c.aborted()])).toEqual([['https://gw.example.cn/locate', true], ['https://gw.example.cn/release', false]])
      await jest.advanceTimersByTimeAsync(300)
      expect(calls[1].aborted()).toBe(true)
      const signals: AbortSignal[] = []
      window.fetch = jest.fn(async (_url: string, init: RequestInit) => { signals.push(init.signal as AbortSignal); return answer({ code: 0, data: { components: [] } }) }) as never
      history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
      start({ ...config, timeouts: { page: 300, locate: 100 } })
      await jest.advanceTimersByTimeAsync(0)
      const store = (window as unknown as Record<string, Record<string, Promise<unknown>>>)[PREFETCH_GLOBAL]
      await expect(Object.values(store)[0]).resolves.toMatchObject({ status: 200 })
      await jest.advanceTimersByTimeAsync(1000)
      expect(signals.map((signal) => signal.aborted)).toEqual([false])
    })
  })

  it('starts the first batch\'s flash sales\' price calls with the page\'s, on the server\'s clock; the transport hands them over', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=seckill&cityId=3')
    const sale = (uuid: string, id: number) => ({ id, uuid, type: 'yanxuanSeckill', data: { yanxuanSeckill: { contents: [{ configs: [{ sessId: id, seckillStartDt: '2026-11-11 09:30:00', seckillEndDt: '2026-11-11 10:30:00', productConfigs: [{ productId: id, product: { id, name: '机型' } }] }] }] } } })
    // A floating block does not count towards the first batch; the third stacked block is not in it.
    const components = [{ id: 9, uuid: 'm', type: 'modal', data: { modal: { contents: [{}] } } }, sale('a', 1), sale('b', 2), sale('c', 3)]
    const serverNow = Date.parse('2026-11-11T10:00:00+08:00')
    const calls: Array<[string, string]> = []
    window.fetch = jest.fn(async (url: string, init: RequestInit) => {
      calls.push([url, String(init.body)])
      return { ...answer({ code: 0, data: url.endsWith('/prices') ? [] : { components } }), headers: { forEach: (fn: (v: string, k: string) => void) => fn(String(serverNow), 'x-server-time') } }
    }) as never
    const asked: Array<[unknown, number | undefined]> = []
    const sales = HINTS.yanxuanSeckill.firstCalls!
    startPrefetch(config, { yanxuanSeckill: { firstCalls: (first, now) => {
      asked.push([first.map((c) => (c as { uuid: string }).uuid), now])
      return sales(first, now)
    } } })
    await settle()
    expect(asked).toHaveLength(1)
    expect(asked[0][0]).toEqual(['a', 'b'])
    expect(Math.abs((asked[0][1] ?? 0) - serverNow)).toBeLessThan(1000)
    // Both sales share a window: one call, as the blocks will ask it (the third is not in the first batch).
    const body = '{"needOrderCount":true,"needSoldCount":true,"startTime":"2026-11-11 09:30:00","endTime":"2026-11-11 10:30:00","ids":[1,2]}'
    expect(calls).toEqual([
      ['https://gw.example.cn/release', '{"hash":"seckill","cityId":3,"platform":"PC"}'],
      ['https://gw.example.cn/prices', body]
    ])
    const request = { url: 'https://gw.example.cn/prices', method: 'POST' as const, data: JSON.parse(body) as Record<string, unknown>, header: {}, timeout: 5000, credentials: 'include' as const }
    expect(await send(request)).toMatchObject({ statusCode: 200, data: '{"code":0,"data":[]}' })
    expect(calls).toHaveLength(2)
  })

  it('starts one request per task where it can: a preview\'s image before the price calls; without one, the price calls before the app\'s scripts', async () => {
    // Each request starts on the main thread, and a task that starts several waits longer for a core.
    const sale = { id: 2, uuid: 's', type: 'yanxuanSeckill', data: { yanxuanSeckill: { contents: [{}] } } }
    const body = '{"ids":[1]}'
    const gateOpen = () => { let open = false; void (window as unknown as Record<string, Promise<void>>)[BOOT_PAINT_GLOBAL].then(() => { open = true }); return () => open }
    // With a preview: its image first; the price call in a later task.
    const calls: string[] = []
    const withPreview = [{ id: 1, uuid: 'b', type: 'banner', data: { banner: { contents: [{ imageUrl: 'https://img.example/top.png', imageWidth: 750, imageHeight: 300 }] } } }, sale]
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    document.body.innerHTML = '<div id="boot-screen"></div>'
    window.fetch = jest.fn(async (url: string) => { calls.push(url); return answer({ code: 0, data: url.endsWith('/prices') ? [] : { components: withPreview } }) }) as never
    const callsWhenDrawn: number[] = []
    new MutationObserver(() => { callsWhenDrawn.push(calls.length) }).observe(document.body, { childList: true, subtree: true })
    start(config, { ...HINTS, yanxuanSeckill: { firstCalls: () => [{ path: 'prices', body }] } })
    // The price call comes a task after the preview is drawn: on a loaded machine later than one 30 ms settle
    // (the unit layer beside the sweeps saw only the page call). Its order is what callsWhenDrawn checks.
    for (let i = 0; i < 50 && calls.length < 2; i++) await settle()
    expect(document.querySelector('#boot-screen img')?.getAttribute('src')).toBe('https://img.example/top.png')
    expect(callsWhenDrawn[0]).toBe(1)
    expect(calls).toEqual(['https://gw.example.cn/release', 'https://gw.example.cn/prices'])
    // The preview's image loads, so its preloads come now rather than at its 1 s fallback, in a later test.
    document.querySelector('#boot-screen img')!.dispatchEvent(new Event('load'))
    await settle()
    // Without one: the price call in the task that read the page; the app's scripts let run in a later one.
    document.body.innerHTML = '<div id="boot-screen"></div>'
    const openAfterPrices: boolean[] = []
    // The gate exists once the prefetch has started (below); the price call comes tasks later.
    let isOpen = (): boolean => false
    window.fetch = jest.fn(async (url: string) => {
      if (url.endsWith('/prices')) setTimeout(() => { openAfterPrices.push(isOpen()) }, 0)
      return answer({ code: 0, data: url.endsWith('/prices') ? [] : { components: [sale] } })
    }) as never
    start(config, { ...HINTS, yanxuanSeckill: { firstCalls: () => [{ path: 'prices', body }] } })
    isOpen = gateOpen()
    await settle()
    expect(openAfterPrices).toEqual([false])
    expect(isOpen()).toBe(true)
  })

  it('a price call that cannot be worked out costs nothing: the page call and its preloads go on', async () => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    const components = [{ id: 1, uuid: 'b', type: 'banner', data: { banner: { contents: [{ imageUrl: 'https://img.example/top.png' }] } } }]
    window.fetch = jest.fn(async () => answer({ code: 0, data: { components } })) as never
    startPrefetch(config, { banner: { firstCalls: () => { throw new Error('a config the mirror cannot read') } } })
    await linksSettled(3)
    expect(added().map(hrefOf)).toEqual(['/js/block-banner.1.js', '/css/block-banner.1.css', 'https://img.example/top.png'])
  })

  it('starts nothing for a login ticket or without an activity', async () => {
    const fetch = jest.fn()
    window.fetch = fetch as never
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&ticket=ST-1')
    start(config)
    history.replaceState(null, '', '/#/pages/campaign/index?cityId=1')
    start(config)
    await settle()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('the boot preview: the first blocks\' images on the boot screen before the app runs', () => {
  const header = (contents: Record<string, unknown>) => ({ id: 1, uuid: 'h', type: 'headerImage', data: { headerImage: { contents: [contents] } } })
  const banner = (contents: Record<string, unknown>) => ({ id: 2, uuid: 'b', type: 'banner', data: { banner: { contents: [contents] } } })
  const slide = (contents: Record<string, unknown>) => ({ id: 3, uuid: 's', type: 'slide', data: { slide: { contents: [contents] } } })
  const other = { id: 4, uuid: 'c', type: 'countdown', data: { countdown: { contents: [{}] } } }

  it('takes header images, banners and a slide carousel\'s first slide, as their models read them', () => {
    const headerContents = { imageUrl: 'https://img.example/h.png', imageWidth: 750, imageHeight: 300 }
    const bannerContents = { imageUrl: 'https://img.example/b.png', gifImage: '//img.example/b.gif' }
    const slideContents = { resources: [{ redirect: { imageUrl: 'javascript:alert(1)' } }, { redirect: { imageUrl: 'https://img.example/s1.png' } }, { redirect: { imageUrl: 'https://img.example/s2.png', imageWidth: 2, imageHeight: 1 } }] }
    const components = [header(headerContents), banner(bannerContents), slide(slideContents)]
    const shots = previewOf(components)
    expect(shots).toEqual([
      { src: 'https://img.example/h.png', ratio: 2.5 },
      { src: 'https://img.example/b.gif', ratio: undefined },
      { src: 'https://img.example/s1.png', ratio: 2 }
    ])
    // That these are the image and box each block itself shows: src/blocks/firstScreen.test.ts.
  })

  it('reads sizes and URLs as the blocks do (it runs lib/config\'s own rules): a huge size never reserves a box millions of px high, a URL that breaks out is no image', () => {
    expect(previewOf([header({ imageUrl: 'https://img.example/h.png', imageWidth: 750, imageHeight: 2147483648 })])).toEqual([{ src: 'https://img.example/h.png', ratio: 1 / 20 }])
    expect(previewOf([banner({ imageUrl: 'https://img.example/b.png', imageWidth: 1e-300, imageHeight: 1e308 })])).toEqual([{ src: 'https://img.example/b.png', ratio: 1 / 20 }])
    expect(previewOf([banner({ imageUrl: `https://img.example/${'a'.repeat(4096)}.png` })])).toEqual([])
    expect(previewOf([banner({ imageUrl: 'https://img.example/a\u0001b.png' })])).toEqual([])
  })

  it('stops at the first block it cannot draw as the app will: another kind, a login wall, an unusable image; three at most', () => {
    expect(previewOf([other, header({ imageUrl: 'https://img.example/h.png' })])).toEqual([])
    expect(previewOf([slide({ resources: [{ redirect: { imageUrl: 'https://img.example/s.png' } }] }), other, banner({ imageUrl: 'https://img.example/b.png' })])).toHaveLength(1)
    expect(previewOf([header({ imageUrl: 'https://img.example/h.png', circleType: 1, backStopImageUrl: 'https://img.example/w.png' })])).toEqual([])
    expect(previewOf([header({ imageUrl: 'data:image/png;base64,AAAA' }), banner({ imageUrl: 'https://img.example/b.png' })])).toEqual([])
    expect(previewOf([banner({ imageUrl: 'https://img.example/"onerror="x' })])).toEqual([])
    const four = [1, 2, 3, 4].map((n) => banner({ imageUrl: `https://img.example/${n}.png` }))
    expect(previewOf(four)).toHaveLength(3)
    expect(previewOf(null)).toEqual([])
    expect(previewOf([null, 'x'])).toEqual([])
  })

  describe('blocks whose height the config decides (a firstBox hint): an empty box, and the images below it', () => {
    const icons = (n: number, title = true) => ({ resources: Array.from({ length: n }, (_, i) => ({ ...(title ? { title: `入口${i}` } : {}), redirect: { imageUrl: `https://img.example/icon-${i}.png` } })) })
    const nav = (contents: Record<string, unknown> = icons(5)) => ({ id: 5, uuid: 'n', type: 'imageTextNav', data: { imageTextNav: { contents: [contents] } } })
    const floors = { id: 6, uuid: 'f', type: 'floorNav', data: { floorNav: { contents: [{ resources: [{ title: '手机', targetFloorUuid: 'm' }] }] } } }
    const multi = { id: 7, uuid: 'm', type: 'multiImage', data: { multiImage: { contents: [{ configs: [{ imageUrl: 'https://img.example/m.jpg', imageWidth: 750, imageHeight: 480 }] }] } } }
    const headerShot = { src: 'https://img.example/h.png', ratio: 2.5 }
    const sizedHeader = header({ imageUrl: 'https://img.example/h.png', imageWidth: 750, imageHeight: 300 })

    it('the navigation page: the header, the icons\' and the floor bar\'s heights (94 and 54 design px), then the first floor\'s image', () => {
      expect(previewOf([sizedHeader, nav(), floors, multi, other])).toEqual([headerShot, { box: 94 }, { box: 54 }, { src: 'https://img.example/m.jpg', ratio: 750 / 480 }])
    })

    it('draws a box only above an image: boxes with none below them are left out, and so is a box above a block it cannot draw', () => {
      expect(previewOf([sizedHeader, nav(), floors, other, multi])).toEqual([headerShot])
      expect(previewOf([nav(), floors])).toEqual([])
      expect(previewOf([nav(), multi])).toEqual([{ box: 94 }, { src: 'https://img.example/m.jpg', ratio: 750 / 480 }])
      // Six icons scroll sideways: a height the hint does not promise, and the column ends there.
      expect(previewOf([sizedHeader, nav(icons(6)), multi])).toEqual([headerShot])
    })

    it('five blocks at most (the app\'s first batch mounts them all), three images at most', () => {
      expect(previewOf([sizedHeader, nav(), floors, nav(), floors, multi])).toEqual([headerShot])
      expect(previewOf([sizedHeader, nav(), floors, nav(), multi, multi])).toHaveLength(5)
      const banners = [1, 2, 3, 4].map((n) => banner({ imageUrl: `https://img.example/${n}.png` }))
      expect(previewOf([banners[0], nav(), banners[1], floors, banners[2], banners[3]]).map((item) => 'box' in item ? item.box : item.src))
        .toEqual(['https://img.example/1.png', 94, 'https://img.example/2.png', 54, 'https://img.example/3.png'])
    })

    it('a hint\'s height that is not a number from 0 to 2000 ends the column', () => {
      for (const wrong of [Number.NaN, -1, 2001, Infinity, '94', null]) {
        const hints: FirstScreenHintsByKind = { ...HINTS, imageTextNav: { firstBox: () => wrong as number } }
        expect([wrong, bootPreviewOf([sizedHeader, nav(), multi], hints, firstScreenContext(() => undefined))]).toEqual([wrong, [headerShot]])
      }
      const zero: FirstScreenHintsByKind = { ...HINTS, imageTextNav: { firstBox: () => 0 } }
      expect(bootPreviewOf([nav(), multi], zero, firstScreenContext(() => undefined))).toEqual([{ box: 0 }, { src: 'https://img.example/m.jpg', ratio: 750 / 480 }])
    })

    it('draws each box as an empty block of its height in rem (20 design px, the page\'s own), the image below it, and tells the app how many blocks it drew', async () => {
      pageAnswers([sizedHeader, nav(icons(5, false)), floors, multi, other])
      delete (window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL]
      start({ ...config, kindChunks: { multiImage: ['js/block-multi.js'], imageTextNav: ['js/block-nav.js'], floorNav: ['js/block-nav.js'], headerImage: ['js/block-header.js'] } })
      await settle()
      const column = Array.from(document.querySelectorAll<HTMLElement>('#boot-screen .boot-preview > *'))
      expect(column.map((el) => el.tagName === 'IMG' ? el.getAttribute('src') : el.style.height)).toEqual(['https://img.example/h.png', '3.7rem', '2.7rem', 'https://img.example/m.jpg'])
      // The first image goes first; the floor's image is drawn at once, its box known.
      expect(column.map((el) => el.getAttribute('fetchpriority'))).toEqual(['high', null, null, null])
      expect((window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL]).toBe(4)
      // The fourth block's code runs as it arrives, as the first three's: it is in the app's first batch.
      for (const img of column.filter((el) => el.tagName === 'IMG')) img.dispatchEvent(new Event('load'))
      await linksSettled(3)
      expect(added().filter((el) => el.tagName === 'SCRIPT').map(hrefOf)).toEqual(['/js/block-header.js', '/js/block-nav.js', '/js/block-multi.js'])
    })

    it('tells the app nothing when it draws nothing', async () => {
      pageAnswers([nav(), floors, other])
      delete (window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL]
      start(config)
      await settle()
      expect(document.querySelector('#boot-screen .boot-preview')).toBeNull()
      expect((window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL]).toBeUndefined()
    })
  })

  /** A campaign URL with an activity and a city, a boot screen (or none), and the page call answering these components. */
  const pageAnswers = (components: unknown[], bootScreen = true) => {
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&cityId=3')
    document.body.innerHTML = bootScreen ? '<div id="boot-screen"></div>' : ''
    window.fetch = jest.fn(async () => answer({ code: 0, data: { components } })) as never
  }

  it('draws them on the boot screen top down once the page answers; an image of unknown height holds the next until it has loaded', async () => {
    pageAnswers([banner({ imageUrl: 'https://img.example/b.png' }), slide({ resources: [{ redirect: { imageUrl: 'https://img.example/s.png' } }] }), other])
    start(config)
    await settle()
    const images = () => Array.from(document.querySelectorAll<HTMLImageElement>('#boot-screen .boot-preview img'))
    expect(images().map((img) => img.getAttribute('src'))).toEqual(['https://img.example/b.png'])
    expect(images()[0].getAttribute('fetchpriority')).toBe('high')
    images()[0].dispatchEvent(new Event('load'))
    expect(images().map((img) => img.getAttribute('src'))).toEqual(['https://img.example/b.png', 'https://img.example/s.png'])
    // (jsdom drops aspect-ratio from a style; the inline text is what the browser gets)
    expect(images()[1].getAttribute('style')).toContain('object-fit: fill')
  })

  it('with a preview, the blocks\' code and styles wait until its first image has loaded (it goes first, alone)', async () => {
    document.head.innerHTML = ''
    pageAnswers([banner({ imageUrl: 'https://img.example/b.png' })])
    start(config)
    await settle()
    const links = () => added().map(hrefOf)
    expect(document.querySelector('#boot-screen img')?.getAttribute('src')).toBe('https://img.example/b.png')
    expect(links()).toEqual([])
    document.querySelector('#boot-screen img')!.dispatchEvent(new Event('load'))
    // Then, in tasks of their own (one link each), the code first.
    expect(links()).toEqual([])
    await settle()
    expect(links()).toEqual(['/js/block-banner.1.js', '/css/block-banner.1.css', 'https://img.example/b.png'])
  })

  it('draws no preview for an activity that is offline (the app shows its placeholder), and preloads at once', async () => {
    document.head.innerHTML = ''
    pageAnswers([banner({ imageUrl: 'https://img.example/b.png' })])
    window.fetch = jest.fn(async () => answer({ code: 0, data: { status: 'OFFLINE', components: [banner({ imageUrl: 'https://img.example/b.png' })] } })) as never
    start(config)
    await linksSettled(3)
    expect(document.querySelector('#boot-screen img')).toBeNull()
    expect(added().map(hrefOf)).toEqual(['/js/block-banner.1.js', '/css/block-banner.1.css', 'https://img.example/b.png'])
  })

  it('adds no link the page already has (the app\'s own loader may come first)', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/css/block-banner.1.css">'
    pageAnswers([banner({ imageUrl: 'https://img.example/b.png' })])
    start(config)
    await settle()
    document.querySelector('#boot-screen img')!.dispatchEvent(new Event('load'))
    await settle()
    expect(added().map(hrefOf)).toEqual(['/css/block-banner.1.css', '/js/block-banner.1.js', 'https://img.example/b.png'])
  })

  it('an answer back before the body is parsed (the call starts from the head) waits for it, then draws', async () => {
    pageAnswers([banner({ imageUrl: 'https://img.example/b.png' })], false)
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    try {
      start(config)
      await settle()
      expect(document.querySelectorAll('img')).toHaveLength(0)
      // The parser reaches the boot screen, then the end of the document.
      document.body.innerHTML = '<div id="boot-screen"></div>'
      readyState.mockReturnValue('interactive')
      document.dispatchEvent(new Event('DOMContentLoaded'))
      expect(document.querySelector('#boot-screen img')?.getAttribute('src')).toBe('https://img.example/b.png')
    } finally {
      readyState.mockRestore()
    }
  })

  it('draws nothing when the app has already taken the boot screen away', async () => {
    pageAnswers([banner({ imageUrl: 'https://img.example/b.png' })], false)
    start(config)
    await settle()
    expect(document.querySelectorAll('img')).toHaveLength(0)
  })

  describe('the app\'s scripts wait for the preview\'s first paint (the loader in index.html)', () => {
    const gate = () => (window as unknown as Record<string, Promise<void>>)[BOOT_PAINT_GLOBAL]
    const state = async (p: Promise<void>) => Promise.race([p.then(() => 'painted'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 5))])

    it('at once when there is nothing to paint: no activity, a login ticket, a page without images first, a failed call', async () => {
      history.replaceState(null, '', '/#/pages/campaign/index')
      start(config)
      await expect(state(gate())).resolves.toBe('painted')
      history.replaceState(null, '', '/#/pages/campaign/index?activityId=demo&ticket=t')
      start(config)
      await expect(state(gate())).resolves.toBe('painted')
      pageAnswers([other])
      start(config)
      await settle()
      await expect(state(gate())).resolves.toBe('painted')
      window.fetch = jest.fn(async () => { throw new TypeError('offline') }) as never
      start(config)
      await settle()
      await expect(state(gate())).resolves.toBe('painted')
    })

    it('after the first image has loaded and a frame has passed; an image that fails lets them run too', async () => {
      pageAnswers([banner({ imageUrl: 'https://img.example/b.png' })])
      start(config)
      await settle()
      await expect(state(gate())).resolves.toBe('waiting')
      document.querySelector('#boot-screen img')!.dispatchEvent(new Event('load'))
      await settle()
      await expect(state(gate())).resolves.toBe('painted')

      start(config)
      await settle()
      await expect(state(gate())).resolves.toBe('waiting')
      document.querySelectorAll('#boot-screen img')[1].dispatchEvent(new Event('error'))
      await settle()
      await expect(state(gate())).resolves.toBe('painted')
    })

    it('after every image it drew, not just the first (the largest one is often the second)', async () => {
      document.getElementById('boot-screen')!.innerHTML = ''
      pageAnswers([
        header({ imageUrl: 'https://img.example/h.png', imageWidth: 750, imageHeight: 300 }),
        banner({ imageUrl: 'https://img.example/b.png', imageWidth: 750, imageHeight: 320 }),
        slide({ resources: [{ redirect: { imageUrl: 'https://img.example/s.png', imageWidth: 750, imageHeight: 360 } }] })
      ])
      start(config)
      await settle()
      const images = Array.from(document.querySelectorAll('#boot-screen .boot-preview img'))
      expect(images.map((img) => img.getAttribute('src'))).toEqual(['https://img.example/h.png', 'https://img.example/b.png', 'https://img.example/s.png'])
      images[0].dispatchEvent(new Event('load'))
      images[2].dispatchEvent(new Event('load'))
      await settle()
      await expect(state(gate())).resolves.toBe('waiting')
      images[1].dispatchEvent(new Event('load'))
      await settle()
      await expect(state(gate())).resolves.toBe('painted')
    })

    it('when an image of unknown height fails, without waiting for the ones it would have placed below it', async () => {
      document.getElementById('boot-screen')!.innerHTML = ''
      pageAnswers([header({ imageUrl: 'https://img.example/h.png' }), banner({ imageUrl: 'https://img.example/b.png' })])
      start(config)
      await settle()
      const first = document.querySelector('#boot-screen .boot-preview img')!
      first.dispatchEvent(new Event('error'))
      await settle()
      expect(document.querySelectorAll('#boot-screen .boot-preview img')).toHaveLength(1)
      await expect(state(gate())).resolves.toBe('painted')
    })
  })

  describe('the entry popup over the preview, when its interval rule shows it now', () => {
    const modal = (contents: Record<string, unknown>, uuid = 'm-1') => ({ id: 10, uuid, type: 'modal', data: { modal: { contents: [contents] } } })
    const noCookies = () => undefined

    it('decides as the modal block does: image, size, EVERY_TIME always, DAILY / FIRST_TIME only without their flag', () => {
      const cases: Array<{ contents: Record<string, unknown>, uuid?: string, cookies: Record<string, string> }> = [
        { contents: { redirect: { imageUrl: 'https://img.example/p.png', imageWidth: 600, imageHeight: 800 } }, cookies: {} },
        { contents: { modalInterval: 'daily', uniqueIdentifier: 'double11 newcomer', redirect: { imageUrl: '//img.example/p.png' } }, cookies: {} },
        { contents: { modalInterval: 'DAILY', uniqueIdentifier: 'double11 newcomer', redirect: { imageUrl: 'https://img.example/p.png' } }, cookies: { ahs_modal_double11_newcomer: '1' } },
        { contents: { modalInterval: 'FIRST_TIME', redirect: { imageUrl: 'https://img.example/p.png' } }, uuid: 'u-9', cookies: { 'ahs_modal_u-9': '1' } },
        { contents: { modalInterval: 'EVERY_TIME', uniqueIdentifier: 'x', redirect: { imageUrl: 'https://img.example/p.png' } }, cookies: { ahs_modal_x: '1' } },
        { contents: { redirect: { imageUrl: 'javascript:alert(1)' } }, cookies: {} }
      ]
      // The popup hint's answer for each (src/blocks/firstScreen.test.ts holds it to the block itself).
      const expected = [
        [{ src: 'https://img.example/p.png', ratio: 0.75, popup: true }],
        [{ src: 'https://img.example/p.png', ratio: undefined, popup: true }],
        [],
        [],
        [{ src: 'https://img.example/p.png', ratio: undefined, popup: true }],
        []
      ]
      expect(cases.map(({ contents, uuid = 'm-1', cookies }) => previewOf([modal(contents, uuid)], (name) => cookies[name]))).toEqual(expected)
    })

    it('comes after the first screen\'s images, and not behind a login wall', () => {
      const shots = previewOf([header({ imageUrl: 'https://img.example/h.png' }), other, modal({ redirect: { imageUrl: 'https://img.example/p.png' } })], noCookies)
      expect(shots).toEqual([{ src: 'https://img.example/h.png', ratio: undefined }, { src: 'https://img.example/p.png', ratio: undefined, popup: true }])
      expect(previewOf([modal({ circleType: 1, redirect: { imageUrl: 'https://img.example/p.png' } })], noCookies)).toEqual([])
    })

    it('is drawn over the boot screen, and the app\'s scripts wait for both first images', async () => {
      pageAnswers([header({ imageUrl: 'https://img.example/h.png' }), modal({ redirect: { imageUrl: 'https://img.example/p.png' } })])
      start(config)
      await settle()
      const popup = document.querySelector<HTMLImageElement>('#boot-screen .boot-popup img')
      expect(popup?.getAttribute('src')).toBe('https://img.example/p.png')
      expect(popup?.getAttribute('fetchpriority')).toBe('high')
      const gate = (window as unknown as Record<string, Promise<void>>)[BOOT_PAINT_GLOBAL]
      const state = async () => Promise.race([gate.then(() => 'painted'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 5))])
      document.querySelector('#boot-screen .boot-preview img')!.dispatchEvent(new Event('load'))
      await settle()
      await expect(state()).resolves.toBe('waiting')
      popup!.dispatchEvent(new Event('load'))
      await settle()
      await expect(state()).resolves.toBe('painted')
    })

    it('is left out when its flag says it was shown today', async () => {
      document.cookie = 'ahs_modal_today=1'
      pageAnswers([modal({ modalInterval: 'DAILY', uniqueIdentifier: 'today', redirect: { imageUrl: 'https://img.example/p.png' } })])
      start(config)
      await settle()
      expect(document.querySelector('#boot-screen .boot-popup')).toBeNull()
      document.cookie = 'ahs_modal_today=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    })
  })

  it('preloads the entry popup\'s image wherever the config lists it (it floats over the first screen)', async () => {
    document.head.innerHTML = ''
    const spacer = { id: 9, uuid: 'sp', type: 'spacing', data: { spacing: { contents: [{ height: 12 }] } } }
    const popup = { id: 10, uuid: 'm', type: 'modal', data: { modal: { contents: [{ redirect: { imageUrl: 'https://img.example/popup.png' } }] } } }
    // No boot screen: nothing drawn, so the preloads start at once.
    pageAnswers([spacer, spacer, spacer, spacer, popup], false)
    start(config)
    await linksSettled(1)
    const images = Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((l) => l.getAttribute('href')).filter((href) => href?.startsWith('https://img.'))
    expect(images).toEqual(['https://img.example/popup.png'])
  })
})
