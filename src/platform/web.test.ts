import { createWebAdapter } from './web'
import { TIMEOUTS } from './rules'
import { zhCN } from '@/i18n/zh-CN'
import type { NativeBridge } from './bridge'

type Geo = Pick<Geolocation, 'getCurrentPosition'>
function setGeolocation (geo: Geo | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true })
}

afterEach(() => {
  sessionStorage.clear()
  delete window.AHSJSBridge
  setGeolocation(undefined)
})

describe('web geolocation (000 §5, §8, §9)', () => {
  const web = () => createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' })

  it('asks with the 5 s timeout and 30 s maximum age and converts to GCJ-02', async () => {
    const getCurrentPosition = jest.fn((ok: PositionCallback, _err?: PositionErrorCallback | null, opts?: PositionOptions) => {
      expect(opts).toMatchObject({ timeout: 5000, maximumAge: 30000 })
      ok({ coords: { latitude: 31.2304, longitude: 121.4737 } } as GeolocationPosition)
    })
    setGeolocation({ getCurrentPosition })
    const loc = await web().getLocation()
    expect(loc.latitude).not.toBe(31.2304)
    expect(loc.latitude).toBeGreaterThan(31)
  })

  it("says 'browser does not support geolocation' without the API", async () => {
    await expect(web().getLocation()).rejects.toThrow(zhCN['geo.unsupported'])
    expect(zhCN['geo.unsupported']).toBe('浏览器不支持定位')
  })

  it("says 'locating timed out' and 'no cached location found' for those errors", async () => {
    setGeolocation({ getCurrentPosition: (_ok, err) => err?.({ code: 3 } as GeolocationPositionError) })
    await expect(web().getLocation()).rejects.toThrow('定位超时')
    setGeolocation({ getCurrentPosition: (_ok, err) => err?.({ code: 2 } as GeolocationPositionError) })
    await expect(web().getLocation()).rejects.toThrow('未找到缓存的位置')
  })

  it('remembers a refusal for the session and does not ask again', async () => {
    const getCurrentPosition = jest.fn((_ok: PositionCallback, err?: PositionErrorCallback | null) => err?.({ code: 1 } as GeolocationPositionError))
    setGeolocation({ getCurrentPosition })
    await expect(web().getLocation()).rejects.toThrow('用户拒绝了定位权限')
    await expect(web().getLocation()).rejects.toThrow('用户拒绝了定位权限')
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
  })

  it('rejects a location that is not positive', async () => {
    setGeolocation({ getCurrentPosition: (ok) => ok({ coords: { latitude: -33.9, longitude: 151.2 } } as GeolocationPosition) })
    await expect(web().getLocation()).rejects.toThrow('未找到缓存的位置')
  })
})

describe('native bridge in app webviews', () => {
  it('rejects native-only calls with PLATFORM_NOT_SUPPORTED in a plain browser', async () => {
    const web = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' })
    await expect(web.readNativeData('city_id')).rejects.toMatchObject({ code: 'PLATFORM_NOT_SUPPORTED', message: '当前平台不支持调用方法 getNativeData' })
    await expect(web.openSubscribe({ scene: 45 })).rejects.toMatchObject({ code: 'PLATFORM_NOT_SUPPORTED' })
  })

  it('reads native data through the bridge, and times out after 10 s', async () => {
    const invoke = jest.fn<ReturnType<NativeBridge['invoke']>, Parameters<NativeBridge['invoke']>>((_method, params, cb) => {
      if (params.key === 'city_id') cb({ code: 0, data: '12' })
    })
    window.AHSJSBridge = { invoke }
    const app = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'android' })
    await expect(app.readNativeData('city_id')).resolves.toBe('12')
    jest.useFakeTimers()
    const pending = app.readNativeData('cid')
    jest.advanceTimersByTime(TIMEOUTS.nativeData)
    await expect(pending).rejects.toThrow('调用 getNativeData 超时')
    jest.useRealTimers()
  })
})

