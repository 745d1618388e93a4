import { GatewayError } from '@/services/envelope'
import { zhCN } from '@/i18n/zh-CN'
import { fakePlatform } from '../../test/utils/fakePlatform'
import { fakeServices, fakeTracker } from '../../test/utils/fakeServices'
import { startCampaign, createRootStore } from '.'
import { AGENT_COOKIE, LOGIN_BURST_MS, TOKEN_COOKIE } from './session'
import { CITY_COOKIES } from './city'

const PAGE = { id: 7, status: 'ONLINE', pageAttribute: { title: 't' }, components: [{ id: 1, uuid: 'a', type: 'banner' }, { id: 2, uuid: 'b', type: 'slide' }] }
const URL_OF = (q: string) => `http://127.0.0.1:8787/#/pages/campaign/index?${q}`

function setup (platformOver: Parameters<typeof fakePlatform>[0] = {}) {
  const services = fakeServices()
  services.page.fetchPage.mockResolvedValue(PAGE)
  services.session.currentUser.mockResolvedValue({ userKey: 'u-1' })
  services.city.locate.mockResolvedValue({ id: 12, name: '上海', aflCityCode: 'sh' })
  const platform = fakePlatform(platformOver)
  const root = createRootStore(platform, { services, tracker: fakeTracker() })
  return { root, services, platform }
}

