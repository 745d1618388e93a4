/** Sign-up (000 §2, §3, §4): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import { SIGNUP_KIND, parseSignup } from './model'
import { SignupStore } from './store'
import View from './view'

export default defineBlock({
  kind: SIGNUP_KIND,
  parse: parseSignup,
  View,
  createStore: (root, model, component) => new SignupStore(model, component, root)
})