describe('browser payment (000 §7, §8)', () => {
  it('opens the WeChat cashier URL with redirect_url appended', async () => {
    // jsdom navigates only within the page: the cashier here is an address of the test page itself.
    const web = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'wechat' })
    const page = location.href.split('#')[0]
    await expect(web.pay({ wechatPayUrl: `${page}#cashier?id=1`, redirectUrl: 'https://m.example/done#/x' })).resolves.toEqual({ ok: true })
    expect(location.href).toBe(`${page}#cashier?id=1&redirect_url=https%3A%2F%2Fm.example%2Fdone%23%2Fx`)
    await web.pay({ wechatPayUrl: `${page}#cashier`, redirectUrl: 'https://m.example/done' })
    expect(location.href).toBe(`${page}#cashier?redirect_url=https%3A%2F%2Fm.example%2Fdone`)
    history.replaceState(null, '', page)
  })
  it('treats missing parameters as an error', async () => {
    const web = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' })
    await expect(web.pay({})).rejects.toThrow(zhCN['error.paymentParams'])
  })
})

it("refuses to open anything but http(s): 'invalid url'", async () => {
  const web = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' })
  await expect(web.openUrl('javascript:alert(1)')).rejects.toThrow('无效的链接')
  await expect(web.open({ kind: 'invalid', target: 'x' })).rejects.toThrow('无效的链接')
})

describe('WeChat browser share through the JS-SDK (000 §8: 3 s to get ready)', () => {
  const wechat = () => createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'wechat' })
  // Each test loads its own SDK object (window.wx): the page waits for each one it finds.
  afterEach(() => { delete window.wx })

  it('shares with the default texts once the SDK is ready', async () => {
    const updateAppMessageShareData = jest.fn((o: { success?: () => void }) => o.success?.())
    window.wx = { ready: (cb: () => void) => cb(), error: () => undefined, updateAppMessageShareData }
    await wechat().share({})
    expect(updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining({ title: zhCN['share.title'], desc: zhCN['share.desc'] }))
  })

  it('gives up after 3 s when the SDK never gets ready', async () => {
    jest.useFakeTimers()
    window.wx = { ready: () => undefined, error: () => undefined, updateAppMessageShareData: jest.fn() }
    const pending = wechat().share({ title: 'x' })
    jest.advanceTimersByTime(TIMEOUTS.wechatSdkInit)
    await expect(pending).rejects.toThrow('调用 wx.ready 超时')
    jest.useRealTimers()
  })

  it('is not supported without the SDK', async () => {
    await expect(wechat().share({})).rejects.toMatchObject({ code: 'PLATFORM_NOT_SUPPORTED' })
  })
})

describe('only allowed URLs reach location (000 §5)', () => {
  const web = (platform: 'harmony' | 'm' = 'harmony') => createWebAdapter({ id: 'adapter.h5', target: 'h5', platform })

  it.each([
    { kind: 'appDeepLink' as const, url: 'javascript:alert(document.cookie)' },
    { kind: 'appDeepLink' as const, url: 'data:text/html,<script>alert(1)</script>' },
    { kind: 'appDeepLink' as const, url: 'otherapp://steal' },
    { kind: 'webUrl' as const, url: 'javascript:alert(1)', newTab: false },
    { kind: 'webUrl' as const, url: ' javascript:alert(1)', newTab: true }
  ])('refuses $kind $url, even without the native bridge', async (action) => {
    // (jsdom does not navigate, so the refusal itself is what this proves; the browser tests show the page stays put.)
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    await expect(web().open(action)).rejects.toMatchObject({ message: zhCN['error.invalidUrl'] })
    expect(open).not.toHaveBeenCalled()
  })

  it.each([
    { kind: 'webUrl' as const, url: '/\\evil.test/x', newTab: false },
    { kind: 'webUrl' as const, url: '/\t/evil.test/x', newTab: true },
    { kind: 'webUrl' as const, url: '//evil.test/x', newTab: false },
    { kind: 'webUrl' as const, url: 'JaVaScRiPt:alert(1)', newTab: false },
    { kind: 'appDeepLink' as const, url: '\tjavascript:alert(1)' },
    { kind: 'appMiniProgram' as const, path: 'javascript:alert(1)' }
  ])('refuses $kind $url$path: a path that leaves the site as the browser reads it (issue 28)', async (action) => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    const invoke = jest.fn()
    window.AHSJSBridge = { invoke } as unknown as NativeBridge
    await expect(web('m').open(action)).rejects.toMatchObject({ message: zhCN['error.invalidUrl'] })
    await expect(web('m').openUrl('/\\evil.test/x')).rejects.toMatchObject({ message: zhCN['error.invalidUrl'] })
    expect(open).not.toHaveBeenCalled()
    expect(invoke).not.toHaveBeenCalled()
  })

  it('opens the cleaned form it checked', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    await web('m').open({ kind: 'webUrl', url: ' https://m.example.cn/a\t', newTab: true })
    expect(open).toHaveBeenCalledWith('https://m.example.cn/a', '_blank', 'noopener')
  })

  it('refuses a login address, a payment page or a payment form action that is not http(s)', async () => {
    await expect(web('m').login('javascript:alert(1)')).rejects.toMatchObject({ message: zhCN['error.invalidUrl'] })
    await expect(web('m').pay({ wechatPayUrl: 'javascript:alert(1)', redirectUrl: 'https://m.example.cn' })).rejects.toMatchObject({ message: zhCN['error.invalidUrl'] })
    const forms = document.forms.length
    await expect(web('m').pay({ alipayForm: { action: 'javascript:alert(1)', fields: {} } })).rejects.toMatchObject({ message: zhCN['error.invalidUrl'] })
    expect(document.forms.length).toBe(forms)
  })

  it('hands the app its own deep link through the bridge', async () => {
    const invoke = jest.fn((_m: string, _p: Record<string, unknown>, cb: (a: { code: number }) => void) => cb({ code: 0 }))
    window.AHSJSBridge = { invoke } as NativeBridge
    await web('harmony').open({ kind: 'appDeepLink', url: 'ahsapp://Inquery?productId=1' })
    expect(invoke).toHaveBeenCalledWith('openUrl', { url: 'ahsapp://Inquery?productId=1' }, expect.any(Function))
  })
})

