/** The curated product grid (001 §3-§5, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseYanxuanProduct } from './model'
import { YanxuanProductStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseYanxuanProduct,
  View,
  createStore: (root, model, component) => new YanxuanProductStore(model, component, root)
})
