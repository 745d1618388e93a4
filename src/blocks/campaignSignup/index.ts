/** Sign-up (000 §2, §3, §4): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseSignup } from './model'
import { SignupStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseSignup,
  View,
  createStore: (root, model, component) => new SignupStore(model, component, root)
})
