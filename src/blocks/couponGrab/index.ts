/** The limited-time coupon grab (001 §2-§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseCouponGrab } from './model'
import { couponGrabPanels } from './panels'
import { CouponGrabStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseCouponGrab,
  View,
  createStore: (root, model, component) => new CouponGrabStore(model, component, root, couponGrabPanels(root.dialogs))
})
