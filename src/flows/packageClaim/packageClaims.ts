/**
 * Claiming coupon packages (001 §4, §7, §8), as the coupon packages and the
 * coupon flash sale do it: POST promotion-packages/apply {code} through the
 * guarded action (login gate, one claim per package at a time, and one per
 * burst of taps: a failed claim's quick answer must not let the burst's next
 * tap claim again).
 *
 * - AVAILABLE: claim. Success: APPLIED and 'Claimed successfully'; the
 *   expansion style instead waits 1 s, shows 'Congratulations, surge
 *   succeeded' for 3 s (over the dialog host's 0.6 mask), then APPLIED.
 *   Failure: the server's message, and the block asks for its config again.
 *   No answer at all (a timeout, the connection lost): the claim may have
 *   gone through, so the 'Prize being issued' dialog (001 §8) instead of a
 *   failure, with contact support (the help page); the block asks again.
 * - APPLIED: its redirect, or 'Package already claimed' without one.
 * - NOT_STARTED, EXHAUSTED: nothing (the button is disabled).
 *
 * Its dialogs are prompts handed in (panels.ts draws them; a test passes a fake).
 */
import { observable, runInAction } from 'mobx'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { NAVIGATION_LOCK_MS, oncePerBurst, openClick } from '@/renderer/click'
import { destination } from '@/platform/destinations'
import { isNoAnswer } from '@/services/envelope'
import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import type { CouponPackage, PackageStatus } from '@/product/coupons'

/** 001 §4, §9: the expansion style waits 1 s after success, then shows its dialog for 3 s. */
export const SURGE_DELAY_MS = 1000
export const SURGE_DIALOG_MS = 3000

export type ClaimDeps = Pick<RootStore, 'services' | 'actions' | 'platform' | 'page' | 'tracker'>

export interface ClaimOptions {
  /** The expansion style's surge dialog before APPLIED. */
  surge?: boolean
}

/** What a package claim shows the visitor through the page's dialog host (panels.ts). */
export interface PackageClaimPrompts {
  /** 'Congratulations, surge succeeded': up for SURGE_DIALOG_MS, not closable; resolves when it closes. */
  surge: () => Promise<void>
  /** 001 §8 'Prize being issued': true for contact support, false for the other button or the mask. */
  prizeIssuing: () => Promise<boolean>
}

export class PackageClaims {
  /** Statuses changed here (a claim), by package code; the config's status stands otherwise. */
  private readonly changed = observable.map<string, PackageStatus>()

  constructor (private readonly root: ClaimDeps, private readonly component: ComponentMeta, private readonly prompts: PackageClaimPrompts, private readonly options: ClaimOptions = {}) {}

  statusOf (pkg: CouponPackage): PackageStatus {
    return this.changed.get(pkg.code) ?? pkg.status
  }

  isBusy (pkg: CouponPackage): boolean {
    return this.root.actions.isBusy(this.key(pkg))
  }

  /** A refresh brought the block's config again: its statuses are the server's now. */
  reset (): void {
    runInAction(() => this.changed.clear())
  }

  async tap (pkg: CouponPackage): Promise<void> {
    const status = this.statusOf(pkg)
    if (status === 'APPLIED') {
      // On the claim's key and burst window: the taps of the burst that claimed (the button turned under the
      // finger) say nothing over 领取成功; a tap after it opens the package's place or says it is claimed.
      await oncePerBurst(this.root, this.key(pkg), () => {
        if (pkg.redirects.length) openClick(this.root, pkg.redirects, this.component)
        else this.root.platform.toast(t('coupon.package.already'))
      })
      return
    }
    if (status !== 'AVAILABLE') return
    const { actions, services, platform, page } = this.root
    await actions.run(this.key(pkg), async () => {
      try {
        await services.activity.applyPromotionPackage({ code: pkg.code })
      } catch (error) {
        if (isNoAnswer(error)) void this.prizeIssuing()
        else platform.toast(errorMessage(error))
        // 001 §8: "toast shows the server msg and refreshes the block".
        page.refreshComponent(this.component.id).catch(() => undefined)
        return
      }
      if (this.options.surge) {
        await new Promise((resolve) => setTimeout(resolve, SURGE_DELAY_MS))
        await this.prompts.surge()
      } else {
        platform.toast(t('coupon.package.claimed'))
      }
      runInAction(() => this.changed.set(pkg.code, 'APPLIED'))
    }, { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  }

  /** 001 §8 'Prize being issued', with a contact-support button opening the help page (001 §2). */
  private async prizeIssuing (): Promise<void> {
    if (await this.prompts.prizeIssuing()) openClick(this.root, destination('helpCenter'), this.component)
  }

  private key (pkg: CouponPackage): string {
    return `package:${pkg.code}`
  }
}
