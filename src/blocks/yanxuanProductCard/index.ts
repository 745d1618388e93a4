/** The product card carousel (001 §2-§5, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseYanxuanProductCard } from './model'
import { YanxuanProductCardStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseYanxuanProductCard,
  View,
  createStore: (root, model, component) => new YanxuanProductCardStore(model, component, root)
})
