/** Bottom navigation bar (001 §2, §3, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseBottomNav } from './model'
import { BottomNavStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseBottomNav,
  View,
  createStore: (root, model, component) => new BottomNavStore(model, component, root)
})
