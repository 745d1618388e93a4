import type { ReactNode } from 'react'
import { action, computed, computedStruct, makeObservable, observableRef, reaction, runInAction } from 'mobx'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { GatewayError } from '@/services/envelope'
import { NAVIGATION_LOCK_MS, openClick } from '@/renderer/click'
import { scrollToBlock } from '@/renderer/floors'
import type { ComponentMeta } from '@/renderer/types'
import type { UserIdentity } from '@/services/coupons'
import type { RootStore } from '@/stores'
import { allClaimed, countdownTargetOf, expiryDue, packagesFor, pickConfig, AUTO_MODAL_SECONDS } from './model'
import type { CouponModuleModel, CrowdConfig, ModulePackage } from './types'
import { COUPON_FAILURES, COUPON_PATHS } from '@/services/coupons'

type Deps = Pick<RootStore, 'clock' | 'services' | 'platform' | 'actions' | 'session' | 'page' | 'dialogs' | 'tracker'>

/** The answered list: packages, 'error', or undefined while asked. */
type ListLoad = ModulePackage[] | 'error' | undefined

/** Whether a claim's answer issued anything (001 §7 gives no shape: a falsy answer or an empty list issued nothing). */
const issuedSomething = (answer: unknown): boolean => (Array.isArray(answer) ? answer.length > 0 : !!answer)

/**
 * The coupon module's state (001 §4, §6, §7, §8): the visitor's crowd (their
 * identity, once logged in), the chosen config's packages, the claim
 * (automatic on load, or the one-tap button, through the guarded action), and
 * the countdown to the nearest expiry: its notice about 4 s before, and under
 * 1 s a silent refresh of the page and the list.
 */
export class CouponModuleStore {
  identity: UserIdentity | 'unknown' | undefined = undefined
  list: ListLoad = undefined

  private autoTried = false
  private noticeFor: number | undefined
  private reloadedFor: number | undefined
  private shownFor: string | undefined

  constructor (private model: CouponModuleModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable<CouponModuleStore, 'model'>(this, {
      model: observableRef,
      identity: observableRef,
      list: observableRef,
      ready: computed,
      failed: computed,
      config: computedStruct,
      expected: computed,
      packages: computed,
      allClaimed: computed,
      countdown: computedStruct,
      update: action
    })
  }

  get settings (): CouponModuleModel {
    return this.model
  }

  /** The crowd is known: anonymous, or logged in with the identity answered (or failed: then ALL). */
  get ready (): boolean {
    const { session } = this.root
    if (!session.checked) return false
    return !session.loggedIn || this.identity !== undefined
  }

  /** 001 §5: the config for the visitor's crowd. */
  get config (): CrowdConfig | undefined {
    if (!this.ready) return undefined
    return pickConfig(this.model.configs, this.identity === 'unknown' ? undefined : this.identity)
  }

  /** The list did not load (and none had): the view offers a retry. */
  get failed (): boolean {
    return this.list === 'error'
  }

