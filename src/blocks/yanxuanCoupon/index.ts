/** The coupon module (001 §2-§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseCouponModule } from './model'
import { CouponModuleStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseCouponModule,
  View,
  createStore: (root, model, component) => new CouponModuleStore(model, component, root)
})
