/**
 * One emulator client for the domain tests (server/domains/*.test.ts): a fresh visitor, a gateway call in
 * the envelope, a test user's token through the QA login, and a visitor who opened a scenario's page.
 * Calls go through `app.inject` (no port).
 */
import type { FastifyInstance } from 'fastify'
import { VISITOR_COOKIE } from './state'

/** The page call every scenario is opened with. */
export const RELEASE = '/campaign-center/api/avatar/pages/get-release'

/** A gateway answer as the tests read it: the envelope, its data untyped on purpose (each test says what it expects). */
export interface Envelope {
  code: number
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any
  msg: string
}

export interface EmulatorClient {
  /** A fresh visitor: the `cookie` header that names it. */
  visitor (): Promise<string>
  /** One call; a GET's payload goes in the query. */
  call (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object): Promise<Envelope>
  /** A test user's access token (the QA login's ticket, exchanged as the page does). */
  login (mobile: string): Promise<string>
  /**
   * A fresh visitor (logged in as `mobile` when given) who opened `scenario`: the calls that name no scenario
   * belong to the visitor's last page. Its headers for later calls, and the page answer's data.
   */
  visit (scenario: string, options?: { mobile?: string, cityId?: number, headers?: Record<string, string> }): Promise<{ headers: Record<string, string>, page: any }> // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** `app` is asked on each call, so a test file may build its emulator in `beforeAll`. */
export function emulatorClient (app: () => FastifyInstance): EmulatorClient {
  const client: EmulatorClient = {
    async visitor () {
      const res = await app().inject({ method: 'GET', url: '/__emu/visitor' })
      return `${VISITOR_COOKIE}=${res.cookies.find((c) => c.name === VISITOR_COOKIE)?.value ?? ''}`
    },
    async call (method, url, headers = {}, payload) {
      const query = method === 'GET' && payload ? `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString()}` : ''
      const res = await app().inject({ method, url: url + query, headers, ...(method === 'POST' && payload ? { payload } : {}) })
      return res.json() as Envelope
    },
    async login (mobile) {
      const { data } = await client.call('POST', '/__emu/qa-login', {}, { mobile })
      const res = await app().inject({ method: 'POST', url: `/sso-login?ticket=${encodeURIComponent(data.ticket)}`, payload: { ticket: data.ticket } })
      return String(res.headers['access-token'])
    },
    async visit (scenario, { mobile, cityId = 1, headers: extra = {} } = {}) {
      const headers: Record<string, string> = { cookie: await client.visitor(), ...(mobile ? { token: await client.login(mobile) } : {}), ...extra }
      const page = await client.call('POST', RELEASE, headers, { hash: scenario, cityId, platform: 'PC' })
      return { headers, page: page.data }
    }
  }
  return client
}