describe('page title (000 §2)', () => {
  it('is set as text: a title holding markup never becomes elements', () => {
    document.body.innerHTML = '<div class="taro-navigation-bar-title"></div>'
    const title = '<img src=x onerror="window.__pwned=1">双11'
    createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' }).setTitle(title)
    expect(document.title).toBe(title)
    const bar = document.querySelector('.taro-navigation-bar-title') as HTMLElement
    expect(bar.textContent).toBe(title)
    expect(bar.querySelector('img')).toBeNull()
  })
})

describe('replacing the URL', () => {
  it('drops a failed ticket from the address bar without reloading', () => {
    const web = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' })
    history.replaceState(null, '', '/#/pages/campaign/index?activityId=a&ticket=ST-1')
    web.replaceUrl(`${location.origin}/#/pages/campaign/index?activityId=a`)
    expect(location.href).toBe(`${location.origin}/#/pages/campaign/index?activityId=a`)
  })
})

describe('the web toast', () => {
  beforeEach(() => { jest.useFakeTimers() })
  afterEach(() => { jest.useRealTimers() })

  it('shows the text in one element per page and hides it (kept in the page) after the duration', () => {
    const web = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' })
    web.toast('first', 1500)
    const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('.web-toast'))
    expect(toasts().map((el) => [el.textContent, el.style.visibility, el.getAttribute('role')])).toEqual([['first', 'visible', 'status']])
    jest.advanceTimersByTime(1000)
    web.toast('second', 1500)
    expect(toasts().map((el) => el.textContent)).toEqual(['second'])
    jest.advanceTimersByTime(1000)
    expect(toasts()[0].style.visibility).toBe('visible')
    jest.advanceTimersByTime(500)
    expect(toasts()[0].style.visibility).toBe('hidden')
    expect(toasts()).toHaveLength(1)
    toasts()[0].remove()
  })
})

describe('dialling on the web (002 shop list: a store\'s phone)', () => {
  it('clicks a tel: link in the document (the page\'s listeners see it) and leaves nothing behind', async () => {
    const web = createWebAdapter({ id: 'adapter.h5', target: 'h5', platform: 'm' })
    const clicked: string[] = []
    const listen = (e: MouseEvent) => {
      const a = e.target as HTMLAnchorElement
      clicked.push(a.getAttribute('href') ?? '')
      e.preventDefault()
    }
    document.addEventListener('click', listen, true)
    try {
      await web.dial('02163581234')
    } finally {
      document.removeEventListener('click', listen, true)
    }
    expect(clicked).toEqual(['tel:02163581234'])
    expect(document.querySelectorAll('a[href^="tel:"]')).toHaveLength(0)
  })
})
