import { action, computed, makeObservable, observableRef, reaction } from 'mobx'
import { ReloadAfterZero } from '@/lib/countdown'
import type { ComponentMeta } from '@/renderer/types'
import { PackageClaims, type ClaimDeps, type PackageClaimPrompts } from '@/flows/packageClaim/packageClaims'
import type { CouponPackage, PackageStatus } from '@/product/coupons'
import type { RootStore } from '@/stores'
import { showsCountdown } from './model'
import type { CouponSeckillModel } from './types'

type Deps = ClaimDeps & Pick<RootStore, 'clock'>

/**
 * The coupon flash sale's state: the packages' claims (as coupon packages:
 * src/flows/packageClaim) and the countdown to the claim's opening, on the
 * shared tick; at its zero the page's data is refreshed 520 ms later (as every
 * countdown's), so the server's statuses open the claim.
 */
export class CouponSeckillStore {
  readonly claims: PackageClaims
  private readonly reload: ReloadAfterZero

  constructor (private model: CouponSeckillModel, component: ComponentMeta, private readonly root: Deps, prompts: PackageClaimPrompts) {
    this.claims = new PackageClaims(root, component, prompts)
    this.reload = new ReloadAfterZero(() => { void root.page.refresh() })
    makeObservable<CouponSeckillStore, 'model'>(this, { model: observableRef, countdownTarget: computed, update: action })
  }

  /** The start to count to, while the countdown shows (changes twice at most: its views re-render only then). */
  get countdownTarget (): number | undefined {
    const { applyStart, countdownHours } = this.model
    return showsCountdown(applyStart, countdownHours, this.root.clock.tickNow) ? applyStart : undefined
  }

  statusOf (pkg: CouponPackage): PackageStatus {
    return this.claims.statusOf(pkg)
  }

  tap (pkg: CouponPackage): Promise<void> {
    return this.claims.tap(pkg)
  }

  start (): () => void {
    let counting: number | undefined
    const stop = reaction(() => this.root.clock.tickNow, (now) => {
      if (counting !== undefined && now >= counting) this.reload.reached(counting)
      counting = this.countdownTarget
    }, { fireImmediately: true })
    return () => {
      stop()
      this.reload.cancel()
    }
  }

  update (model: CouponSeckillModel): void {
    if (model === this.model) return
    this.model = model
    this.claims.reset()
  }
}
