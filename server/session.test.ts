import type { FastifyInstance } from 'fastify'
import { buildEmulator } from './app'
import { withTicket } from './domains/session'

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })

const RETURN = 'http://127.0.0.1:8787/#/pages/campaign/index?activityId=login&agent=huawei'

it('appends the ticket to the hash route query', () => {
  expect(withTicket(RETURN, 'ST-1')).toBe(`${RETURN}&ticket=ST-1`)
  expect(withTicket('http://h/#/p', 'x')).toBe('http://h/#/p?ticket=x')
})

describe('login round trip', () => {
  it('auth-url → login page → ticket → sso-login token → current user', async () => {
    const auth = await app.inject({ method: 'GET', url: '/campaign-center/api/avatar/agents/huawei/auth-url', headers: { host: '127.0.0.1:8787' } })
    expect(auth.json()).toMatchObject({ code: 0, data: 'http://127.0.0.1:8787/__login?agent=huawei' })

    const page = await app.inject({ method: 'GET', url: `/__login?agent=huawei&url=${encodeURIComponent(RETURN)}`, headers: { host: '127.0.0.1:8787' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('登录')

    const submit = await app.inject({ method: 'POST', url: '/__login', headers: { host: '127.0.0.1:8787' }, payload: { returnUrl: RETURN, mobile: '13900000002' } })
    expect(submit.statusCode).toBe(302)
    const location = String(submit.headers.location)
    expect(location.startsWith(`${RETURN}&ticket=ST-`)).toBe(true)
    const ticket = decodeURIComponent(location.split('ticket=')[1])

    const sso = await app.inject({ method: 'POST', url: `/sso-login?ticket=${encodeURIComponent(ticket)}`, payload: { ticket } })
    expect(sso.json()).toMatchObject({ code: 0, data: { userKey: 'u_13900000002', expiresIn: 604800 } })
    const token = String(sso.headers['access-token'])
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    expect(sso.headers['access-token-expires-in']).toBe('604800')

    const again = await app.inject({ method: 'POST', url: `/sso-login?ticket=${encodeURIComponent(ticket)}`, payload: { ticket } })
    expect(again.json().code).toBe(401)

    const user = await app.inject({ method: 'GET', url: '/get-login-user', headers: { token } })
    expect(user.json()).toMatchObject({ code: 0, data: { userKey: 'u_13900000002', mobile: '139****0002' } })
    const anonymous = await app.inject({ method: 'GET', url: '/get-login-user' })
    expect(anonymous.json().code).toBe(401)
  })

  it('cancelling comes back with an empty ticket', async () => {
    const res = await app.inject({ method: 'POST', url: '/__login', headers: { host: '127.0.0.1:8787' }, payload: { returnUrl: RETURN, cancel: '1' } })
    expect(res.headers.location).toBe(`${RETURN}&ticket=`)
  })

  it('is not an open redirect', async () => {
    const res = await app.inject({ method: 'GET', url: `/__login?redirectUrl=${encodeURIComponent('https://evil.example/')}`, headers: { host: '127.0.0.1:8787' } })
    expect(res.statusCode).toBe(400)
  })
})

describe('campaign calls', () => {
  async function login (): Promise<string> {
    const submit = await app.inject({ method: 'POST', url: '/__login', headers: { host: '127.0.0.1:8787' }, payload: { returnUrl: RETURN } })
    const ticket = decodeURIComponent(String(submit.headers.location).split('ticket=')[1])
    const sso = await app.inject({ method: 'POST', url: `/sso-login?ticket=${encodeURIComponent(ticket)}`, payload: { ticket } })
    return String(sso.headers['access-token'])
  }

  it('locates a default city', async () => {
    const res = await app.inject({ method: 'POST', url: '/campaign-center/api/regions/locate', payload: {} })
    expect(res.json().data).toMatchObject({ id: 2, name: '上海' })
  })

  it('refreshes one component of the last opened page', async () => {
    const open = await app.inject({ method: 'POST', url: '/campaign-center/api/avatar/pages/get-release', payload: { hash: 'demo' } })
    const cookie = `emu_vid=${open.cookies.find((c) => c.name === 'emu_vid')?.value}`
    const res = await app.inject({ method: 'POST', url: '/campaign-center/api/avatar/components/get-release', headers: { cookie }, payload: { componentId: 1001, cityId: 1, platform: 'PC' } })
    expect(res.json().data).toMatchObject({ id: 1001, type: 'banner' })
    const missing = await app.inject({ method: 'POST', url: '/campaign-center/api/avatar/components/get-release', headers: { cookie }, payload: { componentId: 999 } })
    expect(missing.json().code).toBe(10404)
  })

  it('signs up only logged-in visitors, once', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/campaign-center/api/activity/apply/takePartIn', payload: { pageId: 1, uniqueIdentifier: 'sign-1' } })
    expect(anonymous.json()).toMatchObject({ code: 401, msg: '请先登录' })
    const token = await login()
    const first = await app.inject({ method: 'POST', url: '/campaign-center/api/activity/apply/takePartIn', headers: { token }, payload: { pageId: 1, uniqueIdentifier: 'sign-1' } })
    expect(first.json().code).toBe(0)
    const second = await app.inject({ method: 'POST', url: '/campaign-center/api/activity/apply/takePartIn', headers: { token }, payload: { pageId: 1, uniqueIdentifier: 'sign-1' } })
    expect(second.json()).toMatchObject({ code: 10409 })
  })

  it('collects analytics events per visitor', async () => {
    const post = await app.inject({ method: 'POST', url: '/analytics/collect', payload: { event: 'click', componentType: 'banner' } })
    const cookie = `emu_vid=${post.cookies.find((c) => c.name === 'emu_vid')?.value}`
    const list = await app.inject({ method: 'GET', url: '/__emu/analytics', headers: { cookie } })
    expect(list.json()).toEqual([{ event: 'click', componentType: 'banner' }])
  })
})