  /** The retry of a failed list (one at a time; a burst of taps asks once). */
  async retry (): Promise<void> {
    await this.root.actions.run(`yanxuanCoupon:list:${this.component.uuid}`, () => this.loadList(), { throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  /**
   * Until the list first answers, the config whose packages the module will show: the view keeps their place
   * (their rows, its button) so the blocks below do not move when they come (the load bench's CLS).
   */
  get expected (): CrowdConfig | undefined {
    if (this.list !== undefined) return undefined
    return this.config ?? pickConfig(this.model.configs, undefined)
  }

  get packages (): ModulePackage[] {
    return Array.isArray(this.list) ? this.list : []
  }

  get allClaimed (): boolean {
    return allClaimed(this.packages)
  }

  get busy (): boolean {
    return this.root.actions.isBusy(this.actionKey)
  }

  /** The countdown (observes the tick; compared structurally, so it changes only when its target does). */
  get countdown (): { target: number } | undefined {
    const found = countdownTargetOf(this.packages, this.root.clock.tickNow)
    return found ? { target: found.target } : undefined
  }

  start (): () => void {
    const stopIdentity = reaction(() => this.root.session.loggedIn, (loggedIn) => { if (loggedIn) void this.loadIdentity() }, { fireImmediately: true })
    const stopList = reaction(() => this.config?.packageCodes.join(','), () => { void this.loadList() }, { fireImmediately: true })
    const stopTick = reaction(() => this.root.clock.tickNow, (now) => this.onTick(now))
    return () => {
      stopIdentity()
      stopList()
      stopTick()
    }
  }

  /** A refresh brought the config again: the list is asked again (statuses and expiries may have moved). */
  update (model: CouponModuleModel): void {
    if (model === this.model) return
    this.model = model
    void this.loadList()
  }

  /** The button: one-tap claims (login first); once all are claimed, it leads where they are used. */
  async tap (): Promise<void> {
    if (this.allClaimed) {
      this.use()
      return
    }
    await this.claim(false)
  }

  use (): void {
    const { jump } = this.model
    if (jump.to === 'floor') void scrollToBlock(this.root.page, jump.uuid)
    if (jump.to === 'url') openClick(this.root, [{ platform: this.root.platform.platform(), path: jump.url }], this.component)
  }

  onTick (now: number): void {
    const nearest = countdownTargetOf(this.packages, now - 1000)
    if (!nearest) return
    const due = expiryDue(nearest.expiry, now)
    if (due.notice && this.noticeFor !== nearest.expiry) {
      this.noticeFor = nearest.expiry
      this.root.platform.toast(t('yanxuanCoupon.updating'))
    }
    if (due.reload && this.reloadedFor !== nearest.expiry) {
      this.reloadedFor = nearest.expiry
      void this.root.page.refresh()
      void this.loadList()
    }
  }

  private get actionKey (): string {
    return `yanxuanCoupon:claim:${this.component.uuid}`
  }

  /** POST sendCouponByCondition with the config's package codes: automatic (quiet on failure, its modal on success) or one-tap. */
  private async claim (automatic: boolean): Promise<void> {
    const config = this.config
    if (!config) return
    const { actions, services, platform } = this.root
    const codes = this.packages.filter((p) => !p.claimed).map((p) => p.packageCode)
    const packageCodes = codes.length ? codes : config.packageCodes
    await actions.run(this.actionKey, async () => {
      let issued = false
      try {
        issued = issuedSomething(await services.coupons.sendByCondition({ packageCodes }))
      } catch (error) {
        // 000 §8: a 403 says the catalogue's no-permission text, wherever it comes from.
        if (error instanceof GatewayError && error.status === 403) {
          if (!automatic) platform.toast(errorMessage(error))
          return
        }
        issued = false
      }
      if (!issued) {
        // 001 §8: "failure or no coupon issued". An automatic claim the visitor did not ask for stays quiet (this folder's README.md).
        if (!automatic) platform.toast(t(COUPON_FAILURES[COUPON_PATHS.sendByCondition].ownText))
        return
      }
      if (automatic) {
        if (config.modal) void this.openAutoModal(config)
      } else {
        platform.toast(t('yanxuanCoupon.success'))
      }
      await this.loadList()
    }, automatic ? {} : { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  private openAutoModal (config: CrowdConfig): Promise<unknown> {
    return this.root.dialogs.open({
      label: t('yanxuanCoupon.autoClaimed'),
      dismissValue: undefined,
      autoCloseMs: AUTO_MODAL_SECONDS * 1000,
      render: (close) => this.renderModal?.(config, () => close(undefined))
    })
  }

  /** The view hands the store how its modal looks (the store stays free of markup). */
  renderModal?: (config: CrowdConfig, close: () => void) => ReactNode

  private async loadIdentity (): Promise<void> {
    try {
      const identity = await this.root.services.coupons.userIdentity()
      runInAction(() => { this.identity = identity })
    } catch {
      // Unknown crowd: the ALL config, as for an anonymous visitor.
      runInAction(() => { this.identity = 'unknown' })
    }
  }

  private async loadList (): Promise<void> {
    const config = this.config
    if (!config) return
    try {
      const answer = await this.root.services.coupons.couponList({ packageCodes: config.packageCodes })
      const packages = packagesFor(config.packageCodes, answer)
      runInAction(() => { this.list = packages })
      this.trackShown(packages)
      this.autoClaim()
    } catch {
      runInAction(() => { if (this.list === undefined || this.list === 'error') this.list = 'error' })
    }
  }

  /** 001 §7: an analytics event "component_id_show" with the package states, once per state. */
  private trackShown (packages: readonly ModulePackage[]): void {
    const states = packages.map((p) => `${p.packageCode}:${p.claimed ? 1 : 0}`).join(',')
    if (!packages.length || states === this.shownFor) return
    this.shownFor = states
    this.root.tracker.queue({ event: 'component_id_show', activityId: this.root.page.params?.activityId, componentType: this.component.type, uuid: this.component.uuid, packageStates: states })
  }

  /** Automatic send type: once per page view, for a logged-in visitor with something left to claim. */
  private autoClaim (): void {
    if (this.model.sendType !== 'automatic' || this.autoTried || !this.root.session.loggedIn || this.allClaimed || !this.packages.length) return
    this.autoTried = true
    void this.claim(true)
  }
}
