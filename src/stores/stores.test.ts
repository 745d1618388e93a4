import * as pageApi from '@/gateway/page'
import * as sessionApi from '@/gateway/session'
import * as cityApi from '@/gateway/city'
import { GatewayError } from '@/gateway/response'
import { zhCN } from '@/i18n/zh-CN'
import { fakePlatform } from '../../test/utils/fakePlatform'
import { bootCampaign, createRootStore, SOURCE_COOKIE } from '.'
import { AGENT_COOKIE, TOKEN_COOKIE } from './session'
import { CITY_COOKIES, FALLBACK_CITY_ID } from './city'
import { ClockStore } from './clock'

jest.mock('@/gateway/page')
jest.mock('@/gateway/session')
jest.mock('@/gateway/city')
const api = {
  fetchActivityPage: pageApi.fetchActivityPage as jest.MockedFunction<typeof pageApi.fetchActivityPage>,
  fetchComponent: pageApi.fetchComponent as jest.MockedFunction<typeof pageApi.fetchComponent>,
  fetchLoginUser: sessionApi.fetchLoginUser as jest.MockedFunction<typeof sessionApi.fetchLoginUser>,
  fetchAuthUrl: sessionApi.fetchAuthUrl as jest.MockedFunction<typeof sessionApi.fetchAuthUrl>,
  exchangeTicket: sessionApi.exchangeTicket as jest.MockedFunction<typeof sessionApi.exchangeTicket>,
  locateDefaultCity: cityApi.locateDefaultCity as jest.MockedFunction<typeof cityApi.locateDefaultCity>
}

const PAGE = { status: 'ONLINE', pageAttribute: { title: 't' }, components: [{ id: 1, uuid: 'a', type: 'banner' }, { id: 2, uuid: 'b', type: 'slide' }] }
const URL_OF = (q: string) => `http://127.0.0.1:8787/#/pages/campaign/index?${q}`

beforeEach(() => {
  jest.resetAllMocks()
  api.fetchActivityPage.mockResolvedValue(PAGE)
  api.fetchLoginUser.mockResolvedValue({ userKey: 'u-1' })
  api.locateDefaultCity.mockResolvedValue({ id: 12, name: '上海', aflCityCode: 'sh' })
})

describe('boot of the campaign page (000 §2)', () => {
  it('loads the release page with the city and keeps agent and source', async () => {
    const platform = fakePlatform()
    const root = createRootStore(platform)
    await expect(bootCampaign(root, URL_OF('activityId=a1&agent=huawei&source=push'))).resolves.toBe('loaded')
    expect(api.fetchActivityPage).toHaveBeenCalledWith({ activityId: 'a1', cityId: 12, preview: false })
    expect(root.page.state).toEqual({ kind: 'loaded' })
    expect(root.session.agent).toBe('huawei')
    expect(platform.cookies.get(AGENT_COOKIE)).toBe('huawei')
    expect(platform.cookies.get(SOURCE_COOKIE)).toBe('push')
    expect(platform.cookies.days.get(SOURCE_COOKIE)).toBeCloseTo(30 / (24 * 60))
    expect(root.session.loggedIn).toBe(true)
  })

  it('uses the preview call in preview mode', async () => {
    const root = createRootStore(fakePlatform())
    await bootCampaign(root, URL_OF('activityId=a1&preview&cityId=7'))
    expect(api.fetchActivityPage).toHaveBeenCalledWith({ activityId: 'a1', cityId: 7, preview: true })
    expect(api.locateDefaultCity).not.toHaveBeenCalled()
  })

  it('shows the invalid placeholder without activityId, asking the server nothing', async () => {
    const root = createRootStore(fakePlatform())
    await expect(bootCampaign(root, URL_OF('cityId=1'))).resolves.toBe('invalid')
    expect(root.page.state).toEqual({ kind: 'invalid' })
    expect(api.fetchActivityPage).not.toHaveBeenCalled()
  })

  it('exchanges the last ticket and reloads without any ticket', async () => {
    api.exchangeTicket.mockResolvedValue({ token: 'tk', userKey: 'u-9', expiresIn: 86400 })
    const platform = fakePlatform()
    const root = createRootStore(platform)
    await expect(bootCampaign(root, URL_OF('activityId=a1&ticket=one&ticket=two'))).resolves.toBe('reloading')
    expect(api.exchangeTicket).toHaveBeenCalledWith('two')
    expect(platform.reload).toHaveBeenCalledWith(URL_OF('activityId=a1'))
    expect(platform.cookies.get(TOKEN_COOKIE)).toBe('tk')
    expect(platform.cookies.days.get(TOKEN_COOKIE)).toBe(1)
    expect(api.fetchActivityPage).not.toHaveBeenCalled()
  })

  it("says 'login failed' when no ticket comes back, and still shows the page", async () => {
    const platform = fakePlatform()
    const root = createRootStore(platform)
    await expect(bootCampaign(root, URL_OF('activityId=a1&ticket='))).resolves.toBe('loaded')
    expect(platform.toast).toHaveBeenCalledWith(zhCN['error.loginFailed'])
    expect(zhCN['error.loginFailed']).toBe('登录失败')
    api.exchangeTicket.mockRejectedValue(new GatewayError('ticket expired', 1))
    await bootCampaign(createRootStore(platform), URL_OF('activityId=a1&ticket=old'))
    expect(platform.toast).toHaveBeenCalledTimes(2)
  })
})

