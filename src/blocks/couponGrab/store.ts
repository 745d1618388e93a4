import { action, actionBound, computedStruct, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { isApp, isMiniProgram } from '@/platform/types'
import { NAVIGATION_LOCK_MS, openClick, toastOncePerBurst } from '@/renderer/click'
import { scrollToBlock } from '@/renderer/floors'
import type { ComponentMeta } from '@/renderer/types'
import { GatewayError } from '@/services/envelope'
import type { RootStore } from '@/stores'
import {
  buttonOf, claimStateOf, grabFailureOf, sessionsToShow, startLabel, tabLabel, COUPON_GRAB_ACT_TYPE, COUPON_GRAB_SCENE_CODE, type GrabButton
} from './model'
import type { ClaimState, CouponGrabModel, GrabCoupon, GrabSession, SessionStatus } from './types'
import { COUPON_FAILURES, COUPON_PATHS } from '@/services/coupons'

/**
 * What the coupon grab asks the visitor through the page's dialog host: panels.ts draws each, index.ts
 * hands them in, a store test passes a fake.
 */
export interface CouponGrabPrompts {
  /** A grabbed coupon (001 §8): 领取成功，请尽快使用. */
  grabbed: () => Promise<unknown>
  /** "booked" tapped (001 §8): true to cancel the reservation, false to keep it (我再想想, the mask). */
  cancelBooking: () => Promise<boolean>
}

type Deps = Pick<RootStore, 'clock' | 'services' | 'platform' | 'actions' | 'session' | 'page' | 'tracker' | 'onShow'>

const sessionKey = (session: Pick<GrabSession, 'sessId'>): string => String(session.sessId)
const claimKey = (session: GrabSession, coupon: GrabCoupon): string => `${sessionKey(session)}|${coupon.packageCode}`
const bookingKey = (session: GrabSession, actId: string | number): string => `${sessionKey(session)}:${actId}`

export interface ShownTab {
  session: GrabSession
  status: SessionStatus
  /** The tab's start ('HH:mm', 'tomorrow HH:mm', a date) and status texts. */
  startText: string
  statusText: string
}

export interface ShownCoupon {
  coupon: GrabCoupon
  button: GrabButton
}

/**
 * The coupon grab's state (001 §4, §7, §8): the tabs on the server's tick,
 * each in-progress session's claim states (asked when it starts, again after
 * a limit or stock rejection and on a refresh), the visitor's bookings, and
 * the four actions (grab, go use, book, cancel), each through the guarded
 * action: one call per coupon at a time, the login gate, and a burst throttle
 * on the subscribe page. The view reads structural computeds, so the tick
 * re-renders only when a label changes.
 */
export class CouponGrabStore {
  /** Claim states by `sessId|packageCode` (absent: unknown). */
  readonly claims = observable.map<string, ClaimState>()
  /** Booked flags by `sessId:actId`. */
  readonly booked = observable.map<string, boolean>()
  chosenSessId: string | undefined = undefined

  private readonly askedStatus = new Set<string>()

  constructor (private model: CouponGrabModel, private readonly component: ComponentMeta, private readonly root: Deps, private readonly prompts: CouponGrabPrompts) {
    makeObservable<CouponGrabStore, 'model'>(this, {
      model: observableRef,
      chosenSessId: observable,
      tabs: computedStruct,
      active: computedStruct,
      coupons: computedStruct,
      choose: actionBound,
      update: action
    })
  }

  get settings (): Pick<CouponGrabModel, 'showType' | 'image' | 'tabTextColor'> {
    const { showType, image, tabTextColor } = this.model
    return { showType, image, tabTextColor }
  }

  /** Up to 4 tabs, ended sessions gone (observes the shared tick; equal results compare equal). */
  get tabs (): ShownTab[] {
    const now = this.root.clock.tickNow
    return sessionsToShow(this.model.sessions, now).map(({ session, status }) => ({
      session, status, startText: startLabel(session.start, now), statusText: tabLabel(status)
    }))
  }

  /** The tab on screen: the chosen one, else the first. */
  get active (): ShownTab | undefined {
    const tabs = this.tabs
    return tabs.find((tab) => sessionKey(tab.session) === this.chosenSessId) ?? tabs[0]
  }

  /** The active session's coupons with their buttons. */
  get coupons (): ShownCoupon[] {
    const active = this.active
    if (!active) return []
    const now = this.root.clock.tickNow
    const loggedIn = this.root.session.loggedIn
    return active.session.coupons.map((coupon) => ({
      coupon,
      button: buttonOf({
        status: active.status,
        start: active.session.start,
        now,
        claim: this.claims.get(claimKey(active.session, coupon)),
        booked: loggedIn && coupon.actId !== undefined && this.booked.get(bookingKey(active.session, coupon.actId)) === true,
        bookable: coupon.actId !== undefined
      })
    }))
  }

  /** Whether a coupon's grab, booking or cancel is on its way. */
  isBusy (session: GrabSession, coupon: GrabCoupon): boolean {
    const { actions } = this.root
    if (actions.isBusy(`couponGrab:grab:${coupon.packageCode}`)) return true
    return coupon.actId !== undefined && (actions.isBusy(`couponGrab:book:${bookingKey(session, coupon.actId)}`) || actions.isBusy(`couponGrab:cancel:${bookingKey(session, coupon.actId)}`))
  }

  choose (sessId: string | number): void {
    this.chosenSessId = String(sessId)
  }

  /** Watches while the view is mounted: a session that starts gets its claim states; bookings once logged in and back from the subscribe page. */
  start (): () => void {
    const stopStatus = reaction(
      () => this.tabs.filter((tab) => tab.status === 1).map((tab) => sessionKey(tab.session)),
      () => this.loadStatuses(),
      { fireImmediately: true }
    )
    const stopLogin = reaction(() => this.root.session.loggedIn, (loggedIn) => { if (loggedIn) void this.loadBookings() }, { fireImmediately: true })
    const stopShow = this.root.onShow(() => { void this.loadBookings() })
    return () => {
      stopStatus()
      stopLogin()
      stopShow()
    }
  }

  /** A refresh brought the config again (same uuid): the claim states are asked again; the chosen tab stays. */
  update (model: CouponGrabModel): void {
    if (model === this.model) return
    this.model = model
    this.askedStatus.clear()
    this.loadStatuses()
  }

  /** A coupon's button. */
  tap (tab: ShownTab, shown: ShownCoupon): Promise<void> {
    // What the button does now (a grab that landed a moment ago made it "go use"), not what it did when drawn.
    const now = this.active && sessionKey(this.active.session) === sessionKey(tab.session)
      ? this.coupons.find((c) => c.coupon.packageCode === shown.coupon.packageCode) ?? shown
      : shown
    switch (now.button.action) {
      case 'grab': return this.grab(tab.session, shown.coupon)
      case 'use': this.use(shown.coupon); return Promise.resolve()
      case 'book': return this.book(tab.session, shown.coupon)
      case 'cancel': return this.cancel(tab.session, shown.coupon)
      default: return Promise.resolve()
    }
  }

  /**
   * Grabs one package (001 §7 sendSingleCoupon). Success: the dialog "Claimed
   * successfully, please use it soon" and the button becomes "go use". A
   * rejection toasts by its code (001 §8); a limit or stock one asks the
   * session's states again. A 403 says the catalogue's no-permission text.
   */
  async grab (session: GrabSession, coupon: GrabCoupon): Promise<void> {
    const { actions, services, platform } = this.root
    await actions.run(`couponGrab:grab:${coupon.packageCode}`, async () => {
      try {
        const data = await services.coupons.sendSingle({ packageCode: coupon.packageCode })
        if (data === false || data === null || data === undefined) throw new GatewayError(t(COUPON_FAILURES[COUPON_PATHS.sendSingle].ownText), 'NOT_OK')
      } catch (error) {
        if (error instanceof GatewayError && error.status === 403) {
          platform.toast(errorMessage(error))
          return
        }
        const code = error instanceof GatewayError ? Number(error.code) : undefined
        const failure = grabFailureOf(Number.isFinite(code) ? code : undefined)
        platform.toast(t(failure.toast))
        if (failure.refreshStatuses) this.loadStatus(session, true)
        return
      }
      runInAction(() => { this.claims.set(claimKey(session, coupon), 'got') })
      void this.prompts.grabbed()
    }, { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  /** "go use": the configured floor or URL (`btnJumpType`). */
  use (coupon: GrabCoupon): void {
    const { jump } = coupon
    if (jump.to === 'floor') void scrollToBlock(this.root.page, jump.uuid)
    if (jump.to === 'url') openClick(this.root, [{ platform: this.root.platform.platform(), path: jump.url }], this.component)
  }

  /**
   * Books a reminder (001 §4, §6, §7): only inside a mini-program or the app
   * (a browser gets the spec's toast), needs login; the host's subscribe page
   * with sceneCode yx_coupon_grab, once per burst of taps (a native bridge
   * answers at once, so the lock alone would let a second tap open it again).
   */
  async book (session: GrabSession, coupon: GrabCoupon): Promise<void> {
    const { platform, actions, page } = this.root
    const { actId } = coupon
    if (actId === undefined) return
    const host = platform.platform()
    if (!isMiniProgram(host) && !isApp(host)) {
      await toastOncePerBurst(this.root, `couponGrab:book:${bookingKey(session, actId)}`, t('couponGrab.booking.browserUnsupported'))
      return
    }
    const ext = {
      sessId: session.sessId,
      actId,
      actType: COUPON_GRAB_ACT_TYPE,
      actEntityId: coupon.packageCode,
      pageId: page.page?.id ?? page.params?.activityId ?? '',
      sessStartDt: session.start,
      position: session.coupons.indexOf(coupon)
    }
    await actions.run(`couponGrab:book:${bookingKey(session, actId)}`,
      () => platform.openSubscribe({ sceneCode: COUPON_GRAB_SCENE_CODE, ext: JSON.stringify(ext) }),
      { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  /** "booked": asks (001 §8's cancel dialog), then cancels; the label returns to "remind me". */
  async cancel (session: GrabSession, coupon: GrabCoupon): Promise<void> {
    const { actId } = coupon
    if (actId === undefined) return
    const { actions, services } = this.root
    const key = bookingKey(session, actId)
    await actions.run(`couponGrab:cancel:${key}`, async () => {
      const sure = await this.prompts.cancelBooking()
      if (!sure) return
      await services.booking.cancel({ sessId: session.sessId, actId, actType: COUPON_GRAB_ACT_TYPE, sceneCode: COUPON_GRAB_SCENE_CODE })
      runInAction(() => { this.booked.set(key, false) })
    }, { needsLogin: true })
  }

  private loadStatuses (): void {
    for (const tab of this.tabs) if (tab.status === 1) this.loadStatus(tab.session, false)
  }

  /** Claim states of one running session (needs no login: an anonymous visitor sees sold-out packages too). */
  private loadStatus (session: GrabSession, again: boolean): void {
    const key = sessionKey(session)
    if (this.askedStatus.has(key) && !again) return
    this.askedStatus.add(key)
    const packageCodes = session.coupons.map((c) => c.packageCode)
    this.root.services.coupons.packStatus({ packageCodes, sessStartDt: session.start, sessEndDt: session.end }).then(
      (states) => runInAction(() => {
        for (const coupon of session.coupons) {
          const value = states[coupon.packageCode]
          if (value !== undefined) this.claims.set(claimKey(session, coupon), claimStateOf(value))
          else this.claims.delete(claimKey(session, coupon))
        }
      }),
      () => {
        // Unknown states offer the grab, whose answer says what is left; the next refresh asks again.
        this.askedStatus.delete(key)
      }
    )
  }

  /**
   * Booked flags of the sessions not started yet (needs login; a failure leaves the labels as they are). The
   * sessions are asked side by side: one after another, a gateway that does not answer held the block busy
   * 15 s per session.
   */
  private async loadBookings (): Promise<void> {
    if (!this.root.session.loggedIn) return
    await Promise.all(this.tabs.filter((tab) => tab.status !== 1).map(async (tab) => {
      const actIds = tab.session.coupons.map((c) => c.actId).filter((id): id is string | number => id !== undefined)
      if (!actIds.length) return
      try {
        const flags = await this.root.services.booking.queryStatus({ sessId: tab.session.sessId, actIds, actType: COUPON_GRAB_ACT_TYPE })
        runInAction(() => {
          for (const actId of actIds) this.booked.set(bookingKey(tab.session, actId), flags[String(actId)] === true)
        })
      } catch {
        // The label stays as it was: booking again is harmless, and the subscribe page says if it is done.
      }
    }))
  }
}
