/**
 * The page's root store, and how every MobX store is written (here, in `ui/`
 * and in `blocks/<kind>/store.ts`): `makeObservable(this, { … })` naming each
 * annotation, never `makeAutoObservable`. Stores hold large config objects
 * and answers (a block's model, the page's components) beside references to
 * the root, its services and timers. makeAutoObservable makes every field its
 * overrides forget a deep observable: a config cloned into proxies on each
 * refresh, a root or a service made observable, silently. Named, only what is
 * listed is observed: small state `observable`, objects kept as given
 * `observableRef` (maps `{ deep: false }`), getters `computed` (`computedStruct`
 * where an equal result must not re-render), methods that change state
 * `action`, or `actionBound` where a view or the root hands the method on
 * unbound (`onClick={store.close}`); bookkeeping, timers and references stay plain.
 */
import { createContext, useContext } from 'react'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { createGuard, type Guard } from '@/lib/guard'
import { isCancelled } from '@/platform/rules'
import { pageSettle } from '@/platform/settle'
import { parseCampaignQuery, type CampaignQuery } from '@/lib/campaignQuery'
import type { PlatformAdapter } from '@/platform/types'
import { collectorUrl, createTracker, type Tracker } from '@/services/analytics'
import { createHttp, type Send } from '@/services/http'
import { createServices, type Services } from '@/services'
import { send as hostSend } from '@/services/transport'
import { DialogStore } from './dialogs'
import { BlockStores } from './blocks'
import { ClockStore } from './clock'
import { CityStore } from './city'
import { FirstScreen } from './firstScreen'
import { DisplayStore } from './display'
import { PageStore } from './page'
import { SessionStore } from './session'
import { withoutTicket } from './session/model'

/** The source-tracking cookie lives 30 minutes, 1/48 day, on the parent domain (000 §2, §9). */
const SOURCE_COOKIE = 'ahs_source'
export const SOURCE_COOKIE_DAYS = 1 / 48
/** Back from the background after this long, the page's data is refreshed silently (not in the spec). */
const REFRESH_AFTER_HIDDEN_MS = 60_000

/**
 * Everything one campaign page instance owns. Two pages in a mini-program's
 * page stack have two roots: their own gateway client, clock, session copy,
 * block stores and dialogs; nothing is shared through module state.
 */
export interface RootStore {
  platform: PlatformAdapter
  services: Services
  tracker: Tracker
  clock: ClockStore
  session: SessionStore
  city: CityStore
  page: PageStore
  /** Per-block stores by component uuid. */
  blocks: BlockStores
  dialogs: DialogStore
  /** Login gate, per-item locks and throttles for every visitor action. */
  actions: Guard
  /** Whether the page's first screen is on screen; what it does not need waits for it. */
  firstScreen: FirstScreen
  /** The visitor's text size and the elderly mode. */
  display: DisplayStore
  /** The page went to the background / came back (host page hide/show, `visibilitychange`). */
  hide (): void
  show (): void
  /** Calls `listener` each time the page is shown again (back from a subscribe page, the background); returns the unsubscribe. */
  onShow (listener: () => void): () => void
  /**
   * Calls `listener` each time one of the gateway's calls ends (answered or failed), when this root made its
   * own client: a block's answer may change the page's size with no scroll (mini-programs re-measure on it).
   */
  onCallEnded (listener: () => void): () => void
  /** The page is gone: timers, dialogs and block stores end. */
  dispose (): void
}

export interface RootOptions {
  /** Gateway calls; default: real ones over the host's transport. Tests pass fakes. */
  services?: Services
  tracker?: Tracker
  /** The transport the default services and tracker use. */
  send?: Send
  localNow?: () => number
}

/** Gateway origin: `TARO_APP_API_BASE` from .env files / the shell, else the adapter's default. */
export function apiBaseOf (platform: Pick<PlatformAdapter, 'defaultApiBase'>): string {
  return (process.env.TARO_APP_API_BASE || platform.defaultApiBase()).replace(/\/+$/, '')
}

