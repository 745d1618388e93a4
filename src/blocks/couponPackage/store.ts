import { action, makeObservable, observableRef } from 'mobx'
import type { ComponentMeta } from '@/renderer/types'
import { PackageClaims, type ClaimDeps, type PackageClaimPrompts } from '@/flows/packageClaim/packageClaims'
import type { CouponPackage, PackageStatus } from '@/product/coupons'
import type { CouponPackageModel } from './types'

/**
 * The coupon packages' state: each package's status (the config's, until a
 * claim here changes it) and the claim itself (src/flows/packageClaim: the
 * guarded action, the expansion style's surge dialog, a failure's refresh).
 */
export class CouponPackageStore {
  readonly claims: PackageClaims

  constructor (private model: CouponPackageModel, component: ComponentMeta, root: ClaimDeps, prompts: PackageClaimPrompts) {
    this.claims = new PackageClaims(root, component, prompts, { surge: model.style === 2 })
    makeObservable<CouponPackageStore, 'model'>(this, { model: observableRef, update: action })
  }

  statusOf (pkg: CouponPackage): PackageStatus {
    return this.claims.statusOf(pkg)
  }

  tap (pkg: CouponPackage): Promise<void> {
    return this.claims.tap(pkg)
  }

  /** A refresh (a failed claim asks for it, or the page's own) brought the config again: its statuses win. */
  update (model: CouponPackageModel): void {
    if (model === this.model) return
    this.model = model
    this.claims.reset()
  }
}
