import { createContext, useContext } from 'react'
import { configureGateway } from '@/gateway/request'
import { t } from '@/i18n'
import { parseCampaignQuery, type CampaignQuery } from '@/pages/campaign/query'
import type { PlatformAdapter } from '@/platform/types'
import { ClockStore } from './clock'
import { CityStore } from './city'
import { PageStore } from './page'
import { SessionStore } from './session'
import { withoutTicket } from './session/model'

/** The source-tracking cookie lives 30 minutes, 1/48 day, on the parent domain (000 §2, §9). */
export const SOURCE_COOKIE = 'ahs_source'
export const SOURCE_COOKIE_DAYS = 1 / 48

export interface RootStore {
  platform: PlatformAdapter
  clock: ClockStore
  session: SessionStore
  city: CityStore
  page: PageStore
}

export function createRootStore (platform: PlatformAdapter): RootStore {
  const clock = new ClockStore()
  const session = new SessionStore(platform)
  const root: RootStore = { platform, clock, session, city: new CityStore(platform.cookies), page: new PageStore(clock.now) }
  configureGateway({
    token: () => session.token,
    agent: () => session.agent,
    onToken: session.setToken,
    onServerTime: (ms) => clock.sync(ms)
  })
  return root
}

export type BootResult = 'reloading' | 'invalid' | 'loaded'

/**
 * Opens the campaign page for a URL (000 §2): keeps the agent and the source,
 * exchanges a login ticket and reloads without it, then resolves the user and
 * the city and loads the page.
 */
export async function bootCampaign (root: RootStore, url: string): Promise<BootResult> {
  const query: CampaignQuery = parseCampaignQuery(url)
  const { platform, session, city, page } = root
  session.init(query.agent)
  if (query.source) platform.cookies.set(SOURCE_COOKIE, query.source, { days: SOURCE_COOKIE_DAYS })

  if (/[?&]ticket(=|&|$)/.test(url)) {
    const ok = query.ticket ? await session.exchangeTicket(query.ticket) : false
    if (ok) {
      platform.reload(withoutTicket(url))
      return 'reloading'
    }
    platform.toast(t('error.loginFailed'))
  }

  if (!query.activityId) {
    page.markInvalid()
    return 'invalid'
  }
  const [, cityId] = await Promise.all([session.loadUser(), city.resolve(query.cityId)])
  await page.load({ activityId: query.activityId, cityId, preview: query.preview })
  return 'loaded'
}

export const StoreContext = createContext<RootStore | null>(null)

export function useStores (): RootStore {
  const root = useContext(StoreContext)
  if (!root) throw new Error('useStores outside <StoreContext.Provider>')
  return root
}
