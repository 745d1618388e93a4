/** The coupon flash sale (001 §3, §9): the block as the registry loads it, with its store. */
import { packageClaimPanels } from '@/flows/packageClaim/panels'
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseCouponSeckill } from './model'
import { CouponSeckillStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseCouponSeckill,
  View,
  createStore: (root, model, component) => new CouponSeckillStore(model, component, root, packageClaimPanels(root.dialogs))
})