describe('start of the campaign page (000 §2)', () => {
  it('loads the release page with the city and keeps agent and source', async () => {
    const { root, services, platform } = setup()
    await expect(startCampaign(root, URL_OF('activityId=a1&agent=huawei&source=push'))).resolves.toBe('loaded')
    expect(services.page.fetchPage).toHaveBeenCalledWith({ activityId: 'a1', cityId: 12, preview: false })
    expect(root.page.state).toEqual({ kind: 'loaded' })
    expect(root.session.agent).toBe('huawei')
    expect(platform.cookies.get(AGENT_COOKIE)).toBe('huawei')
    expect(platform.cookies.get('ahs_source')).toBe('push')
    expect(platform.cookies.days.get('ahs_source')).toBeCloseTo(30 / (24 * 60))
    // Who the visitor is: asked once the first screen is up.
    expect(services.session.currentUser).not.toHaveBeenCalled()
    root.firstScreen.markShown()
    await root.session.whenUserKnown()
    expect(services.session.currentUser).toHaveBeenCalledTimes(1)
    expect(root.session.loggedIn).toBe(true)
  })

  it('asks who the visitor is once the first screen is up, or after 2 s at most; a guarded action waits for the answer meanwhile', async () => {
    jest.useFakeTimers()
    try {
      const { root, services } = setup()
      await startCampaign(root, URL_OF('activityId=a1&cityId=3'))
      const known = jest.fn()
      void root.session.whenUserKnown().then(known)
      await jest.advanceTimersByTimeAsync(2000 - 1)
      expect(services.session.currentUser).not.toHaveBeenCalled()
      expect(known).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1)
      expect(services.session.currentUser).toHaveBeenCalledTimes(1)
      expect(known).toHaveBeenCalledTimes(1)
      expect(root.session.loggedIn).toBe(true)
      // Shown later changes nothing: the visitor is asked for once.
      root.firstScreen.markShown()
      await jest.advanceTimersByTimeAsync(0)
      expect(services.session.currentUser).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it('asks for the page without waiting for the current user (first paint one round trip sooner)', async () => {
    const { root, services } = setup()
    services.session.currentUser.mockReturnValue(new Promise(() => undefined))
    void startCampaign(root, URL_OF('activityId=a1&cityId=3'))
    // Asked at once, as for a page with a login-gated block: the page still does not wait for the answer.
    root.session.askNow()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(services.session.currentUser).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(services.page.fetchPage).toHaveBeenCalledWith({ activityId: 'a1', cityId: 3, preview: false })
    expect(root.page.state).toEqual({ kind: 'loaded' })
    expect(root.session.checked).toBe(false)
  })

  it('uses the preview call in preview mode', async () => {
    const { root, services } = setup()
    await startCampaign(root, URL_OF('activityId=a1&preview&cityId=7'))
    expect(services.page.fetchPage).toHaveBeenCalledWith({ activityId: 'a1', cityId: 7, preview: true })
    expect(services.city.locate).not.toHaveBeenCalled()
  })

  it('shows the invalid placeholder without activityId, asking the server nothing', async () => {
    const { root, services } = setup()
    await expect(startCampaign(root, URL_OF('cityId=1'))).resolves.toBe('invalid')
    expect(root.page.state).toEqual({ kind: 'invalid' })
    expect(services.page.fetchPage).not.toHaveBeenCalled()
  })

  it('exchanges the last ticket and reloads without any ticket', async () => {
    const { root, services, platform } = setup()
    services.session.exchangeTicket.mockResolvedValue({ token: 'tk', userKey: 'u-9', expiresIn: 86400 })
    await expect(startCampaign(root, URL_OF('activityId=a1&ticket=one&ticket=two'))).resolves.toBe('reloading')
    expect(services.session.exchangeTicket).toHaveBeenCalledWith('two')
    expect(platform.reload).toHaveBeenCalledWith(URL_OF('activityId=a1'))
    expect(platform.cookies.get(TOKEN_COOKIE)).toBe('tk')
    expect(platform.cookies.days.get(TOKEN_COOKIE)).toBe(1)
    expect(services.page.fetchPage).not.toHaveBeenCalled()
  })

  it("says 'login failed' when no ticket comes back, drops the ticket from the URL, and still shows the page", async () => {
    const { root, services, platform } = setup()
    await expect(startCampaign(root, URL_OF('activityId=a1&ticket='))).resolves.toBe('loaded')
    expect(platform.toast).toHaveBeenCalledWith(zhCN['error.loginFailed'])
    expect(zhCN['error.loginFailed']).toBe('登录失败')
    services.session.exchangeTicket.mockRejectedValue(new GatewayError('ticket expired', 1))
    const again = setup()
    again.services.session.exchangeTicket.mockRejectedValue(new GatewayError('ticket expired', 1))
    await startCampaign(again.root, URL_OF('activityId=a1&ticket=ST-old'))
    expect(again.platform.toast).toHaveBeenCalledWith('登录失败')
    // The failed ticket never travels on: not in the page's URL, so not in a login return address or a share link.
    expect(again.platform.replaceUrl).toHaveBeenCalledWith(URL_OF('activityId=a1'))
  })
})

describe('session (000 §6)', () => {
  it('is anonymous when the user call fails', async () => {
    const { root, services } = setup()
    services.session.currentUser.mockRejectedValue(new GatewayError('x', 1))
    await root.session.loadUser()
    expect([root.session.checked, root.session.loggedIn]).toEqual([true, false])
  })

  it("logs in at the agent's address with the page URL (without a ticket) under the channel's parameter", async () => {
    const page = 'http://127.0.0.1:8787/#/pages/campaign/index?activityId=demo&ticket=ST-1'
    const { root, services, platform } = setup({ currentUrl: () => page })
    services.session.authUrl.mockResolvedValue('http://127.0.0.1:8787/__login')
    root.session.init('unionpay')
    await root.session.login()
    expect(services.session.authUrl).toHaveBeenCalledWith('unionpay')
    expect(platform.login).toHaveBeenCalledWith(`http://127.0.0.1:8787/__login?returnurl=${encodeURIComponent('http://127.0.0.1:8787/#/pages/campaign/index?activityId=demo')}`)
  })

  it('joins taps made while a login is on its way into one', async () => {
    const { root, services, platform } = setup()
    let answer: (url: string) => void = () => undefined
    services.session.authUrl.mockReturnValue(new Promise((resolve) => { answer = resolve }))
    const taps = Array.from({ length: 5 }, () => root.session.login())
    answer('https://passport.example.cn/login')
    await Promise.all(taps)
    expect(services.session.authUrl).toHaveBeenCalledTimes(1)
    expect(platform.login).toHaveBeenCalledTimes(1)
  })

  it('taps of one burst that land after the login address came (the browser is still leaving) start no second login; a later one does', async () => {
    jest.useFakeTimers()
    const { root, services, platform } = setup()
    services.session.authUrl.mockResolvedValue('https://passport.example.cn/login')
    await root.session.login()
    jest.advanceTimersByTime(LOGIN_BURST_MS - 1)
    await root.session.login()
    expect([services.session.authUrl.mock.calls.length, (platform.login as jest.Mock).mock.calls.length]).toEqual([1, 1])
    jest.advanceTimersByTime(1)
    await root.session.login()
    expect([services.session.authUrl.mock.calls.length, (platform.login as jest.Mock).mock.calls.length]).toEqual([2, 2])
    jest.useRealTimers()
  })

  it('refuses a login address that is not http(s): the gateway cannot send the page to a script URL', async () => {
    const { root, services, platform } = setup()
    services.session.authUrl.mockResolvedValue('javascript:alert(document.cookie)')
    await expect(root.session.login()).rejects.toMatchObject({ message: zhCN['error.invalidUrl'] })
    expect(platform.login).not.toHaveBeenCalled()
  })

  it('keeps the token cookie\'s expiry when the exchange\'s body repeats the header\'s token without one', () => {
    const { root, platform } = setup()
    root.session.setToken('tk', 604800)
    root.session.setToken('tk')
    expect(platform.cookies.days.get(TOKEN_COOKIE)).toBe(7)
    root.session.setToken('tk2')
    expect(platform.cookies.days.get(TOKEN_COOKIE)).toBe(7)
  })

  it('keeps the agent for the session when later URLs lack it', () => {
    const { root, platform } = setup()
    root.session.init('xiaomi')
    const again = createRootStore(platform, { services: fakeServices(), tracker: fakeTracker() })
    again.session.init(undefined)
    expect(again.session.agent).toBe('xiaomi')
  })
})

describe('city (000 §5)', () => {
  it('takes the query, else the kept city, else the server, else 1', async () => {
    const { root, platform, services } = setup()
    await expect(root.city.resolve(5)).resolves.toBe(5)
    expect(platform.cookies.get(CITY_COOKIES.id)).toBe('5')
    await expect(createRootStore(platform, { services }).city.resolve(undefined)).resolves.toBe(5)
    const located = setup()
    await expect(located.root.city.resolve(undefined)).resolves.toBe(12)
    expect([located.root.city.name, located.root.city.aflCityCode]).toEqual(['上海', 'sh'])
    const down = setup()
    down.services.city.locate.mockRejectedValue(new GatewayError('down', 500))
    await expect(down.root.city.resolve(undefined)).resolves.toBe(1)
  })
})

describe('two pages in one stack', () => {
  it('each root has its own clock and session: the second never rewires the first', async () => {
    const first = setup()
    const second = setup()
    first.root.clock.sync(5_000_000, Date.now())
    second.root.clock.sync(9_000_000, Date.now())
    expect(Math.round((first.root.clock.now() - 5_000_000) / 1000)).toBe(0)
    first.root.session.setToken('mine', 60)
    expect(second.root.session.token).toBeUndefined()
  })
})

describe('hide and show', () => {
  it('refreshes the page silently after a minute in the background (not in the spec)', async () => {
    let phone = 1_000_000
    const services = fakeServices()
    services.page.fetchPage.mockResolvedValue(PAGE)
    const root = createRootStore(fakePlatform(), { services, tracker: fakeTracker(), localNow: () => phone })
    await root.page.load({ activityId: 'a1', cityId: 1, preview: false })
    root.hide()
    phone += 60_000 - 1
    root.show()
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    root.hide()
    phone += 60_000
    root.show()
    expect(services.page.fetchPage).toHaveBeenCalledTimes(2)
    expect(root.page.state).toEqual({ kind: 'loaded' })
  })
})

describe('calls ending', () => {
  const answer = { statusCode: 200, data: { code: 0, data: { id: 7, status: 'ONLINE', components: [] } } }

  it('tells each listener when a call of its own client ends, answered or failed, and a listener that throws changes no answer', async () => {
    const send = jest.fn().mockResolvedValueOnce(answer).mockRejectedValueOnce(new Error('offline'))
    const root = createRootStore(fakePlatform(), { send, tracker: fakeTracker() })
    const ended: string[] = []
    root.onCallEnded(() => { throw new Error('a broken listener') })
    const stop = root.onCallEnded(() => { ended.push(`after ${send.mock.calls.length} sent`) })
    await expect(root.services.page.fetchPage({ activityId: 'a1', cityId: 1, preview: false })).resolves.toMatchObject({ id: 7 })
    expect(ended).toEqual(['after 1 sent'])
    await expect(root.services.page.fetchPage({ activityId: 'a1', cityId: 1, preview: false })).rejects.toBeInstanceOf(GatewayError)
    expect(ended).toEqual(['after 1 sent', 'after 2 sent'])
    stop()
    send.mockResolvedValueOnce(answer)
    await root.services.page.fetchPage({ activityId: 'a1', cityId: 1, preview: false })
    expect(ended).toHaveLength(2)
    root.dispose()
  })
})
