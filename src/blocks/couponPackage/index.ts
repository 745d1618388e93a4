/** Coupon packages in three styles, and the handset-brand variant (001 §2-§9): the block as the registry loads it, with its store. */
import { createElement } from 'react'
import { packageClaimPanels } from '@/flows/packageClaim/panels'
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseCouponPackages } from './model'
import { CouponPackageStore } from './store'
import View, { SurgeDialog } from './view'

export default defineBlock({
  meta,
  parse: parseCouponPackages,
  View,
  createStore: (root, model, component) => new CouponPackageStore(model, component, root, packageClaimPanels(root.dialogs, () => createElement(SurgeDialog)))
})
