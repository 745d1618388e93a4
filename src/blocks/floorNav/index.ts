/** Floor navigation (001 §2, §3, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseFloorNav } from './model'
import { FloorNavStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseFloorNav,
  View,
  createStore: (root, model, component) => new FloorNavStore(model, component, root.page)
})