describe('session (000 §6)', () => {
  it('is anonymous when the user call fails', async () => {
    api.fetchLoginUser.mockRejectedValue(new GatewayError('x', 1))
    const root = createRootStore(fakePlatform())
    await root.session.loadUser()
    expect([root.session.checked, root.session.loggedIn]).toEqual([true, false])
  })

  it("logs in at the agent's address with the page URL under the channel's parameter", async () => {
    api.fetchAuthUrl.mockResolvedValue('http://127.0.0.1:8787/__login')
    const platform = fakePlatform()
    const root = createRootStore(platform)
    root.session.init('unionpay')
    await root.session.login()
    expect(api.fetchAuthUrl).toHaveBeenCalledWith('unionpay')
    expect(platform.login).toHaveBeenCalledWith(`http://127.0.0.1:8787/__login?returnurl=${encodeURIComponent(platform.currentUrl())}`)
  })

  it('keeps the agent for the session when later URLs lack it', () => {
    const platform = fakePlatform()
    createRootStore(platform).session.init('xiaomi')
    const again = createRootStore(platform)
    again.session.init(undefined)
    expect(again.session.agent).toBe('xiaomi')
  })
})

describe('city (000 §5)', () => {
  it('takes the query, else the kept city, else the server, else 1', async () => {
    const platform = fakePlatform()
    const root = createRootStore(platform)
    await expect(root.city.resolve(5)).resolves.toBe(5)
    expect(platform.cookies.get(CITY_COOKIES.id)).toBe('5')
    await expect(createRootStore(platform).city.resolve(undefined)).resolves.toBe(5)
    const fresh = fakePlatform()
    const located = createRootStore(fresh)
    await expect(located.city.resolve(undefined)).resolves.toBe(12)
    expect([located.city.name, located.city.aflCityCode]).toEqual(['上海', 'sh'])
    api.locateDefaultCity.mockRejectedValue(new GatewayError('down', 500))
    await expect(createRootStore(fakePlatform()).city.resolve(undefined)).resolves.toBe(FALLBACK_CITY_ID)
    expect(FALLBACK_CITY_ID).toBe(1)
  })
})

describe('page (000 §4)', () => {
  const params = { activityId: 'a1', cityId: 1, preview: false }

  it('fails with the server message, and is empty without data', async () => {
    const root = createRootStore(fakePlatform())
    api.fetchActivityPage.mockRejectedValueOnce(new GatewayError('没有权限，请联系管理员', 403))
    await root.page.load(params)
    expect(root.page.state).toEqual({ kind: 'failed', message: '没有权限，请联系管理员' })
    api.fetchActivityPage.mockResolvedValueOnce(null)
    await root.page.reload()
    expect(root.page.state).toEqual({ kind: 'empty' })
  })

  it('is offline before, after and during the window, by the server clock', async () => {
    const start = Date.parse('2026-11-11T00:00:00+08:00')
    const root = createRootStore(fakePlatform())
    api.fetchActivityPage.mockResolvedValue({ status: 'OFFLINE', startDt: start, endDt: start + 86400_000 })
    root.clock.sync(start - 1000)
    await root.page.load(params)
    expect(root.page.state).toEqual({ kind: 'offline', variant: 'before' })
  })

  it('replaces a refreshed component in the list', async () => {
    const root = createRootStore(fakePlatform())
    await root.page.load(params)
    api.fetchComponent.mockResolvedValue({ id: 2, uuid: 'b', type: 'slide', remark: 'fresh' })
    await root.page.refreshComponent(2)
    expect(api.fetchComponent).toHaveBeenCalledWith({ componentId: 2, cityId: 1, preview: false })
    expect(root.page.components.map((c) => c.remark)).toEqual([undefined, 'fresh'])
  })
})

it('the clock follows the server time', () => {
  let phone = 1_000
  const clock = new ClockStore(() => phone)
  clock.sync(5_000)
  phone = 2_000
  expect(clock.now()).toBe(6_000)
})