export function createRootStore (platform: PlatformAdapter, options: RootOptions = {}): RootStore {
  const localNow = options.localNow ?? Date.now
  const send = options.send ?? hostSend
  const base = apiBaseOf(platform)
  const clock = new ClockStore(localNow)
  // The client reads the session of this root only; it is created just below, with the client's services.
  const own: { session?: SessionStore } = {}
  const callEndListeners = new Set<() => void>()
  const services = options.services ?? createServices(createHttp({
    send,
    base,
    localNow,
    hooks: {
      token: () => own.session?.token,
      agent: () => own.session?.agent,
      onToken: (token, expires) => own.session?.setToken(token, expires),
      onServerTime: (ms, at) => clock.sync(ms, at),
      busy: pageSettle(),
      // A listener's fault must not become the call's answer.
      ended: () => { for (const listener of [...callEndListeners]) { try { listener() } catch { /* the page's own */ } } }
    }
  }))
  const tracker = options.tracker ?? createTracker({
    send,
    url: collectorUrl(base),
    warn: process.env.NODE_ENV !== 'production' ? (text) => console.warn(text) : undefined
  })
  const session = own.session = new SessionStore(platform, services.session)
  const blocks = new BlockStores()
  const dialogs = new DialogStore()
  const firstScreen = new FirstScreen()
  const display = new DisplayStore(platform)
  const page = new PageStore({ service: services.page, clock, retainBlocks: (uuids) => blocks.retain(uuids), localNow })
  // A visitor who cancelled (a payment sheet, a dialog) needs no toast; anything else says why.
  const toastError = (error: unknown) => {
    if (!isCancelled(error)) platform.toast(errorMessage(error))
  }
  const actions = createGuard({ isLoggedIn: () => session.loggedIn, whenUserKnown: () => session.whenUserKnown(), login: () => session.login(), onError: toastError, now: localNow })
  let hiddenAt: number | undefined
  const showListeners = new Set<() => void>()

  return {
    platform,
    services,
    tracker,
    clock,
    session,
    city: new CityStore(platform.cookies, services.city),
    page,
    blocks,
    dialogs,
    actions,
    firstScreen,
    display,
    hide () {
      hiddenAt = localNow()
      clock.pause()
    },
    show () {
      clock.resume()
      display.read()
      const away = hiddenAt === undefined ? 0 : localNow() - hiddenAt
      hiddenAt = undefined
      if (away >= REFRESH_AFTER_HIDDEN_MS && page.state.kind === 'loaded') void page.refresh()
      for (const listener of [...showListeners]) listener()
    },
    onShow (listener) {
      showListeners.add(listener)
      return () => { showListeners.delete(listener) }
    },
    onCallEnded (listener) {
      callEndListeners.add(listener)
      return () => { callEndListeners.delete(listener) }
    },
    dispose () {
      showListeners.clear()
      callEndListeners.clear()
      clock.dispose()
      firstScreen.dispose()
      dialogs.dispose()
      blocks.dispose()
    }
  }
}

/** How the page's start ended: reloading without a login ticket, an invalid link, or the page loaded. */
export type StartResult = 'reloading' | 'invalid' | 'loaded'

/**
 * Opens the campaign page for a URL (000 §2): keeps the agent and the source,
 * exchanges a login ticket and reloads without it (a ticket that failed is
 * dropped from the URL too, so it never reaches a login return address or a
 * share link), then loads the city and the page, and asks who the visitor is
 * once the page's first screen is up: nothing on the page waits for the user
 * call except login-gated blocks and guarded actions.
 */
export async function startCampaign (root: RootStore, url: string): Promise<StartResult> {
  const query: CampaignQuery = parseCampaignQuery(url)
  const { platform, session, city, page } = root
  session.init(query.agent)
  root.display.ask(query.elderly)
  if (query.source) platform.cookies.set(SOURCE_COOKIE, query.source, { days: SOURCE_COOKIE_DAYS })

  if (/[?&]ticket(=|&|$)/.test(url)) {
    const ok = query.ticket ? await session.exchangeTicket(query.ticket) : false
    if (ok) {
      platform.reload(withoutTicket(url))
      return 'reloading'
    }
    platform.replaceUrl(withoutTicket(url))
    platform.toast(t('error.loginFailed'))
  }

  if (!query.activityId) {
    page.markInvalid()
    return 'invalid'
  }
  const activityId = query.activityId
  // Who the visitor is, once the first screen is up (FirstScreen): a guarded action waits for the answer.
  root.firstScreen.waitAtMost()
  void session.loadUserAfter(root.firstScreen.whenShown)
  await city.resolve(query.cityId).then((cityId) => page.load({ activityId, cityId, preview: query.preview }))
  return 'loaded'
}

export const StoreContext = createContext<RootStore | null>(null)

export function useStores (): RootStore {
  const root = useContext(StoreContext)
  if (!root) throw new Error('useStores outside <StoreContext.Provider>')
  return root
}
