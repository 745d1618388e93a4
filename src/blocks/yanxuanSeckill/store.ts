import { action, actionBound, computedStruct, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx'
import { t } from '@/i18n'
import { ReloadAfterZero } from '@/lib/countdown'
import { formatServerTime } from '@/lib/time'
import { isApp, isMiniProgram } from '@/platform/types'
import { NAVIGATION_LOCK_MS, openClick, toastOncePerBurst } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import type { ComponentMeta } from '@/renderer/types'
import { ACT_TYPE_SECKILL } from '@/services/booking'
import type { RootStore } from '@/stores'
import {
  bookingExt, channelParams, pickSessions, secondsLeft, seckillDisplay, sessionsToShow,
  showsAppointmentLabel, updateToastDue
} from './model'
import type { SeckillDisplay, SeckillItem, SeckillModel, SeckillSession, SessionPrices, ShownSession } from './types'

type Deps = Pick<RootStore, 'clock' | 'page' | 'platform' | 'services' | 'session' | 'actions' | 'tracker' | 'onShow'>

const sessionKey = (session: Pick<SeckillSession, 'sessId'>): string => String(session.sessId)
const bookingKey = (sessId: string | number, actId: string | number): string => `${sessId}:${actId}`

/**
 * The flash sale's state (001 §4): each session's live prices (asked for its
 * window, with order counts and sales), the chosen tab, the visitor's
 * bookings, and the clock's consequences: sessions move Soon → Doing → End on
 * the server's tick, a toast once in the last 3 seconds of what the visitor
 * counts down, and 520 ms after any zero a silent refresh of the page.
 *
 * What the view shows is compared structurally, so the once-a-second tick
 * re-renders only the countdown (inside its TickWrapper), not the cards.
 */
export class SeckillStore {
  /** Live prices per session id: the answer, 'error', or absent while loading. */
  readonly prices = observable.map<string, SessionPrices>({}, { deep: false })
  /** Booked flags by `sessId:actId`. */
  readonly booked = observable.map<string, boolean>()
  chosenSessId: string | undefined = undefined

  private readonly asked = new Set<string>()
  private toastFor: number | undefined
  private seenTargets: number[] = []
  private readonly reload: ReloadAfterZero

  constructor (private model: SeckillModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    this.reload = new ReloadAfterZero(() => { void root.page.refresh() })
    makeObservable<SeckillStore, 'model'>(this, {
      model: observableRef,
      chosenSessId: observable,
      shown: computedStruct,
      display: computedStruct,
      active: computedStruct,
      appointments: computedStruct,
      choose: actionBound,
      update: action
    })
    this.syncClock()
    this.loadPrices()
  }

  /** The sessions shown now (observes the shared tick; equal results compare equal). */
  get shown (): ShownSession[] {
    return sessionsToShow(this.model.sessions, this.root.clock.tickNow, (s) => this.prices.get(sessionKey(s)))
  }

  get display (): SeckillDisplay {
    return seckillDisplay(this.shown)
  }

  /** The session whose products and countdown are on screen: the chosen tab, else the first. */
  get active (): ShownSession | undefined {
    const shown = this.shown
    return shown.find((s) => sessionKey(s.session) === this.chosenSessId) ?? shown[0]
  }

  get settings (): SeckillModel['settings'] {
    return this.model.settings
  }

  choose (sessId: string | number): void {
    this.chosenSessId = String(sessId)
  }

  isBooked (session: SeckillSession, item: SeckillItem): boolean {
    return item.config.actId !== undefined && this.booked.get(bookingKey(session.sessId, item.config.actId)) === true
  }

  /**
   * Cards that show the appointment label (001 §5), as `sessId:actId` keys. It
   * reads the tick but changes only when a start comes within 10 minutes or a
   * booking changes, so the cards re-render only then.
   */
  get appointments (): string[] {
    const now = this.root.clock.tickNow
    const keys: string[] = []
    for (const shown of this.shown) {
      if (shown.state === 'Doing') continue
      for (const item of shown.items) {
        if (item.config.actId === undefined) continue
        if (showsAppointmentLabel(shown.session.start, now, this.root.session.loggedIn, this.isBooked(shown.session, item))) keys.push(bookingKey(shown.session.sessId, item.config.actId))
      }
    }
    return keys
  }

  showsAppointment (shown: ShownSession, item: SeckillItem): boolean {
    return item.config.actId !== undefined && this.appointments.includes(bookingKey(shown.session.sessId, item.config.actId))
  }

  /** Watches the tick while the view is mounted; the returned stop also cancels a pending refresh. */
  start (): () => void {
    const stopTick = reaction(() => this.root.clock.tickNow, (now) => this.onTick(now), { fireImmediately: true })
    const stopLogin = reaction(() => this.root.session.loggedIn, (loggedIn) => { if (loggedIn) void this.loadBookings() }, { fireImmediately: true })
    // Back from the host's subscribe page: the visitor may have booked.
    const stopShow = this.root.onShow(() => { void this.loadBookings() })
    return () => {
      stopTick()
      stopLogin()
      stopShow()
      this.reload.cancel()
    }
  }

  onTick (now: number): void {
    // A zero is reached when a time we were counting to has passed, however late the tick landed.
    const reached = this.seenTargets.filter((target) => now >= target)
    if (reached.length) this.reload.reached(Math.max(...reached))
    const shown = sessionsToShow(this.model.sessions, now, (s) => this.prices.get(sessionKey(s)))
    this.seenTargets = shown.map((s) => s.countdownTarget).filter((target) => target > now)
    const active = shown.find((s) => sessionKey(s.session) === this.chosenSessId) ?? shown[0]
    if (active && this.toastFor !== active.countdownTarget && updateToastDue(secondsLeft(active.countdownTarget, now))) {
      this.toastFor = active.countdownTarget
      this.root.platform.toast(t('seckill.updating'))
    }
  }

  /** A refresh brought the config again (same uuid): new sessions get their prices; the chosen tab stays. */
  update (model: SeckillModel): void {
    // The view hands the store its model as it mounts too: only a refresh's new config asks again.
    if (model === this.model) return
    this.model = model
    this.syncClock()
    this.loadPrices()
  }

  /** A card's tap: the curated channel page of that product (001 §2), marked as from the seckill while it runs. */
  openItem (shown: ShownSession, item: SeckillItem): void {
    openClick(this.root, destination('curatedChannel', channelParams(item.config, t('seckill.header'), shown.state)), this.component)
  }

  /**
   * Books a reminder (001 §6, §7): only inside a mini-program or the app (a
   * browser gets the spec's toast), needs login, one call per item at a time;
   * the host's subscribe page takes sceneCode yx_flash_sale and the ext.
   * Opening it is a navigation: a native bridge answers at once, so the lock
   * alone let taps spread over a second open it twice; one per burst of taps.
   */
  async book (shown: ShownSession, item: SeckillItem): Promise<void> {
    const { platform, actions, page } = this.root
    const actId = item.config.actId
    if (actId === undefined) return
    const host = platform.platform()
    if (!isMiniProgram(host) && !isApp(host)) {
      await toastOncePerBurst(this.root, `seckill:book:${bookingKey(shown.session.sessId, actId)}`, t('seckill.booking.browserUnsupported'))
      return
    }
    const { sceneCode, ext } = bookingExt({
      sessId: shown.session.sessId,
      actId,
      actEntityId: item.config.productId,
      pageId: page.page?.id ?? page.params?.activityId ?? '',
      sessStartDt: shown.session.start,
      position: shown.session.products.indexOf(item.config)
    })
    await actions.run(`seckill:book:${bookingKey(shown.session.sessId, actId)}`, () => platform.openSubscribe({ sceneCode, ext: JSON.stringify(ext) }), { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  dispose (): void {
    this.reload.cancel()
  }

  /** The answer's `sysTime` sets the shared clock when no response header has (001 §3). */
  private syncClock (): void {
    if (this.model.sysTime !== undefined) this.root.clock.sync(this.model.sysTime, undefined, 'body')
  }

  /**
   * Asks once per session for the prices of its window (coalesced with every other block's asks of this tick).
   * A session whose call failed is asked again by the next refresh (`update`), as product/livePrices does for
   * the other product blocks: it shows sold out (001 §4) until the new answer lands, not until a full reload.
   */
  private loadPrices (): void {
    for (const session of pickSessions(this.model.sessions, this.root.clock.now())) {
      const key = sessionKey(session)
      if (this.asked.has(key)) continue
      this.asked.add(key)
      const ids = session.products.map((p) => p.product.id)
      const query = { needOrderCount: true, needSoldCount: true, startTime: formatServerTime(session.start), endTime: formatServerTime(session.end) } as const
      this.root.services.products.prices(ids, query).then(
        (answer) => runInAction(() => { this.prices.set(key, answer) }),
        () => runInAction(() => {
          this.asked.delete(key)
          this.prices.set(key, 'error')
        })
      )
    }
  }

  /** Booked flags of the sessions not started yet (needs login; a failure leaves the labels as they are). */
  private async loadBookings (): Promise<void> {
    if (!this.root.session.loggedIn) return
    for (const shown of this.shown) {
      if (shown.state === 'Doing') continue
      const actIds = shown.items.map((i) => i.config.actId).filter((id): id is string | number => id !== undefined)
      if (!actIds.length) continue
      try {
        const flags = await this.root.services.booking.queryStatus({ sessId: shown.session.sessId, actIds, actType: ACT_TYPE_SECKILL })
        runInAction(() => {
          for (const actId of actIds) this.booked.set(bookingKey(shown.session.sessId, actId), flags[String(actId)] === true)
        })
      } catch {
        // The label stays 'remind me': booking again is harmless, and the subscribe page says if it is done.
      }
    }
  }
}
